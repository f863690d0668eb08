# printf as the shell runs it: conversions, escapes, reuse of the
# format, errors

# printf as the shell runs it: conversions, reuse, %b, errors go on
printf '%s-%s\n' a b c d
printf '%d %i %o %x %X %u\n' 42 -7 8 255 255 3
printf '%5s|%-5s|%.2s\n' ab cd efgh
printf '%05d|%+d|% d|%-4d|\n' 42 5 6 7
printf '%*d|%.*f\n' 6 1 2 3.14159
printf '%c%c\n' hello world
printf '%b\n' 'tab\there' 'oct\0101'
printf '%%\n'
printf '%s\n'
printf 'no newline'; echo
printf '%d\n' "'A"
printf '%s\n' "multi word" more
printf '\101\t\102\n'
printf '%d\n' 0x10 010
printf 'x%sy\n' ''
printf -- '-dash\n'
printf '%.3f %e\n' 2 12345
v=$(printf '%s,' 1 2 3); echo "$v"
printf '%b' 'stop\cnever'; echo
printf '%s\n' "$(printf '%s' inner)"

# printf integer conversions: flags, widths, precisions, and the numeric
# argument forms POSIX lists (leading +/-, 0x, octal, 'c character)
printf '[%d] [%5d] [%-5d] [%05d] [%+d] [% d]\n' 7 7 7 7 7 7
printf '[%.3d] [%8.3d] [%-8.3d] [%08.3d]\n' 7 7 7 7
printf '[%.0d] [%.0d]\n' 0 1
printf '[%o] [%#o] [%x] [%#x] [%X] [%#X]\n' 8 8 255 255 255 255
printf '[%u] [%i]\n' 42 -42
printf '[%d] [%d] [%d] [%d]\n' 0x1F 017 -0x10 +5
printf '[%d] [%d]\n' "'a" '"b'
printf '[%x]\n' -1
printf '[%d]\n' 9223372036854775807
printf '[%d]\n' -9223372036854775808
printf '[%5x|%-5o|]\n' 10 8
printf '[%#.3o] [%#5x]\n' 8 1
printf '%d %d\n' 1 2 3
printf '[%d]\n'
printf '[%d]\n' ''

# printf floating conversions: f e E g G with widths, precisions, flags
printf '[%f] [%.2f] [%8.3f] [%-8.1f] [%08.2f]\n' 3.14159 3.14159 3.14159 3.14159 3.14159
printf '[%e] [%.2e] [%E]\n' 12345.678 12345.678 0.000123
printf '[%g] [%g] [%g] [%G]\n' 100000 1000000 0.0001 1e-5
printf '[%.3g] [%#g] [%+.1f] [% .1f]\n' 3.14159 1 2.25 2.25
printf '[%.0f] [%.0f] [%.0f]\n' 0.5 1.5 2.5
printf '[%f]\n' -0
printf '[%.1f]\n' 1e3
printf '[%f]\n' 42
printf '[%5.1f%%]\n' 99.44
printf '[%.*f]\n' 2 1.23456
printf '[%*.*f]\n' 8 1 1.25

# printf %s and %c: widths, precision cuts, - flag, empty and missing
# arguments, * from the arguments including negative widths
printf '[%s] [%10s] [%-10s] [%.2s] [%10.2s] [%-4.1s]\n' hello hello hello hello hello hello
printf '[%c] [%3c] [%-3c] [%c]\n' abc x y ''
printf '[%s]\n' ''
printf '[%s] [%s]\n' only
printf '[%*s] [%-*s]\n' 5 a 5 b
printf '[%*s]\n' -5 neg
printf '[%.*s]\n' 3 abcdef
printf '[%.*s]\n' 0 abc
printf '[%5%]\n' 2>/dev/null | grep -c . >/dev/null && echo "percent ok"
printf '%s\n' a b c
printf '%s %s\n' a b c
printf 'no conversion\n' extra args
printf '[%s]' "with
newline"; echo

# printf format escapes (\a \b \f \n \r \t \v \\ \ooo) and %b argument
# escapes (\0ooo, \c), shown through od so every byte is visible
printf 'a\tb\\c\n' | od -An -c | tr -s ' '
printf '\101\102\103\n'
printf '\1010\n'
printf '\a\b\f\r\v' | od -An -c | tr -s ' '
printf '%b\n' 'a\tb' 'c\\d' '\0101' '\101' | od -An -c | tr -s ' '
printf '%b' 'one\ctwo'; echo "|"
printf '%b|%s\n' 'x\cy' z; echo "| after"
printf '%b\n' '\0' | od -An -c | tr -s ' '
printf '%b\n' 'trailing\' | od -An -c | tr -s ' '
printf 'trail\\\n'
printf '%%b of %s\n' plain
printf '%5b|%-5b|\n' ab cd

# the format is reused while arguments remain; missing ones are empty or
# zero; \c in %b stops everything, also the reuse
printf '%s=%d\n' a 1 b 2 c
printf '<%s>' 1 2 3; echo
printf '%s %s %s\n' 1 2 3 4
printf '%d%%\n' 10 20
printf 'x\n' a b c
printf '%b,' 'p' 'q\c' 'r'; echo
printf '%c' a b c; echo
printf '[%5s]' x y; echo
printf '%.1s' abc def; echo
printf '%s-%s\n' "" ""

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
