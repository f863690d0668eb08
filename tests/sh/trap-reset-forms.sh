# trap - SIG and trap SIG (a first operand that is a number or signal
# name... POSIX: an unsigned integer first operand means reset); trap ''
# ignores; traps run in the shell's own environment
trap 'echo usr1' USR1
trap - USR1; trap | grep -c USR1
trap 'echo usr1' USR1
trap 10 2>/dev/null; trap USR1 2>/dev/null
trap 'echo usr2' USR2; trap 12 2>/dev/null
trap '' USR1; kill -USR1 $$; echo "ignored"
trap | grep USR1
trap 'v=from-trap; echo "in trap \$?=$?"' USR1
false; kill -USR1 $$; echo "after: $? v=$v"
trap 'return 7' USR1 2>/dev/null
f() { kill -USR1 $$; echo "f goes on? $?"; }
trap 'echo "trap in f"' USR1; f
trap -- 'echo dashdash' USR1; kill -USR1 $$
trap - USR1 USR2
