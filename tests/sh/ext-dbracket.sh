# [[ ]] (a bash extension rootbox sh has; dash lacks it, so NAME.out holds
# what bash prints): no splitting or globbing inside, == patterns, =~,
# < >, && || ! and ( )
v='a b'
[[ $v = 'a b' ]] && echo "no field splitting"
e=
[[ -z $e ]] && echo "empty without quotes"
[[ $v == a* ]] && echo "pattern match"
[[ $v == "a*" ]] || echo "quoted pattern is literal"
p='a*'
[[ $v == $p ]] && echo "pattern from a variable"
[[ $v != b* ]] && echo "!= pattern"
[[ abc < abd ]] && echo "string less"
[[ b > a ]] && echo "string greater"
[[ -n $v && -z $e ]] && echo "and"
[[ -z $v || -n $v ]] && echo "or"
[[ ! -z $v ]] && echo "not"
[[ ( -n $v ) && ( $e == "" ) ]] && echo "parentheses"
[[ 12 -eq 12 && 3 -lt 10 ]] && echo "integers"
[[ 10 < 9 ]] && echo "strings compare as strings"
[[ x =~ ^x$ ]] && echo "regex"
[[ abc =~ b ]] && echo "regex finds a substring"
[[ abc =~ ^b ]] || echo "regex anchored"
re='^[0-9]+$'; [[ 42 =~ $re ]] && echo "regex from a variable"
[[ -f nosuch ]] || echo "file test"
touch f; [[ -f f && -s f ]] || echo "empty file"; rm f
[[ $undefined_var ]] || echo "unset is empty"
[[ * == '*' ]] && echo "no globbing"
[[ a == a ]]; echo "status $?"
[[ a == b ]]; echo "status $?"
# expect: own (the comment at the top says why)
