# $'...' (POSIX.1-2024): dash 0.5.12 lacks it, so NAME.out holds the
# standard's result (bash --posix agrees)
echo $'a\tb'
echo $'line\none'
printf '%s\n' $'quote\'s' $'dq\"' $'bs\\'
echo $'\x41\102\x43'
echo $'\e' | od -An -c
printf '%s\n' $'no\cAexpansion $HOME'
x=$'a b'
echo "$x"
echo "$'not here'"
echo $'\a\b\f\r\v' | od -An -c
# expect: own (the comment at the top says why)
