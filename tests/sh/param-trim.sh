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
