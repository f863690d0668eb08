/*
 * loop.c - loop devices: find a free one, attach a file, query, detach
 *
 * The ioctl numbers and struct layouts are the kernel's ABI from
 * <linux/loop.h>, restated here because musl-gcc has no kernel headers.
 * A free device comes from LOOP_CTL_GET_FREE on /dev/loop-control; it is
 * set up with LOOP_CONFIGURE (Linux 5.8) or, where that ioctl is unknown,
 * LOOP_SET_FD then LOOP_SET_STATUS64. When another process takes the
 * device between the two steps (EBUSY) we ask for another. A device the
 * kernel has but /dev lacks (a bare initramfs, no devtmpfs) gets its node
 * made from the numbers in /sys/block/loopN/dev.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <dirent.h>
#include <sys/ioctl.h>
#include <sys/sysmacros.h>

#define LOOP_SET_FD		0x4C00
#define LOOP_CLR_FD		0x4C01
#define LOOP_SET_STATUS64	0x4C04
#define LOOP_GET_STATUS64	0x4C05
#define LOOP_SET_CAPACITY	0x4C07
#define LOOP_SET_DIRECT_IO	0x4C08
#define LOOP_SET_BLOCK_SIZE	0x4C09
#define LOOP_CONFIGURE		0x4C0A
#define LOOP_CTL_GET_FREE	0x4C82

struct loop_info64 {
	uint64_t	lo_device, lo_inode, lo_rdevice;
	uint64_t	lo_offset, lo_sizelimit;
	uint32_t	lo_number, lo_encrypt_type, lo_encrypt_key_size;
	uint32_t	lo_flags;
	uint8_t		lo_file_name[64], lo_crypt_name[64], lo_encrypt_key[32];
	uint64_t	lo_init[2];
};

struct loop_config {
	uint32_t		fd, block_size;
	struct loop_info64	info;
	uint64_t		reserved[8];
};

/* Read a small sysfs file into buf, newline stripped; -1 when absent. */
static int
read_sys(const char *path, char *buf, size_t n)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t r;

	if (fd < 0)
		return -1;
	r = read(fd, buf, n - 1);
	close(fd);
	if (r < 0)
		return -1;
	while (r > 0 && buf[r - 1] == '\n')
		r--;
	buf[r] = 0;
	return 0;
}

/* Make /dev/NAME from /sys/class/CLASS/NAME/dev when it is missing. */
static void
make_node(const char *path, const char *sysdir, mode_t type)
{
	char buf[64], *sys;
	unsigned ma, mi;
	struct stat st;

	if (stat(path, &st) == 0 || errno != ENOENT)
		return;
	sys = xasprintf("%s/dev", sysdir);
	if (read_sys(sys, buf, sizeof(buf)) == 0 &&
	    sscanf(buf, "%u:%u", &ma, &mi) == 2)
		mknod(path, type | 0660, makedev(ma, mi));
	free(sys);
}

char *
loop_name(int n)
{
	char *path = xasprintf("/dev/loop%d", n), sys[64];

	snprintf(sys, sizeof(sys), "/sys/block/loop%d", n);
	make_node(path, sys, S_IFBLK);
	return path;
}

/* The number of the first free device, or -1 with errno set. */
int
loop_free(void)
{
	int fd, n;

	make_node("/dev/loop-control", "/sys/class/misc/loop-control", S_IFCHR);
	fd = open("/dev/loop-control", O_RDWR | O_CLOEXEC);
	if (fd < 0)
		return -1;
	n = ioctl(fd, LOOP_CTL_GET_FREE);
	close(fd);
	return n;
}

static int
loop_get(int fd, struct loop_info64 *li)
{
	memset(li, 0, sizeof(*li));
	return ioctl(fd, LOOP_GET_STATUS64, li);
}

int
loop_attach(const char *file, const char *dev, unsigned long long offset,
    unsigned long long sizelimit, unsigned *flags, char **name)
{
	return loop_attach_bs(file, dev, offset, sizelimit, 0, flags, name);
}

/*
 * Attach FILE to DEV (or to a free device when DEV is NULL). *flags holds
 * LOOPF_*; LOOPF_RO is added when the file can only be opened read-only.
 * bs is the logical sector size, 0 for the default. Returns the open
 * device (keep it open until an autoclear device is in use, or it clears
 * itself) and its name in *name; -1 and errno on failure, with nothing
 * left attached.
 */
