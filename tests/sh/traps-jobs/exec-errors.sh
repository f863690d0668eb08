# not under valgrind: its execve of a script with a bad #! ends the process (status 101)
# exec CMD that cannot be run: the message names the exec builtin (as dash:
# "exec: NAME: ..."), 126 for a file that is not executable, 127 for one that
# is missing or whose #! interpreter is missing; a plain command that fails
# the same way has no "exec: " in its message
(exec /); echo "dir: $?"
: > plain
(exec ./plain); echo "not executable: $?"
(exec ./missing); echo "missing: $?"
printf '#!/nonexistent/interp\necho no\n' > badbang
chmod +x badbang
(exec ./badbang); echo "bad #!: $?"
./plain; echo "plain command: $?"
./badbang; echo "plain bad #!: $?"
exec ./missing
echo not reached
