# a variable's value is taken as an integer constant with an optional
# sign and blanks (POSIX 2.6.4); as in dash, a value that names another
# variable or is an expression is an error, not evaluated again
a=5; b=a
(eval 'echo $((b))') 2>/dev/null; echo "name in variable: $?"
e='1+2'
(eval 'echo $((e * 2))') 2>/dev/null; echo "expression in variable: $?"
c=' 10 '
echo $((c + 1))
d=-3; echo $((d * d)) $((-d))
f=+4; echo $((f))
z=00; echo $((z))
