# [[ ]]: no splitting or globbing inside, patterns, operators, -v and
# -o, corner cases (bash extensions; dash lacks them, so NAME.out holds
# what bash prints, as each part below says)

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

# [[ ]] corner cases (bash extension; dash lacks it, so NAME.out holds
# what bash prints): quoted pattern parts literal, empty operands, -a -o
# are not operators inside, precedence of && over ||, numeric compare
# with expressions, the status of a failed test inside && chains
x='a*b'
[[ $x == a\*b ]] && echo "escaped star literal"
[[ axxb == a"*"b ]] || echo "quoted star literal"
[[ axxb == a*b ]] && echo "star matches"
[[ $x == "$x" ]] && echo "quoted var literal"
[[ '' == '' ]] && echo "empty equal"
[[ -z '' && -n x || -z x ]] && echo "and before or"
[[ -n x || -z x && -z x ]] && echo "or with and on the right"
[[ ! -n '' ]] && echo "not"
[[ ! ( -n x && -z x ) ]] && echo "not of a group"
[[ 1+2 -eq 3 ]] && echo "arithmetic operands"
i=4; [[ i -gt 3 ]] && echo "names in arithmetic"
[[ 010 -eq 8 ]] && echo "octal" || echo "010 is not 8"
[[ abc == ?b? ]] && echo "question mark"
[[ b == [abc] ]] && echo "bracket"
[[ $(echo x) == x ]] && echo "cmdsub inside"
v=; [[ $v ]] || echo "empty var false"
[[ x ]] && echo "one word true"
[[ a < b && b > a ]] && echo "string order"
[[ x == y ]] || [[ y == y ]] && echo "chained with ||"
[[ -e / && -d / && ! -f / ]] && echo "file tests"

# [[ -v NAME ]] and [[ -o OPTION ]] (bash extensions; dash lacks [[, so
# NAME.out holds what bash prints): set but empty counts as set, local
# without a value does not, digits name positional parameters
x=5; [[ -v x ]] && echo v-set; [[ -v nope ]] || echo v-unset
x=; [[ -v x ]] && echo empty-set; unset x; [[ -v x ]] || echo unset
set -- a b; [[ -v 2 ]] && echo p2; [[ -v 3 ]] || echo nop3
y=PATH; [[ -v $y ]] && echo indirect
f() { local l; [[ -v l ]] || echo local-unset; l=1; [[ -v l ]] && echo local-set; }; f
[[ ! -v nope && -v PATH ]] && echo combined
[[ -o errexit ]] || echo e-off
set -e -o pipefail; [[ -o errexit && -o pipefail ]] && echo e-on
set +e; [[ -o nosuch ]]; echo nosuch $?
# expect: bash
