# trap: EXIT, signals by name and number, reset, ignore, listing

# trap accepts signal names and numbers; the listing uses the names.
# (SIG-prefixed names are an extension dash lacks: not tested.) A plain
# trap inside a pipeline is a subshell's, so listings go to a file
trap 'echo hup' 1
trap 'echo int' 2
trap 'echo quit' QUIT
trap 'echo usr1' USR1
trap 'echo term' 15
trap 'echo alrm' ALRM
trap
trap - 1 2 QUIT USR1 15 ALRM
trap > l; grep -c . l
trap 'echo zero' 0; trap > l; cat l; trap - 0
trap 'echo x' EXIT; trap - EXIT; trap > l; grep -c EXIT l
trap 'echo a' USR2; trap 'echo b' USR2; trap > l; cat l; trap - USR2
(trap 'echo x' 64000) 2>/dev/null; echo "bad number: $?"
(trap 'echo x' NOSUCH) 2>/dev/null; echo "bad name: $?"
trap 'echo ok' USR1 NOSUCH 2>/dev/null; echo "partly bad: $?"; trap - USR1
rm l

# trap - SIG and trap SIG (a first operand that is a number or signal
# name... POSIX: an unsigned integer first operand means reset); trap ''
# ignores; traps run in the shell's own environment
trap 'echo usr1' USR1
trap - USR1; trap | grep -c USR1
trap 'echo usr1' USR1
trap 10 2>/dev/null; trap USR1 2>/dev/null
trap 'echo usr2' USR2; trap 12 2>/dev/null
trap '' USR1; kill -USR1 $$; echo "ignored"
trap | grep USR1
trap 'v=from-trap; echo "in trap \$?=$?"' USR1
false; kill -USR1 $$; echo "after: $? v=$v"
trap 'return 7' USR1 2>/dev/null
f() { kill -USR1 $$; echo "f goes on? $?"; }
trap 'echo "trap in f"' USR1; f
trap -- 'echo dashdash' USR1; kill -USR1 $$
trap - USR1 USR2

trap - EXIT HUP INT QUIT USR1 USR2 ALRM TERM
# trap: EXIT, signals by name and number, reset, ignore, listing
trap 'echo "exit trap, status $?"' EXIT
trap 'echo caught USR1' USR1
kill -USR1 $$
echo "after USR1"
trap 'echo caught TERM' 15
kill -TERM $$
trap - USR1
trap '' USR2
kill -USR2 $$
echo "USR2 ignored"
trap 'echo "int"' INT
trap
trap - INT TERM
trap 'echo hup' HUP
kill -HUP $$
trap 'echo one; echo two' USR1
kill -s USR1 $$
trap 'x=set-in-trap' USR1; kill -USR1 $$; echo "$x"
(trap 'echo sub-exit' EXIT; echo in-sub)
trap 'echo "nested status $?"; false' USR1
false; kill -USR1 $$; echo "status after trap: $?"
(trap 'echo bad' NOSUCHSIG) 2>/dev/null; echo "bad signal: $?"
echo last
