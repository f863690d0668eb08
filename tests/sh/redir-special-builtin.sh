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
