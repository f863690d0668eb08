# a command killed by a signal has status 128+N, everywhere $? is seen
sh -c 'kill -HUP $$'; echo "HUP $?"
sh -c 'kill -QUIT $$'; echo "QUIT $?"
sh -c 'kill -ABRT $$'; echo "ABRT $?"
sh -c 'kill -ALRM $$'; echo "ALRM $?"
sh -c 'kill -USR2 $$'; echo "USR2 $?"
sh -c 'kill -9 $$' | cat; echo "last of a pipeline: $?"
x=$(sh -c 'kill -TERM $$'); echo "cmdsub: $?"
(sh -c 'kill -TERM $$'); echo "subshell: $?"
sh -c 'kill -TERM $$' || echo "|| sees $?"
sleep 5 & p=$!; kill -TERM $p; wait $p 2>/dev/null; echo "wait: $?"
sleep 5 & p=$!; kill -HUP $p; wait $p 2>/dev/null; echo "wait HUP: $?"
# an async command ignores SIGINT and SIGQUIT (no job control, POSIX 2.11)
sh -c 'sleep 1 & p=$!; sleep 0.2; kill -INT $p; kill -QUIT $p; wait $p; echo "async INT: $?"'
(yes; echo "yes: $?" >&2) 2>err | head -n 1; cat err
sh -c 'sh -c "kill -TERM \$\$"; exit $?'; echo "passed up: $?"
rm err
