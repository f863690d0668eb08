# wait PID names the signal that killed the job, once, on stderr (SIGINT,
# which async jobs ignore, and SIGPIPE excepted); plain wait says nothing.
# The expected output is written out (.out, .err): dash itself loses a
# message now and then on a loaded machine, when the signal reaches its
# new child before the child has reset its signal handling; rootbox sh
# blocks signals across the fork, so it always prints every message.
sleep 5 & kill -TERM $!; wait $!; echo "TERM: $?"
sleep 5 & kill -KILL $!; wait $!; echo "KILL: $?"
sleep 5 & kill -HUP $!; wait %1; echo "HUP by job: $?"
sleep 5 & kill -PIPE $!; wait $!; echo "PIPE: $?"
sleep 5 & p=$!; kill $p; wait $p; wait $p; echo "twice: $?"
sleep 5 & kill -USR1 $!; wait; echo "plain wait: $?"
sleep 5 | sleep 5 & kill $!; wait $!; echo "pipeline: $?"
# expect: own (the comment at the top says why)
