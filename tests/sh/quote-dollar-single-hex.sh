# $'...' \x with no hex digit stays as written (\xg is "\xg"), and \u and
# \U (bash) give the code point in UTF-8; dash 0.5.12 lacks $'...', so
# NAME.out holds bash's output
show() { printf '%s|' "$@" | od -An -c | sed 's/  */ /g'; }
show $'\x' $'\xg' $'\xag' $'\x7g' $'a\x'
show $'\u' $'\u7' $'\u7f' $'\u00e9z' $'\u07ff' $'\u0800' $'\u20ac'
show $'\uffff' $'\U00010000' $'\U0001F600' $'\U1F600x' $'\uD800'
show $'\U110000' $'\U00200000' $'\U7FFFFFFF' $'\UFFFFFFFF' $'\Ug'
# expect: own (the comment at the top says why)
