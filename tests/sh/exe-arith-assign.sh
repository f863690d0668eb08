# a plain assignment in $((...)) does not read the old value: under set -u
# the name may be unset, and its old value need not be a number (dash)
set -u
: $((n = 1)); echo "n=$n"
echo $((m = n + 1)) "m=$m"
x=multi
: $((x = 2)); echo "x=$x"
(w=word; : $((w += 1))) 2>/dev/null || echo "+= reads the old value"
