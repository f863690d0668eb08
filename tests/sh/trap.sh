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
