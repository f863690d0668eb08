/*
 * rmdir.c - remove empty directories
 *
 * POSIX.1-2024 rmdir (-p) plus GNU's -v, --ignore-fail-on-non-empty and
 * long options, with GNU's messages. -p removes DIR, then each parent
 * named in it (trailing and doubled slashes ignored), and stops at the
 * first failure; with --ignore-fail-on-non-empty a directory that is not
 * empty is no error, but still stops -p.
 *
 * applet: rmdir bin core
 * opts: <1 (ignore-fail-on-non-empty)p(parents)v(verbose)
 * usage: rmdir [-pv] [--ignore-fail-on-non-empty] DIRECTORY...
 *
 *	Remove each empty DIRECTORY.
 *
 *	-p, --parents	Also remove the parents named in DIRECTORY
 *	-v, --verbose	Print a message for each directory removed
 *	--ignore-fail-on-non-empty	A directory not empty is no error
 * SPDX-License-Identifier: MIT
 */
#define FOR_rmdir
#include "libbb.h"

static const char *
q(const char *s)
{
	return quote(s, QUOTE_SHELL_ESCAPE_ALWAYS);
}

/* rmdir(2) and a message; 0, or -1 (ignored non-empty: 1) */
static int
remove_one(struct opts *o, const char *dir, bool parent)
{
	struct stat st;
	size_t n;
	char *s;

	if (OPT(o, F_v))
		printf("%s: removing directory, %s\n", applet_name, q(dir));
	if (rmdir(dir) == 0)
		return 0;
	if ((errno == ENOTEMPTY || errno == EEXIST) &&
	    OPT(o, F_ignore_fail_on_non_empty))
		return 1;
	n = strlen(dir);
	if (errno == ENOTDIR && n > 1 && dir[n - 1] == '/') {
		/* "link/": the link to a directory is not followed */
		s = xstrdup(dir);
		while (n > 1 && s[n - 1] == '/')
			s[--n] = 0;
		if (lstat(s, &st) == 0 && S_ISLNK(st.st_mode) &&
		    stat(s, &st) == 0 && S_ISDIR(st.st_mode)) {
			error_msg("failed to remove %s: Symbolic link not "
			    "followed", q(dir));
			free(s);
			return -1;
		}
		free(s);
		errno = ENOTDIR;
	}
	perror_msg(parent ? "failed to remove directory %s" :
	    "failed to remove %s", q(dir));
	return -1;
}

int
rmdir_main(int argc, char **argv)
{
	struct opts o;
	char *s;
	size_t n;

	(void)argc;
	argv = getopts(&o, OPTS_rmdir, argv);
	for (; *argv; argv++) {
		if (remove_one(&o, *argv, false) || !OPT(&o, F_p))
			continue;
		s = xstrdup(*argv);
		for (;;) {
			/* cut the last component and the slashes before it */
			n = dir_len(s);
			if (!n || (n == 1 && s[0] == '/'))
				break;
			s[n] = 0;
			if (remove_one(&o, s, true))
				break;
		}
		free(s);
	}
	return exit_status;
}
