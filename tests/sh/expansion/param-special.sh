# special parameters $@ $* $# $? $- $$ $!, also in braces and with
# operators

# $@ $* $# $? $- $$ $! and "$@" with no arguments
set -- a 'b c' d
echo $#
for a in "$@"; do echo "@[$a]"; done
for a in "$*"; do echo "*[$a]"; done
for a in $*; do echo "u[$a]"; done
IFS=:
echo "$*"
IFS=' 	
'
set --
for a in "$@"; do echo never; done
set -- "$@"; echo "still $#"
set -- x "$@" y; echo $#
set --
f() { echo $#; }
f "$@"; f "$*"; f $@
set -- 1 2
echo "pre$@post"
set -- "$@" "three four"
f "$@"; f $@; f "$*"
false; echo $?
true; echo $?
(exit 200); echo $?
echo $? $?
case $- in *e*) echo errexit ;; *) echo no-errexit ;; esac
set -f; case $- in *f*) echo noglob-in-dollar-dash ;; esac; set +f
[ "$$" -gt 0 ] && echo pid-positive
p=$$; x=$(echo $$); [ "$p" = "$x" ] && echo "subshell keeps \$\$"
sleep 0 & bg=$!
[ -n "$bg" ] && [ "$bg" != "$$" ] && echo "\$! set"
wait $bg; echo "waited $?"
set -- "a b" c
g() { printf '<%s>' "$@"; echo; }
g "$@" "$@"
g "${@}"
g "x${@}y"

# special parameters in braces and with operators
set -- a b c
echo ${#} "${@}" "${*}"
echo ${?} ${-+dash-set}
echo "${1}${2}${3}" "${1-x}" "${4-four}" "${4:-four}"
echo "${#1}" "${#3}"
false; echo "${?}" "$?"x "${?:+nonempty}"
set --
echo "[${1-unset}]" "[${#}]"
echo "[${*:-empty-star}]" "[${@:+never}]"
set -- ""
echo "[${1-unset}]" "[${1:-empty}]" "[${*:-e}]" "[${@:-e}]"
set -- "" ""
echo "[${*:-e}]" "[${#}]"
IFS=
echo "[${*:-joined-empty}]" "[${*:+not-null}]"
set -- "" a
echo "[${*:-e}]" "[${*:+x}]"
unset IFS
set -- x y
echo "${@:+both}" "${*#x}" "${@%y}"
