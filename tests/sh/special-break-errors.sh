# break/continue with a bad count: 0, negative, not a number; outside a
# loop (POSIX: unspecified; dash ignores it); break in a function breaks
# nothing outside
t() { sh -c "$1; echo \"went on \$?\"" 2>/dev/null; echo "-> $?"; }
t 'for i in 1; do break 0; done'
t 'for i in 1; do break -1; done'
t 'for i in 1; do break x; done'
t 'for i in 1; do continue 0; done'
t 'for i in 1; do continue abc; done'
t 'for i in 1; do break 1 2; done'
t 'for i in 1 2; do break 2; echo never; done'
t 'while :; do break; done'
t 'until false; do break; done'
