# function definitions and calls: names, arguments, status, recursion,
# redefinition

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
echo_name() { echo "$0" | grep -c 'function.sh'; }
echo_name
unset -f f
f 2>/dev/null || echo "f is gone"
a_b() { echo underscore; }
a_b
k() {
	echo "multi-line body"
}
k

# function definitions: names, bodies on later lines, status 0, overriding
# regular builtins and commands, redefinition while running
false; f() { :; }; echo "definition status $?"
g ()
{
	echo "blank before parens"
}
g
h(){ echo "no blanks"; }
h
f_1() { echo "digits and underscore"; }
f_1
_u() { echo "leading underscore"; }
_u
pwd() { echo "my pwd"; }
pwd
unset -f pwd
cd() { echo "my cd $1"; }
cd somewhere
unset -f cd
cat() { command cat "$@" | sed 's/^/cat: /'; }
echo hello | cat
unset -f cat
r() { echo "first r"; r() { echo "second r"; }; }
r; r
rec() { [ $1 -gt 0 ] && rec $(($1 - 1)); echo "rec $1"; }
rec 2
fn() { echo "fn"; }
fn | tr a-z A-Z
x=$(fn); echo "cmdsub $x"
(eval 'f-x() { :; }') 2>/dev/null; echo "hyphen name $?"
(eval '1f() { :; }') 2>/dev/null; echo "digit first $?"
(eval 'f()') 2>/dev/null; echo "no body $?"
