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
