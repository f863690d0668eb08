# command not found: a message, status 127, the script goes on
nosuch-command-abc
echo "status $?"
nosuch-command-abc arg 2>/dev/null; echo "status $?"
./nosuch-file; echo "status $?"
/nonexistent/path/cmd; echo "status $?"
x=1 nosuch-with-assign; echo "status $?"
nosuch-in-pipe | cat; echo "status $?"
$(echo nosuch-from-cmdsub); echo "status $?"
