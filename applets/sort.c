/*
 * sort.c - sort, merge or check lines of text
 *
 * POSIX.1-2024 sort with GNU coreutils' options, messages and exit
 * statuses (2 for trouble, 1 for -c's disorder) in the C locale: bytes
 * compare as unsigned chars, -f folds ASCII letters. Keys (-k POS1[,POS2]
 * with .CHAR and the per-key flags bdfghiMnRrV) are found as GNU finds
 * them; a key with none of its own flags takes the global ones. Lines
 * whose keys compare equal are compared whole, bytewise, unless -s or -u
 * (reversed by a global -r). -V is GNU's version order (filevercmp: file
 * suffixes, "~" first, digit runs as numbers); -R orders by a seeded
 * 64-bit hash of the key, so equal keys stay together; -g reads numbers
 * with strtold (not a number < NaN < -inf < numbers < inf).
 *
 * Memory is bounded by -S (a number of KiB, or with a suffix b K M G T P
 * E or %; default an eighth of the RAM sysinfo reports, at least 1 MiB):
 * when the lines read so far fill it, they are sorted and written to a
 * temporary file in -T DIR, $TMPDIR or /tmp, and the runs are merged, 16
 * at a time. Temporary files are unlinked as soon as they are made (with
 * signals blocked in between), so nothing is left behind by an exit, an
 * error, SIGINT or SIGTERM. All input is read before -o's file is opened,
 * so -o may name an input; with -m such an input is copied first. A
 * regular -o file is written beside it and renamed over it when whole,
 * so a full disk or a signal never truncates it (GNU's is truncated).
 * Deviations: one thread (--parallel=N is checked and otherwise ignored),
 * no --random-source, --files0-from, --compress-program, --debug or
 * --batch-size, no obsolete +POS1 -POS2 keys; usage errors print the
 * synopsis, not GNU's "Try 'sort --help'" line.
 *
 * applet: sort usr/bin core usage-exit=2
 * opts: (parallel):(check)?b(ignore-leading-blanks)cC
 *	d(dictionary-order)f(ignore-case)g(general-numeric-sort)
 *	h(human-numeric-sort)i(ignore-nonprinting)k*(key)m(merge)
 *	M(month-sort)n(numeric-sort)o:(output)r(reverse)R(random-sort)
 *	s(stable)S:(buffer-size)t:(field-separator)T*(temporary-directory)
 *	u(unique)V(version-sort)z(zero-terminated)
 * usage: sort [-bcCdfghiMmnRrsuVz] [-k POS1[,POS2]]... [-t SEP] [-o FILE]
 *	[-S SIZE] [-T DIR] [FILE]...
 *
 *	Write the lines of the FILEs (- or none: standard input), sorted.
 *
 *	-b, --ignore-leading-blanks	Ignore blanks before a key
 *	-d, --dictionary-order	Compare only blanks, letters and digits
 *	-f, --ignore-case	Fold lower case to upper case
 *	-g, --general-numeric-sort	Compare floating-point numbers
 *	-h, --human-numeric-sort	Compare numbers with K M G... suffixes
 *	-i, --ignore-nonprinting	Compare only printable characters
 *	-M, --month-sort	Compare month names (JAN < ... < DEC)
 *	-n, --numeric-sort	Compare decimal numbers
 *	-R, --random-sort	Shuffle, keeping equal keys together
 *	-r, --reverse	Reverse the order
 *	-V, --version-sort	Compare version numbers
 *	-k, --key POS1[,POS2]	Sort on the key from field POS1 to POS2
 *		(F[.C][bdfghiMnRrV]; default: the line's end)
 *	-t, --field-separator SEP	Fields end at SEP, not at blanks
 *	-s, --stable	No last-resort comparison of whole lines
 *	-u, --unique	Output only the first of lines that compare equal
 *	-c, --check[=diagnose-first]	Check that the input is sorted
 *	-C, --check=quiet	The same, silently
 *	-m, --merge	Merge FILEs that are already sorted
 *	-o, --output FILE	Write to FILE (which may be an input)
 *	-S, --buffer-size SIZE	Use at most SIZE of memory (K by default)
 *	-T, --temporary-directory DIR	Put temporary files in DIR
 *	--parallel N	Accepted; sort runs one thread
 *	-z, --zero-terminated	Lines end with NUL, not newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_sort
#include "libbb.h"
#include <math.h>
#include <signal.h>
#include <sys/random.h>
#include <sys/sysinfo.h>
#include <time.h>

#define NMERGE	16	/* runs merged at once */

/* key flags; a key with none of K_OWN takes the global ones */
enum {
	K_BS = 1, K_BE = 2, K_D = 4, K_F = 8, K_G = 16, K_H = 32, K_I = 64,
	K_M = 128, K_N = 256, K_RND = 512, K_REV = 1024, K_V = 2048,
	K_OWN = 4095
};
static const char kletters[] = "bbdfghiMnRrV";	/* bit k: kletters[k] */

struct key {
	size_t		sf, sc, ef, ec;	/* 0-based; ef SIZE_MAX: line end */
	unsigned	fl;
};

