# root/blkid.t - blkid and findfs on loop devices this test attaches:
# the listing of /proc/partitions, -L/-U/-t searches and findfs finding
# them, against util-linux; a partition's PARTUUID and PARTLABEL through
# a fake sysfs (this kernel's loop devices get no partitions)
needs applet blkid
needs root
needs cmd losetup
needs cmd mke2fs
needs cmd mkswap
needs cmd sfdisk
export BLKID_FILE="$PWD/.blkid.tab"
U=11111111-2222-3333-4444-
truncate -s 8M e4.img && mke2fs -q -t ext4 -U ${U}0000000000b1 \
	-L rbx-blkid-e4 e4.img
dd if=/dev/zero of=sw.img bs=1M count=2 status=none &&
	PATH=$HOSTPATH mkswap -q -U ${U}0000000000b2 -L rbx-blkid-sw sw.img
truncate -s 8M gpt.img
printf 'label: gpt\nlabel-id: %s\n\nstart=2048, size=4096, uuid=%s, name="rbx part"\n' \
	${U}0000000000b3 ${U}0000000000b4 | sfdisk -q gpt.img
truncate -s 8M mbr.img
printf 'label: dos\nlabel-id: 0x0badcafe\n\nstart=2048, size=4096, type=83\n' |
	sfdisk -q mbr.img
L1= L2= L3= L4=
cleanup() {
	umount /sys/dev 2>/dev/null
	for l in $L1 $L2 $L3 $L4; do losetup -d $l; done
}
trap cleanup EXIT
L1=$(losetup -f --show e4.img) && L2=$(losetup -f --show sw.img) &&
	L3=$(losetup -f --show gpt.img) && L4=$(losetup -f --show mbr.img)
# loop names vary: E4, SW, GPT, MBR (not /dev/loop1 inside /dev/loop12)
FILTER="s|$L1\\([^0-9]\\)|E4\\1|g; s|$L1\$|E4|; s|$L2\\([^0-9]\\)|SW\\1|g; s|$L2\$|SW|; s|$L3\\([^0-9]\\)|GPT\\1|g; s|$L3\$|GPT|; s|$L4\\([^0-9]\\)|MBR\\1|g; s|$L4\$|MBR|"
MINE="grep -e $L1: -e $L2: -e $L3: -e $L4: | sort"
same "devices" "blkid $L1 $L2 $L3 $L4"
same "-p devices" "blkid -p $L1 $L2 $L3 $L4"
same "every device" "blkid | $MINE"
same "every device, -o export" "blkid -o export | grep -A4 -x DEVNAME=$L1"
same "-L, -U" 'blkid -L rbx-blkid-e4; echo $?; blkid -U '${U}0000000000b2'; echo $?'
same "-t without a device" "blkid -t LABEL=rbx-blkid-sw; echo \$?; blkid -t TYPE=ext4 | grep $L1"
same "-t -o device" "blkid -t PTUUID=${U}0000000000b3 -o device"
REF=findfs
same "findfs" 'findfs LABEL=rbx-blkid-e4; findfs UUID='${U}0000000000b2'; findfs PTUUID=0badcafe; findfs LABEL=rbx-blkid-none; echo $?'
REF=

# a fake sysfs: E4 is partition 1 of GPT, then of MBR
fake() {
	set -- $(cat /sys/class/block/${L1#/dev/}/dev) ${L3#/dev/} ${L4#/dev/}
	mkdir -p fsys/block fsys/devices/$2/p1 fsys/devices/$3/p1 &&
		echo 1 > fsys/devices/$2/p1/partition &&
		echo 1 > fsys/devices/$3/p1/partition &&
		mount --bind fsys /sys/dev &&
		ln -sfn ../devices/$2/p1 fsys/block/$1 &&
		echo "$3" > fsys/mbr
}
fake
E4="$L1"
check "PARTLABEL, PARTUUID of GPT" "blkid $L1 | sed 's|$E4|E4|'" \
	'E4: LABEL="rbx-blkid-e4" UUID="11111111-2222-3333-4444-0000000000b1" BLOCK_SIZE="1024" TYPE="ext4" PARTLABEL="rbx part" PARTUUID="11111111-2222-3333-4444-0000000000b4"\n'
check "findfs PARTUUID=, PARTLABEL=" "findfs PARTUUID=${U}0000000000b4 | sed 's|$E4|E4|'; findfs 'PARTLABEL=rbx part' | sed 's|$E4|E4|'" \
	'E4\nE4\n'
ln -sfn ../devices/$(cat fsys/mbr)/p1 fsys/block/$(cat /sys/class/block/${L1#/dev/}/dev 2>/dev/null || echo x)
check "PARTUUID of MBR" "blkid -s PARTUUID -s TYPE $L1 | sed 's|$E4|E4|'" \
	'E4: TYPE="ext4" PARTUUID="0badcafe-01"\n'
