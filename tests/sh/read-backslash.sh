# read without -r: backslash quotes the next character, including an IFS
# character and a newline (continuation); with -r it is kept
show() { printf '[%s]' "$@"; echo; }
printf 'a\\ b c\n' | { read x y; show "$x" "$y"; }
printf 'a\\:b:c\n' | { IFS=: read x y; show "$x" "$y"; }
printf 'one\\\ntwo three\n' | { read x y; show "$x" "$y"; }
printf 'one\\\n\\\ntwo\n' | { read x; show "$x"; }
printf 'end\\\n' | { read x; echo "st $?"; show "$x"; }
printf 'a\\\\b\n' | { read x; show "$x"; }
printf '\\n\\t\n' | { read x; show "$x"; }
printf 'a\\ b c\n' | { read -r x y; show "$x" "$y"; }
printf 'one\\\ntwo\n' | { read -r x; read -r y; show "$x" "$y"; }
printf ' \\ lead\n' | { read x y; show "$x" "$y"; }
printf 'trail\\ \n' | { read x; show "$x"; }
