# an IO_NUMBER is all digits (POSIX): dash 0.5.12 takes only one digit and
# reads "12>f" as the word 12 and a redirection, so NAME.out holds what
# POSIX and bash --posix give
echo 12>f 34
echo "[$(cat f)]"
exec 12>g
echo to-twelve >&12
exec 12>&-
cat g
exec 10<g
read line <&10
echo "read: $line"
exec 10<&-
{ echo in-group >&11; } 11>h
cat h
echo 011>o
cat o 2>/dev/null || echo no-o
ls f g h o
rm -f f g h o
# expect: own (the comment at the top says why)
