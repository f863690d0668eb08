# $(( )) wherever a word is expanded: for lists, case, redirections,
# here-docs, assignments, ${} words, test arguments, nested in $( )
for i in $((1 + 1)) $((2 * 2)); do printf '%s ' $i; done; echo
case $((3 * 3)) in 9) echo "case word" ;; esac
case 9 in $((4 + 5))) echo "case pattern" ;; esac
echo x > f$((1 + 1)); cat f2
cat <<E
heredoc $((6 * 7))
E
v=$((10 / 3)); echo "$v"
echo ${u-$((2 + 2))} ${v:+$((v * 2))}
[ $((2 + 2)) -eq 4 ] && echo "test arg"
echo $(echo $((5 - 6)))
echo "$((1))$((0))"
n=$((1 + 1))$((1 + 1)); echo $((n + 1))
set -- 7 8; echo $(($1 + $2)) $((${1} * ${#2}))
rm f2
