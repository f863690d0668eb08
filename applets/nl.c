/*
 * nl - number lines
 *
 * POSIX.1-2024 nl with GNU's long options and behaviour: logical pages
 * in header, body and footer sections, begun by lines that hold only the
 * delimiter three, two or one times (-d: two bytes, one byte with ':' as
 * its second, more bytes as they are, or none); each delimiter line is
 * written as an empty line and starts numbering again at -v unless -p.
 * Styles: a (all lines), t (non-empty ones), n (none), pBRE (lines the
 * basic regular expression matches; musl's regcomp, so GNU's \+ \? \|
 * are not there). Unnumbered lines get as many spaces as the number and
 * the separator take. Numbers are 64-bit, as GNU's.
 *
 * applet: nl usr/bin core
 * opts: b:(body-numbering)d:(section-delimiter)f:(footer-numbering)
 *	h:(header-numbering)i:(line-increment)l:(join-blank-lines)
 *	n:(number-format)p(no-renumber)s:(number-separator)
 *	v:(starting-line-number)w:(number-width)
 * usage: nl [-p] [-b STYLE] [-d CC] [-f STYLE] [-h STYLE] [-i N] [-l N]
 *	[-n FORMAT] [-s SEP] [-v N] [-w N] [FILE]...
 *
 *	Write each FILE (- or none: standard input) with line numbers.
 *
 *	-b, --body-numbering STYLE	Number body lines: a all, t non-empty
 *					(default), n none, pBRE matching BRE
 *	-d, --section-delimiter CC	Section delimiter (default: a backslash,
 *					a colon)
 *	-f, --footer-numbering STYLE	Number footer lines (default n)
 *	-h, --header-numbering STYLE	Number header lines (default n)
 *	-i, --line-increment N	Add N from line to line (1)
 *	-l, --join-blank-lines N	With style a, number only every Nth
 *					of consecutive empty lines (1)
 *	-n, --number-format FORMAT	ln left, rn right (default), rz zeros
 *	-p, --no-renumber	Do not start again at each logical page
 *	-s, --number-separator SEP	After the number (default a tab)
 *	-v, --starting-line-number N	First number of a page (1)
 *	-w, --number-width N	Columns of the number (6)
 * SPDX-License-Identifier: MIT
 */
#define FOR_nl
#include "libbb.h"
#include <inttypes.h>
#include <regex.h>

enum { HEADER, BODY, FOOTER };

struct style {
	char	kind;		/* a t n p */
	regex_t	re;
};

struct nl {
	struct style	st[3];
	const char	*sep, *fmt;
	char		delim[3][64];
	size_t		dlen;
	intmax_t	num, start, inc;
	long long	width, join, blanks;
	int		section;
	bool		renumber, overflow;
};

static void
style(struct style *s, const char *arg, const char *what)
{
	int err;

	s->kind = *arg;
	if (*arg == 'p') {
		err = regcomp(&s->re, arg + 1, REG_NOSUB);
		if (err) {
			char msg[256];

			regerror(err, &s->re, msg, sizeof(msg));
			error_exit("%s", msg);
		}
	} else if (!*arg || !strchr("atn", *arg)) {	/* "ab" is a, as GNU */
		usage_exit("invalid %s numbering style: %s", what,
		    quote(arg, QUOTE_LOCALE));
	}
}

/* GNU's messages for a number out of range, in glibc's words */
static intmax_t
number(const char *s, intmax_t lo, const char *what)
{
	char *end;
	intmax_t v;

	errno = 0;
	v = strtoimax(s, &end, 10);
	if (end == s || *end || isspace((unsigned char)*s))
		error_exit("invalid %s: %s", what, quote(s, QUOTE_LOCALE));
	if (errno)
		error_exit("invalid %s: %s: Value too large for defined data "
		    "type", what, quote(s, QUOTE_LOCALE));
	if (v < lo)
		error_exit("invalid %s: %s: Numerical result out of range",
		    what, quote(s, QUOTE_LOCALE));
	return v;
}

static bool
numbered(struct nl *n, const char *line, size_t len)
{
	struct style *s = &n->st[n->section];

	switch (s->kind) {
	case 'a':
		if (len)
			return n->blanks = 0, true;
		if (++n->blanks < n->join)
			return false;
		n->blanks = 0;
		return true;
	case 't':
		return len > 0;
	case 'p':
		return !regexec(&s->re, line, 0, NULL, 0);
	}
	return false;
}

