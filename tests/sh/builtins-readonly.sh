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
