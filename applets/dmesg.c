/*
 * dmesg.c - print or control the kernel's message buffer
 *
 * Through syslog(2) (klogctl): the buffer's lines have a "<LEVEL>" prefix,
 * which is removed unless -r, so that the output is util-linux dmesg's
 * default one ("[    1.234567] text" where the kernel prints times). No
 * /dev/kmsg, no colours, no pager, no time formats.
 *
 * applet: dmesg bin linux
 * opts: >0c(read-clear)C(clear)r(raw)n:(console-level)s#<1(buffer-size)
 * usage: dmesg [-cCr] [-n LEVEL] [-s SIZE]
 *
 *	Print the kernel's message buffer.
 *
 *	-c, --read-clear	Clear the buffer after printing it
 *	-C, --clear	Clear the buffer, print nothing
 *	-r, --raw	Keep the <LEVEL> prefixes
 *	-n, --console-level LEVEL	Set the console's log level (1-8)
 *	-s, --buffer-size SIZE	Read at most SIZE bytes
 * SPDX-License-Identifier: MIT
 */
#define FOR_dmesg
#include "libbb.h"
#include <sys/klog.h>

/* syslog(2) actions */
enum { READ_ALL = 3, READ_CLEAR = 4, CLEAR = 5, CONSOLE_LEVEL = 8,
	SIZE_BUFFER = 10 };

int
dmesg_main(int argc, char **argv)
{
	struct opts o;
	char *buf, *p, *end, *nl;
	int size, n;
	bool bol = true;

	(void)argc;
	getopts(&o, OPTS_dmesg, argv);
	if (OPT(&o, F_n)) {
		n = xatoll_range(o.arg[S_n].s, 1, 8);
		if (klogctl(CONSOLE_LEVEL, NULL, n) < 0)
			perror_exit("klogctl");
		return 0;
	}
	if (OPT(&o, F_C)) {
		if (klogctl(CLEAR, NULL, 0) < 0)
			perror_exit("klogctl");
		return 0;
	}
	/*
	 * The text read back carries "<N>[time] " prefixes that the buffer
	 * size does not count: twice the size holds all of it.
	 */
	if (OPT(&o, F_s))
		size = MIN(o.arg[S_s].n, INT_MAX);
	else if ((size = klogctl(SIZE_BUFFER, NULL, 0)) <= 0)
		size = 1 << 17;
	else	/* the text, with its time stamps, is longer than the records */
		size = MIN(size, 1 << 22) * 4;
	buf = xmalloc(size);
	n = klogctl(OPT(&o, F_c) ? READ_CLEAR : READ_ALL, buf, size);
	if (n < 0)
		perror_exit("read kernel buffer failed");
	for (p = buf, end = buf + n; p < end; p = nl) {
		nl = memchr(p, '\n', end - p);
		nl = nl ? nl + 1 : end;
		if (bol && !OPT(&o, F_r) && *p == '<') {
			char *q = p + 1;

			while (q < nl && isdigit((unsigned char)*q))
				q++;
			if (q < nl && *q == '>' && q > p + 1)
				p = q + 1;
		}
		fwrite(p, 1, nl - p, stdout);
		bol = nl[-1] == '\n';
	}
	if (n && !bol)
		putchar('\n');
	free(buf);
	return 0;
}
