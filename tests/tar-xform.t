# tar-xform.t - tar's GNU options for names and filters: --transform,
# --show-transformed-names, the --wildcards family, -I and -S, compared
# with GNU tar 1.34
needs applet tar
umask 022
TAR=$TESTROOT/tar
GTAR=$(PATH=$HOSTPATH command -v tar)

# a tree with every kind of name a transformation touches
mkdir -p a/b
printf 'hi\n' > a/b/f.txt
ln -s f.txt a/b/l
ln a/b/f.txt a/h
ln -s a/b/f.txt sl
touch -h -d '2001-01-01 00:00:00' a/b/f.txt a/b/l sl a/b a
OG='--owner=0 --group=0 --numeric-owner'
ST="--sort=name --mtime=@0 $OG"
tar -cf x.tar $ST a
tar -cf y.tar $ST sl a/h a/b/f.txt
XO='rm -rf o; mkdir o; tar -C o'
FO='; echo $?; find o | LC_ALL=C sort; rm -rf o'

# ---- --transform on create ------------------------------------------------
for e in 's/a/Z/' 's,a,Z,;s/b/B/g' 's/f/F/g;s/\(.*\)/\U\1/' 's/a/<\n>/' \
    's/a/x\&y&/' 's/a/<\q>/' 's/a/<\\>/' 's/b/x/0' 's,a,\,,' \
    's/\(a\)\(\/\)/\2\1/' 's/a/\u&x\lYZ/' 's/a/\Uxy\Ez/' 's/$/E/' \
    's/^/S/g' 's/b/Q/S' 's/b/Q/H' 's/b/Q/R' 's/f/Q/rS' 's/[a-z]/X/2g' \
    's/(b|f)/<\1>/xg' 's/b\|f/Q/g' 's/B/q/i' 's/b+/Q/g' 's,.*,,' \
    's,^,/abs/,' 's,^,../,' 's/a/Q/12' ''; do
	same "transform on create: $e" \
		"tar -cvf - $ST --transform='$e' a sl | tar -tvf -"
done
same "--xform and --transform in order" \
	"tar -cf - $ST --transform='s/a/Q/' --xform 's/Q/R/;s/b/c/' a | tar -tf -"
same "create -vv shows the names given" \
	"tar -cvvf /dev/null $OG --transform='s/a/Q/' a sl"
same "create -vv --show-transformed-names" \
	"tar -cvvf /dev/null $OG --transform='s/a/Q/' \
	--show-transformed-names a sl"
same "-r -vv: the targets shown are the stored ones" \
	"cp x.tar r.tar; tar -rvvf r.tar $OG --transform='s/b/bb/' a/h a/b/l sl;
	tar -tvf r.tar"
same "--exclude matches the names given" \
	"tar -cf - $ST --transform='s/b/B/' --exclude=B --exclude=l a | tar -tf -"

# ---- on list and extract --------------------------------------------------
same "list: names as stored, targets transformed" \
	"tar -tvf y.tar --transform='s/a/Q/'"
same "list --show-transformed-names" \
	"tar -tvf y.tar --transform='s/a/Q/' --show-transformed-names"
same "list: FILEs match the stored names" \
	"tar -tf y.tar --transform='s/a/Q/' Q/h a/h; echo \$?"
same "list: --exclude matches the stored names" \
	"tar -tvf x.tar --exclude='B' --transform='s/b/B/'"
same "list: a transformed leading /" \
	"tar -tvf x.tar --transform='s,^,/,' --show-transformed-names"
same "list: a transformed leading ../" \
	"tar -tvf x.tar --transform='s,^,../,' --show-transformed-names"
same "extract selected members" \
	"$XO -xvf x.tar --transform='s/b/B/;s/f\.txt/ff/' a/b/f.txt a/h $FO"
same "extract with --strip-components" \
	"$XO -xvf x.tar --transform='s/b/B/' --strip-components=1 $FO"
same "extract --show-transformed-names" \
	"$XO -xvf x.tar --transform='s/b/B/' --show-transformed-names $FO"
same "extract: a symbolic link target kept (S)" \
	"$XO -xvf y.tar --xform='s/a/Q/S'; echo \$?; readlink o/sl; rm -rf o"
same "extract: a symbolic link target transformed" \
	"$XO -xf y.tar --xform='s/a/Q/'; echo \$?; readlink o/sl; rm -rf o"
# what a transformation makes is still kept inside the target
same "extract: a transformed ../ is removed" \
	"$XO -xvf x.tar --transform='s,^,../escaped-,' $FO; ls -d ../escaped-a"
same "extract: a transformed / is removed" \
	"$XO -xf x.tar --transform='s,^,/abs/,' $FO"
