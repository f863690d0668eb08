# hexdump.t - hexdump and hd, compared with util-linux's (bsdextrautils)
# HO=1: 16-bit and wider words in the host's byte order (skipped on s390x)
# in every part (TEST_PART): multi-byte values and their byte order
needs applet hexdump
printf 'abcdefghijklmnopqrstuvwxyz0123456789\001\377\n' > a
printf '\000\001\007\010\011\012\013\014\015\033 ~\177\200\240\377' > ctl
randbytes 3000 > r
head -c 1000 /dev/zero > z
: > e
randbytes 300000 > b
printf '%s\n' '# a comment' '' '"%07.7_ax " 16/1 "%02x " "\n"' '"%_Ad\n"' > fmt

HO=1 same "default" 'hexdump a'
same "-C" 'hexdump -C a; hexdump -C ctl'
same "hd" 'hd a' 
same "-b" 'hexdump -b a'
same "-c" 'hexdump -c a; hexdump -c ctl'
HO=1 same "-d" 'hexdump -d a'
HO=1 same "-o" 'hexdump -o a'
HO=1 same "-x" 'hexdump -x a'
HO=1 same "several formats" 'hexdump -bcCdox r'
same "-C random" 'hexdump -C r'
same "zeros *" 'hexdump -C z; hexdump -b z'
same "-v" 'hexdump -v -C z'
same "-n" 'hexdump -C -n 5 a; hexdump -n 0 -C a'
same "-s" 'hexdump -C -s 5 a; hexdump -C -s 5 -n 20 a'
same "-s past the end" 'hexdump -C -s 100 a; echo $?'
same "empty" 'hexdump e; hexdump -C e; echo $?'
same "stdin" 'hexdump -C' 'hello\n'
same "several files" 'hexdump -C a a'
same "missing file" 'hexdump -C a nofile; echo $?'
same "only missing files" 'hexdump nofile nofile2; echo $?'
HO=1 same "-e address and words" 'hexdump -e '"'"'"%_ad: " 2/2 "%04x " "|" "\n"'"'"' a'
same "-e %_u" 'hexdump -e '"'"'8/1 "%_u|" "\n"'"'"' ctl'
same "-e %_c" 'hexdump -e '"'"'4/1 "%_c" "\n"'"'"' ctl'
same "-e %_p" 'hexdump -e '"'"'16/1 "%_p" "\n"'"'"' ctl'
same "-e bytes" 'hexdump -e '"'"'16/1 "%02x " "\n"'"'"' a'
same "-e with _A" 'hexdump -e '"'"'"%08.8_ax " 16/1 "%02X" "\n"'"'"' -e '"'"'"%_Ad\n"'"'"' a'
same "-e signed and octal" 'hexdump -e '"'"'8/1 "%4d" 8/1 " %03o" "\n"'"'"' ctl'
HO=1 same "-e ints" 'hexdump -e '"'"'"%d\n"'"'"' a; hexdump -e '"'"'1/4 "%x\n"'"'"' a'
HO=1 same "-e floats" 'hexdump -e '"'"'"%e\n"'"'"' a; hexdump -e '"'"'1/4 "%f\n"'"'"' a'
same "-e char" 'hexdump -e '"'"'"%c"'"'"' a'
same "-e with -C" 'hexdump -C -e '"'"'"x\n"'"'"' a'
same "-f" 'hexdump -f fmt a; hexdump -f nofmt a; echo $?'
same "-e bad" 'hexdump -e '"'"'"%s"'"'"' a; hexdump -e '"'"'"%q"'"'"' a; hexdump -e '"'"'3/3 "%x"'"'"' a; hexdump -e x a; echo $?'
same "big" 'hexdump -C b | md5sum; hexdump -b b | tail -2'
same "-s across files" 'hexdump -C -s 45 a a; hexdump -C -s 3 nofile a; echo $?'
same "-n across files" 'hexdump -C -n 50 a a'
same "-s and -n across files" 'hexdump -C -s 30 -n 20 a e a'
same "-s on a device" 'hexdump -s 5 /dev/null; hexdump -C -s 5 -n 4 /dev/zero'
