# command search: special builtins, then functions, then regular builtins,
# then PATH; command bypasses functions
mkdir bin
printf '#!/bin/sh\necho "external mytool $*"\n' > bin/mytool
chmod +x bin/mytool
PATH=$PWD/bin:$PATH
mytool a
mytool() { echo "function mytool $*"; }
mytool b
command mytool c
unset -f mytool
mytool d
echo() { printf 'function echo: %s\n' "$*"; }
echo hi
command echo plain
unset -f echo
echo restored
true() { printf 'function true\n'; return 1; }
true; printf 'status %s\n' $?
command true; printf 'status %s\n' $?
unset -f true
cat() { printf 'fn cat\n'; }
cat </dev/null
unset -f cat
printf '#!/bin/sh\necho "not on PATH"\n' > ./local
chmod +x local
./local
PATH=/nonexistent-dir:$PATH
mytool e
nosuchcommand-xyz 2>/dev/null; printf 'status %s\n' $?
rm -r bin local