/* a source of lines: an input file or a temporary run */
struct src {
	int		fd;
	const char	*name;
	char		*buf;
	size_t		cap, pos, end;
	bool		eof;
	const char	*line;		/* the current line, after src_next */
	size_t		len;
};

struct run {
	int		fd, level;
	const char	*name;
};

static struct key *keys;
static int nkeys;
static unsigned gflags;
static int tab = -1;
static char delim = '\n';
static bool stable, unique, plain;
static uint64_t seed;
static const char *outname = "'standard output'";

static char **tmpdirs;
static int ntmpdirs, nexttmp;
static struct run *runs;
static int nruns, runcap;

/* the arena: line records [size_t len][bytes][delimiter], 8-aligned */
static size_t budget, blksize;
static char **blocks;
static size_t nblocks, curblk, blkfill, arena;
/*
 * What is sorted in memory: a record and a 64-bit digest of its first key
 * (the key's first bytes, or -n's number in short), whose order is the
 * key's where two digests differ; 0 for the other orders.
 */
struct ent {
	uint64_t	pre;
	size_t		*rec;
};
static struct ent *lines;
static size_t nlines, linecap;
static int prekind, prerev;	/* 1 bytes, 2 -n; prerev -1 for -r */

#define die2(...)	status_exit(2, __VA_ARGS__)

static NORETURN void
pdie2(const char *what, const char *name)
{
	die2("%s: %s: %s", what, name, strerror(errno));
}

/* GNU's blanks: isblank and newline */
static inline bool
blank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

/* ---- finding keys ---- */

/* past f fields; with -t the last one's separator too when last_sep */
static const char *
skip_fields(const char *p, const char *lim, size_t f, bool last_sep)
{
	if (tab >= 0) {
		while (p < lim && f--) {
			while (p < lim && *p != tab)
				p++;
			if (p < lim && (f || last_sep))
				p++;
		}
	} else {
		while (p < lim && f--) {
			while (p < lim && blank(*p))
				p++;
			while (p < lim && !blank(*p))
				p++;
		}
	}
	return p;
}

static const char *
key_begin(const char *p, const char *lim, const struct key *k)
{
	p = skip_fields(p, lim, k->sf, true);
	if (k->fl & K_BS)
		while (p < lim && blank(*p))
			p++;
	return (size_t)(lim - p) < k->sc ? lim : p + k->sc;
}

static const char *
key_limit(const char *p, const char *lim, const struct key *k)
{
	size_t f = k->ef, c = k->ec;

	if (f == SIZE_MAX)
		return lim;
	if (!c)
		f++;
	p = skip_fields(p, lim, f, c);
	if (c) {
		if (k->fl & K_BE)
			while (p < lim && blank(*p))
				p++;
		p = (size_t)(lim - p) < c ? lim : p + c;
	}
	return p;
}

/* ---- the orders ---- */

static int
bytecmp(const char *a, size_t al, const char *b, size_t bl)
{
	int d = memcmp(a, b, MIN(al, bl));

	return d ? d : (al > bl) - (al < bl);
}

/* a decimal number, -n's way: blanks, '-', digits, '.', digits */
struct num {
	const char	*i, *f;
	size_t		il, fl;
	bool		neg;
	char		unit;	/* the byte after the number, or 0 */
};

static void
num_parse(struct num *n, const char *p, const char *lim)
{
	while (p < lim && blank(*p))
		p++;
	n->neg = p < lim && *p == '-';
	p += n->neg;
	while (p < lim && *p == '0')
		p++;
	for (n->i = p; p < lim && isdigit((unsigned char)*p); p++)
		;
	n->il = p - n->i;
	n->f = p;
	n->fl = 0;
	if (p < lim && *p == '.') {
		for (n->f = ++p; p < lim && isdigit((unsigned char)*p); p++)
			;
		n->fl = p - n->f;
		while (n->fl && n->f[n->fl - 1] == '0')
			n->fl--;
	}
	n->unit = p < lim ? *p : 0;
	if (!n->il && !n->fl)
		n->neg = false;
}

static int
num_cmp(const struct num *a, const struct num *b)
{
	int d;

	if (a->neg != b->neg)
		return a->neg ? -1 : 1;
	if (a->il != b->il)
		d = a->il > b->il ? 1 : -1;
	else if (!(d = memcmp(a->i, b->i, a->il)))
		d = bytecmp(a->f, a->fl, b->f, b->fl);
	return a->neg ? -d : d;
}

/* -h: the sign, then the suffix (none K M G T P E Z Y R Q), then -n */
static int
human_order(const struct num *n)
{
	static const char units[] = "KMGTPEZYRQ";
	const char *u;
	int o = 0;

	if (!n->il && !n->fl)
		return 0;
	if (n->unit == 'k')
		o = 1;
	else if (n->unit && (u = strchr(units, n->unit)))
		o = u - units + 1;
	o++;
	return n->neg ? -o : o;
}

/* -g: not a number < NaN < -inf < ... < inf */
static char *gbuf[2];
static size_t gcap[2];

