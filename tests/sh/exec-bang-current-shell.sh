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
