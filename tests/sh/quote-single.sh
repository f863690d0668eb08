# single quotes: everything literal up to the next single quote
echo 'a b   c'
printf '%s\n' '$HOME `x` "q" \ \\'
echo 'it'\''s'
echo ''
echo x''y
echo '*' '?' '[a]'
echo 'line one
line two'
set -- '' 'a b' ''
echo $#
for a in "$@"; do echo "<$a>"; done
echo '#' 'a;b' 'a|b' 'a&b'
v='$(echo no)'
echo "$v"
echo 'tab	inside'
