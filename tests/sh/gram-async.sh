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
