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
