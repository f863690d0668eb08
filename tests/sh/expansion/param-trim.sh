# ${x#p} ${x##p} ${x%p} ${x%%p}: shortest and longest, patterns, quoting

# ${x#p} ${x##p} ${x%p} ${x%%p}: shortest and longest, patterns, quoting
p=/usr/local/lib/libfoo.so.1.2
echo "${p#*/}" "${p##*/}"
echo "${p%.*}" "${p%%.*}"
echo "${p#/usr}" "${p%lib*}" "${p%%lib*}"
f=archive.tar.gz
echo "${f%.gz}" "${f%.tar.gz}" "${f#*.}" "${f##*.}"
echo "${f#nomatch}" "${f%nomatch}"
s='a*b*c'
echo "${s#*\*}" "${s##*\*}" "${s%\**}" "${s%"*c"}"
g='*'
echo "${s#"$g"}" "${s#$g}"
x=aaa
echo "${x#a}" "${x##a}" "${x##a*}" "${x%a}" "${x%%a*}"
echo "[${x#aaaa}]" "[${x#}]" "[${x%%}]"
d=2024-01-31
echo "${d%%-*}" "${d#*-}" "${d##*-}"
echo "${d#[0-9][0-9]}" "${d%[0-9]}"
echo "${d#????-}"
unset u; echo "[${u#x}]"
v='a b  c'
echo ${v#a} "${v#a}"
w=foo.c
case ${w##*.} in c) echo "C source" ;; esac
set -- /one/two three/four
echo "${1##*/}" "${2%/*}"
n="x[1]y"; echo "${n#x[}" "${n%[1]y}" "${n%\[1]y}"

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
