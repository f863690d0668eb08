# ${x?w} and ${x:?w}: the message, when the word is expanded, the shell
# exits

# ${x?} and ${x:?}: when they fail, the message, and that the word is
# expanded only then
e=; s=set
echo "${s?} ${s:?} ${e?}"
(: "${e:?}") 2>&1 | sed 's/^.*: e: /e: /'
(: "${u?}") 2>&1 | sed 's/^.*: u: /u: /'
(: "${u:?with $s word}") 2>&1 | sed 's/^.*: u: /u: /'
(: ${u?"quoted  word"}) 2>&1 | sed 's/^.*: u: /u: /'
n=0; : ${s?$((n = 1))}; echo "not expanded: $n"
(: ${u?$(echo cmdsub-msg)}) 2>&1 | sed 's/^.*: u: /u: /'
(echo before; : ${u?}; echo after) 2>/dev/null; echo "status $?"
f() { : ${1?need an argument}; echo "got $1"; }
(f ok)
(f) 2>&1 | sed 's/^.*: 1: /1: /'

# ${x?w} and ${x:?w}: the message names the script and line; the shell exits
e=
echo "${e?not shown}[e is set]"
(unset u; echo "${u?custom message}"); echo "status $?"
(echo "${e:?empty is an error}"); echo "status $?"
(unset u; echo "${u?}"); echo "status $?"
(unset u; echo "${u:?}"); echo "status $?"
(unset u; x=${u?in assignment}; echo never); echo "status $?"
s=ok; echo "${s:?fine}"
(unset u; : ${u?with $s expanded}); echo "status $?"
unset u
echo before
echo "${u?the end}"
echo never
