# inside `...` a backslash escapes only $ ` \ (and " inside "..."); the
# rest of the text is then parsed as a command
printf '[%s]\n' `printf '%s' '\$x'`
printf '[%s]\n' `printf '%s' \\\\`
printf '[%s]\n' `echo \`echo inner\``
printf '[%s]\n' "`echo \"dq in bq\"`"
printf '[%s]\n' `echo "dq in bq unquoted"`
x=val
printf '[%s]\n' `echo \$x` `echo $x`
printf '[%s]\n' "`printf '%s' '\a\b'`"
printf '[%s]\n' `printf '%s' 'a\
b'`
printf '[%s]\n' `echo \`echo \\\`echo deepest\\\`\``
printf '[%s]\n' `echo 'single $x'`
printf '[%s]\n' "`echo '\"'`"
printf '[%s]\n' `printf '%s\n' a b | tr '\n' +`
printf '[%s]\n' `:`empty
printf '[%s]\n' "`exit 3`" "status: $?"
