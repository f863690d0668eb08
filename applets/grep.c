/*
 * grep.c - print lines that match patterns (grep, egrep, fgrep)
 *
 * POSIX.1-2024 grep plus the GNU options scripts use; output, messages
 * and exit statuses (0 a line selected, 1 none, 2 an error, but 0 for -q
 * once a line is selected) are GNU grep 3.8's in the C locale. Regular
 * expressions are musl's regcomp/regexec, run over a whole buffer of
 * lines at once (REG_NEWLINE), not line by line; a pattern without
 * special characters (and every -F pattern) is searched for by our own
 * vectorised first-and-last-byte scan, -i too. The input is read into a
 * buffer that holds the lines in hand, grown only for a longer line. A
 * file with a NUL byte in what has been read is binary: its NULs end
 * lines too, and the first line to print gives "grep: FILE: binary file
 * matches" on stderr instead; with -z lines end at NUL.
 * Deviations, musl's regex being POSIX's: no back-references in EREs
 * (GNU allows them), "a{1" and a leading "*" in an ERE are errors, not
 * literals; -P is refused (exit 2); GREP_COLORS is not read (GNU's
 * default colours); no -NUM, -d, -D, -T, -U, --exclude-from, and stdout
 * being /dev/null is not taken for -q. egrep and fgrep are grep -E and
 * grep -F without a warning, as Debian's grep 3.8 has them.
 *
 * applet: grep bin core usage-exit=2
 * opts: (color)?(colour)?(include)*(exclude)*(exclude-dir)*(label):
 *	(binary-files):(line-buffered)E(extended-regexp)F(fixed-strings)
 *	G(basic-regexp)P(perl-regexp)i(ignore-case)v(invert-match)
 *	w(word-regexp)x(line-regexp)c(count)l(files-with-matches)
 *	L(files-without-match)n(line-number)b(byte-offset)h(no-filename)
 *	H(with-filename)o(only-matching)q(quiet)(silent)s(no-messages)
 *	r(recursive)R(dereference-recursive)z(null-data)a(text)IZ(null)
 *	e*(regexp)f*(file)m:(max-count)A:(after-context)B:(before-context)
 *	C:(context)[-hH]
 * usage: grep [OPTION]... PATTERNS [FILE]...
 *
 *	Print the lines of each FILE (- or none: standard input; with -r
 *	none is .) that match one of the PATTERNS, one a line.
 *
 *	-E, --extended-regexp	PATTERNS are extended regular expressions
 *	-F, --fixed-strings	PATTERNS are strings
 *	-G, --basic-regexp	PATTERNS are basic regular expressions
 *	-P, --perl-regexp	Refused: no Perl regular expressions here
 *	-e, --regexp PATTERNS	Use PATTERNS (may be repeated)
 *	-f, --file FILE	Take PATTERNS from FILE (may be repeated)
 *	-i, --ignore-case	Ignore case distinctions
 *	-w, --word-regexp	Match only whole words
 *	-x, --line-regexp	Match only whole lines
 *	-z, --null-data	Lines end with NUL, not newline
 *	-v, --invert-match	Select the lines that do not match
 *	-m, --max-count N	Stop after N selected lines
 *	-c, --count	Print only a count of selected lines per FILE
 *	-l, --files-with-matches	Print only the names of FILEs with one
 *	-L, --files-without-match	Print only the names of FILEs with none
 *	-o, --only-matching	Print only the matching parts of lines
 *	-q, --quiet, --silent	Print nothing, exit 0 at the first match
 *	-s, --no-messages	No messages about missing or unreadable files
 *	-n, --line-number	Print the line number before each line
 *	-b, --byte-offset	Print the byte offset before each line
 *	-H, --with-filename	Print the file name before each line
 *	-h, --no-filename	Print no file names
 *	-Z, --null	End file names with NUL
 *	--label LABEL	Name standard input LABEL
 *	-A, --after-context N	Print N lines after each selected line
 *	-B, --before-context N	Print N lines before each selected line
 *	-C, --context N	Print N lines before and after
 *	--color, --colour[=WHEN]	Highlight matches: always, never, auto
 *	-a, --text	Read binary files as text
 *	-I	Binary files do not match
 *	--binary-files TYPE	binary, text or without-match
 *	-r, --recursive	Search directories, following links given only
 *	-R, --dereference-recursive	Search directories, following all links
 *	--include GLOB	Search only files whose name matches GLOB
 *	--exclude GLOB	Skip files whose name matches GLOB
 *	--exclude-dir GLOB	Skip directories whose name matches GLOB
 *	--line-buffered	Flush the output after each line
 * applet: egrep bin core usage-exit=2 main=grep
 * usage: egrep [OPTION]... PATTERNS [FILE]...
 *
 *	grep -E: PATTERNS are extended regular expressions; the options
 *	are grep's (grep --help).
 * applet: fgrep bin core usage-exit=2 main=grep
 * usage: fgrep [OPTION]... PATTERNS [FILE]...
 *
 *	grep -F: PATTERNS are strings; the options are grep's (grep --help).
 * SPDX-License-Identifier: MIT
 */
