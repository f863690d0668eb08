# root/faults.t - the applets that write files, on a full filesystem (a
# 64k tmpfs, ENOSPC): the input stays whole, no half-written output is
# left under its final name nor a temporary beside it, the status is not
# 0 and the message names the file. gzip and gunzip are in root/gzip.t,
# cp in root/cp.t, mv in root/mv.t, tar's messages in root/tar.t; the
# signals and /dev/full in faults.t. Runs inside run.sh's unshare -m.
needs root
umask 022
mkdir mt
mount -t tmpfs -o size=64k rootbox-faults mt || exit 1
trap 'umount mt 2>/dev/null' EXIT
H=$HOSTPATH
randbytes 40000 > r40
randbytes 100000 > r100
seq 9000 > t9
# 300k that compress to almost nothing, and are not zeros (which xz and
# zstd -d would write as holes, taking no room)
yes 'a line of text' | head -c 300000 > lines
PATH=$H bzip2 -c lines > lines.bz2
PATH=$H xz -c lines > lines.xz
PATH=$H zstd -qc lines > lines.zst
PATH=$H compress -c lines > lines.Z
mkdir src
cp r100 src/big
echo small > src/small
PATH=$H tar -cf a.tar -C src small big
(cd src && printf 'small\nbig\n' | PATH=$H cpio -o -H newc --quiet > ../a.cpio)
# what the tmpfs holds after a case, temporaries too (ls -A)
L='ls -A mt'
C='rm -rf mt/* mt/.[!.]*'

needs applet bzip2
REF=bzip2
# GNU bzip2's status and outcome; its message is five lines
check -e "bzip2: r.bz2: No space left on device\n" "bzip2" \
	"cp r40 mt/r && (cd mt && bzip2 r; echo \$?); $L; cmp mt/r r40; $C" \
	"1\nr\n"
check -e "bzip2: l: No space left on device\n" "bzip2 -d" \
	"cp lines.bz2 mt/l.bz2 && (cd mt && bzip2 -d l.bz2; echo \$?); $L;
	cmp mt/l.bz2 lines.bz2; $C" "1\nl.bz2\n"
needs_end
needs applet xz
REF=xz
# GNU xz says "l: Write error: No space left on device"
check -e "xz: l: No space left on device\n" "xz -d" \
	"cp lines.xz mt/l.xz && (cd mt && xz -d l.xz; echo \$?); $L;
	cmp mt/l.xz lines.xz; $C" "1\nl.xz\n"
needs_end
needs applet zstd
REF=zstd
# GNU zstd exits 93 and leaves the part of l it wrote
check -e "zstd: l: No space left on device\n" "zstd -d" \
	"cp lines.zst mt/l.zst && (cd mt && zstd -qd --rm l.zst; echo \$?);
	$L; cmp mt/l.zst lines.zst; $C" "1\nl.zst\n"
needs_end
needs applet gzip
REF=gzip
same "uncompress (gunzip of a .Z)" "cp lines.Z mt/l.Z && (cd mt && gunzip l.Z; echo \$?);
	$L; cmp mt/l.Z lines.Z; $C"
needs_end

needs applet sed
REF=sed
# GNU's words, with its temporary's random name and its count of items
# (its stdio buffer's: musl's and glibc's differ from GNU's and from each
# other) hidden
check -e "sed: couldn't write N items to ./sedXXXXXX: No space left on device\n" \
	"sed -i" "cp t9 mt/t && (cd mt && sed -i 's/1/1111111/g' t 2> ../err;
	echo \$?); $L; cmp mt/t t9
	sed 's/write [0-9]* items\{0,1\}/write N items/
	s/sed[A-Za-z0-9]\{6\}:/sedXXXXXX:/' err >&2; rm err; $C" "4\nt\n"
needs_end

needs applet sort
REF=sort
# GNU sort leaves the part of n it wrote
check -e "sort: write failed: mt/n: No space left on device\nsort: write error\n" \
	"sort -o a new file" "seq 20000 | sort -o mt/n; echo \$?; $L; $C" "2\n"
