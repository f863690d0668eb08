# set -e stays ignored in everything run from an ignored context:
# subshells, pipeline elements, groups, loops, functions called from
# functions, and eval
set -e
(false; echo "subshell in ||") || :
{ false; echo "group in &&"; } && :
true | (false; echo "pipe element in ||") || :
if (false; echo "subshell in if"); then echo "if ok"; fi
while (false; echo "subshell in while"; exit 1); do :; done
f() { false; echo "f body"; }
g() { f; echo "g body"; }
g || :
if g; then :; fi
! g
eval 'false; echo "eval body"' || :
for i in 1; do false; echo "loop body in ||"; done || :
case x in x) false; echo "case body in ||" ;; esac || :
echo "still running"
(false; echo never)
echo never either
