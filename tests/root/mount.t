# root/mount.t - mount inside the unshare -m namespace made by run.sh
needs applet mount
needs root
# this machine's mount table: live
live "listing" 'mount'
live "listing -t" 'mount -t proc'
mkdir mt
check "tmpfs with flags" 'mount -t tmpfs -o size=1m,nosuid,nodev t mt && grep " $PWD/mt " /proc/self/mountinfo | cut -d" " -f6,8,10; umount mt' \
	'rw,nosuid,nodev,relatime tmpfs rw,size=1024k\n'
check "remount ro" 'mount -t tmpfs -o nosuid t mt && mount -o remount,ro mt && grep " $PWD/mt " /proc/self/mountinfo | cut -d" " -f6; umount mt' \
	'ro,nosuid,relatime\n'
check -e "mount: $PWD/mt: unknown filesystem type 'nosuchfs'.\n       dmesg(1) may have more information after failed mount system call.\n" \
	"unknown type" 'mount -t nosuchfs none mt; echo $?' '32\n'
same "no mount point" 'mount -t tmpfs none nodir; echo $?'
needs cmd mksquashfs
mkdir sqsrc && echo hi > sqsrc/f && mksquashfs sqsrc sq.img -noappend -quiet >/dev/null
# (loop devices are shared with other processes: count only ours)
check "squashfs loop, autoclear" 'mount -o ro sq.img mt && cat mt/f && mount -t squashfs | grep -c " $PWD/mt " && umount mt && test "$(losetup -j sq.img | wc -l)" = 0 && echo cleared' \
	'hi\n1\ncleared\n'
check -s 32 -e "mount: $PWD/mt: wrong fs type, bad option, bad superblock on LOOP, missing codepage or helper program, or other error.\n       dmesg(1) may have more information after failed mount system call.\n" \
	"bad type frees the loop" 'mount -t ext2 sq.img mt 2>.e; s=$?; sed "s|/dev/loop[0-9]*|LOOP|" .e >&2; test "$(losetup -j sq.img | wc -l)" = 0 || echo leaked; exit $s' ''
needs_end

# bind, rbind, move, propagation, remount: each compared with util-linux
REF=mount
mkdir -p src/sub a b && echo bound > src/f
mount -t tmpfs sub src/sub && echo deep > src/sub/g
cleanup() {
	for d in mt mt mt mt2 a b src/sub; do umount -l $d 2>/dev/null; done
	for f in e.img off.img sq.img er.img v.img i.img junk.img; do
		[ -e "$f" ] || continue
		for d in $(losetup -n -O NAME -j $f 2>/dev/null); do
			losetup -d $d
		done
	done
}
trap cleanup EXIT
MI='grep " $PWD/mt " /proc/self/mountinfo'
same "-v --bind" 'mount -v --bind src mt && cat mt/f && ls mt/sub; umount mt'
same "--rbind takes the submounts" 'mount -v --rbind src mt && cat mt/sub/g; umount mt/sub mt'
same "-o bind,ro" 'mount -o bind,ro src mt && '"$MI"' | cut -d" " -f6; umount mt'
same "-B -r" 'mount -B -r src mt && '"$MI"' | cut -d" " -f6; umount mt'
same "-v --move" 'mount -t tmpfs t a && echo m > a/x && mount -v --move a b && cat b/x && grep -c " $PWD/a " /proc/self/mounts; umount b'
same "-M" 'mount -t tmpfs t a && mount -M a b && grep -c " $PWD/b " /proc/self/mounts; umount b'
same "--make-shared, -private, -unbindable, -slave" \
	'mount -t tmpfs t mt && mount -v --make-shared mt && '"$MI"' | grep -c shared: && mount --make-private mt && '"$MI"' | grep -c shared:; mount --make-unbindable mt && '"$MI"' | grep -c unbindable; umount mt'
same "-o remount,ro then rw,noexec, -v" \
	'mount -t tmpfs t mt && mount -v -o remount,ro mt && '"$MI"' | cut -d" " -f6 && mount -v -o remount,rw,noexec mt && '"$MI"' | cut -d" " -f6; umount mt'
