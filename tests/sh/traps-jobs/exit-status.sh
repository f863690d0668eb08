# exit statuses: 0..255, 126 not executable, 127 not found, 128+signal

# exit statuses: 0..255, 126 not executable, 127 not found, 128+signal
sh -c 'exit 0'; echo $?
sh -c 'exit 1'; echo $?
sh -c 'exit 255'; echo $?
sh -c 'exit 256'; echo $?
sh -c 'exit 300'; echo $?
touch noexec
./noexec 2>/dev/null; echo "not executable: $?"
./nosuch 2>/dev/null; echo "no such file: $?"
nosuch-command-zz 2>/dev/null; echo "not found: $?"
mkdir adir
./adir 2>/dev/null; echo "directory: $?"
sh -c 'kill -TERM $$'; echo "TERM: $?"
sh -c 'kill -KILL $$'; echo "KILL: $?"
sh -c 'kill -INT $$'; echo "INT: $?"
sh -c 'kill -USR1 $$'; echo "USR1: $?"
(exit 7); echo "subshell: $?"
{ (exit 8); }; echo "group: $?"
f() { return 9; }; f; echo "function: $?"
x=$(exit 10); echo "assignment from cmdsub: $?"
x=1; echo "plain assignment: $?"
false; x=2; echo "assignment resets: $?"
false; : ; echo "colon: $?"
if false; then :; fi; echo "if: $?"
while false; do :; done; echo "while: $?"
false; for i in; do :; done; echo "empty for: $?"
false; case a in b) ;; esac; echo "case: $?"
sh -c 'exit -1' 2>/dev/null; echo "negative: $?"
rm -r noexec adir

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
