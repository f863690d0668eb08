# not under valgrind: it keeps the last real-time signal (RTMAX) for itself
# the real-time signals by name (trap.c): RTMIN, RTMIN+N, RTMAX-N and
# RTMAX for trap and kill, listed back under those names, as dash and
# bash do (the numbers depend on the libc, so only names appear here);
# malformed names are bad traps
trap 'echo a' RTMIN RTMIN+1 RTMAX-1 RTMAX
trap
trap - RTMIN RTMIN+1 RTMAX-1 RTMAX
trap 'echo got RTMIN+2' RTMIN+2
kill -s RTMIN+2 $$
trap 'echo got RTMAX-3' RTMAX-3
kill -RTMAX-3 $$
trap
for s in RTMIN-1 RTMAX+1 RTMIN+ RTMAX- RTMAXX RTMI RTMIN+x; do
	trap : "$s"; echo "$s $?"
done
