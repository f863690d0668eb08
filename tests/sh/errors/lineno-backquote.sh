# errors and $LINENO inside backquotes count lines in the file, as they
# do inside $( ): dash says line 1 there (and has no LINENO, nor reports
# a syntax error inside backquotes), bash counts one line too many after
# a newline inside backquotes, so NAME.out holds the lines POSIX means
e() { printf "$1" > bad.sh; sh bad.sh 2>&1 | sed 's|^[^:]*bad.sh:|bad.sh:|'; }
e 'echo before\n\nx=`echo ${u?boom}`\n'
e 'echo before\n\necho "`\n\necho \\${u?quoted}`"\n'
e 'echo before\n\necho `\nfi`\n'
e '\n\necho `echo $LINENO` `\necho $LINENO`\n'
e '\nf() {\n\techo `\necho $LINENO`\n}\nf\n'
rm bad.sh
# expect: own (the comment at the top says why)
