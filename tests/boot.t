# boot.t - the boot test: Debian's kernel under qemu-system-x86_64 (TCG),
# or on an emulated ARM board (make check ARCH=aarch64|armhf),
# with an initramfs made by scripts/initramfs (our cpio and gzip), and
# the live-CD flow of scripts/livecd-init.sh asserted from the serial
# console, step by step. make check-boot runs this file alone. A failure
# shows the end of the console log.
# ROOTBOX_ARCH (make check ARCH=) picks the board: aarch64 and armhf boot
# Debian's kernel for them on qemu's "virt" machine; BOOT_KERNEL is then
# the vmlinuz of a package unpacked by scripts/arch-kernel, with its
# modules beside it (DIR/boot/vmlinuz-V, DIR/lib/modules/V).
# in every part (TEST_PART): each ARCH's board is booted (where it has one)
skip_all() { echo "SKIP $TEST_FILE: $*"; _result skip; }
barch=${ROOTBOX_ARCH:-x86_64}
case $barch in
x86_64) qsys=qemu-system-x86_64 ;;
aarch64) qsys=qemu-system-aarch64 ;;
armhf) qsys=qemu-system-arm ;;
*) skip_all "no board to boot for ARCH=$barch (x86_64, aarch64, armhf)"
	return 0 ;;
esac
needs applet cpio
needs applet gzip
needs cmd $qsys
needs cmd mksquashfs
[ -z "$_skipping" ] || return 0
if [ $barch = x86_64 ]; then
	kernel=${BOOT_KERNEL:-$(ls /boot/vmlinuz-* 2>/dev/null | sort -V | tail -1)}
else
	kernel=$BOOT_KERNEL
fi
if [ -z "$kernel" ] || [ ! -r "$kernel" ]; then
	skip_all "no kernel for $barch (x86_64: linux-image-amd64 in /boot)"
	return 0
fi
kver=${kernel##*/vmlinuz-}
mods=${kernel%/boot/vmlinuz-*}/lib/modules/$kver
if [ ! -f "$mods/modules.dep" ]; then
	skip_all "no $mods/modules.dep"
	return 0
fi
# the guest has no libraries: a sanitizer (glibc, dynamic) build cannot boot
if readelf -l "$ROOTBOX" 2>/dev/null | grep -q INTERP; then
	skip_all "$ROOTBOX is dynamically linked (SANITIZE=1?)"
	return 0
fi
B=$SRCDIR/tests/boot
QEMU="$SRCDIR/scripts/qemu-boot -M $barch -t ${BOOT_TIMEOUT:-100}"

# copy_mods DIR SUFFIX NAME...: the modules NAME and those they need (by
# modules.dep), as files DIR/lib/modules/KVER/.../M.SUFFIX, with their
# modules.dep lines naming those files. SUFFIX ko: uncompressed; ko.xz
# and ko.zst: compressed as the kernel's modules_install does (xz
# --check=crc32 --lzma2=dict=1MiB, zstd at its default level), whatever
# the package ships.
copy_mods() {
	d=$1/lib/modules/$kver s=$2
	shift 2
	mkdir -p "$d"
	cp "$mods/modules.builtin" "$d/" 2>/dev/null || : > "$d/modules.builtin"
	for m in "$@"; do
		line=$(grep -E "(^|/)$m\.ko(\.[a-z]+)?:" "$mods/modules.dep")
		[ -n "$line" ] || return 1
		for f in ${line%%:*} ${line#*:}; do
			t=$d/${f%.ko*}.ko
			[ -f "$t" ] || [ -f "$t${s#ko}" ] && continue
			mkdir -p "${t%/*}"
			case $f in
			*.ko.xz) xz -dc "$mods/$f" > "$t" ;;
			*.ko.zst) zstd -qdc "$mods/$f" > "$t" ;;
			*.ko.gz) gzip -dc "$mods/$f" > "$t" ;;
			*) cp "$mods/$f" "$t" ;;
			esac || return 1
			case $s in
			ko.xz) xz --check=crc32 --lzma2=dict=1MiB "$t" ;;
			ko.zst) zstd -q --rm "$t" ;;
			esac || return 1
			l=$(grep "^$f:" "$mods/modules.dep") && echo "$l" |
				sed -E "s/\.ko(\.[a-z]+)?(:| |\$)/.$s\2/g" \
				>> "$d/modules.dep"
		done
	done
}

