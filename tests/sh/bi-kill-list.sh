# kill -l: all names, a name for a number, a number for a name, the
# signal of an exit status above 128; kill -s with a name, -NAME, -N,
# and signal 0 to test a process
kill -l | tr -s ' \t' '\n\n' | grep -x -e HUP -e INT -e TERM -e KILL | sort
kill -l 1 2 9 15
kill -l 129 143
kill -l HUP 2>/dev/null || echo "name to number: unsupported"
kill -l TERM 2>/dev/null
sleep 5 & p=$!
kill -0 $p; echo "alive: $?"
kill -s 0 $p; echo "-s 0: $?"
kill -s KILL $p; wait $p 2>/dev/null; echo "killed: $?"
kill -0 $p 2>/dev/null; echo "gone: $?"
sleep 5 & p=$!; kill -USR1 $p; wait $p 2>/dev/null; echo "USR1: $?"
sleep 5 & p=$!; kill -15 $p; wait $p 2>/dev/null; echo "15: $?"
kill -l 0 2>&1 | grep -c .
