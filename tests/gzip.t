# gzip.t - gzip, gunzip and zcat, compared with GNU gzip; interchange with
# GNU gzip, pigz and libdeflate-gzip; corrupt and truncated input
needs applet gzip
needs cmd gzip
G=$(PATH=$HOSTPATH command -v gzip)
export G

# inputs: text, binary, incompressible, empty, one byte, long runs
seq 20000 > text
awk 'BEGIN { for (i = 0; i < 256; i++) printf "%c", i }' > bytes
randbytes 200000 > rand
: > empty
printf x > one
awk 'BEGIN { for (i = 0; i < 3000; i++) printf "aaaaaaaaaabbbbbbbbbb%d\n", i % 7 }' > runs
cat text bytes rand runs text > mixed
touch -d '2020-01-02 03:04:05' text bytes rand empty one runs mixed
for f in text bytes rand empty one runs mixed; do
	"$G" -c "$f" > "g-$f.gz"
	touch -d '2021-06-07 08:09:10' "g-$f.gz"
done

# ---- our output, read back by GNU gzip, at every level ----
for l in 1 2 3 4 5 6 7 8 9; do
	check "-$l round trip through GNU gzip" \
		"for f in text bytes rand empty one runs mixed; do gzip -$l -c \$f | $G -dc | cmp - \$f || echo \$f differs; done; echo ok" 'ok\n'
done
check "GNU gzip -t accepts ours, also with -c of several files" \
	"gzip -c mixed > m.gz && gzip -c text one empty >> m.gz && $G -t m.gz && $G -dc m.gz | md5sum; rm m.gz" \
	"$(cat mixed text one | md5sum)\n"
check "deterministic output" \
	'for l in 1 6 9; do a=$(gzip -$l -c mixed | md5sum); b=$(gzip -$l -c mixed | md5sum); test "$a" = "$b" || echo "-$l differs"; done; echo ok' 'ok\n'
check "the same output whatever the read sizes (a pipe's, a file's)" \
	'for l in 1 3 6 9; do a=$(gzip -n$l -c < mixed | md5sum); b=$(dd if=mixed bs=777 2>/dev/null | gzip -n$l -c | md5sum); test "$a" = "$b" || echo "-$l differs"; done; echo ok' 'ok\n'
check "no larger than GNU gzip at -6 and -9, -1 within 3%" \
	'for l in 6 9; do test $(gzip -$l -c mixed | wc -c) -le $($G -$l -c mixed | wc -c) || echo "-$l larger"; done; test $(($(gzip -1 -c mixed | wc -c) * 100)) -le $(($($G -1 -c mixed | wc -c) * 103)) || echo "-1 larger"; echo ok' 'ok\n'
check "stdin to stdout" 'gzip < text | gzip -d | cmp - text && echo ok' 'ok\n'
check "header: name, mtime, XFL, OS" \
	'gzip -c text | od -An -tx1 -N15' \
	' 1f 8b 08 08 a5 5d 0d 5e 00 03 74 65 78 74 00\n'
check "header: -n has no name, no time; -9 sets XFL 2" \
	'gzip -9n -c text | od -An -tx1 -N10; gzip -1 < text | od -An -tx1 -N10' \
	' 1f 8b 08 00 00 00 00 00 02 03\n 1f 8b 08 00 a5 5d 0d 5e 04 03\n'

# ---- GNU gzip's output and others', read by us ----
for f in text bytes rand empty one runs mixed; do
	same "zcat of GNU's $f" "zcat g-$f.gz | md5sum"
done
for l in 1 6 9; do
	check "GNU -$l, multi-member" \
		"$G -$l -c text > m.gz; $G -$l -c rand >> m.gz; zcat m.gz > .x; cat text rand | cmp - .x && echo ok; rm m.gz .x" 'ok\n'
done
needs cmd pigz
for l in 1 6 9 11; do
	check "pigz -$l" "pigz -p1 -$l -c mixed | gzip -dc | cmp - mixed && echo ok" 'ok\n'
done
check "pigz with comment and name" \
	"pigz -c -C 'a comment' mixed | gzip -dc | cmp - mixed && echo ok" 'ok\n'
check "pigz -i (independent blocks)" \
	"pigz -p1 -i -b 128 -c mixed | gzip -dc | cmp - mixed && echo ok" 'ok\n'
