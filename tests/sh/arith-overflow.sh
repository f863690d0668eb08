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
