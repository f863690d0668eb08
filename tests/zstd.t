# zstd.t - zstd -d, unzstd and zstdcat, compared with the zstd CLI on
# files it makes (levels 1, 3, 19, --long, no checksum, several frames,
# skippable frames); corrupt and truncated input by status (the decoder's
# messages are the CLI's words, checked in tests/unit/zstd.c; the file
# handling's are gzip's), and nothing left under the output's name
needs applet zstd
needs cmd zstd
Z=$(PATH=$HOSTPATH command -v zstd)

seq 30000 > text
randbytes 300000 > rand
cat text rand text > mixed
: > empty
for l in 1 3 19; do "$Z" -q -$l -c mixed > m$l.zst; done
"$Z" -q --long=24 -c mixed > long.zst
"$Z" -q --no-check -c text > nock.zst
"$Z" -q -c empty > empty.zst
{ "$Z" -q -c text; "$Z" -q -c rand; } > two.zst
# a skippable frame (magic 0x184D2A50, 4-byte length) before the data
{ printf '\120\052\115\030\005\000\000\000hello'; cat m1.zst; } > skip.zst
cp m3.zst text.tzst

for f in m1 m3 m19 long nock empty two skip; do
	same "-dc $f" "zstd -dc $f.zst | md5sum; zstd -dc < $f.zst | wc -c"
done
same "-t" 'zstd -qt m3.zst two.zst; echo $?'
same "-d keeps the input, FILE.zst gives FILE" 'cp m1.zst k.zst; zstd -q -d k.zst; echo $?; ls k k.zst; cmp k mixed; rm k k.zst'
same "--rm removes it" 'cp m1.zst k.zst; zstd -q -d --rm k.zst; echo $?; ls k*; rm k'
same ".tzst gives .tar" 'cp text.tzst t.tzst; zstd -q -d t.tzst; ls t.t*; rm t.tar t.tzst'
same "unzstd" 'cp two.zst u.zst; unzstd -q u.zst; echo $?; md5sum < u; rm u u.zst'
same "zstdcat, also of plain data" 'zstdcat m19.zst text | md5sum'
check "zstdcat and zcat read the other formats" \
	'gzip -c text > g.gz && zstdcat g.gz | cmp - text && zcat m3.zst | cmp - mixed && echo ok; rm g.gz' 'ok\n'
same "an existing output" 'cp m1.zst e.zst; : > e; zstd -q -d e.zst 2>/dev/null; echo $?; wc -c < e; rm e e.zst'
same "-f replaces it" 'cp m1.zst e.zst; : > e; zstd -q -d -f e.zst; echo $?; wc -c < e; rm e e.zst'
same "unknown suffix" 'cp m1.zst e.bin; zstd -q -d e.bin 2>/dev/null; echo $?; ls e*; rm e.bin'
same "no such file" 'zstd -q -d nosuch.zst 2>/dev/null; echo $?'
same "--memory below the window" 'zstd -q -dc --memory=1M long.zst > /dev/null; echo $?; zstd -dc --memory=32M long.zst | wc -c'
same "--no-check" 'zstd -dc --no-check nock.zst | wc -c'

# bad input: the status, no partial output left, the input kept
head -c 2000 m3.zst > trunc.zst
cp m1.zst flip.zst; printf 'X' | dd of=flip.zst bs=1 seek=400 conv=notrunc 2>/dev/null
n=$(wc -c < nock.zst); cp m3.zst ck.zst
printf '\377' | dd of=ck.zst bs=1 seek=$(($(wc -c < m3.zst) - 2)) conv=notrunc 2>/dev/null
printf 'not zstd at all' > bad.zst
{ cat m1.zst; printf 'garbage'; } > garb.zst
for f in trunc flip ck bad garb; do
	same "corrupt $f: status" "zstd -dc $f.zst 2>/dev/null | wc -c >/dev/null; zstd -dc $f.zst > /dev/null 2>&1; echo \$?"
	same "corrupt $f: no output left" "cp $f.zst c.zst; zstd -q -d c.zst 2>/dev/null; echo \$?; ls c c.zst 2>&1; rm -f c.zst"
done
check "a message names the file" \
	'zstd -dc trunc.zst 2>&1 >/dev/null | grep -c "^zstd: trunc.zst: "' '1\n'
check -s 1 -e "zstd: compression is not supported; use -d to decompress\n" \
	"no compression" 'zstd text' ''
