# n>&m and n<&m, closing with n>&- and n<&-, fds that are not open

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

# duplicating a descriptor that is not open is an error for that command
echo x >&5 2>/dev/null; echo "dup closed 5: $?"
cat <&6 2>/dev/null; echo "dup closed 6: $?"
{ echo grouped; } >&7 2>/dev/null; echo "group dup 7: $?"
(echo x >&9) 2>/dev/null; echo "subshell dup 9: $?"
exec 3>/dev/null
echo "to devnull" >&3; echo "open 3: $?"
exec 3>&-
echo x 2>/dev/null >&3; echo "closed 3 again: $?"
cat < /nonexistent/f 2>/dev/null; echo "missing file: $?"
echo after; echo "the shell went on"