#define FOR_grep
#include "libbb.h"
#include <fnmatch.h>
#include <regex.h>

enum { PAD = 64, BUFSZ = 256 * 1024 };

struct pat {
	char		*s;		/* -i: lower-cased when literal */
	size_t		len;
	bool		lit;
	regex_t		re;
	const char	*from, *ms, *me, *cend;	/* the last search's answer */
};

static struct {
	struct pat	*pat;
	int		npat;
	bool		invert, word, line, icase, only, counting, list, nlist;
	bool		nomsg, quiet, num, boff, names, nul, color, lbuf;
	bool		text, nobin;
	char		eol;
	long long	max, after, before;
	struct optlist	inc, exc, excd;
	const char	*label, *strip;
	/* the file in hand: buf[0] is at offset base of the input */
	const char	*name;
	int		fd;
	char		*buf;
	size_t		cap, len, pos;
	unsigned long long base, printed, lnpos, lineno, count;
	long long	after_left;
	bool		eof, binary, hasnul, maxed, done, any_out, any_sel, err;
} G;

static bool
is_word(int c)
{
	return isalnum(c) || c == '_';
}

/* ---- literal patterns: a vectorised first-and-last-byte scan ---- */

typedef unsigned char vec __attribute__((vector_size(16)));

/* the first nonzero byte of a compare mask word, in memory order */
static inline int
first_byte(uint64_t w)
{
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return __builtin_clzll(w) >> 3;
#else
	return __builtin_ctzll(w) >> 3;
#endif
}

static inline uint64_t
drop_byte(uint64_t w, int k)
{
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return w & ~(0xffULL << (56 - 8 * k));
#else
	return w & ~(0xffULL << (8 * k));
#endif
}

/* memchr for the buffer (musl's is a byte at a time): may load past end */
static char *
vchr(const char *p, const char *end, int c)
{
	vec v, cc;
	uint64_t w[2];
	int k;

	memset(&cc, c, 16);
	for (; p < end; p += 16) {
		memcpy(&v, p, 16);
		v = (vec)(v == cc);
		memcpy(w, &v, 16);
		if (w[0] | w[1]) {
			k = w[0] ? first_byte(w[0]) : 8 + first_byte(w[1]);
			return p + k < end ? (char *)p + k : NULL;
		}
	}
	return NULL;
}

/* how many eol bytes in [p, end) */
static unsigned long long
count_eol(const char *p, const char *end)
{
	unsigned long long n = 0;
	vec cc, acc, v;
	int i;

	memset(&cc, G.eol, 16);
	while (end - p >= 16) {
		memset(&acc, 0, 16);
		for (i = 0; i < 255 && end - p >= 16; i++, p += 16) {
			memcpy(&v, p, 16);
			acc -= (vec)(v == cc);
		}
		for (i = 0; i < 16; i++)
			n += acc[i];
	}
	for (; p < end; p++)
		n += *p == G.eol;
	return n;
}

static bool
lit_eq(const struct pat *pt, const unsigned char *s)
{
	size_t i;

	if (!G.icase)
		return !memcmp(s, pt->s, pt->len);
	for (i = 0; i < pt->len; i++)
		if (tolower(s[i]) != (unsigned char)pt->s[i])
			return false;
	return true;
}

/*
 * The candidates are the positions whose first and last bytes are the
 * pattern's (either case with -i), 16 at a time; each is then compared
 * whole. Loads may run 15 bytes past end: the buffer has PAD bytes more.
 */
static inline __attribute__((always_inline)) const char *
lit_scan(const struct pat *pt, const char *p, const char *end, bool ic)
{
	const unsigned char *s = (const unsigned char *)p, *last;
	size_t m = pt->len;
	unsigned char f = pt->s[0], l = pt->s[m - 1];
	vec f1, l1, f2, l2, a, b, eq;
	uint64_t w[2];
	int k, h;

	memset(&f1, f, 16);
	memset(&l1, l, 16);
	memset(&f2, ic ? toupper(f) : f, 16);
	memset(&l2, ic ? toupper(l) : l, 16);
	last = (const unsigned char *)end - m;
	for (; s <= last; s += 16) {
		memcpy(&a, s, 16);
		memcpy(&b, s + m - 1, 16);
		if (ic)
			eq = (vec)((a == f1) | (a == f2)) &
			    (vec)((b == l1) | (b == l2));
		else
			eq = (vec)(a == f1) & (vec)(b == l1);
		memcpy(w, &eq, 16);
		if (!(w[0] | w[1]))
			continue;
		for (h = 0; h < 2; h++)
			while (w[h]) {
				k = first_byte(w[h]);
				w[h] = drop_byte(w[h], k);
				k += 8 * h;
				if (s + k > last)
					return NULL;
				if (m < 3 || lit_eq(pt, s + k))
					return (const char *)s + k;
			}
	}
	return NULL;
}

