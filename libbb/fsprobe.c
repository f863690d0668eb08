/*
 * fsprobe.c - what is on a device: filesystem, swap, partition table
 *
 * Offsets and magic numbers are from the on-disk format descriptions:
 * the kernel's fs headers (squashfs_fs.h, ext4.h, iso_fs.h, msdos_fs.h,
 * erofs_fs.h, cramfs_fs.h, btrfs_tree.h, xfs_format.h, swap.h), ECMA-119,
 * the UEFI specification (GPT) and the MBR layout. UUIDs are printed as
 * blkid(8) prints them: 8-4-4-4-12 lowercase hex, XXXX-XXXX for the FAT
 * serial, the modification time for iso9660, "xxxxxxxx" for an MBR's disk
 * signature and "xxxxxxxx-NN" for its partitions.
 *
 * Besides type, label and uuid (what mount needs), a probe lists its
 * tags in blkid's order: "NAME\0VALUE\0" pairs in tags, those that blkid
 * only shows with -p (VERSION, USAGE, iso9660's ids) marked by a leading
 * '+'. The swap header's fields are in the byte order of the machine
 * that wrote it (the kernel reads either), so both are taken.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/ioctl.h>
#include <sys/sysmacros.h>

#define BLKSSZGET	_IO(0x12, 104)	/* linux/fs.h */

static bool
rd(int fd, void *buf, size_t n, off_t off)
{
	return pread(fd, buf, n, off) == (ssize_t)n;
}

static void
add(struct fsprobe *r, const char *name, const char *val)
{
	size_t a = strlen(name) + 1, b = strlen(val) + 1;

	if (!*val || r->len + a + b > sizeof(r->tags))
		return;
	memcpy(r->tags + r->len, name, a);
	memcpy(r->tags + r->len + a, val, b);
	r->len += a + b;
}

static void
addu(struct fsprobe *r, const char *name, unsigned v)
{
	char b[12];

	sprintf(b, "%u", v);
	add(r, name, b);
}

/* A fixed-size name field (dst has n + 1 bytes), without trailing spaces
 * and NULs. */
static void
copy_label(char *dst, const unsigned char *src, size_t n)
{
	memcpy(dst, src, n);
	dst[n] = 0;
	n = strnlen(dst, n);
	while (n && dst[n - 1] == ' ')
		n--;
	dst[n] = 0;
}

/* mixed: a GUID, whose first three fields are little-endian */
static void
fmt_uuid(char *dst, const unsigned char *u, bool mixed)
{
	static const char z[16];
	unsigned char g[16];

	*dst = 0;
	if (!memcmp(u, z, 16))
		return;
	memcpy(g, u, 16);
	if (mixed) {
		g[0] = u[3], g[1] = u[2], g[2] = u[1], g[3] = u[0];
		g[4] = u[5], g[5] = u[4], g[6] = u[7], g[7] = u[6];
	}
	sprintf(dst, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-"
	    "%02x%02x%02x%02x%02x%02x", g[0], g[1], g[2], g[3], g[4], g[5],
	    g[6], g[7], g[8], g[9], g[10], g[11], g[12], g[13], g[14], g[15]);
}

/* the usual start: LABEL and UUID, kept for mount too */
static void
label_uuid(struct fsprobe *r, const unsigned char *lab, size_t n,
    const unsigned char *uuid)
{
	if (lab)
		copy_label(r->label, lab, n);
	if (uuid)
		fmt_uuid(r->uuid, uuid, false);
	add(r, "LABEL", r->label);
	add(r, "UUID", r->uuid);
}

/* ext2/3/4: the features decide the name, as blkid does. */
static void
probe_ext(struct fsprobe *r, const unsigned char *sb)
{
	uint32_t compat = get_le32(sb + 92), incompat = get_le32(sb + 96),
	    ro = get_le32(sb + 100);
	char v[24];

	/*
	 * ext4: incompat features beyond filetype|recover|meta_bg, or ro
	 * ones beyond sparse_super|large_file|btree_dir
	 */
	if ((incompat & ~0x16u) || (ro & ~0x7u))
		r->type = "ext4";
	else if (compat & 0x4)		/* has_journal */
		r->type = "ext3";
	else
		r->type = "ext2";
	label_uuid(r, sb + 120, 16, sb + 104);
	if (r->type[3] == '3')
		add(r, "SEC_TYPE", "ext2");
	sprintf(v, "%u.%u", get_le32(sb + 76), sb[62] | sb[63] << 8);
	add(r, "+VERSION", v);
	addu(r, "BLOCK_SIZE", 1024u << (get_le32(sb + 24) & 15));
}

