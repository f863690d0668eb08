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
