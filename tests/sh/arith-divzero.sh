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
