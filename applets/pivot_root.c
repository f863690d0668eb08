/*
 * pivot_root.c - change the root filesystem
 *
 * util-linux pivot_root(8) over pivot_root(2): the root mount of the
 * calling process's mount namespace moves to PUT_OLD and NEW_ROOT becomes
 * the root, with util-linux's error message. The current directory is
 * left as the kernel leaves it: run "cd /" afterwards, or chroot.
 *
 * applet: pivot_root sbin linux
 * opts: <2 >2
 * usage: pivot_root NEW_ROOT PUT_OLD
 *
 *	Make the mount NEW_ROOT the root of this mount namespace and move
 *	the old root to the directory PUT_OLD, which is under NEW_ROOT.
 * SPDX-License-Identifier: MIT
 */
#define FOR_pivot_root
#include "libbb.h"
#include <sys/syscall.h>

int
pivot_root_main(int argc, char **argv)
{
	struct opts o;

	(void)argc;
	argv = getopts(&o, OPTS_pivot_root, argv);
	/* no libc wrapper in musl or glibc */
	if (syscall(SYS_pivot_root, argv[0], argv[1]) < 0)
		perror_exit("failed to change root from `%s' to `%s'", argv[0],
		    argv[1]);
	return 0;
}
