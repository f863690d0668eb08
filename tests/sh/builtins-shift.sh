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
