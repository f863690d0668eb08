# not under valgrind: a TERM sent to a child just forked ends it with status 0 there
# a signal sent to a background child at once, before the child has put
# the shell's caught signals back to the default, still kills it: the
# child must not run the parent's trap handler and lose the signal. dash
# 0.5.12 and BusyBox ash lose it now and then (a race), bash never does,
# so NAME.out holds what bash prints
i=0
while [ $i -lt 10 ]; do
	sh -c 'trap "echo trap ran" TERM
	sleep 5 & p=$!
	kill -TERM $p
	wait $p 2>/dev/null
	echo "status $?"
	(sleep 5) & p=$!
	kill -TERM $p
	wait $p 2>/dev/null
	echo "subshell status $?"' 2>/dev/null
	i=$((i + 1))
done | sort | uniq -c
# expect: own (the comment at the top says why)
