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
