# root/losetup.t - losetup against util-linux losetup, on images made here
#
# Loop devices are shared with everything else on the machine, so every
# command detaches what it attached, listings are limited to our images
# (-j, or a named device), device names are normalised to DEV, and -D is
# not run. The trap detaches whatever a failed test left behind.
# in every part (TEST_PART): the kernel's loop_info64
needs applet losetup
needs root
needs cmd losetup
truncate -s 10M a.img
truncate -s 4M "b c.img"
truncate -s 3000000 odd.img
cleanup() {
	for f in a.img "b c.img" odd.img ro/r.img; do
		[ -e "$f" ] || continue
		for d in $(losetup -n -O NAME -j "$f" 2>/dev/null); do
			losetup -d "$d"
		done
	done
	umount ro 2>/dev/null
	umount /dev 2>/dev/null
}
trap cleanup EXIT
REF=losetup
N='sed "s|/dev/loop[0-9]*|DEV|g"'
# live: inode numbers of the images; a table's BACK-FILE heading is padded
# to the test directory's path, which FILTER collapses
FILTER='s/BACK-FILE  */BACK-FILE /'
same "-f prints a free device" 'losetup -f | grep -c "^/dev/loop[0-9][0-9]*$"'
live "-f --show, then -j" \
	'd=$(losetup -f --show a.img) && losetup -j a.img | '"$N"'; losetup -d $d'
same "-j -l, -a" \
	'd=$(losetup -f --show a.img) && losetup -l -j a.img | '"$N"' && losetup -a | grep -c "^$d: .*(/.*/a.img)$"; losetup -d $d'
live "-o --sizelimit -r, old format" \
	'd=$(losetup -f --show -r -o 1024 --sizelimit 2048 "b c.img") && losetup $d | '"$N"'; losetup -d $d'
same "-o --sizelimit -r, table" \
	'd=$(losetup -f --show -r -o 1k --sizelimit 2KiB "b c.img") && losetup -l $d | '"$N"'; losetup -d $d'
live "-j -o filters by offset" \
	'd=$(losetup -f --show -o 512 a.img) && e=$(losetup -f --show a.img) && losetup -j a.img -o 512 | '"$N"'; losetup -j a.img -o 0 | wc -l; losetup -d $d $e'
live "-P and every column" \
	'd=$(losetup -f --show -P a.img) && losetup --output-all -l $d | sed "s|/dev/loop[0-9]*|DEV|; s| 7:[0-9]* *| 7:N |"; losetup -d $d'
same "-O, -O +, lower case" \
	'd=$(losetup -f --show a.img) && losetup -O name,RO,back-file $d | '"$N"' && losetup -l -O +PARTSCAN $d | '"$N"'; losetup -d $d'
same "-n and --raw" \
	'd=$(losetup -f --show "b c.img") && losetup -n -O RO,AUTOCLEAR $d && losetup --raw -l $d | '"$N"' && losetup -n --raw -O BACK-FILE $d; losetup -d $d'
same "-b and --direct-io at setup" \
	'd=$(losetup -f --show -b 4096 --direct-io a.img) && losetup -n -O LOG-SEC,DIO $d; losetup -d $d; d=$(losetup -f --show --direct-io=off -b 1024 a.img) && losetup -n -O LOG-SEC,DIO $d; losetup -d $d'
same "-b and --direct-io on an attached device" \
	'd=$(losetup -f --show a.img) && losetup -b 2048 $d && losetup --direct-io=on $d && losetup -n -O LOG-SEC,DIO $d && losetup -b 999 $d 2>&1 | '"$N"'; losetup --direct-io=off $d; losetup -n -O LOG-SEC,DIO $d; losetup -d $d'
same "bad -b at setup: nothing attached" 'losetup -f --show -b 999 a.img; echo $?; losetup -j a.img | wc -l'
same "bad --direct-io" 'losetup --direct-io=maybe -f a.img; echo $?; losetup -j a.img | wc -l'
live "-J" \
	'd=$(losetup -f --show -r "b c.img") && losetup -J -l -O NAME,AUTOCLEAR,BACK-FILE,BACK-INO,BACK-MAJ:MIN,OFFSET,PARTSCAN,RO,SIZELIMIT,DIO,LOG-SEC $d | '"$N"' && losetup -J -l -n -O NAME,OFFSET,RO $d | '"$N"'; losetup -d $d'
live "--raw, -n, -J alone keep the old format" \
	'd=$(losetup -f --show a.img) && losetup --raw $d | '"$N"' && losetup -n -J $d | '"$N"' && losetup -a -J | grep -c "^$d: "; losetup -d $d'
same "-j of a missing file" 'losetup -j nosuch; echo $?'
same "-L uses the device FILE is on" \
	'd=$(losetup -f --show a.img) && losetup -f -L --show a.img | sed "s|$d|SAME|"; losetup -f -L --show -r a.img | sed "s|$d|SAME|"; losetup -j a.img | wc -l; losetup -d $d'
