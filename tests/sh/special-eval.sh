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
