# [[ =~ ]] with extended regular expressions (bash extension; dash lacks
# it, so NAME.out holds what bash prints): anchors, classes, quoted parts
# literal, alternation, status 1 on no match
t() { if [[ $1 =~ $2 ]]; then echo "$1 =~ $2: yes"; else echo "$1 =~ $2: no"; fi; }
t abc 'b'
t abc '^b'
t abc 'c$'
t abc '^a.c$'
t a1b '[0-9]'
t a1b '^[[:alpha:]][[:digit:]][[:alpha:]]$'
t foo 'fo+'
t foo 'bar|foo'
t 'a.c' 'a\.c'
t abc 'a\.c'
t 'x' 'x{1,2}'
t '' '^$'
[[ a.c =~ "a.c" ]] && echo "quoted literal dot"
[[ abc =~ "a.c" ]] || echo "quoted dot does not match b"
[[ abc =~ a"."c ]] || echo "partly quoted"
re='^(ab)+$'; [[ abab =~ $re ]] && echo "group repeat"
[[ abc =~ ^(a)(b) ]] && echo "match with groups"
# expect: bash
