# alias listing and re-reading, unalias forms and statuses
alias a='echo a'
alias b='it'\''s'
alias c='x  y'
alias | sort
alias a c
alias nosuch 2>/dev/null; echo "missing $?"
alias a nosuch c 2>/dev/null; echo "partly missing $?"
unalias a; echo "unalias $?"
unalias a 2>/dev/null; echo "unalias again $?"
eval "$(alias)"
alias | sort
alias d=
alias d
d echo "empty alias $?"
unalias -a; echo "unalias -a $?"
alias; echo "listing empty $?"
alias e=1 f=2; alias e f
alias 'g=echo g' ; g
alias h='echo h'; unalias h; alias h 2>/dev/null || echo "h gone"
