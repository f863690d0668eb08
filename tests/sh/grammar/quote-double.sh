# double quotes: $ ` \ stay special, a backslash escapes only $ ` " \
# newline

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

# inside double quotes a backslash escapes only $ ` " \ and newline;
# before anything else it stays
printf '[%s]\n' "\a\b\c" "\n\t" "\'" "\{\}" "\#" "\*"
printf '[%s]\n' "\$" "\`" "\"" "\\" "x\
y"
printf '[%s]\n' "\\\\" "\\\$" "\\$HOME_UNSET_Q"
printf '[%s]\n' "a\\" "\\\"" "\\\\\\"
x=v
printf '[%s]\n' "\$x=$x" "\${x}" "$\x"
printf '[%s]\n' "$(echo "\$x")" "$(echo '\$x')"
printf '[%s]\n' "`echo \"bq\"`" "`printf %s '\\\\'`" "`printf %s \\\\`"
printf '[%s]\n' `printf %s '\\\\'` `printf %s "\\\\"` `printf %s \\\$x`
printf '[%s]\n' "end\\
"
