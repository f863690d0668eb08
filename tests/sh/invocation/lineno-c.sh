# $LINENO in sh -c STRING and in a script read from standard input counts
# the lines of the string from 1, as POSIX says ("the current sequential
# line number ... within a script"), as bash does. dash leaves LINENO
# empty there (and BusyBox ash counts from 0), so the expectation is ours.
# expect: own
sh -c 'echo "lineno: $LINENO"
echo "line two: $LINENO"'
sh -c 'f() { echo "in f: $LINENO"; }

f'
printf 'echo "stdin: $LINENO"\necho "stdin two: $LINENO"\n' | sh
