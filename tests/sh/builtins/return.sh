# return: status, nested functions, loops, subshells, dot files

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

# return: from nested functions only the innermost, from loops in
# functions, in a subshell of a function (ends the subshell), from a dot
# file inside a function, with $? by default
f() { for i in 1 2; do while :; do return $i; done; done; }
f; echo "loop: $?"
g() { false; return; }; g; echo "default: $?"
h() { (return 4; echo never); echo "after subshell $?"; return 5; }
h; echo "h: $?"
printf 'return 6\necho never\n' > r.sh
k() { . ./r.sh; echo "after dot $?"; return 7; }
k; echo "k: $?"
m() { x=$(return 8; echo never); echo "cmdsub $?"; }; m
p() { return 3 | cat; echo "pipe: $?"; }; p
q() { eval 'return 9'; echo never; }; q; echo "eval: $?"
r() { if return 2; then echo never; fi; }; r; echo "if: $?"
rm r.sh
