# cpio.t - cpio, compared with GNU cpio 2.13
# in every part (TEST_PART): byte-exact archives in every header format
needs applet cpio
umask 022
# GNU cpio is the reference; the system's one, even where rootbox is first
GNU=$(PATH=$HOSTPATH command -v cpio)
REF=cpio
BOX="$ROOTBOX cpio"

# a fixed tree: a hard-linked file, a symlink, an empty file, a subdirectory
mkdir src src/sub src/empty
printf 'hello\n' > src/a
ln src/a src/hl
ln -s a src/sl
: > src/zero
printf 'some data\n' > src/sub/b
seq 1 2000 > src/sub/big
find src -exec touch -h -d @1600000000 {} +
(cd src && find . | sort) > names

# copy-out: byte-identical archives, and the same block count
# (GNU's default is the old binary format; ours is newc)
if needs cmd cpio; then
	want=$(cd src && "$GNU" -o -H newc --quiet < ../names | md5sum)
	check "-o writes newc" \
		'cd src && cpio -o --quiet < ../names | md5sum' "$want\n"
fi
needs_end
same "-o -H newc blocks" 'cd src && cpio -o -H newc < ../names > /dev/null'
live "-o -H crc" 'cd src && cpio -o -H crc < ../names | od -An -tx1 | md5sum'
live "-o -H odc" 'cd src && cpio -o -H odc < ../names | od -An -tx1 | md5sum'
live "-o -c" 'cd src && cpio -o -c < ../names | od -An -tx1 | md5sum'
live "-o -H NEWC" 'cd src && cpio -o -H NEWC < ../names | md5sum'
live "-o -0" 'cd src && tr "\n" "\0" < ../names | cpio -o -H newc -0 | md5sum'
same "-o -R" 'cd src && cpio -o -H newc -R 1:2 < ../names | cpio -tvn --quiet'
same "-o -R USER:" 'cd src && echo a | cpio -o -H newc -R daemon: | cpio -tv --quiet'
same "-o -L" 'cd src && echo sl | cpio -o -H newc -L | cpio -tv --quiet'
live "-o -F" 'cd src && cpio -o -H newc -F ../o.cpio < ../names; od -An -tx1 ../o.cpio | md5sum; rm ../o.cpio'
same "-o --renumber-inodes" 'cd src && cpio -o -H newc --renumber-inodes < ../names | md5sum'
same "-o missing file" 'cd src && printf "sub/b\nnope\nzero\n" | cpio -o -H newc | cpio -t; echo $?'
same "-o -v" 'cd src && cpio -o -H newc -v < ../names > /dev/null'

# archives written by GNU cpio, read by us (and by GNU, for comparison):
# the rest needs GNU cpio installed
needs cmd cpio
for f in newc crc odc; do
	(cd src && "$GNU" -o --quiet -H $f < ../names > ../gnu.$f)
done
same "-t newc" 'cpio -t < gnu.newc'
same "-t crc: no false checksum errors" 'cpio -t < gnu.crc'
same "-t odc" 'cpio -t -F gnu.odc'
same "-tv" 'cpio -tv < gnu.newc'
same "-tvn" 'cpio -tvn < gnu.crc'
same "-tv odc" 'cpio -tv --quiet < gnu.odc'
same "-t patterns" 'cpio -t "sub/*" a < gnu.newc'
same "-t -f" 'cpio -t -f "sub/*" < gnu.newc'
check -s 2 -e "cpio: standard input: not in newc format\n" \
	"-H newc on an odc archive" 'cpio -t -H newc < gnu.odc' ''

# extraction: the same tree, modes, times and link counts (GNU -m sets
# the times of files only: a directory's is changed by what goes in it)
tree='find . -path ./.\* -prune -o -print | sort | while read -r f; do
	if [ -f "$f" ] && [ ! -L "$f" ]; then stat -c "%n %F %a %h %s %Y" "$f"
	else stat -c "%n %F %a %h" "$f"; fi; done'
same "-i -d -m" 'mkdir x && cd x && cpio -i -d -m < ../gnu.newc &&
	'"$tree"'; readlink sl; cat sub/b; cd .. && rm -r x'
same "-i crc checks" 'mkdir x && cd x && cpio -id < ../gnu.crc && cat a; cd .. && rm -r x'
same "-i odc" 'mkdir x && cd x && cpio -idm < ../gnu.odc && '"$tree"'; cd .. && rm -r x'
same "-i without -d" 'mkdir x && cd x && cpio -i < ../gnu.newc; echo $?; ls; cd .. && rm -r x'
same "-i -v" 'mkdir x && cd x && cpio -idv < ../gnu.newc; cd .. && rm -r x'
same "-i pattern" 'mkdir x && cd x && cpio -id "sub/*" < ../gnu.newc && find . | sort; cd .. && rm -r x'
same "-i newer file is kept" 'mkdir x && cd x && echo new > a && cpio -i a < ../gnu.newc; echo $?; cat a; cd .. && rm -r x'
same "-i -u replaces" 'mkdir x && cd x && echo new > a && cpio -iu a < ../gnu.newc; cat a; cd .. && rm -r x'
same "-i older file is replaced" 'mkdir x && cd x && echo old > a && touch -d @1000 a && cpio -i a < ../gnu.newc; cat a; cd .. && rm -r x'
same "-i -D" 'mkdir x && cpio -i -d -D x < gnu.newc && cat x/sub/b; rm -r x'
same "-i -F" 'mkdir x && cd x && cpio -id -F ../gnu.crc && ls; cd .. && rm -r x'
same "-i from a pipe" 'mkdir x && cd x && cat ../gnu.newc | cpio -id && cat sub/b; cd .. && rm -r x'

