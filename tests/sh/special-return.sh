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