static const char *
lit_find(const struct pat *pt, const char *p, const char *end)
{
	if ((size_t)(end - p) < pt->len)
		return NULL;
	if (!pt->len)
		return p;
	return G.icase ? lit_scan(pt, p, end, true) :
	    lit_scan(pt, p, end, false);
}

/* ---- regular expressions over a region of whole lines ---- */

/*
 * regexec on [p, e), e the end of a line, its eol replaced by NUL for
 * the call; true with the match in *ms, *me
 */
static bool
re_run(struct pat *pt, char *p, char *e, int flags, const char **ms,
    const char **me)
{
	regmatch_t m;
	char c = *e;
	int r;

	*e = 0;
	r = regexec(&pt->re, p, 1, &m, flags);
	*e = c;
	if (r)
		return false;
	*ms = p + m.rm_so;
	*me = p + m.rm_eo;
	return true;
}

/*
 * The first match in [p, end), end the end of a line. With -z the lines
 * are NUL-terminated strings already; else the lines before a line with
 * a NUL (-a) go in one call, and such a line piece by piece.
 */
static bool
re_find(struct pat *pt, char *p, char *end, bool bol, const char **ms,
    const char **me)
{
	int fl = bol ? 0 : REG_NOTBOL;
	char *z, *stop, *le, *q, *nz;

	while (p < end) {
		if (!G.eol) {
			le = memchr(p, 0, end - p);
			if (re_run(pt, p, le, fl, ms, me))
				return true;
			p = le + 1;
			fl = 0;
			continue;
		}
		z = G.hasnul ? memchr(p, 0, end - p) : NULL;
		stop = end;
		if (z) {
			stop = memrchr(p, '\n', z - p);
			stop = stop ? stop + 1 : p;
		}
		if (stop > p && re_run(pt, p, stop - 1, fl, ms, me)) {
			/* [[:space:]] and the like take a newline too */
			if (!memchr(*ms, '\n', *me - *ms))
				return true;
			q = memrchr(p, '\n', *ms - p);
			q = q ? q + 1 : p;
			le = memchr(*ms, '\n', *me - *ms);
			if (re_run(pt, q, le, q > p ? 0 : fl, ms, me))
				return true;
			p = le + 1;
			fl = 0;
			continue;
		}
		if (!z)
			return false;
		if (stop > p)
			fl = 0;
		le = memchr(z, '\n', end - z);
		for (q = stop;; q = nz + 1, fl = REG_NOTBOL) {
			nz = memchr(q, 0, le - q);
			if (!nz)
				nz = le;
			if (re_run(pt, q, nz, fl | (nz < le ? REG_NOTEOL : 0),
			    ms, me))
				return true;
			if (nz == le)
				break;
		}
		p = le + 1;
		fl = 0;
	}
	return false;
}

/* whole-line and whole-word tests (-x, -w) */
static const char *
line_start(const char *s)
{
	const char *q = memrchr(G.buf, G.eol, s - G.buf);

	return q ? q + 1 : G.buf;
}

/* does pt match exactly [s, e) (a shorter try for -w)? */
static bool
re_exact(struct pat *pt, const char *s, const char *e, const char *ls,
    const char *le)
{
	regmatch_t m;
	char c = *e;
	int r;

	*(char *)e = 0;
	r = regexec(&pt->re, s, 1, &m, (s > ls ? REG_NOTBOL : 0) |
	    (e < le ? REG_NOTEOL : 0));
	*(char *)e = c;
	return !r && m.rm_so == 0 && m.rm_eo == e - s;
}

