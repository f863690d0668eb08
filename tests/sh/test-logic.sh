# test ! -a -o ( ): POSIX's rules by argument count, -a before -o,
# parentheses, and strings that look like operators
r() { test "$@"; echo "$* : $?"; }
r ! ""; r ! x; r ! ! x; r ! -n ""; r ! = x
r x -a ""; r x -a y; r "" -o y; r "" -o ""
r x -o "" -a ""; r "" -a x -o y
r ! "" -a x; r ! x -o x
r \( x \); r \( "" \); r \( ! "" \); r \( x = x \)
r \( "" -o x \) -a x; r \( x -a "" \) -o x
r -n = -n; r = = =; r ! = !; r -a = -a; r \( = \(
r x = y -o a = a; r x = x -a a = b
r -z "" -a -n x
test \( x 2>/dev/null; echo "unbalanced: $?"
test x y 2>/dev/null; echo "two strings: $?"
