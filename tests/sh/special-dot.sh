# the dot builtin: the file sees the caller's $@, is found on PATH (not
# in the current directory unless PATH says so), a missing file ends the
# shell, break and return inside it. (Extra arguments, which bash gives
# the file as $@ and dash ignores, are unspecified; not tested)
printf 'echo "args: $# [$*]"\n' > a.sh
set -- outer
. ./a.sh
f() { . ./a.sh; }; f in func
echo "back: $# [$*]"
mkdir p; printf 'echo "found in p"\n' > p/b.sh; printf 'echo "cwd b.sh"\n' > b.sh
PATH=$PWD/p:$PATH . b.sh
(PATH=/nonexistent; . b.sh) 2>/dev/null; echo "not on PATH: $?"
printf 'for i in 1 2 3; do echo "i=$i"; break; done\nreturn 4\necho never\n' > c.sh
. ./c.sh; echo "return from dot: $?"
f() { . ./c.sh; echo "f goes on: $?"; return 5; }
f; echo "f: $?"
printf 'x=in-dot\n' > d.sh; x=out; . ./d.sh; echo "x=$x"
sh -c '. ./nosuch.sh; echo never' 2>/dev/null; echo "missing: $?"
sh -c 'command . ./nosuch.sh; echo "command: $?"' 2>/dev/null
printf 'exit 7\n' > e.sh; (. ./e.sh; echo never); echo "exit in dot: $?"
rm -r a.sh b.sh c.sh d.sh e.sh p
