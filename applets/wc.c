/*
 * wc.c - count lines, words and bytes
 *
 * POSIX.1-2024 wc plus GNU's -L and --files0-from, with GNU's output in
 * the C locale: -m counts bytes as characters (we do not decode UTF-8); a
 * word is a run of bytes between white space that holds at least one
 * printable byte; -L counts a tab to the next multiple of 8, a CR or FF
 * as a new line, other unprintable bytes as nothing. The columns are as
 * wide as the sum of the regular files' sizes needs, at least 7 when an
 * input is not a regular file, and 1 for one count of one input or for
 * names streamed from --files0-from=-. -l alone counts newlines 16 bytes
 * at a time, -c alone of a regular file takes its size.
 *
 * applet: wc usr/bin core
 * opts: (files0-from):c(bytes)m(chars)l(lines)w(words)L(max-line-length)
 * usage: wc [-cmlwL] [FILE]... or wc [-cmlwL] --files0-from=F
 *
 *	Print newline, word and byte counts of each FILE (- or none:
 *	standard input), and a total line for more than one.
 *
 *	-c, --bytes	Print the byte counts
 *	-m, --chars	Print the character counts (bytes)
 *	-l, --lines	Print the newline counts
 *	-w, --words	Print the word counts
 *	-L, --max-line-length	Print the maximum display width
 *	--files0-from F	Read NUL-terminated file names from F (-: stdin)
 * SPDX-License-Identifier: MIT
 */
#define FOR_wc
#include "libbb.h"

enum { LINES, WORDS, CHARS, BYTES, MAXLEN, NCOUNT };

struct wc {
	unsigned long long	total[NCOUNT];
	unsigned		show;	/* 1 << LINES ... */
	int			width, nfiles;
	unsigned char		buf[65536];
};

/* newlines in p[0..n): 16 bytes a step, in byte lanes that never wrap */
static unsigned long long
count_nl(const unsigned char *p, size_t n)
{
	typedef unsigned char v16 __attribute__((vector_size(16)));
	unsigned long long c = 0;
	v16 nl, acc, v;
	size_t i, k;

	memset(&nl, '\n', sizeof(nl));
	while (n >= 16) {
		memset(&acc, 0, sizeof(acc));
		for (k = 0; k < 255 && n >= 16; k++, p += 16, n -= 16) {
			memcpy(&v, p, 16);
			acc -= (v16)(v == nl);
		}
		for (i = 0; i < 16; i++)
			c += acc[i];
	}
	while (n--)
		c += *p++ == '\n';
	return c;
}

static void
print_counts(struct wc *w, const unsigned long long *c, const char *name)
{
	const char *sep = "";
	int i;

	for (i = 0; i < NCOUNT; i++)
		if (w->show & 1 << i) {
			printf("%s%*llu", sep, w->width, c[i]);
			sep = " ";
		}
	if (name)
		printf(" %s", name);
	putchar('\n');
}

static int
count_fd(struct wc *w, int fd, unsigned long long *c)
{
	unsigned long long pos = 0;
	bool inword = false;
	struct stat st;
	ssize_t n, i;
	off_t off;
	int ch;

	if (w->show == 1 << BYTES && fstat(fd, &st) == 0 &&
	    S_ISREG(st.st_mode) && (off = lseek(fd, 0, SEEK_CUR)) >= 0) {
		c[BYTES] = st.st_size > off ? st.st_size - off : 0;
		return 0;
	}
	while ((n = read(fd, w->buf, sizeof(w->buf))) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		c[BYTES] += n;
		if (!(w->show & ~(1 << LINES | 1 << BYTES | 1 << CHARS))) {
			c[LINES] += count_nl(w->buf, n);
			continue;
		}
		for (i = 0; i < n; i++) {
			ch = w->buf[i];
			if (ch >= ' ' && ch < 127) {
				pos++;
				if (ch != ' ')
					inword = true;
				else if (inword)
					c[WORDS]++, inword = false;
				continue;
			}
			if (ch == '\t')
				pos = (pos | 7) + 1;
			else if (ch == '\n' || ch == '\r' || ch == '\f') {
				c[LINES] += ch == '\n';
				if (pos > c[MAXLEN])
					c[MAXLEN] = pos;
				pos = 0;
			} else if (ch != '\v')
				continue;
			if (inword)
				c[WORDS]++, inword = false;
		}
	}
	c[WORDS] += inword;
	if (pos > c[MAXLEN])
		c[MAXLEN] = pos;
	return 0;
}

