# root/swapon.t - swapon and swapoff on swap files and a loop device this
# test makes, compared with util-linux's. Swap is the whole machine's:
# every case turns off what it turned on, the trap too, and nothing but
# this test's own areas is ever touched (no swapoff -a, whose fstab half
# is tested with a fake /etc/fstab whose areas are off).
needs applet swapon
needs root
needs syscall swapon
needs syscall swapoff
needs cmd mkswap
U=11111111-2222-3333-4444-
mkswap_() { dd if=/dev/zero of="$1" bs=1M count=8 status=none &&
	chmod 600 "$1" && PATH=$HOSTPATH mkswap -q "$@"; }
mkswap_ s1 -L rbx-swapon-t1 -U ${U}0000000000a1
mkswap_ s2 -U ${U}0000000000a2
dd if=/dev/zero of=zz bs=1M count=1 status=none && chmod 600 zz
cp s1 v2 && printf '\002\0\0\0' | dd of=v2 bs=1 seek=1024 conv=notrunc \
	status=none
dd if=/dev/zero of=p8 bs=1M count=1 status=none && chmod 600 p8 &&
	PATH=$HOSTPATH mkswap -q -p 8192 p8 2>/dev/null
dd if=/dev/zero of=big bs=1M count=1 status=none && chmod 600 big &&
	PATH=$HOSTPATH mkswap -q -f big 4096
truncate -s 8M holes && chmod 600 holes
cleanup() {
	for f in s1 s2 v2 p8 big lo.img; do swapoff "$PWD/$f" 2>/dev/null; done
	[ -z "$LOOP" ] || { swapoff $LOOP 2>/dev/null; losetup -d $LOOP; }
}
trap cleanup EXIT
if ! PATH=$HOSTPATH swapon s1 2>.why; then
	_skipping="this kernel refuses swap here: $(cat .why)"
	echo "SKIP $TEST_FILE: $_skipping"
fi
PATH=$HOSTPATH swapoff s1 2>/dev/null
OFF='swapoff s1 s2 2>/dev/null'
# only this test's areas: other swap may exist on the machine
# (the header's NAME is as wide as this directory's name: squeezed)
MINE="grep -e ^Filename -e ^NAME -e $PWD | sed '/^NAME/s/  */ /g'"
same "-v, -s, --show, swapoff -v" 'swapon -v -p 3 s1 && swapon -s | '"$MINE"'; swapon | '"$MINE"'; swapoff -v s1'
same "--show=columns, --raw, --bytes, --noheadings" 'swapon -p 4 s1 && swapon --show=NAME,LABEL,UUID,PRIO | '"$MINE"'; swapon --raw --bytes | grep $PWD; swapon --noheadings | grep $PWD; '"$OFF"
same "two at once" 'swapon -p 2 s1 s2 && cat /proc/swaps | '"$MINE"'; '"$OFF"
same "-p" 'swapon -p 7 s1 && swapon -s | grep $PWD; '"$OFF"
same "--priority=32767" 'swapon --priority=32767 s1 && swapon -s | grep $PWD; '"$OFF"
same "-p out of range, -p -2" 'swapon -p 40000 s1; echo $?; swapon -p abc s1; echo $?; swapon -p -2 s1; echo $?; '"$OFF"
same "-d, -d=once, --discard=pages" 'swapon -d -p 1 s1 && swapon -d=once -p 2 s2 && swapon -s | grep $PWD; '"$OFF"'; swapon --discard=pages -p 1 s1 && '"$OFF"' && echo ok'
same "bad discard policy" 'swapon --discard=bad s1; echo $?'
same "LABEL=, -L" 'swapon LABEL=rbx-swapon-none; echo $?; swapon -L rbx-swapon-none; echo $?; swapon -U 00000000-0000-0000-0000-000000000000; echo $?'
same "already on" 'swapon -p 1 s1 && swapon s1; echo $?; '"$OFF"
same "missing file" 'swapon nosuch; echo $?'
same "not swap" 'swapon zz; echo $?; swapon -v zz; echo $?'
same "holes" 'swapon holes; echo $?'
same "version 2" 'swapon v2; echo $?; swapon -v v2; echo $?'
same "page size 8192" 'swapon p8; echo $?; swapon -v p8; echo $?'
same "larger than the file" 'swapon big; echo $?; swapon -v big; echo $?'
same "insecure permissions" 'chmod 644 s2 && swapon -p 1 s2; echo $?; '"$OFF"'; chmod 600 s2'
same "/dev/null" 'swapon /dev/null; echo $?'
same "-e with an operand" 'swapon -e s1; echo $?'
REF=swapoff
same "swapoff errors" 'swapoff; echo $?; swapoff nosuch; echo $?; swapoff s1; echo $?; swapoff -v s1 zz; echo $?; swapoff -L rbx-swapon-none; echo $?'
REF=

# -a: a fake /etc/fstab in this namespace
cat > fstab <<END
# swap of this test
$PWD/s1 none swap sw,pri=5 0 0
$PWD/s2 none swap defaults,discard=once,pri=3 0 0
$PWD/nosuch none swap sw,nofail 0 0
$PWD/zz none swap noauto 0 0
/ / ext4 defaults 0 1
END
cat > fstab2 <<END
LABEL=rbx-swapon-none none swap sw 0 0
UUID=00000000-0000-0000-0000-000000000000 none swap sw,nofail 0 0
$PWD/zz none swap sw 0 0
END
touch fake && mount --bind fstab /etc/fstab
same "-a" 'swapon -a && swapon -s | grep $PWD; swapon -a; echo $?; '"$OFF"
same "-av" 'swapon -av; echo $?; '"$OFF"
same "-a with -p: fstab's pri= wins" 'swapon -a -p 9 && swapon -s | grep $PWD; '"$OFF"
umount /etc/fstab && mount --bind fstab2 /etc/fstab
same "-a failures" 'swapon -a; echo $?; swapon -a -e; echo $?'
umount /etc/fstab

# a loop device: a block device, found by its label
needs cmd losetup
mkswap_ lo.img -L rbx-swapon-lo -U ${U}0000000000a3
LOOP=$(losetup -f --show lo.img)
FILTER="s|$LOOP|LOOP|g"
same "a loop device by LABEL=" 'swapon -v -p 6 LABEL=rbx-swapon-lo && swapon -s | grep /dev/loop; swapon --show=NAME,TYPE,LABEL | grep /dev/loop; swapoff -v LABEL=rbx-swapon-lo; echo $?'
same "a loop device by -U" 'swapon -U '${U}0000000000a3' -p 6 && grep /dev/loop /proc/swaps; swapoff -U '${U}0000000000a3'; echo $?'
needs_end
