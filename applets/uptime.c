/*
 * uptime.c - tell how long the system has been running
 *
 * procps-ng 4's uptime: the time now, the time up, the users logged in
 * (utmp's user sessions; 0 where there is no /var/run/utmp) and the load
 * averages; -p the time up in words (decades, years, weeks, days, hours,
 * minutes), -s the time of the boot (now less the time up).
 *
 * applet: uptime usr/bin linux
 * opts: p(pretty)s(since)
 * usage: uptime [-ps]
 *
 *	Tell the time, how long the system has been up, how many users are
 *	logged in and the load averages.
 *
 *	-p, --pretty	The time up in words
 *	-s, --since	The time the system came up
 * SPDX-License-Identifier: MIT
 */
#define FOR_uptime
#include "libbb.h"
#include <time.h>

static void
pretty(long up)
{
	static const char *const name[] = {
		"decade", "year", "week", "day", "hour", "minute"
	};
	long n[6];
	int i, said = 0;

	n[0] = up / (86400L * 365 * 10);
	n[1] = up / (86400L * 365) % 10;
	n[2] = up / (86400L * 7) % 52;
	n[3] = up / 86400 % 7;
	n[4] = up / 3600 % 24;
	n[5] = up / 60 % 60;
	fputs("up", stdout);
	for (i = 0; i < 6; i++)
		if (n[i] || (i == 5 && !said))
			printf("%s %ld %s%s", said++ ? "," : "", n[i],
			    name[i], n[i] == 1 ? "" : "s");
	putchar('\n');
}

int
uptime_main(int argc, char **argv)
{
	struct opts o;
	char buf[32], *line;
	time_t t;

	(void)argc;
	argv = getopts(&o, OPTS_uptime, argv);
	if (*argv)
		usage_exit("extra operand '%s'", *argv);
	if (OPT(&o, F_s)) {
		t = time(NULL) - (time_t)uptime_secs();
		strftime(buf, sizeof(buf), "%Y-%m-%d %H:%M:%S", localtime(&t));
		puts(buf);
	} else if (OPT(&o, F_p))
		pretty((long)uptime_secs());
	else {
		line = uptime_line();
		printf(" %s\n", line);
		free(line);
	}
	return 0;
}
