# tar.t - tar, compared with GNU tar 1.34 and bsdtar (libarchive-tools)
# in every part (TEST_PART): byte-exact archives, base-256 numbers
needs applet tar
umask 022
TAR=$TESTROOT/tar
GTAR=$(PATH=$HOSTPATH command -v tar)
BSDTAR=$(PATH=$HOSTPATH command -v bsdtar)

# sig DIR: what an extraction must reproduce: names, types, modes, sizes
# and contents of files, link targets, and mtimes (not of symlinks, which
# not every tool restores)
cat > sig <<'EOF'
cd "$1" && find . -mindepth 1 -printf '%p %y %m %n ' \( -type l -printf '%l\n' \
	-o -type f -printf '%s %Ts\n' -o -printf '%Ts\n' \) | LC_ALL=C sort &&
find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r md5sum
EOF
sig() { sh "$PWD/sig" "$@"; }
SIG="sh $PWD/sig"

# tree DIR: every entry type tar can hold without root, with awkward names
l100=$(printf '%0100d' 0)
l99=$(printf '%099d' 0)
l150=$(printf '%0150d' 0)
l153=$(printf '%0153d' 0)
tree() {
	mkdir -p "$1/dir/sub" "$1/empty" "$1/ro"
	printf 'hello\n' > "$1/file"
	: > "$1/zero"
	seq 1 20000 > "$1/dir/big"
	printf 'x' > "$1/dir/sub/deep"
	printf 'r' > "$1/ro/in"
	ln "$1/file" "$1/dir/hard"
	ln -s file "$1/sym"
	ln -s ../nowhere "$1/dir/dangling"
	mkfifo "$1/fifo"
	chmod 751 "$1/dir"
	chmod 4755 "$1/zero" 2>/dev/null
	printf 'u\n' > "$1/caf$(printf '\303\251')"
	printf 's\n' > "$1/sp ace"
	touch -d '1999-12-31 23:59:58' "$1/file" "$1/dir/big"
	touch -d '2100-01-01 00:00:00' "$1/sp ace"
	touch -h -d '2001-02-03 04:05:06' "$1/sym"
	touch -d '2005-05-05 05:05:05' "$1/dir/sub" "$1/empty"
	touch -h -d '2007-07-07 07:07:07' "$1/zero" "$1/dir/sub/deep" \
		"$1/ro/in" "$1/dir/dangling" "$1/fifo" "$1/caf$(printf '\303\251')"
	touch -d '2008-08-08 08:08:08' "$1/dir"
	chmod 555 "$1/ro"
	touch -d '2006-06-06 06:06:06' "$1/ro"
}
# long DIR: names at and beyond the ustar limits (100, 155+100, 256)
long() {
	mkdir -p "$1/$l150"
	printf 'a' > "$1/$l99"
	printf 'b' > "$1/$l150/$l100"
	mkdir -p "$1/$l150/q"
	printf 'c' > "$1/$l150/q/$l100$l100"
	ln -s "$l100$l100$l100" "$1/longlink"
	ln "$1/$l150/q/$l100$l100" "$1/hard$l100"
	mkdir "$1/$l153"
	printf 'd' > "$1/$l153/$l100"	# "l/" + 153 = a prefix of 155: 256
	printf 'o' > "$1/old"
	printf 'n' > "$1/new"
	touch -d '1960-06-06 12:00:00' "$1/old"
	touch -d '2300-01-01 00:00:00' "$1/new"
	touch -h -d '2012-12-12 12:12:12' "$1/$l99" "$1/$l150/$l100" \
		"$1/$l150/q/$l100$l100" "$1/longlink" "$1/$l153/$l100"
	touch -d '2010-10-10 10:10:10' "$1/$l150" "$1/$l150/q" "$1/$l153"
}

mkdir src
tree src/t
long src/l
touch -d '2011-11-11 11:11:11' src/t src/l
sig src > want.sig

# ---- listing and extracting archives made by GNU tar and bsdtar --------
for fmt in gnu posix pax-bsd; do
	case $fmt in
	*-bsd) [ -n "$BSDTAR" ] || continue
		(cd src && LC_ALL=C.UTF-8 $BSDTAR --format=${fmt%-bsd} \
			-cf ../$fmt.tar t l) ;;
	*) [ -n "$GTAR" ] || continue
		(cd src && $GTAR --format=$fmt -cf ../$fmt.tar t l) ;;
	esac
	same "tv $fmt" "tar tvf $fmt.tar"
	same "t $fmt" "tar tf $fmt.tar"
	check "x $fmt" "mkdir o && $TAR xf $fmt.tar -C o &&
		$SIG o > got.sig; diff want.sig got.sig; chmod -R u+w o; rm -rf o" ""