static char *
gcopy(int w, const char *p, size_t n)
{
	if (n >= gcap[w]) {
		gcap[w] = n + 64;
		gbuf[w] = xrealloc(gbuf[w], gcap[w], 1);
	}
	memcpy(gbuf[w], p, n);
	gbuf[w][n] = 0;
	return gbuf[w];
}

static int
neg(const char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	return *s == '-';
}

static int
general_cmp(const char *a, size_t al, const char *b, size_t bl)
{
	char *sa = gcopy(0, a, al), *sb = gcopy(1, b, bl), *ea, *eb;
	long double x = strtold(sa, &ea), y = strtold(sb, &eb);

	if (sa == ea)
		return sb == eb ? 0 : -1;
	if (sb == eb)
		return 1;
	if (x < y)
		return -1;
	if (x > y)
		return 1;
	if (x == y)
		return 0;
	if (isnan(x) && isnan(y))	/* glibc's nan < -nan */
		return neg(sa) - neg(sb);
	return isnan(x) ? -1 : 1;
}

static int
month(const char *p, const char *lim)
{
	static const char names[] = "JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC";
	int m, i;

	while (p < lim && blank(*p))
		p++;
	if (lim - p < 3)
		return 0;
	for (m = 0; m < 12; m++) {
		for (i = 0; i < 3; i++)
			if (toupper((unsigned char)p[i]) != names[3 * m + i])
				break;
		if (i == 3)
			return m + 1;
	}
	return 0;
}

static bool
ignored(unsigned fl, unsigned char c)
{
	if (fl & K_D)
		return !(isalnum(c) || c == ' ' || c == '\t');
	return (fl & K_I) && !isprint(c);
}

static int
fold(unsigned fl, unsigned char c)
{
	return fl & K_F ? toupper(c) : c;
}

static int
trans_cmp(unsigned fl, const char *a, const char *al, const char *b,
    const char *bl)
{
	int d;

	for (;; a++, b++) {
		while (a < al && ignored(fl, *a))
			a++;
		while (b < bl && ignored(fl, *b))
			b++;
		if (a == al || b == bl)
			return (a < al) - (b < bl);
		if ((d = fold(fl, *a) - fold(fl, *b)))
			return d;
	}
}

/* -d -i -f applied to a copy, for -R and -V */
static const char *
transform(int w, unsigned fl, const char *p, const char *lim, size_t *n)
{
	char *s;

	if (!(fl & (K_D | K_I | K_F))) {
		*n = lim - p;
		return p;
	}
	s = gcopy(w, p, lim - p);
	for (*n = 0; p < lim; p++)
		if (!ignored(fl, *p))
			s[(*n)++] = fold(fl, *p);
	return s;
}

static uint64_t
hash(const char *p, size_t n)
{
	uint64_t h = seed;

	while (n--)
		h = (h ^ (unsigned char)*p++) * 0x100000001b3ULL;
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdULL;
	h ^= h >> 33;
	return h;
}

static int
key_cmp(const struct key *k, const char *ta, const char *la, const char *tb,
    const char *lb)
{
	unsigned fl = k->fl;
	struct num na, nb;
	const char *a, *b;
	size_t an, bn;
	uint64_t ha, hb;
	int d;

	if (fl & (K_N | K_H)) {
		num_parse(&na, ta, la);
		num_parse(&nb, tb, lb);
		if (fl & K_H && (d = human_order(&na) - human_order(&nb)))
			return d;
		return num_cmp(&na, &nb);
	}
	if (fl & K_G)
		return general_cmp(ta, la - ta, tb, lb - tb);
	if (fl & K_M)
		return month(ta, la) - month(tb, lb);
	if (fl & (K_RND | K_V)) {
		a = transform(0, fl, ta, la, &an);
		b = transform(1, fl, tb, lb, &bn);
		if (fl & K_V)
			return filevercmp(a, an, b, bn);
		ha = hash(a, an);
		hb = hash(b, bn);
		if (ha != hb)
			return ha < hb ? -1 : 1;
		return bytecmp(a, an, b, bn);
	}
	if (fl & (K_D | K_I | K_F))
		return trans_cmp(fl, ta, la, tb, lb);
	return bytecmp(ta, la - ta, tb, lb - tb);
}

/* compare two lines (without their delimiters) */
static int
compare(const char *a, size_t al, const char *b, size_t bl)
{
	const char *ta, *la, *tb, *lb;
	int i, d = 0;

	if (plain)
		d = bytecmp(a, al, b, bl);
	else {
		for (i = 0; i < nkeys; i++) {
			ta = key_begin(a, a + al, &keys[i]);
			la = key_limit(a, a + al, &keys[i]);
			tb = key_begin(b, b + bl, &keys[i]);
			lb = key_limit(b, b + bl, &keys[i]);
			if (la < ta)
				la = ta;
			if (lb < tb)
				lb = tb;
			if ((d = key_cmp(&keys[i], ta, la, tb, lb))) {
				d = (d > 0) - (d < 0);
				return keys[i].fl & K_REV ? -d : d;
			}
		}
		if (stable || unique)
			return 0;
		d = bytecmp(a, al, b, bl);
	}
	return gflags & K_REV ? -d : d;
}

