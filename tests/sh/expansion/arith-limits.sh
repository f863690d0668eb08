# intmax_t arithmetic: limits, wrapping, constants and values beyond the
# range

# intmax_t arithmetic: the limits, wrapping of + - * (as dash does on
# two's-complement machines), shifts and the most negative number
echo $((9223372036854775807)) $((-9223372036854775807 - 1))
echo $((9223372036854775807 + 1)) $((-9223372036854775807 - 2))
echo $((4611686018427387904 * 2)) $((3037000500 * 3037000500))
echo $((0x7fffffffffffffff)) $((0x7fffffffffffffff + 1))
echo $((1 << 62)) $((1 << 63))
echo $((-9223372036854775807 - 1 < 0)) $((9223372036854775807 > 0))
m=-9223372036854775808; echo $((m)) $((m - 1))
echo $((~9223372036854775807))

# $((...)) with a constant beyond intmax_t takes the nearest limit (as
# strtoimax does, and dash), and an empty expression is an error, as in
# dash (bash takes it as 0); an empty variable by name is still 0
echo $((9223372036854775808)) $((99999999999999999999))
echo $((0x8000000000000000)) $((0xffffffffffffffff))
echo $((07777777777777777777777)) $((-9223372036854775808))
x=; echo $((x)) $((x + 1))
(echo $(( ))) 2>&1; echo "status $?"
(echo $(())) 2>&1; echo "status $?"
(echo $(($x))) 2>&1; echo "status $?"
(echo $((  $x  ))) 2>&1; echo "status $?"

# a variable used in $((...)) whose value is beyond intmax_t is an
# "Illegal number", as in dash (a constant written in the expression
# takes the nearest limit instead); the limits themselves are fine
for v in 9223372036854775807 -9223372036854775808 0x7fffffffffffffff \
    99999999999999999999 -9223372036854775809 0xffffffffffffffff \
    01777777777777777777777 ' 9223372036854775808 '; do
	(x=$v; echo $((x))) 2>&1; echo "status $?"
done
x=9223372036854775807; echo $((x + 1)) $((-x - 1))
