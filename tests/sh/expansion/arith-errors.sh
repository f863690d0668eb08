# arithmetic errors: division by zero, bad syntax, bad variables

# division and remainder by zero are errors in every form; the shell
# (here a subshell) stops
(echo $((1 / 0)); echo not-reached) 2>/dev/null; echo "/ 0: $?"
(echo $((1 % 0))) 2>/dev/null; echo "% 0: $?"
(x=5; : $((x /= 0)); echo not-reached) 2>/dev/null; echo "/= 0: $?"
(x=5; : $((x %= 0))) 2>/dev/null; echo "%= 0: $?"
(z=0; echo $((7 / z))) 2>/dev/null; echo "by a variable: $?"
(echo $((7 / (3 - 3)))) 2>/dev/null; echo "by an expression: $?"
(x=5; : $((x /= 0)); echo "x=$x") 2>/dev/null
x=5; (: $((x /= 0))) 2>/dev/null; echo "x unchanged: $x"
echo "still running"

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
