# md5sum.t - md5sum, sha1sum, sha256sum and sha512sum, compared with GNU
# coreutils: digests (the padding boundaries, a file bigger than the read
# buffer), the line formats, escaped names, -c with its options, warnings
# and exit statuses, and the usage errors
needs applet md5sum
mkfile a 'abc'
mkfile empty ''
mkfile 'b\c' 'x\n'
mkfile "$(printf 'n\nl')" 'y'
mkfile "$(printf 'cr\rx')" 'z'
randbytes 200000 > rand
for n in 1 55 56 63 64 65 111 112 113 127 128 129 1000; do
	head -c $n rand > r$n
done
mkdir dir
for t in md5sum sha1sum sha256sum sha512sum; do
	same "$t files" "$t a empty rand"
	same "$t boundaries" "$t r1 r55 r56 r63 r64 r65 r111 r112 r113 r127 r128 r129 r1000"
	same "$t stdin" "$t < a"
	same "$t -" "$t - a - < a"
	same "$t --tag" "$t --tag a rand"
	same "$t -z" "$t -z a rand | tr '\\0' @"
	same "$t escaped names" "$t 'b\\c' n?l cr?x"
	same "$t -c" "$t a rand > l && $t -c l; echo \$?; rm l"
	same "$t -c tagged" "$t --tag a rand > l && $t -c l; echo \$?; rm l"
	same "$t -c FAILED" "$t a rand > l && $t empty | sed 's/empty/rand/' >> l && $t -c l; echo \$?; rm l"
	same "$t -c -w" "{ $t a; echo junk; $t --tag rand; echo; echo '# note'; } > l && $t -c -w l; echo \$?; rm l"
	same "$t -c escaped" "$t 'b\\c' n?l cr?x > l && $t -c l; echo \$?; rm l"
