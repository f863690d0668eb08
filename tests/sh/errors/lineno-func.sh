# LINENO in function bodies and loops: the script's own line numbers, as
# bash and BusyBox ash give them (inside eval shells differ: not tested).
# Debian's dash has no LINENO, so NAME.out holds bash's output
f() {
	echo "f line $LINENO"
}
f
g() { echo "g line $LINENO"; }
g
for i in 1 2; do
	echo "loop $i line $LINENO"
done
echo "after loop $LINENO"
while [ "${n-}" != x ]; do n=x
	echo "while line $LINENO"
done
echo "end line $LINENO"
# expect: own (the comment at the top says why)
