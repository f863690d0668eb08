# read field splitting corner cases: IFS whitespace vs other characters,
# the last variable keeps separators inside, trailing IFS whitespace is
# dropped, one trailing non-whitespace separator too
show() { printf '[%s]' "$@"; echo; }
t() { printf '%s\n' "$2" | { IFS=$1 read -r a b c; show "$a" "$b" "$c"; }; }
t ' ' '  one  two  three  four  '
t ':' 'a:b:c:d'
t ':' 'a:b:c:'
t ':' 'a:b:c::'
t ':' 'a::'
t ':' ':::'
t ': ' ' a : b : c d : '
t ': ' 'a  :  : b'
t ',' ',a'
t 'ab' 'xaybzcw'
t '' '  keep  all  '
t ' ' ''
t ':' ''
printf 'x y z\n' | { read -r only; show "$only"; }
printf '  lead\n' | { IFS= read -r v; show "$v"; }
printf '  lead\n' | { IFS=: read -r v; show "$v"; }
printf 'a\tb\tc\n' | { IFS='	' read -r x y; show "$x" "$y"; }
