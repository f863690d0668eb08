# set -x: traces after expansion, with PS4 expanded

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

# set -x: PS4 is expanded before each trace line (POSIX 2.5.3), with
# parameters, arithmetic and command substitutions, which are not traced
# themselves and do not change $?
exec 2>&1
set -x
echo 'a b' "it's" '' x
: "tab	in" '$dollar' 'back\slash'
v='with space'
w=1 z=2
echo > /dev/null hidden-redir
set +x
PS4='[$v] '
set -x
echo ps4-expanded
set +x
i=0
PS4='+$i '
set -x
i=1; i=2
set +x
PS4='+$(echo cs; false) '
set -x
false; echo "status $?"
set +x
PS4='+$((1 + 2)) '
set -x
x=$(false); echo "assignment status $?"
set +x
PS4='+ '
