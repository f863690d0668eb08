# command NAME: functions are skipped, special builtins lose their
# special properties (assignments do not stick, errors are not fatal),
# redirections on command apply to the command
f() { echo "function f"; }
mkdir bin; printf 'echo "program f"\n' > bin/f; chmod +x bin/f
PATH=$PWD/bin:$PATH
f; command f
x=1 command :; echo "x=[${x-unset}]"
sh -c 'command set -q 2>/dev/null; echo "set error not fatal: $?"'
sh -c 'command eval "echo \${u?}" 2>/dev/null; echo "eval error not fatal: $?"'
command echo to-file > out; cat out
command -- echo after-dashdash
command; echo "bare command: $?"
command exec 3>three; echo x >&3; exec 3>&-; cat three
command nosuch-cmd 2>/dev/null; echo "not found: $?"
rm -r bin out three
