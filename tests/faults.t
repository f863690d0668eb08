# faults.t - SIGINT and SIGTERM in the middle of writing a file, and
# /dev/full as the output, for the applets that write files: the input
# stays whole, nothing half-written is left under the output's name (nor
# a temporary beside it), the status is the signal's (128+N) or non-zero
# with a message naming the file. The full disk (ENOSPC) is root/faults.t.
#
# "In the middle" is made certain, not likely: ./at runs the applet under
# strace(1), which delivers the signal as the applet enters its Nth call
# that moves output data (write, writev, sendfile, copy_file_range,
# splice), so the output exists and is incomplete when the signal comes;
# nothing waits on a clock, and an applet that never writes that often
# ends with its own status, which the test shows as a failure.
#
# Where the reference keeps a partial file and we do not, the test is a
# check and says why; what an experienced user expects, applet by applet:
# gzip, sed -i, sort -o and the decompressors never leave one (the output
# is whole or absent); tar -x, cpio -i and cp remove the file they were
# writing and keep those finished before it (GNU keeps the part too, which
# passes for a complete file); dd writes where it is told, often a device,
# and keeps what it wrote, as GNU dd does.
needs cmd strace
# under Valgrind, strace would count Valgrind's own writes too (the
# whole file: needs_end below ends a skip)
if [ "$ROOTBOX_VALGRIND" = 1 ]; then
	echo "SKIP $TEST_FILE: the applets' writes cannot be counted under Valgrind"
	_result skip
	return 0
fi
umask 022
# at's own shell would say "Terminated" on its stderr: that goes to
# /dev/null, the applet's to the test's stderr (in a subshell: dash
# prints the word while a command's own redirections are in place); at
# exits with 128+N, not killed itself, so the test's shell says nothing
# either. -f: GNU zstd writes from a thread.
cp "$SRCDIR/tests/faults-at" at
REFS=strace
# random bytes, so that they stay large compressed and no decompressor
# can write them as holes; no output here shows them
head -c 2000000 /dev/urandom > r
seq 200000 > t
H=$HOSTPATH
PATH=$H gzip -c r > r.gz
PATH=$H bzip2 -c r > r.bz2
PATH=$H xz -c r > r.xz
PATH=$H zstd -qc r > r.zst
mkdir d
seq 100 > d/a
cp r d/r
cp t d/z
# in this order: a (small, one write), r (many), z
PATH=$H tar -cf d.tar d/a d/r d/z
(cd d && printf 'a\nr\nz\n' | PATH=$H cpio -o -H newc --quiet > ../d.cpio)
# what a case left: ls -A, so that a temporary (.name.XXXXXX, sedXXXXXX)
# shows too; not the harness's .stdin, .out..., nor the inputs (cat: the
# status of a listing of nothing is 0)
L='ls -A | grep -v -e "^\.[a-z-]*$" -e "^at$" -e "^d" -e "^[rt]$" -e "^r\." | cat'

