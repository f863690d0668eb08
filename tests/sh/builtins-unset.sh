# unset: variables and functions, -v and -f, unset of unset is fine
a=1 b=2
unset a; echo "[${a-unset}] $b"
unset -v b; echo "[${b-unset}]"
unset nosuch; echo "unset missing: $?"
f() { echo fn; }
unset -f f; f 2>/dev/null || echo "f removed"
g=var
g() { echo fn-g; }
unset g; echo "[${g-unset}]"; g
unset -f g; g 2>/dev/null || echo "g removed"
export E=1; unset E; sh -c 'echo "[${E-not exported}]"'
x=1 y=2 z=3; unset x y z; echo "[${x-}${y-}${z-}]"
(unset 1) 2>/dev/null; echo "unset 1: $?"
IFS=:; unset IFS; v='a b'; set -- $v; echo "$#"
unset PATH_NOT_SET_ANYWHERE; echo "$?"
