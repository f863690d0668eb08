/*
 * dd.c - copy a file block by block, converting
 *
 * POSIX.1-2024 dd's if= of= bs= ibs= obs= count= skip= seek= and conv=
 * notrunc, noerror, sync, swab, lcase, ucase; GNU's conv=fsync, fdatasync,
 * excl, nocreat, iflag=fullblock, skip_bytes, count_bytes, direct,
 * oflag=append, direct, sync, seek_bytes, status=none, noxfer, progress,
 * and GNU's number suffixes (c w b K M G T P E, KB..., KiB..., and one
 * product AxB). With bs= and no case or swab conversion each input block
 * is written as it was read, short or not; otherwise blocks are gathered
 * into obs-sized output blocks. The summary on stderr (also on SIGUSR1)
 * is GNU's. skip= on a file that cannot seek reads and discards; a short
 * read there ends the skip, as in GNU. seek= on an output that cannot
 * seek is an error, as in GNU. Not done: conv=ascii, ebcdic, ibm, block,
 * unblock, and the other GNU flags (nonblock, noatime, dsync...).
 *
 * applet: dd bin core
 * usage: dd [OPERAND]...
 *
 *	Copy standard input (or if=FILE) to standard output (or of=FILE).
 *
 *	if=FILE		Read FILE
 *	of=FILE		Write FILE (truncated at seek= unless conv=notrunc)
 *	bs=N		Read and write N bytes at a time
 *	ibs=N, obs=N	Input and output block sizes (default 512)
 *	count=N		Copy only N input blocks
 *	skip=N		Skip N input blocks first
 *	seek=N		Skip N output blocks first
 *	conv=LIST	notrunc, noerror, sync (pad blocks with zeros), fsync,
 *			fdatasync, excl, nocreat, swab, lcase, ucase
 *	iflag=LIST	fullblock, skip_bytes, count_bytes, direct
 *	oflag=LIST	append, direct, sync, seek_bytes
 *	status=LEVEL	none, noxfer or progress
 *
 *	N may end with c (1), w (2), b (512), K, M, G, T, P, E (powers of
 *	1024, also KiB...), KB, MB... (powers of 1000); AxB is A times B.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <signal.h>
#include <time.h>

enum {
	C_NOTRUNC = 1, C_NOERROR = 2, C_SYNC = 4, C_FSYNC = 8,
	C_FDATASYNC = 16, C_EXCL = 32, C_NOCREAT = 64, C_SWAB = 128,
	C_LCASE = 256, C_UCASE = 512
};
enum { I_FULLBLOCK = 1, I_SKIP_BYTES = 2, I_COUNT_BYTES = 4, I_DIRECT = 8 };
enum { O_APPEND_ = 1, O_DIRECT_ = 2, O_SYNC_ = 4, O_SEEK_BYTES = 8 };
enum { ST_DEFAULT, ST_NONE, ST_NOXFER, ST_PROGRESS };

/* the names as the operands spell them, NUL-separated, by bit */
static const char conv_names[] = "notrunc\0noerror\0sync\0fsync\0"
	"fdatasync\0excl\0nocreat\0swab\0lcase\0ucase\0";
static const char iflag_names[] = "fullblock\0skip_bytes\0count_bytes\0"
	"direct\0";
static const char oflag_names[] = "append\0direct\0sync\0seek_bytes\0";
static const char status_names[] = "\0none\0noxfer\0progress\0";
static const char keys[] = "if\0of\0bs\0ibs\0obs\0count\0skip\0seek\0"
	"conv\0iflag\0oflag\0status\0";

struct dd {
	const char		*in, *out;	/* names for messages */
	int			ifd, ofd, status;
	unsigned		conv, iflag, oflag;
	unsigned long long	ibs, obs, count, skip, seek;
	unsigned long long	fin, pin, fout, pout, bytes;
	struct timespec		start;
	long			shown;		/* progress: the last second */
	size_t			partial;	/* a short read to warn about */
	bool			whole, warn, warned, held;
	unsigned char		*ibuf, *obuf, hold;
	size_t			opos;
};

