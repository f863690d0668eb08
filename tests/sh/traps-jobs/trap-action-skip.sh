# break, continue and return inside a trap action act on the loop or the
# function that the signal interrupted (dash and bash agree); a return N in
# the action is the function's status, a plain return the status of the
# command before the trap; outside a loop or function they do nothing
trap 'break' USR1
for i in 1 2 3; do kill -USR1 $$; echo "break: not reached $i"; done
echo "after break loop: $i $?"
trap 'continue' USR1
for i in 1 2; do kill -USR1 $$; echo "continue: not reached $i"; done
echo "after continue loop: $i"
trap 'return 3' USR1
f() { kill -USR1 $$; echo "return: not reached"; }
f; echo "f returned $?"
g() { trap 'return' USR1; (exit 7); kill -USR1 $$; echo "not reached"; }
g; echo "g returned $?"
trap 'break' USR1
h() { kill -USR1 $$; echo "in h"; }
for i in 1 2; do h; echo "loop $i"; done
kill -USR1 $$; echo "top-level break: $?"
trap 'return 4' USR1
kill -USR1 $$; echo "top-level return: $?"
trap 'echo action; false' USR1
(exit 6); kill -USR1 $$; echo "status kept: $?"
trap - USR1
