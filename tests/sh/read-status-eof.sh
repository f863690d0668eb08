# read's status: 0 for a full line, 1 at end of file even when it got a
# partial line (the variables are still set), >1 for errors; while read
# loops over the lines and stops at EOF; a final line without newline
show() { printf '[%s]' "$@"; echo; }
printf 'partial' | { read x; echo "st $?"; show "$x"; }
: | { read x; echo "empty st $?"; show "$x"; }
printf '\n' | { read x; echo "blank st $?"; show "$x"; }
printf 'a\nb' | { n=0; while read l; do n=$((n+1)); done; echo "loop saw $n, last [$l]"; }
printf 'a\nb' | { while read l || [ -n "$l" ]; do echo "got $l"; done; }
read x < /dev/null; echo "dev null: $?"
x=keep; read x < /dev/null; show "$x"
read x 2>/dev/null <&-; echo "closed: $?" | sed 's/: [2-9]$/: >1/'
mkdir d; (read x < d) 2>/dev/null; echo "directory: $?" | sed 's/: [1-9]$/: nonzero/'
rm -r d
