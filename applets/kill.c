/*
 * kill.c - send a signal to processes
 *
 * POSIX.1-2024 kill, worded as procps-ng 4's: -l lists the names of the
 * signals 1 to 31 (29 is POLL), wrapped at 80 columns; -l SIG converts a
 * name to its number or a number to its name ("unknown signal name X" on
 * stderr, status 0); -L lists them as a table. -s SIG, --signal SIG and
 * -SIG name the signal by name or number (an unknown name is signal -1,
 * so each kill fails with EINVAL, as procps's does); -q VALUE sends it
 * with sigqueue(2). A negative PID (after --, or after the signal) is a
 * process group; -1 is every process we may signal. A PID that is not a
 * number stops the run with status 1. Unlike procps, -s also takes the
 * real-time signals as RTMIN+N.
 *
 * kill reads its words itself (-TERM and -9 are signals, not clusters of
 * flags); the opts: line only declares them.
 *
 * applet: kill bin linux
 * opts: s:(signal)q:(queue)l?(list)L(table)
 * usage: kill [-s SIG | -SIG] [-q VALUE] PID...
 *	kill -l [SIG] | -L
 *
 *	Send a signal (TERM by default) to each PID; a negative PID is a
 *	process group.
 *
 *	-s, --signal SIG	The signal, by name (KILL, SIGKILL) or number
 *	-q, --queue VALUE	Send it with this integer value (sigqueue)
 *	-l, --list [SIG]	List signal names, or convert SIG
 *	-L, --table		List signal names with their numbers
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <signal.h>

/* procps names signal 29 POLL, and knows no IO */
static const char *
name_of(int sig)
{
	return sig == SIGIO ? "POLL" : sig_name(sig);
}

static int
number_of(const char *s)
{
	const char *t = strncasecmp(s, "SIG", 3) ? s : s + 3;

	if (!strcasecmp(t, "POLL"))
		return SIGIO;
	if (!strcasecmp(t, "IO") || !strcasecmp(t, "EXIT"))
		return -1;
	return sig_number(s);
}

static int
list(const char *arg, bool table)
{
	int i, n;
	char *end;

	if (arg) {
		n = strtol(arg, &end, 10);
		if (!isdigit((unsigned char)*arg))
			n = number_of(arg);
		else if (*end || n < 1 || n > 31)
			n = -1;
		else {
			puts(name_of(n));
			return 0;
		}
		if (n < 0)
			warn_msg("unknown signal name %s", arg);
		else
			printf("%d\n", n);
		return 0;
	}
	if (!table) {
		sig_list();
		return 0;
	}
	for (i = 1; i < 32; i++)
		printf(i % 7 ? "%2d %-8s" : "%2d %s\n", i, name_of(i));
	putchar('\n');
	return 0;
}

int
kill_main(int argc, char **argv)
{
	union sigval val = { 0 };
	const char *a, *sigarg = NULL;
	bool queue = false, dashdash = false;
	long long pid;
	int sig = SIGTERM, r;
	char *end;

	(void)argc;
	while ((a = *++argv) && *a == '-' && a[1] &&
	    !isdigit((unsigned char)a[1])) {
		if (!strcmp(a, "--")) {
			argv++;
			dashdash = true;
			break;
		}
		if (!strncmp(a, "-l", 2) || !strncmp(a, "--list", 6)) {
			a = a[1] == 'l' ? a + 2 : a + 6;
			if (*a == '=')
				a++;
			return list(*a ? a : argv[1], false);
		}
		if (!strcmp(a, "-L") || !strcmp(a, "--table"))
			return list(NULL, true);
		if (!strcmp(a, "-s") || !strcmp(a, "--signal") ||
		    !strcmp(a, "-q") || !strcmp(a, "--queue")) {
			if (!argv[1])
				usage_exit("invalid argument %c", a[1] == '-' ?
				    a[2] : a[1]);
			if (a[1] == 'q' || a[2] == 'q') {
				queue = true;
				val.sival_int = xatoll_range(*++argv, INT_MIN,
				    INT_MAX);
			} else {
				sigarg = *++argv;
			}
			continue;
		}
		if (sigarg || number_of(a + 1) < 0)
			usage_exit("invalid argument %c", a[1]);
		sigarg = a + 1;
	}
	/* -9 is a signal, not a process group, when it comes first */
	if (!sigarg && !dashdash && *argv && **argv == '-')
		sigarg = *argv++ + 1;
	if (!*argv) {
		show_usage(stderr, false);
		return 1;
	}
	if (sigarg)
		sig = number_of(sigarg);
	for (; (a = *argv); argv++) {
		errno = 0;
		pid = strtoll(a, &end, 10);
		if (!*a || *end || errno || pid != (pid_t)pid) {
			error_msg("failed to parse argument: '%s'", a);
			break;
		}
		r = queue ? sigqueue(pid, sig, val) : kill(pid, sig);
		if (r < 0)
			perror_msg("(%lld)", pid);
	}
	return exit_status;
}
