# kill: -l, -s, signal names and numbers, operands and errors

# kill's operands and errors (jobs.c), as dash: a pid that is not a
# number and a job that does not exist end kill with status 2 (naming
# the operand); -s takes its name attached or apart; the usage text;
# kill -l -- N; kill -l with a number that is no signal or status.
# (dash follows "No such process" with an empty line, so those cases
# keep stderr out of the comparison.)
kill abc; echo "abc $?"
kill 12abc; echo "12abc $?"
kill ''; echo "empty $?"
kill -0 abc $$; echo "abc first $?"
kill -0 $$ 99999999999; echo "huge $?"
kill %1; echo "%1 $?"
kill -0 %3 $$; echo "%3 $?"
kill -0 ' 1' 2>/dev/null; echo "blank pid $?"
kill -s; echo "-s alone $?"
kill -s 0; echo "-s 0 alone $?"
kill -s0 $$; echo "-s0 $?"
kill -sUSR1 2>/dev/null; echo "-sUSR1 alone $?"
kill; echo "none $?"
kill -9; echo "-9 alone $?"
kill -- ; echo "-- alone $?"
kill -l -- 9; echo "-l -- $?"
kill -l 129 15; echo "-l 129 $?"
kill -l 127; echo "-l 127 $?"
kill -l 999; echo "-l 999 $?"
kill -l 0; echo "-l 0 $?"
kill -l x; echo "-l x $?"
trap 'echo got USR1' USR1
kill -sUSR1 $$; echo "-sUSR1 $?"
kill -s USR1 -- $$; echo "-s USR1 -- $?"

trap - USR1
# kill with a bad signal name or number: a message and status 2, as dash
(kill -s NOSUCH $$) 2>/dev/null; echo "bad name: $?"
(kill -NOSUCH $$) 2>/dev/null; echo "bad -NAME: $?"
(kill -l 999) 2>/dev/null; echo "bad number for -l: $?"
(kill) 2>/dev/null; echo "no operand: $?"
(kill -s) 2>/dev/null; echo "-s without a name: $?"

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