done
# ustar and v7 cannot hold everything: the short names only
mkdir src2
tree src2/t
touch -d '2011-11-11 11:11:11' src2/t
sig src2 > want2.sig
if [ -n "$GTAR" ]; then
	(cd src2 && $GTAR --format=ustar -cf ../ustar.tar t)
	same "tv ustar" "tar tvf ustar.tar"
	check "x ustar" "mkdir o && $TAR xf ustar.tar -C o &&
		$SIG o > got.sig; diff want2.sig got.sig; chmod -R u+w o; rm -rf o" ""
	(cd src2 && $GTAR --format=v7 -cf ../v7.tar t 2>/dev/null)
	same "tv v7" "tar tvf v7.tar"
	same "t v7" "tar tf v7.tar"
fi
if [ -n "$BSDTAR" ]; then
	(cd src2 && LC_ALL=C.UTF-8 $BSDTAR --format=ustar -cf ../bsd-ustar.tar t)
	same "tv bsdtar ustar" "tar tvf bsd-ustar.tar"
	check "x bsdtar ustar" "mkdir o && $TAR xf bsd-ustar.tar -C o &&
		$SIG o > got.sig; diff want2.sig got.sig; chmod -R u+w o; rm -rf o" ""
fi

# ---- archives made by rootbox, read by GNU tar and bsdtar -------------
for fmt in pax gnu; do
	(cd src && $TAR --format=$fmt -cf ../rb-$fmt.tar t l)
	same "GNU lists rootbox $fmt" "tar tvf rb-$fmt.tar"
	for x in "$GTAR --warning=no-timestamp" "$BSDTAR"; do
		[ "$x" != " --warning=no-timestamp" ] && [ -n "$x" ] || continue
		n=${x%% *}
		check "${n##*/} extracts rootbox $fmt" "mkdir o && $x -xf rb-$fmt.tar -C o &&
			$SIG o > got.sig; diff want.sig got.sig; chmod -R u+w o; rm -rf o" ""
	done
	check "rootbox round trip $fmt" "mkdir o && $TAR -xf rb-$fmt.tar -C o &&
		$SIG o > got.sig; diff want.sig got.sig; chmod -R u+w o; rm -rf o" ""
done
(cd src2 && $TAR --format=ustar -cf ../rb-ustar.tar t)
same "GNU lists rootbox ustar" "tar tvf rb-ustar.tar"
check -e "tar: l/longlink: link name is too long (max 100)\ntar: Exiting with failure status due to previous errors\n" \
	"ustar refuses a long link" "cd src && $TAR --format=ustar -cf ../x.tar l/longlink; echo \$?; cd .. && $TAR tf x.tar" \
	"2\n"

# ---- hostile archives: nothing may appear outside the target ----------
needs cmd python3
mkdir -p h/out
cat > gen.py <<'EOF'
import io, os, sys, tarfile
out = os.path.abspath('h/out')
def arc(fn, members, fmt=tarfile.USTAR_FORMAT):
    t = tarfile.open(fn, 'w', format=fmt)
    for m in members:
        name, kind = m[0], m[1]
        i = tarfile.TarInfo(name)
        i.mtime = 1000000000
        if kind == 'f':
            d = m[2].encode() if len(m) > 2 else b'x'
            i.size = len(d)
            t.addfile(i, io.BytesIO(d))
            continue
        i.type = {'l': tarfile.SYMTYPE, 'h': tarfile.LNKTYPE,
                  'd': tarfile.DIRTYPE, 'V': b'V'}[kind]
        if kind in 'lh':
            i.linkname = m[2].replace('OUT', out)
        t.addfile(i)
    t.close()
arc('names.tar', [('/abs', 'f'), ('//abs2', 'f'), ('../up', 'f'),
    ('a/../../b', 'f'), ('ok/../c', 'f'), ('d/..', 'f'), ('fine', 'f')])
arc('symabs.tar', [('l', 'l', 'OUT'), ('l/f', 'f'), ('./l/g', 'f'),
    ('l/sub/h', 'f')])
arc('symrel.tar', [('up', 'l', '../out'), ('up/f', 'f'),
    ('deep/x', 'l', '../..'), ('deep/x/out/g', 'f')])
arc('symdir.tar', [('dd', 'd'), ('dd/l', 'l', 'OUT'), ('dd/l/f', 'f'),
    ('dd/l', 'f', 'replaced')])
arc('symfile.tar', [('s', 'l', 'OUT/victim'), ('s', 'f', 'new')])
arc('hard.tar', [('h1', 'h', '/etc/passwd'), ('h2', 'h', '../out/secret'),
    ('l', 'l', 'OUT'), ('h3', 'h', 'l/secret'), ('h4', 'h', 'l'),
    ('h4/secret', 'f')])
