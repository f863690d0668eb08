# fds above 9 may be named (see fd-multidigit), so a redirection may
# hit one the shell holds: the script it is reading or a copy it saved to
# restore later moves off it, so closing or opening every fd up to 99 does
# not end a long script or lose stdout (dash, with only fds 0-9, cannot
# meet this; bash moves its script fd the same way)
{
	echo 'i=3; while [ $i -lt 100 ]; do eval "exec $i>&-"; i=$((i+1)); done'
	echo 'echo closed all'
	i=0
	while [ $i -lt 400 ]; do
		echo "x=\"padding the script beyond one read of 4096 bytes $i\""
		i=$((i+1))
	done
	echo 'echo end of closing script'
} > long1
sh long1
sed 's/exec $i>&-/exec $i>\/dev\/null/; s/closed all/opened all/' long1 > long2
sh long2
{ { echo deep; exec 64>&- 65>&- 66>&-; } 2>/dev/null; echo mid; } > w
echo after; cat w
{ exec 64>x 65>x 66>x; echo in; } > y
echo out; cat y
rm long1 long2 w x y
# expect: own (the comment at the top says why)
