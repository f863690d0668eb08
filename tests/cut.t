# cut.t - cut, compared with GNU cut
needs applet cut
REF=cut
mkfile c "a:b:c\nxyz\n1:2\n"
mkfile c2 "abcdefgh\nab\n"
mkfile c3 "a\tb\tc\nno tab\n"
mkfile nonl "abc:def"
same "-b one" 'cut -b 1 c'
same "-b list and ranges" 'cut -b 1,3-4,7- c2'
same "-b -M" 'cut -b -3 c2'
same "-c" 'cut -c 2-3 c2'
same "-c -n" 'cut -n -c 2-3 c2'
same "blank separated list" 'cut -b "1 3" c2'
same "overlapping ranges merge" 'cut -b 1-3,2-5 --output-delimiter=X c2'
same "adjacent ranges stay apart" 'cut -b 1-2,3-4 --output-delimiter=X c2'
same "ranges out of order" 'cut -b 5-,1-2 --output-delimiter=X c2'
same "--complement bytes" 'cut -b 2,5 --complement --output-delimiter=X c2'
same "--complement open range" 'cut -b 3- --complement c2'
same "-f default TAB" 'cut -f 2 c3'
same "-f range" 'cut -f 2- c3'
same "-f -M" 'cut -f -2 c3'
same "-f beyond" 'cut -f 4 c3'
same "-d" 'cut -d : -f 2 c'
same "-d -f open" 'cut -d : -f 5- c'
same "-s" 'cut -d : -f 1 -s c'
same "--output-delimiter fields" 'cut -f 1,3 --output-delimiter=:: c3'
same "empty --output-delimiter is NUL" 'cut -f 1,3 --output-delimiter= c3 | od -c'
same "-d empty is NUL" 'cut -f 1 -d "" c'
same "--complement fields" 'cut -d: -f2 --complement --output-delimiter=- c'
same "-z" 'printf "a\tb\0c\0" | cut -z -f 2 | od -c'
same "no newline at end" 'cut -d : -f 2 nonl'
same "stdin and -" 'cut -b 1 - c < c2'
same "missing file" 'cut -b 1 nosuch c; echo $?'
same "huge line" 'awk "BEGIN { for (i = 0; i < 200000; i++) printf \"%d:\", i; print \"\" }" | cut -d : -f 100000-100002'
same "NUL bytes" 'printf "a\0b:c\0d\n" | cut -d : -f 2 | od -c'
same "long options" 'cut --delimiter=: --fields=1 --only-delimited c; cut --bytes=2 c; cut --characters=2 c'
# the first line of the message and the status (GNU's "Try" line is our
# Usage line)
for l in "-b 0" "-f 0" "-c 0-2" "-f 3-1" "-f -" "-f ''" "-b 1 -f 2" "" \
    "-d :" "-d :: -f1" "-b 1 -d :" "-b 1 -s" "-b a" "-f 1,,2" "-f a" \
    "-f 99999999999999999999" "-b 99999999999999999999" "-b 2--" \
    "-f 1-2-3" "-b 1:2" "-f 1,2x,3" "-f 2-x" "-f -0" "-f ," \
    "-f 1-18446744073709551616" "-b 1 -b 2"; do
	same "bad list $l" "cut $l c 2> e; echo \$?; head -n 1 e"
done
