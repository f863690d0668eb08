# double quotes: $ ` \ stay special, backslash only before $ ` " \ newline
x='a  b'
echo "$x" $x
echo "${x}c" "$x$x"
printf '%s\n' "\$x \`date\` \"q\" \\ \a \n"
echo "a\
b"
echo "$(echo "inner  quotes")"
echo "`echo back  ticks`"
echo "it's"
echo "*" "?"
echo "$((1 + 2))"
echo "" | od -c | sed -n 1p
set -- "" ""
echo $#
unset u
echo "[$u]" "[${u}]"
echo "a'b'c"
echo "tab	and  spaces"
echo "${x:+"nested quotes"}"
echo "${x#"a"}"
y="*"
echo "$y"
