/*
 * renice.c - change the niceness of running processes
 *
 * util-linux 2.38's renice: the priority comes first, as -n N or alone,
 * and is the new niceness (not an increment); then IDs, processes by
 * default, after -g process groups, after -u users (names or numbers),
 * after -p processes again. Each change is told as util-linux tells it:
 * "ID (process ID) old priority X, new priority Y". An ID that is not a
 * number, or that cannot be changed, is reported and the status is 1;
 * the others are still changed.
 *
 * renice reads its words itself; the opts: line only declares them.
 *
 * applet: renice usr/bin linux
 * opts: n:(priority)p(pid)g(pgrp)u(user)
 * usage: renice [-n] PRIORITY [-p|-g|-u] ID...
 *
 *	Set the niceness of processes, process groups or users' processes.
 *
 *	-n, --priority N	The niceness to set
 *	-p, --pid	The IDs that follow are processes (the default)
 *	-g, --pgrp	The IDs that follow are process groups
 *	-u, --user	The IDs that follow are users, by name or number
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/resource.h>

int
renice_main(int argc, char **argv)
{
	static const char *const what[] = {
		"process ID", "process group ID", "user ID"
	};
	int which = PRIO_PROCESS, prio, old;
	char *end;
	long v;
	uid_t uid;

	if (argc > 1 && (!strcmp(argv[1], "-n") ||
	    !strcmp(argv[1], "--priority")))
		argv++, argc--;
	if (argc < 3)
		usage_exit("not enough arguments");
	errno = 0;
	v = strtol(argv[1], &end, 10);
	if (*end || errno || v != (int)v)
		usage_exit("invalid priority %s", quote(argv[1], QUOTE_LOCALE));
	prio = v;
	for (argv += 2; *argv; argv++) {
		if (!strcmp(*argv, "-p") || !strcmp(*argv, "--pid")) {
			which = PRIO_PROCESS;
			continue;
		}
		if (!strcmp(*argv, "-g") || !strcmp(*argv, "--pgrp")) {
			which = PRIO_PGRP;
			continue;
		}
		if (!strcmp(*argv, "-u") || !strcmp(*argv, "--user")) {
			which = PRIO_USER;
			continue;
		}
		errno = 0;
		v = strtol(*argv, &end, 10);
		if (which == PRIO_USER && !name_to_uid(*argv, &uid)) {
			v = uid;
		} else if (!isdigit((unsigned char)**argv) || *end || errno ||
		    v != (int)v) {
			if (which == PRIO_USER)
				error_msg("unknown user %s", *argv);
			else
				error_msg("bad %s value: %s", what[which],
				    *argv);
			continue;
		}
		errno = 0;
		old = getpriority(which, v);
		if (errno) {
			perror_msg("failed to get priority for %ld (%s)", v,
			    what[which]);
			continue;
		}
		if (setpriority(which, v, prio) < 0) {
			perror_msg("failed to set priority for %ld (%s)", v,
			    what[which]);
			continue;
		}
		printf("%ld (%s) old priority %d, new priority %d\n", v,
		    what[which], old, getpriority(which, v));
	}
	return exit_status;
}
