# let: expressions, assignments, status (bash extensions; dash lacks
# them, so NAME.out holds what bash prints, as each part below says)

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

# let (bash extension; dash lacks it, so NAME.out holds what bash
# prints): status 0 when the last expression is non-zero, 1 when zero,
# several expressions, assignments, comparison results
let x=1; echo "x=1: $?"
let x=0; echo "x=0: $?"
let 'y = 2 * 3' 'z = y + 1'; echo "$y $z: $?"
let 'y > z'; echo "y > z: $?"
let 'y < z'; echo "y < z: $?"
let i=5 i-=5; echo "i=$i: $?"
let 'w = (1 + 2) * 3'; echo "w=$w"
let v=010 h=0x1f; echo "$v $h"
let q=7/2 r=7%2 s=-7/2; echo "$q $r $s"
let t=1?2:3; echo "t=$t"
# expect: bash
