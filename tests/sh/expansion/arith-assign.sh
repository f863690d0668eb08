# assignment operators in $((...))

# every assignment operator: the value of the expression and the variable
x=10; echo $((x += 5)) $x
x=10; echo $((x -= 15)) $x
x=10; echo $((x *= -3)) $x
x=10; echo $((x /= 3)) $x
x=10; echo $((x %= 4)) $x
x=10; echo $((x <<= 3)) $x
x=-80; echo $((x >>= 2)) $x
x=12; echo $((x &= 10)) $x
x=12; echo $((x |= 3)) $x
x=12; echo $((x ^= 5)) $x
x=1; echo $((x = 7)) $x
a=1 b=2; echo $((a = b = 9)) $a $b
a=2 b=3; echo $((a += b *= 2)) $a $b
unset u; echo $((u += 4)) $u
e=; echo $((e -= 1)) $e
d=3; : $((d *= d)); echo $d
s=0; for i in 1 2 3 4; do : $((s += i)); done; echo $s
(eval 'echo $((1 = 2))') 2>/dev/null; echo "not an lvalue: $?"
(eval 'echo $((3 += 1))') 2>/dev/null; echo "constant += : $?"

# a plain assignment in $((...)) does not read the old value: under set -u
# the name may be unset, and its old value need not be a number (dash)
set -u
: $((n = 1)); echo "n=$n"
echo $((m = n + 1)) "m=$m"
x=multi
: $((x = 2)); echo "x=$x"
(w=word; : $((w += 1))) 2>/dev/null || echo "+= reads the old value"