/*
 * FAT: LABEL is the volume label in the root directory, LABEL_FATBOOT
 * the boot sector's; only the root directory's first cluster is
 * searched on FAT32. FAT12 and FAT16 are also "msdos".
 */
static void
probe_fat(int fd, struct fsprobe *r, const unsigned char *b)
{
	unsigned bps = b[11] | b[12] << 8, spc = b[13],
	    res = b[14] | b[15] << 8, nfat = b[16],
	    nroot = b[17] | b[18] << 8, fsz = b[22] | b[23] << 8;
	uint32_t total = b[19] | b[20] << 8, data, clus, id;
	unsigned char d[512];
	const char *ver;
	off_t at;
	unsigned i, n, o = 0;
	char lab[16] = "";

	if (!total)
		total = get_le32(b + 32);
	if (!fsz) {
		o = 28;			/* FAT32: the extended boot record */
		fsz = get_le32(b + 36);
	}
	data = res + nfat * fsz;
	at = (off_t)data * bps;
	n = (nroot * 32 + bps - 1) / (bps ? bps : 1);
	data += n;
	clus = spc && total > data ? (total - data) / spc : 0;
	if (o) {
		ver = "FAT32";
		at = ((off_t)data + (off_t)(get_le32(b + 44) - 2) * spc) * bps;
		n = spc * bps / 32;
	} else {
		ver = clus < 4085 ? "FAT12" : "FAT16";
		add(r, "SEC_TYPE", "msdos");
		n = nroot;
	}
	for (i = 0; i < n && i < 65536; i++) {
		if (i % 16 == 0 && !rd(fd, d, 512, at + i * 32))
			break;
		const unsigned char *e = d + i % 16 * 32;

		if (!e[0])
			break;
		if (e[0] != 0xe5 && (e[11] & 0x0f) != 0x0f &&
		    (e[11] & 0x18) == 0x08) {
			copy_label(lab, e, 11);
			break;
		}
	}
	if (!memcmp(b + 43 + o, "NO NAME    ", 11))
		r->label[0] = 0;
	else
		copy_label(r->label, b + 43 + o, 11);
	add(r, "LABEL_FATBOOT", r->label);
	strcpy(r->label, strcmp(lab, "NO NAME") ? lab : "");
	id = get_le32(b + 39 + o);
	sprintf(r->uuid, "%04X-%04X", id >> 16, id & 0xffff);
	label_uuid(r, NULL, 0, NULL);
	add(r, "+VERSION", ver);
	addu(r, "BLOCK_SIZE", bps);
	r->type = "vfat";
}

/* the ISO 9660 primary volume descriptor's text fields, for -p */
static void
iso_ids(struct fsprobe *r, const unsigned char *b)
{
	static const struct { const char *name; short off, len; } id[] = {
		{ "+SYSTEM_ID", 8, 32 }, { "+VOLUME_SET_ID", 190, 128 },
		{ "+PUBLISHER_ID", 318, 128 },
		{ "+DATA_PREPARER_ID", 446, 128 },
		{ "+APPLICATION_ID", 574, 128 },
	};
	char v[130];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(id); i++) {
		copy_label(v, b + id[i].off, id[i].len);
		add(r, id[i].name, v);
	}
}

/* the swap header (swap.h's union swap_header) in a page of psz bytes */
static bool
probe_swap(int fd, struct fsprobe *r)
{
	unsigned char b[1024 + 44 + 16];
	char sig[10];
	unsigned psz;
	uint32_t v;

	for (psz = 4096; psz <= 65536; psz *= 2)
		if (rd(fd, sig, 10, psz - 10) && !memcmp(sig, "SWAPSPACE2", 10))
			break;
	if (psz > 65536 || !rd(fd, b, sizeof(b), 0))
		return false;
	memcpy(&v, b + 1024, 4);
	if (v != 1 && __builtin_bswap32(v) != 1)
		return false;
	r->type = "swap";
	label_uuid(r, b + 1052, 16, b + 1036);
	add(r, "+VERSION", "1");
	return true;
}

