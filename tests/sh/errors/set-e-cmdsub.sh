# set -e and command substitution: an assignment takes the status of its
# last command substitution; an argument's status is lost; the
# substitution itself runs with -e on
t() { sh -c "set -e; $1; echo reached"; echo "-> $?"; }
t 'x=$(false)'
t 'x=$(true)'
t 'x=$(false) y=ok; echo "y=$y"'
t 'x=$(true) y=$(false)'
t 'x=$(false) y=$(true); echo "last one counts"'
t 'echo "$(false)"'
t ': $(false)'
t 'x=$(false; echo "inside after false"); echo "[$x]"'
t 'x=$(set +e; false; echo "inside with +e"); echo "[$x]"'
t 'x=`false`'
t 'export x=$(false)'
t 'local_test() { y=$(exit 3); }; local_test'
t 'x=$(false) || echo "in ||: $?"'
t 'if x=$(false); then :; else echo "in if: $?"; fi'