same "extract: a member and its link renamed apart" \
	"$XO -xf x.tar --transform='s/h\$/hh/' $FO"

# ---- bad expressions ------------------------------------------------------
# GNU also suggests --usage, which we do not have (as in tar.t)
NOUSAGE="2>&1 | sed \"s/ or 'tar --usage'//\""
for e in 'x' 's/a/b' 's/a/b/q' 's/\(/x/' 's/a/\1/' 's/a/b/ Q' 's/a/b/;x' \
    's/a/b/;;s/b/c/' 's' 's/a/b/gg' 's/a/b/2g' 's|a|b|;' 's/a\/b/y/'; do
	same "transform expression: $e" \
		"{ tar -cf /dev/null --transform='$e' a; echo \$?; } $NOUSAGE"
done
# GNU tar 1.34 loops for ever on an empty match with g; we do as sed
check "an empty match under g" \
	"tar -cf - --transform='s/x*/-/g' a/b/f.txt | tar -tf -" \
	"-a-/-b-/-f-.-t-t-\n"

# ---- -I, --use-compress-program ---------------------------------------------
# reading runs PROG -d (rootbox's own applet where it has one); writing
# goes through /bin/sh -c PROG, here the host's compressors by path
tar -cf plain.tar $ST a
for p in gzip bzip2 xz zstd; do
	needs cmd $p || { needs_end; continue; }
	host=$(PATH=$HOSTPATH command -v $p)
	"$host" -c < plain.tar > p.$p
	same "-I $p: list" "tar -tvf p.$p -I $p"
	same "-I $p: extract one member to stdout" \
		"tar -xOf p.$p --use-compress-program=$p a/b/f.txt"
	same "-I $p: create" \
		"tar -cf - -I '$host -1' $ST a | $host -dc | tar -tvf -"
	same "-I $p: create a file" \
		"tar -cf q.$p -I $host $ST -Hgnu a && $host -dc q.$p | md5sum"
	needs_end
done
GZ=$(PATH=$HOSTPATH command -v gzip)
# GNU's bytes, through a PROG with arguments
same "-I with arguments: GNU's archive" \
	"tar -cf - -I '$GZ -9 -n' $ST --format=gnu a | md5sum"
# a script of one's own as the filter (it is told -d when reading)
printf '#!/bin/sh\necho "filter $*" >&2\nexec %s -n "$@"\n' "$GZ" > filt
chmod +x filt
same "-I a script" "tar -cf s.tgz -I ./filt $ST a && tar -tf s.tgz -I ./filt"
same "-I sh -c with quotes" \
	"tar -tf p.gzip -I 'sh -c \"exec gzip -dc\"'"
# (GNU tar may first write into the pipe of the failed child, and then
# says "Cannot write: Broken pipe" as well, or may not: a race, left out)
same "-I: a PROG that is not there (create)" \
	"{ tar -cf z.tar -I nonexist a; echo \$?; } 2>&1 |
	sed -e 's,^/bin/,,' -e '/Cannot write: Broken pipe/d'"
same "-I: a PROG that is not there (read)" "tar -tf p.gzip -I nonexist"
same "-I: an empty PROG" "tar -tf p.gzip -I '  '"
same "-I: PROG fails (create)" "tar -cf z.tar -I false a"
same "-I: PROG fails (read)" "tar -tf p.gzip -I false"
same "-I: PROG's status" \
	"tar -tf p.gzip -I 'sh -c \"cat >/dev/null; exit 3\"'"
same "-I: PROG writes nothing" "tar -tf p.gzip -I 'sh -c \"cat >/dev/null\"'"
same "-I: PROG killed" "tar -tf p.gzip -I 'sh -c \"kill -9 \\\$\\\$\"'"
same "-I: PROG's quoted words" "tar -tf p.gzip -I \"gzip -d 'x y'\""
same "-I: not gzip data" "tar -tf x.tar -I gzip"
same "-I with -r" "tar -rf z.tar -I gzip a $NOUSAGE"
same "-I with -j" "tar -jcf /dev/null -I gzip a $NOUSAGE"
same "-I gzip with -z" \
	"tar -czf - -I gzip $ST --format=gnu a | gzip -dc | md5sum"

