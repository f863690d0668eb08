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
