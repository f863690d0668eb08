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
# expect: own (the comment at the top says why)
