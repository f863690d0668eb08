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
set +x
PS4='+trace: '
set -x
echo with-ps4
set +x
PS4='+ '
echo untraced
