/*
 * cmp.c - compare two files byte by byte
 *
 * POSIX.1-2024 cmp (-l -s) with GNU diffutils 3.8's options and words:
 * -b (--print-bytes) shows the differing bytes, -i SKIP1[:SKIP2]
 * (--ignore-initial) and the operands SKIP1 SKIP2 skip bytes first, -n
 * (--bytes) compares at most so many; sizes take 0x, 0 and GNU's
 * suffixes (kB K KiB M ...). "differ: char N, line L", "EOF on FILE after
 * byte N, line L" (or "in line L" inside a line, or "which is empty"),
 * and -l's offsets as wide as the largest that can be shown, as GNU.
 * Exit status 0 same, 1 different, 2 trouble.
 *
 * applet: cmp usr/bin core usage-exit=2
 * opts: <1 >4 b(print-bytes)i:(ignore-initial)l(verbose)n:(bytes)
 *	s(quiet)(silent)
 * usage: cmp [-bls] [-i SKIP1[:SKIP2]] [-n BYTES] FILE1 [FILE2 [SKIP1 [SKIP2]]]
 *
 *	Compare FILE1 with FILE2 (- or none: standard input).
 *
 *	-b, --print-bytes	Show the differing bytes
 *	-i, --ignore-initial N[:M]	Skip N bytes of FILE1 (and M of FILE2)
 *	-l, --verbose	List every differing byte: offset and octal values
 *	-n, --bytes N	Compare at most N bytes
 *	-s, --quiet, --silent	Print nothing; only the exit status tells
 * SPDX-License-Identifier: MIT
 */
#define FOR_cmp
#include "libbb.h"

struct cmpfile {
	const char		*name;
	int			fd;
	unsigned long long	skip;
	unsigned char		buf[65536];
};

static unsigned long long
size_arg(const char *s, const char *what)
{
	unsigned long long v;

	if (parse_gnu_size(s, SIZE_GNU, "kKMGTPEZY", &v) < 0 || v > LLONG_MAX)
		usage_exit("invalid --%s value '%s'", what, s);
	return v;
}

/* cat -v's form of a byte, as -b shows it */
static char *
vis(char *b, int c)
{
	char *p = b;

	if (c >= 128)
		*p++ = 'M', *p++ = '-', c -= 128;
	if (c < ' ' || c == 127)
		*p++ = '^', c ^= 64;
	*p++ = c;
	*p = 0;
	return b;
}

int
cmp_main(int argc, char **argv)
{
	struct opts o;
	struct cmpfile *f;
	struct stat st[2];
	unsigned long long lim = ULLONG_MAX, width = LLONG_MAX, off = 0;
	unsigned long long line = 1, left;
	ssize_t n[2], i, m;
	char *colon, b1[8], b2[8];
	int k, w, ret = 0, last = '\n';
	bool quiet, list;

	(void)argc;
	argv = getopts(&o, OPTS_cmp, argv);
	quiet = OPT(&o, F_s), list = OPT(&o, F_l);
	if (quiet && list)
		usage_exit("options -l and -s are incompatible");
	f = xzalloc(2 * sizeof(*f));
	f[0].name = argv[0];
	f[1].name = o.argc > 1 ? argv[1] : "-";
	if (OPT(&o, F_i)) {
		colon = strchr(o.arg[S_i].s, ':');
		if (colon)
			*colon++ = 0;
		f[0].skip = size_arg(o.arg[S_i].s, "ignore-initial");
		f[1].skip = colon ? size_arg(colon, "ignore-initial") :
		    f[0].skip;
	}
	for (k = 0; k < 2 && k + 2 < o.argc; k++)
		f[k].skip = size_arg(argv[k + 2], "ignore-initial");
	if (o.argc == 3)
		f[1].skip = 0;
	if (OPT(&o, F_n))
		lim = size_arg(o.arg[S_n].s, "bytes");
	for (k = 0; k < 2; k++) {
		f[k].fd = strcmp(f[k].name, "-") ? open(f[k].name, O_RDONLY) : 0;
		if (f[k].fd < 0 || fstat(f[k].fd, &st[k]) < 0) {
			if (!quiet)
				perror_msg("%s", f[k].name);
			return 2;
		}
	}
	/* one file at one offset is the same as itself */
	if (st[0].st_dev == st[1].st_dev && st[0].st_ino == st[1].st_ino &&
	    f[0].skip == f[1].skip && lseek(f[0].fd, 0, SEEK_CUR) ==
	    lseek(f[1].fd, 0, SEEK_CUR))
		return 0;
	width = MIN(width, lim);
	for (k = 0; k < 2; k++) {
		if (S_ISREG(st[k].st_mode))
			width = MIN(width, (unsigned long long)st[k].st_size >
			    f[k].skip ? st[k].st_size - f[k].skip : 0);
		/* skip by seeking where the file can, else by reading */
		if (f[k].skip && (f[k].skip > LLONG_MAX ||
		    lseek(f[k].fd, f[k].skip, SEEK_CUR) < 0))
			for (left = f[k].skip; left; left -= m) {
				m = read(f[k].fd, f[k].buf,
				    MIN(left, sizeof(f[k].buf)));
				if (m < 0)
					goto rerr;
				if (!m)
					break;
			}
	}
	for (w = 1; width >= 10; width /= 10)
		w++;
	for (;;) {
		for (k = 0; k < 2; k++) {
			n[k] = read_full(f[k].fd, f[k].buf,
			    MIN(lim - off, sizeof(f[k].buf)));
			if (n[k] < 0)
				goto rerr;
		}
		m = MIN(n[0], n[1]);
		for (i = 0; i < m; i++) {
			if (f[0].buf[i] == f[1].buf[i]) {
				line += f[0].buf[i] == '\n';
				continue;
			}
			ret = 1;
			if (quiet)
				goto out;
			if (!list) {
				printf("%s %s differ: %s %llu, line %llu",
				    f[0].name, f[1].name, OPT(&o, F_b) ?
				    "byte" : "char", off + i + 1, line);
				if (OPT(&o, F_b))
					printf(" is %3o %s %3o %s", f[0].buf[i],
					    vis(b1, f[0].buf[i]), f[1].buf[i],
					    vis(b2, f[1].buf[i]));
				putchar('\n');
				goto out;
			}
			if (OPT(&o, F_b))
				printf("%*llu %3o %-4s %3o %s\n", w, off + i + 1,
				    f[0].buf[i], vis(b1, f[0].buf[i]),
				    f[1].buf[i], vis(b2, f[1].buf[i]));
			else
				printf("%*llu %3o %3o\n", w, off + i + 1,
				    f[0].buf[i], f[1].buf[i]);
		}
		if (m)
			last = f[0].buf[m - 1];
		off += m;
		if (n[0] != n[1]) {
			/* the shorter one ended within the limit */
			k = n[0] > n[1];
			if (!quiet) {
				fflush(stdout);
				if (!off)
					error_msg("EOF on %s which is empty",
					    f[k].name);
				else if (list)
					error_msg("EOF on %s after byte %llu",
					    f[k].name, off);
				else
					error_msg("EOF on %s after byte %llu, "
					    "%sline %llu", f[k].name, off,
					    last == '\n' ? "" : "in ",
					    line - (last == '\n'));
			}
			ret = 1;
			goto out;
		}
		if (!m || off == lim)
			goto out;
	}
rerr:
	perror_msg("%s", f[k].name);	/* even with -s, as GNU */
	ret = 2;
out:
	for (k = 0; k < 2; k++)
		if (f[k].fd > 0)
			close(f[k].fd);
	free(f);
	return ret;
}
