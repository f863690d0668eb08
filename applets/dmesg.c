/*
 * dmesg.c - print or control the kernel's message buffer
 *
 * Through syslog(2) (klogctl): the buffer's lines have a "<LEVEL>" prefix,
 * which is removed unless -r, so that the output is util-linux dmesg's
 * default one ("[    1.234567] text" where the kernel prints times).
 * util-linux's -k (facility kern only), -l (levels by name or number),
 * -t (no time stamps) and -T (ctime-like times from the boot time, now
 * less /proc/uptime); a line that does not start a record follows the
 * record before it. No /dev/kmsg, no colours, no pager, no other time
 * formats.
 *
 * applet: dmesg bin linux
 * opts: >0c(read-clear)C(clear)r(raw)n:(console-level)s#<1(buffer-size)
 *	k(kernel)t(notime)T(ctime)l:(level)[-tT]
 * usage: dmesg [-cCrktT] [-l LEVEL[,LEVEL]] [-n LEVEL] [-s SIZE]
 *
 *	Print the kernel's message buffer.
 *
 *	-c, --read-clear	Clear the buffer after printing it
 *	-C, --clear	Clear the buffer, print nothing
 *	-r, --raw	Keep the <LEVEL> prefixes
 *	-n, --console-level LEVEL	Set the console's log level (1-8)
 *	-s, --buffer-size SIZE	Read at most SIZE bytes
 *	-k, --kernel	Only the kernel's messages (facility kern)
 *	-l, --level LIST	Only these levels (emerg alert crit err warn
 *			notice info debug, or 0-7), comma-separated
 *	-t, --notime	Leave out the time stamps
 *	-T, --ctime	Times as dates ("[Sat Dec  5 10:00:00 2026]")
 * SPDX-License-Identifier: MIT
 */
#define FOR_dmesg
#include "libbb.h"
#include <sys/klog.h>
#include <time.h>

/* syslog(2) actions */
enum { READ_ALL = 3, READ_CLEAR = 4, CLEAR = 5, CONSOLE_LEVEL = 8,
	SIZE_BUFFER = 10 };

static const char levels[][7] = {
	"emerg", "alert", "crit", "err", "warn", "notice", "info", "debug"
};

/* -l's list: a mask of levels */
static unsigned
level_mask(const char *arg)
{
	unsigned mask = 0, i;
	char *w;

	char *list = xstrdup(arg);

	for (w = strtok(list, ","); w; w = strtok(NULL, ",")) {
		for (i = 0; i < 8; i++)
			if (!strcmp(w, levels[i]) ||
					(w[0] == '0' + (int)i && !w[1]))
				break;
		if (i == 8)
			error_exit("unknown level '%s'", w);
		mask |= 1u << i;
	}
	return mask;
}

/* P at "[  123.456789] ": print it as -T or -t wants, return past it */
static char *
stamp(char *p, char *nl, bool ctime_, double boot)
{
	char *q = p + 1, *e;
	double sec;
	time_t t;
	char buf[64];

	if (*p != '[' || !(e = memchr(p, ']', nl - p)) || e + 1 >= nl ||
			e[1] != ' ')
		return p;
	while (*q == ' ')
		q++;
	sec = strtod(q, &q);
	if (q != e)
		return p;
	if (ctime_) {
		/* as util-linux: whole seconds */
		t = (time_t)boot + (time_t)sec;
		strftime(buf, sizeof(buf), "[%a %b %e %H:%M:%S %Y] ",
			localtime(&t));
		fputs(buf, stdout);
	}
	return e + 2;
}

int
dmesg_main(int argc, char **argv)
{
	struct opts o;
	char *buf, *p, *end, *nl;
	int size, n;
	bool bol = true, skip = false;
	unsigned mask = 0xff;
	double boot = 0;
	struct timespec now, up;

	(void)argc;
	getopts(&o, OPTS_dmesg, argv);
	if (OPT(&o, F_n)) {
		n = xatoll_range(o.arg[S_n].s, 1, 8);
		if (klogctl(CONSOLE_LEVEL, NULL, n) < 0)
			perror_exit("klogctl");
		return 0;
	}
	if (OPT(&o, F_l))
		mask = level_mask(o.arg[S_l].s);
	if (OPT(&o, F_T)) {
		clock_gettime(CLOCK_REALTIME, &now);
		clock_gettime(CLOCK_BOOTTIME, &up);
		boot = now.tv_sec - up.tv_sec +
			(now.tv_nsec - up.tv_nsec) / 1e9;
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
		if (bol && *p == '<') {
			char *q = p + 1;
			unsigned pri = 0;

			while (q < nl && isdigit((unsigned char)*q))
				pri = pri * 10 + (*q++ - '0');
			skip = (OPT(&o, F_k) && pri >> 3) ||
				!(mask >> (pri & 7) & 1);
			if (q < nl && *q == '>' && q > p + 1 && !OPT(&o, F_r))
				p = q + 1;
		}
		if (!skip) {
			if (bol && !OPT(&o, F_r) && (o.seen & (F_t | F_T)))
				p = stamp(p, nl, OPT(&o, F_T), boot);
			fwrite(p, 1, nl - p, stdout);
		}
		bol = nl[-1] == '\n';
	}
	if (n && !bol)
		putchar('\n');
	free(buf);
	return 0;
}
