# several here-documents on one line, in lists, loops, functions and
# pipelines

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

# several here-docs in a pipeline and on one command; a later input
# redirection of the same fd wins
cat <<A | cat - /dev/null; cat <<B | tr a-z A-Z
first
A
second
B
echo file > f
cat <<E < f
heredoc loses to the later file
E
cat < f <<E
heredoc wins over the earlier file
E
cat <<A 3<<B 4<<C - /dev/fd/3 2>/dev/null | head -n 1
on zero
A
on three
B
on four
C
{ cat <&3; cat <&4; } 3<<X 4<<Y
three
X
four
Y
if cat <<E; then cat <<F; fi
in condition
E
in body
F
rm f
