# errors in special builtins end a non-interactive shell, in regular
# ones and through command they do not

# errors in special builtins end a non-interactive shell; in regular ones
# they do not
sh -c 'shift 5; echo never' 2>/dev/null; echo "shift: $?"
sh -c 'readonly r=1; r=2; echo never' 2>/dev/null; echo "readonly assign: $?"
sh -c 'readonly r=1; export r=2; echo never' 2>/dev/null; echo "export readonly: $?"
sh -c 'set -Q; echo never' 2>/dev/null; echo "set bad option: $?"
sh -c '. ./nosuchfile; echo never' 2>/dev/null; echo "dot missing: $?"
sh -c 'exec ./nosuch; echo never' 2>/dev/null; echo "exec missing: $?"
sh -c ': > /nonexistent/x; echo "redirection error on : goes on? no"' 2>/dev/null; echo "special builtin redir: $?"
sh -c 'cd /nonexistent; echo "cd error goes on"' 2>/dev/null; echo "cd: $?"
sh -c 'read; echo "read with no name"' </dev/null 2>/dev/null; echo "read: $?"
sh -c 'unset -f nosuch; echo "unset -f missing is fine"'; echo "unset: $?"
sh -c 'trap "echo x" BADSIG; echo never' 2>/dev/null; echo "trap bad: $?"
sh -c 'eval "if"; echo never' 2>/dev/null; echo "eval syntax: $?"
sh -c 'x=${u?gone}; echo never' 2>/dev/null; echo "expansion error: $?"
sh -c 'f() { shift 9; }; f; echo never' 2>/dev/null; echo "shift in function: $?"

# command in front of a special builtin takes away its power to end the
# shell on an error (POSIX 2.15)
sh -c 'command shift 5; echo "command makes shift regular"' 2>/dev/null; echo "status $?"
sh -c 'command set -Q; echo "command makes set regular"' 2>/dev/null; echo "status $?"
sh -c 'command . ./nosuch; echo "command makes . regular"' 2>/dev/null; echo "status $?"
sh -c 'readonly r=1; command export r=2; echo "command makes export regular"' 2>/dev/null; echo "status $?"

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

# a redirection error on a special builtin ends a non-interactive shell;
# on a regular builtin or a function only the command fails
(: < /nonexistent; echo "not reached") 2>/dev/null; echo "colon: $?"
(set -- < /nonexistent; echo "not reached") 2>/dev/null; echo "set: $?"
(eval 'echo no' < /nonexistent; echo "not reached") 2>/dev/null; echo "eval: $?"
(cd . < /nonexistent; echo "regular builtin goes on") 2>/dev/null; echo "cd: $?"
(f() { :; }; f < /nonexistent; echo "function goes on") 2>/dev/null
(command : < /nonexistent; echo "command : goes on") 2>/dev/null
(true < /nonexistent; echo "true goes on") 2>/dev/null
: > made; ls made
export V=1 > exported; ls exported
(exec 3< /nonexistent; echo "not reached") 2>/dev/null; echo "exec: $?"
rm made exported
