/*
 * mkswap.c - set up a Linux swap area on a device or in a file
 *
 * util-linux 2.38's mkswap in the C locale: the version 1 header of the
 * kernel's swap.h (union swap_header) in the first page, byte for byte
 * as util-linux writes it: the page zeroed, then version 1, last_page,
 * nr_badpages 0, the UUID, the label (15 bytes at most) and
 * "SWAPSPACE2" in the page's last 10 bytes. Those fields are in the
 * byte order of the machine that writes them, as util-linux writes them
 * and as the kernel expects (it swaps a header written the other way).
 * The rest of the device is left alone but the magic of an old
 * signature found beyond the first page (iso9660, btrfs). The first
 * 1024 bytes are kept, with a warning, on a device with a partition
 * table unless -f. SIZE_KB limits the area (-f lets it pass the end of
 * the device). Files with holes (SEEK_HOLE) or open to others get
 * util-linux's warnings. Not done: -c (checking for bad blocks), --lock.
 *
 * applet: mkswap sbin linux
 * opts: fqp#L:v#U:(verbose)
 * usage: mkswap [-fq] [-L LABEL] [-U UUID] [-p PAGESIZE] DEVICE [SIZE_KB]
 *
 *	Set up a Linux swap area (version 1) on DEVICE, a block device or
 *	a file.
 *
 *	-f	Allow an area larger than the device, erase a partition table
 *	-q	Print nothing but errors
 *	-L LABEL	Label of the area (15 bytes at most)
 *	-U UUID	UUID of the area (default: a random one)
 *	-p PAGESIZE	Page size in bytes (default: the system's)
 *	-v NUM	Swap-space version: only 1
 *	--verbose	Say more (accepted; says nothing more)
 * SPDX-License-Identifier: MIT
 */
#define FOR_mkswap
#include "libbb.h"
#include <sys/ioctl.h>
#include <sys/random.h>

#define BLKGETSIZE64	_IOR(0x12, 114, size_t)		/* linux/fs.h */

static bool
parse_uuid(const char *s, unsigned char *u)
{
	int i, k = 0;

	for (i = 0; i < 36; i++) {
		if (i == 8 || i == 13 || i == 18 || i == 23) {
			if (s[i] != '-')
				return false;
			continue;
		}
		if (!isxdigit((unsigned char)s[i]))
			return false;
		u[k / 2] = (u[k / 2] << 4) |
		    (isdigit((unsigned char)s[i]) ? s[i] - '0' :
		    (s[i] | 32) - 'a' + 10);
		k++;
	}
	return !s[36];
}

/* the kernel's union swap_header, version 1 */
static void
header(unsigned char *p, unsigned psz, uint32_t last,
    const unsigned char *uuid, const char *label)
{
	uint32_t v[3] = { 1, last, 0 };	/* version, last_page, nr_badpages */

	memcpy(p + 1024, v, sizeof(v));
	memcpy(p + 1036, uuid, 16);
	strncpy((char *)p + 1052, label, 15);
	memcpy(p + psz - 10, "SWAPSPACE2", 10);
}

