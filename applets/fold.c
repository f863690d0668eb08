/*
 * fold - wrap lines at a width
 *
 * POSIX.1-2024 fold with GNU's long options and its obsolete -N (-w N).
 * Columns are counted as GNU does: a tab goes to the next multiple of 8,
 * a backspace goes back one, a carriage return to the start, anything
 * else one; -b counts bytes. A character that does not fit starts a new
 * line, unless the line is empty; with -s the line is broken after its
 * last blank (space or tab) when it has one. Lines are held whole, so a
 * line of any length works.
 *
 * applet: fold usr/bin core
 * opts: b(bytes)s(spaces)w:(width)
 * usage: fold [-bs] [-w WIDTH] [FILE]...
 *
 *	Wrap the lines of each FILE (- or none: standard input) so that none
 *	is wider than WIDTH columns (80).
 *
 *	-b, --bytes	Count bytes, not columns
 *	-s, --spaces	Break after the last blank that fits
 *	-w, --width WIDTH	Columns a line may take (-N is -w N)
 * SPDX-License-Identifier: MIT
 */
#define FOR_fold
#include "libbb.h"

struct fold {
	size_t		width, col, n, cap;
	bool		bytes, spaces;
	unsigned char	*line;
};

static size_t
advance(const struct fold *f, size_t col, int c)
{
	if (f->bytes)
		return col + 1;
	if (c == '\b')
		return col ? col - 1 : 0;
	if (c == '\r')
		return 0;
	if (c == '\t')
		return col + 8 - col % 8;
	return col + 1;
}

static void
out(struct fold *f, size_t n, bool nl)
{
	fwrite(f->line, 1, n, stdout);
	if (nl)
		putchar('\n');
	memmove(f->line, f->line + n, f->n - n);
	f->n -= n;
	f->col = 0;
	for (size_t i = 0; i < f->n; i++)
		f->col = advance(f, f->col, f->line[i]);
}

static void
fold_char(struct fold *f, int c)
{
	size_t i;

	if (c == '\n') {
		out(f, f->n, true);
		return;
	}
	while (advance(f, f->col, c) > f->width && f->n) {
		for (i = f->n; f->spaces && i > 0; i--)
			if (f->line[i - 1] == ' ' || f->line[i - 1] == '\t')
				break;
		out(f, f->spaces && i ? i : f->n, true);
	}
	if (f->n == f->cap)
		f->line = xrealloc(f->line, f->cap = f->cap * 2 + 256, 1);
	f->line[f->n++] = c;
	f->col = advance(f, f->col, c);
}

int
fold_main(int argc, char **argv)
{
	static char *no_args[] = { "-", NULL };
	struct fold f = { .width = 80 };
	struct opts o;
	const char *w = NULL;
	unsigned long long v;
	FILE *in;
	int c;

	(void)argc;
	dash_num_opt(argv, 'w', "--width");
	argv = getopts(&o, OPTS_fold, argv);
	f.bytes = OPT(&o, F_b);
	f.spaces = OPT(&o, F_s);
	if (OPT(&o, F_w))
		w = o.arg[S_w].s;
	if (w) {
		char *end;

		errno = 0;
		v = strtoull(w, &end, 10);
		if (!isdigit((unsigned char)*w) || *end)
			error_exit("invalid number of columns: '%s'", w);
		/* glibc's words, which GNU prints */
		if (!v || errno || v > SIZE_MAX / 2)
			error_exit("invalid number of columns: '%s': %s", w, v ?
			    "Value too large for defined data type" :
			    "Numerical result out of range");
		f.width = v;
	}
	if (!*argv)
		argv = no_args;
	for (; *argv; argv++) {
		in = strcmp(*argv, "-") ? fopen(*argv, "r") : stdin;
		if (!in) {
			perror_msg("%s", *argv);
			continue;
		}
		while ((c = getc_unlocked(in)) != EOF)
			fold_char(&f, c);
		if (ferror(in))
			perror_msg("%s", *argv);
		out(&f, f.n, false);
		if (in != stdin)
			fclose(in);
		else
			clearerr(in);
	}
	free(f.line);
	return exit_status;
}
