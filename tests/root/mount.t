# root/mount.t - mount inside the unshare -m namespace made by run.sh
needs applet mount
needs root
same "listing" 'mount'
same "listing -t" 'mount -t proc'
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
n0=$(losetup -a | wc -l)
check "squashfs loop, autoclear" 'mount -o ro sq.img mt && cat mt/f && mount -t squashfs | grep -c " $PWD/mt " && umount mt && test "$(losetup -a | wc -l)" = '"$n0"' && echo cleared' \
	'hi\n1\ncleared\n'
check -s 32 -e "mount: $PWD/mt: wrong fs type, bad option, bad superblock on LOOP, missing codepage or helper program, or other error.\n       dmesg(1) may have more information after failed mount system call.\n" \
	"bad type frees the loop" 'mount -t ext2 sq.img mt 2>.e; s=$?; sed "s|/dev/loop[0-9]*|LOOP|" .e >&2; test "$(losetup -a | wc -l)" = '"$n0"' || echo leaked; exit $s' ''
