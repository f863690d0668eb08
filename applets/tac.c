/*
 * tac - write files with their records in reverse order
 *
 * As GNU tac: a record ends with the separator (-s, default newline), or
 * begins with it (-b); the last record may lack it and is written as it
 * is. Separators are found from the end backwards: each is the last one
 * that fits before the one found before it (so "XX" splits "XXX" once).
 * A seekable file is read from its end in blocks, holding one record at a
 * time; a pipe is read into memory first. With -r the separator is a
 * POSIX basic regular expression (musl's; newline-sensitive ^ and $),
 * matched as GNU does, at the last place it can start, and the whole
 * input is held in memory; a match cannot span a NUL byte, and $ does
 * not match where the separator found before begins (GNU's does). An
 * empty -s is the NUL byte.
 *
 * applet: tac usr/bin core
 * opts: b(before)r(regex)s:(separator)
 * usage: tac [-br] [-s SEP] [FILE]...
 *
 *	Write each FILE (- or none: standard input) to standard output, its
 *	last record first.
 *
 *	-b, --before	The separator begins a record instead of ending it
 *	-r, --regex	SEP is a basic regular expression
 *	-s, --separator SEP	Records are separated by SEP, not newlines
 * SPDX-License-Identifier: MIT
 */
#define FOR_tac
#include "libbb.h"
#include <regex.h>

enum { BLOCK = 1 << 16 };

struct tac {
	const char	*sep;
	size_t		seplen;
	bool		before, regex;
	regex_t		re;
	unsigned char	*buf;		/* the window: file bytes [base, top) */
	size_t		cap, start;	/* ... are at buf + start */
	off_t		base, top;
	char		*out;
	size_t		nout;
};

static void
flush_out(struct tac *t)
{
	if (t->nout && write_full(1, t->out, t->nout) < 0)
		perror_exit("write error");
	t->nout = 0;
}

static void
put(struct tac *t, const unsigned char *p, size_t n)
{
	if (t->nout + n > BLOCK)
		flush_out(t);
	if (n >= BLOCK) {
		if (write_full(1, p, n) < 0)
			perror_exit("write error");
		return;
	}
	memcpy(t->out + t->nout, p, n);
	t->nout += n;
}

/* Write the window's bytes [from, t->top) (file offsets), lower the top. */
static void
emit(struct tac *t, off_t from)
{
	put(t, t->buf + t->start + (from - t->base), t->top - from);
	t->top = from;
}

/*
 * The regex form: every place a match can start, then from the end
 * backwards those that still match before the separator found last.
 */
static void
tac_regex(struct tac *t, size_t n)
{
	unsigned char *s = t->buf, saved;
	size_t *at = NULL, nat = 0, p, cut = n, k;
	regmatch_t m;
	bool ok;

	for (p = 0; p <= n;) {
		if (regexec(&t->re, (char *)s + p, 1, &m, p &&
		    s[p - 1] != '\n' ? REG_NOTBOL : 0)) {
			p += strlen((char *)s + p) + 1;	/* past a NUL byte */
			continue;
		}
		at = xrealloc(at, nat + 1, sizeof(*at));
		at[nat++] = p + m.rm_so;
		p += m.rm_so + 1;
	}
	for (k = nat; k-- > 0;) {
		p = at[k];
		if (p >= cut)
			continue;
		saved = s[cut];
		s[cut] = 0;
		ok = !regexec(&t->re, (char *)s + p, 1, &m, (p &&
		    s[p - 1] != '\n' ? REG_NOTBOL : 0) | (cut < n &&
		    saved != '\n' ? REG_NOTEOL : 0)) && !m.rm_so;
		s[cut] = saved;
		if (ok) {
			emit(t, t->before ? p : p + m.rm_eo);
			cut = p;
		}
	}
	emit(t, 0);
	free(at);
}

