# command substitution: $(...) and `...`, subshells, case, here-docs,
# status

# $(...) and `...`: trailing newlines removed, nesting, quoting inside
echo "[$(echo hi)]"
echo "[$(printf 'a\n\n\n')]"
echo "[$(printf '\n\nlead')]"
echo "[$(printf 'mid\n\nx\n')]"
x=$(echo one; echo two); echo "$x"
echo $(echo one; echo two)
echo "$(echo "$(echo "$(echo deep)")")"
echo `echo back`
echo "`echo "quoted back"`"
echo `echo \`echo nested-back\``
echo $(echo ')' ) "$(echo '(')"
echo $(case x in x) echo case-in-cmdsub ;; esac)
echo $( echo spaced )
echo "$(echo a 'b  c')"
echo $(true) empty
echo "[$(:)]"
v=$(exit 3); echo "status $?"
v=$(false)$(true); echo "status $?"
echo $(echo '$HOME' | tr a-z A-Z)
echo "$(x=inner; echo $x)" "$x" | head -n 1
echo $(cat <<EOT
heredoc in cmdsub
EOT
)
n=0; for i in $(seq 1 3 2>/dev/null || echo 1 2 3); do n=$((n + i)); done; echo $n
echo `printf '%s' '\$x'`
echo $(echo a # a comment inside
)
echo "$(printf 'x\0y' 2>/dev/null | tr -d '\0')"

# command substitution: subshells inside, case, here-docs, exit status,
# loops, and the ( ambiguity
echo $( (echo in-subshell) )
echo "$( (echo a); (echo b) )"
x=$(for i in 1 2 3; do echo $i; done); echo $x
y=$(if true; then echo yes; fi); echo $y
z=$(while :; do echo once; break; done); echo $z
echo $(echo a; exit 3; echo never)
v=$(exit 5); echo $?
w=$(true; false); echo $?
n=$(echo nested $(echo inner $(echo deepest))); echo "$n"
echo "$(printf '%s\n' 'a  b' | tr -s ' ')"
echo `echo one` `echo two`
echo "`echo 'single  quotes'`"
echo $(printf 'trail\n\n\n') | od -An -c | tr -s ' '
k=$(echo "a
b"); echo "$k" | wc -l
echo "$(echo "$(echo "$(echo x)")")"
