# bash's case modification: ${x^} ${x^^} ${x,} ${x,,}, with and without a
# pattern (each character that matches it changes; an empty unquoted
# pattern matches any, a quoted empty one none), for ${@^} and ${*,,}
# (each positional parameter), inside and outside double quotes, on
# unset and empty values; bash is the reference
# expect: bash
x=hello y=HeLLo
echo ${x^} ${x^^} ${x,} ${y,} ${y,,}
echo "${x^}" "${x^^}" "${y,}" "${y,,}"
echo ${x^^[el]} ${x^l} ${x^h} ${x^^l*} ${x^^?l} ${y,,L} ${y,H}
echo "${y,,[A-K]}" "${x^^[!l]}" "${x^^[a-h]}"
w=abc e=
echo ${w^^''} ${w^^""} ${w^^"b"} ${w^^\c} ${w^^$e} ${w^^"$e"} ${w^^*}
p=b; echo ${w^^$p} "${w^^$p}" ${w^^"$p"} ${w^^[$p-c]}
s='a*b?c'; echo "${s^^'*'}" "${s^^[*?]}" "${s^^\?}"
echo "[${u^}]" "[${u^^}]" "[${e,,}]" "[${u,}]"
echo ${w^^[} ${w,,,} ${w^^^} ${w^^]}
v='a b  c'; echo ${v^^}; echo "${v^^}"; printf '<%s>' ${v^}; echo
z=ABC-123_xyz; echo ${z,,} ${z^^} ${z,} ${z^}
n='1abc'; echo ${n^} ${n^^}
set -- abc dEf "g h" ''
echo ${@^} "${*^^}" ${*,,}
printf '<%s>' "${@^}"; echo
printf '<%s>' ${@^^}; echo
printf '<%s>' "${*,}"; echo
printf '<%s>' "${@^^[aeiou]}"; echo
IFS=:; echo "${*^^}"; printf '<%s>' "${@,,}"; echo; IFS=' '
set --; printf '<%s>' "${@^}" "${*^^}"; echo
t=hello; echo ${t^^${p}} ${t^^"$t"}
for c in x X; do echo "${c^}${c,}"; done
unset u; echo "${u-def}" "${u^^}" "${x^^}"
# a bad form is an error, not a crash
(eval 'echo ${#x^}') 2>/dev/null || echo "an error"
