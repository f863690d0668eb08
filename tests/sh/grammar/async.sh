# asynchronous lists: status, $!, stdin from /dev/null

# & runs a list in the background: status 0, $! set, output after wait
false & wait $!; echo "async false: $?"
(exit 7) & p=$!; echo "launched $?"; wait $p; echo "waited $?"
{ echo group; } & wait
echo a && echo b & wait
for i in 1 2 3; do echo "bg $i" & wait; done
x=1; { x=2; } & wait; echo "x still $x"
true& wait; echo "no blank $?"
(eval 'echo a & ; echo b') 2>/dev/null; echo "& ; $?"
(eval '& echo b') 2>/dev/null; echo "leading & $?"
(eval 'echo a &&& echo b') 2>/dev/null; echo "&&& $?"
set -- a b; { echo "$# $1"; } & wait

# without job control an asynchronous list reads /dev/null, unless its
# own redirection says otherwise (POSIX 2.9.3.1)
echo piped | { cat & wait; }
echo "none above"
echo piped | { cat <&0 & wait; }
echo text > f
{ cat & wait; } < f
{ cat < f & wait; }
(read l; echo "read [$l] $?") < f & wait
rm f