static void
nl_file(struct nl *n, FILE *in)
{
	char *line = NULL;
	size_t cap = 0, len;
	ssize_t r;
	int k;

	while ((r = getline(&line, &cap, in)) > 0) {
		len = r - (line[r - 1] == '\n');
		line[len] = 0;
		for (k = 0; n->dlen && k < 3; k++)
			if (len == n->dlen * (3 - k) &&
			    !memcmp(line, n->delim[k], len))
				break;
		if (n->dlen && k < 3) {
			n->section = k;
			if (n->renumber)
				n->num = n->start, n->overflow = false;
			n->blanks = 0;
			putchar('\n');
			continue;
		}
		if (numbered(n, line, len)) {
			if (n->overflow)
				error_exit("line number overflow");
			printf(n->fmt, (int)n->width, n->num, n->sep);
			n->overflow = __builtin_add_overflow(n->num, n->inc,
			    &n->num);
		} else {
			printf("%*s", (int)(n->width + strlen(n->sep)), "");
		}
		fwrite(line, 1, len, stdout);
		putchar('\n');
	}
	free(line);
}

int
nl_main(int argc, char **argv)
{
	static char *no_args[] = { "-", NULL };
	struct nl n = { .sep = "\t", .fmt = "%*jd%s", .section = BODY };
	const char *d = "\\:", *f;
	struct opts o;
	FILE *in;
	int k;

	(void)argc;
	argv = getopts(&o, OPTS_nl, argv);
	n.st[HEADER].kind = n.st[FOOTER].kind = 'n';
	n.st[BODY].kind = 't';
	if (OPT(&o, F_b))
		style(&n.st[BODY], o.arg[S_b].s, "body");
	if (OPT(&o, F_f))
		style(&n.st[FOOTER], o.arg[S_f].s, "footer");
	if (OPT(&o, F_h))
		style(&n.st[HEADER], o.arg[S_h].s, "header");
	if (OPT(&o, F_n)) {
		f = o.arg[S_n].s;
		if (!strcmp(f, "ln"))
			n.fmt = "%-*jd%s";
		else if (!strcmp(f, "rz"))
			n.fmt = "%0*jd%s";
		else if (strcmp(f, "rn"))
			usage_exit("invalid line numbering format: %s",
			    quote(f, QUOTE_LOCALE));
	}
	n.inc = OPT(&o, F_i) ? number(o.arg[S_i].s, INTMAX_MIN,
	    "line number increment") : 1;
	n.join = OPT(&o, F_l) ? number(o.arg[S_l].s, 1,
	    "line number of blank lines") : 1;
	n.start = OPT(&o, F_v) ? number(o.arg[S_v].s, INTMAX_MIN,
	    "starting line number") : 1;
	n.width = OPT(&o, F_w) ? number(o.arg[S_w].s, 1,
	    "line number field width") : 6;
	if (n.width > INT_MAX)
		error_exit("invalid line number field width: %s: Value too "
		    "large for defined data type",
		    quote(o.arg[S_w].s, QUOTE_LOCALE));
	if (OPT(&o, F_s))
		n.sep = o.arg[S_s].s;
	n.renumber = !OPT(&o, F_p);
	if (OPT(&o, F_d))
		d = o.arg[S_d].s;
	n.dlen = strlen(d) == 1 ? 2 : MIN(strlen(d), sizeof(n.delim[0]) / 3);
	for (k = 0; k < 3; k++) {
		char *p = n.delim[k];

		for (int r = 3 - k; r > 0; r--, p += n.dlen) {
			memcpy(p, d, n.dlen);
			if (strlen(d) == 1)
				p[1] = ':';
		}
	}
	n.num = n.start;
	if (!*argv)
		argv = no_args;
	for (; *argv; argv++) {
		in = strcmp(*argv, "-") ? fopen(*argv, "r") : stdin;
		if (!in) {
			perror_msg("%s", *argv);
			continue;
		}
		nl_file(&n, in);
		if (ferror(in))
			perror_msg("%s", *argv);
		if (in != stdin)
			fclose(in);
		else
			clearerr(in);
	}
	return exit_status;
}
