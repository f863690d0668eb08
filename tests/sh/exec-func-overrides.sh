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
