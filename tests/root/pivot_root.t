# root/pivot_root.t - pivot_root in a nested mount namespace (so that
# the test's own root is untouched), into a tmpfs holding a static rootbox
needs applet pivot_root
needs root
needs cmd unshare
REF=pivot_root
mkdir nr
mount -t tmpfs pr nr
trap 'umount -l nr' EXIT
mkdir nr/bin nr/old nr/proc
cp "$ROOTBOX" nr/bin/rootbox
echo "new root" > nr/marker
same "PUT_OLD missing" 'unshare -m sh -c "pivot_root nr nr/nosuch; echo \$?"'
# (musl and glibc word EBUSY differently)
same "NEW_ROOT not a mount point" 'mkdir -p d/old; unshare -m sh -c "pivot_root d d/old 2>&1 | sed \"s/: [^:]*busy$/: busy/\""; rm -r d'
same "NEW_ROOT is the current root's mount" \
	'unshare -m sh -c "pivot_root / /tmp 2>&1 | sed \"s/: [^:]*busy$/: busy/\""'
if ! command -v ldd >/dev/null || ldd "$ROOTBOX" >/dev/null 2>&1; then
	_skipping="rootbox is not a static binary"
	echo "SKIP $TEST_FILE: $_skipping"
fi
# after the pivot: / is the tmpfs, the old root is under /old
same "pivot" \
	'unshare -m sh -c "cd nr && pivot_root . old && exec /bin/rootbox cat /marker /old$PWD/nr/marker"'