int
loop_attach_bs(const char *file, const char *dev, unsigned long long offset,
    unsigned long long sizelimit, unsigned bs, unsigned *flags, char **name)
{
	struct loop_config cfg;
	struct loop_info64 *li = &cfg.info;
	int ffd, dfd = -1, n, tries = 0, err;
	char *path = NULL, c;

	ffd = open(file, (*flags & LOOPF_RO ? O_RDONLY : O_RDWR) | O_CLOEXEC);
	if (ffd < 0 && !(*flags & LOOPF_RO) &&
	    (errno == EROFS || errno == EACCES || errno == EPERM)) {
		*flags |= LOOPF_RO;
		ffd = open(file, O_RDONLY | O_CLOEXEC);
	}
	if (ffd < 0)
		return -1;
	memset(&cfg, 0, sizeof(cfg));
	cfg.fd = ffd;
	cfg.block_size = bs;
	li->lo_offset = offset;
	li->lo_sizelimit = sizelimit;
	li->lo_flags = *flags & (LOOPF_RO | LOOPF_AUTOCLEAR | LOOPF_PARTSCAN |
	    LOOPF_DIO);
	snprintf((char *)li->lo_file_name, sizeof(li->lo_file_name), "%s", file);
	if (dev && sscanf(dev, "/dev/loop%d%c", &n, &c) == 1 && n >= 0)
		free(loop_name(n));	/* makes the node if it is missing */
	for (;;) {
		if (dev)
			path = xstrdup(dev);
		else if ((n = loop_free()) < 0)
			goto fail;
		else
			path = loop_name(n);
		dfd = open(path, (*flags & LOOPF_RO ? O_RDONLY : O_RDWR) |
		    O_CLOEXEC);
		if (dfd < 0)
			goto fail;
		if (ioctl(dfd, LOOP_CONFIGURE, &cfg) == 0)
			break;
		if (errno == EINVAL || errno == ENOTTY) {
			/* before Linux 5.8: the same in three steps */
			if (ioctl(dfd, LOOP_SET_FD, (void *)(long)ffd) == 0) {
				if (ioctl(dfd, LOOP_SET_STATUS64, li) == 0 &&
				    (!bs || ioctl(dfd, LOOP_SET_BLOCK_SIZE,
				    (unsigned long)bs) == 0) &&
				    (!(*flags & LOOPF_DIO) || ioctl(dfd,
				    LOOP_SET_DIRECT_IO, 1UL) == 0))
					break;
				err = errno;
				ioctl(dfd, LOOP_CLR_FD, 0);
				errno = err;
				goto fail;
			}
		}
		/* taken by someone else meanwhile: try the next free one */
		if (errno != EBUSY || dev || ++tries > 16)
			goto fail;
		close(dfd);
		free(path);
		dfd = -1;
	}
	close(ffd);
	*name = path;
	return dfd;
fail:
	err = errno;
	if (dfd >= 0)
		close(dfd);
	close(ffd);
	free(path);
	errno = err;
	return -1;
}

static int
loop_ioctl(const char *dev, unsigned long req, unsigned long arg)
{
	int fd = open(dev, O_RDONLY | O_CLOEXEC), r;

	if (fd < 0)
		return -1;
	r = ioctl(fd, req, arg);
	close(fd);
	return r;
}

int
loop_detach(const char *dev)
{
	return loop_ioctl(dev, LOOP_CLR_FD, 0);
}

int
loop_set_blocksize(const char *dev, unsigned bs)
{
	return loop_ioctl(dev, LOOP_SET_BLOCK_SIZE, bs);
}

int
loop_set_dio(const char *dev, bool on)
{
	return loop_ioctl(dev, LOOP_SET_DIRECT_IO, on);
}

int
loop_set_capacity(const char *dev)
{
	return loop_ioctl(dev, LOOP_SET_CAPACITY, 0);
}

/*
 * Fill *info for DEV. Returns 1 when it is attached, 0 when free, -1 and
 * errno when it cannot be opened or is not a loop device.
 */
