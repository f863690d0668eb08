# variables in arithmetic: by name or by $, empty, unset, other bases

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

# variables in arithmetic by name or by $, empty and unset as 0, values
# that are themselves numbers in other bases or have blanks
a=7 b=3
echo $((a * b)) $(($a * $b)) $((${a} * ${b}))
e=; unset u
echo $((e)) $((u)) $((e + u + 1))
h=0x10 o=010 n=-4
echo $((h + o + n)) $((h * n))
s=' 5'; echo $((s + 1))
echo $((a)) $((  a  )) $(( a+b ))
x=3; echo $((x+=1)) $((x)) $((x*x))
name=a; echo $(($name + 1))
i=0; while [ $((i < 3)) = 1 ]; do i=$((i + 1)); done; echo "$i"
set -- 4 5; echo $(($1 * $2)) $(($# + 1))
echo $((${#a} + ${#e}))
c=$((a > b)); echo "$c"
