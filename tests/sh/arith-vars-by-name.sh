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
