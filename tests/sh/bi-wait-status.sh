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
