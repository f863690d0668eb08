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
