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