check "ours read by pigz" "gzip -c mixed | pigz -dc | cmp - mixed && echo ok" 'ok\n'
needs_end
needs cmd libdeflate-gzip
for l in 1 6 9 12; do
	check "libdeflate-gzip -$l" \
		"libdeflate-gzip -$l -c mixed | gzip -dc | cmp - mixed && echo ok" 'ok\n'
done
check "ours read by libdeflate-gzip" \
	"gzip -c mixed > m.gz && libdeflate-gzip -dc m.gz | cmp - mixed && echo ok; rm m.gz" 'ok\n'
needs_end

# ---- file handling, compared with GNU gzip ----
live "compress: replaced, mode and times kept" \
	'cp -p text x; chmod 640 x; gzip x; stat -c "%a %X %Y %n" x.gz; ls x 2>&1; zcat x.gz | cmp - text; rm -f x.gz'
live "decompress: mode and times of the .gz" \
	'cp -p g-text.gz x.gz; chmod 604 x.gz; gunzip x.gz; stat -c "%a %X %Y %n" x; ls x.gz 2>&1; cmp x text; rm -f x'
same "-N restores name and time" \
	'cp -p g-text.gz y.gz; gzip -dN y.gz; stat -c "%Y %n" text; ls y y.gz 2>&1; touch -d "2020-01-02 03:04:05" text'
same "-n on decompress keeps the .gz time" \
	'cp -p g-text.gz y.gz; gzip -dn y.gz; stat -c "%Y %n" y; rm y'
same "-k keeps, -v says created" 'cp one k; gzip -kv k; ls k k.gz; rm k k.gz'
same "-c keeps the input" 'cp text k; gzip -c k > k.gz; ls k k.gz; gzip -dc k.gz | cmp - k; rm k k.gz'
same "-v" 'cp -p g-text.gz v.gz; gzip -dv v.gz; gzip -dv < g-text.gz | cmp - text; gzip -tv g-text.gz g-one.gz; rm v'
same "-v stdin" 'gzip -tv < g-text.gz; gzip -v < empty | gzip -d | wc -c'
same "-v empty and incompressible" 'cp empty e; gzip -v e; gzip -dv e.gz; cp rand r; gzip -v r; gzip -dv r.gz; rm e r'
same "-v -c says stdout" 'gzip -cv empty > /dev/null; gzip -dcv g-one.gz > /dev/null'
same "already has a suffix" 'cp text t.gz; gzip t.gz; echo $?; cp text T.GZ; gzip T.GZ; echo $?; rm t.gz T.GZ'
same "already has a suffix, -q" 'cp text t.tgz; gzip -q t.tgz; echo $?; rm t.tgz'
same "-f compresses a .gz again" 'cp g-one.gz o.gz; gzip -f o.gz; ls o.gz*; rm o.gz.gz'
same "unknown suffix" 'cp g-text.gz plain; gunzip plain; echo $?; rm plain'
same "suffixes gunzip knows" \
	'for s in .gz .z .Z .GZ -gz -z _z; do cp g-one.gz o$s; gunzip o$s && cmp o one && rm o; done; echo $?'
same ".tgz and .taz give .tar" \
	'cp g-one.gz o.tgz; cp g-one.gz p.taz; gunzip o.tgz p.taz; ls o.tar p.tar; rm o.tar p.tar'
same "-S" 'cp text s; gzip -S .zz s; ls s.zz; gunzip s.zz; echo $?; gunzip -S .zz s.zz; ls s; rm s'
same "-S empty or too long" 'gzip -S "" text; echo $?; gzip -S 1234567890123456789012345678901 text; echo $?; ls text'
same "gunzip NAME finds NAME.gz" 'cp g-one.gz n.gz; gunzip n; ls n; rm n; gunzip nosuch; echo $?'
same "missing file" 'gzip nosuch; echo $?; zcat nosuch.gz; echo $?'
same "output exists, stdin not a terminal" \
	'cp text e; cp text e.gz; gzip e; echo $?; gzip -q e; echo $?; cmp e.gz text; ls e; rm e e.gz'
