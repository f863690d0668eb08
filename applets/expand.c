/*
 * expand, unexpand - tabs to spaces and back
 *
 * POSIX.1-2024 expand and unexpand with GNU's tab lists: -t N (every N
 * columns), -t N1,N2,... (those columns; blanks also separate), and as
 * the list's last item /N (then every multiple of N) or +N (then every N
 * after the last stop); -N is -t N. GNU's messages for a bad list. A
 * backspace goes back one column. expand -i converts only the tabs before
 * a line's first non-blank. unexpand converts leading blanks, all blanks
 * with -a or -t (but for --first-only); blanks that reach a stop become a
 * tab, but a lone space does so only when another blank follows it, as
 * GNU's unexpand.
 *
 * applet: expand usr/bin core
 * opts: i(initial)t*(tabs)
 * usage: expand [-i] [-t LIST] [FILE]...
 *
 *	Copy each FILE (- or none: standard input) with tabs made spaces.
 *
 *	-i, --initial	Only the tabs before a line's first non-blank
 *	-t, --tabs LIST	Tab stops: every N, or the list N1,N2,... which may
 *			end with /N (every N) or +N (N after the last)
 * applet: unexpand usr/bin core main=unexpand
 * opts: (first-only)a(all)t*(tabs)
 * usage: unexpand [-a] [--first-only] [-t LIST] [FILE]...
 *
 *	Copy each FILE (- or none: standard input) with blanks made tabs.
 *
 *	-a, --all	All blanks, not only leading ones
 *	--first-only	Only leading blanks, even with -t
 *	-t, --tabs LIST	Tab stops as expand's (and implies -a)
 * SPDX-License-Identifier: MIT
 */
#define FOR_expand
#include "libbb.h"

struct tabs {
	uintmax_t	*stop, inc;
	size_t		n;
	char		kind;		/* 0, '/' or '+': after the last stop */
};

static void
tabs_add(struct tabs *t, const char *s)
{
	const char *p = s, *num;
	uintmax_t v;
	char kind;

	while (*p) {
		if (*p == ',' || isblank((unsigned char)*p)) {
			p++;
			continue;
		}
		if (t->kind)
			error_exit("'%c' specifier only allowed with the last "
			    "value", t->kind);
		kind = *p == '/' || *p == '+' ? *p++ : 0;
		num = p;
		for (v = 0; isdigit((unsigned char)*p); p++) {
			if (v > (UINTMAX_MAX - (*p - '0')) / 10) {
				size_t l = strspn(num, "0123456789");

				error_exit("tab stop is too large '%.*s'",
				    (int)l, num);
			}
			v = v * 10 + *p - '0';
		}
		if (*p == '/' || *p == '+')
			error_exit("'%c' specifier not at start of number: "
			    "%s", *p, quote(p, QUOTE_LOCALE));
		if (*p && *p != ',' && !isblank((unsigned char)*p))
			error_exit("tab size contains invalid character(s): %s",
			    quote(p, QUOTE_LOCALE));
		if (kind) {
			t->kind = kind;
			t->inc = v;
			continue;
		}
		if (!v)
			error_exit("tab size cannot be 0");
		if (t->n && v <= t->stop[t->n - 1])
			error_exit("tab sizes must be ascending");
		t->stop = xrealloc(t->stop, t->n + 1, sizeof(*t->stop));
		t->stop[t->n++] = v;
	}
}

static void
tabs_done(struct tabs *t)
{
	if (t->kind && !t->inc)
		t->kind = 0;
	if (!t->n && !t->kind) {
		t->kind = '/';
		t->inc = 8;
	}
	if (t->n == 1 && !t->kind) {
		t->kind = '/';
		t->inc = t->stop[0];
		t->n = 0;
	}
}

/* The first stop after col, or 0 when there is none. */
static uintmax_t
next_stop(const struct tabs *t, uintmax_t col)
{
	uintmax_t last;
	size_t i;

	for (i = 0; i < t->n; i++)
		if (t->stop[i] > col)
			return t->stop[i];
	if (t->kind == '/')
		return (col / t->inc + 1) * t->inc;
	if (t->kind == '+') {
		last = t->n ? t->stop[t->n - 1] : 0;
		return last + ((col - last) / t->inc + 1) * t->inc;
	}
	return 0;
}

/* The column a tab takes col to: its stop, or the next column */
static uintmax_t
tab_col(const struct tabs *t, uintmax_t col)
{
	uintmax_t to = next_stop(t, col);

	return to ? to : col + 1;
}

