# redirections on a function definition are done each time it is called,
# with the words expanded at call time
f() { echo "to $target"; } > "$target"
target=one; f
target=two; f
cat one two
g() { cat; } <<E
here-doc read again: $x
E
x=first; g
x=second; g
h() { echo out; echo err >&2; } 2>&1
h 2>/dev/null | sed 's/^/piped: /'
k() { echo "appended $1"; } >> log
k 1; k 2; cat log
m() { echo "m $1"; } 3>&1 >/dev/null >&3
m visible
n() { echo "body"; } > outer
n > /dev/null; echo "outer has: $(cat outer)"
p() ( echo "subshell body"; exit 3 ) > sub
p; echo "status $?"; cat sub
q() if true; then echo "if body"; fi 2>/dev/null
q
rm one two log outer sub
