# { } runs in the current shell, ( ) in a copy of it
x=1
{ x=2; }
echo $x
(x=3; echo in $x)
echo out $x
(cd /; pwd)
pwd | sed 's|.*/||' >/dev/null && echo cwd-kept
{ echo a; echo b; } > f
cat f
(echo c; echo d) | tr cd CD
(exit 3); echo $?
{ (exit 4); }; echo $?
( (echo nested) )
(set -- a b; echo $#); echo $#
(f() { echo fn; }; f); f 2>/dev/null || echo no-fn-outside
{ false; }; echo $?
(trap 'echo sub-exit' EXIT; echo body)
umask 022; (umask 077); umask
{ echo one
echo two
}
rm f