# round trips through our own writer
check "newc round trip" 'cd src && cpio -o --quiet < ../names > ../r.cpio && mkdir ../r && cd ../r && cpio -idm --quiet < ../r.cpio && cd .. && diff -r src r && cmp src/sub/big r/sub/big && echo ok; rm -r r r.cpio' 'ok\n'
check "crc round trip" 'cd src && cpio -o -H crc --quiet < ../names | (mkdir ../r && cd ../r && cpio -id --quiet) && diff -r . ../r && echo ok; rm -r ../r' 'ok\n'

# copy-pass
same "-p" 'cd src && cpio -p -d -m ../dst < ../names && cd ../dst && '"$tree"'; cd .. && rm -r dst'
same "-p -l" 'cd src && cpio -pdl ../dst < ../names && stat -c "%h" ../dst/a; cd .. && rm -r dst'
same "-p -v" 'cd src && cpio -pdv ../dst < ../names; cd .. && rm -r dst'
check -s 2 -e "cpio: missing destination directory\nUsage: cpio -o [-0cLv] [-H FORMAT] [-R OWNER] [-F FILE] < NAMES\n" \
	"-p missing directory" 'cpio -p < names' ''

# --no-absolute-filenames: as GNU, the / goes
(cd src && realpath a | "$GNU" -o -H newc --quiet > ../abs.cpio)
same "--no-absolute-filenames" 'mkdir x && cd x && cpio -id --no-absolute-filenames < ../abs.cpio && find . -type f | sed "s|$PWD||"; cd .. && rm -r x'

# crc: a corrupted data byte
cp gnu.crc bad.crc
off=$(grep -abo hello bad.crc | head -1 | cut -d: -f1)
printf 'J' | dd of=bad.crc bs=1 seek="$off" conv=notrunc 2>/dev/null
same "crc checksum error" 'mkdir x && cd x && cpio -id a < ../bad.crc; echo $?; cd .. && rm -r x'

# gen_init_cpio lists: nodes and owners without root
cat > list <<'EOF'
# a comment
dir /dev 755 0 0
nod /dev/console 600 0 0 c 5 1
nod /dev/loop0 660 0 6 b 7 0
slink /bin/sh rootbox 777 0 0
file /init src/sub/b 755 0 0
pipe /fifo 644 0 0
EOF
check "--entries" 'SOURCE_DATE_EPOCH=1600000000 cpio -o --quiet --entries list < /dev/null | cpio -tvn --quiet' \
'drwxr-xr-x   2 0        0               0 Sep 13  2020 dev
crw-------   1 0        0          5,   1 Sep 13  2020 dev/console
brw-rw----   1 0        6          7,   0 Sep 13  2020 dev/loop0
lrwxrwxrwx   1 0        0               7 Sep 13  2020 bin/sh -> rootbox
-rwxr-xr-x   1 0        0              10 Sep 13  2020 init
prw-r--r--   1 0        0               0 Sep 13  2020 fifo
'
check -s 2 -e "cpio: bl:1: unknown entry type 'node'\n" "--entries bad type" \
	'echo "node x 644 0 0" > bl; cpio -o --entries bl < /dev/null > /dev/null' ''
check -s 2 -e "cpio: bl:1: 'dir' takes 4 fields, not 3\n" "--entries bad count" \
	'echo "dir x 644 0" > bl; cpio -o --entries bl < /dev/null > /dev/null' ''
check -s 2 -e "cpio: bl:1: bad entry\n" "--entries bad mode" \
	'echo "dir x 99 0 0" > bl; cpio -o --entries bl < /dev/null > /dev/null' ''

# bad input: a clear message, status 2, nothing written
check -s 2 -e "cpio: standard input: premature end of archive\n" "truncated" \
	'head -c 300 gnu.newc | cpio -t' '.\nempty\n'
check -s 2 -e "cpio: standard input: not a cpio archive, or corrupt header at byte 0\n" \
	"garbage" 'seq 1 1000 | cpio -t' ''
check -s 2 -e "cpio: standard input: empty archive\n" "empty" 'cpio -i < /dev/null' ''
check -s 2 -e "cpio: standard input: old binary cpio format is not supported\n" \
	"binary format" 'printf "\307\161xxxxxxxxxxxxxxxxxxxx" | cpio -t' ''
check -s 2 -e "cpio: Cannot open nonexist: No such file or directory\n" \
	"-F missing" 'cpio -i -F nonexist' ''
check -s 2 -e "cpio: standard input: bad name length 0\n" "zero name length" \
	'sed "1s/^\(.\{94\}\)......../\100000000/" gnu.newc | cpio -t' ''
