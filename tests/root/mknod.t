# root/mknod.t - device nodes (needs CAP_MKNOD), compared with GNU mknod
# in every part (TEST_PART): dev_t's major and minor encoding
needs applet mknod
needs root
umask 022
same "block" 'mknod d b 7 200 && stat -c "%F %a %t:%T" d; rm d'
same "char, and u" 'mknod c c 1 3 && mknod u u 1 5 && stat -c "%n %F %t:%T" c u; rm c u'
same "-m on a device" 'mknod -m 620 d c 4 64 && stat -c "%A %t:%T" d; rm d'
same "hex and octal numbers" 'mknod d b 0x10 010 && stat -c "%t:%T" d; rm d'
# 4095:1048575 is 0xffffffff as a 32-bit dev_t: qemu-arm sign-extends it,
# and the host's mknodat refuses that (the skip is lib.sh's _skipping)
_was=$_skipping
if [ "$ROOTBOX_QEMU" = qemu-arm-static ] && [ -z "$_skipping" ]; then
	echo "SKIP $TEST_FILE: large numbers: qemu-arm sign-extends a device" \
		"number with bit 31 set, and the host's mknodat refuses it"
	_skipping=qemu-arm
	check "large numbers, below bit 31" \
		'mknod d c 4095 524287 && stat -c "%t:%T" d; rm d' 'fff:7ffff\n'
fi
same "large numbers" 'mknod d c 4095 1048575 && stat -c "%t:%T" d; rm d'
_skipping=$_was
same "beyond what the kernel holds" 'mknod d c 4096 1; echo $?; mknod d b 1 1048576; echo $?; mknod d c 4294967295 1; echo $?; ls d'
same "the node works" 'mknod z c 1 5 && head -c 4 z | od -An -tx1; rm z'
