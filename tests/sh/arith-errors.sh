# arithmetic errors: division by zero, bad syntax, bad variables; each in
# a subshell, since the error ends the shell
(echo $((1 / 0))); echo "status $?"
(echo $((5 % 0))); echo "status $?"
(x=0; echo $((10 / x))); echo "status $?"
(echo $((1 +))); echo "status $?"
(echo $((2 * * 3))); echo "status $?"
(echo $((08))); echo "status $?"
(v=abc; echo $((v + 1))); echo "status $?"
(v='1 + '; echo $((v))); echo "status $?"
(echo $((1 = 2))); echo "status $?"
echo survived
echo $((1 / 0))
echo never
