# a job killed and then waited for is still listed once, as Terminated,
# by the next jobs (dash); then it is gone
sleep 5 &
kill $!
wait
jobs
echo "-"
jobs
sleep 5 &
kill -9 $!
wait $!; echo "wait: $?"
jobs
