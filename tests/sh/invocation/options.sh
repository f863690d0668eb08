# options on the command line: -e -u -x -f -C -a -v, combined and as +x;
# -o NAME; they show in $- of the new shell
sh -u -c 'echo ${nope-default}; echo $nope; echo never' 2>/dev/null; echo "-u: $?"
sh -x -c 'echo traced' 2>&1
sh -f -c 'echo *'
sh -C -c 'echo a > f; echo b > f; echo never' 2>/dev/null; echo "-C: $?"; rm -f f
sh -a -c 'v=1; sh -c "echo exported v=\$v"'
sh -o errexit -c 'false; echo never'; echo "-o errexit: $?"
sh -o noglob -c 'echo *'
sh -eu -c 'echo "[$-]"' | sed 's/[^eu]//g'
sh -e +e -c 'false; echo "+e undoes -e"'
sh -v -c 'echo verbose' 2>&1
sh -n -c 'echo never'; echo "-n: $?"
sh -Q -c 'echo never' 2>/dev/null; echo "bad option: $?"
sh -o nosuch -c 'echo never' 2>/dev/null; echo "bad -o: $?"
