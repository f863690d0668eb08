# type: how each name would be run, one line each, status

# type: how each name would be run (paths shown relative)
f() { echo fn; }
type f | head -n 1
type echo
type cd
type :
type if
type then
alias hi='echo hi'
type hi
unalias hi
mkdir bin; printf '#!/bin/sh\n' > bin/tool; chmod +x bin/tool
PATH=$PWD/bin:$PATH
type tool | sed "s|$PWD/||"
type nosuch-cmd-zz; echo "status $?"
type echo cd; echo "status $?"
type export
type exit
rm -r bin

# type with several names: one line each, status 127... as soon as one is
# missing; functions, aliases, keywords, special and regular builtins
f() { :; }
alias a1='ls -l'
type f a1 if cd exit | sed 's/ {$//' | head -n 5
type nosuch-t 2>/dev/null; echo "missing: $?"
type cd nosuch-t 2>/dev/null >/dev/null; echo "one missing: $?"
type nosuch-t cd >/dev/null 2>&1; echo "first missing: $?"
type; echo "no names: $?"
type ! { } case esac done 2>&1
