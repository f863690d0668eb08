/*
 * printenv - print the environment, or some of its variables
 *
 * GNU coreutils printenv: with no NAME every NAME=VALUE, else the value
 * of each NAME; the exit status is 1 when one is not set (a NAME holding
 * "=" never is), 2 for a usage error, as GNU's. Not nofork: the shell's
 * exported variables reach a child's environment, not its own.
 *
 * applet: printenv usr/bin core usage-exit=2
 * opts: 0(null)
 * usage: printenv [-0] [NAME]...
 *
 *	Print the value of each environment variable NAME, or all of them.
 *
 *	-0, --null	End each line with NUL instead of a newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_printenv
#include "libbb.h"

int
printenv_main(int argc, char **argv)
{
	extern char **environ;
	struct opts o;
	char **e, end;
	size_t n;
	int st = 0;

	(void)argc;
	argv = getopts(&o, OPTS_printenv, argv);
	end = OPT(&o, F_0) ? 0 : '\n';
	if (!*argv)
		for (e = environ; *e; e++)
			printf("%s%c", *e, end);
	for (; *argv; argv++) {
		n = strlen(*argv);
		for (e = environ; *e; e++)
			if (!strncmp(*e, *argv, n) && (*e)[n] == '=' &&
			    !strchr(*argv, '='))
				break;
		if (*e)
			printf("%s%c", *e + n + 1, end);
		else
			st = 1;
	}
	return st;
}
