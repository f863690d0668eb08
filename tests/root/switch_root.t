# root/switch_root.t - switch_root as PID 1 of a new PID namespace,
# chrooted into a tmpfs "initramfs" made here, with a second tmpfs as the
# new root and a third, unrelated mount that must survive.
needs applet switch_root
needs root
needs cmd unshare
needs cmd chroot
# the helpers live in a file: each CMD is a new shell that sources it
cat > sr.sh <<'END'
cleanup() {
	for d in old/newroot old/keep old; do umount -l $d 2>/dev/null; done
}
# the initramfs: rootbox, some files, a symlink, a fifo, a nested tree
setup() {
	cleanup
	mkdir -p old && mount -t tmpfs -o size=32m sr old &&
	mkdir -p old/bin old/etc old/proc old/newroot old/keep old/d/e &&
	cp "$ROOTBOX" old/bin/rootbox && echo x > old/etc/f &&
	ln -s /etc/f old/link && mkfifo old/fifo && echo y > old/d/e/g &&
	mount -t tmpfs nr old/newroot &&
	mkdir -p old/newroot/bin old/newroot/sbin old/newroot/proc &&
	cp "$ROOTBOX" old/newroot/bin/rootbox &&
	ln -s /bin/rootbox old/newroot/sbin/cat &&
	echo "new root" > old/newroot/marker &&
	mount -t tmpfs kp old/keep && echo kept > old/keep/file
}
# in_pid1 ARGS...: switch_root ARGS as PID 1, chrooted into old/
in_pid1() {
	unshare -p -f -m /bin/sh -c 'mount -t proc proc old/proc &&
		exec chroot old /bin/rootbox switch_root "$@"' sh "$@"
}
# what is left of the initramfs, and of the other mounts
left() {
	(cd old && find . -xdev | sort | tr '\n' ' ')
	echo
	cat old/keep/file old/newroot/marker
}
END
. ./sr.sh
trap cleanup EXIT
full=". ./bin ./bin/rootbox ./d ./d/e ./d/e/g ./etc ./etc/f ./fifo ./keep ./link ./newroot ./proc "
kept="kept\nnew root\n"

# NEWINIT /nosuch: should a check be wrong, the next one still stops it
check -s 1 -e "switch_root: not run as PID 1\n" "not PID 1" \
	'. ./sr.sh; setup && switch_root old/newroot /nosuch; s=$?; left; exit $s' \
	"$full\n$kept"
check -s 1 -e "switch_root: missing operand after '/newroot'\nUsage: switch_root [-c CONSOLE] NEWROOT NEWINIT [ARG]...\n" \
	"no NEWINIT" 'switch_root /newroot' ''
case $(stat -f -c %T /) in
tmpfs|ramfs) ;;
*)	check -s 1 -e "switch_root: root filesystem is not ramfs or tmpfs\n" \
		"/ is not tmpfs" \
		'unshare -p -f "$ROOTBOX" switch_root /nosuch /nosuch' '' ;;
esac
# the chroot needs a static rootbox (a SANITIZE=1 build is dynamic);
# lib.sh's needs has no word for that, so skip the way it does
if ! command -v ldd >/dev/null || ldd "$ROOTBOX" >/dev/null 2>&1; then
	_skipping="rootbox is not a static binary"
	echo "SKIP $TEST_FILE: $_skipping"
fi
check -e "switch_root: /etc: not a mount point\n" "NEWROOT not a mount point" \
	'. ./sr.sh; setup && in_pid1 /etc /bin/rootbox; echo $?; left' \
	"1\n$full\n$kept"
check -e "switch_root: /: is the current root\n" "NEWROOT is /" \
	'. ./sr.sh; setup && in_pid1 / /bin/rootbox; echo $?; left' \
	"1\n$full\n$kept"
check -e "switch_root: /nosuch: No such file or directory\n" "no NEWROOT" \
	'. ./sr.sh; setup && in_pid1 /nosuch /bin/rootbox; echo $?; left' \
	"1\n$full\n$kept"
check -e "switch_root: /etc/f: not a directory\n" "NEWROOT a file" \
	'. ./sr.sh; setup && in_pid1 /etc/f /bin/rootbox; echo $?; left' \
	"1\n$full\n$kept"
check -e "switch_root: /sbin/init in /newroot: No such file or directory\n" \
	"no NEWINIT in NEWROOT" \
	'. ./sr.sh; setup && in_pid1 /newroot /sbin/init; echo $?; left' \
	"1\n$full\n$kept"
check -e "switch_root: /marker in /newroot: Permission denied\n" \
	"NEWINIT not executable" \
	'. ./sr.sh; setup && in_pid1 /newroot /marker; echo $?; left' \
	"1\n$full\n$kept"
check -e "switch_root: /bin in /newroot: Permission denied\n" \
	"NEWINIT a directory" \
	'. ./sr.sh; setup && in_pid1 /newroot /bin; echo $?; left' \
	"1\n$full\n$kept"
check -e "switch_root: /dev/nosuch in /newroot: No such file or directory\n" \
	"no CONSOLE" \
	'. ./sr.sh; setup && in_pid1 -c /dev/nosuch /newroot /bin/rootbox; echo $?; left' \
	"1\n$full\n$kept"
# the real thing: NEWINIT (an absolute symlink in NEWROOT) prints the new
# root's marker and its mounts: /proc came along
check "switch: files gone, mounts kept, /proc moved" \
	'. ./sr.sh; setup && in_pid1 /newroot /sbin/cat /marker /proc/self/mounts > out; echo $?; sed -n "1p; /^proc /s/ .*//p" out; left' \
	"0\nnew root\nproc\n. ./keep ./newroot \n$kept"
check "relative NEWROOT" \
	'. ./sr.sh; setup && in_pid1 newroot /bin/rootbox cat /marker; echo $?; left' \
	"new root\n0\n. ./keep ./newroot \n$kept"
check "-c CONSOLE and ARGS with dashes" \
	'. ./sr.sh; setup && : > old/newroot/log && in_pid1 -c /log /newroot /bin/rootbox echo -n -e "a\\tb"; echo $?; cat old/newroot/log; echo; left' \
	"0\na\tb\n. ./keep ./newroot \n$kept"
