# delimiters with $(...), ${x-y}, $((...)) and backquotes: POSIX 2.7.4
# takes the word as written, with quote removal, unexpanded (dash and
# BusyBox ash reject these words, so NAME.out holds what bash prints)
# expect: own
cat <<$(echo "a")
x $(echo hi)
$(echo a)
$(echo "a")
echo after1
cat <<${x-y}
body
${x-y}
cat <<$((1+2))
b2 $((3))
$((1+2))
cat <<a$(x)"q"
lit $HOME
a$(x)q
cat <<`x`
bq
`x`
cat <<"$x"
q $HOME
$x
cat <<$x
uq $((1))
$x
cat <<-${a:-$(b)}c
	tab
	${a:-$(b)}c
f() { cat <<$(d); }
in func
$(d)
f
x=$(cat <<${e}
in sub
${e}
); echo "$x"
cat <<$
dollar
$
cat <<a$
ad
a$
cat <<$'x\ty'
dq
x	y
cat <<$(( 2 * (3) ))
ar
$(( 2 * (3) ))
cat <<${x#"}"}
br
${x#"}"}
cat <<"$(a)"b'${c}'
quoted $HOME
$(a)b${c}
echo done
# a delimiter inside a delimiter: it spans lines, so no line matches it
# and the body runs to the end of the input (last in this script)
cat <<$(cat <<x
y
x
)z
outer body
$(cat <<x
y
x
)z
cat <<`cat <<q
w
q`
bq body
`cat <<q
w
q`