for sig in INT TERM; do
	st=130
	[ $sig = INT ] || st=143
	needs applet gzip
	REF=gzip
	same "SIG$sig: gzip" "cp r x && ./at $sig 2 gzip x; echo \$?;
		$L; cmp x r; rm x"
	same "SIG$sig: gunzip" "cp r.gz x.gz && ./at $sig 3 gunzip x.gz;
		echo \$?; $L; cmp x.gz r.gz; rm x.gz"
	same "SIG$sig: uncompress (gunzip of a .Z)" "compress -c r > x.Z &&
		cp x.Z k.Z && ./at $sig 3 gunzip x.Z; echo \$?; $L;
		cmp x.Z k.Z; rm x.Z k.Z"
	needs_end

	needs applet bzip2
	REF=bzip2
	# GNU bzip2 catches the signal, says so and exits 1; the status
	# of a process a signal ended is the signal's (POSIX), as gzip's
	check "SIG$sig: bzip2" "cp r x && ./at $sig 2 bzip2 x; echo \$?;
		$L; cmp x r; rm x" "$st\nx\n"
	check "SIG$sig: bzip2 -d" "cp r.bz2 x.bz2 &&
		./at $sig 3 bzip2 -d x.bz2; echo \$?; $L; cmp x.bz2 r.bz2;
		rm x.bz2" "$st\nx.bz2\n"
	needs_end

	needs applet xz
	REF=xz
	same "SIG$sig: xz -d" "cp r.xz x.xz && ./at $sig 3 xz -d x.xz;
		echo \$?; $L; cmp x.xz r.xz; rm x.xz"
	needs_end

	needs applet zstd
	REF=zstd
	# GNU zstd removes x too, but exits 2 (and keeps x.zst: no --rm)
	check "SIG$sig: zstd -d" "cp r.zst x.zst &&
		./at $sig 3 zstd -qd x.zst; echo \$?; $L; cmp x.zst r.zst;
		rm x.zst" "$st\nx.zst\n"
	needs_end

	needs applet tar
	REF=tar
	# the archive through a pipe: read and written in blocks, not
	# moved by sendfile in one call. GNU tar keeps d/r's first part.
	check "SIG$sig: tar -x removes the member it was writing" \
		"mkdir o && cd o && cat ../d.tar | ../at $sig 3 tar -xf -;
		echo \$?; find . | sort; cmp d/a ../d/a; cd .. && rm -r o" \
		"$st\n.\n./d\n./d/a\n"
	# GNU tar leaves the archive it began, which lists as a valid one
	# of fewer members
	check "SIG$sig: tar -c removes the archive" \
		"./at $sig 3 tar -cf x.tar d; echo \$?; $L" "$st\n"
	needs_end

	needs applet cpio
	REF=cpio
	# GNU cpio keeps r's first part; a, before it, is whole
	check "SIG$sig: cpio -i removes the file it was writing" \
		"mkdir o && cd o && ../at $sig 3 cpio -i --quiet < ../d.cpio;
		echo \$?; ls; cmp a ../d/a; cd .. && rm -r o" "$st\na\n"
	needs_end

	needs applet cp
	REF=cp
	# GNU cp keeps what it wrote of r (nothing, at the first call);
	# a takes two calls (the second finds its end), r the third
	check "SIG$sig: cp removes the file it was writing" \
		"./at $sig 1 cp r x; echo \$?; $L" "$st\n"
	check "SIG$sig: cp keeps the files before" \
		"mkdir o && ./at $sig 3 cp d/a d/r d/z o; echo \$?; ls o;
		cmp o/a d/a; rm -r o" "$st\na\n"
	needs_end

	needs applet dd
	REF=dd
	same "SIG$sig: dd keeps what it wrote" \
		"./at $sig 3 dd if=r of=x bs=4096 status=none; echo \$?;
		wc -c < x; rm x"
	needs_end

	needs applet sed
	REF=sed
	# GNU sed leaves its sedXXXXXX temporary beside the file
	check "SIG$sig: sed -i leaves the file and no temporary" \
		"cp t x && ./at $sig 3 sed -i s/1/one/ x; echo \$?; $L;
		cmp x t; rm x" "$st\nx\n"
	needs_end

	needs applet sort
	REF=sort
	# GNU sort has truncated x, its own input: the lines are lost
	check "SIG$sig: sort -o of its own input" \
		"cp t x && ./at $sig 3 sort -r -o x x; echo \$?; $L; cmp x t;
		rm x" "$st\nx\n"
	# and leaves the part it wrote
	check "SIG$sig: sort -o a new file" \
		"./at $sig 3 sort -o x t; echo \$?; $L" "$st\n"
	needs_end

	needs applet install
	REF=install
	# GNU install writes the file in place and keeps the part
	check "SIG$sig: install" "./at $sig 1 install -m 644 r x; echo \$?;
		$L" "$st\n"
	needs_end

	needs applet tee
	REF=tee
	# tee's files are logs of a stream: they keep what went by, as
	# GNU's do (the 3rd write is the second to stdout, after one to x)
	same "SIG$sig: tee keeps what went by" \
		"./at $sig 3 tee x < t > /dev/null; echo \$?; $L; test -s x &&
		head -c \$(wc -c < x) t | cmp -s - x && echo a prefix; rm x"
	# -i: SIGINT is ignored, SIGTERM is not
	same "SIG$sig: tee -i" "./at $sig 3 tee -i x < t > /dev/null;
		echo \$?; $L; cmp -s x t && echo whole; rm x"
	needs_end

	needs applet uniq
	REF=uniq
	# GNU uniq keeps the part it wrote of OUTPUT, over what was there
	check "SIG$sig: uniq OUTPUT, a new file" "./at $sig 2 uniq t x;
		echo \$?; $L" "$st\n"
	check "SIG$sig: uniq OUTPUT keeps the old file" "echo old > x &&
		./at $sig 2 uniq t x; echo \$?; $L; cat x; rm x" \
		"$st\nx\nold\n"
	needs_end

	needs applet cpio
	REF=cpio
	# GNU cpio keeps the archive it began
	check "SIG$sig: cpio -o -F removes the archive" \
		"cd d && printf 'a\\nr\\nz\\n' | ../at $sig 3 cpio -o -H newc \
		-F ../x.cpio; echo \$?; cd .. && $L" "$st\n"
	needs_end
