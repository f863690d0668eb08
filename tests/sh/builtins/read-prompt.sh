# read -p prints its prompt only when input is a terminal; several reads
# share one input; read from a here-doc in a loop; read into IFS itself
show() { printf '[%s]' "$@"; echo; }
printf 'v\n' | { read -p 'PROMPT' x 2>err; show "$x"; wc -c < err | tr -d ' '; }
rm -f err
{ read a; read b; read c; } <<EOF2
first
second
EOF2
echo "c st: [${c-}]"
show "$a" "$b"
while read -r n v; do echo "$n=$v"; done <<'EOF2'
k1 v1
k2 v2 more
EOF2
printf ':\n' | { read IFS; show "$IFS"; }
exec 3<<EOF2
three
EOF2
read -r t <&3; show "$t"; exec 3<&-
printf 'a b\n' | { read -r -- x y; show "$x" "$y"; }
