# aliases inside command substitutions, eval, dot scripts and functions
# are expanded when that text is parsed
alias greet='echo hello'
echo "$(greet cmdsub)"
echo "`greet backquote`"
eval 'greet eval'
echo 'greet dot' > dotf; . ./dotf
f() { greet function; }
f
alias greet='echo changed'
f
eval 'greet eval-again'
echo "$(greet cmdsub-again)"
g() { eval 'greet in-eval-in-func'; }
g
(greet subshell)
greet | tr a-z A-Z
alias inner='echo inner-alias'
echo $(alias defined_in_sub='echo x'; echo sub)
defined_in_sub 2>/dev/null || echo "sub alias not here"
rm dotf
