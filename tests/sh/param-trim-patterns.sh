# # ## % %% with brackets, classes, ?, *, quoted parts, and empty results
s=abcabc
echo ${s#*b} ${s##*b} ${s%b*} ${s%%b*}
echo ${s#[ab]} ${s##[ab]*} ${s%[bc]} ${s%%[!a]*}
echo ${s#?} ${s#??} ${s%?} ${s%???}
echo [${s#$s}] [${s%"$s"}] [${s##*}] [${s%%*}]
echo ${s#x} ${s%x} ${s#} ${s%}
n=a1b2c3
echo ${n#*[[:digit:]]} ${n##*[[:digit:]]}x ${n%[[:digit:]]*} ${n%%[[:digit:]]*}
echo ${n#[[:alpha:]][[:digit:]]} ${n%[[:alpha:]]?}
p='a?c'
echo "${p#a\?}" "${p#a?}" "${p#"a?"}" "${p%'?c'}"
q='x*y*z'
echo "${q#*\*}" "${q##*\*}" "${q%\**}" "${q%%\**}"
path=/a/b/c.d/e.tar.gz
echo ${path##*/} ${path%/*} ${path#*.} ${path%%.*}
e=
echo "[${e#x}]" "[${e%%*}]"
sp='  lead'
echo "[${sp#"${sp%%[! ]*}"}]"
t='trail   '
echo "[${t%"${t##*[! ]}"}]"
