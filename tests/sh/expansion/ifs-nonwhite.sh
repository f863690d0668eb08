# non-white IFS characters: each one ends a field, so two in a row give
# an empty field, a leading one gives an empty first field, and a
# trailing one gives no extra field
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
IFS=:
for v in a:b a::b :a a: :: ::: ':a:' 'a b:c' '' ':'; do
	printf '%-6s ' "'$v'"
	show $v
done
IFS=:-
v='a-b:c--d'; show $v
v='-:'; show $v
IFS=:
x=a: y=:b
show $x$y
show "$x"$y
show $x"$y"
