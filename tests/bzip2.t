# bzip2.t - bzip2, bunzip2 and bzcat, compared with bzip2 1.0.8: our
# output read by bzip2 at every level, bzip2's read by ours (several
# streams, several blocks), corrupt and truncated input by status (2, as
# bzip2's; the codec's messages are bzip2's words on one line, checked in
# tests/unit/bz2.c, where bzip2 adds paragraphs), the messages that are
# bzip2's exactly, and nothing left under the output's name
needs applet bzip2
needs cmd bzip2
Z=$(PATH=$HOSTPATH command -v bzip2)

seq 100000 > text
randbytes 300000 > rand
cat text rand text > mixed
: > empty
printf x > one
head -c 2000000 /dev/zero > zeros
for f in text rand mixed empty one zeros; do "$Z" -c $f > r-$f.bz2; done
{ "$Z" -c text; "$Z" -c one; } > two.bz2
cp r-text.bz2 t.tbz2

check "every level read back by bzip2" \
	"for l in 1 5 9; do for f in text rand mixed empty one zeros; do bzip2 -\$l -c \$f | $Z -dc | cmp - \$f || echo \$f \$l differs; done; done; echo ok" 'ok\n'
for f in text rand mixed empty one zeros; do
	same "-dc of bzip2's $f" "bzip2 -dc r-$f.bz2 | md5sum"
done
same "several streams" 'bzip2 -dc two.bz2 | md5sum; bzcat < two.bz2 | wc -c'
same "bzip2 FILE replaces it" 'cp text c; bzip2 c; echo $?; ls c*; bzip2 -dc c.bz2 | cmp - text; rm c.bz2'
same "-k keeps it, -d gives FILE" 'cp r-one.bz2 k.bz2; bzip2 -dk k.bz2; echo $?; ls k k.bz2; rm k k.bz2'
same "bunzip2, .tbz2 gives .tar" 'cp t.tbz2 u.tbz2; bunzip2 u.tbz2; echo $?; ls u.t*; rm u.tar'
same "-t" 'bzip2 -t r-mixed.bz2 two.bz2; echo $?'
same "-z of stdin, -d of stdin" 'bzip2 < text | bzip2 -d | md5sum'
same "bzcat of plain data" 'bzcat text 2>&1; bzcat -f one'
same "bzcat of plain data: status 2" 'bzcat text; echo $?'
check "bzcat and zcat read the other formats" \
	'gzip -c text | bzcat | cmp - text && zcat r-text.bz2 | cmp - text && echo ok' 'ok\n'
same "an existing output" 'cp r-one.bz2 e.bz2; : > e; bzip2 -d e.bz2; echo $?; wc -c < e; rm -f e e.bz2'
same "-f replaces it" 'cp r-one.bz2 e.bz2; : > e; bzip2 -df e.bz2; echo $?; cat e; rm e'
same "no such file" 'bzip2 -d nosuch.bz2 2>/dev/null; echo $?'

# bad input: status 2 as bzip2's (its messages add advice we leave out),
# no partial output left, the input kept; an input that ends inside the
# magic, even an empty one, is truncated data
head -c 20000 r-mixed.bz2 > trunc.bz2
cp r-text.bz2 flip.bz2; printf 'X' | dd of=flip.bz2 bs=1 seek=3000 conv=notrunc 2>/dev/null
printf 'BZh9not bzip2 at all' > bad.bz2
{ cat r-one.bz2; printf 'garbage'; } > garb.bz2
printf BZ > bz.bz2
cp empty empty.bz2
cp text notbz.bz2
for f in trunc flip bad bz empty; do
	same "corrupt $f: status 2 from -dc, -t, bzcat, stdin" \
		"bzip2 -dc $f.bz2 > /dev/null 2>&1; echo \$?
		bzip2 -t $f.bz2 2>/dev/null; echo \$?
		bzcat $f.bz2 > /dev/null 2>&1; echo \$?
		bzip2 -dc < $f.bz2 > /dev/null 2>&1; echo \$?"
	same "corrupt $f: no output left" "cp $f.bz2 c.bz2; bzip2 -d c.bz2 2>/dev/null; echo \$?; ls c c.bz2 2>&1; rm -f c.bz2"
done
same "an empty or BZ input is truncated with -f too" \
	'bzip2 -dcf empty.bz2 2>/dev/null; echo $?; bzip2 -dcf bz.bz2 2>/dev/null; echo $?'
same "trailing garbage is a warning" 'bzip2 -dc garb.bz2; echo " $?"'
same "trailing garbage, from stdin" 'bzip2 -dc < garb.bz2; echo " $?"'
same "trailing garbage, -q" 'bzip2 -dcq garb.bz2; echo " $?"'
same "not a bzip2 file" 'bzip2 -dc notbz.bz2; echo $?; bzip2 -d notbz.bz2; echo $?; ls notbz*'
same "not a bzip2 file, stdin" 'bzip2 -dc < notbz.bz2; echo $?'
same "bunzip2 of not a bzip2 file" 'bunzip2 notbz.bz2; echo $?'
same "not a bzip2 file, then a good one" 'bzip2 -dc notbz.bz2 r-one.bz2; echo " $?"'
same "-t: bad, good, truncated" 'bzip2 -t bad.bz2 r-one.bz2 trunc.bz2 2>/dev/null; echo $?'
same "no such file, then bad data: status 2" 'bzip2 -dc nosuch.bz2 bad.bz2 2>/dev/null; echo $?'
same "bad data, then no such file: status 2" 'bzip2 -t bad.bz2 nosuch.bz2 2>/dev/null; echo $?'
check "a message names the file" \
	'bzip2 -dc trunc.bz2 2>&1 >/dev/null | grep -c "^bzip2: trunc.bz2: Compressed file ends unexpectedly"' '1\n'
