# any quoting in the delimiter makes the body literal; the delimiter is
# the word after quote removal
x=val
cat <<E"O"F
partly quoted: $x
EOF
cat <<\EOF
backslashed: $x `echo no`
EOF
cat <<'E'OF
single part: $x
EOF
cat <<"EOF"X
suffix: $x
EOFX
cat <<EOF
unquoted: $x "$x" '$x' \"$x\" \'x\'
EOF
cat <<EOF
dq inside: "${x}" "$(echo "in  cmdsub")"
EOF
cat <<EOF
param words: ${x+"alt"} ${u-'def'} ${u:-"d q"}
EOF
cat <<EOF
no globbing: * ? [a] and no splitting: $(echo a   b)
EOF
cat <<EOF
tilde stays: ~ ~/x
EOF
