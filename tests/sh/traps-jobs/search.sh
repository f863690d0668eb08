# command search: special builtins, functions, regular builtins, then
# PATH

path=$PATH
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

PATH=$path
# regular builtins are found before PATH: same-named executables in a
# directory at the front of PATH are not run
mkdir bin
for n in echo true false printf test pwd kill read cd umask; do
	printf '#!/bin/sh\necho "PATH-%s"\n' "$n" > "bin/$n"
done
chmod +x bin/*
PATH=$PWD/bin:$PATH
echo builtin-echo
true && echo "true is builtin"
false || echo "false is builtin"
printf '%s\n' builtin-printf
test x && echo "test is builtin"
[ x ] && echo "[ is builtin"
mkdir w; (cd w && pwd | sed "s,.*/,,")
umask 022; umask
command -V true | sed "s,$PWD/,,"
env echo "env runs the PATH one" | sed 's/.*PATH-/PATH-/'
"$PWD/bin/echo"
rm -r bin w

PATH=$path
# functions come before regular builtins and programs in the search, so a
# function can wrap one: command and the builtin's own name reach the
# real one; unset -f brings it back
cd() { echo "wrapped cd $*"; command cd "$@"; }
mkdir d; cd d; basename "$PWD"; cd ..
unset -f cd
pwd() { echo "fake pwd"; }; pwd; command pwd | sed 's,.*/,,' | grep -c .
unset -f pwd
read() { echo "fake read"; }; echo x | read v; echo "[${v-unset}]"
echo x | { command read v; echo "[$v]"; }
unset -f read
ls() { echo "fake ls"; }; ls; command ls -d d
unset -f ls
test() { echo "fake test"; return 1; }; test 1 = 1; echo "st $?"; [ 1 = 1 ]; echo "[ st $?"
unset -f test
f() { echo "outer"; }; g() { f() { echo "redefined inside g"; }; f; }; g; f
rmdir d

PATH=$path
# a command that is not a builtin in other shells follows PATH, even when
# rootbox has an applet of that name: here a script named cat comes first
mkdir bin
printf '#!/bin/sh\necho "my cat: $*"\n' > bin/cat
printf '#!/bin/sh\necho "my mkdir: $*"\n' > bin/mkdir
chmod +x bin/cat bin/mkdir
PATH=$PWD/bin:$PATH
cat -A x
echo data | cat
mkdir -p y; [ -d y ] || echo "no y made"
type cat | sed 's|/.*/bin/|DIR/|'
hash -r
PATH=${PATH#*:}
echo plain | cat
rm -r bin
