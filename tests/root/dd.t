# root/dd.t - dd on a block device (a loop device over an image made here),
# compared with GNU dd: of= is not truncated, seek= and skip= seek, the end
# of the device stops a write. The trap detaches the device.
needs applet dd
needs root
needs cmd losetup
REF=dd
truncate -s 1M img
D=$(losetup -f --show img) || exit 0
export D
trap 'losetup -d "$D"' EXIT
FILTER='s|/dev/loop[0-9]*|DEV|g; s/ copied, .* s, .*B\/s$/ copied, TIME/'
randbytes 10000 > src
same "write and read back" 'dd if=src of=$D bs=4096 && dd if=$D bs=4096 count=3 | head -c 10000 | cmp - src'
same "seek on a block device" 'dd if=src of=$D bs=1000 seek=3 count=2 status=none && dd if=$D bs=1000 skip=3 count=2 status=none > r; head -c 2000 src | cmp - r; rm r'
same "no truncation" 'printf ab | dd of=$D bs=1 seek=1 status=none && dd if=$D bs=1 count=4 status=none | od -An -tx1'
same "past the end" 'dd if=/dev/zero of=$D bs=300000 count=4; echo $?'
same "seek past the end" 'printf ab | dd of=$D bs=1M seek=2; echo $?'
same "skip past the end" 'dd if=$D bs=1M skip=2 | wc -c'
same "direct I/O" 'dd if=src of=$D bs=4096 count=2 oflag=direct iflag=fullblock status=none && dd if=$D bs=4096 count=2 iflag=direct status=none > r; head -c 8192 src | cmp - r; echo $?; rm r'
