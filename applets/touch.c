/*
 * touch.c - change file access and modification times
 *
 * POSIX.1-2024 touch (-a -c -m -r -t, -d with ISO 8601 dates) plus GNU's
 * -h and long options, with GNU's messages. A missing file is created
 * with mode 0666 less the umask (not with -c or -h); "-" is standard
 * output. -r takes both times of the reference; -d with -r moves them
 * relative to it, as GNU. -t and -d/-r together are refused, as GNU.
 *
 * -d takes GNU's date syntax as libbb/date.c's parse_date has it (most
 * of it: see there and the README); -t is POSIX's stamp.
 *
 * applet: touch bin core
 * opts: <1 (time):ac(no-create)d:(date)h(no-dereference)mr:(reference)t:
 * usage: touch [-achm] [-d DATE | -r FILE | -t STAMP] FILE...
 *
 *	Set the access and modification times of each FILE (now, by
 *	default), creating it if it is missing.
 *
 *	-a	Change only the access time
 *	-c, --no-create	Do not create missing files
 *	-d, --date DATE	Use DATE (see the README for its forms)
 *	-h, --no-dereference	Change a symbolic link, not its target
 *	-m	Change only the modification time
 *	-r, --reference FILE	Use FILE's times
 *	-t STAMP	Use [[CC]YY]MMDDhhmm[.ss], local time
 *	--time WORD	Change only atime (atime, access, use) or mtime
 *			(mtime, modify)
 * SPDX-License-Identifier: MIT
 */
#define FOR_touch
#include "libbb.h"
#include <time.h>

int
touch_main(int argc, char **argv)
{
	static const char *const words[] = { "atime", "access", "use",
		"mtime", "modify", NULL };
	struct opts o;
	struct timespec ts[2] = { { 0, UTIME_NOW }, { 0, UTIME_NOW } }, base;
	struct stat st;
	const char *name;
	bool a, m, h;
	int i, k = -1, fd, err, r;
	size_t n;

	(void)argc;
	argv = getopts(&o, OPTS_touch, argv);
	a = OPT(&o, F_a);
	m = OPT(&o, F_m);
	h = OPT(&o, F_h);
	if (OPT(&o, F_time)) {
		name = o.arg[S_time].s;
		n = strlen(name);
		for (i = 0; words[i]; i++)
			if (!strncmp(words[i], name, n))
				k = k == -1 || !strcmp(words[i], name) ||
				    (k >= 0 && (k < 3) == (i < 3)) ? i : -2;
		if (k < 0)
			usage_exit("%s argument '%s' for '--time'", k == -1 ?
			    "invalid" : "ambiguous", name);
		if (k < 3)
			a = true;
		else
			m = true;
	}
	if (OPT(&o, F_t) && (OPT(&o, F_d) || OPT(&o, F_r)))
		usage_exit("cannot specify times from more than one source");
	if (OPT(&o, F_r)) {
		if (stat(o.arg[S_r].s, &st) < 0)
			perror_exit("failed to get attributes of %s",
			    quote(o.arg[S_r].s, QUOTE_SHELL_ESCAPE_ALWAYS));
		ts[0] = st.st_atim;
		ts[1] = st.st_mtim;
	} else if (OPT(&o, F_d)) {
		clock_gettime(CLOCK_REALTIME, &ts[0]);
		ts[1] = ts[0];
	}
	for (i = 0; i < 2 && OPT(&o, F_d); i++) {
		base = ts[i];
		if (!parse_date(o.arg[S_d].s, &base, &ts[i]))
			error_exit("invalid date format %s",
			    quote(o.arg[S_d].s, QUOTE_SHELL_ESCAPE_ALWAYS));
	}
	if (OPT(&o, F_t)) {
		if (!parse_stamp(o.arg[S_t].s, false, &ts[0]))
			error_exit("invalid date format %s",
			    quote(o.arg[S_t].s, QUOTE_SHELL_ESCAPE_ALWAYS));
		ts[1] = ts[0];
	}
	if (a != m) {
		if (!a)
			ts[0].tv_nsec = UTIME_OMIT;
		else
			ts[1].tv_nsec = UTIME_OMIT;
	}
	for (; *argv; argv++) {
		name = *argv;
		fd = -1;
		err = 0;
		if (!strcmp(name, "-"))
			fd = 1;
		else if (!OPT(&o, F_c) && !h &&
		    (fd = open(name, O_WRONLY | O_CREAT | O_NONBLOCK | O_NOCTTY,
		    0666)) < 0)
			err = errno;
		if (fd >= 0)
			r = futimens(fd, ts);
		else
			r = utimensat(AT_FDCWD, name, ts,
			    h ? AT_SYMLINK_NOFOLLOW : 0);
		if (r < 0 && err)
			errno = err;
		if (fd > 1)
			close(fd);
		if (r < 0 && !(OPT(&o, F_c) && errno == ENOENT))
			perror_msg("%s %s", err ? "cannot touch" :
			    "setting times of", quote(name,
			    QUOTE_SHELL_ESCAPE_ALWAYS));
	}
	return exit_status;
}
