# test with strings and integers: = != < > -z -n, -eq -ne -lt -le -gt
# -ge with signs, leading blanks and zeros; bad integers are an error
r() { test "$@"; echo "$* : $?"; }
r abc = abc; r abc = abd; r abc != abd; r "" = ""; r -n ""; r -z ""
r -n x; r -z x; r x; r ""; r -n; r -z; r =; r !; r -e
r a \< b; r b \< a; r a \> b; r B \< a
r 1 -eq 1; r 1 -eq 01; r -1 -lt 0; r +3 -eq 3; r " 4" -eq 4; r "4 " -eq 4
r 10 -gt 9; r 9 -ge 9; r 8 -le 9; r 8 -ne 8; r -0 -eq 0
r 9223372036854775807 -gt 9223372036854775806
r -9223372036854775808 -lt 0
test 1 -eq x 2>/dev/null; echo "bad int: $?"
test x -lt 1 2>/dev/null; echo "bad int left: $?"
test 1.5 -eq 1 2>/dev/null; echo "float: $?"
test "" -eq 0 2>/dev/null; echo "empty int: $?"
