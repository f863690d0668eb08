# backslash outside quotes: escapes one character, newline is a continuation
echo a\ b
echo \$HOME \`x\` \"q\" \'s\'
printf '%s\n' \\ \\\\ \a\b
echo \* \? \[ \]
echo a\
b
echo one \
two \
three
x=1\
2
echo "$x"
echo \# not a comment
echo a\;b a\&b a\|b a\<b a\>b a\(b\)
echo \
 lead
set -- a\ b c
echo $#
printf '%s|' "\$" "\`" "\\" "\"" "\a" "\n"; echo
printf '%s|' '\a' '\\'; echo
printf '%s\n' \t \n
