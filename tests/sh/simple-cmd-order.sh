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
