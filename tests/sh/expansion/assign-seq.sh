# without a command name each assignment is expanded and made before the
# next one is expanded (POSIX 2.9.1), so later ones see earlier ones
x=/usr/lib/libz.so.1
b=${x##*/} r=${b%%.*} n=${#r}
echo "$b $r $n"
a=1 a=$((a + 1)) a=$((a * 10))
echo $a
unset u
u=one v=$u-two w=${v%-*}
echo "$u $v $w"
p=3 q=$(echo $p)
echo $q
