# break and continue: levels, counts beyond the nesting, bad counts,
# outside loops

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

# break/continue with a bad count: 0, negative, not a number; outside a
# loop (POSIX: unspecified; dash ignores it); break in a function breaks
# nothing outside
t() { sh -c "$1; echo \"went on \$?\"" 2>/dev/null; echo "-> $?"; }
t 'for i in 1; do break 0; done'
t 'for i in 1; do break -1; done'
t 'for i in 1; do break x; done'
t 'for i in 1; do continue 0; done'
t 'for i in 1; do continue abc; done'
t 'for i in 1; do break 1 2; done'
t 'for i in 1 2; do break 2; echo never; done'
t 'while :; do break; done'
t 'until false; do break; done'

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
