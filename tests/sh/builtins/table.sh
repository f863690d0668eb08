# every builtin is found, and with the right kind: the table in
# builtins.c is searched by bisection, so an entry out of order is lost
for b in . : alias bg break cd command continue eval exec exit export \
    false fg getopts hash jobs kill local pwd read readonly return set \
    shift times trap true type ulimit umask unalias unset wait; do
	command -V "$b"
done
