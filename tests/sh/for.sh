# for: word lists, no "in" means "$@", empty lists, break/continue levels
for i in a b c; do echo $i; done
for i in; do echo never; done
set -- "x y" z
for i; do echo "[$i]"; done
for i
do echo "<$i>"
done
for i in "$@"; do echo "($i)"; done
for i in $(echo 1 2 3); do echo $i; done
for i in 1 2 3; do
	[ $i = 2 ] && continue
	echo $i
done
for i in 1 2 3; do for j in a b c; do
	[ $j = b ] && continue 2
	[ $i = 3 ] && break 2
	echo $i$j
done; done
echo "last: $i"
x=
for i in $x; do echo never; done
echo "status $?"
for i in 1 2; do :; done; echo "status $?"
for i in a b; do false; done; echo "status $?"
v='p q'
for i in $v "$v"; do echo "{$i}"; done
for i in 1; do echo $i; done | cat