static volatile sig_atomic_t usr1;

static void
on_usr1(int sig)
{
	(void)sig;
	usr1 = 1;
}

/* index of s in a NUL-separated list, or -1 */
static int
lookup(const char *list, const char *s, size_t n)
{
	int i;

	for (i = 0; *list || !i; i++, list += strlen(list) + 1)
		if (strlen(list) == n && !strncmp(list, s, n))
			return i;
	return -1;
}

static NORETURN void
try_help(const char *fmt, const char *arg)
{
	error_msg(fmt, arg);
	fputs("Try 'dd --help' for more information.\n", stderr);
	xexit(1);
}

/* One number with an optional suffix, as GNU's dd reads it. */
static int
factor(const char *s, char **end, unsigned long long *v)
{
	static const char pw[] = "KMGTPEZY";
	unsigned long long m = 1, step = 1024;
	const char *u;
	int i;

	while (isspace((unsigned char)*s))
		s++;
	if (*s == '-' || !(isdigit((unsigned char)*s) || *s == '+'))
		return -1;
	errno = 0;
	*v = strtoull(s, end, 10);
	if (errno)
		return 1;
	s = *end;
	if (*s == 'c' || *s == 'w' || *s == 'b') {
		m = *s == 'c' ? 1 : *s == 'w' ? 2 : 512;
		s++;
	} else if (*s == 'B') {
		m = 1024;
		s++;
	} else if (*s && (u = strchr(pw, *s == 'k' ? 'K' : *s))) {
		s++;
		if (*s == 'B') {
			step = 1000;
			s++;
		} else if (s[0] == 'i' && s[1] == 'B') {
			s += 2;
		}
		for (i = 0; i <= u - pw; i++) {
			if (m > ULLONG_MAX / step)
				return 1;
			m *= step;
		}
	}
	*end = (char *)s;
	if (*v && m > ULLONG_MAX / *v)
		return 1;
	*v *= m;
	return 0;
}

static unsigned long long
number(const char *s, unsigned long long min)
{
	unsigned long long a, b = 1;
	char *e;
	int r;

	r = factor(s, &e, &a);
	if (r == 0 && *e == 'x') {
		if (!strncmp(s, "0x", 2))
			warn_msg("warning: '0x' is a zero multiplier; use '00x' if that "
			    "is intended");
		r = factor(e + 1, &e, &b);
		if (r == 0 && b && a > ULLONG_MAX / b)
			r = 1;
		a *= b;
	}
	if (r == 0 && *e)
		r = -1;
	if (r == 0 && a > LLONG_MAX)
		r = 1;
	if (r > 0)
		error_exit("invalid number: '%s': Value too large for defined data "
		    "type", s);
	if (r < 0 || a < min)
		error_exit("invalid number: '%s'", s);
	return a;
}

/* a comma-separated list of names into bits */
static unsigned
flags(const char *list, const char *names, const char *what)
{
	unsigned bits = 0;
	size_t n;
	int i;

	for (;; list += n + 1) {
		n = strcspn(list, ",");
		i = lookup(names, list, n);
		if (i < 0 || !n) {
			char *bad = xstrndup(list, n);

			try_help(what, bad);
		}
		bits |= 1u << i;
		if (!list[n])
			return bits;
	}
}

static char
unit(int u, unsigned base)
{
	return u == 1 && base == 1000 ? 'k' : "KMGTPE"[u - 1];
}

/*
 * n bytes the way GNU's human-readable option prints them: three
 * significant digits at most, rounded to nearest (ties to even), one
 * decimal below 10.
 */
