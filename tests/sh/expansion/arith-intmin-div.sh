# the most negative intmax_t divided by -1 overflows: dash 0.5.12 dies of
# SIGFPE (status 136), so NAME.out holds our result, which wraps as the
# other overflows do (bash gives the same), and % -1 gives 0
m=-9223372036854775807; m=$((m - 1))
echo $((m / -1)) $((m % -1))
x=$m; : $((x /= -1)); echo "$x"
x=$m; : $((x %= -1)); echo "$x"
echo "still running"
# expect: own (the comment at the top says why)