# ---- -S, --sparse ------------------------------------------------------------
# sparse FILE SIZE OFFSET...: a file of SIZE bytes with an x at each OFFSET
sparse() {
	_f=$1
	rm -f "$_f"
	truncate -s "$2" "$_f"
	shift 2
	for _o; do
		printf x | dd of="$_f" bs=1 seek="$_o" conv=notrunc 2>/dev/null
	done
	touch -d '2001-01-01 00:00:00' "$_f"
}
mkdir sp
sparse sp/mid 1048576 100000 1048573	# data inside and at the end
sparse sp/hole 1048576			# nothing but a hole
sparse sp/tail 100000 50000		# ends in a hole
# 40 pieces: 4 in the header, 21 in each of two extension blocks
sparse sp/many 700000 $(seq 0 16384 655360)
printf 'plain\n' > sp/plain
touch -d '2001-01-01 00:00:00' sp/plain sp
ALL='sp/mid sp/hole sp/tail sp/many sp/plain'
# where the file system keeps holes, -S finds them as GNU's does; the
# pieces are the file system's blocks, so GNU runs beside us each time
for f in $ALL; do
	live "-S --format=gnu: GNU's bytes for ${f#sp/}" \
		"tar -cSf - $ST --format=gnu $f | md5sum"
done
live "-S -v: the sizes" "tar -cSvvf - $OG --format=gnu $ALL | tar -tvf -"
same "-S with --format=ustar" \
	"{ tar -cSf /dev/null --format=ustar sp/mid; echo \$?; } $NOUSAGE"
for fmt in gnu pax; do
	$TAR -cSf rb-$fmt.tar --format=$fmt $ALL
	same "-S $fmt: GNU lists ours" "tar -tvf rb-$fmt.tar"
	for x in "$GTAR" "$TAR"; do
		check "-S $fmt: ${x##*/} extracts ours" "rm -rf o; mkdir o;
		$x -xf rb-$fmt.tar -C o && for f in $ALL; do
			cmp \$f o/\$f && echo ok; done" "ok\nok\nok\nok\nok\n"
	done
	# the holes stay holes: the file system keeps none of them
	check "-S $fmt: holes extracted as holes" \
		"stat -c %b o/sp/hole; [ \$(stat -c %b o/sp/mid) -lt 100 ] && echo small" \
		"0\nsmall\n"
done

# ---- --wildcards, --anchored, --wildcards-match-slash, --ignore-case ---------
# each applies to the --exclude patterns and FILEs after it
mkdir -p w/d/e
touch w/a.o w/d/b.o w/d/e/c.o w/A.O 'w/x*y' w/d/x.c
tar -cf w.tar --sort=name $OG w
for a in "--exclude='*.o'" "--no-wildcards --exclude='*.o'" \
    "--exclude='x*y'" "--no-wildcards --exclude='x*y'" \
    "--exclude='d/*.o'" "--anchored --exclude='d/*.o'" \
    "--anchored --exclude='w/d/*.o'" \
    "--no-wildcards-match-slash --exclude='w*.o'" "--exclude='w*.o'" \
    "--no-wildcards-match-slash --exclude='*.o'" \
    "--ignore-case --exclude='*.o'" \
    "--exclude='*.O' --ignore-case --exclude='b*'" \
    "--no-wildcards --exclude=d" "--anchored --no-wildcards --exclude=d" \
    "--exclude='*.o' --no-wildcards" \
    "--no-wildcards --exclude='*.o' --wildcards --exclude='*.c'" \
    "--no-anchored --exclude=e" "--anchored --exclude=e" \
    "--ignore-case --no-wildcards --exclude=a.O" \
    "--ignore-case --no-ignore-case --exclude='*.O'"; do
	same "create $a" "tar -cf - --sort=name $a w | tar -tf -"
done
printf '*.o\n' > xl
same "-X after --no-wildcards" \
	"tar -cf - --sort=name --no-wildcards -X xl --wildcards -X xl w | tar -tf -"
for a in "'w/*.o' --wildcards" "--wildcards 'w/*.o'" "'w/*.o'" \
    "--no-wildcards 'w/*.o'" "--wildcards '*.o'" \
    "--wildcards --no-anchored '*.o'" "--no-anchored 'b.o'" \
    "--ignore-case 'W/A.o'" "--wildcards --no-wildcards-match-slash 'w*'" \
    "--wildcards --no-wildcards-match-slash '*.o'" "--wildcards 'w*'" \
    "'w/x*y'" "--wildcards 'w/d'" "--wildcards 'w/x\\*y'" \
    "--wildcards 'w/d/*' --no-wildcards 'w/x*y'" \
    "--no-wildcards --exclude='*.c' --wildcards w/d" \
    "--wildcards --exclude='*.c' w/d"; do
	same "list $a" "tar -tf w.tar $a; echo \$?"
done
printf 'w/*.o\n' > tl
same "-T names after --wildcards" "tar -tf w.tar --wildcards -T tl"
same "extract --wildcards" \
	"$XO -xf w.tar --wildcards 'w/d/*.o' $FO"
