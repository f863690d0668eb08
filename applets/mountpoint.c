/*
 * mountpoint.c - see whether a directory or file is a mountpoint
 *
 * util-linux mountpoint: PATH (symlinks followed, unless --nofollow) is a
 * mountpoint when its real path is a mount point of /proc/self/mountinfo;
 * without /proc, when it is a directory on another device than its ".."
 * (or is its own parent, as / is). -d prints the filesystem's MAJ:MIN
 * instead of the message, -x the MAJ:MIN of the block device PATH names.
 * Statuses as util-linux's: 0 yes, 32 no (or not a block device for -x),
 * 1 for an error such as a missing PATH.
 *
 * applet: mountpoint bin linux
 * opts: <1>1(nofollow)q(quiet)d(fs-devno)x(devno)
 * usage: mountpoint [-qd] [--nofollow] PATH
 *	mountpoint -x DEVICE
 *
 *	Check whether a directory or file is a mountpoint.
 *
 *	-q, --quiet	Print nothing, only set the exit status
 *	-d, --fs-devno	Print the filesystem's MAJ:MIN
 *	-x, --devno	Print the MAJ:MIN of block device DEVICE
 *	--nofollow	Do not follow PATH if it is a symbolic link
 * SPDX-License-Identifier: MIT
 */
#define FOR_mountpoint
#include "libbb.h"
#include <sys/sysmacros.h>

/* Is the real path of path a mount point of /proc/self/mountinfo? */
static int
in_mountinfo(const char *path)
{
	FILE *f = fopen("/proc/self/mountinfo", "re");
	char *real, *r, *line = NULL, *p, *q;
	size_t cap = 0;
	int i, found = 0;

	if (!f)
		return -1;
	r = real = realpath(path, NULL);
	while (r && r[0] == '/' && r[1] == '/')	// musl keeps a leading //
		r++;
	while (r && !found && getline(&line, &cap, f) > 0) {
		/* the fifth field: ID PARENT MAJ:MIN ROOT DIR ... */
		for (p = line, i = 0; i < 4 && p; i++)
			if ((p = strchr(p, ' ')))
				p++;
		if (!p || !(q = strchr(p, ' ')))
			continue;
		*q = 0;
		found = !strcmp(mount_unescape(p), r);
	}
	free(line);
	free(real);
	fclose(f);
	return found;
}

int
mountpoint_main(int argc, char **argv)
{
	struct opts o;
	struct stat st, up;
	const char *path;
	char *parent;
	int yes;
	dev_t dev;

	(void)argc;
	argv = getopts(&o, OPTS_mountpoint, argv);
	path = argv[0];
	if (OPT(&o, F_x) && OPT(&o, F_nofollow))
		error_exit("--devno and --nofollow are mutually exclusive");
	if ((OPT(&o, F_nofollow) ? lstat : stat)(path, &st)) {
		if (!OPT(&o, F_q))
			perror_msg("%s", path);
		return 1;
	}
	if (OPT(&o, F_x)) {
		if (!S_ISBLK(st.st_mode)) {
			if (!OPT(&o, F_q))
				error_msg("%s: not a block device", path);
			return 32;
		}
		dev = st.st_rdev;
	} else {
		dev = st.st_dev;
		if (S_ISLNK(st.st_mode))
			yes = 0;
		else if ((yes = in_mountinfo(path)) < 0) {
			parent = join_path(path, "..");
			yes = S_ISDIR(st.st_mode) && !stat(parent, &up) &&
			    (up.st_dev != st.st_dev || up.st_ino == st.st_ino);
			free(parent);
		}
		if (!yes) {
			if (!OPT(&o, F_q))
				printf("%s is not a mountpoint\n", path);
			return 32;
		}
		if (!OPT(&o, F_d)) {
			if (!OPT(&o, F_q))
				printf("%s is a mountpoint\n", path);
			return 0;
		}
	}
	printf("%u:%u\n", major(dev), minor(dev));
	return 0;
}
