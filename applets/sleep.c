/*
 * sleep.c - wait for a while
 *
 * POSIX.1-2024 sleep, with GNU's extensions: fractions ("0.5", "1e-3",
 * "0x1p-2"), the suffixes s, m, h and d, and several operands, which are
 * added up. "inf" and "infinity" sleep forever.
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

int
sleep_main(int argc, char **argv)
{
	struct timespec ts;
	double total = 0, v;
	struct opts o;

	(void)argc;
	for (argv = getopts(&o, OPTS_sleep, argv); *argv; argv++) {
		if ((v = parse_duration(*argv)) < 0)
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
