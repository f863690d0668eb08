# jobs (jobs.c) in a non-interactive shell: the newest job first, '+' on
# the current job and '-' on the previous one (POSIX), -l with the pids
# (the padding after them is cut: it depends on the pid width), -p, job
# operands, and the errors: an unknown option or job is status 2, as in
# dash. The jobs are sleeps killed by pid at the end, so every listing
# sees them running.
sleep 10 & p1=$!
sleep 10 & p2=$!
sleep 10 & p3=$!
jobs
jobs -l > out; sed "s/ $p1 / P1 /; s/ $p2 / P2 /; s/ $p3 / P3 /; s/ *\$//" out
jobs -p > out; [ "$(cat out)" = "$p3
$p2
$p1" ] && echo "jobs -p: newest first"
jobs %1 %3
jobs -- %2
jobs -lp %2 > out; [ "$(cat out)" = "$p2" ] && echo "jobs -lp %2: its pid"
jobs %- %+ %%
jobs %4; echo "%4 $?"
jobs %1 %9 %2; echo "%9 $?"
jobs -x; echo "-x $?"
jobs -lz; echo "-lz $?"
kill $p1 $p2 $p3
wait
echo "after wait: $(jobs | wc -l)"
rm out
