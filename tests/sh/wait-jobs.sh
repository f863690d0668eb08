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