done

# /dev/full as the output (the others' are in their own .t files):
# GNU's statuses and meaning, rootbox's words (its messages name the
# output stdout as GNU gzip's do)
needs applet bzip2
check -e "bzip2: stdout: No space left on device\n" "/dev/full: bzip2 -c" \
	'bzip2 -c t > /dev/full; echo $?; ls t' "1\nt\n"
check -e "bzip2: stdout: No space left on device\n" "/dev/full: bzip2 -dc" \
	'bzip2 -dc r.bz2 > /dev/full; echo $?; ls r.bz2' "1\nr.bz2\n"
needs_end
needs applet xz
check -e "xz: stdout: No space left on device\n" "/dev/full: xz -dc" \
	'xz -dc r.xz > /dev/full; echo $?; ls r.xz' "1\nr.xz\n"
needs_end
needs applet zstd
# GNU zstd's status is its error number, 70
check -e "zstd: stdout: No space left on device\n" "/dev/full: zstd -dc" \
	'zstd -qdc r.zst > /dev/full; echo $?; ls r.zst' "1\nr.zst\n"
needs_end
needs applet gzip
REF=gzip
REFS="strace compress"
same "/dev/full: gunzip -c of a .Z" 'compress -c t > x.Z; gunzip -c x.Z > /dev/full; echo $?; ls x.Z; rm x.Z'
REFS=strace
needs_end
needs applet tar
REF=tar
same "/dev/full: tar -cf" 'tar -cf /dev/full d; echo $?'
same "/dev/full: tar -c to stdout" 'tar -c d > /dev/full; echo $?'
# GNU names the member whose data it could not write, we name stdout
check -e "tar: stdout: Cannot write: No space left on device
tar: stdout: Cannot write: No space left on device
tar: stdout: Cannot write: No space left on device
tar: Exiting with failure status due to previous errors\n" \
	"/dev/full: tar -xO" 'tar -xOf d.tar > /dev/full; echo $?' "2\n"
needs_end
needs applet cp
REF=cp
same "/dev/full: cp" 'cp t /dev/full; echo $?; cmp t d/z'
needs_end
needs applet sort
REF=sort
same "/dev/full: sort -o" 'sort -o /dev/full t; echo $?'
needs_end
needs applet uniq
REF=uniq
same "/dev/full: uniq OUTPUT" 'uniq t /dev/full; echo $?'
needs_end
needs applet cpio
# GNU cpio takes the full device for the end of a tape and asks on
# /dev/tty for the next volume
check -e "cpio: write error: No space left on device\n" "/dev/full: cpio -o -F" \
	'cd d && printf "a\nr\n" | cpio -o -H newc --quiet -F /dev/full; echo $?' "2\n"
needs_end
