/*
 * yes.c - print a line over and over
 *
 * GNU coreutils yes: the operands joined by spaces, or "y", on a line,
 * until the output fails. A buffer of 8 KiB holds as many whole copies
 * of the line as fit and is written with write(2) again and again, as
 * GNU's is. A closed pipe (EPIPE, with SIGPIPE ignored) ends it quietly
 * with status 1 (GNU says "Broken pipe" then); other errors are reported.
 *
 * applet: yes usr/bin core
 * usage: yes [STRING]...
 *
 *	Print STRINGs, separated by spaces, or "y", on a line, forever.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

int
yes_main(int argc, char **argv)
{
	static char *y[] = { "y", NULL };
	struct opts o;
	char *buf, *p, **a;
	size_t len = 0, n, cap = 8192;

	(void)argc;
	argv = getopts(&o, "", argv);
	if (!*argv)
		argv = y;
	for (a = argv; *a; a++)
		len += strlen(*a) + 1;
	if (len > cap)
		cap = len;
	p = buf = xmalloc(cap);
	for (a = argv; *a; a++)
		p = stpcpy(p, *a), *p++ = ' ';
	p[-1] = '\n';
	for (n = len; n + len <= cap; n += len)
		memcpy(buf + n, buf, len);
	while (write_full(1, buf, n) >= 0)
		;
	if (errno != EPIPE)
		perror_msg("standard output");
	free(buf);
	return 1;
}
