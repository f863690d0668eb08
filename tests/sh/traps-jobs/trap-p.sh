# trap -p (POSIX.1-2024): lists traps in a form that can be read back,
# also for a named signal and in a subshell (the parent's traps); dash
# 0.5.12 lacks -p, so NAME.out holds what bash --posix prints
trap 'echo "bye"' EXIT
trap 'echo usr1' USR1
trap '' USR2
trap -p USR1
trap -p USR2
trap -p EXIT
(trap -p USR1)
trap -p > saved
trap - USR1 USR2 EXIT
. ./saved
trap -p USR1
rm saved
trap - EXIT
# expect: own (the comment at the top says why)