same "output exists, -f" 'cp text e; : > e.gz; gzip -f e; ls e 2>&1; zcat e.gz | cmp - text; rm e.gz'
same "decompress, output exists" 'cp g-one.gz o.gz; : > o; gunzip o.gz; echo $?; ls o.gz; rm o o.gz'
same "directory" 'mkdir -p dd; gzip dd; echo $?; gunzip dd; echo $?; rmdir dd'
same "fifo" 'mkfifo ff; gzip ff; echo $?; rm ff'
same "symlink refused" 'ln -s text sl; gzip sl; echo $?; ls sl; rm sl'
same "symlink with -c and -f" \
	'ln -s text sl; gzip -c sl | gzip -dc | cmp - text; gzip -f sl; ls sl sl.gz 2>&1; zcat sl.gz | cmp - text; rm sl.gz'
same "hard links refused" \
	'cp text h1; ln h1 h2; gzip h1; echo $?; ln h1 h3; gzip h1; echo $?; gzip -c h1 | gzip -dc | cmp - text; rm h1 h2 h3'
same "hard links with -f" 'cp text h1; ln h1 h2; gzip -f h1; ls h1.gz h2; rm h1.gz h2'
same "setuid, setgid and sticky files refused" \
	'cp one s1; chmod 4755 s1; cp one s2; chmod 2755 s2; cp one s3; chmod 1755 s3; gzip s1 s2 s3; echo $?; gzip -f s1; echo $?; gzip -c s1 | gzip -dc | cmp - one; rm s1 s2 s3'
same "-r" \
	'mkdir -p r/s; cp text r/a; cp one r/s/b; cp g-one.gz r/s/c.gz; gzip -r r; echo $?; find r | sort; gunzip -r r; echo $?; find r | sort; rm -r r'
same "-r, unknown suffixes are quiet" \
	'mkdir -p r; cp one r/a; gunzip -r r; echo $?; ls r; rm -r r'
same "several files, one bad" 'cp text a1; cp one a2; gzip a1 nosuch a2; echo $?; ls a1.gz a2.gz; rm a1.gz a2.gz'
same "- and files" 'zcat g-one.gz - g-one.gz < g-text.gz | md5sum'
same "gzip -d, -c, gunzip -c, zcat alike" \
	'gzip -dc g-mixed.gz | md5sum; gunzip -c g-mixed.gz | md5sum; zcat g-mixed.gz | md5sum; gzip -d < g-mixed.gz | md5sum'
same "zcat -f passes other data" 'zcat -f text g-one.gz one | md5sum; gzip -dcf < text | md5sum'
same "zcat of empty stdin with -f" 'zcat -f < empty | wc -c; echo $?'
same "long options" \
	'cp text lo; gzip --best --name --quiet --keep lo; gzip --decompress --stdout --quiet lo.gz | cmp - text; gzip --test --verbose lo.gz; gzip --list --no-name g-text.gz; gzip --uncompress --force --suffix .gz lo.gz; gzip --fast --to-stdout lo | gzip -d | cmp - lo; gzip --recursive --keep lo; rm lo lo.gz'

# ---- -l ----
same "-l" 'gzip -l g-text.gz'
same "-l several, totals" 'gzip -l g-text.gz g-rand.gz g-empty.gz g-one.gz'
same "-lv" 'gzip -lv g-text.gz g-rand.gz g-mixed.gz'
same "-l stdin" 'gzip -l < g-text.gz; cat g-text.gz | gzip -l; cat g-text.gz | gzip -lv'
same "-lv stdin, regular file" 'gzip -lv < g-text.gz'
same "-lN" 'gzip -lN g-text.gz; gzip -lvN g-text.gz'
same "-l of a name without suffix" 'cp g-one.gz lx; gzip -l lx; rm lx'
same "-l of a non-gzip file" 'gzip -l text; echo $?'
same "-l, -v ratios of many sizes" \
	'for n in 1 2 3 5 8 13 100 333 1000 4000 9999 30000 77777; do head -c $n mixed > q; $G -9 q; gzip -l q.gz | tail -1; gzip -dv q.gz; rm q; done' 

