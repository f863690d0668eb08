# the dot builtin: current shell, PATH search, $@, return, errors

# . FILE: runs in the current shell, finds FILE on PATH, keeps $@ unless
# given arguments (as dash does), return leaves the file
printf 'sourced_var=1\necho "in dot: $#"\n' > lib.sh
. ./lib.sh
echo "sourced_var=$sourced_var"
set -- a b
. ./lib.sh
printf 'echo "before return"\nreturn 3\necho never\n' > ret.sh
. ./ret.sh; echo "status $?"
mkdir p; printf 'echo "found on PATH"\n' > p/onpath.sh
PATH=$PWD/p:$PATH . onpath.sh
printf 'f_from_dot() { echo "fn from dot"; }\n' > fn.sh
. ./fn.sh; f_from_dot
printf 'false\n' > st.sh; . ./st.sh; echo "status of last: $?"
: > empty.sh; false; . ./empty.sh; echo "empty file: $?"
(. ./nosuch.sh) 2>/dev/null; echo "missing: $?"
rm -r lib.sh ret.sh p fn.sh st.sh empty.sh

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

# an error while "." or eval runs a file or string that "command" keeps
# from ending the shell ends that file or string: the shell does not go
# on reading its rest (and eval's string did go away: no crash); messages
# from inside the file name it, as dash's do
printf 'echo "in file"\necho $((1/0))\necho "rest of file"\n' > err.sh
command . ./err.sh 2>&1; echo "after command .: $?"
command eval 'echo "in eval"
echo $((1/0))
echo "rest of eval"' 2>&1; echo "after command eval: $?"
f() { echo $((1/0)); }
command eval 'f
echo "rest of eval"' 2>&1; echo "after a function: $?"
printf 'cat < nosuch\nnosuchcmd\necho "${u?is unset}"\n' > msg.sh
(. ./msg.sh) 2>&1; echo "messages: $?"
mkdir d; mv msg.sh d
(PATH=$PWD/d:$PATH; . msg.sh) 2>&1 | sed "s,$PWD,PWD,"
(. ./d/msg.sh) 2>&1
rm -r err.sh d