static char *
human(char *p, unsigned long long n, unsigned base, const char *suffix)
{
	unsigned long long div = 1, q, r, v;
	int u = 0;

	while (n / div >= base) {
		div *= base;
		u++;
	}
	q = n / div;
	r = n % div;
	if (q < 10) {
		v = q * 10 + r * 10 / div;
		r = r * 10 % div;
	} else {
		v = q;
	}
	if (r * 2 > div || (r * 2 == div && (v & 1)))
		v++;
	if (q < 10 && v < 100)
		return p + sprintf(p, "%llu.%llu %c%s", v / 10, v % 10,
		    unit(u, base), suffix);
	if (q < 10)
		v /= 10;
	if (v >= base)
		return p + sprintf(p, "1.0 %c%s", unit(u + 1, base), suffix);
	return p + sprintf(p, "%llu %c%s", v, unit(u, base), suffix);
}

/* "N bytes (H, H) copied, S s, R/s", the rate in kB/s at least */
static void
xfer_line(struct dd *d, bool progress)
{
	char buf[200], *p = buf;
	struct timespec now;
	double s, rate;
	int u = 1;

	clock_gettime(CLOCK_MONOTONIC, &now);
	s = (now.tv_sec - d->start.tv_sec) +
	    (now.tv_nsec - d->start.tv_nsec) / 1e9;
	if (progress)
		*p++ = '\r';
	p += sprintf(p, "%llu byte%s ", d->bytes, d->bytes == 1 ? "" : "s");
	if (d->bytes >= 1000) {
		*p++ = '(';
		p = human(p, d->bytes, 1000, "B");
		if (d->bytes >= 1024) {
			p = stpcpy(p, ", ");
			p = human(p, d->bytes, 1024, "iB");
		}
		p = stpcpy(p, ") ");
	}
	rate = s > 0 ? d->bytes / s / 1000 : 0;
	while (rate >= 999.5 && u < 6) {
		rate /= 1000;
		u++;
	}
	p += sprintf(p, progress ? "copied, %.0f s, " : "copied, %g s, ", s);
	p += sprintf(p, rate < 99.95 ? "%.1f %cB/s" : "%.0f %cB/s", rate,
	    "kkMGTPE"[u]);
	if (!progress)
		*p++ = '\n';
	fflush(stdout);
	write_full(2, buf, p - buf);
}

static void
summary(struct dd *d)
{
	if (d->status == ST_NONE)
		return;
	if (d->shown) {
		write_full(2, "\n", 1);
		d->shown = 0;
	}
	fprintf(stderr, "%llu+%llu records in\n%llu+%llu records out\n",
	    d->fin, d->pin, d->fout, d->pout);
	if (d->status != ST_NOXFER)
		xfer_line(d, false);
}

/* the summary on SIGUSR1, and the progress line once a second */
static void
report(struct dd *d)
{
	struct timespec now;

	if (usr1) {
		usr1 = 0;
		summary(d);
	}
	if (d->status == ST_PROGRESS) {
		clock_gettime(CLOCK_MONOTONIC, &now);
		if (now.tv_sec - d->start.tv_sec > d->shown) {
			d->shown = now.tv_sec - d->start.tv_sec;
			xfer_line(d, true);
		}
	}
}

static NORETURN void
quit(struct dd *d, int status)
{
	summary(d);
	xexit(status);
}

static void *
buffer(unsigned long long n, const char *what)
{
	char h[32];
	void *p;

	/* page-aligned, as O_DIRECT needs (and reads are faster so) */
	if (n > SIZE_MAX - 4096 || posix_memalign(&p, 4096, n)) {
		human(h, n, 1024, "iB");
		error_exit("memory exhausted by %s buffer of size %llu bytes "
		    "(%s)", what, n, h);
	}
	return p;
}

