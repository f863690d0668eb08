# printf with bad numeric arguments: a message, the value so far, status
# 1, and the rest of the output still printed
printf '%d\n' abc 2>/dev/null; echo "abc: $?"
printf '%d\n' 12abc 2>/dev/null; echo "12abc: $?"
printf '%d|%d\n' x 5 2>/dev/null; echo "first bad: $?"
printf '%f\n' notanumber 2>/dev/null; echo "float: $?"
printf '%d\n' 99999999999999999999 2>/dev/null; echo "overflow: $?"
printf '%d\n' ' 12' 2>/dev/null; echo "leading space: $?"
printf '%i\n' 1.5 2>/dev/null; echo "1.5: $?"
printf 2>/dev/null; echo "no format: $(($? > 0))"
printf "%z\n" 2>/dev/null; echo "bad conversion: $(($? > 0))"
printf '%d\n' abc 2>&1 >/dev/null | grep -c abc
