/*
 * findfs.c - find a filesystem by its label or UUID
 *
 * util-linux 2.38's findfs in the C locale: NAME=VALUE (LABEL, UUID,
 * PARTUUID, PARTLABEL, or any other tag blkid shows, such as TYPE) is
 * looked up among the devices of /proc/partitions with libbb's fsprobe
 * and the first device that has it is printed; an operand without "="
 * is printed as it is. Exit 1 when nothing has the tag, 2 for a usage
 * error.
 *
 * applet: findfs sbin linux usage-exit=2
 * usage: findfs NAME=VALUE
 *
 *	Print the device whose tag NAME (LABEL, UUID, PARTUUID, PARTLABEL)
 *	is VALUE.
 * SPDX-License-Identifier: MIT
 */
#define FOR_findfs
#include "libbb.h"

int
findfs_main(int argc, char **argv)
{
	struct opts o;
	char *eq, *dev;

	(void)argc;
	argv = getopts(&o, "", argv);
	if (!argv[0] || argv[1])
		status_exit(2, "bad usage\n"
		    "Try 'findfs --help' for more information.");
	if (!(eq = strchr(argv[0], '='))) {
		printf("%s\n", argv[0]);
		return 0;
	}
	*eq = 0;
	dev = fsprobe_find(argv[0], eq + 1);
	*eq = '=';
	if (!dev)
		status_exit(1, "unable to resolve '%s'", argv[0]);
	printf("%s\n", dev);
	free(dev);
	return 0;
}