# ---- bad input: a clear message, status 1 (2 for warnings), input kept ----
# corrupt copies of g-text.gz: the byte at offset OFF xor-ed with X
corrupt() {	# corrupt OUT OFF X
	cp g-text.gz "$1"
	v=$(od -An -tu1 -j "$2" -N1 g-text.gz)
	printf "\\$(printf %o $((v ^ $3)))" |
		dd of="$1" bs=1 seek="$2" conv=notrunc 2>/dev/null
}
n=$(wc -c < g-text.gz)
corrupt bad-crc.gz $((n - 6)) 1
corrupt bad-len.gz $((n - 2)) 1
corrupt bad-data.gz 20 255
corrupt bad-flags.gz 3 64
corrupt bad-meth.gz 2 1
corrupt bad-magic.gz 1 1
head -c 1000 g-text.gz > trunc.gz
head -c 5 g-text.gz > trunc-hdr.gz
head -c $((n - 3)) g-text.gz > trunc-trl.gz
printf '\037' > short.gz
printf '\037\213\010\002\0\0\0\0\0\003\0\0' > bad-hcrc.gz
printf '\037\213\010\040\0\0\0\0\0\003' > crypt.gz
printf '\037\213\010\0\0\0\0\0\0\003\007\0' > bad-btype.gz
cp g-text.gz garbage.gz; printf 'garbage' >> garbage.gz
cp g-text.gz zeros.gz; head -c 1000 /dev/zero >> zeros.gz
cp g-text.gz garbage1.gz; printf '\037' >> garbage1.gz
for f in bad-crc bad-len bad-data bad-flags bad-meth bad-magic trunc \
    trunc-hdr trunc-trl short bad-hcrc crypt bad-btype garbage zeros \
    garbage1 empty; do
	[ -f $f.gz ] || cp $f $f.gz
	same "-t $f" "gzip -t $f.gz; echo \$?"
	same "-tv $f" "gzip -tv $f.gz; echo \$?"
	same "gunzip $f keeps the input" \
		"cp $f.gz c-$f.gz; gunzip c-$f.gz; echo \$?; cmp c-$f.gz $f.gz; ls c-$f 2>&1; rm -f c-$f.gz c-$f"
	same "zcat $f status" "zcat $f.gz > /dev/null; echo \$?"
	same "-q $f" "gzip -dcq < $f.gz > /dev/null; echo \$?"
done
# the inflate fuzzer's seeds and inputs that once crashed it (tests/fuzz),
# as they are and behind a gzip header: an error is fine, a signal is not
for f in "$SRCDIR"/tests/fuzz/corpus-gz/* "$SRCDIR"/tests/fuzz/regress/gz-*; do
	[ -f "$f" ] || continue
	check "fuzz input ${f##*/}" \
	    "gzip -dc < '$f' > /dev/null 2>&1; [ \$? -lt 128 ] && echo ok;
	     { printf '\\037\\213\\010\\0\\0\\0\\0\\0\\0\\003'; cat '$f'; } |
	     gzip -dc > /dev/null 2>&1; [ \$? -lt 128 ] && echo ok" 'ok\nok\n'
done
same "random garbage" 'head -c 5000 rand > rg.gz; gzip -t rg.gz; echo $?; rm rg.gz'
check -s 1 "random bytes after a valid header never crash" \
	'for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do { printf "\037\213\010\0\0\0\0\0\0\003"; head -c 3000 /dev/urandom; } > rb.gz; gzip -t rb.gz 2>/dev/null; s=$?; test $s = 1 || test $s = 2 || echo "status $s"; done; rm rb.gz; exit 1' ''
same "write error on stdout" 'gzip -c text > /dev/full; echo $?; zcat g-text.gz > /dev/full; echo $?; ls text'
same "write error, stdin" 'gzip < text > /dev/full; echo $?'
check "refuses to write to a terminal" \
	'script -qc "gzip; echo \$?" /dev/null </dev/null | tr -d "\\r"' \
	'gzip: compressed data not written to a terminal. Use -f to force compression.\nFor help, type: gzip -h\n1\n'
check "refuses to read from a terminal" \
	'script -qc "zcat; echo \$?" /dev/null </dev/null | tr -d "\\r"' \
	'gzip: compressed data not read from a terminal. Use -f to force decompression.\nFor help, type: gzip -h\n1\n'
check "-f writes to a terminal" \
	'script -qc "gzip -f < one" /dev/null </dev/null > .t; test -s .t && echo ok' 'ok\n'
check -s 1 -e "gzip: invalid option -- 'x'\nUsage: gzip [-cdfhklnNqrtv1-9] [-S SUF] [FILE]...\n" \
	"unknown option" 'gzip -x text' ''

