# && and

# && and || are left-associative, equal precedence; status of the last run
true && echo a
false && echo b
false || echo c
true || echo d
false && echo e || echo f
true || echo g && echo h
false || false || echo i
true && false && echo j; echo $?
false || true; echo $?
true && { echo k; false; } || echo l
x=0; true && x=1; echo $x
false &&
echo continued-after-and
true ||
echo nope
echo m
! true || echo n
! false && echo o

# a newline (and comments) may follow && || and |, not precede them
true &&
echo and-newline
false ||

echo or-blank-lines
echo pipe |
# a comment in between
tr a-z A-Z
true && # comment
	false ||
	echo "chained over lines"
(eval 'true
&& echo no') 2>/dev/null; echo "leading && $?"
(eval 'true
|| echo no') 2>/dev/null; echo "leading || $?"
(eval 'echo a |
| echo b') 2>/dev/null; echo "split || $?"
(eval 'true &&') 2>/dev/null; echo "trailing && $?"
(eval '| cat') 2>/dev/null; echo "leading | $?"
(eval 'echo x ||| echo y') 2>/dev/null; echo "||| $?"
(eval 'true && && true') 2>/dev/null; echo "&& && $?"