static int
fsprobe_fs(int fd, struct fsprobe *r)
{
	unsigned char b[1024];

	if (!rd(fd, b, 512, 0))
		return -1;
	if (!memcmp(b, "hsqs", 4)) {
		r->type = "squashfs";
		sprintf((char *)b + 512, "%u.%u", b[28] | b[29] << 8,
		    b[30] | b[31] << 8);
		add(r, "+VERSION", (char *)b + 512);
		return 0;
	}
	if (get_le32(b) == 0x28cd3d45 || get_le32(b) == 0x453dcd28) {
		r->type = "cramfs";
		label_uuid(r, b + 48, 16, NULL);
		return 0;
	}
	if (!memcmp(b, "XFSB", 4)) {
		r->type = "xfs";
		label_uuid(r, b + 108, 12, b + 32);
		addu(r, "BLOCK_SIZE", b[102] << 8 | b[103]);
		return 0;
	}
	if (b[510] == 0x55 && b[511] == 0xaa &&
	    (!memcmp(b + 54, "FAT1", 4) || !memcmp(b + 82, "FAT32   ", 8))) {
		probe_fat(fd, r, b);
		return 0;
	}
	if (rd(fd, b, 1024, 1024)) {
		if (b[56] == 0x53 && b[57] == 0xef) {
			probe_ext(r, b);
			return 0;
		}
		if (get_le32(b) == 0xe0f5e1e2) {
			r->type = "erofs";
			label_uuid(r, b + 64, 16, b + 48);
			addu(r, "BLOCK_SIZE", 1u << (b[12] & 31));
			return 0;
		}
	}
	if (probe_swap(fd, r))
		return 0;
	if (rd(fd, b, 1024, 32768) && b[0] == 1 && !memcmp(b + 1, "CD001", 5)) {
		/* the modification time, else the creation time */
		const unsigned char *t = b + 830;

		if (t[0] < '1' && !memcmp(t, t + 1, 15))
			t = b + 813;
		r->type = "iso9660";
		addu(r, "BLOCK_SIZE", b[128] | b[129] << 8);
		iso_ids(r, b);
		if (t[0] != '0' || memcmp(t, "0000000000000000", 16))
			sprintf(r->uuid, "%.4s-%.2s-%.2s-%.2s-%.2s-%.2s-%.2s",
			    t, t + 4, t + 6, t + 8, t + 10, t + 12, t + 14);
		add(r, "UUID", r->uuid);
		copy_label(r->label, b + 40, 32);
		add(r, "LABEL", r->label);
		return 0;
	}
	if (rd(fd, b, 1024, 65536) && !memcmp(b + 64, "_BHRfS_M", 8)) {
		char sub[40];

		r->type = "btrfs";
		label_uuid(r, b + 299, 256, b + 32);
		fmt_uuid(sub, b + 267, false);
		add(r, "UUID_SUB", sub);
		addu(r, "BLOCK_SIZE", get_le32(b + 144));
		return 0;
	}
	return -1;
}

/* the logical sector size: a block device's, 512 for a file */
static unsigned
sector_size(int fd)
{
	int n;

	if (ioctl(fd, BLKSSZGET, &n) == 0 && n >= 512 && n <= 65536)
		return n;
	return 512;
}

/*
 * The partition table at fd: PTUUID and PTTYPE into r (pt), or, when
 * part > 0, that partition's PARTLABEL and PARTUUID. An MBR whose first
 * entry is 0xEE (protective) leads to the GPT. Only the four primary
 * MBR entries are read.
 */
