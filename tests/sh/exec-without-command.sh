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
