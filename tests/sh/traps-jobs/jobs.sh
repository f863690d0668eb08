# not under valgrind: a TERM sent to a child just forked ends it with status 0 there
# jobs in a non-interactive shell: the listing, job IDs that name no job

# job IDs that name no job (jobs.c), in dash's words and with status 2:
# "No current job" for %%, %+ and a bare fg/bg, "No previous job" for %-,
# "No such job" for %N and for a pid, which is no job ID for jobs, fg
# and bg (POSIX); wait and kill take a pid
fg; echo "fg $?"
bg; echo "bg $?"
fg %%; echo "fg %% $?"
fg %+; echo "fg %+ $?"
bg %-; echo "bg %- $?"
fg %3; echo "fg %3 $?"
bg 1; echo "bg 1 $?"
jobs %%; echo "jobs %% $?"
kill %+; echo "kill %+ $?"
sleep 10 & p=$!
jobs %%; echo "jobs %% $?"
jobs %-; echo "jobs %- $?"
jobs %1x; echo "jobs %1x $?"
jobs x; echo "jobs x $?"
jobs $p 2>/dev/null; echo "jobs PID $?"
fg %2; echo "fg %2 $?"
kill $p; wait $p; echo "wait PID $?"

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
