/*
 * head.c - print the first part of files
 *
 * POSIX.1-2024 head plus GNU's -c, -q, -v, -z, counts with a leading -
 * (all but the last N) and with GNU's suffixes (b 512, k K 1024, kB
 * 1000, KiB 1024, M MB ... Y), and the obsolete first argument -N with
 * the letters c l b k m q v z after it. "==> name <==" headers as GNU's.
 * All but the last N bytes of a regular file come from its size; of a
 * pipe, and all but the last N lines, from a buffer that holds about
 * twice those N. A file read through a shared descriptor is left just
 * after what was printed, when it can seek.
 *
 * applet: head usr/bin core
 * opts: c:(bytes)n:(lines)q(quiet)(silent)v(verbose)z(zero-terminated)
 *	[-cn][-qv]
 * usage: head [-qvz] [-n [-]N | -c [-]N] [FILE]...
 *
 *	Print the first 10 lines of each FILE (- or none: standard input).
 *	N may end in b (512), kB (1000), K (1024), MB, M, GB, G ...
 *
 *	-n, --lines [-]N	Print the first N lines (-N: all but the last N)
 *	-c, --bytes [-]N	Print the first N bytes (-N: all but the last N)
 *	-q, --quiet, --silent	Never print headers naming the files
 *	-v, --verbose	Always print headers naming the files
 *	-z, --zero-terminated	Lines end with NUL, not newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_head
#include "libbb.h"

struct head {
	unsigned long long	n;
	bool			bytes, elide;
	int			delim;
	char			buf[65536];
};

static NORETURN void
write_error(void)
{
	perror_exit("write error");
}

static void
out(const void *p, size_t n)
{
	if (n && write_full(1, p, n) < 0)
		write_error();
}

/* Parse -n or -c's N, with its sign. */
static void
count_arg(struct head *h, const char *s, bool bytes)
{
	h->bytes = bytes;
	h->elide = *s == '-';
	s += h->elide;
	/* a + is the number's own, as strtoull reads it: "-+5" is -5 */
	if (parse_gnu_size(s, SIZE_DEC | SIZE_GNU, "bkKmMGTPEZY", &h->n) < 0)
		error_exit("invalid number of %s: '%s'%s", bytes ? "bytes" :
		    "lines", s, errno == ERANGE ?
		    ": Value too large for defined data type" : "");
}

/* The first h->n lines or bytes; -1 on a read error */
static int
head_start(struct head *h, int fd)
{
	unsigned long long left = h->n;
	ssize_t r, i;
	char *p;

	while (left) {
		r = read(fd, h->buf, h->bytes ? MIN(left, sizeof(h->buf)) :
		    sizeof(h->buf));
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return r;
		i = r;
		if (h->bytes) {
			left -= r;
		} else {
			for (p = h->buf; left &&
			    (p = memchr(p, h->delim, h->buf + r - p)); p++)
				left--;
			if (!left)
				i = p - h->buf;
		}
		out(h->buf, i);
		if (i < r)	/* for whoever reads the file on */
			lseek(fd, i - r, SEEK_CUR);
	}
	return 0;
}

/* All but the last h->n lines or bytes */
static int
head_elide(struct head *h, int fd)
{
	unsigned long long n = h->n;
	struct keep k;
	struct stat st;
	off_t pos;
	int r;

	if (h->bytes && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
	    (pos = lseek(fd, 0, SEEK_CUR)) >= 0) {
		h->n = st.st_size - pos > (off_t)n ? st.st_size - pos - n : 0;
		r = head_start(h, fd);
		h->n = n;
		return r;
	}
	r = keep_end(fd, &k, n, h->bytes ? -1 : h->delim, 1);
	if (r == -2)
		write_error();
	if (!r)
		out(k.buf, h->bytes ? (k.len > n ? k.len - n : 0) :
		    last_lines(k.buf, k.len, n, h->delim));
	free(k.buf);
	return r;
}

/* The obsolete -N[cblkmqvz] as the first argument */
static bool
obsolete(struct head *h, const char *a, int *flags)
{
	const char *p = a + 1;

	if (a[0] != '-' || !isdigit((unsigned char)*p))
		return false;
	h->n = strtoull(p, (char **)&p, 10);
	for (; *p; p++) {
		if (*p == 'c')
			h->bytes = true;
		else if (*p == 'b')
			h->n *= 512;
		else if (*p == 'k')
			h->n *= 1024;
		else if (*p == 'm')
			h->n *= 1048576;
		else if (*p == 'q' || *p == 'v')
			*flags = *p;
		else if (*p == 'z')
			h->delim = 0;
		else if (*p != 'l')
			usage_exit("invalid trailing option -- %c", *p);
	}
	return true;
}

int
head_main(int argc, char **argv)
{
	static char *stdin_only[] = { "-", NULL };
	struct head *h = xzalloc(sizeof(*h));
	const char *name;
	int fd, r, hdr = 0, nfiles;
	bool first = true;
	struct opts o;

	h->n = 10;
	h->delim = '\n';
	if (argc > 1 && obsolete(h, argv[1], &hdr)) {
		argv[1] = argv[0];
		argv++;
	}
	argv = getopts(&o, OPTS_head, argv);
	if (OPT(&o, F_c))
		count_arg(h, o.arg[S_c].s, true);
	if (OPT(&o, F_n))
		count_arg(h, o.arg[S_n].s, false);
	if (OPT(&o, F_z))
		h->delim = 0;
	if (OPT(&o, F_q | F_v))
		hdr = OPT(&o, F_v) ? 'v' : 'q';
	nfiles = o.argc;
	if (!*argv)
		argv = stdin_only;
	for (; (name = *argv); argv++) {
		fd = 0;
		if (strcmp(name, "-") && (fd = open(name, O_RDONLY)) < 0) {
			perror_msg("cannot open '%s' for reading", name);
			continue;
		}
		if (hdr == 'v' || (hdr != 'q' && nfiles > 1)) {
			r = snprintf(h->buf, sizeof(h->buf), "%s==> %s <==\n",
			    first ? "" : "\n",
			    fd ? name : "standard input");
			out(h->buf, MIN((size_t)r, sizeof(h->buf) - 1));
		}
		first = false;
		r = h->elide ? head_elide(h, fd) : head_start(h, fd);
		if (r < 0)
			perror_msg("error reading '%s'", name);
		if (fd)
			close(fd);
	}
	return exit_status;
}
