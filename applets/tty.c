/*
 * tty.c - print the name of the terminal on standard input
 *
 * POSIX.1-2024 tty, plus GNU's -s (--silent, --quiet). Exit status as
 * GNU's: 0 a terminal, 1 not one, 2 a usage error, 3 a write error.
 *
 * applet: tty usr/bin core usage-exit=2
 * opts: >0s(silent)(quiet)
 * usage: tty [-s]
 *
 *	Print the file name of the terminal on standard input.
 *
 *	-s, --silent, --quiet	Print nothing, only give the exit status
 * SPDX-License-Identifier: MIT
 */
#define FOR_tty
#include "libbb.h"

int
tty_main(int argc, char **argv)
{
	struct opts o;
	const char *name;
	char *line;

	(void)argc;
	getopts(&o, OPTS_tty, argv);
	if (o.seen)
		return !isatty(0);
	name = ttyname(0);
	line = xasprintf("%s\n", name ? name : "not a tty");
	if (write_full(1, line, strlen(line)) < 0)
		status_exit(3, "write error: %s", strerror(errno));
	free(line);
	return !name;
}
