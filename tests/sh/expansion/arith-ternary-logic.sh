# && || and ?: evaluate only what they need; assignments in the branch
# not taken are not done; results are 0 or 1
a=0 b=0; : $((1 || (a = 5))); : $((0 && (b = 5))); echo "$a $b"
a=0 b=0; : $((0 || (a = 5))); : $((1 && (b = 5))); echo "$a $b"
x=0 y=0; : $((1 ? (x = 1) : (y = 1))); echo "$x $y"
x=0 y=0; : $((0 ? (x = 1) : (y = 1))); echo "$x $y"
echo $((5 && 7)) $((0 || -3)) $((5 || 0)) $((0 && 0))
echo $((1 ? 0 : 1 / 0)) $((0 ? 1 / 0 : 9))
echo $((0 && 1 / 0)) $((1 || 1 % 0))
n=3; echo $((n > 2 ? n > 5 ? 2 : 1 : 0))
n=7; echo $((n > 2 ? n > 5 ? 2 : 1 : 0))
echo $(( 1 ? 2 ? 3 : 4 : 5 ))
z=0; echo $((z ? 10 / z : -1))
