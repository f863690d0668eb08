# the alias and unalias builtins: listing, re-reading, forms, statuses
# and errors

# alias and unalias (builtins.c); "not found" has no shell prefix in dash.
# dash lists aliases in hash order, we sort: listings go through sort.
alias b=2 a="it's" c; echo "define: $?"
alias
alias a zz; echo "query: $?"
unalias b zz; echo "unalias: $?"
alias
alias q="'" e= sp='a  b'; alias q e sp
alias =a; echo "=a: $?"
alias 'x y=1' eq==; alias | sort
unalias -a; alias; echo "after -a: $?"
unalias; echo "no args: $?"
unalias -x; echo "unalias -x: $?"
alias -x; echo "alias -x: $?"
alias say='echo ' w=word
say w
alias say='echo one'
say w
alias say='echo redefined'
say w
alias self='unalias self; echo gone'
self
self 2>/dev/null || echo "self: $?"
alias re='alias re="echo second"; echo first'
re
re

unalias -a
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
