# exec: with a command it replaces the shell; with only redirections
# they stay for later commands

# exec CMD replaces the shell: nothing after it runs, the EXIT trap does
# not run, redirections on exec apply to CMD, assignments are exported
# to it, a failed exec in a non-interactive shell ends it with 126/127
sh -c 'exec echo replaced; echo never'
sh -c 'trap "echo trap" EXIT; exec echo "no trap after exec"'
sh -c 'exec echo to-file > out; echo never'; cat out
sh -c 'v=exported exec sh -c "echo \$v"'
sh -c 'exec 3>three; exec sh -c "echo fd3 kept >&3"'; cat three
sh -c 'exec nosuch-ex; echo never' 2>/dev/null; echo "missing: $?"
printf 'echo x\n' > nx
sh -c 'exec ./nx; echo never' 2>/dev/null; echo "not executable: $?"
sh -c 'f() { echo fn; }; exec f 2>/dev/null; echo never'; echo "function: $?"
rm out three nx

# exec with only redirections changes this shell's fds; fds above 2 opened
# by exec stay open for later commands; exec n>&- closes
exec 3>three
echo a >&3
echo b >&3
cat three
exec 3>&-
echo c >&3 2>/dev/null || echo "3 closed: write fails"
exec 4<three
read l <&4; echo "read [$l]"
read l <&4; echo "read [$l]"
exec 4<&-
exec 5>&1
exec >out
echo "into out"
exec 1>&5 5>&-
cat out
exec 6<>rw
echo "rw" >&6
exec 6>&-
cat rw
(exec 7>seven; echo "child" >&7); cat seven
exec 3>>three; echo appended >&3; exec 3>&-; cat three
exec 2>err; echo "to err" >&2; exec 2>&1; cat err
exec; echo "bare exec: $?"
rm three out rw seven err

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
