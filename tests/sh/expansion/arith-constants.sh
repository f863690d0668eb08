# integer constants: decimal, octal with a leading 0, hex with 0x or 0X,
# upper and lower case digits, and invalid ones
echo $((0)) $((00)) $((007)) $((010)) $((0777)) $((0100))
echo $((0x0)) $((0xff)) $((0XFF)) $((0xAbC)) $((0x7fffffffffffffff))
echo $((1 + 010 + 0x10))
v=0x20; echo $((v)) $((v + 1))
v=020; echo $((v)) $(($v))
v=' 12 '; echo $((v * 2))
(eval 'echo $((08))') 2>/dev/null; echo "08: $?"
(eval 'echo $((0x))') 2>/dev/null; echo "0x: $?"
(eval 'echo $((0xg))') 2>/dev/null; echo "0xg: $?"
(eval 'echo $((12abc))') 2>/dev/null; echo "12abc: $?"
(eval 'echo $((1.5))') 2>/dev/null; echo "1.5: $?"
(v=1x; eval 'echo $((v))') 2>/dev/null; echo "var 1x: $?"
echo $(( 0x10 * 010 ))
