# A loop of builtins polling a background child with kill -0 ends once
# the child has exited: the shell collects it (no zombie is found), and
# wait still gives its status. A watchdog kills the script should the
# loop never end.
(sleep 20; kill $$) 2>/dev/null &
w=$!
sleep 0.3 &
p=$!
n=0
while kill -0 $p 2>/dev/null; do
	n=$((n + 1))
done
echo "the loop ended"
wait $p
echo "status $?"
(exit 3) &
p=$!
while kill -0 $p 2>/dev/null; do :; done
wait $p
echo "status $?"
kill $w
