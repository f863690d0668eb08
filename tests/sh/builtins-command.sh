# command: -v, -V, -p, bypassing functions, special builtins lose specialness
f() { echo fn; }
command -v f
command -v echo
command -v cd
command -v if
command -v nosuch-cmd-zz; echo "missing -v: $?"
alias ll='ls -l'
command -v ll
unalias ll
mkdir bin; printf '#!/bin/sh\necho tool\n' > bin/tool; chmod +x bin/tool
PATH=$PWD/bin:$PATH
command -v tool | sed "s|^$PWD/||"
command tool
echo() { printf 'fn-echo\n'; }
command echo real-echo
unset -f echo
command -V f | head -n 1
command -V echo
command -V if
command -V tool | sed "s|$PWD/||"
command -V nosuch-cmd-zz 2>/dev/null; echo "missing -V: $?"
command -p echo "with -p"
command -p sh -c 'echo "default path works"'
(command readonly X=1; X=2) 2>/dev/null; echo "readonly through command: $?"
rm -r bin
command exit 0 && echo never