/* one read, or all n bytes with iflag=fullblock; retried after a signal */
static ssize_t
get(struct dd *d, size_t n)
{
	size_t got = 0;
	ssize_t r;

	if (!d->ibuf)
		d->ibuf = buffer(d->ibs, "input");
	while (got < n) {
		r = read(d->ifd, d->ibuf + got, n - got);
		if (r < 0 && errno == EINTR) {
			report(d);
			continue;
		}
		if (r <= 0)
			return got ? (ssize_t)got : r;
		got += r;
		if (!(d->iflag & I_FULLBLOCK))
			break;
	}
	if (got < n && d->warn && !d->warned) {
		d->partial = got;
		d->warned = true;
	}
	return got;
}

static void
warn_partial(struct dd *d)
{
	if (d->partial && d->status != ST_NONE)
		warn_msg("warning: partial read (%zu bytes); suggest "
		    "iflag=fullblock", d->partial);
	d->partial = 0;
}

/* write one output block of n bytes and count it */
static void
put(struct dd *d, const unsigned char *buf, size_t n)
{
	size_t done = 0;
	ssize_t r;
	int fl;

	/* O_DIRECT cannot write the last, short block */
	if (n < d->obs && (d->oflag & O_DIRECT_) &&
	    (fl = fcntl(d->ofd, F_GETFL)) >= 0)
		fcntl(d->ofd, F_SETFL, fl & ~O_DIRECT);
	while (done < n) {
		r = write(d->ofd, buf + done, n - done);
		if (r < 0 && errno == EINTR) {
			report(d);
			continue;
		}
		if (r <= 0) {
			if (r == 0)
				errno = ENOSPC;
			perror_msg("error writing %s",
			    quote(d->out, QUOTE_SHELL_ESCAPE_ALWAYS));
			quit(d, 1);
		}
		done += r;
		d->bytes += r;
	}
	if (n == d->obs)
		d->fout++;
	else
		d->pout++;
}

/* gather bytes into obs-sized blocks */
static void
out_bytes(struct dd *d, const unsigned char *p, size_t n)
{
	size_t k;

	while (n) {
		k = MIN(n, d->obs - d->opos);
		memcpy(d->obuf + d->opos, p, k);
		d->opos += k;
		p += k;
		n -= k;
		if (d->opos == d->obs) {
			put(d, d->obuf, d->obs);
			d->opos = 0;
		}
	}
}

/* skip= input blocks: seek where we can, else read and discard */
static void
skip_input(struct dd *d)
{
	unsigned long long n = d->skip * (d->iflag & I_SKIP_BYTES ? 1 : d->ibs);
	struct stat st;
	ssize_t r;
	size_t want;

	if (n / (d->iflag & I_SKIP_BYTES ? 1 : d->ibs) != d->skip ||
	    n > LLONG_MAX)
		n = LLONG_MAX;
	if (lseek(d->ifd, 0, SEEK_CUR) >= 0) {
		if (!fstat(d->ifd, &st) && S_ISREG(st.st_mode) &&
		    (off_t)n > st.st_size - lseek(d->ifd, 0, SEEK_CUR)) {
			lseek(d->ifd, 0, SEEK_END);
			goto short_skip;
		}
		if (lseek(d->ifd, n, SEEK_CUR) >= 0)
			return;
		/* a block device's end */
		perror_msg("%s: cannot skip", quote(d->in, QUOTE_SHELL_ESCAPE));
		quit(d, 1);
	}
	while (n) {
		want = n < d->ibs ? n : d->ibs;
		r = get(d, want);
		if (r < 0) {
			perror_msg("error reading %s",
			    quote(d->in, QUOTE_SHELL_ESCAPE_ALWAYS));
			quit(d, 1);
		}
		if ((size_t)r < want)
			goto short_skip;
		n -= r;
	}
	return;
short_skip:
	if (d->status != ST_NONE)
		warn_msg("%s: cannot skip to specified offset",
	    quote(d->in, QUOTE_SHELL_ESCAPE));
}

