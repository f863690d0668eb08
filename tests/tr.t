# tr.t - tr, compared with GNU tr (LC_ALL=C)
needs applet tr
printf 'Hello, World! abc xyz 123 [*]-\=zz\n\tTab  two  spaces\n' > in
awk 'BEGIN { for (i = 0; i < 256; i++) printf "%c", i }' > all
# usage errors: GNU ends with "Try 'tr --help'...", we with the synopsis
u() { same "$1" "tr $2 < in 2>e; echo \$?; sed '\$d' e"; }
t() { same "$1" "tr $2 < in"; }
a() { same "$1" "tr $2 < all | od -An -c"; }

u "no operand" ''
u "one operand" 'a'
u "-d two operands" '-d a b'
u "-d three operands" '-d a b c'
u "-s three operands" '-s a b c'
u "-ds one operand" '-ds a'
u "three operands" 'a b c'
u "options stop at the first operand" '-d a-z -s A-Z'
same "unknown option" 'tr -x a b < in 2>/dev/null; echo $?'
t "-- before a set" '-- -a Q'

t "simple" 'abc xyz'
t "range" 'a-z A-Z'
t "ranges both sides" 'a-mn-z n-za-m'
t "reverse range" 'z-a x'
t "reverse range of escapes" "'a-\\n' x"
t "reverse range to a bracket" "'a-[:lower:]' Q"
t "range a-a" 'a-a x'
t "dash at the end" 'a- x'
t "escaped dash" "'a\-z' Q"
t "dash after a class" "'[:lower:]-z' Q"
t "range of escapes" "'\\\\-a' x"
t "same byte twice, the last wins" 'aa xy'
t "SET2 padded with its last byte" 'a-z xy'
t "SET2 longer" 'ab wxyz'
t "SET2 padded from a range" 'a-z A-C'
t "-t" '-t a-z xy'
t "-t SET2 empty" "-t a ''"
t "SET2 empty" "a ''"
t "SET1 empty" "'' x"
t "--truncate-set1" '--truncate-set1 abc XY'

t "escapes" "'\\n\\t ' 'NT_'"
t "octal escape" "'\\101\\142' xy"
t "octal escape \\0 and a digit" "'\\08' x"
t "octal escape of four digits" "'\\1234' x"
t "ambiguous octal escape" "'\\400' x"
t "ambiguous octal escape 777" "'\\777' x"
t "backslash at the end" "'a\\' x"
t "backslash before a letter" "'\\q' x"
t "backslash pair" "'\\\\' x"
a "all bytes octal ranges" "'\\000-\\037\\177-\\377' '[.*]'"

t "upper to lower" "'[:upper:]' '[:lower:]'"
t "lower to upper" "'[:lower:]' '[:upper:]'"
t "upper to upper" "'[:upper:]' '[:upper:]'"
t "upper and lower swapped" "'[:upper:][:lower:]' '[:lower:][:upper:]'"
t "class after bytes, aligned" "'ab[:lower:]' 'xy[:upper:]'"
t "class against a range" "'[:upper:]' 'a-z'"
t "range against a class" "'a-z' '[:upper:]'"
t "class misaligned" "'ab[:lower:]' '[:upper:]xy'"
t "class in SET2 beyond SET1" "'a' 'b[:upper:]'"
t "alpha against upper" "'[:alpha:]' '[:upper:]'"
t "digit in SET2" "a '[:digit:]'"
t "digit in SET2 of -s" "-s a '[:digit:]'"
t "SET2 ends with a class" "'[:lower:]a' '[:upper:]'"
t "SET2 ends with a class, -t" "-t '[:lower:]a' '[:upper:]'"
t "class then more in SET2" "'[:upper:]' '[:lower:]x'"
t "class to one byte" "'[:upper:]' x"
t "repeat fills before a class" "'a[:upper:]' '[b*][:lower:]'"
t "repeat count misaligns a class" "'a[:upper:]' '[b*4][:lower:]'"
t "bad class" "'[:foo:]' x"
t "empty class name" "'[::]' x"
t "class name with an escape" "'[:\\n:]' x"
t "class name with a backslash" "'[:a\\\\:]' x"
t "unclosed class is bytes" "'[:upper' x"
t "unclosed equivalence is bytes" "'[=a' x"
t "bracket colon bracket" "'[:]' x"
t "bracket range" "'[a-z]' X"
t "range to a bracket" "'Z-[' Q"
a "every class deleted" "-d '[:alnum:][:punct:]'"
for c in alnum alpha blank cntrl digit graph lower print punct space upper xdigit; do
	a "class $c" "-d '[:$c:]'"
done

t "equivalence class" "'[=a=]' x"
t "equivalence of a star" "'[=*=]' x"
t "equivalence of an equals sign" "'[===]' x"
t "equivalence empty" "'[==]' x"
t "equivalence of two bytes" "-d '[=ab=]'"
t "equivalence of an escape and a byte" "-d '[=\\nb=]'"
t "equivalence in SET2" "a '[=a=]'"
t "equivalence in SET2 of -s" "-s a '[=b=]'"
t "equivalence then a dash" "'[=a=]-c' x"

