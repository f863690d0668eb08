# n>&- and n<&- close a descriptor for one command; closing a closed fd
# is no error; writing to a closed fd fails
exec 3>f
echo "to 3" >&3
exec 3>&-
exec 3>&-; echo "close twice: $?"
exec 7<&-; echo "close never opened: $?"
cat f
(echo "closed 1" >&-) 2>/dev/null; echo "write to closed: $?"
{ echo "stdout back"; } 1>&-  1>&2 2>/dev/null
exec 5<f
cat <&5
cat 5<&- <&5 2>/dev/null; echo "closed for one command: $?"
exec 5<&-
read x <&- 2>/dev/null; echo "read closed stdin: $?"
exec 6>g; (echo "sub" >&6); exec 6>&-; cat g
sh -c 'echo child >&8' 8>&- 2>/dev/null; echo "child sees it closed: $?"
rm f g