# GNU sort truncates t and writes it anew, which fits here; written
# beside t, the output needs room for both (and a full disk leaves t
# whole, where GNU's would lose it)
check -e "sort: write failed: mt/t: No space left on device\nsort: write error\n" \
	"sort -o of its own input" "cp t9 mt/t && sort -r -o mt/t mt/t; echo \$?;
	$L; cmp mt/t t9; $C" "2\nt\n"
needs_end

needs applet install
REF=install
# GNU install leaves the part of x it wrote (over the old x)
check -e "install: error writing 'mt/x': No space left on device\n" \
	"install" "install -m 644 r100 mt/x; echo \$?; $L; $C" "1\n"
check -e "install: error writing 'mt/x': No space left on device\n" \
	"install over a file" "echo old > mt/x && install -m 644 r100 mt/x;
	echo \$?; $L; cat mt/x; $C" "1\nx\nold\n"
needs_end

needs applet dd
REF=dd
FILTER='s/ copied, .* s, .*B\/s$/ copied, TIME/'
same "dd keeps what it wrote" "dd if=r100 of=mt/x bs=4096; echo \$?; $L; $C"
FILTER=
needs_end

needs applet tee
REF=tee
same "tee keeps what it wrote" "tee mt/x < r100 > /dev/null; echo \$?; $L; $C"
needs_end

needs applet uniq
REF=uniq
# GNU uniq leaves the part of x it wrote, and does not name it
check -e "uniq: write error: mt/x: No space left on device\n" "uniq OUTPUT" \
	"uniq r100 mt/x; echo \$?; $L; $C" "1\n"
needs_end

needs applet tar
REF=tar
# GNU tar leaves the part of big it wrote, and the archive it began
# (which lists as a valid one of fewer members); its words are "Wrote
# only N of 10240 bytes"
check -e "tar: big: Cannot write: No space left on device
tar: Exiting with failure status due to previous errors\n" "tar -x" \
	"tar -xf a.tar -C mt; echo \$?; $L; cmp mt/small src/small; $C" \
	"2\nsmall\n"
check -e "tar: mt/a.tar: Cannot write: No space left on device
tar: Error is not recoverable: exiting now\n" "tar -c -f" \
	"tar -cf mt/a.tar -C src small big; echo \$?; $L; $C" "2\n"
needs_end

needs applet cpio
REF=cpio
# GNU cpio leaves the part of big it wrote, and does not name it
check -e "cpio: big: write error: No space left on device\n" "cpio -i" \
	"(cd mt && cpio -i --quiet < ../a.cpio; echo \$?); $L;
	cmp mt/small src/small; $C" "2\nsmall\n"
same "cpio -o into the shell's file" "(cd src && printf 'small\nbig\n' |
	cpio -o -H newc --quiet > ../mt/a.cpio; echo \$?); $L; $C"
# GNU cpio leaves the archive it began
check -e "cpio: write error: No space left on device\n" "cpio -o -F" \
	"(cd src && printf 'small\nbig\n' |
	cpio -o -H newc --quiet -F ../mt/a.cpio; echo \$?); $L; $C" "2\n"
needs_end

# mv across filesystems, SIGINT and SIGTERM as it copies (how ./at makes
# "as it copies" certain: faults.t): the source stays whole, the copy
# begun is removed (GNU mv leaves it)
needs applet mv
needs cmd strace
cp "$SRCDIR/tests/faults-at" at
mkdir big
mount -t tmpfs -o size=8m rootbox-faults-big big || exit 1
trap 'umount mt big 2>/dev/null' EXIT
randbytes 300000 > r300
check "SIGINT: mv to another filesystem" \
	"cp r300 s && ./at INT 1 mv s big/; echo \$?; ls big; cmp s r300; rm s" \
	"130\n"
check "SIGTERM: mv to another filesystem" \
	"cp r300 s && ./at TERM 1 mv s big/; echo \$?; ls big; cmp s r300; rm s" \
	"143\n"
umount big

# the user database on a full /etc: passwd and shadow, written beside
# (FILE+) and renamed, stay as they were, with no FILE+ left; the lock
# file (.pwd.lock, empty) is made and kept, as shadow's tools keep theirs
cat > pwdb <<'E'
#!/bin/sh
# pwdb ETC FULL [1]: passwd, shadow and group in ETC (and a copy of ETC
# in pwdb.orig), then FULL/fill takes the rest of FULL, a small tmpfs;
# with 1, shadow takes two pages, and one page of FULL stays free
mkdir -p "$1" && printf '%s\n' root:x:0:0:root:/root:/bin/sh \
	alice:x:1000:1000::/home/alice:/bin/sh > "$1/passwd" &&
