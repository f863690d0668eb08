# loops reading several files at once through numbered descriptors
printf '1\n2\n3\n' > a
printf 'x\ny\nz\n' > b
while read -r n <&3 && read -r l <&4; do
	echo "$n$l"
done 3<a 4<b
exec 5<a
while read -r n <&5; do
	read -r l
	echo "$n-$l"
done < b
exec 5<&-
for f in a b; do
	while read -r line; do printf '%s ' "$line"; done < $f
	echo
done
i=0
while [ $i -lt 2 ]; do
	i=$((i + 1))
	echo "pass $i" >&6
done 6>c
cat c
while read -r x; do echo "outer $x"; while read -r y; do echo " inner $y"; done < b; done < a | head -n 5
rm a b c
