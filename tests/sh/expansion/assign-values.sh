# assignment values are expanded but never split or globbed; the result
# of one expansion is never expanded again
touch g1 g2
v='a   b *'
x=$v; printf '[%s]\n' "$x"
y=$(echo '  c   *  '); printf '[%s]\n' "$y"
z=*; printf '[%s]\n' "$z"
w=g*; printf '[%s]\n' "$w"
n=$((1 + 2))*; printf '[%s]\n' "$n"
d='$v'; e=$d; printf '[%s]\n' "$e"
c='$(echo no)'; f=$c; printf '[%s]\n' "$f"
a=~; b='~'; printf '[%s]\n' "$b"
export ex=$v; printf '[%s]\n' "$ex"
readonly ro=$v; printf '[%s]\n' "$ro"
local_test() { l=$1; printf '[%s]\n' "$l"; }; local_test "$v"
printf '[%s]\n' $v | head -n 4
rm g1 g2
