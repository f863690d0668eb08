# arithmetic with variables: assignment inside loops, nesting, $(( ))
# inside $(( )), variables holding numbers in other bases
i=0; s=0
while [ $i -lt 10 ]; do s=$((s + i * i)); i=$((i + 1)); done
echo $s
echo $(( $((1 + 2)) * $((3 + 4)) ))
x=010; echo $((x + 0))
h=0x1f; echo $((h))
neg=-5; echo $((neg * neg)) $((-neg))
a=3 b=4; echo $(( a*a + b*b ))
a=4; echo $((a == 4 ? a : -1))
v=7; echo "$((v))" "$(($v))" "$((${v}))"
m=2; echo $(( m << m ))
echo $(( (a + b) * (a - b) ))
big=4611686018427387904; echo $((big + big - 1))
echo $(( 1 - -1 )) $(( 1 + +1 )) $(( ! ! 5 ))
