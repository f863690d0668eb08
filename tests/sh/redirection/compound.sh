# redirections after every compound command apply to the whole of it
{ echo b1; echo b2; } > f; cat f
( echo s1; echo s2 ) > f; cat f
for i in 1 2; do echo "for $i"; done > f; cat f
while read l; do echo "while $l"; done < f
i=0; until [ $i = 2 ]; do i=$((i+1)); echo "until $i"; done >> f; cat f
if true; then echo "if out"; echo "if err" >&2; fi 2>&1 > f; cat f
case x in x) echo "case out" ;; esac > f; cat f
{ echo one; echo two >&2; } 2> e > f; cat f e
{ read a; read b; } < f; echo "a=$a b=$b"
{ echo grouped; } | { read g; echo "g=$g"; }
x=0; { x=1; } > /dev/null; echo "brace keeps x=$x"
x=0; while :; do x=2; break; done < /dev/null; echo "while keeps x=$x"
{ echo a; } > f 2> e 3> g; ls f e g
exec 3>&-
{ echo "fd 4"; } 4> h >&4; cat h
(eval '{ echo x; } > ') 2>/dev/null; echo "missing target $?"
rm f e g h
