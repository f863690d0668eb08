# functions: arguments, $# restored, return status, recursion, redefinition
f() { echo "f: $# [$1] [$2]"; }
f a "b c"
set -- x y z
g() { echo "g: $#"; shift; echo "g after shift: $*"; }
g 1 2
echo "outer: $# $*"
r() { return $1; }
r 0; echo "r0 $?"
r 7; echo "r7 $?"
n() { false; }
n; echo "no return: $?"
fact() {
	if [ $1 -le 1 ]; then echo 1; return; fi
	echo $(( $1 * $(fact $(( $1 - 1 ))) ))
}
fact 10
f() { echo redefined; }
f
v=global
setv() { v=changed; }
setv; echo $v
h() { echo "in h"; return 3; echo never; }
h; echo "h $?"
loop() { for i in 1 2 3; do [ $i = 2 ] && return 5; echo "loop $i"; done; }
loop; echo "loop $?"
echo_name() { echo "$0" | grep -c 'func.sh'; }
echo_name
unset -f f
f 2>/dev/null || echo "f is gone"
a_b() { echo underscore; }
a_b
k() {
	echo "multi-line body"
}
k
