/*
 * mktemp.c - make a temporary file or directory with a unique name
 *
 * GNU coreutils mktemp (not in POSIX). The last run of X's in TEMPLATE
 * (at least 3; default tmp.XXXXXXXXXX in the temporary directory) is
 * replaced with random letters and digits from getrandom(2); what follows
 * it is a suffix, as with --suffix. Files are made 0600 with O_EXCL,
 * directories 0700, and a name that exists is retried with new letters.
 * -u only prints a name. The directory: -p DIR or --tmpdir=DIR, or $TMPDIR
 * (when set and not empty) or /tmp when DIR is empty or not given, with
 * no TEMPLATE, or with -t (where $TMPDIR wins over -p). -q silences only
 * the failures to create.
 *
 * applet: mktemp bin core
 * opts: >1 (suffix):(tmpdir)?d(directory)p:q(quiet)tu(dry-run)
 * usage: mktemp [-dqtu] [-p DIR] [--suffix=SUFF] [--tmpdir[=DIR]] [TEMPLATE]
 *
 *	Create a temporary file (or directory) and print its name.
 *
 *	-d, --directory	Make a directory, not a file
 *	-u, --dry-run	Make nothing, only print a name (unsafe)
 *	-q, --quiet	No message when the file cannot be made
 *	-p DIR, --tmpdir[=DIR]	TEMPLATE is relative to DIR ($TMPDIR or /tmp)
 *	-t	TEMPLATE is one name in $TMPDIR, -p DIR or /tmp
 *	--suffix SUFF	Append SUFF to TEMPLATE
 * SPDX-License-Identifier: MIT
 */
#define FOR_mktemp
#include "libbb.h"

static const char *
q(const char *s)
{
	return quote(s, QUOTE_LOCALE);
}

int
mktemp_main(int argc, char **argv)
{
	struct opts o;
	const char *tmpl, *dir = NULL, *env, *suf;
	char *name, *full, *x;
	bool ok = false;
	struct stat st;
	size_t n, nx, ns;
	int tries, fd;

	(void)argc;
	argv = getopts(&o, OPTS_mktemp, argv);
	tmpl = o.argc ? argv[0] : "tmp.XXXXXXXXXX";
	env = getenv("TMPDIR");
	if (env && !*env)
		env = NULL;
	if (OPT(&o, F_p))
		dir = o.arg[S_p].s;
	if (OPT(&o, F_tmpdir))
		dir = o.arg[S_tmpdir].s ? o.arg[S_tmpdir].s : "";
	if (OPT(&o, F_t) && env)
		dir = env;
	if (dir && !*dir)
		dir = NULL;
	if (!dir && (OPT(&o, F_p) || OPT(&o, F_tmpdir) || OPT(&o, F_t) ||
	    !o.argc))
		dir = env ? env : "/tmp";
	/* the suffix: --suffix, or what follows the last X */
	n = strlen(tmpl);
	suf = o.arg[S_suffix].s;
	if (suf && n && tmpl[n - 1] != 'X')
		error_exit("with --suffix, template %s must end in X", q(tmpl));
	if (!suf) {
		for (ns = n; ns && tmpl[ns - 1] != 'X'; ns--)
			;
		suf = ns ? tmpl + ns : "";
		n = ns ? ns : n;
	}
	if (strchr(suf, '/'))
		error_exit("invalid suffix %s, contains directory separator",
		    q(suf));
	for (nx = 0; nx < n && tmpl[n - 1 - nx] == 'X'; nx++)
		;
	if (nx < 3)
		error_exit("too few X's in template %s", q(tmpl));
	if (OPT(&o, F_t) && strchr(tmpl, '/'))
		error_exit("invalid template, %s, contains directory separator",
		    q(tmpl));
	if (dir && *tmpl == '/')
		error_exit("invalid template, %s; with --tmpdir, it may not be "
		    "absolute", q(tmpl));
	name = xasprintf("%s%s%.*s%s", dir ? dir : "",
	    dir && dir[strlen(dir) - 1] != '/' ? "/" : "", (int)n, tmpl, suf);
	full = xstrdup(name);
	x = name + strlen(name) - strlen(suf) - nx;
	for (tries = 0; tries < 1000 && !ok; tries++) {
		random_chars(x, nx);
		if (OPT(&o, F_u))
			ok = lstat(name, &st) < 0;
		else if (OPT(&o, F_d))
			ok = mkdir(name, 0700) == 0;
		else if ((fd = open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC,
		    0600)) >= 0)
			ok = !close(fd);
		if (!ok && !OPT(&o, F_u) && errno != EEXIST)
			break;
	}
	if (!ok) {
		if (!OPT(&o, F_q))
			perror_msg("failed to create %s via template %s",
			    OPT(&o, F_d) ? "directory" : "file", q(full));
		return 1;
	}
	puts(name);
	free(name);
	free(full);
	return 0;
}