int
mkswap_main(int argc, char **argv)
{
	struct opts o;
	struct fsprobe pr;
	struct stat st;
	unsigned char uuid[16], *page;
	const char *dev, *label;
	unsigned long long size = 0, pages, kb = 0;
	unsigned psz = getpagesize(), sys = psz;
	char *end;
	bool quiet, boot = true;
	int fd;

	(void)argc;
	argv = getopts(&o, OPTS_mkswap, argv);
	quiet = OPT(&o, F_q);
	if (OPT(&o, F_v) && o.arg[S_v].n != 1)
		error_exit("swapspace version %lld is not supported",
		    o.arg[S_v].n);
	if (OPT(&o, F_p)) {
		psz = o.arg[S_p].n;
		if (psz < 1550 || (psz & (psz - 1)) || psz > 65536)
			error_exit("Bad user-specified page size %u", psz);
		if (psz != sys && !quiet)
			warn_msg("Using user-specified page size %u, instead "
			    "of the system value %u", psz, sys);
	}
	if (OPT(&o, F_U)) {
		if (!parse_uuid(o.arg[S_U].s, uuid))
			error_exit("error: parsing UUID failed");
	} else {
		if (getrandom(uuid, 16, 0) != 16)
			random_chars((char *)uuid, 16);
		uuid[6] = (uuid[6] & 0x0f) | 0x40;	/* version 4 */
		uuid[8] = (uuid[8] & 0x3f) | 0x80;	/* RFC 4122 variant */
	}
	label = OPT(&o, F_L) ? o.arg[S_L].s : "";
	if (strlen(label) > 15)
		warn_msg("Label was truncated.");
	if (!o.argc)
		status_exit(1, "error: Nowhere to set up swap on?\n"
		    "Try 'mkswap --help' for more information.");
	if (o.argc > 2)
		status_exit(1, "only one device argument is currently "
		    "supported\nTry 'mkswap --help' for more information.");
	dev = argv[0];
	if (o.argc == 2) {
		kb = strtoull(argv[1], &end, 10);
		if (!isdigit((unsigned char)*argv[1]) || *end)
			error_exit("invalid block count argument: '%s'",
			    argv[1]);
		size = kb * 1024;
	}
	fd = open(dev, O_RDWR | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st) < 0)
		perror_exit("cannot open %s", dev);
	if (S_ISBLK(st.st_mode)) {
		uint64_t n = 0;

		close(fd);
		fd = open(dev, O_RDWR | O_CLOEXEC | O_EXCL);
		if (fd < 0 || ioctl(fd, BLKGETSIZE64, &n) < 0)
			perror_exit("cannot open %s", dev);
		st.st_size = n;
	}
	pages = (unsigned long long)st.st_size / psz;
	if (size) {
		if (size / psz > pages && !OPT(&o, F_f))
			error_exit("error: size %llu KiB is larger than "
			    "device size %llu KiB", kb,
			    (unsigned long long)st.st_size / 1024);
		pages = size / psz;
	}
	if (pages < 10)
		error_exit("error: swap area needs to be at least %u KiB",
		    10 * psz / 1024);
	if (pages > 0xffffffffULL) {
		pages = 0xffffffffULL;
		warn_msg("warning: truncating swap area to %llu KiB",
		    pages * (psz / 1024));
	}
	if (!quiet && S_ISREG(st.st_mode)) {
		if (st.st_mode & 077)
			warn_msg("%s: insecure permissions %04o, fix with: "
			    "chmod 0600 %s", dev, st.st_mode & 07777, dev);
		if (st.st_uid)
			warn_msg("%s: insecure file owner %u, fix with: "
			    "chown 0:0 %s", dev, (unsigned)st.st_uid, dev);
		if (lseek(fd, 0, SEEK_HOLE) < st.st_size)
			fprintf(stderr, "\n%s: %s contains holes or other "
			    "unsupported extents.\n        This swap file can "
			    "be rejected by kernel on swap activation!\n"
			    "        Use --verbose for more details.\n\n",
			    applet_name, dev);
	}
	page = xzalloc(psz);
	if (fsprobe_fd(fd, &pr) == 0) {
		if (!pr.type && !OPT(&o, F_f)) {
			boot = false;
			warn_msg("%s: warning: don't erase bootbits sectors\n"
			    "        (%s partition table detected). Use -f "
			    "to force.", dev, fsprobe_tag(&pr, "PTTYPE"));
		} else if (pr.type) {
			if (!quiet)
				warn_msg("%s: warning: wiping old %s "
				    "signature.", dev, pr.type);
			/* magic numbers beyond the page written below */
			if ((!strcmp(pr.type, "iso9660") &&
			    pwrite(fd, page, 5, 32769) != 5) ||
			    (!strcmp(pr.type, "btrfs") &&
			    pwrite(fd, page, 8, 65600) != 8))
				perror_exit("%s: write failed", dev);
		}
	}
	header(page, psz, pages - 1, uuid, label);
	if (pwrite(fd, page + (boot ? 0 : 1024), psz - (boot ? 0 : 1024),
	    boot ? 0 : 1024) != (ssize_t)(psz - (boot ? 0 : 1024)) ||
	    fsync(fd) < 0)
		perror_exit("%s: unable to write signature page", dev);
	close(fd);
	free(page);
	if (!quiet) {
		char b[32];
		int i;

		printf("Setting up swapspace version 1, size = %s (%llu bytes)\n",
		    ul_size(b, (pages - 1) * psz, true), (pages - 1) * psz);
		if (*label)
			printf("LABEL=%.15s, UUID=", label);
		else
			fputs("no label, UUID=", stdout);
		for (i = 0; i < 16; i++)
			printf(&"-%02x"[!(i == 4 || i == 6 || i == 8 ||
			    i == 10)], uuid[i]);
		putchar('\n');
	}
	return 0;
}
