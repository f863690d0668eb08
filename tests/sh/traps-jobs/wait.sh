# wait: statuses, operands, unknown pids, forgetting jobs, $!

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

# wait: the status of each job, of the last one named, 127 for an unknown
# pid, several pids at once; a job that finished before wait keeps its
# status
(exit 3) & a=$!
(exit 4) & b=$!
(exit 5) & c=$!
wait $a $b $c; echo "last named: $?"
(exit 6) & d=$!
sleep 0.1; wait $d; echo "finished earlier: $?"
wait $d 2>/dev/null; echo "again: $?"
wait 1 2>/dev/null; echo "not our child: $?"
(exit 7) & e=$!; wait; echo "wait all: $?"
sh -c 'exit 8' & wait $!; echo "program: $?"
(sleep 0.1; exit 9) & f=$!; wait "$f"; echo "quoted: $?"
wait x 2>/dev/null; echo "bad operand: $?" | sed 's/: [1-9][0-9]*$/: nonzero/'

# wait's operands (jobs.c): "--" ends the options, an option or an
# operand that is not a number is an error with status 2 (dash); a pid
# that is not our child, 0 included, gives 127 without a message (POSIX;
# dash gives the status of the last known pid for "wait PID UNKNOWN",
# where POSIX and bash give 127, so that case is left out)
(exit 5) & p=$!
wait -- $p; echo "-- pid $?"
wait 0; echo "0 $?"
wait 999999; echo "unknown $?"
wait -- 999999; echo "-- unknown $?"
wait ''; echo "empty $?"
wait abc; echo "abc $?"
wait 12x; echo "12x $?"
wait -1; echo "-1 $?"
wait -n; echo "-n $?"
(exit 6) & p=$!
wait 999999 $p; echo "unknown then pid $?"
sleep 10 & p=$!
wait x $p; echo "x before a job $?"
kill $p; wait $p; echo "killed $?"

# wait without operands forgets every job, also those that ended before
# it ran (POSIX: all known process IDs are removed), so the next job is
# %1 again and "wait %1" gets its status, not that of an old job
(exit 4) & (exit 5) & sleep 0.2
wait; echo "wait: $?"
(exit 6) & wait %1; echo "%1: $?"
(exit 7) & sleep 0.2
wait; (exit 8) & wait %1; echo "%1 again: $?"

# background jobs: $! of each, wait order, output of parallel jobs joined
(echo one > o1) & a=$!
(echo two > o2) & b=$!
wait $a $b; echo "both waited: $?"
cat o1 o2
for i in 3 2 1; do (sleep 0.0$i; echo "job $i" >> all) & done
wait
sort all
sh -c 'exit 6' & c=$!
wait $c; echo "status $?"
{ echo brace-job; } > bj & wait; cat bj
f() { echo "fn in background $1"; }
f bg > fj & wait; cat fj
(exit 0) & (exit 2) & wait $!; echo "last: $?"
rm o1 o2 all bj fj
