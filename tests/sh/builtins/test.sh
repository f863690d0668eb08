# test and [ as the shell runs them

# test and [ as the shell runs them
[ a = a ] && echo eq
[ a != b ] && echo ne
test -n x && echo nonempty
test -z "" && echo empty
[ 3 -lt 10 ] && echo lt
[ 10 -gt 3 ] && echo gt
[ 5 -eq 5 -a 6 -ne 7 ] && echo and
[ 1 -eq 2 -o 3 -eq 3 ] && echo or
[ ! -e nosuch ] && echo "not exists"
touch f; mkdir d
[ -f f ] && [ -d d ] && [ ! -f d ] && echo files
[ -s f ] || echo "empty file"
[ -r f -a -w f ] && echo rw
ln -s f l; [ -h l ] && [ -L l ] && echo symlink
[ -x d ] && echo "dir searchable"
[ "" ] || echo "empty string false"
[ x ] && echo "string true"
[ ] || echo "no args false"
test; echo "test alone: $?"
[ '(' a = a ')' ] && echo parens
[ -n ] && echo "one arg -n is a string"
v=
[ -z "$v" ] && echo "quoted empty"
[ "$v" = "" ] && echo "compare empty"
[ 01 -eq 1 ] && echo "leading zero"
[ a \< b ] && echo "string less"
[ f -ef f ] && echo same-file
rm -r f d l

# test, [ and echo take --help as an operand like any other string:
# "test --help" is a one-argument test, true and silent
x=--help
test "$x"; echo "test: $?"
[ "$x" ]; echo "[: $?"
[ "$x" = --help ] && echo "compared"
test --help --help 2>/dev/null; echo "two operands: $?"
echo --help

# [ needs its closing ]; [ and test are the same otherwise; ] alone and
# as an operand
[ x ]; echo "x: $?"
[ ]; echo "empty: $?"
[ ] ]; echo "] operand: $?"
[ = ]; echo "= alone: $?"
[ x = x ]; echo "eq: $?"
[ x 2>/dev/null; echo "missing ]: $?"
[ x = x 2>/dev/null; echo "missing ] after eq: $?"
[ -n ] ]; echo "-n ]: $?"
[ ! ]; echo "! alone: $?"
test ]; echo "test ]: $?"
[ -f ]; echo "-f alone: $?"
[ "$(echo)" ]; echo "cmdsub empty: $?"
v="a b"; [ "$v" = "a b" ]; echo "quoted: $?"
[ $v = "a b" ] 2>/dev/null; echo "unquoted split: $?"

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

# test file operators on files made here: -e -f -d -h -L -p -r -w -x -s
# -S -b -c -g -u -k -O -G -nt -ot -ef, on symlinks, missing files, ""
r() { if test "$@"; then echo "$* : 0"; else echo "$* : $?"; fi; }
: > empty; echo data > full; mkdir dir; ln -s full lnk; ln -s nosuch dang
mkfifo fifo; chmod 755 full; chmod 644 empty; ln full hard
for op in -e -f -d -h -L -p -r -w -x -s -S -b -c -g -u -k -O -G; do
	for f in empty full dir lnk dang fifo nosuch ""; do
		r $op "$f"
	done
done
r -c /dev/null
chmod g+s dir; r -g dir; chmod +t dir; r -k dir; chmod u+s empty; r -u empty
touch -t 200001010000 empty; touch -t 202001010000 full
r full -nt empty; r empty -nt full; r full -ot empty; r empty -ot full
r full -ef hard; r full -ef lnk; r full -ef empty; r nosuch -ef nosuch
rm -r empty full dir lnk dang fifo hard

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