/* the first match of pt in [p, end) that -w and -x accept */
static bool
pat_find(struct pat *pt, char *p, char *end, bool bol, const char **ms,
    const char **me)
{
	const char *s, *e, *ls, *le, *e2;

	for (;;) {
		if (pt->lit) {
			s = lit_find(pt, p, end);
			if (!s)
				return false;
			e = s + pt->len;
		} else if (!re_find(pt, p, end, bol, &s, &e)) {
			return false;
		}
		if (!G.word && !G.line)
			break;
		ls = line_start(s);
		le = memchr(e, G.eol, end - e);
		if (G.line) {
			if (s == ls && e == le)
				break;
			p = (char *)le + 1;
			bol = true;
			if (p >= end)
				return false;
			continue;
		}
		if (s == ls || !is_word((unsigned char)s[-1]))
			for (e2 = e; e2 >= s; e2--) {
				if ((e2 == le || !is_word((unsigned char)*e2))
				    && (e2 == e || (!pt->lit &&
				    re_exact(pt, s, e2, ls, le)))) {
					*ms = s;
					*me = e2;
					return true;
				}
				if (pt->lit)
					break;
			}
		p = (char *)s + 1;
		bol = s == le;
		if (p >= end)
			return false;
	}
	*ms = s;
	*me = e;
	return true;
}

/*
 * The leftmost (then longest) match of any pattern in [p, end). With
 * cache (line by line searches), a pattern's last answer is reused while
 * it lies ahead: each pattern then runs over a region about once.
 */
static bool
find(char *p, char *end, bool bol, bool cache, const char **ms,
    const char **me)
{
	const char *s, *e, *bs = NULL, *be = NULL;
	struct pat *pt;
	int i;

	for (i = 0; i < G.npat; i++) {
		pt = &G.pat[i];
		if (cache && G.npat > 1 && pt->cend == end && pt->from <= p &&
		    (!pt->ms || pt->ms >= p)) {
			s = pt->ms;
			e = pt->me;
		} else {
			if (!pat_find(pt, p, end, bol, &s, &e))
				s = e = NULL;
			if (cache) {
				pt->from = p;
				pt->cend = end;
				pt->ms = s;
				pt->me = e;
			}
		}
		if (s && (!bs || s < bs || (s == bs && e > be))) {
			bs = s;
			be = e;
		}
	}
	*ms = bs;
	*me = be;
	return bs != NULL;
}

/* ---- output ---- */

/* text in GNU's default colour for its kind, with --color */
static void
sgr(const char *code, const char *s, size_t n)
{
	if (G.color)
		printf("\33[%sm\33[K", code);
	fwrite(s, 1, n, stdout);
	if (G.color)
		fputs("\33[m\33[K", stdout);
}

static unsigned long long
lineno_at(const char *ls)
{
	G.lineno += count_eol(G.buf + (G.lnpos - G.base), ls);
	G.lnpos = G.base + (ls - G.buf);
	return G.lineno;
}

/* file name, line number, byte offset (of at), each followed by sep */
static void
prefix(const char *ls, const char *at, char sep)
{
	char num[24];
	int n;

	if (G.names) {
		sgr("35", G.name, strlen(G.name));
		if (G.nul)
			putchar(0);
		else
			sgr("36", &sep, 1);
	}
	if (G.num) {
		n = sprintf(num, "%llu", lineno_at(ls));
		sgr("32", num, n);
		sgr("36", &sep, 1);
	}
	if (G.boff) {
		n = sprintf(num, "%llu", G.base + (at - G.buf));
		sgr("32", num, n);
		sgr("36", &sep, 1);
	}
}

/* a line [ls, le] (le its eol), sep ':' selected or '-' context */
static void
put_line(const char *ls, const char *le, char sep)
{
	const char *q = ls, *out = ls, *s, *e;

	prefix(ls, ls, sep);
	if (G.color && (sep == ':') != G.invert) {
		while (q <= le && find((char *)q, (char *)le + 1, q == ls,
		    false, &s, &e)) {
			if (e > s) {
				fwrite(out, 1, s - out, stdout);
				sgr("01;31", s, e - s);
				out = q = e;
			} else {
				q = s + 1;
			}
		}
	}
	fwrite(out, 1, le + 1 - out, stdout);
	G.any_out = true;
	G.printed = G.base + (le + 1 - G.buf);
}

/* -o: the nonempty matches of the line, one a line */
static void
put_only(const char *ls, const char *le)
{
	const char *q = ls, *s, *e;

	while (q <= le && find((char *)q, (char *)le + 1, q == ls, false,
	    &s, &e)) {
		if (e > s) {
			prefix(ls, s, ':');
			sgr("01;31", s, e - s);
			putchar(G.eol);
			q = e;
		} else {
			q = s + 1;
		}
	}
	G.any_out = true;
	G.printed = G.base + (le + 1 - G.buf);
}

/* the end of the last line printed, when it is in the buffer */
static char *
printed_at(void)
{
	if (G.printed == ~0ULL || G.printed < G.base)
		return NULL;
	return G.buf + (G.printed - G.base);
}

