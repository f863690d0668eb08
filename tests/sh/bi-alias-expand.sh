# alias expansion: only the command word, a trailing blank makes the next
# word checked too, an alias is not expanded inside its own definition,
# not inside quotes; an alias defined on a line takes effect on the next
# line (the same-line uses below are "not found")
alias e='echo' q='e quoted' blank='echo ' word=expanded
e plain
q
blank word
e word
'e' 2>/dev/null || echo "quoted name not expanded: $?"
\e 2>/dev/null || echo "escaped name not expanded: $?"
alias ls='ls -d'; ls / ; unalias ls
alias rec='rec2' rec2='echo end-of-chain'; rec
alias loop='loop'; loop 2>/dev/null || echo "self alias: $?"
alias semi='echo one; echo two'; semi
alias brace='{ echo in; }'; brace
alias setv='v=from-alias'; setv; echo "$v"
alias a1='echo a1' ; eval 'a1'
f() { e in-function; }; f
alias e='echo redefined'; f; e now
alias rec='rec2' rec2='echo end-of-chain'
rec
alias semi='echo one; echo two'
semi
alias brace='{ echo in; }'
brace
alias setv='v=from-alias'
setv; echo "$v"
