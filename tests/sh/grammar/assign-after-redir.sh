# POSIX 2.9.1: with a command name too, the redirections are made before
# the assignments are expanded, for every kind of command; a failed
# redirection expands no assignment and looks up no command
f() { :; }
show() { echo "[$a]"; }
a=$(echo to-builtin >&2) true 2>e; echo "builtin: $(cat e)"
a=$(echo to-special >&2) : 2>e; echo "special: $(cat e)"
a=$(echo to-func >&2) f 2>e; echo "function: $(cat e)"
a=$(echo to-external >&2) env 2>e >/dev/null; echo "external: $(cat e)"
a=$(echo to-command >&2) command true 2>e; echo "command: $(cat e)"
a=$(cat) show <e
(a=$(echo last >&2) env 2>e >/dev/null); echo "subshell: $(cat e)"
echo x | a=$(echo piped >&2) cat 2>e; echo "pipeline: $(cat e)"
# the words are expanded before the redirections
echo "$(echo word >&2)" 2>e >/dev/null; echo "word: [$(cat e)]"
# the file made by the redirection is there for the assignment to see
a=$(ls g 2>&1) show >g; cat g
rm g
a=$(echo side >&2) true 2>/nonexistent/x; echo "failed: $? [$a]"
nosuch 2>/nonexistent/x; echo "not looked up: $?"
PATH=/nonexistent nosuch 2>e; echo "PATH=: $?"; sed 's/^[^:]*: //' e
# exec keeps its redirections; the assignment already sees them
exec 3>&2
a=$(echo via-3 >&3) exec 3>e; echo "exec: $(cat e)"
exec 3>&-
# -x traces to the stderr from before the command's redirections
set -x
a=$(echo t) true 2>e
b=2 2>e
set +x
echo "e=[$(cat e)]"
rm e