static void
wc_file(struct wc *w, const char *name, const char *shown)
{
	unsigned long long c[NCOUNT] = { 0 };
	int fd = 0, i;

	w->nfiles++;
	if (strcmp(name, "-") && (fd = open(name, O_RDONLY)) < 0) {
		perror_msg("%s", name);
		return;
	}
	if (count_fd(w, fd, c) < 0)
		perror_msg("%s", name);
	c[CHARS] = c[BYTES];
	if (fd)
		close(fd);
	print_counts(w, c, shown);
	for (i = 0; i < NCOUNT; i++)
		if (i == MAXLEN)
			w->total[i] = MAX(w->total[i], c[i]);
		else
			w->total[i] += c[i];
}

/* GNU's column width: the digits of the regular files' total size */
static int
width(char **names, int n, int ncounts)
{
	unsigned long long sum = 0;
	struct stat st;
	int i, r, wd = 1, min = 1;

	if (ncounts == 1 && n == 1)
		return 1;
	for (i = 0; i < n; i++) {
		r = strcmp(names[i], "-") ? stat(names[i], &st) : fstat(0, &st);
		if (r < 0)
			continue;
		if (S_ISREG(st.st_mode))
			sum += st.st_size;
		else
			min = 7;
	}
	for (; sum >= 10; sum /= 10)
		wd++;
	return MAX(wd, min);
}

/* the next NUL-terminated name from f, or NULL at the end */
static char *
next_name(struct wc *w, FILE *f, char **line, size_t *cap, const char *from,
    int *no)
{
	ssize_t n;

	while ((n = getdelim(line, cap, 0, f)) > 0) {
		++*no;
		w->nfiles++;	/* a bad name counts towards the total line */
		if ((*line)[n - 1] == 0)
			n--;
		(*line)[n] = 0;
		if (!n)
			error_msg("%s:%d: invalid zero-length file name", from,
			    *no);
		else if (!strcmp(*line, "-") && !strcmp(from, "-"))
			error_msg("when reading file names from stdin, no file"
			    " name of '-' allowed");
		else
			return w->nfiles--, *line;
	}
	return NULL;
}

int
wc_main(int argc, char **argv)
{
	static char *stdin_only[] = { "-", NULL };
	static const unsigned bit[] = { F_l, F_w, F_m, F_c, F_L };
	struct wc *w = xzalloc(sizeof(*w));
	const char *from = NULL;
	char **names = NULL, *line = NULL, *s;
	size_t cap = 0;
	int i, n = 0, ncounts = 0, no = 0;
	FILE *f = NULL;
	struct stat st;
	struct opts o;

	(void)argc;
	argv = getopts(&o, OPTS_wc, argv);
	for (i = 0; i < NCOUNT; i++)
		if (OPT(&o, bit[i]))
			w->show |= 1 << i, ncounts++;
	if (!ncounts)
		w->show = 1 << LINES | 1 << WORDS | 1 << BYTES, ncounts = 3;
	if (OPT(&o, F_files0_from)) {
		from = o.arg[S_files0_from].s;
		if (*argv)
			usage_exit("extra operand '%s'\nfile operands cannot be"
			    " combined with --files0-from", *argv);
		f = strcmp(from, "-") ? fopen(from, "r") : stdin;
		if (!f)
			perror_exit("cannot open '%s' for reading", from);
		/* a regular file's names are read first, for the width */
		if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode)) {
			while ((s = next_name(w, f, &line, &cap, from, &no))) {
				names = xrealloc(names, n + 2, sizeof(*names));
				names[n++] = xstrdup(s);
			}
			f = NULL;
		} else {
			w->width = 1;
		}
	} else {
		names = *argv ? argv : stdin_only;
		while (names[n])
			n++;
	}
	if (!w->width)
		w->width = width(names, n, ncounts);
	if (f)
		while ((s = next_name(w, f, &line, &cap, from, &no)))
			wc_file(w, s, s);
	for (i = 0; i < n; i++)
		wc_file(w, names[i], from || *argv ? names[i] : NULL);
	if (w->nfiles > 1)
		print_counts(w, w->total, "total");
	return exit_status;
}
