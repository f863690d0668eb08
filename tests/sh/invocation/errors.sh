# errors of the invocation itself name the shell, with line 0 as dash
# does: a bad option letter (also with +), a bad -o name, -c without its
# command, a script that cannot be opened (the shell's name, not the
# script's); each exits 2 without running anything
sh -Z -c 'echo not run'; echo "bad letter: $?"
sh +Z -c 'echo not run'; echo "bad +letter: $?"
sh -eZ -c 'echo not run'; echo "bad in a cluster: $?"
sh -o nosuchopt -c 'echo not run'; echo "bad -o: $?"
sh -c; echo "-c alone: $?"
sh -e -c; echo "-e -c alone: $?"
sh ./nonexistent-script; echo "missing script: $?"
sh nonexistent-script a b; echo "missing script with args: $?"
sh -n ./nonexistent-script; echo "missing with -n: $?"
sh -- -c; echo "-- -c is a script name: $?"