static int
rec_cmp(const void *x, const void *y)
{
	const size_t *a = x, *b = y;

	return compare((const char *)(a + 1), *a, (const char *)(b + 1), *b);
}

/* ---- options ---- */

static const char *
key_num(const char *s, size_t *v)
{
	unsigned long long n = 0;

	while (isdigit((unsigned char)*s)) {
		n = n > (SIZE_MAX - 9) / 10 ? SIZE_MAX : n * 10 + (*s - '0');
		s++;
	}
	*v = n;
	return s;
}

/* the letters after a position; b means K_BS or K_BE by position */
static const char *
key_flags(const char *s, unsigned *fl, unsigned b)
{
	const char *l;

	for (; *s && (l = strchr(kletters, *s)); s++)
		*fl |= l == kletters ? b : 1u << (l - kletters);
	return s;
}

static void
key_parse(struct key *k, const char *spec)
{
	const char *s = spec, *e;

	memset(k, 0, sizeof(*k));
	k->ef = SIZE_MAX;
	if ((e = key_num(s, &k->sf)) == s)
		die2("invalid number at field start: invalid count at start "
		    "of '%s'", s);
	if (!k->sf--)
		die2("field number is zero: invalid field specification '%s'",
		    spec);
	s = e;
	if (*s == '.' && s++) {
		if ((e = key_num(s, &k->sc)) == s)
			die2("invalid number after '.': invalid count at start "
			    "of '%s'", s);
		if (!k->sc--)
			die2("character offset is zero: invalid field "
			    "specification '%s'", spec);
		s = e;
	}
	s = key_flags(s, &k->fl, K_BS);
	if (*s == ',' && s++) {
		if ((e = key_num(s, &k->ef)) == s)
			die2("invalid number after ',': invalid count at start "
			    "of '%s'", s);
		if (!k->ef--)
			die2("field number is zero: invalid field "
			    "specification '%s'", spec);
		s = e;
		if (*s == '.' && s++) {
			if ((e = key_num(s, &k->ec)) == s)
				die2("invalid number after '.': invalid count "
				    "at start of '%s'", s);
			s = e;
		}
		s = key_flags(s, &k->fl, K_BE);
	}
	if (*s)
		die2("stray character in field spec: invalid field "
		    "specification '%s'", spec);
}

/* GNU's "options '-gn' are incompatible" */
static void
key_check(unsigned fl)
{
	static const char order[] = "dfghiMnRV";
	int num = !!(fl & K_G) + !!(fl & K_H) + !!(fl & K_M) + !!(fl & K_N);
	char buf[16], *p = buf;
	const char *c;

	if (num < 2 && !(num && fl & (K_D | K_I | K_RND | K_V)))
		return;
	for (c = order; *c; c++) {
		unsigned bit = 1u << (strchr(kletters, *c) - kletters);

		if ((fl & bit) && !(*c == 'i' && fl & K_D))
			*p++ = *c;
	}
	*p = 0;
	die2("options '-%s' are incompatible", buf);
}

static size_t
ram(void)
{
	struct sysinfo si;

	if (sysinfo(&si))
		return 64 << 20;
	return (unsigned long long)si.totalram * si.mem_unit > SIZE_MAX / 2 ?
	    SIZE_MAX / 2 : si.totalram * si.mem_unit;
}

/* -S: KiB by default, or with b K M G T P E Z Y or % */
static size_t
parse_buffer(const char *s)
{
	static const char units[] = "bKMGTPEZY";
	unsigned long long v, mul = 1;
	const char *u;
	char *end;
	int i;

	while (isspace((unsigned char)*s))
		s++;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (end == s || *s == '-')
		die2("invalid -S argument '%s'", s);
	if (errno)
		die2("-S argument '%s' too large", s);
	if (!*end)
		mul = 1024;
	else if (end[1])
		die2("invalid suffix in -S argument '%s'", s);
	else if (*end == '%') {
		if (v > 100 && v > ULLONG_MAX / ram())
			die2("-S argument '%s' too large", s);
		return MIN(v * (ram() / 100), SIZE_MAX / 2);
	} else if ((u = strchr(units, *end == 'b' ? 'b' : toupper(*end))) &&
	    *end != 'B')
		for (i = 0; i < u - units; i++)
			mul *= 1024;
	else
		die2("invalid suffix in -S argument '%s'", s);
	if (!mul || (v && mul > ULLONG_MAX / v))
		die2("-S argument '%s' too large", s);
	return MIN(v * mul, SIZE_MAX / 2);
}

/* ---- reading ---- */

static void
src_open(struct src *s, int fd, const char *name, size_t cap)
{
	memset(s, 0, sizeof(*s));
	s->fd = fd;
	s->name = name;
	s->cap = cap;
	s->buf = xmalloc(cap);
}

