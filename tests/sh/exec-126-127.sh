# 126: found but cannot be run; 127: not found; the message names the
# command
printf 'echo x\n' > noexec
./noexec 2>/dev/null; echo "not executable: $?"
mkdir dir
./dir 2>/dev/null; echo "directory: $?"
mkdir bin; printf 'echo x\n' > bin/nx
PATH=$PWD/bin:$PATH
nx 2>/dev/null; echo "non-executable on PATH: $?"
nosuch-q 2>/dev/null; echo "not found: $?"
"" 2>/dev/null; echo "empty name: $?"
./nosuch 2>/dev/null; echo "missing path: $?"
/ 2>/dev/null; echo "root dir: $?"
(./noexec) 2>/dev/null; echo "in a subshell: $?"
x=$(./noexec 2>/dev/null); echo "in a cmdsub: $?"
./noexec 2>/dev/null | cat; echo "in a pipeline: $?"
nosuch-q 2>/dev/null || echo "|| after 127"
if nosuch-q 2>/dev/null; then echo never; else echo "else after $?"; fi
sh -c 'nosuch-q' 2>/dev/null; echo "child: $?"
sh -c './noexec' 2>/dev/null; echo "child 126: $?"
rm -r noexec dir bin
