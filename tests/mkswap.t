# mkswap.t - mkswap compared with util-linux's: the header page byte for
# byte (cmp with util-linux's image for the same -U/-L/-p), its messages,
# refusals and warnings. The header is in the host's byte order, as
# util-linux writes it: the cmp cases are stored from a little-endian
# host (HO=1); blkid reads the header back on every host.
# in every part (TEST_PART): an on-disk header in the machine's byte order
needs applet mkswap
needs cmd mkswap
U=11111111-2222-3333-4444-555555555558
# zero: a 4 MiB file without holes, mode 600
zero() { dd if=/dev/zero of="$1" bs=1k count="${2:-4096}" status=none &&
	chmod 600 "$1"; }
zero z
# the header util-linux writes, for cmp: ref.LABEL.PAGESIZE
for a in "x 4096" "lab 4096" "x 8192" "x 65536"; do
	set -- $a
	cp z ref.$1.$2
	if [ $1 = x ]; then l=; else l="-L $1"; fi
	PATH=$HOSTPATH mkswap -q -U $U $l -p $2 ref.$1.$2 2>/dev/null
done
HO=1 same "header as util-linux's" 'cp z s && mkswap -U '$U' s && cmp s ref.x.4096 && echo same; rm s'
HO=1 same "header with a label" 'cp z s && mkswap -L lab -U '$U' s && cmp s ref.lab.4096 && echo same; rm s'
HO=1 same "-p 8192" 'cp z s && mkswap -p 8192 -U '$U' s && cmp s ref.x.8192 && echo same; rm s'
HO=1 same "-p 65536" 'cp z s && mkswap -p 65536 -U '$U' s && cmp s ref.x.65536 && echo same; rm s'
REFS=blkid
same "read back by blkid" 'cp z s && mkswap -q -L lab -U '$U' s && blkid -p s; rm s'
same "-p 8192 read back" 'cp z s && mkswap -q -p 8192 -U '$U' s; blkid s; rm s'
REFS=
same "label truncated" 'cp z s && mkswap -L 1234567890123456 -U '$U' s; echo $?; rm s'
same "15 bytes of label" 'cp z s && mkswap -L 123456789012345 -U '$U' s; echo $?; rm s'
same "SIZE_KB" 'cp z s && mkswap -U '$U' s 1000; echo $?; rm s'
same "sizes" 'cp z s && for k in 40 100 3900 4095; do mkswap -q -U '$U' s $k; mkswap -U '$U' s $k 2>/dev/null | head -1; done; rm s'
same "SIZE_KB beyond the end" 'cp z s && mkswap -U '$U' s 8000; echo $?; rm s'
same "-f: beyond the end" 'cp z s && mkswap -f -U '$U' s 8000; echo $?; rm s'
same "bad SIZE_KB" 'cp z s && mkswap -U '$U' s 12x; echo $?; rm s'
same "too small" 'dd if=/dev/zero of=s bs=1k count=36 status=none && chmod 600 s && mkswap s; echo $?; dd if=/dev/zero of=s bs=1k count=40 status=none && mkswap -U '$U' s; echo $?; rm s'
same "bad -U" 'cp z s && mkswap -U 1234 s; echo $?; mkswap -U '$U'0 s; echo $?; rm s'
same "bad -p" 'cp z s && mkswap -p 1024 s; echo $?; mkswap -p 5000 s; echo $?; rm s'
same "-v" 'cp z s && mkswap -v 1 -q s; echo $?; mkswap -v 0 s; echo $?; rm s'
same "-q" 'cp z s && mkswap -q -U '$U' s; echo $?; rm s'
same "old swap wiped" 'cp z s && mkswap -q s && mkswap -U '$U' s; echo $?; rm s'
same "missing file" 'mkswap nosuch; echo $?'
REF=mkswap same "no operand" 'mkswap; echo $?'
same "two operands too many" 'mkswap a 1 2; echo $?'
same "insecure permissions" 'cp z s && chmod 644 s && mkswap -U '$U' s; echo $?; rm s'
same "holes" 'truncate -s 4M s && chmod 600 s && mkswap -U '$U' s; echo $?; rm s'
needs cmd mke2fs
same "an ext4 wiped" 'cp z s && mke2fs -q -t ext4 s && mkswap -U '$U' s; echo $?; blkid -p -s TYPE s; rm s'
needs_end
needs cmd sfdisk
same "a partition table kept" 'cp z s && echo "label: dos" | sfdisk -q s && mkswap -U '$U' s; echo $?; blkid -p -o value -s PTTYPE s; rm s'
same "-f: a partition table erased" 'cp z s && echo "label: dos" | sfdisk -q s && mkswap -f -U '$U' s; echo $?; rm s'
needs_end
