# return, break and continue in a loop's condition: the loop ends with
# return's status (POSIX: return N returns N); break leaves with 0
f() { while return 2; do :; done; }; f; echo "while return: $?"
g() { until return 3; do :; done; }; g; echo "until return: $?"
h() { while false; do :; done; }; h; echo "while false: $?"
k() { while :; do (exit 5); break; done; }; k; echo "break after 5: $?"
for i in 1 2; do while (exit 6); break; do :; done; echo "break in cond: $?"; done
m() { while true; do return; done; }; (exit 7); m; echo "bare return: $?"
n=0; while [ $n -lt 2 ]; do n=$((n+1)); (exit 4); done; echo "after loop: $?"
