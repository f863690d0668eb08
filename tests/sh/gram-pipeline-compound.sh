# every compound command can be part of a pipeline, at either end
{ echo b; echo a; } | sort
( echo sub ) | tr a-z A-Z
for i in 3 1 2; do echo $i; done | sort | tr '\n' ' '; echo
printf 'x\ny\n' | while read l; do echo "w:$l"; done
i=0; until [ $i = 2 ]; do i=$((i+1)); echo "u$i"; done | cat
if true; then echo if-out; fi | sed 's/^/piped /'
case a in a) echo case-out ;; esac | cat
echo in | { read v; echo "got $v"; } | cat
echo in | ( read v; echo "sub got $v" )
echo in | if read v; then echo "if got $v"; fi
echo in | case x in x) cat ;; esac
f() { tr a-z A-Z; }
echo func | f | cat
echo a | { cat; echo b; } | { cat; echo c; }
! { true; } | false; echo "negated pipeline $?"
true | { false; }; echo "last compound $?"
