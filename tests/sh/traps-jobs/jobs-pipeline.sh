# a background pipeline is one job with a process per command, as in
# dash: without set -m the processes have no text, so jobs shows only
# the " | " between them, and jobs -l a line per process (its spaces
# squeezed: their number depends on the digits of the PID)
sleep 0.3 | sleep 0.3 &
jobs
jobs -l > out; sed "s/[0-9][0-9][0-9]*/PID/; s/  */ /g; s/ \$//" out; rm out
wait
jobs
jobs
