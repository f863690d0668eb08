/*
 * readlink.c - print the target of a symlink, or a canonical file name
 *
 * GNU coreutils readlink (no POSIX options beyond the plain form). With
 * -f, -e or -m the name is made canonical (libbb's canonical_path): every
 * component but the last, all of them, or none must exist. Errors are
 * silent unless -v (-q and -s undo it; the last one wins). A symlink
 * chain longer than 40 links is ELOOP, as the kernel has it; GNU follows
 * any finite chain and finds loops by remembering the links it saw.
 *
 * applet: readlink usr/bin core
 * opts: <1 f(canonicalize)e(canonicalize-existing)m(canonicalize-missing)
 *	n(no-newline)q(quiet)s(silent)v(verbose)z(zero)[-fem][-qsv]
 * usage: readlink [-fem] [-nqsvz] FILE...
 *
 *	Print the target of each symbolic link FILE.
 *
 *	-f, --canonicalize	Canonical name; all but the last must exist
 *	-e, --canonicalize-existing	Same, but all must exist
 *	-m, --canonicalize-missing	Same, but none need exist
 *	-n, --no-newline	No newline after a single name
 *	-q, --quiet	Print no error messages (the default)
 *	-s, --silent	Same as -q
 *	-v, --verbose	Report errors
 *	-z, --zero	End each name with NUL instead of a newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_readlink
#include "libbb.h"

int
readlink_main(int argc, char **argv)
{
	struct opts o;
	int mode = -1, end;
	char *s;

	(void)argc;
	argv = getopts(&o, OPTS_readlink, argv);
	if (OPT(&o, F_f))
		mode = CANON_PARENT;
	if (OPT(&o, F_e))
		mode = CANON_EXIST;
	if (OPT(&o, F_m))
		mode = CANON_MISSING;
	end = OPT(&o, F_z) ? 0 : '\n';
	if (OPT(&o, F_n) && o.argc > 1)
		warn_msg("ignoring --no-newline with multiple arguments");
	else if (OPT(&o, F_n))
		end = -1;
	for (; *argv; argv++) {
		s = mode < 0 ? read_link(*argv) : canonical_path(*argv, mode);
		if (!s) {
			if (OPT(&o, F_v))
				perror_msg("%s", quote(*argv, QUOTE_SHELL_ESCAPE));
			exit_status = 1;
			continue;
		}
		fputs(s, stdout);
		if (end >= 0)
			putchar(end);
		free(s);
	}
	return exit_status;
}
