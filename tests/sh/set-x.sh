# set -x: each command traced to stderr after expansion, with PS4
exec 2>&1
set -x
echo plain
x=1
echo "$x" 'two words'
y=$(echo sub)
: "$y"
f() { echo in-f; }
f arg
for i in a; do echo $i; done
[ 1 = 1 ] && echo yes
PS4='+trace: '
echo with-ps4
PS4='+ '
set +x
echo untraced
