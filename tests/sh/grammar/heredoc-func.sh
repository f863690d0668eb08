# here-documents in function bodies are expanded at each call, with the
# positional parameters and variables of that call
f() {
	cat <<EOF
f: $1 $# x=$x
EOF
}
x=1; f a
x=2; f b c
g() {
	cat <<'EOF'
g: $1 literal
EOF
	cat <<EOF
g: $1 expanded
EOF
}
g arg
h() {
	while read -r l; do echo "h read: $l"; done <<EOF
$1
$2
EOF
}
h one two
k() { cat; } <<EOF
k: bound at definition, expanded at call: $x
EOF
x=3; k
x=4; k
m() {
	cat <<-EOF
		m: tabs stripped $1
	EOF
}
m yes
count=0
n() { count=$((count + 1)); cat <<EOF
n call $count
EOF
}
n; n; n
