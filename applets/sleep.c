/*
 * sleep.c - wait for a while
 *
 * POSIX.1-2024 sleep, with GNU's extensions: fractions ("0.5"), the
 * suffixes s, m, h and d, and several operands, which are added up.
 * "inf" and "infinity" sleep forever.
 *
 * applet: sleep bin core
 * opts: <1
 * usage: sleep NUMBER[SUFFIX]...
 *
 *	Wait for the sum of the given times. SUFFIX is s (seconds, the
 *	default), m (minutes), h (hours) or d (days); NUMBER may have a
 *	fraction.
 * SPDX-License-Identifier: MIT
 */
#define FOR_sleep
#include "libbb.h"
#include <math.h>
#include <time.h>

/* One operand in seconds; -1 if it is not a time. */
static double
interval(const char *s)
{
	double v = 0, scale = 1;
	const char *p = s;
	int digits = 0;

	if (!strcmp(s, "inf") || !strcmp(s, "infinity"))
		return INFINITY;
	for (; isdigit((unsigned char)*p); p++, digits++)
		v = v * 10 + (*p - '0');
	if (*p == '.')
		for (p++; isdigit((unsigned char)*p); p++, digits++)
			v += (*p - '0') * (scale /= 10);
	if (!digits)
		return -1;
	switch (*p) {
	case 'd':
		v *= 24;
		/* fall through */
	case 'h':
		v *= 60;
		/* fall through */
	case 'm':
		v *= 60;
		/* fall through */
	case 's':
		p++;
	}
	return *p ? -1 : v;
}

int
sleep_main(int argc, char **argv)
{
	struct timespec ts;
	double total = 0, v;
	struct opts o;

	(void)argc;
	for (argv = getopts(&o, OPTS_sleep, argv); *argv; argv++) {
		if ((v = interval(*argv)) < 0)
			usage_exit("invalid time interval '%s'", *argv);
		total += v;
	}
	while (total > 0) {
		/* in steps a time_t surely holds */
		v = MIN(total, 1e9);
		ts.tv_sec = (time_t)v;
		ts.tv_nsec = (long)((v - ts.tv_sec) * 1e9);
		while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
			;
		if (!isinf(total))
			total -= v;
	}
	return 0;
}