/* the lines of after-context that are due, up to limit */
static void
flush_after(const char *limit)
{
	const char *p, *le;

	while (G.after_left > 0 && (p = printed_at())) {
		if (p >= limit)
			break;
		le = memchr(p, G.eol, limit - p);
		put_line(p, le, '-');
		G.after_left--;
	}
}

/* a selected line [ls, le] */
static void
selected(const char *ls, const char *le)
{
	const char *b, *lim, *q;
	long long k;

	G.count++;
	G.any_sel = true;
	if (G.max && G.count >= (unsigned long long)G.max)
		G.maxed = true;
	if (G.quiet || G.list || G.nlist) {
		G.done = true;
		return;
	}
	if (G.counting) {
		G.done = G.maxed;
		return;
	}
	if (G.binary) {
		fflush(stdout);
		fprintf(stderr, "grep: %s: binary file matches\n", G.name);
		G.done = true;
		return;
	}
	flush_after(ls);
	lim = printed_at();
	if (!lim)
		lim = G.buf;
	b = ls;
	for (k = 0; k < G.before && b > lim; k++) {
		q = memrchr(lim, G.eol, b - 1 - lim);
		b = q ? q + 1 : lim;
	}
	if ((G.before || G.after) && G.any_out &&
	    G.printed != G.base + (b - G.buf)) {
		sgr("36", "--", 2);
		putchar('\n');
	}
	if (!G.only)
		for (; b < ls; b = q + 1) {
			q = memchr(b, G.eol, ls - b);
			put_line(b, q, '-');
		}
	if (G.only) {
		if (!G.invert)
			put_only(ls, le);
	} else {
		put_line(ls, le, ':');
	}
	G.after_left = G.only ? 0 : G.after;
	if (G.lbuf)
		fflush(stdout);
}

/* ---- input ---- */

/* a file that cannot be read: a message (unless -s), status 2 */
static void
file_err(const char *name)
{
	if (!G.nomsg)
		perror_msg("%s", name);
	G.err = true;
}

/* NULs end lines in a binary file (its lines are never printed) */
static void
zap(char *p, char *end)
{
	while ((p = vchr(p, end, 0)))
		*p++ = '\n';
}

/*
 * Read more into the buffer, first dropping what is done with: the lines
 * before pos, but for those -B may still print. Sets eof at the end or
 * on a read error.
 */
static void
fill(void)
{
	size_t keep = G.pos;
	const char *lim, *q;
	ssize_t n;
	long long k;

	if (G.len == G.cap) {
		lim = printed_at();
		if (!lim)
			lim = G.buf;
		if (lim > G.buf + keep)
			lim = G.buf + keep;
		for (k = 0; k < G.before && G.buf + keep > lim; k++) {
			q = memrchr(lim, G.eol, keep - 1 - (lim - G.buf));
			keep = (size_t)((q ? q + 1 : lim) - G.buf);
		}
		if (G.num && G.lnpos < G.base + keep)
			lineno_at(G.buf + keep);
		memmove(G.buf, G.buf + keep, G.len - keep);
		G.base += keep;
		G.len -= keep;
		G.pos -= keep;
		if (G.len == G.cap) {
			/* the new part zeroed, as the first: see below */
			G.buf = xrealloc(G.buf, 2 * G.cap + PAD, 1);
			memset(G.buf + G.cap + PAD, 0, G.cap);
			G.cap *= 2;
		}
	}
	do
		n = read(G.fd, G.buf + G.len, G.cap - G.len);
	while (n < 0 && errno == EINTR);
	if (n <= 0) {
		if (n < 0)
			file_err(G.name);
		G.eof = true;
		return;
	}
	if (!G.binary && vchr(G.buf + G.len, G.buf + G.len + n, 0)) {
		if (G.text || !G.eol) {
			G.hasnul = true;
		} else {
			G.binary = true;
			zap(G.buf + G.pos, G.buf + G.len);
		}
	}
	if (G.binary)
		zap(G.buf + G.len, G.buf + G.len + n);
	G.len += n;
}

/* the whole lines [pos, rend) */
static void
scan(size_t rend)
{
	char *p = G.buf + G.pos, *end = G.buf + rend, *le;
	const char *ms, *me, *stop;
	int i;

	for (i = 0; i < G.npat; i++)
		G.pat[i].cend = NULL;
	while (p < end && !G.maxed && !G.done) {
		if (!find(p, end, true, true, &ms, &me))
			ms = NULL;
		stop = ms ? line_start(ms) : end;
		if (G.invert) {
			for (; p < stop && !G.maxed && !G.done; p = le + 1) {
				le = vchr(p, stop, G.eol);
				selected(p, le);
			}
			if (!ms || G.maxed || G.done)
				break;
			p = (char *)memchr(ms, G.eol, end - ms) + 1;
		} else {
			if (!ms)
				break;
			le = vchr(ms, end, G.eol);
			selected(stop, le);
			p = le + 1;
		}
	}
	if (!G.done)
		flush_after(end);
	if (G.maxed && !G.after_left)
		G.done = true;
	G.pos = rend;
}

