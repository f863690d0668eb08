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