same "-L and an overlapping device" \
	'd=$(losetup -f --show a.img) && losetup -f -L --show -o 512 a.img; echo $?; e=$(losetup -f) && losetup -L $e a.img; echo $?; losetup -j a.img | wc -l; losetup -d $d'
same "-L with nothing attached" 'd=$(losetup -f -L --show a.img) && losetup -j a.img | wc -l; losetup -d $d'
same "unknown column" 'losetup -O NAME,FOO; echo $?'
# another suite (CI runs two at once) may take the free device first: try
# the next one then
live "DEV FILE" \
	'for i in 1 2 3 4 5 6 7 8; do d=$(losetup -f) && losetup $d a.img 2>/dev/null && break; done; losetup -j a.img | sed "s|$d|DEV|"; losetup -d $d'
check "attached DEV is busy" \
	'd=$(losetup -f --show a.img) && losetup $d "b c.img" 2>&1 | sed "s/:[^:]*busy$/: busy/"; losetup -d $d' \
	'losetup: b c.img: failed to set up loop device: busy\n'
same "missing file" 'losetup -f --show nosuch; echo $?'
# musl and glibc word ENOTTY differently
same "not a loop device" 'losetup /dev/null a.img 2>&1 | sed "s/: Not a tty$/: Inappropriate ioctl for device/"; losetup /dev/null; echo $?; losetup a.img; echo $?'
# a free device may be taken by another process meanwhile: F retries
F='for i in 1 2 3 4 5; do d=$(losetup -f); r=$(CMD 2>&1) || break; done; echo "$r" | '"$N"
same "free device" "$(echo "$F" | sed 's/CMD/losetup $d/')"'; losetup -l $d | '"$N"
same "-d" 'd=$(losetup -f --show a.img) && losetup -d $d && losetup -j a.img | wc -l'
same "-d several" \
	'd=$(losetup -f --show a.img) && e=$(losetup -f --show a.img) && losetup -d $d $e; echo $?; losetup -j a.img | wc -l'
# (util-linux 2.38, after a bad name, detaches the previous device again)
same "-d not a device" 'losetup -d nosuch; echo $?'
same "-d free device" "$(echo "$F" | sed 's/CMD/losetup -d $d/')"
same "-c rereads the size" \
	'cp a.img g.img && d=$(losetup -f --show g.img) && truncate -s 20M g.img && cat /sys/block/${d#/dev/}/size && losetup -c $d && cat /sys/block/${d#/dev/}/size; losetup -d $d; rm g.img'
same "-c on a free device" "$(echo "$F" | sed 's/CMD/losetup -c $d/')"
same "-J of a free device, and of nothing" \
	"$(echo "$F" | sed 's/CMD/losetup $d/')"'; losetup -J -l $d | '"$N"'; losetup -J -l -j nosuch'
same "sector warning" \
	'd=$(losetup -f --show odd.img) && losetup -d $d && d=$(losetup -f --show -o 100 a.img) && losetup -d $d && d=$(losetup -f --show -o 100 --sizelimit 1024 a.img) && losetup -d $d'
mkdir ro
mount -t tmpfs -o size=12m none ro && cp a.img ro/r.img && mount -o remount,ro ro
same "read-only file system: attached read-only" \
	'd=$(losetup -f --show ro/r.img) && losetup -n -O RO $d; losetup -d $d'
umount ro
check -s 1 -e "losetup: options -d and -f are mutually exclusive\nUsage: losetup [-l [-a]] [-n] [-O COLS] [--raw|-J] [DEV]\n" \
	"-d and -f" 'losetup -d -f' ''
check -s 1 -e "losetup: the options --{sizelimit,partscan,read-only,show} are allowed during loop device setup only\nUsage: losetup [-l [-a]] [-n] [-O COLS] [--raw|-J] [DEV]\n" \
	"--show without -f FILE" 'losetup --show a.img' ''
check -s 1 -e "losetup: the option --offset is not allowed in this context\nUsage: losetup [-l [-a]] [-n] [-O COLS] [--raw|-J] [DEV]\n" \
	"-o with -a" 'losetup -a -o 5' ''
check -s 1 -e "losetup: invalid size 'abc'\n" "bad offset" 'losetup -f -o abc a.img' ''
check -s 1 -e "losetup: -d needs a loop device\nUsage: losetup [-l [-a]] [-n] [-O COLS] [--raw|-J] [DEV]\n" \
	"-d alone" 'losetup -d' ''
check "nothing leaked" 'for f in a.img "b c.img" odd.img; do losetup -j "$f"; done' ''
# a bare /dev (no devtmpfs): the nodes are made from /sys
mount -t tmpfs none /dev
check "missing /dev nodes are made" \
	'd=$(losetup -f --show a.img) && test -b $d && test -c /dev/loop-control && losetup -j a.img | sed "s|$d|DEV|"; losetup -d $d' \
	"DEV: [$(stat -c %d a.img | awk '{ printf "%04d", $1 }')]:$(stat -c %i a.img) ($PWD/a.img)\n"
umount /dev
