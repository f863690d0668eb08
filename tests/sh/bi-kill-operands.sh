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
