/*
 * truncate.c - shrink or extend files to a size
 *
 * GNU coreutils truncate (not in POSIX). SIZE is decimal with GNU's
 * suffixes: K M G T P E Z Y (k m g t too) are powers of 1024, KB MB ...
 * powers of 1000, KiB MiB ... powers of 1024; a suffix alone counts one
 * unit. A leading + or - extends or shrinks by SIZE, < and > give an
 * upper or lower bound, / and % round down or up to a multiple. -o takes
 * SIZE in I/O blocks of each file; -r takes the size of RFILE (a relative
 * -s then applies to it). Extending leaves a hole. A FIFO or a file that
 * cannot be opened without blocking is an error, as GNU opens with
 * O_NONBLOCK.
 *
 * applet: truncate usr/bin core
 * opts: <1 c(no-create)o(io-blocks)r:(reference)s:(size)
 * usage: truncate [-co] [-s [+-<>/%]SIZE] [-r RFILE] FILE...
 *
 *	Set the size of each FILE, creating it if missing.
 *
 *	-s, --size SIZE	Set or adjust the size
 *	-r, --reference RFILE	Use the size of RFILE
 *	-c, --no-create	Do not create missing files
 *	-o, --io-blocks	SIZE counts each file's I/O blocks, not bytes
 * SPDX-License-Identifier: MIT
 */
#define FOR_truncate
#include "libbb.h"

/* SIZE's number and suffix; dies with GNU's message when it is bad */
static long long
parse(const char *arg, const char *s)
{
	static const char units[] = "KMGTPEZY";
	const char *u, *e = s;
	long long v = 1, mul = 1, step = 1024;
	int i, n;

	if (*s == '+' || *s == '-')
		e++;
	if (isdigit((unsigned char)*e)) {
		errno = 0;
		v = strtoll(s, (char **)&e, 10);
		if (errno == ERANGE)
			goto big;
	} else if (e != s || !*e) {
		goto bad;
	}
	if (!*e)
		return v;
	u = strchr(units, *e);
	if (!u && strchr("kmgt", *e))
		u = strchr(units, *e - 32);
	if (!u || !*e)
		goto bad;
	e++;
	if (!strcmp(e, "B"))
		step = 1000;
	else if (*e && strcmp(e, "iB"))
		goto bad;
	for (n = u - units + 1, i = 0; i < n; i++) {
		if (mul > LLONG_MAX / step)
			goto big;
		mul *= step;
	}
	if (v > LLONG_MAX / mul || v < LLONG_MIN / mul)
		goto big;
	return v * mul;
big:
	error_exit("Invalid number: %s: Value too large for defined data type",
	    quote(arg, QUOTE_LOCALE));
bad:
	error_exit("Invalid number: %s", quote(arg, QUOTE_LOCALE));
}

static const char *
q(const char *s)
{
	return quote(s, QUOTE_SHELL_ESCAPE_ALWAYS);
}

int
truncate_main(int argc, char **argv)
{
	struct opts o;
	const char *sz, *ref, *p;
	long long size = 0, base = 0, n, blk;
	struct stat st;
	char op = 0;
	int fd;

	(void)argc;
	argv = getopts(&o, OPTS_truncate, argv);
	sz = o.arg[S_s].s;
	ref = o.arg[S_r].s;
	if (!sz && !ref)
		usage_exit("you must specify either '--size' or '--reference'");
	if (OPT(&o, F_o) && !sz)
		usage_exit("'--io-blocks' was specified but '--size' was not");
	if (sz) {
		for (p = sz; isspace((unsigned char)*p); p++)
			;
		if (*p && strchr("<>/%", *p)) {
			op = *p++;
			while (isspace((unsigned char)*p))
				p++;
			if (*p && strchr("<>/%+-", *p))
				usage_exit("multiple relative modifiers "
				    "specified");
		} else if (*p == '+' || *p == '-') {
			op = '+';
		}
		size = parse(sz, p);
		if ((op == '/' || op == '%') && !size)
			error_exit("division by zero");
	}
	if (ref) {
		if (stat(ref, &st) < 0)
			perror_exit("cannot stat %s", q(ref));
		if (sz && !op)
			usage_exit("you must specify a relative '--size' with "
			    "'--reference'");
		base = st.st_size;
		if (!sz)
			size = base;
	}
	for (; *argv; argv++) {
		fd = open(*argv, O_WRONLY | O_NONBLOCK | O_CLOEXEC |
		    (OPT(&o, F_c) ? 0 : O_CREAT), 0666);
		if (fd < 0) {
			if (!(OPT(&o, F_c) && errno == ENOENT))
				perror_msg("cannot open %s for writing", q(*argv));
			continue;
		}
		n = size;
		if (fstat(fd, &st) < 0) {
			perror_msg("cannot fstat %s", q(*argv));
			goto next;
		}
		if (OPT(&o, F_o)) {
			blk = st.st_blksize > 0 ? st.st_blksize : 512;
			if (n > LLONG_MAX / blk || n < LLONG_MIN / blk) {
				error_msg("overflow in %lld * %lld byte blocks "
				    "for file %s", n, blk, q(*argv));
				goto next;
			}
			n *= blk;
		}
		if (!ref)
			base = S_ISREG(st.st_mode) ? st.st_size :
			    lseek(fd, 0, SEEK_END);
		if (base < 0)
			base = 0;
		if (op == '+') {
			if (n > 0 && base > LLONG_MAX - n) {
				error_msg("overflow extending size of file %s",
				    q(*argv));
				goto next;
			}
			n = base + n < 0 ? 0 : base + n;
		} else if (op == '<') {
			n = MIN(base, n);
		} else if (op == '>') {
			n = MAX(base, n);
		} else if (op == '/') {
			n = base / n * n;
		} else if (op == '%') {
			if (base % n && base / n * n > LLONG_MAX - n) {
				error_msg("overflow rounding up size of file %s",
				    q(*argv));
				goto next;
			}
			n = base % n ? base / n * n + n : base;
		} else if (ref && !sz) {
			n = base;
		}
		if (ftruncate(fd, n) < 0)
			perror_msg("failed to truncate %s at %lld bytes",
			    q(*argv), n);
next:
		close(fd);
	}
	return exit_status;
}
