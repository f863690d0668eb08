# a redirection error on a special builtin ends a non-interactive shell
# (POSIX 2.8.1); on a regular builtin, a function, a compound command or
# a program it only fails that command
t() { sh -c "$1; echo \"went on \$?\"" 2>/dev/null; echo "-> $?"; }
t ': < nosuch'
t 'eval : < nosuch'
t 'export x=1 < nosuch'
t 'set -- a < nosuch'
t 'true < nosuch'
t 'echo x < nosuch'
t 'f() { :; }; f < nosuch'
t '{ :; } < nosuch'
t '(:) < nosuch'
t 'cat < nosuch'
t 'command : < nosuch'
t ': > nodir/x'
t 'exec < nosuch'
t 'exec 3< nosuch'
t 'command exec 3< nosuch'