/* the next line into s->line and s->len; false at the end */
static bool
src_next(struct src *s)
{
	char *p;
	ssize_t n;

	for (;;) {
		p = memchr(s->buf + s->pos, delim, s->end - s->pos);
		if (p || (s->eof && s->pos < s->end)) {
			s->line = s->buf + s->pos;
			s->len = p ? (size_t)(p - s->line) : s->end - s->pos;
			s->pos += s->len + !!p;
			return true;
		}
		if (s->eof)
			return false;
		if (s->pos) {
			memmove(s->buf, s->buf + s->pos, s->end - s->pos);
			s->end -= s->pos;
			s->pos = 0;
		}
		if (s->end == s->cap)
			s->buf = xrealloc(s->buf, s->cap *= 2, 1);
		n = read(s->fd, s->buf + s->end, s->cap - s->end);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			pdie2("read failed", s->name);
		}
		s->end += n;
		s->eof = !n;
	}
}

static void
src_close(struct src *s)
{
	if (s->fd > 0)
		close(s->fd);
	free(s->buf);
}

static int
open_input(const char *name)
{
	int fd;

	if (!strcmp(name, "-"))
		return 0;
	if ((fd = open(name, O_RDONLY | O_CLOEXEC)) < 0)
		pdie2("cannot read", name);
	return fd;
}

/* ---- temporary runs ---- */

static int
temp_file(void)
{
	sigset_t all, old;
	char *path;
	int fd, err;

	path = join_path(tmpdirs[nexttmp], "sortXXXXXX");
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	fd = mkostemp(path, O_CLOEXEC);
	err = errno;
	if (fd >= 0)
		unlink(path);
	sigprocmask(SIG_SETMASK, &old, NULL);
	free(path);
	if (fd < 0) {
		errno = err;
		die2("cannot create temporary file in '%s': %s",
		    tmpdirs[nexttmp], strerror(err));
	}
	nexttmp = (nexttmp + 1) % ntmpdirs;
	return fd;
}

static FILE *
temp_stream(int *fd)
{
	FILE *f;

	*fd = temp_file();
	if (!(f = fdopen(dup(*fd), "w")))
		die2("write failed: %s", strerror(errno));
	return f;
}

static void
temp_done(FILE *f, int fd)
{
	if (fclose(f))
		die2("write failed: %s: %s", tmpdirs[0], strerror(errno));
	xlseek(fd, 0, SEEK_SET);
}

static void
add_run(int fd, int level, const char *name)
{
	if (nruns == runcap)
		runs = xrealloc(runs, runcap = runcap * 2 + 8, sizeof(*runs));
	runs[nruns].fd = fd;
	runs[nruns].name = name;
	runs[nruns++].level = level;
}

static void
put_line(FILE *f, const char *p, size_t n)
{
	fwrite_unlocked(p, 1, n, f);
	putc_unlocked(delim, f);
}

/* ---- output ---- */

/*
 * -o's file: a regular file (or a new one) is written under a temporary
 * name beside it and renamed over it when complete, so a full disk or a
 * signal never leaves half of the output, nor truncates an input that -o
 * names (libbb/partial.c); anything else is written in place, as GNU
 * sort writes every -o file.
 */
static char *outtmp;

static void
open_output(const char *name)
{
	int fd;

	if (!name)
		return;
	fd = partial_open(name, &outtmp);
	if (fd < 0)
		pdie2("open failed", name);
	xdup2(fd, 1);
	close(fd);
	outname = name;
}

static void
finish_output(void)
{
	int err;

	if (fflush(stdout) || ferror(stdout) ||
	    (outtmp && fsync(1) < 0 && errno != EINVAL)) {
		err = errno ? errno : EIO;
		clearerr(stdout);
		/* GNU's words: -o's file fails a write, stdout a flush */
		error_msg("%s failed: %s: %s", outtmp || strcmp(outname,
		    "'standard output'") ? "write" : "fflush", outname,
		    strerror(err));
		die2("write error");
	}
	if (outtmp) {
		if (partial_commit(outtmp, outname) < 0)
			pdie2("cannot create", outname);
		partial_end();
		free(outtmp);
		outtmp = NULL;
	}
}

/* ---- merging ---- */

static struct src *msrc;
static int *heap;

static bool
heap_less(int x, int y)
{
	int d = compare(msrc[x].line, msrc[x].len, msrc[y].line, msrc[y].len);

	return d < 0 || (d == 0 && x < y);
}

static void
heap_down(int n, int i)
{
	int c, t;

	for (; (c = 2 * i + 1) < n; i = c) {
		if (c + 1 < n && heap_less(heap[c + 1], heap[c]))
			c++;
		if (!heap_less(heap[c], heap[i]))
			break;
		t = heap[i], heap[i] = heap[c], heap[c] = t;
	}
}