/* Make room for n more bytes below the window's bottom. */
static void
grow_down(struct tac *t, size_t n)
{
	size_t len = t->top - t->base, cap;
	unsigned char *nb;

	if (t->start >= n)
		return;
	if (len + n <= t->cap) {	/* the window to the buffer's end */
		memmove(t->buf + t->cap - len, t->buf + t->start, len);
		t->start = t->cap - len;
		return;
	}
	cap = MAX(t->cap * 2, len + n + BLOCK);
	nb = xmalloc(cap);
	if (len)
		memcpy(nb + cap - len, t->buf + t->start, len);
	free(t->buf);
	t->buf = nb;
	t->cap = cap;
	t->start = cap - len;
}

/*
 * The window holds the file's bytes [base, top); below base, fd is read
 * backwards in blocks. Each separator found is the last that fits before
 * the one found before it (cut).
 */
static int
tac_window(struct tac *t, int fd, const char *name)
{
	off_t cut = t->top, p, lowest = t->top, L = t->seplen, newbase;
	const unsigned char *w;
	size_t n;
	ssize_t r;

	for (;;) {
		w = t->buf + t->start;		/* w[i]: file byte base + i */
		for (p = MIN(cut - L, lowest - 1); p >= t->base; p--) {
			const unsigned char *q = memrchr(w, t->sep[0],
			    p - t->base + 1);

			p = q ? t->base + (q - w) : t->base - 1;
			if (!q || !memcmp(q, t->sep, L))
				break;
		}
		if (p >= t->base) {
			emit(t, t->before ? p : p + L);
			cut = lowest = p;
			continue;
		}
		lowest = t->base;
		if (!t->base)
			break;
		n = MIN(t->base, (off_t)BLOCK);
		grow_down(t, n);
		newbase = t->base - n;
		r = pread(fd, t->buf + t->start - n, n, newbase);
		if (r != (ssize_t)n) {
			if (r >= 0)
				errno = EIO;
			perror_msg("%s: read error", name);
			return -1;
		}
		t->start -= n;
		t->base = newbase;
	}
	emit(t, 0);
	return 0;
}

static int
tac_fd(struct tac *t, int fd, const char *name)
{
	unsigned char *s = NULL;
	size_t n = 0, cap = 0;
	struct stat st;
	ssize_t r;
	off_t end;

	if (!t->regex && !fstat(fd, &st) && S_ISREG(st.st_mode) &&
	    (end = lseek(fd, 0, SEEK_END)) >= 0) {
		t->base = t->top = end;
		t->start = t->cap;
		return tac_window(t, fd, name);
	}
	for (;;) {
		if (cap - n < BLOCK)
			s = xrealloc(s, cap = cap * 2 + BLOCK, 1);
		r = read(fd, s + n, cap - n - 1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			perror_msg("%s: read error", name);
			free(s);
			return -1;
		}
		if (!r)
			break;
		n += r;
	}
	/* the window is the whole input */
	s[n] = 0;
	free(t->buf);
	t->buf = s;
	t->cap = cap;
	t->start = t->base = 0;
	t->top = n;
	if (t->regex) {
		tac_regex(t, n);
		return 0;
	}
	return tac_window(t, fd, name);
}

int
tac_main(int argc, char **argv)
{
	static char *no_args[] = { "-", NULL };
	struct tac t = { 0 };
	struct opts o;
	int fd, err;

	(void)argc;
	argv = getopts(&o, OPTS_tac, argv);
	t.before = OPT(&o, F_b);
	t.regex = OPT(&o, F_r);
	t.sep = OPT(&o, F_s) ? o.arg[S_s].s : "\n";
	t.seplen = *t.sep ? strlen(t.sep) : 1;
	if (t.regex && (err = regcomp(&t.re, *t.sep ? t.sep : "\n",
	    REG_NEWLINE))) {
		char msg[256];

		regerror(err, &t.re, msg, sizeof(msg));
		error_exit("%s", msg);
	}
	t.out = xmalloc(BLOCK);
	if (!*argv)
		argv = no_args;
	for (; *argv; argv++) {
		if (!strcmp(*argv, "-")) {
			tac_fd(&t, 0, "-");
			continue;
		}
		fd = open(*argv, O_RDONLY);
		if (fd < 0) {
			perror_msg("failed to open %s for reading",
			    quote(*argv, QUOTE_LOCALE));
			continue;
		}
		tac_fd(&t, fd, *argv);
		close(fd);
	}
	flush_out(&t);
	return exit_status;
}
