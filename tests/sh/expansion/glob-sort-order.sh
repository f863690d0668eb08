# matches are sorted in the C locale: by byte value, so punctuation and
# digits before upper case before lower case
touch -- b a B A 1 10 2 _x .dot -dash '#h' '~t' aa ab a1 'a b'
echo *
echo a*
echo ?
echo [a-z]* | tr ' ' '\n' | head -n 3
set -- *; echo "$# first=$1"
for f in *; do printf '%s|' "$f"; done; echo
rm -- * .dot
