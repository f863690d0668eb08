# assignments, redirections and words mixed in one simple command
x=1 >f y=2 env; grep '^[xy]=' f | sort
>f; wc -c < f
v=kept >f
echo "v=$v"
2>e a=$(echo err >&2) >f
cat e
echo "a=[$a]"
b=$(echo out) c=$b; echo "c=[$c]"
d=1 d=2; echo "d=$d"
p=0 <f q=1 r=2; echo "$p$q$r"
>f echo one two >>f three
cat f
echo four 2>/dev/null >f five; cat f
z=outer
z=inner env 2>/dev/null | grep '^z='
echo "z=$z"
w=$(false); echo "assign status $?"
w=$(false) true; echo "with command $?"
unset w; w=$(exit 3) : ; echo "status $?"
# with no command name the redirections come before the assignments
b=$(echo to-e >&2) 2>e; cat e
c=1 </nonexistent 2>/dev/null; echo "failed redirection: $? [${c-unset}]"
rm f e