# the compressed module sets need the host's xz and zstd
xzset=ko.xz zstset=ko.zst
for c in xz zstd; do
	PATH=$HOSTPATH command -v $c > /dev/null && continue
	echo "SKIP $TEST_FILE: no $c on the host: its module set is left" \
		"uncompressed"
	_result skip
	[ $c = xz ] && xzset=ko || zstset=ko
done

# show LOG: the end of a console log, after a failure
show() {
	echo "    --- end of the serial console log ($1) ---"
	tail -25 "$1" | tr -d '\r' | sed 's/^/    /'
}

# expect LOG NAME PATTERN: one assertion on the console log
expect() {
	if tr -d '\r' < "$1" | grep -q -e "$3"; then
		_result pass
	else
		echo "FAIL $TEST_FILE: $2: no '$3' on the console"
		_result fail
		[ -n "$shown" ] || show "$1"
		shown=1
	fi
}

# ---- the harness alone: a C /init, no shell needed ----
# the C /init is built by the compiler of the binary under test
tcc=${ROOTBOX_CC:-musl-gcc}
if PATH=$HOSTPATH command -v ${tcc%% *} > /dev/null; then
	mkdir -p t1/proc t1/sbin
	cp "$ROOTBOX" t1/sbin/rootbox
	for a in insmod lsmod poweroff; do ln -s rootbox t1/sbin/$a; done
	# loop plain; squashfs and overlay compressed (no dependencies)
	copy_mods t0 ko loop && copy_mods tx $xzset squashfs &&
		copy_mods tz $zstset overlay &&
		cp t0/lib/modules/$kver/kernel/drivers/block/loop.ko \
		tx/lib/modules/$kver/kernel/fs/squashfs/squashfs.$xzset \
		tz/lib/modules/$kver/kernel/fs/overlayfs/overlay.$zstset t1/
	$tcc -static -Os -o tinit "$B/tinit.c"
	"$SRCDIR/scripts/initramfs" "$ROOTBOX" t1 tinit t1.cpio.gz > /dev/null
	$QEMU -a quiet -l t1.log "$kernel" t1.cpio.gz > /dev/null 2>&1
	st=$? shown=
	check "harness: qemu ends by itself" "echo $st" '0\n'
	expect t1.log "harness: /init runs as PID 1" "tinit: running as pid 1"
	for f in loop.ko squashfs.ko.xz overlay.ko.zst; do
		[ -f t1/$f ] || continue
		expect t1.log "harness: insmod $f" \
			"tinit: /sbin/insmod /$f: status 0"
		expect t1.log "harness: lsmod shows ${f%%.*}" \
			"^${f%%.*}  *[0-9]*  0"
	done
	expect t1.log "harness: poweroff -f" "reboot: Power down"
else
	echo "SKIP $TEST_FILE: harness: ${tcc%% *} not installed"
	_result skip
fi

# ---- the live-CD flow: livecd-init.sh in the initramfs ----
needs applet sh
needs applet losetup
needs applet switch_root
needs applet modprobe
needs applet init
needs applet tar
[ -z "$_skipping" ] || return 0

inst() {	# DIR: rootbox and its links, as make install puts them
	"$SRCDIR/scripts/install.sh" install "$1" "$ROOTBOX" \
		"$BUILD/generated/applets.links" sym "" > /dev/null
}

# the root image: rootbox, our init with the test's inittab and rcS
mkdir -p sq/etc/init.d sq/proc sq/sys sq/dev sq/tmp sq/run
inst sq
cp "$B/inittab" sq/etc/inittab
cp "$B/rcS" sq/etc/init.d/rcS
chmod 755 sq/etc/init.d/rcS
mksquashfs sq root.squashfs -noappend -quiet -all-root > /dev/null

