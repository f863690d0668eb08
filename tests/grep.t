# grep.t - grep, egrep and fgrep, compared with GNU grep 3.8 (LC_ALL=C)
needs applet grep
umask 022
REF=grep
mkfile text 'The quick brown fox\njumps over the lazy dog.\nfoo_bar foo\nFOO Bar\n\n a b\nabcabc\nstruct x { int y; };\nunsigned\nint z;\nlast line without newline'
mkfile nums '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n18\n19\n20\n'
mkfile bin 'a\0a\nb\na\n'
mkfile nulmid 'text a\nmore a\nx\0y a\nlast a\n'
mkfile pats 'fox\nlazy\n'
mkfile words 'foo\nbar\n'
mkfile empty ''
mkfile crlf 'a\r\nb\r\n'
# basic selection
same "a word" 'grep fox text; echo $?'
same "no match is 1" 'grep zebra text; echo $?'
same "regex classes" 'grep "[[:upper:]][a-z]*" text'
same "-i literal" 'grep -i foo text; grep -i "THE" text'
same "-i regex" 'grep -i "f[o]o b" text'
same "-v" 'grep -v o text'
same "-c" 'grep -c o text; grep -c -v o text; grep -c zebra text; echo $?'
same "-n -b" 'grep -n -b o text'
same "-o" 'grep -o "abc" text; grep -ob "o[a-z]*" text'
same "-o -i several patterns" 'grep -o -i -e fo -e "o." text'
same "-w" 'grep -w foo text; grep -wc "b*" text; grep -w -o "fo*" text'
same "-w empty and shorter matches" 'grep -w "" text; grep -n -w "o*" text; grep -w "abc\(abc\)*" text'
same "-x" 'grep -x "FOO Bar" text; grep -x "" text; grep -xc "foo" text; grep -x -F -e "int z;" -e "a b" text'
same "-e several" 'grep -e fox -e lazy -e "^$" text'
same "pattern with newlines" 'grep "fox
dog" text'
same "-f" 'grep -f pats text; grep -F -f words text'
same "-f empty file matches nothing" 'grep -f empty text; echo $?; grep -v -c -f empty text'
same "-f - and -e" 'echo lazy | grep -f - -e fox text'
same "empty pattern" 'grep "" text | wc -l; grep -c -e zebra -e "" text; grep -E "a|" -c text'
same "-E" 'grep -E "(fox|dog)\.?$" text; grep -E "o{2}" text; grep -E "^(a|b)+c" text'
same "-F" 'grep -F "x { int" text; grep -F "[a-z]*" text; echo $?'
same "bad basic regexes" 'grep "a\\{1" text; echo $?; grep "a\\)" text; echo $?; grep -e x -e "[\\)]\\)" text; echo $?'
same "-G after -E: the last wins" 'grep -E -G "a|b" text; echo $?; grep -G -E "a|b" -c text'
same "BRE back-references" 'grep "\(abc\)\1" text; grep -o "\([a-z]\)\1" text; grep -c "\(o\)\1" text'
same "BRE intervals and GNU escapes" 'grep "o\{2\}" text; grep "fo\+" text; grep "x\|z" text; grep -o "\<[a-z]\{3\}\>" text | head -5'
same "anchors" 'grep "^j" text; grep "\.$" text; grep -c "^" text'
same "a match does not cross lines" 'grep -E "unsigned[[:space:]]+int" text; echo $?; grep -c "d[[:space:]]" text'
same "the last line without newline" 'grep newline text; grep -c line text; grep -v -n e text | tail -2'
same "-m" 'grep -m 2 o text; grep -m1 -c o text; grep -m 1 -v o text; grep -m 0 o text; echo $?'
same "-m with trailing context" 'grep -m2 -A3 1 nums'
same "-m -1 is no limit" 'grep -m -1 -c o text'
same "-A -B -C" 'grep -A1 -B1 -n -e 5 -e 15 nums; grep -C2 -e 3 -e 9 nums; grep -A 1 2 nums'
same "-C and an explicit -A" 'grep -C3 -A0 10 nums'
same "context with -v" 'grep -v -C1 "[0-9]\{2\}\|[2-9]" nums'
same "context separator across files" 'grep -A1 -H 20 nums nums'
same "--color=always" 'grep --color=always -n -H o text | od -c | head -20'
same "--color=always with -v and context" 'grep --colour=always -v -C1 "[3-9]" nums | od -c'
same "--color=never and auto" 'grep --color=never fox text; grep --color fox text; grep --color=auto fox text'
# GNU prints its whole --help on stdout here
check -s 2 -e "grep: invalid argument 'bad' for '--color'\n" "--color=bad" \
	'grep --color=bad fox text' ""
