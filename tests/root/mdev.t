# root/mdev.t - mdev against BusyBox's (busybox mdev), run the same way:
# a fake sysfs built here is bind-mounted over /sys, each case starts on
# a new tmpfs /dev (with only /dev/null), and /etc is a tmpfs holding the
# case's mdev.conf and a small passwd and group, all inside this test's
# mount namespace. Hotplug events are synthetic, in the environment; -d
# gets real ones from the kernel (a loop device attached and detached).
# $M is our mdev, or busybox's where no mdev is in PATH (the reference
# run). The listing L shows each node's type, mode, owner and numbers,
# symlinks and the files commands wrote.
needs applet mdev
needs root
needs cmd busybox
REF=busybox
umask 022
S=$PWD/sys
# dev PATH-UNDER-devices CLASS block|char MAJ MIN [UEVENT-LINES]
dev() {
	d=$S/devices/$1
	mkdir -p "$d" "$S/class/$2" "$S/dev/$3"
	echo "$4:$5" > "$d/dev"
	printf "MAJOR=$4\nMINOR=$5\n$6" > "$d/uevent"
	ln -s "$(echo "${1%/*}" | sed 's|[^/][^/]*|..|g')/../../class/$2" \
		"$d/subsystem"
	ln -s "../../devices/$1" "$S/dev/$3/$4:$5"
}
dev virtual/tty/ttyS0 tty char 4 64 'DEVNAME=ttyS0\n'
dev virtual/tty/ttyS1 tty char 4 65 'DEVNAME=ttyS1\n'
dev pci/block/sda block block 8 0 'DEVNAME=sda\nDEVTYPE=disk\n'
dev pci/block/sda/sda1 block block 8 1 'DEVNAME=sda1\nDEVTYPE=partition\n'
dev pci/block/sda/sda2 block block 8 2 'DEVNAME=sda2\nDEVTYPE=partition\n'
dev usb/usbdev1.2 usb_device char 189 1 \
	'DEVNAME=bus/usb/001/002\nDEVTYPE=usb_device\n'
dev virtual/misc/foo misc char 10 200
dev virtual/sound/pcmC0D0p sound char 116 16 'DEVNAME=snd/pcmC0D0p\n'
# the root filesystem's numbers: mdev makes the symlink "root" to it
RMAJ=$(stat -c %Hd /) RMIN=$(stat -c %Ld /)
dev virtual/block/rootdev block block "$RMAJ" "$RMIN" 'DEVNAME=rootdev\n'
mkdir -p "$S/devices/virtual/firmware/fw.bin"
mkdir etc fw
printf 'root:x:0:0::/root:/bin/sh\ndaemon:x:1:1::/:/bin/false\nbin:x:2:2::/:/bin/false\n' > etc/passwd
printf 'root:x:0:\ndaemon:x:1:\nbin:x:2:\ntty:x:5:\ndisk:x:6:\n' > etc/group
printf 'FIRMWARE DATA\n' > fw/fw.bin
randbytes 3000 > garbage
if ! mount --bind "$S" /sys || ! mount -t tmpfs none /dev ||
    ! mount -t tmpfs none /etc; then
	needs cmd no-namespace-mounts
fi
cp etc/passwd etc/group /etc/
export LOG="$PWD/log"
# R CONF: a new /dev, and CONF as /etc/mdev.conf ("-": none)
R() {
	echo "umount /dev && mount -t tmpfs none /dev && mknod -m 666 /dev/null c 1 3 && rm -f /etc/mdev.conf log && { [ $1 = - ] || cp $1 /etc/mdev.conf; } && M=mdev && { command -v mdev >/dev/null || M=\"busybox mdev\"; } &&"
}
L='(cd /dev && find . -mindepth 1 ! -name null ! -name rootdev | sort | while read -r f; do if [ -L "$f" ]; then echo "$f -> $(readlink "$f")"; elif [ -f "$f" ]; then echo "$f: $(cat "$f")"; else stat -c "%n %F %a %u:%g %t:%T" "$f"; fi; done); [ ! -f log ] || cat log'
# -v's times, and the numbers of the root filesystem
FILTER="s/mdev: [0-9][0-9]:[0-9][0-9]:[0-9][0-9]\\.[0-9]* /mdev: TIME /
s/ ($RMAJ,$RMIN) / (ROOT) /; s/^mdev: dev $RMAJ,$RMIN\$/mdev: dev ROOT/"

same "-s, no mdev.conf" "$(R -) \$M -s; echo \$?; $L"
same "-s -v" "$(R -) \$M -s -v 2>&1 | sort; $L"

cat > c1 <<'E'
# comment, then an empty line

  # indented comment
sda 0:disk 640
sd[a-z]([0-9]) bin:6 0600 =disks/part%1
ttyS0 daemon:tty 620 >serial/first
ttyS.* 1:5 600 =serial/
bus/usb/([0-9]+)/([0-9]+) 0:0 664 =usb/%1-%2
snd/.* 0:0 660 =sound/
@10,200 2:2 604 !
E
same "-s: owners, modes, =, >, %N, !, @maj,min" "$(R c1) \$M -s; $L"

cat > c2 <<'E'
-sda 0:0 600 @echo A $ACTION $MDEV $SUBSYSTEM >> $LOG
sda 2:2 640 *echo B $ACTION $MDEV >> $LOG
-sda1 0:0 601 @echo C $MDEV >> $LOG
SUBSYSTEM=tty;ttyS(.) 0:0 606 =t%1 @echo D $MDEV $SUBSYSTEM >> $LOG
@189,0-5 1:1 644 @echo E $MDEV >> $LOG
$SUBSYSTEM=(mi)sc 0:0 605 =%1/%0 @echo F $MDEV >> $LOG
E
same "-s: commands, -, ENV=;, \$ENV=, ranges" "$(R c2) \$M -s; sort log; rm log; $L"

A='ACTION=add DEVPATH=/devices/pci/block/sda SUBSYSTEM=block'
same "hotplug add, no mdev.conf" "$(R -) env $A \$M; echo \$?; $L"
same "hotplug add and remove" \
	"$(R c2) env $A DEVTYPE=disk MAJOR=8 MINOR=0 DEVNAME=sda \$M && env ACTION=remove DEVPATH=/devices/pci/block/sda/sda1 SUBSYSTEM=block \$M && env ACTION=add DEVPATH=/devices/pci/block/sda/sda1 SUBSYSTEM=block \$M && env ACTION=remove DEVPATH=/devices/pci/block/sda SUBSYSTEM=block DEVNAME=sda \$M; $L"
same "hotplug -v" \
	"$(R c1) env $A \$M -v 2>&1; env ACTION=remove DEVPATH=/devices/virtual/tty/ttyS0 SUBSYSTEM=tty \$M -v 2>&1; $L"
same "hotplug -vv: the rule's line" \
	"$(R c2) env $A \$M -vv 2>&1; env ACTION=add DEVPATH=/devices/virtual/tty/ttyS1 SUBSYSTEM=tty \$M -vv 2>&1; rm -f log; $L"
# DEVNAME from the environment wins over the uevent file; without both,
# the directory's name
same "hotplug names" \
	"$(R c1) env ACTION=add DEVPATH=/devices/usb/usbdev1.2 SUBSYSTEM=usb_device MAJOR=189 MINOR=1 DEVNAME=bus/usb/007/009 \$M && env ACTION=add DEVPATH=/devices/virtual/misc/foo SUBSYSTEM=misc MAJOR=10 MINOR=201 \$M && env ACTION=add DEVPATH=/devices/usb/usbdev1.2 SUBSYSTEM=usb_device \$M; $L"

cat > c3 <<'E'
sda 0:0 600 >disks/first *echo cmd $ACTION $MDEV >> $LOG
sda1 0:0 600 =part/ $echo gone $MDEV >> $LOG
$MODALIAS=.* 0:0 660 @echo modprobe $MODALIAS >> $LOG
E
same "remove: > symlinks, \$ commands; MODALIAS without a node" \
	"$(R c3) \$M -s && env ACTION=remove DEVPATH=/devices/pci/block/sda SUBSYSTEM=block \$M && env ACTION=remove DEVPATH=/devices/pci/block/sda/sda1 SUBSYSTEM=block \$M && env ACTION=add DEVPATH=/devices/pci/xyz SUBSYSTEM=pci MODALIAS=pci:v1234 \$M; $L"
same "other actions run * commands only" \
	"$(R c3) env ACTION=change DEVPATH=/devices/pci/block/sda SUBSYSTEM=block MAJOR=8 MINOR=0 \$M; env ACTION=change DEVPATH=/devices/pci/block/sda/sda1 SUBSYSTEM=block MAJOR=8 MINOR=1 \$M; $L"
same "the root symlink" "$(R -) \$M -s; readlink /dev/root"

same "mdev.seq" \
	"$(R -) echo 41 > /dev/mdev.seq && env $A SEQNUM=41 \$M && env ACTION=add DEVPATH=/devices/pci/block/sda/sda1 SUBSYSTEM=block SEQNUM=42 \$M; $L"
same "mdev.log" \
	"$(R c2) : > /dev/mdev.log && env $A SEQNUM=7 \$M && \$M -s 2>/dev/null && env ACTION=remove DEVPATH=/devices/pci/block/sda SUBSYSTEM=block \$M; cat /dev/mdev.log | sed 's/^mdev\[[0-9]*\]: [0-9:.]* /mdev[N]: TIME /; s/^mdev\[[0-9]*\]/mdev[N]/'; rm /dev/mdev.log; $L"

F='ACTION=add DEVPATH=/devices/virtual/firmware/fw.bin SUBSYSTEM=firmware'
W="$S/devices/virtual/firmware/fw.bin"
if [ -d /lib/firmware ] && mount --bind fw /lib/firmware; then
	same "firmware" \
		"$(R -) : > $W/loading && : > $W/data && env $F FIRMWARE=fw.bin \$M; echo \$?; cat $W/loading; echo; cat $W/data"
	same "firmware missing" \
		"$(R -) : > $W/loading && : > $W/data && env $F FIRMWARE=nosuch.bin \$M; echo \$?; cat $W/loading; echo; cat $W/data"
	same "remove with FIRMWARE does nothing" \
		"$(R -) mknod /dev/fw.bin c 1 3 && : > $W/loading && env ACTION=remove DEVPATH=/devices/virtual/firmware/fw.bin SUBSYSTEM=firmware FIRMWARE=fw.bin \$M; cat $W/loading; $L"
	umount /lib/firmware
else
	echo "SKIP $TEST_FILE: firmware: no /lib/firmware to bind-mount over"
	_result skip
	_result skip
	_result skip
fi

# bad lines: named with the file and line, and skipped (BusyBox names
# only the line, and stops at a bad regex, with status 1 as here)
cat > bad <<'E'
sda nosuch:0 600
sda 0:nogrp 600
sda 0:0 9x9
sda 0:0
sd(a 0:0 600
@8 0:0 600
@1,5-2 0:0 600
$FOO 0:0 600
sda 0:0 600 %cmd
sda 0:0 600 =
sda 0:0 600 =a b
ttyS[0-9] 0:0 640
E
check -e "mdev: /etc/mdev.conf: line 1: unknown user 'nosuch'
mdev: /etc/mdev.conf: line 2: unknown group 'nogrp'
mdev: /etc/mdev.conf: line 3: bad mode '9x9'
mdev: /etc/mdev.conf: line 4: 2 fields, 3 needed
mdev: /etc/mdev.conf: line 5: bad regex 'sd(a': Unmatched ( or \\\\(
mdev: /etc/mdev.conf: line 6: bad @maj,min '@8'
mdev: /etc/mdev.conf: line 7: bad @maj,min '@1,5-2'
mdev: /etc/mdev.conf: line 8: bad \$VAR=regex '\$FOO'
mdev: /etc/mdev.conf: line 9: bad field '%cmd'
mdev: /etc/mdev.conf: line 10: no path after '='
mdev: /etc/mdev.conf: line 11: bad field 'b'\n" \
	"bad lines are skipped" "$(R bad) mdev -s; echo \$?; $L" \
	"1\n./10:200 character special file 660 0:0 a:c8
./bus directory 755 0:0 0:0
./bus/usb directory 755 0:0 0:0
./bus/usb/001 directory 755 0:0 0:0
./bus/usb/001/002 character special file 660 0:0 bd:1
./root -> rootdev
./sda block special file 660 0:0 8:0
./sda1 block special file 660 0:0 8:1
./sda2 block special file 660 0:0 8:2
./snd directory 755 0:0 0:0
./snd/pcmC0D0p character special file 660 0:0 74:10
./ttyS0 character special file 640 0:0 4:40
./ttyS1 character special file 640 0:0 4:41\n"
check "garbage mdev.conf" \
	"$(R garbage) mdev -s 2>/dev/null; [ \$? -lt 2 ] && echo ok" 'ok\n'
# BusyBox uses no MAJOR and MINOR on remove, and leaves the node of an
# @maj,min rule behind; we remove it
cat > c4 <<'E'
@8,0 0:0 600 =disk/main
E
check "remove by @maj,min" \
	"$(R c4) env $A \$M && env ACTION=remove DEVPATH=/devices/pci/block/sda SUBSYSTEM=block MAJOR=8 MINOR=0 \$M; $L" \
	'./disk directory 755 0:0 0:0\n'
# with no dev file (sysfs not mounted yet), the event's numbers: BusyBox
# makes no node then
check "add: MAJOR and MINOR without a dev file" \
	"$(R -) env ACTION=add DEVPATH=/devices/none SUBSYSTEM=misc MAJOR=10 MINOR=5 DEVNAME=xx \$M; $L" \
	'./xx character special file 660 0:0 a:5\n'
check -s 1 -e "mdev: no ACTION and DEVPATH in the environment (-s for a scan)
Usage: mdev [-vS] { [-s] | [-df] }\n" \
	"no event" "$(R -) env -u ACTION DEVPATH=/x mdev" ''

# -S: the same messages to syslog (a datagram socket at /dev/log here)
REFS=python3
cat > syslogd.py <<'E'
import socket, sys, os
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
s.bind('/dev/log')
open('ready', 'w').close()
s.settimeout(30)
n = int(sys.argv[1])
with open('syslog', 'w') as f:
	for i in range(n):
		m = s.recv(4096).decode()
		# <PRI>TIMESTAMP TAG[PID]: text
		pri, rest = m[1:].split('>', 1)
		f.write(pri + ' ' + rest.split(': ', 1)[1].rstrip('\n') + '\n')
E
SL='rm -f ready syslog; python3 syslogd.py 3 & p=$!; while [ ! -f ready ]; do sleep 0.1; done;'
same "-S" "$(R c4) $SL env $A \$M -S -v 2>/dev/null; wait \$p; sed 's/^\\([0-9]*\\) [0-9:.]* /\\1 TIME /' syslog; rm syslog ready"
REFS=

# -d: the kernel's own uevents on the real /sys, from a loop device
# attached and detached here (change events). -s has made the nodes
# losetup needs; the daemon's first scan, after it has bound its socket,
# logs "add" for the loop devices: then the events are not missed.
needs cmd losetup
needs cmd python3
truncate -s 1M loop.img
cleanup() {
	umount /dev 2>/dev/null
	for d in $(losetup -n -O NAME -j loop.img 2>/dev/null); do
		losetup -d "$d"
	done
}
trap cleanup EXIT
cat > c5 <<'E'
loop[0-9]+ 0:0 600 *echo $ACTION $MDEV >> $LOG
E
# do the kernel's uevents reach this network namespace at all?
cat > probe.py <<'E'
import socket, subprocess, select, sys
s = socket.socket(socket.AF_NETLINK, socket.SOCK_DGRAM, 15)
s.bind((0, 1))
d = subprocess.check_output(['losetup', '-f', '--show', 'loop.img'])
subprocess.call(['losetup', '-d', d.decode().strip()])
name = d.decode().strip().replace('/dev/', '/')
while select.select([s], [], [], 10)[0]:
	if ('block' + name).encode() in s.recv(16384):
		sys.exit(0)
sys.exit(1)
E
umount /dev
PATH=$HOSTPATH python3 probe.py
probe=$?
mount -t tmpfs none /dev
if [ $probe != 0 ]; then
	echo "SKIP $TEST_FILE: -d: no kernel uevents reach this network namespace"
	_skipping=uevents
fi
# wait for a line in log (30 s at most)
P='n=0; while ! grep -q "$w" log 2>/dev/null && [ $n -lt 300 ]; do sleep 0.1; n=$((n + 1)); done;'
# the daemon's messages (in derr), but for a device's sysfs directory gone
# before its uevent was handled: the loop device is detached at once, and
# BusyBox's mdev, on a loaded machine, then says "mdev:
# /sys/dev/block/7:1/loop: No such file or directory"
D="sed '/^mdev: \/sys\/.*: No such file or directory\$/d' derr >&2;"
same "-d: kernel uevents" \
	"$(R c5) umount /sys && LOG=/dev/scan \$M -s && { \$M -d -f 2>derr & p=\$!; } && w='^add loop' && $P d=\$(losetup -f --show loop.img) && l=\${d#/dev/} && losetup -d \$d && w=\"^change \$l\\\$\" && $P { kill \$p; wait \$p; } 2>/dev/null; grep \" \$l\\\$\" log | sort -u | sed \"s/\$l\\\$/LOOP/\"; $D mount --bind $S /sys"
# without -f: mdev returns after its scan, the daemon carries on; its
# commands' PPID tells which process it is
cat > c6 <<'E'
loop[0-9]+ 0:0 600 *echo $ACTION $MDEV $PPID >> $LOG
E
same "-d in the background" \
	"$(R c6) umount /sys && \$M -d 2>derr && [ -c /dev/loop-control ] && echo scanned && d=\$(losetup -f --show loop.img) && l=\${d#/dev/} && losetup -d \$d && w=\"^change \$l \" && $P kill \$(grep \"^change \$l \" log | head -n 1 | cut -d ' ' -f 3); grep \" \$l \" log | cut -d ' ' -f 1,2 | sort -u | sed \"s/\$l\\\$/LOOP/\"; $D mount --bind $S /sys"
needs_end
