# root/umount.t - umount against util-linux umount, on tmpfs and loop
# mounts made here (inside run.sh's unshare -m)
needs applet umount
needs root
needs cmd umount
mkdir mt mt2 sub
cleanup() {
	kill $busy 2>/dev/null
	for d in mt/in mt mt mt2 mt2; do umount -l $d 2>/dev/null; done
	for d in $(losetup -n -O NAME -j e.img 2>/dev/null); do
		losetup -d $d
	done
}
trap cleanup EXIT
REF=umount
V='sed "s|/dev/loop[0-9]*|LOOP|g"'
same "mount point" 'mount -t tmpfs tt mt && umount mt && grep -c " $PWD/mt " /proc/self/mounts'
same "-v" 'mount -t tmpfs tt mt && umount -v mt'
same "by source, the last one" \
	'mount -t tmpfs tt mt && mount -t tmpfs tt mt2 && umount -v tt && umount -v tt'
same "trailing slash and relative" \
	'mount -t tmpfs tt mt && cd sub && umount -v ../mt/'
same "not mounted" 'umount mt; echo $?'
same "no such target" 'umount nodir; echo $?; umount ""; echo $?'
same "several, one bad" \
	'mount -t tmpfs tt mt && mount -t tmpfs tt mt2 && umount -v mt nodir mt2; echo $?'
same "stacked mounts" \
	'mount -t tmpfs t1 mt && mount -t tmpfs t2 mt && umount -v mt && umount -v mt; echo $?'
same "-t does not match" 'mount -t tmpfs tt mt && umount -t ext4 mt; echo $?; umount mt'
# a process with its cwd inside keeps the mount busy
check -e "umount: $PWD/mt: target is busy.\n" "busy" \
	'mount -t tmpfs tt mt && { (cd mt && exec sleep 30) & sleep 0.5; umount mt; echo $?; kill $!; wait; umount mt; }' \
	'32\n' ''
check "-r remounts read-only when busy" \
	'mount -t tmpfs tt mt && { (cd mt && exec sleep 30) & sleep 0.5; umount -r mt; echo $?; grep " $PWD/mt " /proc/self/mounts | cut -d" " -f4 | cut -d, -f1; kill $!; wait; umount mt; }' \
	'0\nro\n' ''
check "-l while busy" \
	'mount -t tmpfs tt mt && { (cd mt && exec sleep 30) & sleep 0.5; umount -l mt; echo $?; grep -c " $PWD/mt " /proc/self/mounts; kill $!; wait; }' \
	'0\n0\n' ''
same "-f" 'mount -t tmpfs tt mt && umount -f mt; echo $?'
same "-n" 'mount -t tmpfs tt mt && umount -n mt; echo $?'
same "-R" \
	'mount -t tmpfs t1 mt && mkdir mt/in && mount -t tmpfs t2 mt/in && mount -t tmpfs t3 mt/in && umount -R -v mt; echo $?'
check -s 32 "-q" 'umount -q mt' ''
# ramfs: the host has no mounts of it that -a could reach
same "-a -t" \
	'mount -t tmpfs ta mt && mount -t ramfs tb mt2 && umount -a -t ramfs && grep -c " $PWD/mt2 " /proc/self/mounts; umount -v mt'
same "-a -O" \
	'mount -t ramfs -o noexec ta mt && mount -t ramfs -o nodev tb mt2 && umount -a -t ramfs -O nodev && grep -c " $PWD/mt2 " /proc/self/mounts; umount -v mt'
same "-a -v" \
	'mount -t ramfs ta mt && umount -a -v -t ramfs | grep -v ": ignored$"; umount -a -v -t ramfs | grep -c ": successfully"'
same "-a, nothing left" 'umount -a -t ramfs; echo $?'
check -s 1 -e "umount: no mount point given\nUsage: umount [-adflnqRrv] [-t TYPES] [-O OPTS] DIR|SRC...\n" \
	"no operand" 'umount' ''
needs cmd mke2fs
truncate -s 8M e.img && mke2fs -q -F e.img
same "loop mount: autoclear, by image name" \
	'mount e.img mt && umount -v e.img 2>&1 | '"$V"'; losetup -j e.img | wc -l'
uuid=0b3c6f8e-1111-2222-3333-$(printf %012d $$)
mke2fs -q -F -L ulab$$ -U $uuid e.img 2>/dev/null
live "LABEL= and UUID=" \
	'd=$(losetup -f --show e.img) && mount $d mt && umount -v LABEL=ulab'$$' 2>&1 | '"$V"'; mount $d mt && umount -v UUID='$uuid' 2>&1 | '"$V"'; umount LABEL=ulab'$$'; echo $?; umount LABEL=nosuchlabel; echo $?; losetup -d $d'
same "-d detaches" \
	'd=$(losetup -f --show e.img) && mount $d mt && umount -d mt && losetup -j e.img | wc -l'
same "without -d the device stays" \
	'd=$(losetup -f --show e.img) && mount $d mt && umount mt && losetup -j e.img | wc -l; losetup -d $d'
