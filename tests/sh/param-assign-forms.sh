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
