/*
 * dirname.c - strip the last component from file names
 *
 * POSIX.1-2024 dirname, plus GNU's several operands and -z. Trailing
 * slashes, then the last component, then the slashes before it go; what
 * is left is the answer, "/" when only slashes were left and "." when
 * nothing was. Slashes inside the answer stay as they are ("///a//b" gives
 * "///a"), as GNU's do.
 *
 * applet: dirname usr/bin core nofork
 * opts: <1 z(zero)
 * usage: dirname [-z] NAME...
 *
 *	Print each NAME without its last component.
 *
 *	-z, --zero	End each name with NUL instead of a newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_dirname
#include "libbb.h"

int
dirname_main(int argc, char **argv)
{
	struct opts o;
	const char *s;
	size_t n;

	(void)argc;
	argv = getopts(&o, OPTS_dirname, argv);
	for (; (s = *argv); argv++) {
		n = dir_len(s);
		if (!n)
			s = ".", n = 1;
		printf("%.*s%c", (int)n, s, OPT(&o, F_z) ? 0 : '\n');
	}
	return 0;
}
