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
