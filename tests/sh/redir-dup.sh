# n>&m, n<&m, closing with n>&- and n<&-, fds inherited by commands
echo to-stderr >&2 2>/dev/null
{ echo out; echo err >&2; } 2>&1 | sort
{ echo out; echo err >&2; } 2>/dev/null
{ echo out; echo err >&2; } 2>&1 >/dev/null | cat
{ echo out; echo err >&2; } >/dev/null 2>&1; echo "nothing shown"
exec 4>f
echo via-4 >&4
echo again 1>&4
exec 4>&-
cat f
echo closed >&4 2>/dev/null || echo "fd 4 is closed"
exec 5<f
read a <&5; read b <&5
echo "$a/$b"
exec 5<&-
exec 6>&1
exec > g
echo into-g
exec 1>&6 6>&-
echo back; cat g
echo x 1>&- 2>/dev/null; echo "status after closed stdout: $?"
cat <&- 2>/dev/null; echo "cat of closed stdin: $?"
sh -c 'echo child >&7' 7>h; cat h
(echo sub >&8) 8>i; cat i
exec 9>j; sh -c 'echo inherited >&9'; exec 9>&-; cat j
rm f g h i j
