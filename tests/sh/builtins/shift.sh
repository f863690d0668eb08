# shift: by one, by N, by 0, beyond $#, bad numbers, in functions

# shift: by one, by N, beyond $# is an error
set -- a b c d e
shift; echo "$# $*"
shift 2; echo "$# $*"
shift 0; echo "$# $*"
shift 2; echo "$# [$*]"
(shift) 2>/dev/null; echo "shift past the end: $?"
set -- 1 2
(shift 3) 2>/dev/null; echo "shift 3 of 2: $?"
f() { shift; echo "in f: $*"; }
f x y z
echo "outside: $*"
set -- p q r
shift $(( $# - 1 )); echo "$1"

# shift: by 0, by $#, more than $# is an error that ends the shell,
# bad numbers too; in a function it shifts the function's arguments
set -- a b c
shift 3; echo "all: $#"
set -- a b c
shift 0; echo "zero: $# $1"
sh -c 'shift 4; echo never' sh a b c 2>/dev/null; echo "too many: $?"
sh -c 'shift x; echo never' sh a 2>/dev/null; echo "not a number: $?"
sh -c 'shift -- 1; echo "after --: $# $1"' sh a b 2>/dev/null; echo "-> $?"
sh -c 'command shift 4; echo "command: $?"' sh a 2>/dev/null
sh -c 'set --; shift; echo never' 2>/dev/null; echo "empty: $?"
f() { shift 2; echo "f: $# $*"; }
set -- x y
f 1 2 3 4; echo "outer: $# $*"
set -- 1 2 3 4 5 6 7 8 9 10 11
shift 9; echo "$# $1 $2"
set -- a b; n=1; shift $n; echo "$1"