same "conflicting matchers" 'grep -E -F fox text; echo $?; grep -E -E -c fox text; egrep -F fox text; echo $?; egrep -E -c fox text'
# files
same "several files" 'grep -n fox text nums text'
same "-h -H" 'grep -H fox text; grep -h fox text text'
same "-l -L" 'grep -l o text nums pats; grep -L o text nums pats; echo $?'
same "-L exit status" 'grep -L zebra text; echo $?; grep -L fox text; echo $?'
same "-c several files" 'grep -c 1 nums text'
same "-Z" 'grep -lZ o text pats | od -c; grep -cZ o text | od -c'
same "-q" 'grep -q fox text; echo $?; grep -q zebra text; echo $?'
same "-q with an error before a match" 'grep -q fox nonexist text; echo $?'
same "-q with an error and no match" 'grep -q zebra nonexist text; echo $?'
same "missing files go on" 'grep fox nonexist text nonexist2; echo $?'
same "-s" 'grep -s fox nonexist text; echo $?'
same "a directory operand" 'mkdir dd; grep fox dd text; echo $?; rmdir dd'
same "stdin, - and --label" 'grep -H lazy - < text; grep -c fox - text < text; grep --label=IN -H fox < text'
same "-z" 'printf "one\0two fox\0three\0" | grep -z fox | od -c; printf "a\nb\0c" | grep -z -c "^b"; printf "x\0y" | grep -z -v x | od -c'
# binary files
same "binary file matches" 'grep a bin; echo $?; grep -c a bin; grep -n b bin; grep -o a bin; grep -v zz bin'
same "binary -l -q -c" 'grep -l a bin; grep -q a bin; echo $?; grep -c "" bin; grep -v -c a bin'
same "binary -a and --binary-files=text" 'grep -a a bin | od -c; grep --binary-files=text -c a bin'
same "binary -I" 'grep -I a bin; echo $?; grep --binary-files=without-match -c a bin; echo $?'
same "--binary-files=bad" 'grep --binary-files=foo a bin; echo $?'
same "binary on stdin" 'grep a < bin; echo $?'
same "a NUL in the middle of a line with -a" 'grep -a -n "y a" nulmid | od -c; grep -a -c "^y" nulmid; grep -a -o "[a-z] a$" nulmid | od -c'
same "-z reads NULs as line ends" 'grep -z -c a bin'
same "CR is an ordinary byte" 'grep -c "a$" crlf; grep -c "a.$" crlf'
# recursion
mkdir -p r/sub r/.hid r/skip && echo hit > r/a.txt && echo hit > r/sub/b.c &&
	echo hit > r/.hid/c && echo hit > r/skip/d.c && echo miss > r/e.txt &&
	ln -s ../text r/link && ln -s sub r/dirlink
same "-r" 'grep -r hit r | sort; grep -r -c hit r/sub'
same "-r follows no links below" 'grep -r fox r; echo $?'
same "-R follows them" 'grep -R -e fox -e hit r | sort'
same "-r with no operand" 'cd r && grep -r hit | sort'
same "-r with trailing slashes" 'grep -r hit r// | sort'
same "-r a file operand" 'grep -r hit r/a.txt'
same "-r -h -l -L" 'grep -rh hit r/sub; grep -rl hit r | sort; grep -rL hit r | sort'
same "--include --exclude" 'grep -r --include="*.c" hit r | sort; grep -r --exclude="*.c" hit r | sort; grep -r --include="*.txt" --exclude="a*" hit r; echo $?'
same "--exclude-dir" 'grep -r --exclude-dir=sub --exclude-dir=".h*" hit r | sort'
same "--include on operands" 'grep --include="*.c" hit r/a.txt; echo $?; grep --exclude="*.txt" hit r/a.txt; echo $?'
# bad input
same "invalid BREs" 'grep "a\{1" text; echo $?; grep "\(" text; echo $?; grep "[a" text; echo $?; grep "a\\" text; echo $?'
same "invalid BREs 2" 'grep "\(a\)\2" text; echo $?; grep "[[:foo:]]" text; echo $?; grep "[z-a]" text; echo $?; grep "a\{2,1\}" text; echo $?'
same "[:space:] outside brackets" 'grep "[:space:]" text; echo $?'
# tests/fuzz/regress/grep-bracket-class-unclosed: a [: left open inside
# a bracket sent the error message's scan (libbb/regmsg.c) past the end
check "an unclosed [: inside brackets" \
    "grep '[[:a' text 2>/dev/null; echo \$?; grep '[a[:al' text 2>/dev/null; echo \$?" \
    '2\n2\n'
same "invalid EREs" 'grep -E "(" text; echo $?; grep -E "a(b" text; echo $?'
# GNU's Debian build has PCRE; ours answers as a build without it
check -s 2 -e "grep: Perl matching not supported in a --disable-perl-regexp build\n" \
	"-P is refused" 'grep -P fox text' ""
same "no pattern" 'grep; echo $?'
same "bad numbers" 'grep -A x a text; echo $?; grep -C -1 a text; echo $?; grep -m x a text; echo $?'
same "a missing -f file" 'grep -f nonexist text; echo $?'
same "long options" 'grep --regexp=fox --line-number --with-filename text; grep --count --ignore-case --invert-match foo text; grep --files-with-matches --fixed-strings . text; grep --word-regexp --only-matching foo text'
same "--line-buffered" 'grep --line-buffered -c o text'
# egrep and fgrep (Debian's grep 3.8 warns about neither)
same "egrep" 'egrep "fox|dog" text; egrep -c "o{2}" text'
REF=fgrep
same "fgrep" 'fgrep "x { int" text; fgrep -c "." text'
REF=grep
# lines of many megabytes, and a match at a buffer's edge
awk 'BEGIN { for (i = 0; i < 300000; i++) printf "abcdefghij"; print "needle"; for (i = 0; i < 70000; i++) print "line " i }' > long
same "a 3 MB line" 'grep -c needle long; grep -o "j[n]eedle" long; grep -n "line 69999$" long; grep -b "^line 0$" long'
same "-B across a buffer refill" 'grep -n -B2 "line 6999[0-9]" long | head -3; grep -c -v needle long'
# an unreadable directory under -r, as nobody
needs cmd setpriv
REFS=setpriv
same "-r an unreadable directory" 'mkdir -p u/x && echo hit > u/x/f && echo hit > u/g && chmod 000 u/x && chmod 777 . && g=$(command -v grep) && setpriv --reuid=65534 --regid=65534 --clear-groups "$g" -r hit u; echo $?; chmod 755 u/x; rm -r u'
