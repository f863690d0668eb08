# bash's parameter operators on arrays: on one element as on a
# variable, and with [@] or [*] on each element, then joined as $@ and
# $* are: # ## % %% / // /# /% ^ ^^ , ,, :- :+ and slicing by index
# (${a[@]:off:len}, negative offsets from the highest index, sparse
# arrays); ${!a[@]} and ${!a[*]}; bash is the reference
# expect: bash
a=(apple banana cherry "dried fig")
echo "${a[@]#?}" "${a[*]##*a}" "${a[@]%a*}" "${a[@]%%a*}"
echo "${a[@]/a/A}" "${a[@]//a/A}" "${a[@]/#/-}" "${a[@]/%/+}"
echo "${a[@]^}" "${a[@]^^}" "${a[@],}" "${a[@]^^[ae]}"
echo "${a[1]#b}" "${a[1]/an/AN}" "${a[1]^^}" "${a[3]:2:3}" "${#a[3]}"
printf '<%s>' "${a[@]/ /_}"; echo; printf '<%s>' "${a[*]/ /_}"; echo
printf '<%s>' ${a[@]/e/ E }; echo
printf '<%s>' "${a[@]:1:2}"; echo; printf '<%s>' "${a[*]:1:2}"; echo
echo "${a[@]:2}" / "${a[@]: -1}" / "${a[@]: -2:1}" / "${a[@]:0:0}" /
echo "${a[@]:9}" / "${a[@]: -9}" / "${a[@]:1:9}"
s=([2]=b [5]=e [9]=i); echo "${s[@]:3}" / "${s[@]:5:1}" / "${s[@]: -1}"
echo "${s[@]: -4}" / "${s[@]:0:2}" / "${!s[@]}" / "${!s[*]}"
IFS=,; echo "${!s[*]}" "${s[*]:1}" "${a[*]/a/}"; unset IFS
e=(); echo "[${e[@]:0}] [${e[@]/x/y}] [${!e[@]}] [${e[@]^^}]"
b=("" x ""); printf '<%s>' "${b[@]}"; echo; printf '<%s>' ${b[@]}; echo
echo "${b[@]:-empty}" "${b[*]:+some}"
c=("" ""); echo "[${c[@]:-empty}] [${c[*]:-empty}]"
