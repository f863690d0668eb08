# the pattern word of # ## % %% is quoted on its own, independent of
# outer double quotes: "${x#*}" still uses * as a pattern
x='a*b*c'
echo "${x#*}" "${x##*}" "[${x%%*}]"
echo "${x#a*}" "${x#"a*"}" "${x#'a*'}" "${x#a\*}"
echo "${x%*c}" "${x%"*c"}" "${x%\*c}"
p='*'
echo "${x#$p}" "${x#"$p"}" "${x%$p}" "${x%"$p"}"
q='a'
echo "${x#$q}" "${x#"$q"\*}"
echo ${x#"a*"} ${x#a*} | tr -d '\n'; echo
y='[ab]x'
echo "${y#[ab]}" "${y#"[ab]"}" "${y#\[ab]}"