/* grep one open file; name for messages and prefixes */
static void
grep_fd(int fd, const char *name)
{
	char *e;

	G.fd = fd;
	G.name = name;
	G.pos = G.len = 0;
	G.base = G.lnpos = G.count = 0;
	G.lineno = 1;
	G.printed = ~0ULL;
	G.after_left = 0;
	G.eof = G.binary = G.hasnul = G.maxed = G.done = false;
	if (!G.buf) {
		G.cap = BUFSZ;
		/*
		 * zeroed: the vector loads run up to 15 bytes past the
		 * data, and what they find there is thrown away, but its
		 * bytes are then at least defined (Valgrind's memcheck)
		 */
		G.buf = xzalloc(G.cap + PAD);
	}
	while (!G.done) {
		if (!G.eof)
			fill();
		if (G.binary && G.nobin)
			break;
		if (G.eof) {
			if (G.pos == G.len)
				break;
			if (G.buf[G.len - 1] != G.eol)
				G.buf[G.len++] = G.eol;
			scan(G.len);
			break;
		}
		e = memrchr(G.buf + G.pos, G.eol, G.len - G.pos);
		if (e)
			scan(e + 1 - G.buf);
	}
	if (G.binary && G.nobin)
		G.count = 0;
	if (G.counting) {
		if (G.names) {
			sgr("35", name, strlen(name));
			if (G.nul)
				putchar(0);
			else
				sgr("36", ":", 1);
		}
		printf("%llu\n", G.count);
	}
	if ((G.list && G.count) || (G.nlist && !G.count)) {
		sgr("35", name, strlen(name));
		putchar(G.nul ? 0 : '\n');
	}
	if (G.lbuf)
		fflush(stdout);
}

/* ---- files ---- */

/* does a --include/--exclude GLOB match path, or a part after a '/'? */
static bool
globbed(const struct optlist *l, const char *path)
{
	const char *p;
	int i;

	for (i = 0; i < l->n; i++)
		for (p = path; p; p = strchr(p, '/'), p = p ? p + 1 : NULL)
			if (!fnmatch(l->v[i], p, 0))
				return true;
	return false;
}

static bool
skip_file(const char *path)
{
	return globbed(&G.exc, path) || (G.inc.n && !globbed(&G.inc, path));
}

static void
grep_path(const char *path, const char *name, int dirfd)
{
	int fd = openat(dirfd, name, O_RDONLY | O_NOCTTY);

	if (fd < 0) {
		file_err(path);
		return;
	}
	grep_fd(fd, path);
	close(fd);
}

static int
walk_cb(struct walk_ent *e, void *ctx)
{
	const char *path = e->path;

	(void)ctx;
	if (G.strip && !strncmp(path, "./", 2))
		path += 2;
	switch (e->type) {
	case WALK_PRE:
		if (e->depth && globbed(&G.excd, path))
			return WALK_SKIP;
		return WALK_CONTINUE;
	case WALK_POST:
		return WALK_CONTINUE;
	case WALK_DNR:
	case WALK_NS:
		errno = e->err;
		file_err(path);
		return WALK_CONTINUE;
	case WALK_LOOP:
		if (!G.nomsg)
			error_msg("%s: warning: recursive directory loop", path);
		return WALK_CONTINUE;
	}
	/* below the operands, only regular files (and links to them, -R) */
	if (e->depth && !S_ISREG(e->st.st_mode))
		return WALK_CONTINUE;
	if (!skip_file(path))
		grep_path(path, e->name, e->dirfd);
	return G.quiet && G.any_sel ? WALK_STOP : WALK_CONTINUE;
}

/* a context length or -m count, as GNU words its complaints */
static long long
number(const char *s, bool ctx)
{
	long long n;

	if (atoll_range(s, ctx ? 0 : LLONG_MIN, LLONG_MAX, &n) < 0) {
		if (ctx)
			error_msg("%s: invalid context length argument", s);
		else
			error_msg("invalid max count");
		xexit(2);
	}
	return n;
}

