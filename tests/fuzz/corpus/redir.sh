cat <<E1 <<-"E2" >out 2>&1
$x `echo $(echo ${#y})` $((1+2*3))
E1
	q
	E2
f() { ( a | b && c || ! d; ) & wait; }
