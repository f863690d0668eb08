# readonly: assignment and unset fail, -p can be read back, existing
# values kept

# readonly: assignment and unset fail; readonly -p can be read back
readonly R=1
echo "$R"
(R=2) 2>/dev/null; echo "assign: $?"
(unset R) 2>/dev/null; echo "unset: $?"
(readonly R=3) 2>/dev/null; echo "readonly again: $?"
S=2; readonly S; (S=5) 2>/dev/null; echo "S=$S"
readonly T='quote'\''d'
readonly -p | grep -E '^readonly (R|S)='
(R=9 true) 2>/dev/null; echo "prefix assignment: $?"
f() { R=4; }
(f) 2>/dev/null; echo "in function: $?"
(for R in a; do :; done) 2>/dev/null; echo "for variable: $?"
(read R <<EOT
x
EOT
) 2>/dev/null; echo "read: $?"
(: $((R = 5))) 2>/dev/null; echo "arith: $?"
readonly U
echo "[${U-unset}]"
echo "R still $R"

# readonly: with and without values, -p, making an existing variable
# readonly keeps its value, exported stays exported
x=1; readonly x; echo "x=$x"
export y=2; readonly y; sh -c 'echo "child y=$y"'
readonly z; echo "[${z-unset}]"
sh -c 'readonly z; z=1; echo never' 2>/dev/null; echo "assign unset ro: $?"
readonly -p | grep -e ' x=' -e ' y=' -e ' z$'
readonly w=3 v; readonly -p | grep -c -e ' w=' -e ' v$'
(readonly x=1) 2>/dev/null; echo "again with value: $?"
readonly x; echo "again without: $?"
f() { readonly fr=in-f; }; f; echo "from function: $fr"
sh -c 'f() { local x; x=2; }; readonly x=1; f; echo never' 2>/dev/null; echo "local of ro: $?"