# what tar remembers of checked directories must not outlive a change:
# x/q passes while x is missing (a volume label makes nothing), then x
# becomes a symbolic link out, or a hard link to one, with no removal
arc('cache1.tar', [('s', 'l', 'OUT'), ('x/q', 'V'), ('x', 'l', 'OUT'),
    ('x/evil', 'f')])
arc('cache2.tar', [('l', 'l', 'OUT'), ('z/q', 'V'), ('z', 'h', 'l'),
    ('z/evil', 'f')])
arc('cache3.tar', [('s', 'l', 'OUT'), ('x', 'd'), ('x', 'l', 'OUT'),
    ('x/evil', 'f')])
arc('slash.tar', [('f/', 'f', 'data'), ('g', 'f')])
EOF
printf 'keep\n' > h/out/secret
printf 'keep\n' > h/out/victim
python3 gen.py
# the files outside are old, so that "find -newer stamp" shows only what
# an extraction wrote there, also where stat has no nanoseconds (qemu-s390x)
touch -d @1000000000 h/out/secret h/out/victim
touch stamp
outside() { (cd h/out && find . | LC_ALL=C sort | tr '\n' ' '; cat secret victim); }
same "leading / and .. (GNU's messages)" 'mkdir t && tar -xf names.tar -C t; echo $?; find t | LC_ALL=C sort; rm -rf t'
same "-t shows the names as stored" 'tar -tf names.tar; echo $?'
check -e "tar: l/f: Cannot extract through symbolic link 'l'\ntar: ./l/g: Cannot extract through symbolic link './l'\ntar: l/sub/h: Cannot extract through symbolic link 'l'\ntar: Exiting with failure status due to previous errors\n" \
	"symlink to an absolute dir, then a file under it" \
	"mkdir t && $TAR -xf symabs.tar -C t; echo \$?; $SIG t | cut -d' ' -f1,2; rm -rf t; (cd h/out && find . | LC_ALL=C sort | tr '\n' ' '; cat secret victim)" \
	"2\n./l l\n. ./secret ./victim keep\nkeep\n"
check -e "tar: up/f: Cannot extract through symbolic link 'up'\ntar: deep/x/out/g: Cannot extract through symbolic link 'deep/x'\ntar: Exiting with failure status due to previous errors\n" \
	"relative symlinks out, then files under them" \
	"mkdir h/t && $TAR -xf symrel.tar -C h/t; echo \$?; find h/out -newer stamp; find h/t | LC_ALL=C sort; rm -rf h/t" \
	"2\nh/t\nh/t/deep\nh/t/deep/x\nh/t/up\n"
check -e "tar: dd/l/f: Cannot extract through symbolic link 'dd/l'\ntar: Exiting with failure status due to previous errors\n" \
	"a file replaces the symlink, never writes through it" \
	"mkdir t && $TAR -xf symdir.tar -C t; echo \$?; cat t/dd/l; rm -rf t; (cd h/out && find . | LC_ALL=C sort | tr '\n' ' '; cat secret victim)" \
	"2\nreplaced. ./secret ./victim keep\nkeep\n"
check "a file over a planted symlink to a file" \
	"mkdir t && $TAR -xf symfile.tar -C t; echo \$?; ls -l t | cut -c1; cat t/s h/out/victim; rm -rf t" \
	"0\nt\n-\nnewkeep\n"
check -e "tar: Removing leading \`/' from hard link targets\ntar: h1: Cannot hard link to 'etc/passwd': No such file or directory\ntar: Removing leading \`../' from hard link targets\ntar: h2: Cannot hard link to 'out/secret': No such file or directory\ntar: h3: Cannot extract through symbolic link 'l'\ntar: h4/secret: Cannot extract through symbolic link 'h4'\ntar: Exiting with failure status due to previous errors\n" \
	"hard links stay inside" \
	"mkdir t && $TAR -xf hard.tar -C t; echo \$?; ls t; rm -rf t; (cd h/out && find . | LC_ALL=C sort | tr '\n' ' '; cat secret victim)" \
	"2\nh4\nl\n. ./secret ./victim keep\nkeep\n"
for c in "1 s x" "2 l z" "3 s x"; do
	set -- $c
	check -e "tar: $3/evil: Cannot extract through symbolic link '$3'\ntar: Exiting with failure status due to previous errors\n" \
		"a directory checked, then made a link (cache$1)" \
		"mkdir t && $TAR -xf cache$1.tar -C t; echo \$?; ls t; rm -rf t; (cd h/out && find . | LC_ALL=C sort | tr '\n' ' '; cat secret victim)" \
		"2\n$2\n$3\n. ./secret ./victim keep\nkeep\n"
