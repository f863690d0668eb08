# eval: arguments joined and parsed anew in this shell; status; break,
# continue, return and exit reach through

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

# eval: arguments joined with spaces, parsed anew; $? is that of the last
# command, 0 for nothing; break, continue, return and exit reach through
eval 'a=1' 'b=2'; echo "$a $b"
x='$a'; eval "echo $x"; eval 'echo $x'
eval "echo 'q s'"
for i in 1 2 3; do eval 'if [ $i = 2 ]; then continue; fi'; echo "i=$i"; done
for i in 1 2 3; do eval '[ $i = 2 ] && break'; echo "j=$i"; done
f() { eval 'return 3'; echo never; }; f; echo "return: $?"
false; eval ''; echo "empty: $?"
false; eval ' '; echo "blank: $?"
eval 'false;'; echo "false: $?"
eval 'echo one
echo two'
eval "$(printf 'echo %s\n' p q)"
eval 'eval "eval echo nested"'
(eval 'exit 6'; echo never); echo "exit: $?"
v='a"b'; eval "w=\"\$v\""; echo "$w"
eval "set -- x y z"; echo "$# $2"
eval '(echo sub)'
eval 'for k in a b; do printf %s $k; done'; echo
