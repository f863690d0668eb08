# set -u: which expansions count as unset; "$@" and "$*" are fine with
# no arguments, ${x-} and ${x+} are fine, $# and $? are always set
set -u
set --
echo "[$@] [$*] [$#]"
echo "[${u-d}] [${u:-d}] [${u+a}] [${u:+a}] [${u=assigned}]"
unset u
v=
echo "[$v] [${v:-empty}] [${#v}]"
(echo "${#u}") 2>/dev/null; echo "length of unset: $?"
(echo "${u#x}") 2>/dev/null; echo "trim of unset: $?"
(echo "$1") 2>/dev/null; echo "\$1 with no args: $?"
set -- a
echo "$1 ${2-none}"
(echo "$2") 2>/dev/null; echo "\$2: $?"
(for i in "$u"; do :; done) 2>/dev/null; echo "in for: $?"
(case $u in *) ;; esac) 2>/dev/null; echo "in case: $?"
(: > "$u") 2>/dev/null; echo "in redirection: $?"
(x=$u) 2>/dev/null; echo "in assignment: $?"
sh -u -c 'echo "$u"; echo never' 2>/dev/null; echo "child: $?"
sh -c 'set -u; f() { echo "$1"; }; f; echo never' 2>/dev/null; echo "function arg: $?"
echo "$! $$" > /dev/null 2>&1 || echo "\$! unset: error"
