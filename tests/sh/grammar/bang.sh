# ! negates a pipeline and runs it in the current shell

# ! negates a whole pipeline's status; it needs a blank after it
! true; echo "! true: $?"
! false; echo "! false: $?"
! true | false; echo "! t|f: $?"
! false | true; echo "! f|t: $?"
! { false; }; echo "! group: $?"
! (exit 3); echo "! subshell: $?"
! if false; then :; else false; fi; echo "! if: $?"
! true && echo no || echo "and-or after !"
false || ! false && echo "! in second position"
if ! false; then echo "if !"; fi
while ! true; do :; done; echo "while ! $?"
set -e
! true
echo "set -e ignores !"
set +e
(eval '! ! true') 2>/dev/null; echo "! ! status $?"
(eval 'true | ! false') 2>/dev/null; echo "mid-pipe ! $?"
!true 2>/dev/null; echo "!true is a word: $?"
"!" true 2>/dev/null; echo "quoted ! $?"
x=!; echo "$x"
echo ! a

# "! command" runs the command in the current shell (it is a pipeline of
# one command): functions, cd, assignments in groups and read keep
# their effects; only the status is inverted
f() { v=set-by-f; return 3; }
! f; echo "status $? v=$v"
! cd /; echo "status $?"; pwd
! { w=brace; false; }; echo "status $? w=$w"
! read r <<EOF2
line
EOF2
echo "status $? r=$r"
! eval 'e=from-eval'; echo "status $? e=$e"
! x=assign; echo "status $? x=$x"
! shift 0; echo "status $?"
! true | false; echo "pipeline $?"
! false | true; echo "pipeline $?"
if ! f; then echo "never"; else echo "else: f returned $?"; fi
while ! [ "${n-}" = xxx ]; do n=${n-}x; done; echo "n=$n"
set -e
! f; echo "set -e ignores ! f"
! (false; echo "inside ! (...)")
