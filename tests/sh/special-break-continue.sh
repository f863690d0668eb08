# break and continue: N levels, N larger than the nesting, in until and
# while conditions, in case and if inside loops, in a subshell of a loop
for i in 1 2; do for j in a b; do for k in x y; do
	[ $k = y ] && continue 3; echo "$i$j$k"
done; done; done
for i in 1 2 3; do while :; do break 9; done; echo "after inner $i"; done
i=0; while i=$((i+1)); [ $i -le 5 ]; do
	case $i in 2) continue ;; 4) break ;; esac; echo "w$i"
done; echo "i=$i"
n=0; until [ $n -ge 3 ] || { n=$((n+1)); [ $n = 2 ] && break; }; do echo "u$n"; done; echo "n=$n"
for i in 1 2 3; do if [ $i = 2 ]; then continue; else echo "if $i"; fi; done
for i in 1 2; do (break; echo never); echo "sub $i"; done
for i in 1 2; do { continue; echo never; }; done; echo "brace ok"
for i in 1 2 3; do echo "x$i" | while read l; do [ $l = x2 ] && break; echo "$l"; done; done
f() { break; }; for i in 1 2; do f; echo "f $i"; done
for i in a b; do for j in 1 2; do continue 2; done; echo never; done; echo "continue 2 done"
c=0; for i in 1 2 3; do c=$((c+1)); continue 1; done; echo "c=$c"
