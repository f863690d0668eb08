# wait's operands (jobs.c): "--" ends the options, an option or an
# operand that is not a number is an error with status 2 (dash); a pid
# that is not our child, 0 included, gives 127 without a message (POSIX;
# dash gives the status of the last known pid for "wait PID UNKNOWN",
# where POSIX and bash give 127, so that case is left out)
(exit 5) & p=$!
wait -- $p; echo "-- pid $?"
wait 0; echo "0 $?"
wait 999999; echo "unknown $?"
wait -- 999999; echo "-- unknown $?"
wait ''; echo "empty $?"
wait abc; echo "abc $?"
wait 12x; echo "12x $?"
wait -1; echo "-1 $?"
wait -n; echo "-n $?"
(exit 6) & p=$!
wait 999999 $p; echo "unknown then pid $?"
sleep 10 & p=$!
wait x $p; echo "x before a job $?"
kill $p; wait $p; echo "killed $?"