done
check -e "tar: f/: Cannot open: Is a directory\ntar: Exiting with failure status due to previous errors\n" \
	"a file member named like a directory: an error, no loop" \
	"mkdir t && $TAR -xf slash.tar -C t; echo \$?; ls t; rm -rf t" "2\ng\n"
check "-P keeps .. (inside a scratch dir)" \
	"mkdir -p p/q && $TAR -xPf names.tar -C p/q ../up a/../../b 2>&1; echo \$?; ls p" \
	"0\nb\nq\nup\n"
needs_end

# ---- bad input: a clear message, status 2, no crash or hang ------------
mkdir b
printf 'hello\n' > b/a
printf 'b\n' > b/b
touch -d '2000-01-01' b/a b/b b
(cd b && $TAR -cf ../ok.tar a b)
head -c 1000 ok.tar > t1.tar	# a partial block after a header: ignored
head -c 1536 ok.tar > t2.tar	# ends after a member, no zero blocks
head -c 2048 ok.tar > t3.tar	# ends inside a member
head -c 3072 ok.tar > t4.tar	# one zero block, then nothing
head -c 2560 ok.tar > t5.tar
: > empty.tar
head -c 1024 /dev/zero > zeros.tar
randbytes 5000 > garbage.tar
cp ok.tar sum1.tar; printf 'XXXX' | dd of=sum1.tar bs=1 seek=100 conv=notrunc 2>/dev/null
cp ok.tar sum2.tar; printf 'XXXX' | dd of=sum2.tar bs=1 seek=1100 conv=notrunc 2>/dev/null
for f in t1 t2 t3 t4 t5 empty zeros garbage sum1 sum2; do
	same "bad input: $f" "tar -tvf $f.tar; echo \$?"
done
same "bad input from a pipe" "cat t3.tar | tar -tf -; echo \$?"
mkdir bulk
randbytes 300000 > bulk/data
randbytes 70000 3 > bulk/odd
$TAR -cf bulk.tar bulk
head -c 200000 bulk.tar > bulk-cut.tar
# GNU says the same, plus a record-boundary complaint of its own
eof="tar: Unexpected EOF in archive\ntar: Error is not recoverable: exiting now\n"
check -e "$eof" "truncated inside a big member" \
	"mkdir o && $TAR -xf bulk-cut.tar -C o; echo \$?; rm -rf o" "2\n"
check -e "$eof" "truncated inside a big member, from a pipe" \
	"mkdir o && cat bulk-cut.tar | $TAR -xf - -C o; echo \$?; rm -rf o" "2\n"
check "big members: a file, a pipe and GNU agree" \
	"$TAR -cf - bulk | cat | cmp - bulk.tar && mkdir o && $TAR -xf bulk.tar -C o && cmp o/bulk/data bulk/data && cmp o/bulk/odd bulk/odd && rm -rf o && mkdir o && $TAR -xf - -C o < bulk.tar && cmp o/bulk/data bulk/data && cat bulk.tar | $TAR -xf - -C o --overwrite && cmp o/bulk/odd bulk/odd && rm -rf o && echo ok" "ok\n"
if [ -n "$GTAR" ]; then
	check "GNU extracts big members" "mkdir o && $GTAR -xf bulk.tar -C o && cmp o/bulk/data bulk/data && cmp o/bulk/odd bulk/odd && rm -rf o && echo ok" "ok\n"
fi
same "extract a truncated archive" "mkdir o && tar -xf t3.tar -C o; echo \$?; ls o; rm -rf o"
same "missing archive" "tar -tf nonexistent.tar; echo \$?"
same "missing -C directory" "tar -xf ok.tar -C nonexistent; echo \$?"
same "members not found" "tar -tf ok.tar a nope b/ c; echo \$?"
# GNU also suggests --usage, which we do not have
try="Try 'tar --help' for more information.\n"
check -s 2 -e "tar: You must specify one of the '-Acdtrux', '--delete' or '--test-label' options\n$try" \
	"no mode" "tar -f ok.tar" ""
check -s 2 -e "tar: You may not specify more than one '-Acdtrux', '--delete' or  '--test-label' option\n$try" \
	"two modes" "tar -c -t -f ok.tar" ""
check -s 2 -e "tar: Cowardly refusing to create an empty archive\n$try" \
	"empty create" "tar -cf x.tar" ""
check -s 2 -e "tar: unrecognized option '--bogus'\nUsage: tar -c|-x|-t|-r|-u [-vzpokmhOP] [-f ARCHIVE] [-C DIR] [FILE]...\n" \
	"unknown option" "tar --bogus -tf ok.tar" ""