t "repeat" "a '[b*2]'"
t "repeat fills" "abc '[b*]x'"
t "repeat fills more" "abcd 'x[y*]z'"
t "repeat fills nothing" "-s ab 'xy[z*]'"
t "repeat count 0" "H '[x*0]'"
t "repeat count octal" "abcdefghij '[x*010]y'"
t "repeat count 08" "abc '[b*08]'"
t "repeat count 09" "abc '[b*09]'"
t "repeat count 1a" "abc '[b*1a]'"
t "repeat count x" "a '[b*x]'"
t "repeat count -1" "abc '[x*-1]'"
t "repeat count 0x5" "abc '[x*0x5]'"
t "repeat count plus" "abc '[x*+2]y'"
t "repeat count space" "abc '[x* 2]y'"
t "repeat count huge" "abc '[x*18446744073709551614]'"
t "repeat count 2^64-1" "abc '[x*18446744073709551615]'"
t "repeat count 2^64" "abc '[x*18446744073709551616]'"
t "repeat count octal 2^63-1" "abc '[x*0777777777777777777777]'"
t "repeat count octal 2^64-1" "abc '[x*01777777777777777777777]'"
t "two repeats" "abc '[b*][c*]'"
t "repeat in SET1" "'a[b*]' x"
t "counted repeat in SET1" "'[b*2]' x"
t "repeat of a star" "'[**2]' x"
t "repeat of a newline" "a '[\\n*3]'"
t "repeat in SET1 of -d" "-d '[b*]'"
t "repeat in SET2 of -ds" "-ds a '[b*]'"
t "repeat in SET2 of -s" "-s a '[b*]'"
t "unclosed repeat is bytes" "'[a*' x"
t "unclosed repeat in SET2" "abc '[a*'"
t "repeat then a dash" "'[x*3]-z' q"
t "too many characters" "'[a*18446744073709551614]b' x"
t "too many characters, two repeats" "'[a*9223372036854775807][b*9223372036854775808]' x"
t "too many characters in SET2" "a '[a*18446744073709551613]bc'"
t "a long run in SET1" "'[a*10000000]b' xy"
t "a long run in SET1 beyond SET2" "'[a*10000000]b' '[x*10]y'"
t "error order: range before [c*]" "'[b*]' 'z-a'"
t "error order: too many before two [c*]" "a '[a*18446744073709551614]b[b*][c*]'"
t "error order: [c*] in SET1 first" "'[b*]' '[=a=]'"
t "error order: equivalence before class" "a '[:digit:][=a=]'"

t "-c" '-c a x'
t "-C" '-C a x'
t "-c pads" '-c a xy'
t "-c everything" "-c '\\000-\\377' x"
t "-c of nothing" "-c '' x"
t "-c class to one byte" "-c '[:lower:]' x"
t "-c class to two of one byte" "-c '[:lower:]' xx"
t "-c class to a repeat" "-c '[:lower:]' '[x*]'"
t "-c class to two bytes" "-c '[:lower:]' xy"
t "-c class, byte and repeat" "-c '[:lower:]' 'x[y*]'"
t "-c class to a class" "-c '[:lower:]' '[:upper:]'"
t "-c class to nothing" "-c '[:lower:]' ''"
t "-ct class to one byte" "-ct '[:lower:]' x"
t "-ct class to a repeat" "-ct '[:lower:]' '[x*]'"
a "-c order" "-c 'a-y' '\\000-\\377'"

t "-d" '-d lo'
t "-d class" "-d '[:upper:][:space:]'"
t "-dc" "-dc 'a-z\\n'"
t "--delete --complement" "--delete --complement 'a-z'"
t "-d nothing" "-d ''"
t "-s" '-s lo'
t "-s spaces" "-s ' '"
t "-sc" '-sc lo'
t "-s translating" '-s a-z A-Z'
t "-s with classes" "-s '[:upper:]' '[:lower:]'"
t "-ds" '-ds a-z A-Z'
t "-dsc" '-dsc a-z lo'
t "--squeeze-repeats" "--squeeze-repeats z"
same "read error" 'tr a b < .; echo $?'
same "NUL bytes" "printf 'a\\000\\000b\\000c' | tr '\\000b' 'xy' | od -An -c"
same "delete NUL bytes" "printf 'a\\000\\000b\\000c' | tr -d '\\000' | od -An -c"
same "squeeze NUL bytes" "printf 'a\\000\\000b\\000c' | tr -s '\\000' | od -An -c"
same "no final newline" "printf 'abc' | tr abc xyz"
same "squeeze across reads" "awk 'BEGIN { for (i = 0; i < 300000; i++) printf \"aab\" }' | tr -s ab | wc -c"
same "a huge line" "awk 'BEGIN { for (i = 0; i < 200000; i++) printf \"abcdefghij\" }' | tr a-j A-J | cksum"
same "all bytes through" "tr -d '' < all | cksum"
