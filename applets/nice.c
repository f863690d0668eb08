/*
 * nice.c - run a command at another niceness, or print the niceness
 *
 * POSIX.1-2024 nice (-n N), plus GNU's --adjustment and its old form
 * -N (-5, --5, -+5) as the first arguments. The new niceness is the
 * current one plus N, kept within -20..19; a failure to set it is told
 * and the command runs anyway, as GNU's. Without a command nice prints
 * the niceness. Exit status: 125 for nice's own failures, 126 when the
 * command cannot be run, 127 when it is not found, else the command's.
 *
 * applet: nice usr/bin core usage-exit=125
 * opts: ^n:(adjustment)
 * usage: nice [-n N] [COMMAND [ARG]...]
 *
 *	Run COMMAND with its niceness raised by N (10 by default), or print
 *	the niceness.
 *
 *	-n, --adjustment N	Add N to the niceness
 * SPDX-License-Identifier: MIT
 */
#define FOR_nice
#include "libbb.h"
#include <sys/resource.h>

int
nice_main(int argc, char **argv)
{
	struct opts o;
	const char *adj = NULL;
	long long n = 10;
	char *p, *end;
	int cur, e;

	(void)argc;
	/* GNU's old -N: a dash, a sign or not, then a digit */
	while ((p = argv[1]) && p[0] == '-' &&
	    isdigit((unsigned char)p[1 + (p[1] == '-' || p[1] == '+')])) {
		adj = p + 1;
		argv++;
	}
	argv = getopts(&o, OPTS_nice, argv);
	if (OPT(&o, F_n))
		adj = o.arg[S_n].s;
	if (adj) {
		errno = 0;
		n = strtoll(adj, &end, 10);
		if (end == adj || *end || !*adj || isspace((unsigned char)*adj))
			status_exit(125, "invalid adjustment %s",
			    quote(adj, QUOTE_LOCALE));
		n = errno == ERANGE ? (n < 0 ? -40 : 40) : MAX(-40, MIN(40, n));
	}
	errno = 0;
	cur = getpriority(PRIO_PROCESS, 0);
	if (errno)
		status_exit(125, "cannot get niceness: %s", strerror(errno));
	if (!*argv) {
		if (adj)
			usage_exit("a command must be given with an adjustment");
		printf("%d\n", cur);
		return 0;
	}
	n = MAX(-20, MIN(19, cur + n));
	if (setpriority(PRIO_PROCESS, 0, n) < 0)
		warn_msg("cannot set niceness: %s", strerror(errno));
	exec_command(argv, -1);
	e = errno;
	perror_msg("%s", quote(argv[0], QUOTE_LOCALE));
	return e == ENOENT ? 127 : 126;
}
