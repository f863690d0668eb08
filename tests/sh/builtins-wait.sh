# wait: for one job, for all, statuses, $! and unknown pids
(exit 3) & p1=$!
(exit 5) & p2=$!
wait $p2; echo "second: $?"
wait $p1; echo "first: $?"
(sleep 0.05; echo slow) & (echo fast) &
wait; echo "all done: $?"
wait; echo "nothing to wait for: $?"
wait 99999 2>/dev/null; echo "not a child: $?"
(echo "in background: $$" | grep -c "$$") & wait
x=outer; { x=inner; } & wait; echo "x=$x"
for i in 1 2 3; do (exit $i) & done; wait; echo "loop: $?"
sh -c 'exit 7' & wait $!; echo "sh child: $?"
