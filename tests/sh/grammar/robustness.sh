# long lines, words, here-docs and argument lists, bytes above 127

# long lines, long words, many arguments, bytes above 127, a long here-doc
w=$(printf '%0100000d' 0)
echo ${#w}
eval "v=$w"; echo ${#v}
set -- $(printf 'a %.0s' $(seq 1 3000 2>/dev/null || echo 1)); echo "$# >= 1"
b=$(printf 'caf\303\251 \377\376 end')
printf '%s\n' "$b" | od -An -tx1 | tr -s ' '
case $b in caf*end) echo "pattern over high bytes" ;; esac
echo "${#b}" | grep -c .
x=$(printf 'a\001b\002c'); printf '%s' "$x" | od -An -c | tr -s ' '
i=0; body=
while [ $i -lt 2000 ]; do body="${body}line $i
"; i=$((i + 1)); done
eval "cat <<EOT
${body}EOT" | tail -n 2
long=$(i=0; while [ $i -lt 300 ]; do printf 'word%d ' $i; i=$((i + 1)); done)
set -- $long; echo "$# words"
eval "f() { echo long-function-$(printf 'x%.0s' $(i=0; while [ $i -lt 50 ]; do echo $i; i=$((i+1)); done)); }"; f

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
