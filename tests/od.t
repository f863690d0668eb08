# od.t - od, compared with GNU od
# HO=1: multi-byte values in the host's order (skipped on s390x); LD=1:
# long or long double sizes of x86-64
# in every part (TEST_PART): multi-byte values and their byte order
needs applet od
printf 'abcdefghijklmnopqrstuvwxyz0123456789\001\377\n' > a
randbytes 4000 > r
randbytes 1000 3 > r2
head -c 1000 /dev/zero > z
printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab' > dup
printf '\000\001\007\010\011\012\013\014\015\033 ~\177\200\240\377' > ctl
: > empty

HO=1 same "default" 'od a'
same "-b" 'od -b a'
same "-c" 'od -c ctl a'
same "-a" 'od -a ctl a'
same "-t x1z -A x" 'od -t x1z -A x a'
same "-A d" 'od -A d -t x1 a'
same "-A n" 'od -An -t x1 -t c a'
same "-A n default" 'od -An -b a'
HO=1 same "-c -x lined up" 'od -c -x a'
HO=1 same "-t x1 -t o2 pad" 'od -t x1 -t o2 a'
HO=1 same "-t c -t x4 -t d2" 'od -t c -t x4 -t d2 a'
HO=1 same "-t d1 -t u8 partial" 'od -t d1 -t u8 a'
HO=1 same "-t x1z -t f8 partial" 'od -N5 -t x1z -t f8 a'
HO=1 same "traditional letters" 'od -bcdfilosx a'
LD=1 HO=1 same "upper letters" 'od -BDeFhHILOX a'
same "-t z on a and c" 'od -taz -tcz a'
HO=1 same "-t combined" 'od -tdS -tuI -txC a'
LD=1 HO=1 same "-t oL" 'od -toL a'
HO=1 same "-t defaults" 'od -td -tf -to -tu -tx a'
HO=1 same "-t empty" 'od -t "" a'
HO=1 same "-t f4 random" 'od -tf4 r'
HO=1 same "-t f8 random" 'od -tf8 r'
LD=1 HO=1 VG="Valgrind computes long double as double" same "-t fL random" 'od -tfL r'
HO=1 same "-t d all sizes" 'od -td1 -td2 -td4 -td8 r2'
HO=1 same "-t u all sizes" 'od -tu1u2u4u8 r2'
HO=1 same "-t x8 o8 o1" 'od -tx8 -to8 -to1 r2'
same "-t a c random" 'od -ta -tc r2'
same "--endian=big" 'od --endian=big -tx2 -tf8 -td4 -tu8 -to4 r'
same "--endian=little" 'od --endian little -tx4 -tf4 -td2 -tu8 -tx8 r'
same "--endian=big floats" 'od --endian=big -tfF -tfD -w32 r2'
check -s 1 -e "od: invalid argument 'mid' for '--endian'\nUsage: od [-abcdfilosxv] [-A RADIX] [-j BYTES] [-N BYTES] [-t TYPE]\n" \
	"--endian bad" 'od --endian=mid a' ""
check -s 1 -e "od: unrecognized option '--traditional'\nUsage: od [-abcdfilosxv] [-A RADIX] [-j BYTES] [-N BYTES] [-t TYPE]\n" \
	"--traditional is not implemented" 'od --traditional a' ""
same "zeros *" 'od z'
same "-v" 'od -v -tx1 z'
same "duplicates" 'od -tx1 dup'
same "duplicates -w4" 'od -w4 -tx1 dup'
same "duplicates over files" 'od -tx1z dup z dup'
same "-w" 'od -w -tx1 a'
HO=1 same "-w bad widths" 'od -w5 -tx2 a; od -w0 -tx1 -N3 a'
same "-w not a number" 'od -wx a; echo $?'
same "-w large" 'od -w1000 -tx1 r'
same "-w3 mixed" 'od -Ad -w3 -tx1 -to1 -tc r2'
same "-w64 mixed" 'od -w64 -tx1 -tc --endian=little -tf8 r'
same "partial mixed" 'od -N 13 -ta -tx1 --endian=big -tf4 -tx8 r'
same "several files" 'od -tx1 a a'
same "missing file" 'od -c a nofile a; echo $?'
same "only missing files" 'od nofile; echo $?; od -j 3 nofile; echo $?'
same "directory" 'od -c /; echo $?'
same "empty" 'od empty; od -An empty; od < empty'
same "stdin" 'od -c' 'hello\nworld\n'
same "stdin dash" 'od -c - a -' 'xyz'
same "-j" 'od -j30 -Ad -c a'
same "-j across files" 'od -j 50 -c a a'
same "-j to the end" 'od -j 39 -c a z | tail -3'
same "-j past the end" 'od -j 1000 z; echo $?; od -j 50 a nofile; echo $?'
same "-j on a pipe" 'cat a | od -j 7 -c'
same "-j past a pipe" 'cat a | od -j 70 -c; echo $?'
same "-j hex and octal" 'od -j 0x10 -N 8 -c a; od -j 010 -N 8 -c a'
same "-j suffixes" 'od -j 1b -c r | head -2; od -j 1k -N4 -tx1 r; od -j 1KB -N4 -tx1 r; od -j 1KiB -N4 -tx1 r'
same "-j bad" 'od -j 1x a; echo $?; od -j x a; echo $?; od -N 1Y a; echo $?; od -j -1 a; echo $?'
same "-N" 'od -N 5 -c a; od -N 0 a'
same "-N across files" 'od -N 50 -c a a'
same "-N and -j" 'od -j 40 -N 3 -c a z'
same "offset operand" 'od -c a +10; od -c a 10; od -b a 0x10'
same "offset operand blocks" 'od -c r 1b | head -2'
same "offset operand on stdin" 'od -c +1' 'abcd'
same "not an offset" 'od -c a 10.; od -t c a 12; echo $?'
same "-t bad" 'od -tx3 a; od -td16 a; od -tq a; od -tfS a; od -tx1C a; od -tc1 a; od -td0 a; od -tzx a; od -ta1 a; echo $?'
same "-t f2 bad" 'od -tf2 a; echo $?'
same "-A bad" 'od -Aq a; echo $?'
same "big input" 'od -tx1z -Ax r r r r | md5sum'
same "-j on a device" 'od -j 5 /dev/null; od -j 5 -N 4 -tx1 /dev/zero'
same "-j GNU suffix forms" 'od -j 1KD -N4 -tx1 r; od -j k -N4 -tx1 r; od -j " +1kD" -N4 -tx1 r; od -j 1MD r; echo $?'