same "missing file on create" "tar -cf x.tar nope b; echo \$?; tar -tf x.tar; rm x.tar"
fatal="tar: Error is not recoverable: exiting now\n"
if needs cmd gzip; then
	seq 1 5000 > b/c
	(cd b && $TAR -czf ../ok.tgz a c)
	head -c 2000 ok.tgz > trunc.tgz
	cp ok.tgz bad.tgz
	printf 'XXXXXXXX' | dd of=bad.tgz bs=1 seek=500 conv=notrunc 2>/dev/null
	check -s 2 -e "tar: trunc.tgz: unexpected end of file\n$fatal" \
		"truncated gzip" "$TAR -tf trunc.tgz" ""
	check -s 2 -e "tar: bad.tgz: invalid compressed data--format violated\n$fatal" \
		"corrupt gzip" "$TAR -xzf bad.tgz -O >/dev/null" ""
	check -s 2 -e "tar: ok.tar: not in gzip format\n$fatal" \
		"-z on a plain archive" "$TAR -tzf ok.tar" ""
fi
needs_end
if needs cmd python3; then
	cat > bad.py <<'EOF'
import io, tarfile
def fix(b):
    b[148:156] = b' ' * 8
    b[148:156] = ('%06o\0 ' % sum(b[:512])).encode()
t = tarfile.open('huge.tar', 'w', format=tarfile.GNU_FORMAT)
i = tarfile.TarInfo('f'); i.size = 1; t.addfile(i, io.BytesIO(b'x')); t.close()
b = bytearray(open('huge.tar', 'rb').read())
b[124:136] = bytes([0x80]) + (2**62).to_bytes(11, 'big')
fix(b)
open('huge.tar', 'wb').write(b)
b[100:108] = b'0009999\0'	# not octal
fix(b)
open('notoctal.tar', 'wb').write(b)
t = tarfile.open('bigpax.tar', 'w', format=tarfile.PAX_FORMAT)
i = tarfile.TarInfo('p'); i.pax_headers = {'comment': 'x' * 2000000}
t.addfile(i); t.close()
t = tarfile.open('badpax.tar', 'w', format=tarfile.PAX_FORMAT)
i = tarfile.TarInfo('q'); i.pax_headers = {'path': 'long' * 50}
t.addfile(i); t.close()
b = bytearray(open('badpax.tar', 'rb').read())
b[512:515] = b'999'
open('badpax.tar', 'wb').write(b)
EOF
	python3 bad.py
	same "absurd size field" "tar -tvf huge.tar; echo \$?"
	check -e "tar: Unexpected EOF in archive\n$fatal" "absurd size, extracting" \
		"mkdir o && cd o && $TAR -xf ../huge.tar; echo \$?; ls; cd .. && rm -rf o" "2\nf\n"
	check -e "tar: Skipping to next header\ntar: Exiting with failure status due to previous errors\n" \
		"a mode that is not octal" "$TAR -tf notoctal.tar; echo \$?" "2\n"
	check -e "tar: extended header of 2000017 bytes is too large\ntar: Skipping to next header\ntar: Exiting with failure status due to previous errors\n" \
		"huge extended header" "$TAR -tf bigpax.tar; echo \$?" "p\n2\n"
	check -e "tar: malformed extended header\ntar: Skipping to next header\ntar: Exiting with failure status due to previous errors\n" \
		"malformed extended header" "$TAR -tf badpax.tar; echo \$?" "q\n2\n"
fi
needs_end

