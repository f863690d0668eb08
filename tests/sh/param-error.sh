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
