# return in a trap action: with no operand it gives the status of the
# command before the action (POSIX), in the action itself but not in a
# function it calls; exit and return in actions in loops of subshells
f() {
	trap 'false; return' USR1
	(exit 3)
	kill -USR1 $$
	echo "not reached"
}
f; echo "f: $?"
trap - USR1
g() {
	trap 'return 7' USR1
	kill -USR1 $$
	echo "g: not reached"
}
g; echo "g: $?"
trap - USR1
h() {
	trap 'false; return' USR1
	true
	kill -USR1 $$
	echo "h: not reached"
}
h; echo "h: $?"
t() { false; return; }
trap 't; echo "t gave $?"' USR1
kill -USR1 $$
trap 'f2() { (exit 4); return; }; f2; echo "f2 gave $?"' USR2
(exit 9); kill -USR2 $$
for i in 1 2; do
	(trap 'exit 42' TERM; p=$(sh -c 'echo $PPID'); kill -TERM $p; echo "after kill")
	a=$?
	(trap 'echo caught; exit 42' TERM; kill -TERM $(sh -c 'echo $PPID'); sleep 0.1; echo "not here")
	echo "$a:$?"
done
f() { trap 'echo in trap; return' TERM; kill -TERM $(sh -c 'echo $PPID'); echo "f after"; }
for i in 1 2; do (f; echo "f: $?"); echo "sub: $?"; done
for i in 1 2; do (trap 'echo int; exit 3' INT; kill -INT $(sh -c 'echo $PPID'); echo "x"); echo "int: $?"; done
for i in 1 2; do (trap 'exit 42' TERM; kill -TERM $(sh -c 'echo $PPID'); exit 5); echo "e: $?"; done
