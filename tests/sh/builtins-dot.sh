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
