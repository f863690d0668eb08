/*
 * chroot.c - run a command with another root directory
 *
 * Follows GNU coreutils chroot: chroot(2) to NEWROOT, chdir("/") unless
 * --skip-chdir (allowed only when NEWROOT is the current root), then run
 * COMMAND with ARGs, looked up in PATH, or "$SHELL -i" (default /bin/sh).
 * Exit status 125 when chroot itself fails, 126 when COMMAND cannot be
 * run, 127 when it is not found, else COMMAND's. Deviation: no
 * --userspec or --groups (switch users with a separate tool).
 *
 * applet: chroot usr/sbin core usage-exit=125
 * opts: ^<1 (skip-chdir)
 * usage: chroot [--skip-chdir] NEWROOT [COMMAND [ARG]...]
 *
 *	Run COMMAND (default: "$SHELL -i", or /bin/sh -i) with NEWROOT as
 *	its root directory.
 *
 *	--skip-chdir	Do not change to / (NEWROOT must be / already)
 * SPDX-License-Identifier: MIT
 */
#define FOR_chroot
#include "libbb.h"

/* Is PATH the root we have now? */
static bool
is_root(const char *path)
{
	struct stat a, b;

	return stat(path, &a) == 0 && stat("/", &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

int
chroot_main(int argc, char **argv)
{
	char *shell_argv[3];
	struct opts o;
	int err;

	(void)argc;
	argv = getopts(&o, OPTS_chroot, argv);
	if (OPT(&o, F_skip_chdir) && !is_root(argv[0]))
		usage_exit("option --skip-chdir only permitted if NEWROOT is "
		    "old '/'");
	if (chroot(argv[0]) < 0) {
		perror_msg("cannot change root directory to '%s'", argv[0]);
		return 125;
	}
	if (!OPT(&o, F_skip_chdir) && chdir("/") < 0) {
		perror_msg("cannot chdir to root directory");
		return 125;
	}
	argv++;
	if (!*argv) {
		shell_argv[0] = getenv("SHELL");
		if (!shell_argv[0] || !*shell_argv[0])
			shell_argv[0] = "/bin/sh";
		shell_argv[1] = "-i";
		shell_argv[2] = NULL;
		argv = shell_argv;
	}
	execvp(argv[0], argv);
	err = errno;
	perror_msg("failed to run command '%s'", argv[0]);
	return err == ENOENT ? 127 : 126;
}