/* merge the k sources into f; -u keeps the first of equal lines */
static void
merge(struct src *s, int k, FILE *f)
{
	char *last = NULL;
	size_t lastlen = 0, lastcap = 0;
	bool have = false;
	int n = 0, i, top;

	msrc = s;
	heap = xmalloc(k * sizeof(*heap));
	for (i = 0; i < k; i++)
		if (src_next(&s[i]))
			heap[n++] = i;
	for (i = n / 2; i-- > 0;)
		heap_down(n, i);
	while (n) {
		top = heap[0];
		if (!unique || !have ||
		    compare(last, lastlen, s[top].line, s[top].len)) {
			put_line(f, s[top].line, s[top].len);
			if (unique) {
				if (s[top].len > lastcap)
					last = xrealloc(last,
					    lastcap = s[top].len * 2, 1);
				memcpy(last, s[top].line, s[top].len);
				lastlen = s[top].len;
				have = true;
			}
		}
		if (!src_next(&s[top]))
			heap[0] = heap[--n];
		heap_down(n, 0);
	}
	free(last);
	free(heap);
}

static size_t
merge_bufsize(int k)
{
	return MIN(MAX(budget / (k + 1), 4096), 1 << 18);
}

/* merge runs[from, from+k) into one run there, of the given level */
static void
merge_runs(int from, int k, int level)
{
	struct src *s = xmalloc(k * sizeof(*s));
	FILE *f;
	int fd, i;

	for (i = 0; i < k; i++)
		src_open(&s[i], runs[from + i].fd, runs[from + i].name,
		    merge_bufsize(k));
	f = temp_stream(&fd);
	merge(s, k, f);
	for (i = 0; i < k; i++)
		src_close(&s[i]);
	free(s);
	temp_done(f, fd);
	runs[from].fd = fd;
	runs[from].level = level;
	runs[from].name = "temporary file";
	memmove(runs + from + 1, runs + from + k,
	    (nruns - from - k) * sizeof(*runs));
	nruns -= k - 1;
}

/* merge all runs into standard output (or -o's file, opened now) */
static void
merge_all(const char *out)
{
	struct src *s;
	int i;

	while (nruns > NMERGE)
		merge_runs(0, NMERGE, 1);
	s = xmalloc(nruns * sizeof(*s));
	for (i = 0; i < nruns; i++)
		src_open(&s[i], runs[i].fd, runs[i].name,
		    merge_bufsize(nruns));
	open_output(out);
	merge(s, nruns, stdout);
}

/* ---- sorting in memory ---- */

/* the digest of a line's first key, for prekind */
static uint64_t
digest(const char *p, size_t n)
{
	const char *t = key_begin(p, p + n, &keys[0]);
	const char *l = key_limit(p, p + n, &keys[0]);
	uint64_t v = 0, d;
	struct num x;
	size_t i, k;

	if (l < t)
		l = t;
	if (prekind == 1) {
		for (i = 0; i < 8; i++)
			v = v << 8 | (t + i < l ? (unsigned char)t[i] : 0);
		return v;
	}
	/* -n: sign class (2 bits), integer digits (14), 12 digits */
	num_parse(&x, t, l);
	if (!x.il && !x.fl)
		return 1ULL << 62;
	if (x.il >= 16383)
		return x.neg ? 0 : ~0ULL;
	v = x.il;
	for (i = k = 0; k < 12; k++) {
		d = i < x.il ? x.i[i] - '0' : i - x.il < x.fl ?
		    x.f[i - x.il] - '0' : 0;
		v = v << 4 | d;
		i++;
	}
	v &= (1ULL << 62) - 1;
	return x.neg ? ((1ULL << 62) - 1) - v : 2ULL << 62 | v;
}

static int
ent_cmp(const struct ent *a, const struct ent *b)
{
	if (a->pre != b->pre)
		return a->pre < b->pre ? -prerev : prerev;
	return rec_cmp(a->rec, b->rec);
}

static void
msort(struct ent *v, struct ent *tmp, size_t n)
{
	size_t h = n / 2, i = 0, j = h, k = 0;

	if (n < 2)
		return;
	msort(v, tmp, h);
	msort(v + h, tmp, n - h);
	if (ent_cmp(&v[h - 1], &v[h]) <= 0)
		return;
	memcpy(tmp, v, h * sizeof(*v));
	while (i < h && j < n)
		v[k++] = ent_cmp(&v[j], &tmp[i]) < 0 ? v[j++] : tmp[i++];
	while (i < h)
		v[k++] = tmp[i++];
}

static void
sort_lines(void)
{
	struct ent *tmp = xmalloc((nlines / 2 + 1) * sizeof(*tmp));

	msort(lines, tmp, nlines);
	free(tmp);
}

static void
write_lines(FILE *f)
{
	const size_t *r, *last = NULL;
	size_t i;

	for (i = 0; i < nlines; i++) {
		r = lines[i].rec;
		if (unique && last && !rec_cmp(last, r))
			continue;
		put_line(f, (const char *)(r + 1), *r);
		last = r;
	}
}

static void
arena_reset(void)
{
	size_t i;

	for (i = 0; i < nblocks; i++)
		if (!blocks[i]) {
			free(blocks[i + 1]);
			memmove(blocks + i, blocks + i + 2,
			    (nblocks - i - 2) * sizeof(*blocks));
			nblocks -= 2, i--;
		}
	curblk = blkfill = arena = nlines = 0;
}

