# assignments in front of a command: they stay after a special builtin
# (POSIX 2.14), vanish after a regular builtin, a function or a program,
# and the program sees them in its environment
x=5 exec; echo "exec: x=$x"
y=1 :; echo ": y=$y"
z=2 eval 'echo "in eval z=$z"'; echo "eval: z=$z"
w=3 true; echo "true: w=${w-unset}"
f() { echo "in f v=$v"; }
v=4 f; echo "function: v=${v-unset}"
u=5 sh -c 'echo "child u=$u"'; echo "program: u=${u-unset}"
u=6 env | grep '^u='
a=1 b=$a; echo "left to right: b=$b"
c=1; c=2 d=$c sh -c 'echo "child d=$d c=$c"'
e=7 set -- p q; echo "set: e=$e $#"
g=8 readonly g2=1; echo "readonly: g=$g"
h=9 export h2=1; echo "export: h=$h"
k=0 command :; echo "command : k=${k-unset}"
