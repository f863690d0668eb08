# while and until loops: conditions, status, break and continue,
# redirections

# while and until, break and continue, status
i=0
while [ $i -lt 3 ]; do echo "w$i"; i=$((i + 1)); done
until [ $i -eq 0 ]; do echo "u$i"; i=$((i - 1)); done
while false; do :; done; echo "status $?"
i=0; while [ $i -lt 2 ]; do i=$((i+1)); false; done; echo "status $?"
i=0
while :; do
	i=$((i + 1))
	[ $i = 2 ] && continue
	[ $i -gt 4 ] && break
	echo "i=$i"
done
n=0
while [ $n -lt 2 ]; do
	m=0
	while :; do
		m=$((m + 1))
		[ $m -gt 2 ] && break
		[ $n = 1 ] && break 2
		echo "$n.$m"
	done
	n=$((n + 1))
done
echo "n=$n"
printf 'a\nb\n' | while read l; do echo "read $l"; done
until true; do echo never; done
while echo cond; false; do :; done
k=0
while k=$((k + 1)); [ $k -le 2 ]; do echo k$k; done

# while/until: the condition is a list, the status is the last body's,
# break and continue with counts, loops in pipelines and with redirections
i=0
while i=$((i + 1)); [ $i -le 3 ]; do echo "w $i"; done
until [ $i -eq 0 ]; do i=$((i - 1)); done; echo "until done $i"
n=0; while [ $n -lt 2 ]; do n=$((n + 1)); (exit $n); done; echo "status $?"
while false; do :; done; echo "never ran: $?"
(exit 3); until true; do :; done; echo "until never ran: $?"
while :; do break; done; echo "break status $?"
for i in 1 2 3; do
	while :; do
		until false; do
			[ $i = 2 ] && continue 3
			[ $i = 3 ] && break 3
			echo "inner $i"
			break 2
		done
	done
	echo "after while $i"
done
echo "final $i"
while read -r l; do echo "read: $l"; done <<E
one
two
E
printf '1\n2\n' | while read n; do echo "piped $n"; done
while :; do echo once; break; done > f; cat f
until { echo cond; true; }; do echo body; done
k=0
while [ $k -lt 3 ]
do
	k=$((k + 1))
	[ $k = 2 ] && continue
	echo "k=$k"
done
(eval 'while true; do done') 2>/dev/null; echo "empty body $?"
(eval 'while do :; done') 2>/dev/null; echo "empty cond $?"
rm f
