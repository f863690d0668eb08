# break and continue: levels, too large a level, outside loops
for i in 1 2 3; do
	for j in 1 2 3; do
		[ $j = 2 ] && continue
		[ $i = 2 ] && continue 2
		[ $i = 3 ] && break 5
		echo "$i$j"
	done
	echo "end $i"
done
echo "after"
i=0
while :; do i=$((i+1)); until false; do break 2; done; done; echo "i=$i"
f() { for x in a b; do echo "f $x"; break; done; }
f
for i in 1 2; do echo $i; eval break; done
for i in 1 2 3; do case $i in 2) continue ;; esac; echo "c $i"; done
(break 0) 2>/dev/null; echo "break 0: $?"
(for i in 1; do break x; done) 2>/dev/null; echo "break x: $?"
