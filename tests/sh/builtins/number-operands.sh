# the numeric operands of exit, return, break, continue, shift and OPTIND
# (builtins.c get_number): blanks around the digits and a sign are taken,
# as dash reads them with strtoimax; -0 is 0, other negatives, inner
# blanks, hex and garbage are "Illegal number" errors
for n in ' 3' '3 ' '	+3' '+3' '-0' '0003' '2147483647'; do
	(exit "$n"); echo "exit [$n] $?"
done
for n in '-1' '+ 3' '3 x' '0x10' '--0' '' ' ' '-' '2147483648'; do
	(exit "$n"); echo "exit [$n] $?"
done
f() { return "$1"; }
f ' 4'; echo "return $?"
f +5; echo "return $?"
(f -2); echo "return -2: $?"
for i in 1 2; do for j in 1 2; do break ' 2'; done; done; echo "break $i$j"
for i in 1 2; do for j in 1 2; do continue +2; done; echo no; done
echo "continue $i$j"
set -- a b c
shift ' 2'; echo "shift $# $1"
set -- a b c
(shift -1); echo "shift -1: $?"
set -- -a -b -c
OPTIND=' 2'; getopts abc o; echo "getopts $o $OPTIND"
OPTIND=+3; getopts abc o; echo "getopts $o $OPTIND"
