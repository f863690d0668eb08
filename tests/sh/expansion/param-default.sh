# ${x-w} ${x:-w} ${x=w} ${x:=w} ${x+w} ${x:+w}

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

# ${x+w} and ${x:+w}
unset u; e=; s=val
echo "[${u+alt}] [${e+alt}] [${s+alt}]"
echo "[${u:+alt}] [${e:+alt}] [${s:+alt}]"
echo "[${s+$s-$s}]"
set -- ${s+a b c}; echo $#
set -- "${s+a b c}"; echo $#
set --
echo "[${1+one}]" "[${*:+star}]"
set -- ""
echo "[${1+one}]" "[${1:+one}]"
echo ${s:+"$s  quoted"}
echo "${s:+$(echo from-cmdsub)}"
echo "${u+$(echo never >&2)}done"

# ${x=w} and ${x:=w} assign the expanded word; not positional or special
unset a; echo ${a=one two} "[$a]"
set -- $a; echo "$#"
unset b; echo "${b="q  r"}" "[$b]"
unset c; : ${c:=*}; echo "[$c]"
unset d; x=${d=$((2 + 3))}; echo "$x $d"
unset e; echo ${e=$(echo cmd)} "$e"
f=; echo "[${f=kept-empty}]" "[${f:=replaced}]"
unset g h; echo ${g=${h=inner}} "$g $h"
(: ${#=x}) 2>/dev/null; echo "special: $?"
readonly ro=fixed
(: ${ro=x}; echo "ro set: $ro")
(unset ro2; readonly ro2; : ${ro2:=x}) 2>/dev/null; echo "readonly unset: $?"
unset i; echo "${i:=~}" | grep -c '~'