check -s 2 -e "cpio: nosuch: invalid user\nUsage: cpio -o [-0cLv] [-H FORMAT] [-R OWNER] [-F FILE] < NAMES\n" \
	"-R bad user" 'cpio -o -R nosuch < /dev/null' ''
check -s 2 -e "cpio: unsupported archive format 'tar'\nUsage: cpio -o [-0cLv] [-H FORMAT] [-R OWNER] [-F FILE] < NAMES\n" \
	"-H bad" 'cpio -o -H tar < /dev/null' ''
check -s 2 -e "cpio: one of -i, -o, -p or -t is needed\nUsage: cpio -o [-0cLv] [-H FORMAT] [-R OWNER] [-F FILE] < NAMES\n" \
	"no mode" 'cpio' ''
check -s 2 -e "cpio: only one of -i, -o, -p may be given\nUsage: cpio -o [-0cLv] [-H FORMAT] [-R OWNER] [-F FILE] < NAMES\n" \
	"two modes" 'cpio -i -o' ''
check -s 2 -e "cpio: write error: No space left on device\n" "write error" \
	'cd src && cpio -o --quiet < ../names > /dev/full' ''

# hostile names: "..", and writing through a symlink the archive made
mkdir hs hs/in
printf 'x\n' > hs/victim
(cd hs/in && echo ../victim | "$GNU" -o -H newc --quiet > ../../dotdot.cpio)
check -s 2 -e "cpio: ../victim: refusing a name with '..'\n" "'..' refused" \
	'mkdir x && cd x && cpio -idu --quiet < ../dotdot.cpio; s=$?; cat ../hs/victim; cd .. && rm -r x; exit $s' 'x\n'
cat > evil.list <<'EOF'
slink l ../hs 777 0 0
slink l/victim pwned 777 0 0
EOF
$BOX -o --quiet --entries evil.list < /dev/null > evil.cpio
check -s 2 -e "cpio: l/victim: refusing to write through the symbolic link l\n" \
	"symlink escape" 'mkdir x && cd x && cpio -idu --quiet < ../evil.cpio; s=$?; ls -l ../hs | cut -c1 | sort; readlink l; cd .. && rm -r x; exit $s' '-\nd\nt\n../hs\n'
check "absolute names made relative" 'mkdir x && cd x && cpio -id --quiet < ../abs.cpio 2>&1; find . -type f | grep -c "/a$"; cd .. && rm -r x' \
	"cpio: Removing leading \`/' from member names\n1\n"

# a compressed archive (gzip, xz, zstd, bzip2) is expanded by -i and -t
# themselves (GNU cpio needs a decompressor in front: the same listing)
if needs cmd xz && needs cmd zstd && needs cmd bzip2; then
	(cd src && "$GNU" -o -H newc --quiet < ../names) > plain.cpio
	for z in gzip xz zstd bzip2; do
		PATH=$HOSTPATH $z -c < plain.cpio > plain.cpio.$z
	done
	want=$("$GNU" -tv --quiet < plain.cpio | md5sum)
	for z in gzip xz zstd bzip2; do
		check "-t of a $z archive" "cpio -tv --quiet < plain.cpio.$z | md5sum" "$want\n"
	done
	check "-id of an xz archive" \
		'mkdir x && cd x && cpio -id --quiet < ../plain.cpio.xz && cd .. && diff -r src x && echo same; rm -r x' 'same\n'
	head -c 200 plain.cpio.xz > cut.cpio.xz
	check -s 2 -e "cpio: standard input: Unexpected end of input\n" \
		"a cut xz archive" 'cpio -t --quiet < cut.cpio.xz > /dev/null' ''
fi
needs_end

# make initramfs's archive (scripts/initramfs): compressed as OUT's
# suffix says, gzip or bzip2 by our applets, or plain; xz refused
mkdir -p ir/bin && echo hi > ir/bin/f && printf '#!/bin/sh\n' > ir-init
for o in ir.cpio.gz ir.cpio.bz2 ir.cpio; do
	"$SRCDIR/scripts/initramfs" "$ROOTBOX" ir ir-init $o > /dev/null
done
check "initramfs: .gz, .bz2 and plain, as the suffix says" \
	'gzip -t ir.cpio.gz && bzip2 -t ir.cpio.bz2 && for o in ir.cpio.gz ir.cpio.bz2 ir.cpio; do cpio -t --quiet < $o | tr "\n" " "; echo; done' \
	"bin bin/f dev dev/console dev/null dev/loop0 init \nbin bin/f dev dev/console dev/null dev/loop0 init \nbin bin/f dev dev/console dev/null dev/loop0 init \n"
check "initramfs: xz refused" \
	'"$SRCDIR/scripts/initramfs" "$ROOTBOX" ir ir-init ir.cpio.xz 2>&1 | sed "s|$PWD/||"; ls ir.cpio.xz* 2>/dev/null; echo end' \
	"initramfs: ir.cpio.xz: rootbox does not write xz (it writes .gz and .bz2, or a plain .cpio)\nend\n"
