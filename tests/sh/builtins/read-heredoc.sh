# read from a here-document: its own (read may read ahead), or one it
# shares with other commands (it must stop at the newline)
read a b c <<END
one two three four
second line
END
echo "[$a] [$b] [$c]"
{ read x; cat; } <<END
first
rest 1
rest 2
END
{ read x; read y; echo "$x|$y"; read z; echo "[$z]"; } <<END
l1
l2
END
exec 3<<END
fd three 1
fd three 2
fd three 3
END
read p <&3
read q 0<&3
echo "$p|$q"
cat <&3
exec 3<&-
i=0
while [ $i -lt 3 ]; do
	i=$((i + 1))
	read -r w v <<END
w$i \\v$i
more
END
	printf "%s %s\n" "$w" "$v"
done
read n <<END
no newline at the end
END
echo "$n $?"
read e <<END
END
echo "[$e] $?"