printf '%s\n' 'root:*:19000:0:99999:7:::' \
	'alice:$5$q$w:19000:0:99999:7:::' > "$1/shadow" &&
{ [ "$3" != 1 ] ||
	seq -f 'user%g:*:19000:0:99999:7:::' 200 >> "$1/shadow"; } &&
printf 'root:x:0:\n' > "$1/group" && cp -a "$1" pwdb.orig || exit 1
[ "$3" != 1 ] || head -c 4096 /dev/zero > "$2/spare"
[ "$(stat -f -c %T "$2")" = tmpfs ] &&
	[ "$(stat -f -c '%b * %S' "$2" | xargs expr)" -le 1048576 ] ||
	{ echo "pwdb: $2 is not a small tmpfs" >&2; exit 1; }
{ cat /dev/zero > "$2/fill"; } 2>/dev/null
rm -f "$2/spare"
exit 0
E
chmod +x pwdb
P='ls -A mt/etc; diff -r -x .pwd.lock pwdb.orig mt/etc && echo same; rm -rf pwdb.orig'
needs applet passwd
# -R is a chroot: the message names the file as it is seen there; 3 is
# shadow's status for "nothing done"
check -e "passwd: /etc/shadow+: No space left on device\n" \
	"passwd -l" "./pwdb mt/etc mt; passwd -R \$PWD/mt -l alice; echo \$?; $P; $C" \
	"3\n.pwd.lock\ngroup\npasswd\nshadow\nsame\n"
needs_end
needs applet chpasswd
check -e "chpasswd: /etc/shadow+: No space left on device\n" \
	"chpasswd" "./pwdb mt/etc mt; echo alice:secret | chpasswd -R \$PWD/mt;
	echo \$?; $P; $C" "1\n.pwd.lock\ngroup\npasswd\nshadow\nsame\n"
needs_end
# adduser in a new root (a static rootbox in nr/bin) whose /etc is a full
# tmpfs: no user, no group, nothing changed; deluser likewise
needs applet adduser
needs cmd chroot
if ! command -v ldd >/dev/null || ldd "$ROOTBOX" >/dev/null 2>&1; then
	[ -n "$_skipping" ] || echo "SKIP $TEST_FILE: adduser:" \
		"rootbox is not a static binary (SANITIZE=1?)"
	_skipping="rootbox is not static"
fi
mkdir -p nr/bin nr/etc
cp "$ROOTBOX" nr/bin/rootbox
ln -s rootbox nr/bin/adduser
ln -s rootbox nr/bin/deluser
mount -t tmpfs -o size=64k rootbox-faults-etc nr/etc || exit 1
trap 'umount mt nr/etc 2>/dev/null' EXIT
N='ls -A nr/etc; diff -r -x .pwd.lock -x fill pwdb.orig nr/etc && echo same;
	rm -rf pwdb.orig nr/etc/* nr/etc/.[!.]*'
check -e "adduser: /etc/group+: No space left on device\n" \
	"adduser, a user and its group" "./pwdb nr/etc nr/etc;
	\$(command -v chroot) nr /bin/adduser -D -H erin; echo \$?; $N" \
	"1\n.pwd.lock\nfill\ngroup\npasswd\nshadow\nsame\n"
# room for the group's line, not the three: none is made (each file was
# rewritten in turn, and the group and passwd lines were left)
check -e "adduser: /etc/passwd+: No space left on device\n" \
	"adduser, room for one file" "./pwdb nr/etc nr/etc 1;
	\$(command -v chroot) nr /bin/adduser -D -H erin; echo \$?; $N" \
	"1\n.pwd.lock\nfill\ngroup\npasswd\nshadow\nsame\n"
check -e "deluser: /etc/shadow+: No space left on device\n" \
	"deluser, room for one file" "./pwdb nr/etc nr/etc 1;
	\$(command -v chroot) nr /bin/deluser alice; echo \$?; $N" \
	"1\n.pwd.lock\nfill\ngroup\npasswd\nshadow\nsame\n"
needs_end
umount nr/etc
