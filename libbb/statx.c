/*
 * statx.c - a file's birth time, which only statx(2) gives
 *
 * musl 1.2.3 has no statx wrapper and no struct statx, so the struct is
 * declared here as the kernel's UAPI defines it (linux/stat.h) and the
 * system call is made directly. ls --time=birth and stat %w use it.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/syscall.h>

struct kstatx_time {
	int64_t		sec;
	uint32_t	nsec;
	int32_t		reserved;
};
struct kstatx {
	uint32_t		mask, blksize;
	uint64_t		attributes;
	uint32_t		nlink, uid, gid;
	uint16_t		mode, spare0;
	uint64_t		ino, size, blocks, attributes_mask;
	struct kstatx_time	atime, btime, ctime, mtime;
	uint32_t		rdev_major, rdev_minor, dev_major, dev_minor;
	uint64_t		spare2[14];
};
#define KSTATX_BTIME	0x800U

bool
file_btime(int dirfd, const char *name, int flags, struct timespec *t)
{
	struct kstatx sx;

	if (syscall(SYS_statx, dirfd, name, flags, KSTATX_BTIME, &sx) < 0 ||
	    !(sx.mask & KSTATX_BTIME))
		return false;
	t->tv_sec = sx.btime.sec;
	t->tv_nsec = sx.btime.nsec;
	return true;
}
