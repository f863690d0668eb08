# aliases: defined for later lines, only the command word, trailing
# blank chains, listing, unalias

# aliases: defined for later lines, trailing blank chains, listing, unalias
alias hello='echo hello'
hello world
alias say='echo say:' quiet='echo quiet'
say it; quiet
alias nl1='echo chained ' word=expanded-word
nl1 word
alias nl2='echo not-chained'
nl2 word
alias | sort
alias hello
alias nosuch-alias 2>/dev/null; echo "missing: $?"
unalias hello
hello 2>/dev/null || echo "hello unaliased"
alias p='printf "%s|" '
p a b; echo
alias group='{ echo in-group; }'
group
alias ifalias='if true; then echo alias-if; fi'
ifalias
alias rec='rec_fn'
rec_fn() { echo "function behind alias"; }
rec
alias q="echo 'quoted alias'"
q
"q" 2>/dev/null || echo "quoted name is not an alias"
unalias -a
alias | grep -c . || echo "all gone"
alias one='echo one;'
one echo two
alias dollar='echo $HOME_X'
HOME_X=late; dollar

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
mkdir d && : > d/f; alias ls='ls -d'; ls d ; unalias ls
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
