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