/* the patterns of text (n bytes), one a line */
static void
add_patterns(const char *text, size_t n)
{
	const char *e;

	for (;;) {
		e = memchr(text, '\n', n);
		G.pat = xrealloc(G.pat, G.npat + 1, sizeof(*G.pat));
		memset(&G.pat[G.npat], 0, sizeof(*G.pat));
		G.pat[G.npat].s = xstrndup(text, e ? (size_t)(e - text) : n);
		G.pat[G.npat++].len = e ? (size_t)(e - text) : n;
		if (!e)
			break;
		n -= e + 1 - text;
		text = e + 1;
	}
}

/* -f FILE: its lines (none for an empty file) */
static void
pattern_file(const char *name)
{
	char *text = NULL;
	size_t n = 0, cap = 0;
	ssize_t r;
	int fd = strcmp(name, "-") ? open(name, O_RDONLY) : 0;

	if (fd < 0) {
		perror_msg("%s", name);
		xexit(2);
	}
	do {
		if (n == cap)
			text = xrealloc(text, cap = cap * 2 + 4096, 1);
		r = read(fd, text + n, cap - n);
		if (r < 0 && errno != EINTR) {
			perror_msg("%s", name);
			xexit(2);
		}
		if (r > 0)
			n += r;
	} while (r);
	if (fd)
		close(fd);
	if (n && text[n - 1] == '\n')
		n--;
	else if (!n)
		return;
	add_patterns(text, n);
}

static void
compile(struct pat *pt, int mode)
{
	const char *special = mode == 'E' ? "\\[.*^$+?{}()|" : "\\[.*^$";
	const char *p;
	size_t i;
	int r;

	pt->lit = mode == 'F' || !pt->s[strcspn(pt->s, special)];
	if (pt->lit) {
		if (G.icase)
			for (i = 0; i < pt->len; i++)
				pt->s[i] = tolower((unsigned char)pt->s[i]);
		return;
	}
	/* GNU's own complaint about [:space:] outside a bracket */
	if (pt->s[0] == '[' && pt->s[1] == ':' && pt->len > 3 &&
	    !strcmp(pt->s + pt->len - 2, ":]")) {
		for (p = pt->s + 2; isalpha((unsigned char)*p); p++)
			;
		if (*p == ':') {
			error_msg("character class syntax is [[:space:]], not "
			    "[:space:]");
			xexit(2);
		}
	}
	r = regcomp(&pt->re, pt->s, (mode == 'E' ? REG_EXTENDED : 0) |
	    (G.icase ? REG_ICASE : 0) | (G.eol ? REG_NEWLINE : 0));
	if (r) {
		error_msg("%s", mode == 'E' ? regex_message(r) :
		    bre_message(r, pt->s));
		xexit(2);
	}
}

static const char *
arg_of(struct opts *o, unsigned long long f, int slot)
{
	return OPT(o, f) ? o->arg[slot].s : NULL;
}

