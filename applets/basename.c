/*
 * basename.c - strip the directory and a suffix from file names
 *
 * POSIX.1-2024 basename (NAME [SUFFIX]), plus GNU's -a, -s SUFFIX
 * (implies -a) and -z. The name's trailing slashes go first; a name of
 * slashes only is "/", an empty name stays empty; the suffix is removed
 * when the name ends with it and is not all of it.
 *
 * applet: basename usr/bin core nofork
 * opts: <1 a(multiple)s:(suffix)z(zero)
 * usage: basename NAME [SUFFIX]
 *	   or: basename -a [-z] [-s SUFFIX] NAME...
 *
 *	Print NAME without its leading directories and without SUFFIX.
 *
 *	-a, --multiple	Take every operand as a NAME
 *	-s, --suffix SUFFIX	Remove SUFFIX too (implies -a)
 *	-z, --zero	End each name with NUL instead of a newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_basename
#include "libbb.h"

int
basename_main(int argc, char **argv)
{
	const char *suffix = NULL, *s, *e;
	struct opts o;
	size_t n, sl;

	(void)argc;
	argv = getopts(&o, OPTS_basename, argv);
	if (OPT(&o, F_s))
		suffix = o.arg[S_s].s;
	else if (!OPT(&o, F_a) && o.argc > 1) {
		if (o.argc > 2)
			usage_exit("extra operand '%s'", argv[2]);
		suffix = argv[1];
		argv[1] = NULL;
	}
	for (; (s = *argv); argv++) {
		e = s + strlen(s);
		while (e > s + 1 && e[-1] == '/')
			e--;
		if (e - s > 1 || *s != '/') {
			for (n = e - s; n && s[n - 1] != '/'; n--)
				;
			s += n;
			sl = suffix ? strlen(suffix) : 0;
			if (sl && (size_t)(e - s) > sl &&
			    !memcmp(e - sl, suffix, sl))
				e -= sl;
		}
		printf("%.*s%c", (int)(e - s), s, OPT(&o, F_z) ? 0 : '\n');
	}
	return 0;
}