# ---- options -------------------------------------------------------------
mkdir -p op/a/b op/c
printf '1\n' > op/a/b/f
printf '2\n' > op/c/g
printf '3\n' > op/a/h.o
printf '4\n' > op/a/b/i.o
touch -d '2001-01-01' op/a/b/f op/c/g op/a/h.o op/a/b/i.o op/a/b op/a op/c
cd op
ST='--sort=name --mtime=@0 --owner=0 --group=0 --format=ustar'
same "-C between names" "tar -cvf - $ST -C a b -C ../c g | tar -tvf -"
same "reproducible: GNU's bytes" "tar -cf - $ST a c | md5sum"
same "--sort=name over every entry type" "cd ../src && tar -cf - $ST t | md5sum"
same "--sort=inode" "tar -cf - --sort=inode a c | tar -tf - | sort"
same "--sort=name --mtime=DATE" "tar -cf - --sort=name --mtime='2020-02-02 02:02:02' --format=ustar a | md5sum"
same "--exclude pattern" "tar -cf - --sort=name --exclude='*.o' a c | tar -tf -"
same "--exclude a directory name" "tar -cf - --sort=name --exclude=b a c | tar -tf -"
same "--exclude a path" "tar -cf - --sort=name --exclude=a/b a c | tar -tf -"
same "--exclude on extraction" "tar -cf - --sort=name a c | tar -tf - --exclude='*.o' --exclude=c"
printf 'a/b\na/h.o\n' > ../list
printf 'a/b\0c/g\0' > ../nlist
printf '*.o\nc\n' > ../xlist
same "-T" "tar -cf - --sort=name -T ../list | tar -tf -"
same "-T --null --no-recursion" "tar -cf - --null --no-recursion -T ../nlist | tar -tf -"
same "-X" "tar -cf - --sort=name -X ../xlist a c | tar -tf -"
same "-T - (stdin)" "tar -cf - --sort=name -T - | tar -tf -" "a/b/f\nc\n"
same "bundled options" "tar cvf - --sort=name a | tar tvf -"
same "bundled with two arguments" "tar cfC - a b | tar tf -"
same "-v to stderr when the archive is stdout" "tar -cvvf - --sort=name a >/dev/null"
same "--owner and --group" "tar -cf - --owner=bin --group=5 a/h.o | tar -tvf -"
same "--owner NAME:ID" "tar -cf - --owner=who:4242 a/h.o | tar -tvf -; tar -cf - --owner=4242 a/h.o | tar -tvf -"
same "--numeric-owner" "tar -cf - --numeric-owner a/h.o | tar -tvf -; tar -cf - a/h.o | tar -tvf - --numeric-owner"
same "leading / on create" "tar -cf - $PWD/c | tar -tf -"
same "-P on create" "tar -cPf - $PWD/c | tar -tPf -"
same "dot-dot on create" "tar -cf - a/../c | tar -tf -"
same "--dereference" "ln -s c/g sl; tar -chf - sl | tar -tvf -; rm sl"
d=deep
for i in $(seq 210); do d=$d/d$i; done
mkdir -p $d && echo x > $d/f && ln -s f $d/l
find deep -exec touch -h -d '2009-09-09 09:09:09' {} +
same "a tree deeper than 200 levels" "tar -cf - deep | tar -tvf - | tail -3 | md5sum; tar -cf - deep | tar -tf - | wc -l"
rm -rf deep
same "file is the archive" "mkdir self && cd self && : > a && tar -cf self.tar .; echo \$?; tar -tf self.tar | sort; cd .. && rm -r self"
REFS=python3 same "sockets are skipped" "python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind(\"sock\")'; tar -cf - sock | tar -tf -; rm sock"
tar_out() { $TAR -cf ../op.tar --sort=name a c; }
tar_out
same "select members" "tar -tf ../op.tar a/b c/g"
same "select with a trailing slash" "tar -tf ../op.tar a/b/"
same "--wildcards" "tar -tf ../op.tar --wildcards '*.o' 'c/*'"
same "no wildcards by default" "tar -tf ../op.tar '*.o'; echo \$?"
same "--strip-components" "mkdir o; tar -xf ../op.tar -C o --strip-components=2; find o | sort; rm -rf o"
same "-O" "tar -xOf ../op.tar c/g a/b/f"
same "-xv" "mkdir o; tar -xvf ../op.tar -C o; rm -rf o"
same "-xvv" "mkdir o; tar -xvvf ../op.tar -C o; rm -rf o"
same "-k" "mkdir -p o/c; echo old > o/c/g; tar -xkf ../op.tar -C o; echo \$?; cat o/c/g; rm -rf o"
same "--skip-old-files" "mkdir -p o/c; echo old > o/c/g; tar -xf ../op.tar -C o --skip-old-files; echo \$?; cat o/c/g; rm -rf o"
same "replace, not write through a hard link" "mkdir -p o/c; echo old > keep; ln keep o/c/g; tar -xf ../op.tar -C o; cat keep o/c/g; rm -rf o keep"
same "--overwrite writes in place" "mkdir -p o/c; echo old > keep; ln keep o/c/g; tar -xf ../op.tar -C o --overwrite; cat keep o/c/g; rm -rf o keep"
same "-m" "mkdir o; tar -xmf ../op.tar -C o; find o -newer ../op.tar | sort; rm -rf o"
same "restores mtimes" "mkdir o; tar -xf ../op.tar -C o; find o -newer ../op.tar | sort; rm -rf o"
same "-p and the umask" "umask 027; mkdir o; tar -xf ../op.tar -C o --no-same-permissions; stat -c '%a %n' o/a o/c/g; rm -rf o"
cd ..

