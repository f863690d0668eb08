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
