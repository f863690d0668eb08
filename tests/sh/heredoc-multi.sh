# several here-documents on one line and in lists, loops and functions
cat <<A; cat <<B
from a
A
from b
B
cat <<A && cat <<B
and a
A
and b
B
paste - - <<A 3<<B
left
right
A
unused
B
while read l; do echo "got $l"; done <<END
1
2
END
f() {
	cat <<EOT
in function: $1
EOT
}
f arg
f other
for i in 1 2; do
	cat <<EOT
loop $i
EOT
done
if true; then cat <<EOT
in if
EOT
fi
cat <<EOT; echo after
body
EOT
x=$(cat <<EOT
in cmdsub
EOT
)
echo "$x"
y=`cat <<EOT
in backquotes
EOT`
echo "$y"
echo "$(cat <<'EOT'
quoted in cmdsub $x
EOT
)"