done
same "-b" 'md5sum -b a rand'
same "-t" 'md5sum -t a'
same "-b -t: the last wins" 'md5sum -b -t a; md5sum -t -b a'
same "--tag -b" 'md5sum --tag -b a'
same "--tag -t" 'md5sum --tag -t a'
same "-t --tag" 'md5sum -t --tag a'
same "--tag -b -t" 'md5sum --tag -b -t a'
same "-b --tag -t" 'md5sum -b --tag -t a'
same "--tag -z escapes nothing" "md5sum --tag -z 'b\\c' n?l | tr '\\0' @"
same "--binary --text --zero" 'md5sum --binary a && md5sum --text a && md5sum --zero a | tr "\\0" @'
same "missing file" 'md5sum nonexistent a; echo $?'
same "a directory" 'md5sum dir a; echo $?'
same "name quoted in messages" "md5sum 'no such'; echo \$?"
same "-c OK" 'md5sum a > l && md5sum -c l; echo $?; rm l'
same "-c --check from stdin" 'md5sum a | md5sum --check; echo $?'
same "-c - from stdin" 'md5sum a | md5sum -c -; echo $?'
same "-c --quiet" 'md5sum a rand > l && md5sum empty | sed s/empty/a/ >> l && md5sum -c --quiet l; echo $?; rm l'
same "-c --quiet all good" 'md5sum a rand > l && md5sum -c --quiet l; echo $?; rm l'
same "-c --status bad" 'md5sum empty | sed s/empty/a/ > l && md5sum -c --status l; echo $?; rm l'
same "-c --status good" 'md5sum a > l && md5sum -c --status l; echo $?; rm l'
same "-c --status missing" 'echo "900150983cd24fb0d6963f7d28e17f72  gone" > l && md5sum -c --status l; echo $?; rm l'
same "-c several mismatches" 'md5sum empty empty | sed s/empty/a/ > l && md5sum -c l; echo $?; rm l'
same "-c missing files" 'printf "%s  gone\n%s  gone2\n" 900150983cd24fb0d6963f7d28e17f72 900150983cd24fb0d6963f7d28e17f72 > l && md5sum -c l; echo $?; rm l'
same "-c a directory listed" 'echo "900150983cd24fb0d6963f7d28e17f72  dir" > l && md5sum -c l; echo $?; rm l'
same "-c --ignore-missing" 'printf "%s  gone\n%s  a\n" 900150983cd24fb0d6963f7d28e17f72 900150983cd24fb0d6963f7d28e17f72 > l && md5sum -c --ignore-missing l; echo $?; rm l'
same "-c --ignore-missing nothing verified" 'echo "900150983cd24fb0d6963f7d28e17f72  gone" > l && md5sum -c --ignore-missing l; echo $?; rm l'
same "-c --ignore-missing a directory" 'echo "900150983cd24fb0d6963f7d28e17f72  dir" > l && md5sum -c --ignore-missing l; echo $?; rm l'
same "-c improper lines" '{ md5sum a; echo garbage; } > l && md5sum -c l; echo $?; rm l'
same "-c --strict" '{ md5sum a; echo garbage; } > l && md5sum -c --strict l; echo $?; rm l'
same "-c -w --strict" '{ echo x; md5sum a; echo y; } > l && md5sum -c -w --strict l; echo $?; rm l'
same "-c no proper line" 'echo garbage > l && md5sum -c l; echo $?; md5sum -c -w l; echo $?; rm l'
same "-c empty list" 'md5sum -c empty; echo $?'
same "-c no proper line on stdin" 'echo garbage | md5sum -c; echo $?'
same "-c missing list" 'md5sum -c nolist; echo $?'
same "-c a directory as list" 'md5sum -c dir; echo $?'
same "-c two lists" 'md5sum a > l1 && md5sum empty | sed s/empty/a/ > l2 && md5sum -c l1 l2 l1; echo $?; rm l1 l2'
same "-c binary mark" 'md5sum -b a rand > l && md5sum -c l; echo $?; rm l'
same "-c upper-case hex" 'md5sum a | tr a-f A-F > l && md5sum -c l; echo $?; rm l'
same "-c CRLF lines" 'md5sum a rand | sed "s/\$/\\r/" > l && md5sum -c l; echo $?; rm l'
same "-c leading blanks" 'md5sum a | sed "s/^/  /" > l && md5sum -c l; echo $?; rm l'
same "-c tag forms" 'printf "MD5 (a) = %s\nMD5(a)= %s\nMD5 (a)=%s\nMD5  (a) = %s\n" 900150983cd24fb0d6963f7d28e17f72 900150983cd24fb0d6963f7d28e17f72 900150983cd24fb0d6963f7d28e17f72 900150983cd24fb0d6963f7d28e17f72 > l && md5sum -c -w l; echo $?; rm l'
same "-c another algorithm's tag" 'sha1sum --tag a > l && md5sum -c -w l; echo $?; rm l'
same "-c a name with parentheses" 'cp a "p)q (r" && md5sum --tag "p)q (r" > l && md5sum -c l; echo $?; rm l "p)q (r"'
same "-c short digest" 'md5sum a | cut -c 2- > l && md5sum -c -w l; echo $?; rm l'
same "-c empty name" 'echo "900150983cd24fb0d6963f7d28e17f72  " > l && md5sum -c -w l; echo $?; rm l'
same "-c bad escape" 'printf "\\\\900150983cd24fb0d6963f7d28e17f72  a\\\\qb\n" > l && md5sum -c -w l; echo $?; rm l'
# BSD's reversed lines: the first untagged line decides the form
same "-c BSD reversed lines" 'printf "%s a\n%s  a\n" 900150983cd24fb0d6963f7d28e17f72 900150983cd24fb0d6963f7d28e17f72 > l && md5sum -c l; echo $?; rm l'
same "-c GNU lines first" 'printf "%s  a\n%s a\n%s *a\n" 900150983cd24fb0d6963f7d28e17f72 900150983cd24fb0d6963f7d28e17f72 900150983cd24fb0d6963f7d28e17f72 > l && md5sum -c -w l; echo $?; rm l'
same "-c tab separators" 'printf "%s\ta\n" 900150983cd24fb0d6963f7d28e17f72 > l && md5sum -c l; echo $?; printf "%s\t*a\n" 900150983cd24fb0d6963f7d28e17f72 > l && md5sum -c l; echo $?; rm l'
same "-c the form holds across lists" 'printf "%s a\n" 900150983cd24fb0d6963f7d28e17f72 > l1 && md5sum a > l2 && md5sum -c l1 l2; echo $?; rm l1 l2'
same "-c - as a listed name" 'echo "900150983cd24fb0d6963f7d28e17f72  -" > l && md5sum -c l < a; echo $?; rm l'
same "sha256sum -c -w names its format" '{ sha256sum a; echo junk; } > l && sha256sum -c -w l; echo $?; rm l'
same "sha512sum -c against sha1sum's list" 'sha1sum a > l && sha512sum -c l; echo $?; rm l'
same "--status without -c" 'md5sum --status a; echo $?'
same "--quiet without -c" 'md5sum --quiet a; echo $?'
same "--strict without -c" 'md5sum --strict a; echo $?'
same "-w without -c" 'md5sum -w a; echo $?'
same "--ignore-missing without -c" 'md5sum --ignore-missing a; echo $?'
same "the first of the -c-only options" 'md5sum --status --warn a; md5sum --warn --quiet a; md5sum --strict --ignore-missing a; md5sum --status --strict a'
same "-c --tag" 'md5sum -c --tag a; echo $?'
same "-c -b" 'md5sum -c -b a; echo $?'
same "-c -t" 'md5sum -c -t a; echo $?'
same "-c -z" 'md5sum -c -z a; echo $?'
same "-c -z --tag" 'md5sum -c -z --tag a; echo $?'
check -s 1 -e "md5sum: unrecognized option '--bogus'\nUsage: md5sum [-bctwz] [--tag] [FILE]...\n" \
	"unknown option" 'md5sum --bogus a' ""
