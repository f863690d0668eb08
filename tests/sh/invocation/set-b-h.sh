# set -b (notify) and set -h (hashall) are accepted and show in $-;
# dash 0.5.12 has no -h, so NAME.out holds what POSIX asks
set -b; case $- in *b*) echo "b in \$-" ;; esac; set +b
set -h; echo "set -h: $?"
set -o hashall; echo "set -o hashall: $?"
set +h; echo "set +h: $?"
set -o notify; case $- in *b*) echo "-o notify is -b" ;; esac; set +o notify
# expect: own (the comment at the top says why)
