# a pattern that matches nothing stays as it was written, minus quotes
echo nomatch* 'q'nomatch* "a b"*zz \*x*
echo no?match [x]none [!a]none
echo "[" [ a[ ]
set -- zz*; echo "$# $1"
for f in none*; do echo "loop: $f"; done
v='z*z'; echo $v "$v"
touch real
echo real* nomatch* real
echo r[!a]al r[a]al
rm real
echo x*/ x*/y