static void
open_files(struct dd *d)
{
	int fl;

	if (d->in) {
		d->ifd = open(d->in, O_RDONLY |
		    (d->iflag & I_DIRECT ? O_DIRECT : 0));
		if (d->ifd < 0)
			perror_exit("failed to open %s",
			    quote(d->in, QUOTE_SHELL_ESCAPE_ALWAYS));
	} else {
		d->in = "standard input";
	}
	fl = (d->oflag & O_APPEND_ ? O_APPEND : 0) |
	    (d->oflag & O_DIRECT_ ? O_DIRECT : 0) |
	    (d->oflag & O_SYNC_ ? O_SYNC : 0);
	if (d->out) {
		fl |= O_WRONLY | (d->conv & C_NOCREAT ? 0 : O_CREAT) |
		    (d->conv & C_EXCL ? O_EXCL : 0) |
		    (d->conv & C_NOTRUNC || d->seek ? 0 : O_TRUNC);
		d->ofd = open(d->out, fl, 0666);
		if (d->ofd < 0)
			perror_exit("failed to open %s",
			    quote(d->out, QUOTE_SHELL_ESCAPE_ALWAYS));
	} else {
		d->out = "standard output";
		d->ofd = 1;
		if (fl)
			fcntl(1, F_SETFL, fcntl(1, F_GETFL) | fl);
	}
}

/* seek= output blocks; of= is cut there unless conv=notrunc */
static void
seek_output(struct dd *d)
{
	unsigned long long n = d->seek * (d->oflag & O_SEEK_BYTES ? 1 : d->obs);
	struct stat st;

	if (n / (d->oflag & O_SEEK_BYTES ? 1 : d->obs) != d->seek ||
	    n > LLONG_MAX || lseek(d->ofd, n, SEEK_CUR) < 0) {
		perror_msg("%s: cannot seek", quote(d->out, QUOTE_SHELL_ESCAPE));
		quit(d, 1);
	}
	if (d->ofd != 1 && !(d->conv & C_NOTRUNC) && !fstat(d->ofd, &st) &&
	    S_ISREG(st.st_mode) && ftruncate(d->ofd, n) < 0)
		perror_exit("failed to truncate to %llu bytes in output file "
		    "%s", n, quote(d->out, QUOTE_SHELL_ESCAPE_ALWAYS));
}

static void
copy(struct dd *d)
{
	unsigned long long blocks = 0, left = d->count;
	size_t want, i;
	ssize_t n;

	for (;;) {
		report(d);
		want = d->ibs;
		if (d->iflag & I_COUNT_BYTES) {
			if (!left)
				break;
			if (left < want)
				want = left;
		} else if (d->count != ULLONG_MAX && blocks == d->count) {
			break;
		}
		n = get(d, want);
		warn_partial(d);
		if (n < 0) {
			perror_msg("error reading %s",
			    quote(d->in, QUOTE_SHELL_ESCAPE_ALWAYS));
			if (!(d->conv & C_NOERROR)) {
				if (d->opos)
					put(d, d->obuf, d->opos);
				d->opos = 0;
				quit(d, 1);
			}
			summary(d);
			lseek(d->ifd, want, SEEK_CUR);
			if (!(d->conv & C_SYNC))
				continue;
			n = 0;
		} else if (n == 0) {
			break;
		}
		blocks++;
		left -= n < (ssize_t)left ? (size_t)n : left;
		if ((size_t)n == d->ibs)
			d->fin++;
		else
			d->pin++;
		if ((d->conv & C_SYNC) && (size_t)n < d->ibs) {
			memset(d->ibuf + n, 0, d->ibs - n);
			n = d->ibs;
		}
		if (d->conv & (C_LCASE | C_UCASE))
			for (i = 0; i < (size_t)n; i++)
				d->ibuf[i] = d->conv & C_LCASE ?
				    tolower(d->ibuf[i]) : toupper(d->ibuf[i]);
		if (d->whole) {
			put(d, d->ibuf, n);
			continue;
		}
		if (!d->obuf)
			d->obuf = buffer(d->obs, "output");
		if (!(d->conv & C_SWAB)) {
			out_bytes(d, d->ibuf, n);
			continue;
		}
		/* swab pairs bytes across reads: one may wait for the next */
		for (i = 0; i < (size_t)n; i++) {
			if (d->held) {
				unsigned char pair[2] = { d->ibuf[i], d->hold };

				out_bytes(d, pair, 2);
			}
			d->hold = d->ibuf[i];
			d->held = !d->held;
		}
	}
	if (d->held)
		out_bytes(d, &d->hold, 1);
	if (d->opos)
		put(d, d->obuf, d->opos);
}

