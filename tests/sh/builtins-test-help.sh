# test, [ and echo take --help as an operand like any other string:
# "test --help" is a one-argument test, true and silent
x=--help
test "$x"; echo "test: $?"
[ "$x" ]; echo "[: $?"
[ "$x" = --help ] && echo "compared"
test --help --help 2>/dev/null; echo "two operands: $?"
echo --help
