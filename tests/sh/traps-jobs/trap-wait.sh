# a trapped signal interrupts wait: wait returns >128 and the trap runs
trap 'echo "got USR1"' USR1
(sleep 0.1; kill -USR1 $$) &
sleep 5 &
sp=$!
wait $sp
echo "wait returned $(( $? > 128 ))"
kill $sp 2>/dev/null
wait $sp 2>/dev/null
trap - USR1
echo "done"
