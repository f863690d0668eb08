# ++ -- compound assignments and the comma operator in $((...)) (bash
# extensions; dash lacks them, so NAME.out holds what bash prints, as
# each part below says)

# ++ -- and compound assignments in $(( )) (bash semantics; ++ and -- are
# not POSIX and dash lacks them, so NAME.out holds what bash prints)
i=0; echo $((i++)) $((i++)) $i
j=5; echo $((--j)) $((j--)) $j
unset u; echo $((u++)) $u
k=1; echo $((k++ + ++k)) $k
a=10; : $((a += 5)) $((a -= 1)) $((a *= 2)) $((a /= 4)) $((a %= 4)); echo "a=$a"
b=1; : $((b <<= 3)) $((b |= 1)) $((b ^= 2)) $((b &= 14)) $((b >>= 1)); echo "b=$b"
c=7; echo $((c++ * 2)) $c $((--c * 2)) $c

# the comma operator in $((...)) and let (a bash extension; dash has none,
# so NAME.out holds what bash prints): every part is evaluated, left to
# right, and the value is the last one; skipped arms stay skipped
echo $((1, 2)) $((a = 1, b = a + 1, a + b)) $a $b
let "x = 5, y = x * 2"; echo $x $y $?
echo $(( (c = 3, c * 2) + 1 )) $c
i=0; echo $((i++, i++, i)) $i
echo $((0 ? (d = 1, 2) : 3)) ${d-unset}
echo $((0 && (e = 1, 1))) ${e-unset}
# expect: bash
