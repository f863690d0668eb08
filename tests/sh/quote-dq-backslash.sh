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
