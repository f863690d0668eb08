# unterminated constructs at end of input: a syntax error with status 2
# (messages differ between shells: only the status is compared), and the
# commands before them have run
for s in "echo 'open" 'echo "open' 'echo `open' 'echo $(open' 'echo ${open' \
    'echo $((1+' 'if true; then echo x' 'while :; do' 'case x in' \
    '{ echo x' '( echo x' 'f() {' 'cat <<EOF' 'echo \' 'a=$(' 'x |'; do
	printf 'echo before\n%s\n' "$s" > u
	sh u 2>/dev/null; echo "$s -> $?"
done
(eval 'echo "open') 2>/dev/null; echo "eval open quote: $?"
(eval 'if true; then') 2>/dev/null; echo "eval open if: $?"
sh -c 'echo "never' 2>/dev/null; echo "-c open quote: $?"
rm u
