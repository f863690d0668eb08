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
