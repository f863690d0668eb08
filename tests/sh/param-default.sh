# ${x-w} ${x:-w} ${x=w} ${x:=w}: unset versus empty
unset u; e=; s=set
echo "[${u-d1}] [${e-d2}] [${s-d3}]"
echo "[${u:-d1}] [${e:-d2}] [${s:-d3}]"
echo "[${u=a1}] [$u]"
echo "[${e=a2}] [$e]"
echo "[${e:=a3}] [$e]"
unset u
echo "[${u:=a4}] [$u]"
unset u
echo ${u-"quoted  word"} ${u-unquoted  word}
set -- ${u-a b c}; echo $#
set -- "${u-a b c}"; echo $#
echo "${u-$s}" "${u-$(echo cmd)}" "${u-$((2*3))}"
echo "${s-$(echo not-run >&2)}"
echo ${u:-'single $s'}
x=${u-default}; echo "$x"
echo "${u-}" "[${u:-}]"
unset u
: ${u:=assigned-by-colon}; echo "$u"
echo ${u+"is set"}
set -- one
echo "${1-none}" "${2-none}" "${2:-none}"
echo "${u-a}${u-b}"
unset u; echo ${u-~} | grep -c /
