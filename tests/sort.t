# sort.t - sort, compared with GNU sort (LC_ALL=C: run.sh sets it)
needs applet sort
mkfile words "banana\nApple\ncherry\n  date\napple\nBanana\n\n-lemon\nfig\n\tkiwi\napple\n"
mkfile nums "10\n9\n-3\n0\n-0\n.5\n00012\n12.000\n1e3\nabc\n\n-\n 7\n-1.5\n3.14\n123456789012345678901\n123456789012345678902\n"
mkfile fields "b:2:x 10\na:10:y 9\nc:1:x 10\na:2:z 1\nb:10:y 2\n  d:3:q 4\n"
mkfile general "1e3\n-inf\ninf\n0x10\n+5\n1.5\nnan\n-2\nfoo\n1e-3\n"
mkfile human "1K\n2M\n1G\n-1k\n0\n5\n1.5K\n999\n-2M\n3T\nx\n"
mkfile months "Mar x\nfeb\nDEC\njan\n  Aug\nfoo\nMAY\njanuary\n"
mkfile versions "a2\na10\na1\nfoo-1.10.txt\nfoo-1.2.txt\nfoo-1.2\nhello-8.txt\nhello-8.2.txt\n1.0~rc1\n1.0\n.hidden\n..\n.\n.a\n..b\nx01\nx1\n"
mkfile s1 "a\nc\ne\n"
mkfile s2 "b\nd\nf\n"
mkfile unsorted "b\na\nc\n"
mkfile nonl "z\ny"
# 20,000 lines of pseudo-random words and numbers: bigger than -S 64k
awk 'BEGIN { x = 7; for (i = 0; i < 20000; i++) {
	x = (x * 69069 + 1) % 4294967296
	printf "%s%d %d\n", substr("qwertyuiopasdfghjkl", x % 19 + 1, 3),
	    x % 1000, x % 9999 - 5000 } }' > big

same "default" 'sort words'
same "several files and stdin" 'sort s2 - s1' "x\nb\n"
same "no newline at the end" 'sort nonl s1'
same "-r" 'sort -r words'
same "-f" 'sort -f words'
same "-fu" 'sort -fu words'
same "-d" 'sort -d words'
same "-i" 'sort -i words'
same "-b" 'sort -b words'
same "-u" 'sort -u words'
same "-s -f" 'sort -s -f words'
same "-n" 'sort -n nums'
same "-nr" 'sort -nr nums'
same "-nu" 'sort -nu nums'
same "-n -s" 'sort -n -s nums'
same "-g" 'sort -g general'
same "-gr" 'sort -gr general'
same "-h" 'sort -h human'
same "-hr" 'sort -hr human'
same "-M" 'sort -M months'
same "-Mr" 'sort -Mr months'
same "-V" 'sort -V versions'
same "-Vr" 'sort -Vr versions'
same "-V on a key" 'sort -t, -k2V,2 -k1,1' "x,.a\ny,.0\nz,a1.tar\nw,a01.tar.gz\nv,a1~\nu,\n"
same "-k2" 'sort -k2 fields'
same "-t: -k2n" 'sort -t: -k2n fields'
same "-t: -k2,2n -k1,1r" 'sort -t: -k2,2n -k1,1r fields'
same "-t: -k3.2,3.2 -k1" 'sort -t: -k3.2,3.2 -k1 fields'
same "-k2n with blanks as separators" 'sort -k2n fields'
same "-k1.2b" 'sort -k1.2b fields'
same "-b -k1.2" 'sort -b -k1.2 fields'
same "-k1.3,1.3" 'sort -k1.3,1.3 fields'
same "-k end before start" 'sort -k1.3,1.1 fields'
same "-k2,2nr -u" 'sort -t: -k2,2nr -u fields'
same "-k with per-key flags and global -r" 'sort -r -k2,2n -k1,1 -t: fields'
same "-t tab" 'printf "b\t2\na\t10\nc\t1\n" | sort -t "	" -k2n'
same "-t NUL" 'printf "b\0002\na\00010\n" | sort -t "\\0" -k2n | tr "\0" :'
same "-z" 'printf "b\na\0a\0c" | sort -z | tr "\0" :'
same "-R keeps the lines" 'sort -R words | sort'
same "-R keeps equal keys together" 'sort -R -k1,1 -t: fields | cut -d: -f1 | uniq | sort | uniq -d | wc -l'
same "-c sorted" 'sort -c s1; echo $?'
same "-c disorder" 'sort -c unsorted; echo $?'
same "-c stdin" 'sort -c; echo $?' "a\nc\nb\n"
same "-cu equal lines" 'sort -cu; echo $?' "a\na\n"
same "-C" 'sort -C unsorted; echo $?'
same "--check=quiet" 'sort --check=quiet unsorted; echo $?'
same "-c -n" 'sort -c -n; echo $?' "2\n10\n9\n"
same "-c with two files" 'sort -c s1 s2; echo $?'
same "-cC" 'sort -cC s1; echo $?'
same "-c -o" 'sort -c -o x s1; echo $?'
same "-m" 'sort -m s1 s2'
same "-m -u" 'sort -mu s1 s1 s2'
same "-m many files" 'for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18; do echo $i > mg$i; done; sort -m -n mg*; rm mg*'
same "-o" 'sort -o out words; cat out; rm out'
same "-o onto its input" 'cp words w; sort -o w w; cat w; rm w'
same "-m -o onto an input" 'cp s2 w; sort -m s1 w -o w; cat w; rm w'
same "external merge, -S 64k" 'sort -S 64k big | cksum'
same "external merge -n -u" 'sort -S 64k -n -u -k2 big | cksum'
same "external merge -r onto its input" 'cp big b2; sort -S 64k -r -o b2 b2; cksum < b2; rm b2'
same "-S suffixes" 'sort -S 1M s1; sort -S 100b s1; sort -S 1% s1'
same "temporary directory missing" 'sort -S 64k -T ./nodir big; echo $?'
check "temporary files are gone while merging" \
	'mkdir t; sort -S 64k -T t big | { dd bs=1 count=1 2>/dev/null; ls -A t; cat > /dev/null; }; rm -r t' "a"
same "missing file" 'sort s1 nosuch; echo $?'
same "directory" 'sort .; echo $?'
same "-o into a missing directory" 'sort -o nodir/x s1; echo $?'
same "write error" 'sort s1 > /dev/full; echo $?'
same "bad -k: field zero" 'sort -k0 s1; echo $?'
same "bad -k: character zero" 'sort -k1.0 s1; echo $?'
same "bad -k: not a number" 'sort -k x s1; echo $?'
same "bad -k: after comma" 'sort -k1,x s1; echo $?'
same "bad -k: after dot" 'sort -k1. s1; echo $?'
same "bad -k: stray character" 'sort -k1,2Q s1; echo $?'
same "bad -k: end field zero" 'sort -k1,0 s1; echo $?'
same "incompatible -gn" 'sort -gn s1; echo $?'
same "incompatible key flags" 'sort -k1,1dM s1; echo $?'
same "bad -S" 'sort -S x s1; echo $?; sort -S 5x s1; echo $?'
same "bad -t" 'sort -t ab s1; echo $?; sort -t "" s1; echo $?'
same "--parallel" 'sort --parallel=2 s1; sort --parallel=0 s1; echo $?'