static bool
probe_pt(int fd, struct fsprobe *r, unsigned part)
{
	unsigned char b[512], e[128];
	unsigned ss = sector_size(fd), i, n, esz;
	char v[FSPROBE_LABEL * 3];
	uint64_t at;

	if (!rd(fd, b, 512, 0) || b[510] != 0x55 || b[511] != 0xaa)
		return false;
	for (i = 0; i < 4; i++)
		if (b[446 + 16 * i] & 0x7f)	/* boot flag 0 or 0x80 */
			return false;
	if (b[450] != 0xee) {
		uint32_t id = get_le32(b + 440);

		if (part) {
			if (part > 4 || !b[446 + 16 * (part - 1) + 4])
				return false;
			sprintf(v, "%08x-%02x", id, part);
			add(r, "PARTUUID", v);
			return true;
		}
		sprintf(v, "%08x", id);
		add(r, "PTUUID", v);
		add(r, "PTTYPE", "dos");
		return true;
	}
	if (!rd(fd, b, 92, ss) || memcmp(b, "EFI PART", 8))
		return false;
	n = get_le32(b + 80), esz = get_le32(b + 84);
	if (!part) {
		fmt_uuid(v, b + 56, true);
		add(r, "PTUUID", v);
		add(r, "PTTYPE", "gpt");
		return true;
	}
	if (part > n || esz < 128)
		return false;
	at = get_le64(b + 72) * ss + (uint64_t)(part - 1) * esz;
	if (!rd(fd, e, 128, at) || !memcmp(e, e + 112, 16))
		return false;
	/* the name: UTF-16LE, as UTF-8 */
	for (i = 0, n = 0; i < 36; i++) {
		unsigned c = e[56 + 2 * i] | e[57 + 2 * i] << 8;

		if (!c)
			break;
		if (c < 0x80) {
			v[n++] = c;
		} else if (c < 0x800) {
			v[n++] = 0xc0 | c >> 6;
			v[n++] = 0x80 | (c & 0x3f);
		} else {
			v[n++] = 0xe0 | c >> 12;
			v[n++] = 0x80 | (c >> 6 & 0x3f);
			v[n++] = 0x80 | (c & 0x3f);
		}
	}
	v[n] = 0;
	add(r, "PARTLABEL", v);
	fmt_uuid(v, e + 16, true);
	add(r, "PARTUUID", v);
	return true;
}

/*
 * A partition (a block device whose sysfs directory has "partition"):
 * its entry in the partition table of the disk it is part of, the
 * sysfs parent, found as /dev/NAME.
 */
static void
probe_part(int fd, struct fsprobe *r)
{
	struct stat st;
	char p[64], *real, *dev;
	unsigned part = 0;
	FILE *f;
	int dfd;

	if (fstat(fd, &st) < 0 || !S_ISBLK(st.st_mode))
		return;
	snprintf(p, sizeof(p), "/sys/dev/block/%u:%u/partition",
	    major(st.st_rdev), minor(st.st_rdev));
	if (!(f = fopen(p, "r")))
		return;
	if (fscanf(f, "%u", &part) != 1)
		part = 0;
	fclose(f);
	*strrchr(p, '/') = 0;
	if (!part || !(real = realpath(p, NULL)))
		return;
	*strrchr(real, '/') = 0;
	dev = xasprintf("/dev/%s", base_name(real));
	free(real);
	if ((dfd = open(dev, O_RDONLY | O_CLOEXEC)) >= 0) {
		probe_pt(dfd, r, part);
		close(dfd);
	}
	free(dev);
}

int
fsprobe_fd(int fd, struct fsprobe *r)
{
	memset(r, 0, sizeof(*r));
	if (fsprobe_fs(fd, r) == 0) {
		add(r, "TYPE", r->type);
		add(r, "+USAGE", strcmp(r->type, "swap") ? "filesystem" :
		    "other");
	}
	/* beside a filesystem (a hybrid iso9660 image, swap kept the MBR);
	 * a FAT boot sector is no MBR */
	if (!r->type || strcmp(r->type, "vfat"))
		probe_pt(fd, r, 0);
	probe_part(fd, r);
	if (r->len)
		return 0;
	errno = EINVAL;
	return -1;
}

int
fsprobe_path(const char *path, struct fsprobe *r)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), ret;

	if (fd < 0)
		return -1;
	ret = fsprobe_fd(fd, r);
	close(fd);
	return ret;
}

/* the value of tag name, or NULL; names marked '+' (-p only) count too */
const char *
fsprobe_tag(const struct fsprobe *r, const char *name)
{
	const char *t = r->tags, *v;

	for (; t < r->tags + r->len; t = v + strlen(v) + 1) {
		v = t + strlen(t) + 1;
		if (!strcmp(t + (*t == '+'), name))
			return v;
	}
	return NULL;
}

/*
 * Find the block device whose tag what (LABEL, UUID, PARTUUID...) is
 * val, among /proc/partitions. Returns a malloc'd "/dev/NAME" or NULL.
 */
char *
fsprobe_find(const char *what, const char *val)
{
	FILE *f = fopen("/proc/partitions", "r");
	char line[256], name[128], *dev, *found = NULL;
	struct fsprobe r;
	const char *v;
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
		    (v = fsprobe_tag(&r, what)) && (strstr(what, "UUID") ?
		    !strcasecmp(v, val) : !strcmp(v, val)))
			found = dev;
		else
			free(dev);
	}
	fclose(f);
	if (!found)
		errno = ENOENT;
	return found;
}
