# redirections are done left to right: the order of dups and files matters
{ echo out; echo err >&2; } > f 2>&1; echo "both in f:"; cat f
{ echo out; echo err >&2; } 2>&1 > f | sed 's/^/pipe: /'; echo "f:"; cat f
{ echo out; echo err >&2; } 2> f 1>&2; echo "via 2:"; cat f
exec 3>&1
{ echo out; echo err >&2; } 2>&1 1>&3 3>&- | sed 's/^/swapped: /'
exec 3>&-
echo one > f > g; echo "f=[$(cat f)] g=[$(cat g)]"
echo two >> f > g; echo "f=[$(cat f)] g=[$(cat g)]"
cat < f < g
echo three 1>f 1>>g; cat g
echo x > f 3< f 4> g 5>> g; echo "multi ok $?"
rm f g
