/*
 * mkdir.c - make directories
 *
 * POSIX.1-2024 mkdir, plus GNU's -v and long options. -m takes octal or
 * symbolic modes relative to a=rwx, and is applied with chmod(2) after
 * creation so that the umask does not cut it (as GNU does). With -p,
 * missing parents get u+wx on top of the default mode even when the umask
 * takes them away (umask 377 gives them 700, as GNU does), so that what
 * comes below can be made; an existing directory is not an error.
 * Symbolic -m modes follow chmod: GNU mkdir gives "+t" as 1755 (a gnulib
 * quirk), we give 1777.
 *
 * applet: mkdir bin core
 * opts: <1 m:(mode)p(parents)v(verbose)
 * usage: mkdir [-pv] [-m MODE] DIRECTORY...
 *
 *	Create each DIRECTORY.
 *
 *	-m, --mode MODE	Mode of the new directories (octal or symbolic)
 *	-p, --parents	Also create missing parents; no error if existing
 *	-v, --verbose	Print a message for each directory created
 * SPDX-License-Identifier: MIT
 */
#define FOR_mkdir
#include "libbb.h"

static void
created(const char *path)
{
	printf("%s: created directory '%s'\n", applet_name, path);
}

int
mkdir_main(int argc, char **argv)
{
	struct opts o;
	mode_t um, mode;
	void (*cb)(const char *);
	int r, len;

	(void)argc;
	argv = getopts(&o, OPTS_mkdir, argv);
	um = umask(0);
	umask(um);
	mode = OPT(&o, F_m) ? xmode_parse(o.arg[S_m].s, 0777, um, true) :
	    0777 & ~um;
	cb = OPT(&o, F_v) ? created : NULL;
	/*
	 * mkdir(2) applies the umask, so the parents' u+wx only survive a
	 * umask without them. The last component's mode was cut by the real
	 * umask above (or is set by chmod below, for -m).
	 */
	if (OPT(&o, F_p))
		umask(um & ~(S_IWUSR | S_IXUSR));
	for (; *argv; argv++) {
		len = strlen(*argv);
		if (OPT(&o, F_p)) {
			r = mkpath(*argv, mode, 0777, cb, &len);
		} else {
			r = mkdir(*argv, mode);
			if (r == 0 && cb)
				cb(*argv);
		}
		if (r < 0) {
			perror_msg("cannot create directory '%.*s'", len, *argv);
			continue;
		}
		if (r == 0 && OPT(&o, F_m) && chmod(*argv, mode) < 0)
			perror_msg("cannot set permissions of '%s'", *argv);
	}
	umask(um);
	return exit_status;
}
