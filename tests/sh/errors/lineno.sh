# LINENO at the top level of a script, in loops, here-docs and cmdsubs.
# Debian's dash is built without LINENO (it expands to nothing), so
# NAME.out holds what POSIX asks (bash --posix and BusyBox agree). Inside
# functions shells disagree (relative or absolute), so none is tested.
echo "line $LINENO"
for i in 1 2; do
	echo "loop $LINENO"
done
cat <<EOT
heredoc at $LINENO
EOT
x=$(echo "cmdsub at $LINENO"); echo "$x"
if true; then
	echo "if body $LINENO"
fi
echo "after $LINENO"
# expect: own (the comment at the top says why)
