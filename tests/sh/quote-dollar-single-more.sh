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
# expect: own (the comment at the top says why)
