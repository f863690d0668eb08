# $'...' quoting (POSIX.1-2024; dash 0.5.12 lacks it, so NAME.out holds
# the standard's result, as each part below says)

# $'...' (POSIX.1-2024): dash 0.5.12 lacks it, so NAME.out holds the
# standard's result (bash --posix agrees)
echo $'a\tb'
echo $'line\none'
printf '%s\n' $'quote\'s' $'dq\"' $'bs\\'
echo $'\x41\102\x43'
echo $'\e' | od -An -c
printf '%s\n' $'no\cAexpansion $HOME'
x=$'a b'
echo "$x"
echo "$'not here'"
echo $'\a\b\f\r\v' | od -An -c

# $'...' (POSIX.1-2024) in more contexts: dash 0.5.12 lacks it, so
# NAME.out holds the standard's result (bash --posix agrees)
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
show $'a b' $'' x$'y'z $'1'$'2'
show $'\x41\x4a\x7e' $'\101\60\7' | od -An -c | sed 's/  */ /g'
show $'\cA\ca\c?' | od -An -c | sed 's/  */ /g'
show $'\c[' $'\e' $'\c\\' $'\cZ\cz' | od -An -c | sed 's/  */ /g'
show $'back\\slash' $'sq\'' $'dq\"' $'\?'
show $'$HOME' $'`x`' $'$(no)'
v=$'tab\there'
show "$v" $v
case $'a\nb' in a?b) echo "newline matches ?" ;; esac
case x in $'x') echo "case pattern" ;; esac
show "$'in dq'" '$'"'x'"
cat <<E
$'not in a heredoc'
E
show ${u-$'\x61\x62'}
set -- $'one\ntwo'
echo "$#"
printf '%s\n' "$1" | wc -l

# $'...' \x with no hex digit stays as written (\xg is "\xg"), and \u and
# \U (bash) give the code point in UTF-8; dash 0.5.12 lacks $'...', so
# NAME.out holds bash's output
show() { printf '%s|' "$@" | od -An -c | sed 's/  */ /g'; }
show $'\x' $'\xg' $'\xag' $'\x7g' $'a\x'
show $'\u' $'\u7' $'\u7f' $'\u00e9z' $'\u07ff' $'\u0800' $'\u20ac'
show $'\uffff' $'\U00010000' $'\U0001F600' $'\U1F600x' $'\uD800'
show $'\U110000' $'\U00200000' $'\U7FFFFFFF' $'\UFFFFFFFF' $'\Ug'
# expect: own (the comment at the top says why)
