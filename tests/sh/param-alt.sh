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