int
dd_main(int argc, char **argv)
{
	struct dd d = { .ibs = 512, .obs = 512, .count = ULLONG_MAX };
	struct sigaction sa = { .sa_handler = on_usr1 };
	const char *v;
	unsigned long long bs = 0;
	int k, err;

	(void)argc;
	if (argv[1] && !strcmp(argv[1], "--"))
		argv++;
	while (*++argv) {
		v = strchr(*argv, '=');
		if (**argv == '-' && argv[0][1])
			try_help("invalid option -- '%.1s'", *argv + 1);
		k = v ? lookup(keys, *argv, v - *argv) : -1;
		if (k < 0)
			try_help("unrecognized operand %s",
			    quote(*argv, QUOTE_SHELL_ESCAPE_ALWAYS));
		v++;
		switch (k) {
		case 0: d.in = v; break;
		case 1: d.out = v; break;
		case 2: bs = number(v, 1); break;
		case 3: d.ibs = number(v, 1); break;
		case 4: d.obs = number(v, 1); break;
		case 5: d.count = number(v, 0); break;
		case 6: d.skip = number(v, 0); break;
		case 7: d.seek = number(v, 0); break;
		case 8: d.conv |= flags(v, conv_names,
			    "invalid conversion: '%s'"); break;
		case 9: d.iflag |= flags(v, iflag_names,
			    "invalid input flag: '%s'"); break;
		case 10: d.oflag |= flags(v, oflag_names,
			    "invalid output flag: '%s'"); break;
		default:
			d.status = lookup(status_names, v, strlen(v));
			if (d.status <= 0)
				try_help("invalid status level: '%s'", v);
		}
	}
	if ((d.conv & (C_EXCL | C_NOCREAT)) == (C_EXCL | C_NOCREAT))
		error_exit("cannot combine excl and nocreat");
	if ((d.conv & (C_LCASE | C_UCASE)) == (C_LCASE | C_UCASE))
		error_exit("cannot combine lcase and ucase");
	if (bs) {
		d.ibs = d.obs = bs;
		d.whole = !(d.conv & (C_SWAB | C_LCASE | C_UCASE));
		d.warn = (d.count != ULLONG_MAX || d.skip) &&
		    !(d.iflag & I_FULLBLOCK);
	}
	if ((d.iflag & I_COUNT_BYTES) && d.count == ULLONG_MAX)
		d.iflag &= ~I_COUNT_BYTES;
	sigaction(SIGUSR1, &sa, NULL);
	open_files(&d);
	clock_gettime(CLOCK_MONOTONIC, &d.start);
	if (d.skip)
		skip_input(&d);
	warn_partial(&d);
	if (d.seek)
		seek_output(&d);
	copy(&d);
	err = 0;
	if ((d.conv & C_FSYNC) ? fsync(d.ofd) :
	    (d.conv & C_FDATASYNC) ? fdatasync(d.ofd) : 0) {
		perror_msg("fsync failed for %s",
		    quote(d.out, QUOTE_SHELL_ESCAPE_ALWAYS));
		err = 1;
	}
	if (d.ofd != 1 && close(d.ofd) < 0) {
		perror_msg("closing output file %s",
		    quote(d.out, QUOTE_SHELL_ESCAPE_ALWAYS));
		err = 1;
	}
	summary(&d);
	free(d.ibuf);
	free(d.obuf);
	return err;
}
