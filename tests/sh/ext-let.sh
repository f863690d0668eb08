# let, ++ and -- in arithmetic (bash extensions; dash lacks them, so
# NAME.out holds what bash prints)
x=5
echo $((x++)) $x
echo $((++x)) $x
echo $((x--)) $x
echo $((--x)) $x
let y=3+4; echo $y
let 'z = y * 2' w=1; echo $z $w
let 0; echo "let 0: $?"
let 1; echo "let 1: $?"
let i=0 i++; echo $i
i=0; while [ $i -lt 3 ]; do echo "i=$i"; : $((i++)); done
# expect: own (the comment at the top says why)