# the initramfs: rootbox and the modules; the image file is added by list.
# The module set is uncompressed in ir (the login scenario), .ko.xz in
# irx (the image in the initramfs), .ko.zst in irz (the virtio disk), so
# modprobe reads both compressed kinds through modules.dep without a
# boot of their own.
for i in ir:ko irx:$xzset irz:$zstset; do
	mkdir -p ${i%:*}
	inst ${i%:*}
	copy_mods ${i%:*} ${i#*:} loop squashfs overlay virtio_pci virtio_blk
done
# set_files DIR SUFFIX: whether modules.dep in DIR names only M.SUFFIX
# files, all there and (compressed) intact by the host's tool, and no
# other module file is in DIR; prints its size
set_files() {
	d=$1/lib/modules/$kver n=0
	for f in $(tr -d : < "$d/modules.dep"); do
		case $f in *.$2) ;; *) echo "$f is not .$2"; return ;; esac
		case $2 in
		ko) [ -f "$d/$f" ] ;;
		ko.xz) xz -t "$d/$f" ;;
		ko.zst) zstd -qt "$d/$f" ;;
		esac || { echo "$f: bad"; return; }
		n=$((n + 1))
	done
	m=$(find "$d" -name '*.ko*' | wc -l)
	[ "$(sort -u "$d/modules.dep" | wc -l)" = "$m" ] ||
		{ echo "$m module files, not as in modules.dep"; return; }
	echo "boot.t: $1: $m .$2 files, $(du -sk "$d" | cut -f1) KiB" >&2
	echo ok
}
check "module set: ir is uncompressed" "echo $(set_files ir ko)" 'ok\n'
check "module set: irx is xz" "echo $(set_files irx $xzset)" 'ok\n'
check "module set: irz is zstd" "echo $(set_files irz $zstset)" 'ok\n'

boot_flow() {	# NAME LOG QEMU-ARGS...
	name=$1 log=$2
	shift 2
	start=$(date +%s)
	$QEMU -l "$log" "$@" > /dev/null 2>&1
	st=$?
	echo "boot.t: $name: qemu ran $(( $(date +%s) - start )) s"
	shown=
	check "$name: qemu powered off by itself" "echo $st" '0\n'
	expect "$log" "$name: devtmpfs" "livecd: devtmpfs on /dev"
	for m in loop squashfs overlay; do
		# (a kernel message may follow on the same line: "[")
		expect "$log" "$name: module $m loaded" \
			"livecd: modules:.* $m\( \|$\|\[\)"
	done
	expect "$log" "$name: loop device" "livecd: .* on /dev/loop0"
	expect "$log" "$name: squashfs mounted" "livecd: squashfs /dev/loop0 on /ro"
	expect "$log" "$name: overlay mounted" "livecd: overlay on /newroot"
	expect "$log" "$name: switch_root" "livecd: switch_root to /sbin/init"
	expect "$log" "$name: second init is PID 1" "stage2: pid 1 is init"
	expect "$log" "$name: on the overlay root" "stage2: / is overlay"
	expect "$log" "$name: overlay write" "stage2: overlay write works"
	expect "$log" "$name: gzip round trip" "stage2: gzip round trip works"
	expect "$log" "$name: tar round trip" "stage2: tar round trip works"
	if [ -e "$TESTROOT/ls" ]; then
		expect "$log" "$name: ls -l /" "stage2-ls: drwx.* etc$"
	fi
	if [ -e "$TESTROOT/hwclock" ]; then
		expect "$log" "$name: hwclock -r" \
		    "stage2: hwclock -r: 20[0-9-]* [0-9:]*\\.[0-9]\\{6\\}+00:00$"
		expect "$log" "$name: hwclock -w -s" \
		    "stage2: hwclock -w and -s agree"
	fi
	expect "$log" "$name: shutdown actions" "stage2: shutdown action ran"
	expect "$log" "$name: clean poweroff" "reboot: Power down"
	! tr -d '\r' < "$log" | grep -q "livecd: FAILED" || {
		echo "FAIL $TEST_FILE: $name: the init script failed"
		_result fail
	}
}

# 1: the image is a file in the initramfs (switch_root deletes it); the
# modules are .ko.xz
echo "file /root.squashfs $PWD/root.squashfs 644 0 0" > img.list
"$SRCDIR/scripts/initramfs" "$ROOTBOX" irx "$SRCDIR/scripts/livecd-init.sh" \
	ir-file.cpio.gz img.list > /dev/null
boot_flow "image in the initramfs, .$xzset modules" file.log "$kernel" \
	ir-file.cpio.gz
