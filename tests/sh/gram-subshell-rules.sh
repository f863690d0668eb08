# ( ) is a copy of the shell: variables, cwd, traps, options, functions
# changed inside stay inside; exit leaves only the subshell
x=1; (x=2; echo "in $x"); echo "out $x"
mkdir d; (cd d; echo "in ${PWD##*/}"); echo "out ${PWD##*/}" | grep -c out
(set -f; echo *); echo * | grep -c d
(f() { echo "inner f"; }; f); command -v f >/dev/null || echo "no f outside"
(exit 7); echo "exit status $?"
(false); echo "false $?"
(true; exit); echo "bare exit $?"
(set -- a b; echo "in $#"); echo "out $#"
(unset x; echo "in [${x-unset}]"); echo "out $x"
(trap 'echo trapped' EXIT; echo body) ; echo after
( (exit 4) ); echo "nested $?"
(echo $( (echo deep) ))
(x=5; (x=6); echo "middle $x")
v=$( (echo a; exit 2) ); echo "cmdsub $? $v"
(cd /; cd d 2>/dev/null || echo "d not in /")
( echo "spaced" )
(eval '( )') 2>/dev/null; echo "empty subshell $?"
rmdir d
