# an error in a function ends the command in an interactive shell, which
# goes on: locals and prefix assignments of the functions left are undone,
# as in bash (dash -i without a terminal stops at the first error, so
# NAME.out holds what bash -i prints)
ENV= sh -i <<'EOF2' 2>/dev/null
f() { echo ${zz?unset}; }
x=outer
x=temp f
echo "x=$x"
g() { local x=local; f; }
g
echo "x=$x"
h() { local x=in-h; echo "h sees $x"; }
h
echo "x=$x"
EOF2
# expect: own (the comment at the top says why)
