#!/bin/sh
# livecd-init.sh - rootbox's example /init for a live-CD style initramfs
#
# `make initramfs` installs this as /init unless INIT= names another. It
# mounts /proc, /sys and devtmpfs on /dev (making the few nodes it needs
# when devtmpfs is absent), loads the modules it needs, finds a squashfs
# root image, attaches it read-only to a loop device, mounts it with a
# tmpfs overlay on top, and switch_roots into the result.
#
# Kernel command line:
#   rootimage=PATH  the image: a file in the initramfs, or with root=,
#                   a file on that device (default /root.squashfs)
#   root=DEV        a block device: the image itself, or (with rootimage=)
#                   the filesystem holding it; waited for up to rootwait=S
#                   seconds (default 10)
#   init=PATH       the new root's init (default /sbin/init)
#   modules=A,B     more modules to load
#   rdshell         a shell on the console just before switch_root
#   quiet           say only what failed
# It needs only rootbox: sh, mount, losetup, modprobe (or insmod), mknod,
# mkdir, sleep, cat and switch_root. Modules come from /lib/modules/VERSION
# in the initramfs through modprobe (modules.dep), or, without modules.dep,
# by insmod of each file listed in /lib/modules/load. Any failure says
# what failed and starts a rescue shell on the console; leaving the shell
# goes on with the next step.
# SPDX-License-Identifier: MIT

PATH=/sbin:/usr/sbin:/bin:/usr/bin
export PATH
root='' rootimage='' init=/sbin/init modules='' rdshell='' quiet=''
rootwait=10 nodevtmpfs=''

say() { [ -n "$quiet" ] || echo "livecd: $*"; }

rescue() {
	echo "livecd: FAILED: $*"
	echo "livecd: starting a rescue shell (exit to go on)"
	sh -i < /dev/console > /dev/console 2>&1
}

# run CMD..., or explain and rescue
try() {
	"$@" || rescue "$*"
}

mkdir -p /proc /sys /dev /run /newroot /ro /rw /media
try mount -t proc -o nosuid,nodev,noexec proc /proc
try mount -t sysfs -o nosuid,nodev,noexec sysfs /sys
read -r up rest < /proc/uptime
say "/init started at $up s of uptime"
if mount -t devtmpfs -o mode=755,nosuid devtmpfs /dev 2>/dev/null; then
	say "devtmpfs on /dev"
else
	say "no devtmpfs: making device nodes"
	[ -e /dev/null ] || mknod -m 666 /dev/null c 1 3
	[ -e /dev/loop-control ] || mknod -m 660 /dev/loop-control c 10 237
	for n in 0 1 2 3 4 5 6 7; do
		[ -e /dev/loop$n ] || mknod -m 660 /dev/loop$n b 7 $n
	done
	nodevtmpfs=1
fi

# without devtmpfs: nodes for the block devices the kernel has found
blocknodes() {
	[ -n "$nodevtmpfs" ] || return 0
	for d in /sys/class/block/*; do
		{ [ -f "$d/dev" ] && [ ! -e "/dev/${d##*/}" ]; } || continue
		IFS=: read -r maj min < "$d/dev"
		mknod -m 660 "/dev/${d##*/}" b "$maj" "$min"
	done
}

# shellcheck disable=SC2013 # the command line is words, not lines
for w in $(cat /proc/cmdline); do
	case $w in
	root=*) root=${w#root=} ;;
	rootimage=*) rootimage=${w#rootimage=} ;;
	rootwait=*) rootwait=${w#rootwait=} ;;
	init=*) init=${w#init=} ;;
	modules=*) modules=${w#modules=} ;;
	rdshell) rdshell=1 ;;
	quiet) quiet=1 ;;
	esac
done

# modules: what squashfs on a loop device under an overlay needs, the
# virtio disk drivers when the root is on /dev/vd*, and modules=
want="loop squashfs overlay"
case $root in /dev/vd*) want="$want virtio_pci virtio_blk" ;; esac
oldifs=$IFS
IFS=,
for m in $modules; do want="$want $m"; done
IFS=$oldifs
read -r kver < /proc/sys/kernel/osrelease
if [ -f "/lib/modules/$kver/modules.dep" ]; then
	for m in $want; do
		try modprobe "$m"
	done
elif [ -f /lib/modules/load ]; then
	while read -r f; do
		case $f in ''|'#'*) continue ;; esac
		try insmod "/lib/modules/$f"
	done < /lib/modules/load
fi
loaded=
while read -r m rest; do loaded="$loaded $m"; done < /proc/modules
say "modules:$loaded"

# the image
if [ -n "$root" ]; then
	n=0
	while blocknodes && [ ! -b "$root" ] && [ $n -lt $((rootwait * 10)) ]
	do
		sleep 0.1
		n=$((n + 1))
	done
	[ -b "$root" ] || rescue "no block device $root"
	if [ -n "$rootimage" ]; then
		try mount -o ro "$root" /media
		image=/media/${rootimage#/}
	else
		image=$root
	fi
else
	image=${rootimage:-/root.squashfs}
fi
[ -e "$image" ] || rescue "no root image $image"
loop=$(losetup -r -f --show "$image") || rescue "losetup -r -f $image"
say "$image on $loop"
try mount -t squashfs -o ro "$loop" /ro
say "squashfs $loop on /ro"
try mount -t tmpfs -o mode=755 tmpfs /rw
mkdir -p /rw/upper /rw/work
try mount -t overlay -o lowerdir=/ro,upperdir=/rw/upper,workdir=/rw/work \
	overlay /newroot
say "overlay on /newroot"

# keep the layers reachable from the new root
mounted() {
	while read -r _ dir rest; do
		[ "$dir" = "$1" ] && return 0
	done < /proc/mounts
	return 1
}
for d in ro rw media; do
	mounted /$d || continue
	mkdir -p /newroot/$d 2>/dev/null
	try mount --move /$d /newroot/$d
done
[ -n "$rdshell" ] && rescue "rdshell on the command line"
[ -x "/newroot$init" ] || rescue "no $init in the root image"
say "switch_root to $init"
# shellcheck disable=SC2093 # a shell that survives a failed exec goes on
exec switch_root /newroot "$init"
rescue "switch_root /newroot $init"
exec sh -i < /dev/console > /dev/console 2>&1
