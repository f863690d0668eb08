# set and positional parameters: set --, set -, options mixed with
# operands, ${10}, "$@" after set, and functions restore them
show() { echo "$# [$*]"; }
set -- a b c d e f g h i j k
echo "${10} ${11} $10"
set --; show
set -- -; show
set -- --; show
set - -x; show
set -e -u -- x y; show; set +e +u
set -f a b; show; set +f
set x -- y; show
set -- "a b" "" c; show; for a; do echo "<$a>"; done
set -- "$@" last; show
f() { set -- in f; show; }
f 1 2; show
g() { shift; show; }
g 1 2 3; show
set -- $(echo one two); show
IFS=: ; set -- $(echo a:b::c); show; IFS=' 	
'
set -- 1 2 3; shift 3; show