/* the lines so far, sorted, become a run; runs of one level merge */
static void
spill(void)
{
	FILE *f;
	int fd, level = 0;

	sort_lines();
	f = temp_stream(&fd);
	write_lines(f);
	temp_done(f, fd);
	add_run(fd, 0, "temporary file");
	arena_reset();
	while (nruns >= NMERGE) {
		int i;

		for (i = nruns - NMERGE; i < nruns; i++)
			if (runs[i].level != level)
				return;
		merge_runs(nruns - NMERGE, NMERGE, ++level);
	}
}

/*
 * A line too big for a block gets a block of its own, recorded as the
 * pair NULL, block so that arena_reset frees it.
 */
static void
add_line(const char *p, size_t n)
{
	size_t need = (sizeof(size_t) + n + 8) & ~(size_t)7;
	char *rec;

	if (nlines && arena + need + (nlines + 1) * 2 * sizeof(*lines) >
	    budget)
		spill();
	if (nlines == linecap)
		lines = xrealloc(lines, linecap = linecap * 2 + 1024,
		    sizeof(*lines));
	if (need > blksize) {
		blocks = xrealloc(blocks, nblocks + 2, sizeof(*blocks));
		memmove(blocks + curblk + 2, blocks + curblk,
		    (nblocks - curblk) * sizeof(*blocks));
		blocks[curblk] = NULL;
		rec = blocks[curblk + 1] = xmalloc(need);
		nblocks += 2;
		curblk += 2;
	} else {
		if (curblk == nblocks || blkfill + need > blksize) {
			if (curblk < nblocks)
				curblk++, arena += blksize - blkfill;
			while (curblk < nblocks && !blocks[curblk])
				curblk += 2;
			if (curblk == nblocks) {
				blocks = xrealloc(blocks, nblocks + 1,
				    sizeof(*blocks));
				blocks[nblocks++] = xmalloc(blksize);
			}
			blkfill = 0;
		}
		rec = blocks[curblk] + blkfill;
		blkfill += need;
	}
	arena += need;
	*(size_t *)rec = n;
	memcpy(rec + sizeof(size_t), p, n);
	rec[sizeof(size_t) + n] = delim;
	lines[nlines].rec = (size_t *)rec;
	lines[nlines++].pre = prekind ? digest(p, n) : 0;
}

/* ---- the modes ---- */

static int
check(const char *name, bool quiet)
{
	struct src s;
	char *prev = NULL;
	size_t plen = 0, pcap = 0, lineno = 0;
	int d;

	src_open(&s, open_input(name), name, 65536);
	while (src_next(&s)) {
		lineno++;
		if (lineno > 1) {
			d = compare(prev, plen, s.line, s.len);
			if (d > 0 || (d == 0 && unique)) {
				if (!quiet) {
					fflush(stdout);
					fprintf(stderr, "sort: %s:%zu: "
					    "disorder: ", name, lineno);
					fwrite(s.line, 1, s.len, stderr);
					fputc(delim, stderr);
				}
				return 1;
			}
		}
		if (s.len > pcap)
			prev = xrealloc(prev, pcap = s.len * 2, 1);
		memcpy(prev, s.line, s.len);
		plen = s.len;
	}
	return 0;
}

/* -m: the inputs are runs already; one that is also -o's is copied */
static void
merge_inputs(char **argv, const char *out)
{
	struct stat ost, st;
	bool ostat = out && !stat(out, &ost);
	int i, fd;

	for (i = 0; argv[i]; i++) {
		fd = open_input(argv[i]);
		if (ostat && !fstat(fd, &st) && st.st_dev == ost.st_dev &&
		    st.st_ino == ost.st_ino) {
			int t = temp_file();

			if (copy_fd(fd, t) < 0)
				pdie2("read failed", argv[i]);
			xlseek(t, 0, SEEK_SET);
			close(fd);
			fd = t;
		}
		add_run(fd, 0, argv[i]);
	}
	merge_all(out);
}

/* --check[=WORD]: a WORD or a unique prefix of one, as GNU's argmatch */
static unsigned long long
check_arg(const char *c)
{
	static const char *const words[] = { "quiet", "silent",
		"diagnose-first" };
	size_t n = c ? strlen(c) : 0;
	int i, found = -1, hits = 0;

	if (!c)
		return F_c;
	for (i = 0; i < 3; i++)
		if (!strncmp(words[i], c, n)) {
			if (!words[i][n]) {
				hits = 1, found = i;
				break;
			}
			hits++, found = i;
		}
	if (hits == 1)
		return found < 2 ? F_C : F_c;
	error_msg("%s argument '%s' for '--check'", hits ? "ambiguous" :
	    "invalid", c);
	fputs("Valid arguments are:\n  - 'quiet', 'silent'\n"
	    "  - 'diagnose-first'\n", stderr);
	show_usage(stderr, false);
	xexit(1);
}

