# where words end: operators, blanks, quotes; what stays one word
# bash's brace expansion (set -B, in $-) off: dash, the reference, lacks it
case $- in *B*) set +B;; esac
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
show a'b'"c"d
show a" "b 'c'd
show x=y =z a=
show a\ b c\	d
show ''"" "" ''
show a''b ""x""
show $(echo one)two
show "$(echo one two)"three
show a#b \#c d#
show {a,b} [x]
show a=b=c
HOME=/h; show ~x ~
show 'a'\''b'
show -- - --x
