# blkid.t - blkid and findfs on image files made here with fixed labels
# and UUIDs: ext2/3/4, vfat (FAT12, FAT32), squashfs, cramfs, erofs,
# iso9660, xfs, btrfs, swap, MBR and GPT tables; compared with util-linux
# in every part (TEST_PART): superblocks in both byte orders
needs applet blkid
needs cmd mke2fs
# libblkid keeps a cache (/run/blkid) unless told otherwise: keep it here
export BLKID_FILE="$PWD/.blkid.tab"
U=11111111-2222-3333-4444-
mk() { truncate -s "$2" "$1"; }
mk e2.img 8M && mke2fs -q -t ext2 -U ${U}000000000002 e2.img
mk e3.img 8M && mke2fs -q -t ext3 -U ${U}000000000003 -L 'a b"c\$d' e3.img
mk e4.img 8M && mke2fs -q -t ext4 -U ${U}000000000004 -L root e4.img
mk odd.img 8M && mke2fs -q -t ext4 -U ${U}000000000005 -b 4096 \
	-L "$(printf 'a\tb\303\251<>`')" odd.img
same "ext2, ext3, ext4" 'blkid e2.img e3.img e4.img'
same "odd characters in a label" 'blkid odd.img; blkid -o export odd.img; blkid -o value -s LABEL odd.img'
same "-p" 'blkid -p e2.img e3.img e4.img'
same "-o export" 'blkid -o export e2.img e3.img e4.img'
same "-o value" 'blkid -o value e3.img e4.img'
same "-o device" 'blkid -o device e4.img e3.img'
same "-o full" 'blkid -o full e4.img'
same "-s TAG" 'blkid -s TYPE e2.img e4.img; blkid -s UUID -s TYPE -o value e4.img; blkid -s LABEL e2.img e4.img; echo $?'
same "-s unknown tag" 'blkid -s NOSUCH e4.img; echo $?'
same "-t NAME=VALUE" 'blkid -t TYPE=ext4 e2.img e4.img; echo $?; blkid -t LABEL=root -o device e3.img e4.img; blkid -t TYPE=xfs e4.img; echo $?'
same "-t without =" 'blkid -t TYPE e4.img; echo $?'
same "bad -o" 'blkid -o udevx e4.img; echo $?'
same "nothing there" 'truncate -s 100k zero.img; blkid zero.img; echo $?; blkid -p zero.img; echo $?; rm zero.img'
same "missing device" 'blkid nosuch.img; echo $?; blkid e4.img nosuch.img; echo $?; blkid -p nosuch.img; echo $?'
same "-L and -U that nothing has" 'blkid -c /dev/null -L rbx-no-such-label; echo $?; blkid -U 00000000-1111-2222-3333-444444444444; echo $?'
same "-p without a device" 'blkid -p; echo $?'
same "a directory, /dev/null" 'blkid . /dev/null; echo $?'

needs cmd mkfs.vfat
mk v12.img 8M && mkfs.vfat -i 12345678 -n MYVFAT v12.img >/dev/null
mk v32.img 40M && mkfs.vfat -F 32 -i 0000abcd -n BIG v32.img >/dev/null
mk vnone.img 4M && mkfs.vfat -i deadbeef vnone.img >/dev/null
same "vfat" 'blkid v12.img v32.img vnone.img'
same "vfat -p" 'blkid -p v12.img v32.img vnone.img'
# the volume label in the root directory and the boot sector's differ
cp v12.img vdiff.img
printf 'OTHER      ' | dd of=vdiff.img bs=1 conv=notrunc status=none \
	seek=$(grep -abo 'MYVFAT     ' vdiff.img | tail -1 | cut -d: -f1)
same "vfat root directory label" 'blkid vdiff.img'
needs_end

needs cmd mksquashfs
mkdir d && echo hi > d/f && touch -d @1000000000 d/f d
mksquashfs d sq.img -quiet -noappend -mkfs-time 1000000000 \
	-all-time 1000000000 >/dev/null
