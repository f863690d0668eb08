# assigning to a readonly variable, alone and in front of commands

# assigning to a readonly variable: fatal in front of a special builtin
# and alone; with a regular command it fails the command (dash ends the
# shell there too, as POSIX allows)
t() { sh -c "readonly r=1; $1; echo \"went on \$?\"" 2>/dev/null; echo "-> $?"; }
t 'r=2'
t 'r=2 :'
t 'r=2 eval :'
t 'r=2 export y'
t 'x=1 r=2'
t 'export r=2'
t 'readonly r=2'
t 'unset r'
t 'r=2; :'
t ': ${r=2}'
t ': $((r = 2))'
t 'for r in a; do :; done'
t 'read r < /dev/null'
t 'command export r=2'

# an assignment to a readonly variable in front of any command is a
# variable assignment error (POSIX 2.8.1): the shell itself reports it
# and a non-interactive shell exits with 2, also in front of an external
# command, an applet or a command that is not found (no child reports it)
readonly r=1
(r=2 :; echo "special: not reached"); echo "special: $?"
(r=2 true; echo "builtin: not reached"); echo "builtin: $?"
f() { echo "in f"; }
(r=2 f; echo "function: not reached"); echo "function: $?"
(r=2 /bin/true; echo "external: not reached"); echo "external: $?"
(r=2 ls; echo "applet: not reached"); echo "applet: $?"
(a=1 r=2 nonexistent_cmd; echo "not found: not reached"); echo "not found: $?"
(r=2 command /bin/true; echo "command: not reached"); echo "command: $?"
r=2 /bin/true | cat; echo "in a pipeline: $?"
r=2 exec /bin/true
echo "not reached"