/*
 * Parse the options of either applet; the obsolete -N is -t N, in its
 * place among the -t lists, but does not make unexpand's -t's -a: *ndash
 * says how many -t are such.
 */
static char **
tab_opts(struct opts *o, const char *spec, char **argv, int slot,
    struct tabs *t, int *ndash)
{
	int i;

	memset(t, 0, sizeof(*t));
	*ndash = dash_num_opt(argv, 't', "--tabs");
	argv = getopts(o, spec, argv);
	for (i = 0; i < o->arg[slot].l.n; i++)
		tabs_add(t, o->arg[slot].l.v[i]);
	tabs_done(t);
	return argv;
}

/* Run fn over each file (- or none: standard input). */
static int
each_file(char **argv, void (*fn)(FILE *, void *), void *ctx)
{
	static char *no_args[] = { "-", NULL };
	FILE *in;

	if (!*argv)
		argv = no_args;
	for (; *argv; argv++) {
		in = strcmp(*argv, "-") ? fopen(*argv, "r") : stdin;
		if (!in) {
			perror_msg("%s", *argv);
			continue;
		}
		fn(in, ctx);
		if (ferror(in))
			perror_msg("%s", *argv);
		if (in != stdin)
			fclose(in);
		else
			clearerr(in);
	}
	return exit_status;
}

struct expand {
	struct tabs	t;
	bool		initial;
};

static void
expand_file(FILE *in, void *ctx)
{
	struct expand *e = ctx;
	uintmax_t col = 0, to;
	bool lead = true;
	int c;

	while ((c = getc_unlocked(in)) != EOF) {
		if (c == '\t' && (lead || !e->initial)) {
			to = tab_col(&e->t, col);
			for (; col < to; col++)
				putchar_unlocked(' ');
			continue;
		}
		putchar_unlocked(c);
		if (c == '\n') {
			col = 0;
			lead = true;
			continue;
		}
		if (c == '\b')
			col -= col > 0;
		else if (c == '\t')
			col = tab_col(&e->t, col);
		else
			col++;
		lead &= c == ' ' || c == '\t';
	}
}

int
expand_main(int argc, char **argv)
{
	struct expand e;
	struct opts o;
	int ndash;

	(void)argc;
	argv = tab_opts(&o, OPTS_expand, argv, S_t, &e.t, &ndash);
	e.initial = OPT(&o, F_i);
	return each_file(argv, expand_file, &e);
}

/* unexpand's option block in place of expand's */
#undef F_t
#undef S_t
#define FOR_unexpand
#include "opts.h"

struct unexpand {
	struct tabs	t;
	bool		all;
};

static void
unexpand_file(FILE *in, void *ctx)
{
	struct unexpand *u = ctx;
	uintmax_t col = 0, stop;
	char pend[4096];
	size_t np = 0;
	bool convert = true, lone = false, word = false, after_word = false;
	int c;

	while ((c = getc_unlocked(in)) != EOF) {
		if ((c == ' ' || c == '\t') && convert &&
		    (stop = next_stop(&u->t, col))) {
			/* a lone space at a stop: a tab, as a blank follows */
			if (lone) {
				putchar_unlocked('\t');
				np = 0;
				lone = false;
			}
			if (np == sizeof(pend)) {
				fwrite(pend, 1, np, stdout);
				np = 0;
			}
			if (!np)
				after_word = word;
			pend[np++] = c;
			word = false;
			col = c == '\t' ? stop : col + 1;
			if (col < stop)
				continue;
			/* one space after a word waits for what follows */
			if (np > 1 || c == '\t' || !after_word) {
				putchar_unlocked('\t');
				np = 0;
			} else {
				lone = true;
			}
			continue;
		}
		fwrite(pend, 1, np, stdout);
		np = 0;
		lone = false;
		putchar_unlocked(c);
		word = c != ' ' && c != '\t';
		if (c == '\n') {
			col = 0;
			convert = true;
			word = false;
			continue;
		}
		if (c == '\b')
			col -= col > 0;
		else if (c == '\t')
			col = tab_col(&u->t, col);
		else
			col++;
		if (!u->all && c != ' ' && c != '\t')
			convert = false;
	}
	fwrite(pend, 1, np, stdout);
}

int
unexpand_main(int argc, char **argv)
{
	struct unexpand u;
	struct opts o;
	int ndash;

	(void)argc;
	argv = tab_opts(&o, OPTS_unexpand, argv, S_t, &u.t, &ndash);
	u.all = (OPT(&o, F_a) || o.arg[S_t].l.n > ndash) &&
	    !OPT(&o, F_first_only);
	return each_file(argv, unexpand_file, &u);
}
