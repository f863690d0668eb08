# assignments, redirections and words mixed in any order in a simple
# command

# assignments and redirections may come in any order in a simple command
a=1 b=2 sh -c 'echo $a $b'
>out echo first
cat out
echo second >out x=1
cat out
x=5 >out y=6 sh -c 'echo $x $y' 2>err
cat out
<out cat
2>err x=7 sh -c 'echo $x >&2'
cat err
v=outer
v=inner true
echo $v
v=inner :
echo $v
unset w
w=temp env | grep '^w='
echo "[$w]"
z=1 z=2 sh -c 'echo $z'
rm -f out err

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
