# ${x:off}, ${x:off:len}, negative offsets and lengths (bash extensions;
# dash lacks them, so NAME.out holds what bash prints)
x=abcdefgh
echo "${x:2}"
echo "${x:2:3}"
echo "${x:0:1}"
echo "${x: -3}"
echo "${x: -3:2}"
echo "${x:2:-2}"
echo "[${x:8}]" "[${x:20}]"
echo "${x:1+1:2*2}"
n=3; echo "${x:n}" "${x:$n:1}"
set -- a b c d e
echo "${@:2}"
echo "${@:2:2}"
echo "${*:3}"
unset u; echo "[${u:1}]"
# expect: own (the comment at the top says why)