same "flags one by one" \
	'for o in noexec,nodev nosuid,noatime nodiratime sync dirsync strictatime lazytime; do mount -t tmpfs -o $o t mt && '"$MI"' | cut -d" " -f6,11-; umount mt; done'
same "data options in order" 'mount -t tmpfs -o mode=700,size=2m,nr_inodes=100 t mt && '"$MI"' | cut -d" " -f11; umount mt'
same "-t filter of the listing, no*" 'mount -t tmpfs t mt && mount -t notmpfs,noproc,nosysfs,nocgroup,nocgroup2 | grep -c " $PWD/mt "; umount mt'
same "mount point is a file" 'touch file && mount -t tmpfs t file/x; echo $?; rm file'
same "already mounted" 'mount -t tmpfs t mt && mount --bind src mt && mount --move a mt; echo $?; umount mt mt'

# fstab: -a, -t and -O filters, noauto, one operand looked up (-T FILE)
cat > fstab <<END
# a comment, then a blank line

t1 $PWD/a tmpfs defaults,x-first 0 0
t2 $PWD/b tmpfs noauto 0 0
t3 $PWD/mt ramfs mode=700 0 0
END
same "-a -T" 'mount -a -T fstab && grep -c " $PWD/[ab] \| $PWD/mt " /proc/self/mounts; umount a mt'
same "-a -t" 'mount -a -T fstab -t ramfs && grep -c " $PWD/[ab] \| $PWD/mt " /proc/self/mounts; umount mt'
same "-a -O" 'mount -a -T fstab -O x-first && grep -c " $PWD/[ab] \| $PWD/mt " /proc/self/mounts; umount a'
same "-a skips mounted entries" 'mount -T fstab a && mount -a -T fstab; echo $?; grep -c " $PWD/a " /proc/self/mounts; umount a mt'
same "DIR from fstab, noauto too" 'mount -v -T fstab b && '"$MI"'; grep " $PWD/b " /proc/self/mounts; umount b'
same "SRC from fstab" 'mount -T fstab t3 && grep " $PWD/mt " /proc/self/mounts; umount mt'
same "not in fstab" 'mount -T fstab nowhere; echo $?'

# overlay over a squashfs lower layer
needs cmd mksquashfs
mkdir -p up work ov
same "overlay" \
	'rm -rf up/* work/*; mount -o ro sq.img a && mount -t overlay -o lowerdir=a,upperdir=up,workdir=work ov mt && cat mt/f && echo new > mt/n && cat up/n && grep -c "^ov $PWD/mt overlay" /proc/self/mounts; umount mt a; losetup -j sq.img | wc -l'
needs_end

# ext2 image: auto type, LABEL=, UUID=, the read-only retry, no leaks
needs cmd mke2fs
lab=rbx$$
mkdir -p tree && echo ext > tree/e
uuid=0b3c6f8e-1111-2222-3333-$(printf %012d $$)
mke2fs -q -F -d tree -L $lab -U $uuid e.img 8M 2>/dev/null
L='sed "s|/dev/loop[0-9]*|LOOP|g"'
same "ext2 image, type probed" 'mount -v e.img mt | '"$L"' && cat mt/e && grep " $PWD/mt " /proc/self/mounts | cut -d" " -f3; umount mt; losetup -j e.img | wc -l'
live "listing: image of an autoclear loop, -l labels" \
	'mount e.img mt && mount -t ext2 && mount -l -t ext2; umount mt; d=$(losetup -f --show e.img) && mount $d mt && mount -l -t ext2 | sed "s|$d|DEV|"; umount mt; losetup -d $d'
