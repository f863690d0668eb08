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
