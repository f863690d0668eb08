# test.t - test and [, compared with coreutils (run through env); < and >,
# which coreutils lacks, are checked against values dash gives
needs applet test

# T NAME ARGS: the same expression through test and through [ ... ]
T() {
	same "$1" "env test $2"
	same "[ $1" "env [ $2 ]"
}

T "no arguments" ''
T "one: string" 'x'
T "one: empty" "''"
T "one: an operator is a string" '-n'
T "one: ! is a string" '!'
T "one: ( is a string" "'('"
T "two: -n" '-n x'
T "two: -n empty" "-n ''"
T "two: -z" "-z ''"
T "two: -z non-empty" '-z x'
T "two: ! string" '! x'
T "two: ! empty" "! ''"
T "three: =" 'a = a'
T "three: = differs" 'a = b'
T "three: ==" 'a == a'
T "three: !=" 'a != b'
T "three: binary first: ! = x" '! = x'
T "three: -n = -n" '-n = -n'
T "three: ! -z x" '! -z x'
T "three: ( x )" "'(' x ')'"
T "three: ( -a )" "'(' -a ')'"
T "three: x -a y" 'x -a y'
T "three: x -o empty" "x -o ''"
T "three: empty -a x" "'' -a x"
T "four: ! x = y" '! x = y'
T "four: ( -n x )" "'(' -n x ')'"
T "four: ! ! ! !" '! ! ! !'
T "four: = = = =" '= = = ='
T "-o is looser than -a" "x -o '' -a ''"
T "-a then -o" "'' -a x -o x"
T "! binds to one primary" "! '' -a x"
T "parentheses group" "'(' x -o '' ')' -a ''"
T "nested parentheses" "'(' '(' x ')' ')'"
T "parentheses around a binary test" "'(' 1 -eq 1 ')' -a '(' a != b ')'"
T "long chain" "a -a b -a c -o '' -a d -o ''"
T "unary takes the next word, even -a" '-n -a -z x'

T "integers -eq" '3 -eq 3'
T "integers -ne" '3 -ne 4'
T "integers -lt" '-3 -lt 2'
T "integers -le" '2 -le 2'
T "integers -gt" '10 -gt 9'
T "integers -ge" '9 -ge 10'
T "integers: leading zeros are decimal" '010 -eq 10'
T "integers: signs" '+5 -eq 5 -a -0 -eq 0'
T "integers: blanks around" "' 12 ' -eq 12"
T "integers: longer than 64 bits" '123456789012345678901234567890 -gt 123456789012345678901234567889'
T "integers: long negative" '-99999999999999999999999 -lt -99999999999999999999998'
T "integers: zeros before a long number" '0000000000000000000000000000007 -eq 7'

mkfile f "data\n"
mkfile empty ""
mkdir -p dir
ln -sf f link
ln -sf nowhere dangling
mkfifo fifo 2>/dev/null
ln -f f hard
chmod 644 f
T "-e file" '-e f'
T "-e missing" '-e nosuch'
T "-f regular" '-f f'
T "-f directory" '-f dir'
T "-d directory" '-d dir'
T "-d file" '-d f'
T "-h symlink" '-h link'
T "-L dangling symlink" '-L dangling'
T "-L file" '-L f'
T "-e dangling symlink" '-e dangling'
T "-f through a symlink" '-f link'
T "-p fifo" '-p fifo'
T "-p file" '-p f'
T "-c /dev/null" '-c /dev/null'
T "-b /dev/null" '-b /dev/null'
T "-S file" '-S f'
T "-s non-empty" '-s f'
T "-s empty" '-s empty'
T "-s missing" '-s nosuch'
T "-r -w readable" '-r f -a -w f'
T "-x not executable" '-x f'
T "-x directory" '-x dir'
T "-O owned" '-O f'
T "-G group" '-G f'
T "-u -g -k clear" '-u f -o -g f -o -k f'
same "-u -g -k set" 'chmod 7755 empty; env test -u empty -a -g empty -a -k empty; r=$?; chmod 644 empty; exit $r'
same "-k sticky /tmp" 'env test -k /tmp'
same "-nt -ot" 'touch -d "2020-01-01" old; touch -d "2021-01-01" new; env test new -nt old; echo $?; env test old -ot new; echo $?; env test old -nt new; echo $?; rm old new'
same "-nt: right side missing" 'env test f -nt nosuch; echo $?; env test nosuch -nt f; echo $?; env test nosuch -ot f; echo $?; env test f -ot nosuch'
same "-nt: same time" 'touch -d "2020-01-01" a b; env test a -nt b; echo $?; env test a -ot b; rm a b'
T "-ef hard link" 'f -ef hard'
T "-ef symlink" 'f -ef link'
T "-ef different" 'f -ef empty'
T "-ef missing" 'f -ef nosuch'
same "-t on a pipe" 'env test -t 0 </dev/null; echo $?; env test -t 1 | cat'
same "-t on a bad fd" 'env test -t 99'
same "-N" 'touch -d 2021-01-01 n; touch -a -d 2020-01-01 n; env test -N n; echo $?; touch -m -d 2019-01-01 n; env test -N n; r=$?; rm n; exit $r'

check "< and > (as dash)" 'env test a \< b; echo $?; env test b \< a; echo $?; env [ b \> a ]; echo $?; env test a \> a; echo $?' "0\n1\n0\n1\n"
check "< with -a" 'env test a \< b -a c \> b' ""
check -s 1 "not parsed as a redirection: > is an operand" 'env test x \> y' ""

# errors: status 2 and GNU's words
T "error: two strings" 'a b'
T "error: unknown unary" '-q x'
T "error: not a binary operator" 'a b c'
T "error: three and garbage" 'a b c d'
T "error: extra argument" '1 -eq 1 1'
T "error: -a at the end" 'x -a'
T "error: -o at the end" 'x = x -o'
T "error: missing operand of =" '! ! a ='
T "error: ! alone at the end" '! ! ! ! !'
T "error: invalid integer" '1 -eq x'
T "error: invalid integer on the left" 'a -lt 1'
T "error: empty is no integer" "'' -eq 0"
T "error: sign alone" "- -eq 0"
T "error: trailing junk" '1x -eq 1'
T "error: hex is no integer" '0x10 -eq 16'
T "error: -t needs an integer" '-t abc'
T "error: unclosed (" "x -a '(' y"
T "error: ( with nothing after it" "')' -a '('"
T "error: ) expected, found" "'(' a b c d ')'"
T "error: extra after )" "'(' x ')' '(' y ')'"
T "error: unary after -a" 'x -a ! -a x'
T "error: syntax error after a false -a" "'' -a 1 -eq x"
same "[: missing ]" 'env [ a'
same "[: no arguments at all" 'env ['
same "[: ] alone" 'env [ ]'
same "[: two ]" 'env [ a ] ]'
same "[: ] inside" 'env [ ] = ] ]'
same "[: ) expected names ]" "env [ '(' x = x ]"
