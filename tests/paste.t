# paste.t - paste, compared with GNU paste
needs applet paste
REF=paste
mkfile p1 "1\n2\n3\n"
mkfile p2 "a\nb\n"
mkfile p3 "x\ny"
mkfile empty ""
same "two files" 'paste p1 p2'
same "shorter first" 'paste p2 p1'
same "no newline at end" 'paste p3 p1'
same "-d list cycles" 'paste -d ,: p1 p2 p3'
same "-d more than files" 'paste -d ab p1 p1 p1 p1 p1'
same "-d escapes" 'paste -d "\t\\\\x" p1 p2 p1 p1'
same "-d newline" 'paste -d "\n" p1 p2'
same "-d \\0" 'paste -d "\0" p1 p2'
same "-d empty" 'paste -d "" p1 p2'
same "-d other escape" 'paste -d "\q" p1 p2'
same "-d trailing backslash" 'paste -d "a\\" p1 p2; echo $?'
same "-s" 'paste -s p1 p2 p3'
same "-s -d" 'paste -s -d ", " p1 p2 p3'
same "-s empty file" 'paste -s empty p1'
same "-s empty stdin" 'paste -s' ""
same "- twice" 'paste - -' "1\n2\n3\n"
same "- among files" 'paste p1 - p2 -' "x\ny\nz\n"
same "-z" 'paste -z p1 p2 | od -c'
same "-z -s" 'printf "a\0b\0" | paste -z -s - | od -c'
same "missing file" 'paste nosuch p1; echo $?'
same "-s missing file" 'paste -s p1 nosuch p2; echo $?'
same "directory" 'mkdir -p d; paste p1 d; echo $?'
same "long options" 'paste --serial --delimiters=: p1 p2'
same "huge lines" 'awk "BEGIN { for (i = 0; i < 300000; i++) printf \"x\"; print \"\" }" > h; paste h h | wc -c'
same "NUL bytes" 'printf "a\0b\nc\n" | paste - p2 | od -c'