same "squashfs" 'blkid sq.img; blkid -p sq.img'
needs_end
needs cmd mkfs.cramfs
mkfs.cramfs -n CRLAB d cr.img >/dev/null
same "cramfs" 'blkid cr.img; blkid -p -o export cr.img'
needs_end
needs cmd mkfs.erofs
mkfs.erofs -T 1000000000 -U ${U}000000000006 er.img d >/dev/null
same "erofs" 'blkid er.img; blkid -p er.img'
needs_end
needs cmd mkisofs
mkisofs -quiet -V ISOLAB -sysid RBXSYS -p PREP -publisher PUB \
	-volset SET -A APP -o iso.img d 2>/dev/null
# fixed creation and modification times (the UUID)
printf '2001090901464000\0' | dd of=iso.img bs=1 seek=33581 conv=notrunc \
	status=none
printf '2002090901464000\0' | dd of=iso.img bs=1 seek=33598 conv=notrunc \
	status=none
cp iso.img iso0.img
printf '0000000000000000\0' | dd of=iso0.img bs=1 seek=33598 conv=notrunc \
	status=none
same "iso9660" 'blkid iso.img; blkid -p iso.img'
same "iso9660 without a modification time" 'blkid iso0.img'
needs_end
needs cmd mkfs.xfs
mk x.img 300M && mkfs.xfs -q -m uuid=${U}000000000007 -L xlab x.img
same "xfs" 'blkid x.img; blkid -p -o export x.img'
needs_end
needs cmd mkfs.btrfs
mk b.img 120M && mkfs.btrfs -q -U ${U}000000000008 -L blab b.img >/dev/null
# the device's own UUID (UUID_SUB) is random: make it fixed
printf '\042\042\042\042\042\042\042\042\042\042\042\042\042\042\042\042' |
	dd of=b.img bs=1 seek=65803 conv=notrunc status=none
same "btrfs" 'blkid b.img; blkid -p b.img'
needs_end

needs cmd mkswap
dd if=/dev/zero of=sw.img bs=1k count=1024 status=none
PATH=$HOSTPATH mkswap -q -U ${U}000000000009 -L swaplab sw.img
dd if=/dev/zero of=sw8.img bs=1k count=1024 status=none
PATH=$HOSTPATH mkswap -q -U ${U}00000000000a -p 8192 sw8.img
same "swap" 'blkid sw.img sw8.img; blkid -p sw.img; blkid -o export sw8.img'
# version 2: no swap
cp sw.img swbad.img && printf '\002\0\0\0' | dd of=swbad.img bs=1 seek=1024 \
	conv=notrunc status=none
same "swap with a bad version" 'blkid swbad.img; echo $?'
needs_end

needs cmd sfdisk
mk mbr.img 20M
printf 'label: dos\nlabel-id: 0x12345678\n\nstart=2048, size=8192, type=83\nstart=10240, type=82\n' |
	sfdisk -q mbr.img
mk gpt.img 20M
printf 'label: gpt\nlabel-id: %s\n\nstart=2048, size=8192, uuid=%s, name="my part"\nstart=10240, size=4096, uuid=%s\n' \
	${U}000000000010 ${U}000000000011 ${U}000000000012 | sfdisk -q gpt.img
# a filesystem in the first partition does not show on the whole disk
dd if=e4.img of=gpt.img bs=512 seek=2048 conv=notrunc status=none
same "MBR and GPT" 'blkid mbr.img gpt.img; blkid -p -o export gpt.img mbr.img'
same "-s PTTYPE, -t PTTYPE=" 'blkid -s PTTYPE mbr.img gpt.img e4.img; blkid -t PTTYPE=gpt -o device mbr.img gpt.img'
needs_end

# findfs: nothing on this machine has these
needs applet findfs
REF=findfs
same "findfs not found" 'findfs LABEL=rbx-no-such-label; echo $?; findfs UUID=00000000-1111-2222-3333-444444444444; echo $?; findfs PARTUUID=rbx-none; echo $?'
same "findfs no tag" 'findfs ./e4.img; echo $?'
same "findfs usage" 'findfs; echo $?; findfs a b; echo $?'