same "LABEL=" 'd=$(losetup -f --show e.img) && mount LABEL='$lab' mt && cat mt/e; umount mt; losetup -d $d'
same "UUID=" 'd=$(losetup -f --show e.img) && mount -v UUID='$uuid' mt | sed "s|$d|DEV|"; umount mt; losetup -d $d'
same "LABEL= not found" 'mount LABEL=no-such-label mt; echo $?'
same "read-only device: retried read-only" \
	'd=$(losetup -f --show -r e.img) && mount $d mt; echo $?; grep " $PWD/mt " /proc/self/mounts | cut -d" " -f4 | cut -d, -f1; umount mt; losetup -d $d'
# (another process may take the free device first: try again)
check "-o loop,ro, then -o loop=DEV" \
	'mount -o loop,ro e.img mt && losetup -n -O RO,AUTOCLEAR -j e.img && umount mt && for i in 1 2 3; do d=$(losetup -f) && mount -o loop=$d e.img mt 2>/dev/null && break; done && losetup -n -O NAME -j e.img | sed "s|$d|DEV|"; umount mt; losetup -j e.img | wc -l' \
	' 1         1\nDEV\n0\n'
{ head -c 1048576 /dev/zero; cat e.img; } > off.img
same "-o offset= and sizelimit=" \
	'mount -o ro,offset=1048576,sizelimit=8M off.img mt && cat mt/e && losetup -n -O OFFSET,SIZELIMIT,RO,AUTOCLEAR -j off.img; umount mt; losetup -j off.img | wc -l'
check -s 1 -e "mount: mt: failed to parse mount options 'offset=x': Invalid argument.\n" \
	"bad offset=" 'mount -o offset=x off.img mt' ''
mkdir -p mt2
same "one image twice: one loop device" \
	'mount -v e.img mt | '"$L"' && mount -v e.img mt2 | '"$L"' && losetup -j e.img | wc -l; umount mt mt2; losetup -j e.img | wc -l'
same "the device losetup attached is used" \
	'd=$(losetup -f --show e.img) && mount -v e.img mt | sed "s|$d|DEV|"; umount mt; losetup -j e.img | wc -l; losetup -d $d'
same "read-only device used again: read-only retry" \
	'mount -o ro e.img mt && mount e.img mt2; echo $?; grep " $PWD/mt2 " /proc/self/mounts | cut -d" " -f4 | cut -d, -f1; umount mt mt2; losetup -j e.img | wc -l'
same "overlapping loop device" \
	'mount -o offset=0 e.img mt && mount -o offset=1024 e.img mt2; echo $?; umount mt; losetup -j e.img | wc -l'
randbytes 100000 > junk.img
check -s 32 "garbage image: no loop leaked" \
	'mount junk.img mt 2>/dev/null; s=$?; losetup -j junk.img | wc -l; exit $s' '0\n'
needs_end

# probing the types this kernel cannot mount: -f -v names the device
# (ours only: util-linux's blkid lookup is cached and may miss new loops)
probe() {	# probe NAME IMAGE LABEL
	check "LABEL= and UUID= of $1" \
		'd=$(losetup -f --show '$2') && mount -f -v LABEL='$3' mt | sed "s|$d|DEV|"; mount -f -v UUID=$(blkid -p -o value -s UUID '$2') mt | sed "s|$d|DEV|"; losetup -d $d' \
		"mount: DEV mounted on $PWD/mt.\nmount: DEV mounted on $PWD/mt.\n"
}
needs cmd blkid
needs cmd mkfs.vfat && mkfs.vfat -C -n VLAB$$ v.img 2048 >/dev/null &&
	probe vfat v.img VLAB$$
needs_end
needs cmd blkid
needs cmd mkisofs && mkisofs -quiet -V ISO$$ -o i.img tree && probe iso9660 i.img ISO$$
needs_end
needs cmd mkfs.erofs
mkfs.erofs -U $uuid er.img tree >/dev/null
same "erofs: type probed, UUID=" \
	'd=$(losetup -f --show er.img) && mount -v UUID='$uuid' mt | sed "s|$d|DEV|" && cat mt/e && grep " $PWD/mt " /proc/self/mounts | cut -d" " -f3; umount mt; losetup -d $d'
same "erofs image" \
	'mount er.img mt && cat mt/e; umount mt; losetup -j er.img | wc -l'
