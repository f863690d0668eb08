/*
 * mknod.c - make block or character special files, or FIFOs
 *
 * POSIX.1-2024 leaves mknod(1) out; this follows GNU coreutils mknod:
 * TYPE b (block), c or u (character) with MAJOR and MINOR, p (FIFO)
 * without. The numbers may be decimal, 0x hex or 0 octal, up to
 * 4294967295 each; what the kernel cannot represent (major above 4095,
 * minor above 1048575) is refused with EINVAL, as glibc does. -m takes
 * an octal or symbolic mode relative to a=rw, which may hold only
 * permission bits, and is applied with chmod(2) after creation so that
 * the umask does not cut it, as GNU does. Deviation: no -Z (SELinux).
 *
 * applet: mknod bin core
 * opts: <2 >4 m:(mode)
 * usage: mknod [-m MODE] NAME b|c|u MAJOR MINOR
 *	or: mknod [-m MODE] NAME p
 *
 *	Create the special file NAME: b a block device, c or u a character
 *	device (MAJOR and MINOR are its numbers), p a FIFO.
 *
 *	-m, --mode MODE	Permissions of NAME (octal or symbolic, from a=rw)
 * SPDX-License-Identifier: MIT
 */
#define FOR_mknod
#include "libbb.h"
#include <sys/sysmacros.h>

static unsigned
devnum(const char *s, const char *what)
{
	unsigned long long v;
	const char *p = s;
	char *end;

	while (isspace((unsigned char)*p))
		p++;
	errno = 0;
	if (*p != '-') {
		v = strtoull(s, &end, 0);
		if (end != s && !*end && !errno && v <= UINT_MAX)
			return v;
	}
	error_exit("invalid %s device number '%s'", what, s);
}

int
mknod_main(int argc, char **argv)
{
	struct opts o;
	mode_t um, mode = 0666, type;
	dev_t dev = 0;
	unsigned ma, mi;

	(void)argc;
	argv = getopts(&o, OPTS_mknod, argv);
	um = umask(0);
	umask(um);
	if (OPT(&o, F_m))
		mode = xmode_node(o.arg[S_m].s, um);
	if (strlen(argv[1]) != 1 || !strchr("bcup", argv[1][0]))
		usage_exit("invalid device type '%s'", argv[1]);
	if (argv[1][0] == 'p') {
		if (o.argc > 2)
			usage_exit("extra operand '%s'\nFifos do not have major "
			    "and minor device numbers.", argv[2]);
		type = S_IFIFO;
	} else {
		if (o.argc < 4)
			usage_exit("missing operand after '%s'\nSpecial files "
			    "require major and minor device numbers.",
			    argv[o.argc - 1]);
		ma = devnum(argv[2], "major");
		mi = devnum(argv[3], "minor");
		/*
		 * mknod(2) takes the kernel's 32-bit dev_t, 12 bits of major
		 * and 20 of minor; musl would cut the rest off silently
		 */
		if (ma > 0xfff || mi > 0xfffff) {
			errno = EINVAL;
			perror_exit("%s", argv[0]);
		}
		dev = makedev(ma, mi);
		type = argv[1][0] == 'b' ? S_IFBLK : S_IFCHR;
	}
	if (mknod(argv[0], type | mode, dev) < 0)
		perror_exit("%s", argv[0]);
	if (OPT(&o, F_m) && chmod(argv[0], mode) < 0)
		perror_exit("cannot set permissions of '%s'", argv[0]);
	return 0;
}
