/*
 * fsprobe.c - which filesystem is on a device: superblock magic, label, UUID
 *
 * Offsets and magic numbers are from the on-disk format descriptions:
 * the kernel's fs headers (squashfs_fs.h, ext4.h, iso_fs.h, msdos_fs.h,
 * erofs_fs.h, cramfs_fs.h, btrfs_tree.h, xfs_format.h) and ECMA-119.
 * UUIDs are printed as blkid(8) prints them: 8-4-4-4-12 lowercase hex,
 * XXXX-XXXX for the FAT serial, the creation time for iso9660.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/ioctl.h>

/* Copy a fixed-size name field, dropping trailing spaces and NULs. */
static void
copy_label(char *dst, const unsigned char *src, size_t n)
{
	if (n > FSPROBE_LABEL - 1)
		n = FSPROBE_LABEL - 1;
	memcpy(dst, src, n);
	dst[n] = 0;
	n = strnlen(dst, n);
	while (n && dst[n - 1] == ' ')
		n--;
	dst[n] = 0;
}

static void
std_uuid(char *dst, const unsigned char *u)
{
	static const char z[16];

	if (!memcmp(u, z, 16))
		return;
	sprintf(dst, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-"
	    "%02x%02x%02x%02x%02x%02x", u[0], u[1], u[2], u[3], u[4], u[5],
	    u[6], u[7], u[8], u[9], u[10], u[11], u[12], u[13], u[14], u[15]);
}

static bool
rd(int fd, void *buf, size_t n, off_t off)
{
	return pread(fd, buf, n, off) == (ssize_t)n;
}

/* ext2/3/4: the features decide the name, as blkid does. */
static const char *
ext_name(const unsigned char *sb)
{
	uint32_t compat = get_le32(sb + 92), incompat = get_le32(sb + 96),
	    ro = get_le32(sb + 100);

	/*
	 * ext4: incompat features beyond filetype|recover|meta_bg, or ro
	 * ones beyond sparse_super|large_file|btree_dir
	 */
	if ((incompat & ~0x16u) || (ro & ~0x7u))
		return "ext4";
	if (compat & 0x4)		/* has_journal */
		return "ext3";
	return "ext2";
}

static int
fsprobe(int fd, struct fsprobe *r)
{
	unsigned char b[1024];

	memset(r, 0, sizeof(*r));
	if (!rd(fd, b, 512, 0))
		return -1;
	if (!memcmp(b, "hsqs", 4)) {
		r->type = "squashfs";
		return 0;
	}
	if (get_le32(b) == 0x28cd3d45 || get_le32(b) == 0x453dcd28) {
		r->type = "cramfs";
		copy_label(r->label, b + 48, 16);
		return 0;
	}
	if (!memcmp(b, "XFSB", 4)) {
		r->type = "xfs";
		std_uuid(r->uuid, b + 32);
		copy_label(r->label, b + 108, 12);
		return 0;
	}
	if (b[510] == 0x55 && b[511] == 0xaa &&
	    (!memcmp(b + 54, "FAT1", 4) || !memcmp(b + 82, "FAT32   ", 8))) {
		int o = !memcmp(b + 82, "FAT32   ", 8) ? 28 : 0;
		uint32_t id = get_le32(b + 39 + o);

		r->type = "vfat";
		if (memcmp(b + 43 + o, "NO NAME    ", 11))
			copy_label(r->label, b + 43 + o, 11);
		sprintf(r->uuid, "%04X-%04X", id >> 16, id & 0xffff);
		return 0;
	}
	if (rd(fd, b, 1024, 1024)) {
		if (b[56] == 0x53 && b[57] == 0xef) {
			r->type = ext_name(b);
			std_uuid(r->uuid, b + 104);
			copy_label(r->label, b + 120, 16);
			return 0;
		}
		if (get_le32(b) == 0xe0f5e1e2) {
			r->type = "erofs";
			std_uuid(r->uuid, b + 48);
			copy_label(r->label, b + 64, 16);
			return 0;
		}
	}
	if (rd(fd, b, 1024, 32768) && b[0] == 1 && !memcmp(b + 1, "CD001", 5)) {
		const unsigned char *t = b + 813;

		r->type = "iso9660";
		copy_label(r->label, b + 40, 32);
		if (t[0] != '0' || memcmp(t, "0000000000000000", 16))
			sprintf(r->uuid, "%.4s-%.2s-%.2s-%.2s-%.2s-%.2s-%.2s",
			    t, t + 4, t + 6, t + 8, t + 10, t + 12, t + 14);
		return 0;
	}
	if (rd(fd, b, 1024, 65536) && !memcmp(b + 64, "_BHRfS_M", 8)) {
		r->type = "btrfs";
		std_uuid(r->uuid, b + 32);
		copy_label(r->label, b + 299, 256);
		return 0;
	}
	errno = EINVAL;
	return -1;
}

int
fsprobe_path(const char *path, struct fsprobe *r)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), ret;

	if (fd < 0)
		return -1;
	ret = fsprobe(fd, r);
	close(fd);
	return ret;
}

/*
 * Find the block device whose LABEL or UUID (what = "LABEL" or "UUID") is
 * val, among /proc/partitions. Returns a malloc'd "/dev/NAME" or NULL.
 */
char *
fsprobe_find(const char *what, const char *val)
{
	FILE *f = fopen("/proc/partitions", "r");
	char line[256], name[128], *dev, *found = NULL;
	struct fsprobe r;
	unsigned ma, mi;
	unsigned long long blocks;

	if (!f)
		return NULL;
	while (!found && fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%u %u %llu %127s", &ma, &mi, &blocks,
		    name) != 4)
			continue;
		dev = xasprintf("/dev/%s", name);
		if (fsprobe_path(dev, &r) == 0 &&
		    (*what == 'L' ? !strcmp(r.label, val) :
		    !strcasecmp(r.uuid, val)))
			found = dev;
		else
			free(dev);
	}
	fclose(f);
	if (!found)
		errno = ENOENT;
	return found;
}