# modes under every umask and -p setting: files are created with their
# final mode when the umask takes nothing, else fixed by fchmod
mkdir pm
for m in 644 600 755 444 666 777 640 1755 000; do
	printf '%s\n' $m > pm/f$m
	chmod $m pm/f$m
done
for m in 700 755 775 555 1777; do
	mkdir pm/d$m
	printf 'in\n' > pm/d$m/f
	chmod $m pm/d$m
done
$TAR -cf pm.tar pm
for u in 000 002 022 077; do
	for p in "" -p --no-same-permissions; do
		same "modes: umask $u $p" "umask $u; mkdir o; tar -xf pm.tar -C o $p; echo \$?; (cd o && find . | LC_ALL=C sort | xargs stat -c '%a %n'); chmod -R u+rwx o; rm -rf o"
	done
done
same "--overwrite sets the mode of a file it writes into" "mkdir -p o/pm; echo old > o/pm/f644; chmod 600 o/pm/f644; echo old > o/pm/f600; chmod 666 o/pm/f600; tar -xf pm.tar -C o --overwrite pm/f644 pm/f600; stat -c '%a %n' o/pm/f644 o/pm/f600; cat o/pm/f644; rm -rf o"
same "existing directories get the archive's modes" "mkdir -p o/pm/d755 o/pm/d700; chmod 700 o/pm/d755; chmod 755 o/pm/d700; tar -xf pm.tar -C o pm/d755 pm/d700; stat -c '%a %n' o/pm/d755 o/pm/d700; chmod -R u+rwx o; rm -rf o"
needs cmd python3
check "a directory replaced by a file keeps the file's mode" \
	"python3 -c \"import tarfile, io
t = tarfile.open('rd.tar', 'w', format=tarfile.USTAR_FORMAT)
i = tarfile.TarInfo('d'); i.type = tarfile.DIRTYPE; i.mode = 0o700; t.addfile(i)
i = tarfile.TarInfo('d'); i.size = 2; i.mode = 0o604; i.mtime = 86400; t.addfile(i, io.BytesIO(b'f\\\\n'))
t.close()\" && mkdir o && $TAR -xf rd.tar -C o; echo \$?; stat -c '%a %F %Y' o/d; rm -rf o rd.tar" \
	"0\n604 regular file 86400\n"
needs_end

# ---- sparse members, big sizes, -z, -r and -u ---------------------------
mkdir sp
truncate -s 5M sp/holes
for o in 0 400000 900000 1500000 2000000 2600000 3100000; do
	printf 'data%s' $o | dd of=sp/holes bs=1 seek=$o conv=notrunc 2>/dev/null
done
printf 'end' >> sp/holes
touch -d '2004-04-04 04:04:04' sp/holes
if [ -n "$GTAR" ]; then
	for v in gnu 0.0 0.1 1.0; do
		case $v in
		gnu) (cd sp && $GTAR -cSf ../sp-$v.tar --format=gnu holes) ;;
		*) (cd sp && $GTAR -cSf ../sp-$v.tar --format=posix \
			--sparse-version=$v holes) ;;
		esac
		same "tv sparse $v" "tar -tvf sp-$v.tar"
		# (the blocks the filesystem gives 8 data blocks vary with the
		# order they are written in: a 5 MiB file in under 1 MiB is
		# what matters)
		check "x sparse $v" "mkdir o && $TAR -xf sp-$v.tar -C o && cmp sp/holes o/holes && [ \$(du -k o/holes | cut -f1) -lt 1024 ] && echo holes kept; rm -rf o" \
			"holes kept\n"
	done
fi
# over 8 GiB: a pax size record (or GNU base-256); sparse on the disk.
# The headers are what matters: the first record is enough for listing.
if truncate -s 8589935105 sp/huge 2>/dev/null; then
	line="-rw-r--r-- $(id -un)/$(id -gn) 8589935105 $(date -r sp/huge '+%Y-%m-%d %H:%M') huge\n"
	check "GNU reads an 8 GiB+ member from rootbox" \
		"$TAR -C sp -cf - huge | head -c 10240 | $GTAR -tvf - 2>/dev/null; echo \$?" "${line}2\\n"
	check "GNU reads an 8 GiB+ gnu member from rootbox" \
		"$TAR -C sp --format=gnu -cf - huge | head -c 10240 | $GTAR -tvf - 2>/dev/null; echo \$?" "${line}2\\n"
	check "rootbox reads an 8 GiB+ member from GNU" \
		"$GTAR -C sp --format=posix -cf - huge | head -c 10240 | $TAR -tvf - 2>/dev/null; echo \$?" "${line}2\\n"
	rm -f sp/huge
fi