# ---- signals: a file size limit kills both midway; nothing half-written ----
head -c 3000000 /dev/zero > zz && "$G" zz
randbytes 600000 2 > big
same "SIGXFSZ while decompressing removes the output" \
	'cp zz.gz z1.gz; sh -c "ulimit -f 100; gunzip z1.gz"; echo $?; ls z1*; rm z1.gz'
same "SIGXFSZ while compressing removes the output" \
	'cp big b1; sh -c "ulimit -f 100; gzip -1 b1"; echo $?; ls b1*; cmp b1 big; rm b1'

# ---- compress(1)'s .Z (LZW): gzip -d reads it as GNU gzip does ----
# inputs made by ncompress: every code width it writes, the table cleared
# (text, then random bytes, then text again, at 12 bits), the empty file
if PATH=$HOSTPATH command -v compress >/dev/null; then
	C=$(PATH=$HOSTPATH command -v compress)
	cat text rand runs text > clear
	for b in 10 12 16; do
		for f in text bytes runs mixed clear empty one; do
			"$C" -b$b -c "$f" > "$f-$b.Z"
		done
	done
	check ".Z of every width, every input" \
		"for b in 10 12 16; do for f in text bytes runs mixed clear empty one; do gzip -dc \$f-\$b.Z | cmp - \$f || echo \$f \$b differs; done; done; echo ok" 'ok\n'
	check "gunzip FILE.Z gives FILE, zcat reads .Z" \
		"cp text-16.Z t.Z && gunzip t.Z && cmp t text && zcat < text-12.Z | cmp - text && ls t && ! test -e t.Z && rm t" 't\n'
	same "-l of compress data" 'gzip -l text-16.Z clear-10.Z; gzip -l < runs-12.Z; gzip -lv text-16.Z | cut -c1-22'
fi
printf '\037\235\221abc' > b17.Z
printf '\037\235\340abc' > flags.Z
printf '\037\235' > magic.Z
printf '\037\235\220' > hdr.Z
printf '\037\235\220\101\001\002' > code.Z
for f in b17 flags magic hdr code; do
	same "compress data, $f" "gzip -dc $f.Z | od -c; gzip -t $f.Z; echo \$?; gzip -tq $f.Z; echo \$?"
done

# ---- pack(1)'s .z (Huffman): made by tests/mkpack.py (Debian has no
# pack), read by GNU gzip and ours; members of any kind may follow ----
if PATH=$HOSTPATH command -v python3 >/dev/null; then
	for f in text bytes runs mixed empty one; do
		python3 "$SRCDIR/tests/mkpack.py" < $f > $f.pk
	done
	cp text.pk p.z
	python3 -c '
import sys
d = bytearray(open("p.z", "rb").read())
def w(n, b): open(n, "wb").write(b)
e = bytearray(d); e[5] ^= 1; w("len.z", e)
e = bytearray(d); e[6] = 30; w("lev.z", e)
e = bytearray(d); e[7] = 5; w("many.z", e)
w("few.z", b"\x1f\x1e\0\0\0\1\2\0\1ab")
w("garb.z", d + b"garbage")
w("zero.z", d + bytes(10))
w("hdr.z", b"\x1f\x1e\0\0")
w("trunc.z", d[:5000])'
	same "pack data of every input" 'for f in text bytes runs mixed empty one; do gzip -dc < $f.pk | md5sum; done'
	for f in len lev many few garb zero hdr trunc; do
		same "pack data, $f" "gzip -dc $f.z | md5sum; gzip -t $f.z; echo \$?; gzip -tv $f.z; echo \$?"
	done
	same "pack members, then gzip ones" 'cat p.z p.z | gzip -dc | wc -c; { cat p.z; gzip -c text; } | gzip -dc | md5sum'
	same "a gzip member, then pack ones" '{ gzip -c text; cat p.z p.z; } | gzip -dc | md5sum; { gzip -c text; cat p.z; } | gzip -t; echo $?'
	same "-l of pack data" 'gzip -l p.z; gzip -lv p.z | cut -c1-22'
	check "gunzip FILE.z gives FILE" \
		"cp p.z q.z && gunzip q.z && cmp q text && ! test -e q.z && echo ok" 'ok\n'
fi
