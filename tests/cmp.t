# cmp.t - cmp, compared with GNU diffutils' cmp
needs applet cmp
printf 'abc\ndef\n' > c1
printf 'abc\ndxf\n' > c2
printf 'abc\n' > c3
printf 'abc' > c4
printf '\200\377\n\001' > h1
printf '\201\000\n\177' > h2
: > e
randbytes 3000 > r
randbytes 3000 5 > s
randbytes 200 > r200
randbytes 200 9 > s200
randbytes 300000 > big
{ cat big; printf x; } > big2

same "equal" 'cmp c1 c1; echo $?; cp c1 copy; cmp c1 copy; echo $?; rm copy'
same "differ" 'cmp c1 c2; echo $?'
same "random" 'cmp r s; echo $?'
same "EOF after a line" 'cmp c1 c3; echo $?; cmp c3 c1; echo $?'
same "EOF in a line" 'cmp c4 c3; echo $?; cmp c4 c1'
same "EOF on empty" 'cmp e c1; echo $?; cmp c1 e; echo $?; cmp e e; echo $?'
same "-b" 'cmp -b c1 c2; cmp --print-bytes h1 h2'
same "-l" 'cmp -l c1 c2; echo $?; cmp -l r s | sed -n 1,5p'
same "-l -b" 'cmp -lb c1 c2; cmp -l -b h1 h2'
same "-l with EOF" 'cmp -l c1 c3; echo $?; cmp --verbose e c1'
same "-l width from sizes" 'cmp -l r200 s200 | sed -n 1,3p; cmp -l r s200 | sed -n 1,2p; cmp -l -n 50 r200 s200 | sed -n 1,2p'
same "-l width from -n" 'cmp -l -n 5000 r s | sed -n 1,2p; cmp -l -n 0x10 c1 c2'
same "-l width on pipes" 'cat c1 | cmp -l - c2; cat c1 | cmp -l - c2 - 2>/dev/null; echo $?'
same "-s" 'cmp -s c1 c2; echo $?; cmp -s c1 c1; echo $?; cmp --quiet c1 c3; echo $?; cmp --silent c1 nofile; echo $?'
same "-i" 'cmp -i 1 c1 c2; cmp -i 1:2 c1 c2; cmp --ignore-initial=2 c1 c3; echo $?'
same "-i suffixes" 'cmp -i 1k r s; echo $?; cmp -i 1kB r s; cmp -i 1KiB r s; cmp -i 0x10 r s; cmp -i 010 r s'
same "-i past the ends" 'cmp -i 99999999999 c1 c2; echo $?; cmp -i 10 c1 c2; echo $?; cmp -l -i 150:0 r200 s200 | sed -n 1,2p'
check -s 2 -e "cmp: invalid --ignore-initial value 'x'\nUsage: cmp [-bls] [-i SKIP1[:SKIP2]] [-n BYTES] FILE1 [FILE2 [SKIP1 [SKIP2]]]\n" \
	"-i x" 'cmp -i x c1 c2' ""
check -s 2 -e "cmp: invalid --ignore-initial value '1b'\nUsage: cmp [-bls] [-i SKIP1[:SKIP2]] [-n BYTES] FILE1 [FILE2 [SKIP1 [SKIP2]]]\n" \
	"-i 1b" 'cmp -i 1b c1 c2' ""
check -s 2 -e "cmp: invalid --ignore-initial value '1Y'\nUsage: cmp [-bls] [-i SKIP1[:SKIP2]] [-n BYTES] FILE1 [FILE2 [SKIP1 [SKIP2]]]\n" \
	"-i 1Y" 'cmp -i 1Y c1 c2' ""
check -s 2 -e "cmp: invalid --ignore-initial value '-1'\nUsage: cmp [-bls] [-i SKIP1[:SKIP2]] [-n BYTES] FILE1 [FILE2 [SKIP1 [SKIP2]]]\n" \
	"-i -1" 'cmp -i -1 c1 c2' ""
same "skip operands" 'cmp c1 c2 5 5; echo $?; cmp c1 c2 0x1 0; cmp c1 c2 1'
same "-n" 'cmp -n 5 c1 c2; echo $?; cmp -n 6 c1 c2; cmp --bytes=3 c1 c3; echo $?; cmp -n 0 c1 e; echo $?'
check -s 2 -e "cmp: invalid --bytes value 'x'\nUsage: cmp [-bls] [-i SKIP1[:SKIP2]] [-n BYTES] FILE1 [FILE2 [SKIP1 [SKIP2]]]\n" \
	"-n x" 'cmp -n x c1 c2' ""
check -s 2 -e "cmp: invalid --bytes value '99999999999999999999'\nUsage: cmp [-bls] [-i SKIP1[:SKIP2]] [-n BYTES] FILE1 [FILE2 [SKIP1 [SKIP2]]]\n" \
	"-n 99999999999999999999" 'cmp -n 99999999999999999999 c1 c2' ""
same "stdin" 'cmp - c1; echo $?; cmp c1' 'abc\nxyz\n'
same "stdin second" 'cmp c2 -' 'abc\ndef\n'
same "stdin twice" 'cmp - -; echo $?' 'abc'
same "missing file" 'cmp c1 nofile; echo $?; cmp nofile c1; echo $?'
same "directory" 'cmp c1 /; echo $?; cmp -s / c1; echo $?'
same "big files" 'cmp big big2; echo $?; cmp big2 big; cmp -l big big2; echo $?'
same "big differ late" 'cp big b3; printf z | dd of=b3 bs=1 seek=299990 conv=notrunc 2>/dev/null; cmp big b3; cmp -l big b3; rm b3'
check -s 2 -e "cmp: options -l and -s are incompatible\nUsage: cmp [-bls] [-i SKIP1[:SKIP2]] [-n BYTES] FILE1 [FILE2 [SKIP1 [SKIP2]]]\n" \
	"-l -s" 'cmp -l -s c1 c2' ""
check -s 2 -e "cmp: missing operand\nUsage: cmp [-bls] [-i SKIP1[:SKIP2]] [-n BYTES] FILE1 [FILE2 [SKIP1 [SKIP2]]]\n" \
	"no operand" 'cmp' ""
check -s 2 -e "cmp: extra operand 'e'\nUsage: cmp [-bls] [-i SKIP1[:SKIP2]] [-n BYTES] FILE1 [FILE2 [SKIP1 [SKIP2]]]\n" \
	"extra operand" 'cmp a b 1 2 e' ""
check -s 2 -e "cmp: invalid option -- 'x'\nUsage: cmp [-bls] [-i SKIP1[:SKIP2]] [-n BYTES] FILE1 [FILE2 [SKIP1 [SKIP2]]]\n" \
	"bad option" 'cmp -x c1 c2' ""
same "-i GNU suffix forms" 'cmp -i 1KD r s; echo $?; cmp -i k r s; echo $?; cmp -i 1m r s 2>/dev/null; echo $?'