if needs cmd gzip; then
	same "-z: GNU reads it" "tar -czf - -C op --sort=name a | tar -tzvf -"
	check "-z: gzip agrees" "$TAR -czf - -C op a | gzip -t && echo ok" "ok\n"
	$GTAR -czf g.tgz -C op a c
	same "gzip found by itself" "tar -tf g.tgz"
	same "-v goes to stderr with -O" "cat g.tgz | tar -xvzf - -O c/g"
	check -e "c/g\n" "gzip found by itself in a pipe" "cat g.tgz | $TAR -xvf - -O c/g" "2\n"
	check "gzip found by itself on stdin" "$TAR -tf - c < g.tgz" "c/\nc/g\n"
fi
needs_end
same "--mode" 'for m in +w u=rwx,g=rx,o= a+X 0600 go-r,u+s; do tar --mode=$m -cf - -C op --sort=name a c | tar -tvf -; done'
same "--mode invalid" 'tar --mode=zz -cf - -C op a; echo $?'
if needs cmd bzip2 && needs cmd xz && needs cmd zstd; then
	same "-j: GNU reads it" "tar -cjf - -C op --sort=name a | tar -tjvf -"
	check "-j: bzip2 agrees" "$TAR -cjf - -C op a | bzip2 -t && echo ok" "ok\n"
	$GTAR -cjf g.tbz2 -C op a c
	$GTAR -cJf g.txz -C op a c
	$GTAR --zstd -cf g.tzst -C op a c
	$GTAR --lzma -cf g.tlz -C op a c
	same "bzip2, xz, zstd and lzma found by themselves" "for f in g.tbz2 g.txz g.tzst g.tlz; do tar -tvf \$f; done"
	same "-j -J --zstd --lzma" "tar -tjf g.tbz2; tar -tJf g.txz; tar --zstd -tf g.tzst; tar --lzma -xOf g.tlz c/g"
	check "xz, zstd and bzip2 found by themselves in a pipe" \
		"for f in g.tbz2 g.txz g.tzst; do cat \$f | $TAR -tf - c; done" "c/\nc/g\nc/\nc/g\nc/\nc/g\n"
	same "-a by the suffix" "for x in tar.gz tgz tbz2 tar.bz2 tar; do tar -caf a.\$x -C op a && tar -tf a.\$x | head -1; rm a.\$x; done"
	check -s 2 -e "tar: xz compression is not supported (gzip and bzip2 are)\n$fatal" \
		"-J on create" "$TAR -cJf x.txz -C op a; ls x.txz 2>/dev/null" ""
	check -s 2 -e "tar: zstd compression is not supported (gzip and bzip2 are)\n$fatal" \
		"-a of .tar.zst" "$TAR -caf x.tar.zst -C op a" ""
	check -s 2 -e "tar: Conflicting compression options\nTry 'tar --help' for more information.\n" \
		"conflicting compression options" "$TAR -tzjf g.tbz2" ""
	$GTAR -cf - -C op a c | xz --format=lzma > g.lzma
	# GNU tar does not find lzma by itself ("does not look like a tar
	# archive"); ours takes its usual properties byte as the sign
	check "lzma found by itself" "$TAR -tf g.lzma | head -2" "a/\na/b/\n"
	same "-j on a gzip archive" "tar -tjf g.tgz 2>/dev/null; echo \$?"
fi
needs_end
if needs cmd compress; then
	$GTAR -cf - -C op a c | compress -c > g.tar.Z
	same "compress (.Z) found by itself" "tar -tvf g.tar.Z; tar -xOzf g.tar.Z c/g"
	check "compress (.Z) found by itself in a pipe" "cat g.tar.Z | $TAR -tf - c" "c/\nc/g\n"
fi
needs_end

cd op
same "-r appends" "tar -cf ../r.tar a/h.o && tar -rf ../r.tar c && tar -tvf ../r.tar; rm ../r.tar"
same "-r makes a new archive" "tar -rf ../r.tar c && tar -tf ../r.tar; rm ../r.tar"
same "-r keeps records of 10240" "tar -cf ../r.tar a/h.o && tar -rf ../r.tar c && wc -c < ../r.tar; rm ../r.tar"
same "-u adds only newer files" "tar -cf ../r.tar a c && touch -d '2002-02-02' c/g && tar -uvf ../r.tar a c && tar -tvf ../r.tar; touch -d '2001-01-01' c/g; rm ../r.tar"
check -s 2 -e "tar: Cannot update compressed archives\n$try" \
	"-r with -z" "tar -rzf ../r.tar c" ""
check -s 2 -e "tar: Options '-Aru' are incompatible with '-f -'\n$try" \
	"-r on stdout" "tar -rf - c" ""
cd ..
