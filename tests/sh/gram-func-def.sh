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
