# ++ -- and compound assignments in $(( )) (bash semantics; ++ and -- are
# not POSIX and dash lacks them, so NAME.out holds what bash prints)
i=0; echo $((i++)) $((i++)) $i
j=5; echo $((--j)) $((j--)) $j
unset u; echo $((u++)) $u
k=1; echo $((k++ + ++k)) $k
a=10; : $((a += 5)) $((a -= 1)) $((a *= 2)) $((a /= 4)) $((a %= 4)); echo "a=$a"
b=1; : $((b <<= 3)) $((b |= 1)) $((b ^= 2)) $((b &= 14)) $((b >>= 1)); echo "b=$b"
c=7; echo $((c++ * 2)) $c $((--c * 2)) $c
# expect: own (the comment at the top says why)
