# set -f: no pathname expansion anywhere; case patterns and ${x#pat}
# still match; set +f brings it back
touch a1 a2 b1
set -f
echo a*
x='b*'; echo $x
for f in *1; do echo "for: $f"; done
set -- ?1; echo "$# $1"
case a1 in a*) echo "case still matches" ;; esac
y=a1.txt; echo "${y%.*} ${y#a}"
[ "$(echo *)" = '*' ] && echo "cmdsub too"
sh -c 'echo *' | wc -w
set +f
echo a*
echo $x
set -o noglob; echo ?1; set +o noglob
rm a1 a2 b1
