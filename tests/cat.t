# cat.t - cat, compared with GNU cat
needs applet cat
mkfile a "one\ntwo\n\n\n\nthree\n"
mkfile b "no newline at end"
mkfile c "\tx\n\n"
awk 'BEGIN { for (i = 0; i < 256; i++) printf "%c", i; print "" }' > bytes
mkfile empty ""
same "one file" 'cat a'
same "several files" 'cat a b c'
same "stdin" 'cat' "from stdin\n"
same "- is stdin" 'cat a - b' "middle\n"
same "empty file" 'cat empty'
same "-u" 'cat -u a'
same "all bytes pass through" 'cat bytes | od -An -tx1 | md5sum'
same "missing file, others still printed" 'cat a nosuch b; echo " status $?"'
same "directory" 'mkdir -p d; cat d a; echo " $?"'
same "input is output" 'cp a f; cat f >> f; echo $?; cat f'
same "input is output, empty file is fine" ': > g; cat g >> g; echo $?'
same "write error" 'cat a > /dev/full; echo $?'
same "write error, filtered" 'cat -n a > /dev/full; echo $?'
same "large file" 'seq 200000 > big; cat big big | md5sum'
check -s 1 -e "cat: invalid option -- 'x'\nUsage: cat [-u] [-nbsvetAET] [FILE]...\n" \
	"unknown option" 'cat -x a' ""
needs config CAT_GNU
same "-n" 'cat -n a'
same "-n across files" 'cat -n a b c'
same "-b" 'cat -b a c'
same "-b overrides -n" 'cat -nb a'
same "-s" 'cat -s a'
same "-s across files" 'cat -s c c a'
same "-sn" 'cat -sn a c'
same "-v" 'cat -v bytes'
same "-A" 'cat -A bytes c'
same "-e" 'cat -e c bytes'
same "-t" 'cat -t c bytes'
same "-E" 'cat -E a b'
same "-T" 'cat -T c'
same "long options" 'cat --number --squeeze-blank a; cat --show-all c; cat --number-nonblank --show-ends --show-tabs c; cat --show-nonprinting bytes'
same "long option abbreviated" 'cat --squeeze a'
check -s 1 -e "cat: option '--num' is ambiguous\nUsage: cat [-u] [-nbsvetAET] [FILE]...\n" \
	"long option ambiguous" 'cat --num a' ""
same "options after operands" 'cat a -n'
same "-- ends options" 'cat -n -- a'
same "numbers past 999999" 'seq 1000002 | cat -n | tail -2'
