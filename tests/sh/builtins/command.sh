# command: -v, -V, -p, bypassing functions, special builtins lose their
# special properties

path=$PATH
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

PATH=$path
# command reads its options as every builtin does: -p in a cluster with
# itself, a lone "-" is the command's name, "--" ends them; -v or -V
# anywhere hands the words to the builtin, as does a bad option
command -pp echo "-pp runs echo: $?"
command -p -p echo "-p -p runs echo: $?"
command - echo never; echo "a lone - is a name: $?"
command -; echo "- alone: $?"
command -p; echo "-p alone: $?"
command -p -- echo "-p --: $?"
command -pv echo; echo "-pv: $?"
command -x echo never; echo "-x: $?"
command -p -x echo never; echo "-p -x: $?"

PATH=$path
# command -p with -v or -V searches the default PATH, as POSIX says and
# dash and bash do, not $PATH; builtins and functions come first still
PATH=/nonexistent
command -pv ls; echo "-pv: $?"
command -p -V ls; echo "-p -V: $?"
command -vp cd; echo "cd: $?"
ls() { :; }
command -pv ls; echo "function: $?"
unset -f ls
command -v ls; echo "-v alone: $?"
command -pv nosuchcommand; echo "missing: $?"

PATH=$path
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

PATH=$path
# command with both -v and -V (exec.c): -V wins whatever the order, as
# in dash; -p does not change the choice
f() { :; }
command -v -V f
command -V -v f
command -vV cd
command -Vv if
command -v -p -V :
command -pvV nosuchcommand; echo "missing $?"
command -v f

PATH=$path
# command -v prints how a name would be found: builtins and functions by
# name, keywords, aliases as alias lines, programs by path; -V in words;
# -p searches the default PATH; an unknown name gives status 127 or 1
mkdir bin; printf 'echo t\n' > bin/tool; chmod +x bin/tool
PATH=$PWD/bin:$PATH
f() { :; }
alias al='echo hi'
for n in f cd : break while tool al; do command -v "$n" | sed "s,$PWD/,,"; done
command -v nosuch-cv; echo "missing: $?"
command -v ./bin/tool | sed "s,$PWD/,,"
command -v bin/tool
command -v ./nosuch; echo "missing path: $?"
command -V tool | sed "s,$PWD/,,"
command -V while; command -V break; command -V cd
command -V al
command -V nosuch-cv 2>&1 | grep -c nosuch-cv
PATH=/nonexistent
command -p -v sh | grep -c /sh
command -p sh -c 'echo "ran through -p"'
command -pv ls | grep -c /ls

PATH=$path
# command exit still exits
command exit 0 && echo never
