# ${#x}, ${#} ${#@} ${#*}, positional ${10}, braces
x=hello; e=
echo ${#x} ${#e}
unset u; echo ${#u}
y='a b  c'; echo ${#y}
set -- 1 2 3 4 5 6 7 8 9 ten eleven
echo $# ${#}
echo ${10} ${11}
echo $10
echo "${1}0"
echo ${#10}
n=123456; echo ${#n}
echo "${x}world" "$x-world" "$x_world"
z=${#x}; echo $((z * 2))
set --
echo $# ${#}