expect file.log "image in the initramfs: initramfs emptied" \
	"stage2: loop backing file /root.squashfs (deleted)"

# 2: the image is a read-only virtio disk; the modules are .ko.zst
"$SRCDIR/scripts/initramfs" "$ROOTBOX" irz "$SRCDIR/scripts/livecd-init.sh" \
	ir-disk.cpio.gz > /dev/null
boot_flow "image on a virtio disk, .$zstset modules" disk.log -d root.squashfs \
	-a root=/dev/vda "$kernel" ir-disk.cpio.gz
expect disk.log "image on a virtio disk: virtio_blk" "livecd: modules:.*virtio_blk"
expect disk.log "image on a virtio disk: /dev/vda" "livecd: /dev/vda on /dev/loop0"
ls -l ir-file.cpio.gz ir-disk.cpio.gz root.squashfs | \
	awk '{ print "boot.t: " $NF ": " $5 " bytes" }'
# the timings, per board: kernel start to /init, /init to the new root;
# and the modules each flow loaded (its /proc/modules)
for l in file.log disk.log; do
	tr -d '\r' < $l | sed -n "s/^livecd: modules: */boot.t: $l: loaded: /p"
	tr -d '\r' < $l | awk -v a=$barch -v l=$l '
	/^livecd: \/init started at [0-9.]* s/ { i = $5 }
	/^stage2: running at [0-9.]* s$/ { r = $4 }
	END { if (i != "" && r != "")
		printf "boot.t: %s (%s): kernel start to /init %.2f s, " \
		    "/init to switched root %.2f s\n", a, l, i, r - i }'
done

# 3: a board that boots to a login prompt: rcS-login makes a user with
# adduser and chpasswd, init respawns getty on the serial line; the
# test logs in over it (on the pty driver), runs a command, logs out and
# sees getty come back
needs applet getty
needs applet login
needs applet adduser
needs applet chpasswd
[ -x "$PTYRUN" ] || _skipping="no $PTYRUN"
[ -z "$_skipping" ] || { echo "SKIP $TEST_FILE: login: $_skipping"; _result skip; return 0; }
case $barch in x86_64) con=ttyS0 ;; *) con=ttyAMA0 ;; esac
mkdir -p sl/etc/init.d sl/proc sl/sys sl/dev sl/tmp sl/run sl/home
inst sl
sed "s/ttyS0/$con/g" "$B/inittab-login" > sl/etc/inittab
cp "$B/rcS-login" sl/etc/init.d/rcS
chmod 755 sl/etc/init.d/rcS
mksquashfs sl login.squashfs -noappend -quiet -all-root > /dev/null
echo "file /root.squashfs $PWD/login.squashfs 644 0 0" > login.list
"$SRCDIR/scripts/initramfs" "$ROOTBOX" ir "$SRCDIR/scripts/livecd-init.sh" \
	ir-login.cpio.gz login.list > /dev/null
cat > login.s <<'E'
wait login: 
send alice\r
wait Password: 
send rootbox!\r
wait $ 
send id; echo "logged in as $(id -un) in $PWD"\r
wait logged in as alice in /home/alice
send exit\r
wait login: \n
E
start=$(date +%s)
$PTYRUN -t 200 -s 100x50 "$SRCDIR/scripts/qemu-boot" -M $barch -t 600 \
	-a quiet -i -l login.log "$kernel" ir-login.cpio.gz < login.s > login.pty 2>&1
st=$?
echo "boot.t: login: $(( $(date +%s) - start )) s"
shown=
check "login: every step came" "echo $st" '0\n'
[ $st = 0 ] || { sed 's/^/    /' login.pty | tail -20; shown=1; }
expect login.log "login: adduser and chpasswd" "stage2: alice made"
expect login.log "login: getty's prompt" "login: alice"
expect login.log "login: motd" "Welcome to the rootbox board"
expect login.log "login: the user's ids" "uid=1000(alice) gid=1000(alice) groups=1000(alice)"
expect login.log "login: the command ran" "^logged in as alice in /home/alice"
# the prompt answered with alice, then the one getty gave after the logout
n=$(tr -d '\r' < login.log | grep -c 'login: ')
check "login: getty respawned after the logout" "echo $n" '2\n'
