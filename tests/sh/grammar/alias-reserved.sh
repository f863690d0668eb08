# an alias named like a reserved word is not used where the reserved word
# is recognised; elsewhere in command position it is
alias if='echo alias-if'
if true; then echo "reserved if"; fi
alias done='echo alias-done'
for i in 1; do echo "loop"; done
alias do='echo alias-do'
echo do
alias then='echo then-alias'
x=1 then 2>/dev/null || echo "after assignment: not reserved, not alias"
unalias if done do then
alias cond='if true; then echo "alias starts an if"; fi'
cond
alias wh='while' ; i=0
wh [ $i -lt 2 ]; do i=$((i + 1)); echo "wh $i"; done
alias br='{'
br echo "alias brace"; }
alias ends='}'
{ echo "closing by alias"; ends
echo "after"
alias x1='echo x1 ' fi='FI-alias'
x1 fi
