# an alias is used only after the line that defines it has been read
alias first='echo first-alias'; first 2>/dev/null || echo "not yet on the same line"
first
f() { second 2>/dev/null || echo "not in a function read before"; }
alias second='echo second-alias'
f
second
eval 'alias third="echo third-alias"'
third
alias loop='echo looped'
for i in 1 2; do loop; done
alias esc='echo escaped'
\esc 2>/dev/null || echo "backslash stops alias expansion"
