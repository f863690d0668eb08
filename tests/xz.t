# xz.t - xz -d, unxz, xzcat, unlzma, lzcat and xz -l, compared with
# xz-utils 5.4 on files it makes (every check, filters, several streams
# and padding, .lzma); corrupt and truncated input by status (the
# decoder's messages are xz's words, checked in tests/unit/xz.c; the file
# handling's are gzip's), and nothing left under the output's name
needs applet xz
needs cmd xz
X=$(PATH=$HOSTPATH command -v xz)

seq 100000 > text
randbytes 300000 > rand
cat text rand text > mixed
: > empty
for c in none crc32 crc64 sha256; do "$X" -C $c -c mixed > c-$c.xz; done
"$X" --x86 --lzma2 -c mixed > x86.xz
"$X" --delta=dist=4 --lzma2 -c mixed > delta.xz
"$X" -9e -c text > best.xz
"$X" -c empty > empty.xz
{ "$X" -c text; printf '\0\0\0\0'; "$X" -C sha256 -c rand; } > two.xz
"$X" --format=lzma -c mixed > m.lzma
cp c-crc64.xz t.txz
# a period 2 bytes short of a 4 KiB dictionary: matches whose source is
# ahead of the write position in the wrapped ring and overlaps it
randbytes 4094 > r4094
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do cat r4094; done > per
"$X" --lzma2=dict=4KiB -c per > wrap.xz

for f in c-none c-crc32 c-crc64 c-sha256 x86 delta best empty two wrap; do
	same "-dc $f" "xz -dc $f.xz | md5sum"
done
same ".lzma" 'xz -dc m.lzma | md5sum; unlzma -c m.lzma | md5sum; lzcat m.lzma | wc -c'
same "-l" 'xz -l c-none.xz c-crc32.xz two.xz best.xz empty.xz'
same "-l of one file" 'xz -l c-sha256.xz'
same "-l errors" 'xz -l text; echo $?; xz -l < two.xz; echo $?'
same "-t" 'xz -t c-sha256.xz two.xz; echo $?'
same "unxz FILE.xz gives FILE" 'cp two.xz u.xz; unxz u.xz; echo $?; ls u*; md5sum < u; rm u'
same "-k keeps it, .txz gives .tar" 'cp t.txz k.txz; xz -dk k.txz; echo $?; ls k.*; rm k.tar k.txz'
same "unlzma takes only .lzma" 'cp m.lzma q.lzma; unlzma q.lzma; echo $?; ls q*; rm q; cp two.xz q.xz; unlzma -c q.xz > /dev/null 2>&1; echo $?; rm q.xz'
same "xzcat of plain data" 'xzcat text 2>&1 | head -3; xzcat -f text | wc -l'
check "xzcat and zcat read the other formats" \
	'gzip -c text | xzcat | cmp - text && zcat two.xz | wc -c && lzcat c-crc32.xz | cmp - mixed && echo ok' '888895\nok\n'
same "an existing output" 'cp two.xz e.xz; : > e; xz -d e.xz; echo $?; wc -c < e; rm -f e e.xz'
same "no such file" 'xz -d nosuch.xz 2>/dev/null; echo $?'
same "-M below the dictionary" 'xz -dc -M 1MiB best.xz > /dev/null 2>&1; echo $?; xz -dc -M 100MiB best.xz | wc -c'

head -c 20000 c-crc64.xz > trunc.xz
cp c-crc32.xz flip.xz; printf 'X' | dd of=flip.xz bs=1 seek=5000 conv=notrunc 2>/dev/null
n=$(wc -c < c-sha256.xz); cp c-sha256.xz ck.xz
printf '\377' | dd of=ck.xz bs=1 seek=$((n - 20)) conv=notrunc 2>/dev/null
printf 'not xz' > bad.xz
{ cat c-none.xz; printf 'garbage'; } > garb.xz
for f in trunc flip ck bad garb; do
	same "corrupt $f" "xz -dc $f.xz 2>&1 > /dev/null; echo \$?"
	same "corrupt $f: no output left" "cp $f.xz c.xz; xz -d c.xz 2>/dev/null; echo \$?; ls c c.xz 2>&1; rm -f c.xz"
done
same "corrupt data and garbage from stdin" 'xz -dc < trunc.xz > /dev/null; echo $?; xz -dc < bad.xz; echo $?'
same "an empty input is of no format" \
	': > z.xz; xz -dc z.xz; echo $?; xz -dc < z.xz; echo $?; xz -t z.xz; echo $?; xzcat z.xz; echo $?; xz -dcf z.xz; echo $?; rm z.xz'
check -s 1 -e "xz: compression is not supported; use -d to decompress\n" \
	"no compression" 'xz text' ''
