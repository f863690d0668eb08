# here-documents inside command substitutions, with ) and ` in the body
a=$(cat <<EOF
paren ) in body
EOF
)
echo "$a"
b=$(cat <<'EOF'
quoted ( ) $x `x`
EOF
)
echo "$b"
c="$(cat <<EOF
in double quotes $((1 + 1))
EOF
)"
echo "$c"
d=$(cat <<A; cat <<B
first
A
second
B
)
echo "$d"
e=$(cat <<EOF | tr a-z A-Z
upper
EOF
)
echo "$e"
f=$(echo "$(cat <<EOF
nested
EOF
)")
echo "$f"
g=`cat <<EOF
in backquotes
EOF
`
echo "$g"
echo $(cat <<EOF
on the echo line
EOF
) after
h=$(cat <<-EOF
	stripped in cmdsub
	EOF
)
echo "$h"
