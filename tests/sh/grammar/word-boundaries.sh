# where words end: operators, blanks, quotes; what stays one word
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
