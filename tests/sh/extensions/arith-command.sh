# bash's arithmetic command (( expr )) (status 0 when the value is not 0)
# and for ((init; cond; step)) with break, continue and empty parts;
# "( (" with a blank stays two subshells; bash is the reference
# expect: bash
(( 1 )); echo "one: $?"
(( 0 )); echo "zero: $?"
x=5
(( x > 3 )) && echo "x > 3"
(( y = x * 2 )); echo "y=$y status $?"
(( z = 0 )); echo "z=$z status $?"
((x++)); echo "x=$x"
if ((x == 6)); then echo "six"; fi
for ((i = 0; i < 3; i++)); do echo "i=$i"; done
for ((i = 0; i < 10; i++)); do
	((i == 2)) && continue
	((i == 4)) && break
	echo "loop $i"
done
for (( ; ; )); do echo "forever once"; break; done
n=3; for ((j = n; j > 0; j--)) do echo "j=$j"; done
f() { for ((a = 0; a < 2; a++)); do echo "f $a"; done; (( a * 10 )); }
f; echo "f: $?"
v=$( (( 2 > 1 )) && echo yes ); echo "in cmdsub: $v"
( (echo nested subshell) )
((x)) > /dev/null; echo "redir: $?"
