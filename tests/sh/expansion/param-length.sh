# ${#x}: length of values, special and positional parameters
# bash's brace expansion (set -B, in $-) off: dash, the reference, lacks it
case $- in *B*) set +B;; esac

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

# ${#x} counts characters of the value; empty, unset, special and positional
a='x y'; b=; unset c
echo ${#a} ${#b} ${#c}
d='   '; echo ${#d}
e=$(printf 'a\tb\nc'); echo ${#e}
f='*'; echo ${#f}
g='${x}'; echo ${#g}
set -- one "" three
echo ${#1} ${#2} ${#3} ${#4}
h=0123456789; h=$h$h$h$h$h$h$h$h$h$h; echo ${#h}
false; echo ${#?}
echo ${##} ${#-} | tr -c '0-9 \n' '?'
i="${#a}${#a}"; echo $i
j=$(( ${#h} * 2 )); echo $j