int
grep_main(int argc, char **argv)
{
	struct opts o;
	const char *s, *color;
	struct stat st;
	int mode, i, fd;
	char *path;
	size_t n;

	(void)argc;
	argv = getopts(&o, OPTS_grep, argv);
	mode = !strcmp(applet_name, "egrep") ? 'E' :
	    !strcmp(applet_name, "fgrep") ? 'F' : 'G';
	applet_name = "grep";
	/* egrep is grep -E: its -E is given, a second matcher conflicts */
	n = mode != 'G';
	for (s = "EFGP"; *s; s++)
		if (OPT(&o, *s == 'E' ? F_E : *s == 'F' ? F_F : *s == 'G' ?
		    F_G : F_P) && (*s != mode || mode == 'G'))
			n++;
	if (n > 1) {
		error_msg("conflicting matchers specified");
		return 2;
	}
	if (OPT(&o, F_E))
		mode = 'E';
	if (OPT(&o, F_F))
		mode = 'F';
	if (OPT(&o, F_G))
		mode = 'G';
	if (OPT(&o, F_P)) {
		error_msg("Perl matching not supported in a "
		    "--disable-perl-regexp build");
		return 2;
	}
	G.icase = OPT(&o, F_i);
	G.invert = OPT(&o, F_v);
	G.word = OPT(&o, F_w);
	G.line = OPT(&o, F_x);
	G.only = OPT(&o, F_o);
	G.counting = OPT(&o, F_c);
	G.list = OPT(&o, F_l);
	G.nlist = OPT(&o, F_L);
	G.quiet = OPT(&o, F_q);
	G.nomsg = OPT(&o, F_s);
	G.num = OPT(&o, F_n);
	G.boff = OPT(&o, F_b);
	G.nul = OPT(&o, F_Z);
	G.lbuf = OPT(&o, F_line_buffered);
	G.eol = OPT(&o, F_z) ? 0 : '\n';
	G.text = OPT(&o, F_a);
	G.nobin = OPT(&o, F_I);
	if ((s = arg_of(&o, F_binary_files, S_binary_files))) {
		if (!strcmp(s, "text"))
			G.text = true;
		else if (!strcmp(s, "without-match"))
			G.nobin = true;
		else if (strcmp(s, "binary")) {
			error_msg("unknown binary-files type");
			return 2;
		}
	}
	G.label = OPT(&o, F_label) ? o.arg[S_label].s : "(standard input)";
	G.max = OPT(&o, F_m) ? number(o.arg[S_m].s, false) : -1;
	G.after = G.before = OPT(&o, F_C) ? number(o.arg[S_C].s, true) : 0;
	if (OPT(&o, F_A))
		G.after = number(o.arg[S_A].s, true);
	if (OPT(&o, F_B))
		G.before = number(o.arg[S_B].s, true);
	if (G.max < 0)
		G.max = 0;
	else if (G.max == 0)
		return 1;
	color = OPT(&o, F_colour) ? o.arg[S_colour].s : OPT(&o, F_color) ?
	    o.arg[S_color].s : "never";
	if (!color)
		color = "auto";
	if (!strcmp(color, "always") || !strcmp(color, "yes") ||
	    !strcmp(color, "force"))
		G.color = true;
	else if (!strcmp(color, "auto") || !strcmp(color, "tty") ||
	    !strcmp(color, "if-tty"))
		G.color = isatty(1) && (s = getenv("TERM")) && strcmp(s, "dumb");
	else if (strcmp(color, "never") && strcmp(color, "no") &&
	    strcmp(color, "none")) {
		error_msg("invalid argument '%s' for '--color'", color);
		return 2;
	}
	if (OPT(&o, F_include))
		G.inc = o.arg[S_include].l;
	if (OPT(&o, F_exclude))
		G.exc = o.arg[S_exclude].l;
	if (OPT(&o, F_exclude_dir))
		G.excd = o.arg[S_exclude_dir].l;

	if (OPT(&o, F_e))
		for (i = 0; i < o.arg[S_e].l.n; i++)
			add_patterns(o.arg[S_e].l.v[i],
			    strlen(o.arg[S_e].l.v[i]));
	if (OPT(&o, F_f))
		for (i = 0; i < o.arg[S_f].l.n; i++)
			pattern_file(o.arg[S_f].l.v[i]);
	if (!OPT(&o, F_e) && !OPT(&o, F_f)) {
		if (!*argv) {
			fprintf(stderr, "Usage: grep [OPTION]... PATTERNS "
			    "[FILE]...\nTry 'grep --help' for more "
			    "information.\n");
			return 2;
		}
		add_patterns(*argv, strlen(*argv));
		argv++;
	}
	for (i = 0; i < G.npat; i++)
		compile(&G.pat[i], mode);
	if (!*argv && (OPT(&o, F_r) || OPT(&o, F_R))) {
		static char *dot[] = { ".", NULL };

		argv = dot;
		G.strip = ".";
	}
	/* with -r, names unless the one operand is not a directory */
	G.names = OPT(&o, F_H) || (!OPT(&o, F_h) && argv[0] && (argv[1] ||
	    ((OPT(&o, F_r) || OPT(&o, F_R)) && !stat(argv[0], &st) &&
	    S_ISDIR(st.st_mode))));
	if (!*argv) {
		G.names = OPT(&o, F_H);
		grep_fd(0, G.label);
	}
	for (; *argv && !(G.quiet && G.any_sel); argv++) {
		if (!strcmp(*argv, "-")) {
			grep_fd(0, G.label);
			continue;
		}
		if (stat(*argv, &st) == 0 && S_ISDIR(st.st_mode) &&
		    (OPT(&o, F_r) || OPT(&o, F_R))) {
			if (globbed(&G.excd, *argv) && !G.strip)
				continue;
			path = xstrdup(*argv);
			for (n = strlen(path); n > 1 && path[n - 1] == '/'; )
				path[--n] = 0;
			walk(path, OPT(&o, F_R) ? WALK_FOLLOW :
			    WALK_FOLLOW_ROOT, walk_cb, NULL);
			free(path);
			continue;
		}
		if (skip_file(*argv))
			continue;
		fd = open(*argv, O_RDONLY | O_NOCTTY);
		if (fd < 0) {
			file_err(*argv);
			continue;
		}
		grep_fd(fd, *argv);
		close(fd);
	}
	if (fflush(stdout) || ferror(stdout)) {
		perror_msg("write error");
		return 2;
	}
	if (G.quiet && G.any_sel)
		return 0;
	return G.err ? 2 : G.any_sel ? 0 : 1;
}
