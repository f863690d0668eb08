# only the results of unquoted parameter, command and arithmetic
# expansions are split, never the literal text of the script
show() { printf '%s' "$#:"; for a; do printf '[%s]' "$a"; done; echo; }
IFS=o
show foo boo
x=foo; show $x
show $(echo foo)
show "$x" "$(echo foo)"
IFS=1
show $((11 + 0)) 121
show $((5 * 22))
IFS=' '
pq='p q'
b=$pq; show $b "$b"
c="$pq $pq"; show $c
show ${pq}x ${pq}"x y"
show ${u-"a b"} ${u-a b}
IFS=:
d=$(echo 1:2); show "$d" $d
for w in $d; do printf '<%s>' "$w"; done; echo
case $d in 1:2) echo "case word not split" ;; esac
unset IFS
