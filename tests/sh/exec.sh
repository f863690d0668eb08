# exec: with a command it replaces the shell; without, its redirections stay
exec 3>out
echo kept >&3
exec 3>&-
cat out
(exec echo replaced; echo never)
(exec sh -c 'echo "child of exec: $0"' named)
(exec 2>/dev/null; echo "quiet" >&2; echo visible)
(exec >out2; echo into-out2); cat out2
x=before
(x=after exec sh -c 'echo "env: $x"')
echo "x=$x"
(exec nosuch-cmd-q 2>/dev/null; echo never); echo "exec of missing: $?"
(exec) ; echo "bare exec: $?"
exec 4<out
read l <&4; echo "read $l"
exec 4<&-
(exec 5>out3; echo five >&5); cat out3
rm out out2 out3
exec echo "last line"
echo never reached
