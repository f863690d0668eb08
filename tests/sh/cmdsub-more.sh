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
