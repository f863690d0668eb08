# the comma operator in $((...)) and let (a bash extension; dash has none,
# so NAME.out holds what bash prints): every part is evaluated, left to
# right, and the value is the last one; skipped arms stay skipped
echo $((1, 2)) $((a = 1, b = a + 1, a + b)) $a $b
let "x = 5, y = x * 2"; echo $x $y $?
echo $(( (c = 3, c * 2) + 1 )) $c
i=0; echo $((i++, i++, i)) $i
echo $((0 ? (d = 1, 2) : 3)) ${d-unset}
echo $((0 && (e = 1, 1))) ${e-unset}
# expect: own (the comment at the top says why)
