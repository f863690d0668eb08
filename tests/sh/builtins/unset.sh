# unset: variables and functions, -v and -f, readonly, special variables

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

# unset: several names, -v and -f, functions and variables of the same
# name, readonly is an error that ends the shell, unset of a special
# variable, unset in a function of a local
a=1 b=2 c=3; unset a b; echo "[${a-u}${b-u}$c]"
f() { echo fn; }; f=var
unset f; echo "[${f-u}]"; f
unset -f f; f 2>/dev/null || echo "function gone"
unset -v nosuch; echo "missing var: $?"
unset -f nosuch; echo "missing function: $?"
sh -c 'readonly r=1; unset r; echo never' 2>/dev/null; echo "readonly: $?"
sh -c 'readonly r=1; command unset r; echo "command: $?"' 2>/dev/null
g() { local l=inner; unset l; echo "in g: [${l-u}]"; }; l=outer; g; echo "after g: [$l]"
IFS=x; unset IFS; v='a b'; set -- $v; echo "IFS unset splits on blanks: $#"
export E=1; unset E; sh -c 'echo "[${E-unexported}]"'
unset -v -f 2>/dev/null; echo "both flags no names: $?"
