# return: status, default status, in nested functions and loops, in dot files
f() { return; }
false; f; echo "bare return after false in caller: $?"
g() { false; return; }
g; echo "bare return after false: $?"
h() { return 3; }
h; echo "$?"
outer() { inner; echo "inner said $?"; return 4; }
inner() { return 2; }
outer; echo "outer said $?"
lp() { while :; do for i in 1 2; do return $i; done; done; }
lp; echo "from loop: $?"
sub() { (return 6); echo "subshell return: $?"; return 1; }
sub; echo "$?"
printf 'return 8\n' > r.sh
. ./r.sh; echo "dot: $?"
big() { return 255; }; big; echo "$?"
rm r.sh
