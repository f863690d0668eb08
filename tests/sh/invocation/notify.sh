# set -b (notify) shows in $- and set -o; background jobs still run and
# are waited for with it on. (-m is left out: dash refuses it without a
# terminal, which POSIX does not ask for)
flag() { case $- in *$1*) echo "$1 on" ;; *) echo "$1 off" ;; esac; }
flag b
set -b; flag b
(echo "job ran") & wait $!; echo "wait: $?"
(exit 3) & wait $!; echo "status: $?"
set +b; flag b
set -o notify; flag b; set +o notify; flag b
set -o | grep -e '^notify' | tr -s ' \t' ' '
set -b; set +o | grep notify; set +b
