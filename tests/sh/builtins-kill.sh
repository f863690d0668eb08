# kill: -l, -s NAME, -NAME, -NUM, names and numbers of signals
kill -l 9
kill -l 15
kill -l 143
sleep 5 & p=$!
kill -s TERM $p; wait $p 2>/dev/null; echo "-s TERM: $?"
sleep 5 & p=$!
kill -KILL $p; wait $p 2>/dev/null; echo "-KILL: $?"
sleep 5 & p=$!
kill -9 $p; wait $p 2>/dev/null; echo "-9: $?"
sleep 5 & p=$!
kill $p; wait $p 2>/dev/null; echo "default: $?"
sleep 5 & p=$!
kill -s HUP $p; wait $p 2>/dev/null; echo "HUP: $?"
kill -0 $$; echo "kill -0 self: $?"
kill 999999 2>/dev/null; echo "no such process: $?"
kill -l | tr ' \t' '\n\n' | grep -c -x -E 'HUP|INT|QUIT|KILL|TERM|USR1|USR2|CHLD'
