# very long lines, words, here-doc lines and argument lists are handled
# without limits or crashes
w=$(printf '%070000d' 0); echo "${#w}"
printf 'echo %s\n' "$w" > long; sh long | wc -c
printf 'v=%s; echo ${#v}\n' "$w" > long2; sh long2
{ printf 'cat <<E\n'; printf '%s\n' "$w" "$w"; printf 'E\n'; } > long3; sh long3 | wc -c
set -- $(printf 'x%.0s ' $(seq 1 5000)); echo "$#"
eval "f() { echo $w; }"; f | wc -c
case $w in *0) echo "pattern on a long word" ;; esac
echo "${w%%0*}|${w#00}" | wc -c
rm long long2 long3
