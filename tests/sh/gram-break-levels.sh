# break N and continue N beyond the nesting depth, in functions and
# subshells, and outside any loop
for i in 1 2; do for j in a b; do break 5; done; echo "not here"; done
echo "break 5 left both: $i$j"
for i in 1 2; do for j in a b; do continue 9; echo no; done; done
echo "continue 9: $i$j"
for i in 1 2 3; do (break; echo "subshell continues"); echo "outer $i"; done
for i in 1; do echo "x" | while read l; do break; done; echo "after pipe loop"; done
c=0
while :; do
	c=$((c + 1))
	if [ $c -ge 3 ]; then break; fi
	continue
	echo never
done
echo "c=$c"
for i in 1 2; do
	case $i in 1) continue ;; esac
	echo "case continue $i"
done
for i in a b c; do
	{ [ $i = b ] && break; echo "group $i"; }
done
(eval 'break 0') 2>/dev/null; echo "break 0 status $?"
(eval 'for i in 1; do break x; done') 2>/dev/null; echo "break x status $?"
