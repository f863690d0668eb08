# eval: concatenates its arguments and runs the result in this shell
eval echo a b
eval 'x=1; y=2'; echo "$x $y"
cmd='echo "quoted  arg"'
eval "$cmd"
eval "$cmd" '| tr a-z A-Z'
v='$x'
eval echo "$v"
eval 'for i in 1 2; do echo "loop $i"; done'
eval 'f() { echo "defined in eval"; }'; f
eval; echo "empty: $?"
eval ''; echo "empty string: $?"
eval false; echo "status: $?"
eval 'exit_in_sub() { return 4; }; exit_in_sub'; echo "status: $?"
n=name; eval "$n=value"; echo "$name"
eval 'echo line1
echo line2'
(eval 'if then') 2>/dev/null; echo "syntax error: $?"
a=1; eval "a=\$((a + 1))"; echo "$a"
