# pipelines: status, subshells, compound commands at either end

# pipelines: status of the last command, ! negates, each part in a subshell
echo abc | tr a-z A-Z | cat
false | true; echo $?
true | false; echo $?
! true; echo $?
! false; echo $?
! true | false; echo $?
! false | true; echo $?
x=1
echo | x=2
echo $x
echo one two | { read a b; echo "$b $a"; }
printf '3\n1\n2\n' | sort | head -n 2
echo x | cat | cat | cat
cat <<EOT | wc -l
a
b
EOT
seq 1 5 2>/dev/null | while read n; do echo "n=$n"; done
echo done

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