int
sort_main(int argc, char **argv)
{
	static char *stdin_only[] = { "-", NULL };
	static char *deftmp[1];
	struct opts o;
	struct src s;
	const char *out;
	unsigned long long par;
	int i;

	(void)argc;
	argv = getopts(&o, OPTS_sort, argv);
	gflags = 0;
	if (OPT(&o, F_b))
		gflags |= K_BS | K_BE;
	if (OPT(&o, F_d))
		gflags |= K_D;
	if (OPT(&o, F_f))
		gflags |= K_F;
	if (OPT(&o, F_g))
		gflags |= K_G;
	if (OPT(&o, F_h))
		gflags |= K_H;
	if (OPT(&o, F_i))
		gflags |= K_I;
	if (OPT(&o, F_M))
		gflags |= K_M;
	if (OPT(&o, F_n))
		gflags |= K_N;
	if (OPT(&o, F_R))
		gflags |= K_RND;
	if (OPT(&o, F_r))
		gflags |= K_REV;
	if (OPT(&o, F_V))
		gflags |= K_V;
	if (OPT(&o, F_check))
		o.seen |= check_arg(o.arg[S_check].s);
	if (OPT(&o, F_c) && OPT(&o, F_C))
		die2("options '-cC' are incompatible");
	if (OPT(&o, F_c | F_C) && OPT(&o, F_o))
		die2("options '-%co' are incompatible",
		    OPT(&o, F_c) ? 'c' : 'C');
	stable = OPT(&o, F_s);
	unique = OPT(&o, F_u);
	delim = OPT(&o, F_z) ? 0 : '\n';
	out = OPT(&o, F_o) ? o.arg[S_o].s : NULL;
	tab = -1;
	if (OPT(&o, F_t)) {
		const char *t = o.arg[S_t].s;

		if (!*t)
			die2("empty tab");
		if (t[1] && strcmp(t, "\\0"))
			die2("multi-character tab %s", quote(t, QUOTE_LOCALE));
		tab = t[1] ? 0 : (unsigned char)*t;
	}
	if (OPT(&o, F_parallel)) {
		const char *p = o.arg[S_parallel].s;

		if (atoll_range(p, 0, LLONG_MAX, (long long *)&par) < 0)
			die2("invalid --parallel argument '%s'", p);
		if (!par)
			die2("number in parallel must be nonzero");
	}
	key_check(gflags);
	nkeys = OPT(&o, F_k) ? o.arg[S_k].l.n : 0;
	keys = xmalloc((nkeys + 1) * sizeof(*keys));
	for (i = 0; i < nkeys; i++) {
		key_parse(&keys[i], o.arg[S_k].l.v[i]);
		if (!(keys[i].fl & K_OWN))
			keys[i].fl = gflags;
		key_check(keys[i].fl);
	}
	if (!nkeys) {
		memset(keys, 0, sizeof(*keys));
		keys[0].ef = SIZE_MAX;
		keys[0].fl = gflags;
		nkeys = 1;
	}
	plain = !OPT(&o, F_k) && !(gflags & ~(K_REV | K_BE));
	if (!(keys[0].fl & (K_OWN & ~(K_BS | K_BE | K_REV))))
		prekind = 1;
	else if (!(keys[0].fl & (K_OWN & ~(K_BS | K_BE | K_REV | K_N))))
		prekind = 2;
	prerev = keys[0].fl & K_REV ? -1 : 1;
	for (i = 0; i < nkeys; i++)
		if (keys[i].fl & K_RND &&
		    getrandom(&seed, sizeof(seed), 0) != sizeof(seed))
			seed = time(NULL) ^ getpid();
	budget = OPT(&o, F_S) ? parse_buffer(o.arg[S_S].s) :
	    MAX(ram() / 8, (size_t)1 << 20);
	budget = MIN(MAX(budget, (size_t)16384), ram() / 4 * 3);
	blksize = MIN(MAX(budget / 16, (size_t)4096), (size_t)1 << 20);
	if (OPT(&o, F_T)) {
		tmpdirs = o.arg[S_T].l.v;
		ntmpdirs = o.arg[S_T].l.n;
	} else {
		deftmp[0] = getenv("TMPDIR");
		if (!deftmp[0] || !*deftmp[0])
			deftmp[0] = "/tmp";
		tmpdirs = deftmp;
		ntmpdirs = 1;
	}
	if (!*argv)
		argv = stdin_only;
	if (OPT(&o, F_c | F_C)) {
		if (argv[0] && argv[1])
			die2("extra operand '%s' not allowed with -%c",
			    argv[1], OPT(&o, F_c) ? 'c' : 'C');
		return check(argv[0], OPT(&o, F_C));
	}
	setvbuf(stdout, NULL, _IOFBF, 65536);
	if (OPT(&o, F_m)) {
		merge_inputs(argv, out);
		finish_output();
		return 0;
	}
	for (; *argv; argv++) {
		src_open(&s, open_input(*argv), *argv, 65536);
		while (src_next(&s))
			add_line(s.line, s.len);
		src_close(&s);
	}
	if (nruns) {
		if (nlines)
			spill();
		merge_all(out);
	} else {
		sort_lines();
		open_output(out);
		write_lines(stdout);
	}
	finish_output();
	return 0;
}
