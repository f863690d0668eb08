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
