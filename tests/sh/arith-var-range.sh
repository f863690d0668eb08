# a variable used in $((...)) whose value is beyond intmax_t is an
# "Illegal number", as in dash (a constant written in the expression
# takes the nearest limit instead); the limits themselves are fine
for v in 9223372036854775807 -9223372036854775808 0x7fffffffffffffff \
    99999999999999999999 -9223372036854775809 0xffffffffffffffff \
    01777777777777777777777 ' 9223372036854775808 '; do
	(x=$v; echo $((x))) 2>&1; echo "status $?"
done
x=9223372036854775807; echo $((x + 1)) $((-x - 1))
