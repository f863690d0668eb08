/*
 * realpath.c - print canonical file names
 *
 * GNU coreutils realpath. By default all but the last component must
 * exist; -e wants all of them, -m none. -s leaves symlinks alone, -L
 * removes ".." before resolving them, -P (the default) resolves them as
 * met; the last of -L, -P and -s wins. --relative-to prints names
 * relative to a directory; --relative-base prints names below it relative
 * to it and others absolute (and when both are given and the first is not
 * below the second, every name absolute), as GNU does. A symlink chain
 * longer than 40 links is ELOOP, as the kernel has it (GNU finds loops by
 * remembering the links it saw).
 *
 * applet: realpath usr/bin core
 * opts: <1 (relative-to):(relative-base):e(canonicalize-existing)
 *	m(canonicalize-missing)L(logical)P(physical)q(quiet)s(strip)
 *	(no-symlinks)z(zero)[-em][-LPs]
 * usage: realpath [-emLPqsz] [--relative-to=DIR] [--relative-base=DIR] FILE...
 *
 *	Print the canonical absolute name of each FILE.
 *
 *	-e, --canonicalize-existing	Every component must exist
 *	-m, --canonicalize-missing	No component need exist
 *	-L, --logical	Resolve '..' before symlinks
 *	-P, --physical	Resolve symlinks as they are met (the default)
 *	-q, --quiet	No error messages
 *	-s, --strip, --no-symlinks	Do not resolve symlinks
 *	-z, --zero	End each name with NUL instead of a newline
 *	--relative-to=DIR	Print names relative to DIR
 *	--relative-base=DIR	Names below DIR relative to it, others absolute
 * SPDX-License-Identifier: MIT
 */
#define FOR_realpath
#include "libbb.h"

/* Is canonical name path dir or below it? */
static bool
below(const char *dir, const char *path)
{
	size_t n = strlen(dir);

	if (n == 1)
		return true;
	return !strncmp(dir, path, n) && (!path[n] || path[n] == '/');
}

static char *
xcanon(const char *dir, int mode)
{
	char *s = dir ? canonical_path(dir, mode) : NULL;

	if (dir && !s)
		perror_exit("%s", quote(dir, QUOTE_SHELL_ESCAPE));
	return s;
}

int
realpath_main(int argc, char **argv)
{
	struct opts o;
	int mode = CANON_PARENT;
	char *to, *base, *s, *r;

	(void)argc;
	argv = getopts(&o, OPTS_realpath, argv);
	if (OPT(&o, F_e))
		mode = CANON_EXIST;
	if (OPT(&o, F_m))
		mode = CANON_MISSING;
	if (OPT(&o, F_s))
		mode |= CANON_NOLINKS;
	if (OPT(&o, F_L))
		mode |= CANON_LOGICAL;
	to = xcanon(o.arg[S_relative_to].s, mode);
	base = xcanon(o.arg[S_relative_base].s, mode);
	if (!to)
		to = base;
	if (base && !below(base, to))
		to = base = NULL;
	for (; *argv; argv++) {
		if (!(s = canonical_path(*argv, mode))) {
			if (!OPT(&o, F_q))
				perror_msg("%s", quote(*argv, QUOTE_SHELL_ESCAPE));
			exit_status = 1;
			continue;
		}
		r = to && (!base || below(base, s)) ? relative_path(to, s) : s;
		fputs(r, stdout);
		putchar(OPT(&o, F_z) ? 0 : '\n');
		if (r != s)
			free(r);
		free(s);
	}
	return exit_status;
}