int
loop_info(const char *dev, struct loopinfo *info)
{
	struct loop_info64 li;
	char sys[96], buf[32];
	struct stat st;
	int fd, r;

	memset(info, 0, sizeof(*info));
	fd = open(dev, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (fstat(fd, &st) < 0 || !S_ISBLK(st.st_mode)) {
		close(fd);
		errno = ENXIO;
		return -1;
	}
	r = loop_get(fd, &li);
	close(fd);
	info->logsec = 512;
	snprintf(sys, sizeof(sys), "/sys/dev/block/%u:%u/queue/logical_block_size",
	    major(st.st_rdev), minor(st.st_rdev));
	if (read_sys(sys, buf, sizeof(buf)) == 0)
		info->logsec = atoi(buf);
	if (r < 0)
		return errno == ENXIO ? 0 : -1;
	info->nr = li.lo_number;
	info->offset = li.lo_offset;
	info->sizelimit = li.lo_sizelimit;
	info->flags = li.lo_flags;
	info->dev = li.lo_device;
	info->ino = li.lo_inode;
	snprintf(sys, sizeof(sys), "/sys/dev/block/%u:%u/loop/backing_file",
	    major(st.st_rdev), minor(st.st_rdev));
	if (read_sys(sys, info->file, sizeof(info->file)) < 0)
		snprintf(info->file, sizeof(info->file), "%s", li.lo_file_name);
	snprintf(sys, sizeof(sys), "/sys/dev/block/%u:%u/loop/dio",
	    major(st.st_rdev), minor(st.st_rdev));
	if (read_sys(sys, buf, sizeof(buf)) == 0)
		info->dio = buf[0] == '1';
	return 1;
}

/*
 * The numbers of the attached loop devices, from /sys/block (loopN/loop
 * exists only while bound), in the directory's order, which is the order
 * util-linux lists them in. Returns the count; *out is malloc'd.
 */
int
loop_list(int **out)
{
	DIR *d = opendir("/sys/block");
	struct dirent *de;
	int *v = NULL, n = 0;
	char path[300], *end;
	long k;

	if (d) {
		while ((de = readdir(d))) {
			if (strncmp(de->d_name, "loop", 4))
				continue;
			k = strtol(de->d_name + 4, &end, 10);
			if (end == de->d_name + 4 || *end)
				continue;
			snprintf(path, sizeof(path), "/sys/block/%s/loop",
			    de->d_name);
			if (access(path, F_OK))
				continue;
			v = xrealloc(v, n + 1, sizeof(*v));
			v[n++] = k;
		}
		closedir(d);
	}
	*out = v;
	return n;
}

/* Is the attached device li backed by the file st? */
bool
loop_backed_by(const struct loopinfo *li, const struct stat *st)
{
	/* lo_device is the kernel's "huge" dev_t encoding */
	return li->ino == st->st_ino &&
	    ((li->dev & 0xfff00) >> 8) == major(st->st_dev) &&
	    ((li->dev & 0xff) | ((li->dev >> 12) & 0xfff00)) ==
	    minor(st->st_dev);
}

/*
 * The attached device backed by FILE at exactly OFFSET and SIZELIMIT
 * (malloc'd name), or NULL; *overlap says whether another device uses
 * an overlapping part of FILE instead.
 */
char *
loop_find(const char *file, unsigned long long offset,
    unsigned long long sizelimit, bool *overlap)
{
	unsigned long long end = sizelimit ? offset + sizelimit : ULLONG_MAX,
	    e;
	struct loopinfo li;
	struct stat st;
	char *dev, *found = NULL;
	int *v, n, i;

	*overlap = false;
	if (stat(file, &st) < 0 || !S_ISREG(st.st_mode))
		return NULL;
	n = loop_list(&v);
	for (i = 0; i < n && !found; i++) {
		dev = loop_name(v[i]);
		if (loop_info(dev, &li) > 0 && loop_backed_by(&li, &st)) {
			e = li.sizelimit ? li.offset + li.sizelimit :
			    ULLONG_MAX;
			if (li.offset == offset && li.sizelimit == sizelimit)
				found = dev;
			else if (li.offset < end && offset < e)
				*overlap = true;
		}
		if (dev != found)
			free(dev);
	}
	free(v);
	if (found)
		*overlap = false;	/* an exact match wins */
	return found;
}
