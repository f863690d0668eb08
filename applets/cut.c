/*
 * cut.c - print selected parts of lines
 *
 * POSIX.1-2024 cut plus GNU's --complement, --output-delimiter and -z,
 * with GNU's messages for bad lists. -c is -b (we do not decode UTF-8),
 * so -n has nothing to do. A list is items N, N-, -M or N-M separated by
 * commas or blanks; overlapping ranges merge, and with --output-delimiter
 * the string goes between the ranges that remain (as GNU). An empty
 * --output-delimiter is a NUL byte, as GNU's. Lines of any length; a last
 * line without a newline gets one.
 *
 * applet: cut usr/bin core
 * opts: (complement)(output-delimiter):b*(bytes)c*(characters)
 *	d:(delimiter)f*(fields)ns(only-delimited)z(zero-terminated)
 * usage: cut -b LIST|-c LIST|-f LIST [-d DELIM] [-snz] [FILE]...
 *
 *	Print the selected bytes, characters or fields of each line of
 *	each FILE (- or none: standard input).
 *
 *	-b, --bytes LIST	Select these bytes
 *	-c, --characters LIST	Select these characters (bytes)
 *	-f, --fields LIST	Select these fields; lines without a
 *		delimiter are printed whole (but see -s)
 *	-d, --delimiter DELIM	Fields are separated by DELIM (default TAB)
 *	-s, --only-delimited	Leave out lines without a delimiter
 *	-n	Ignored (a character is a byte)
 *	--complement	Select what the list does not
 *	--output-delimiter STR	Join the selected ranges or fields with STR
 *	-z, --zero-terminated	Lines end with NUL, not newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_cut
#include "libbb.h"

struct range {
	unsigned long long	lo, hi;
};

struct cut {
	struct range	*r;
	size_t		n;
	const char	*odelim;
	size_t		odlen;
	int		eol, delim;
	bool		fields, only;
};

static int
cmp_range(const void *a, const void *b)
{
	const struct range *x = a, *y = b;

	return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* Parse LIST into sorted ranges, merging those that overlap. */
static void
parse_list(struct cut *c, const char *list, bool fields, bool complement)
{
	const char *p = list, *num;
	unsigned long long v[2], d;
	bool set[2], dash = false;
	struct range *r = NULL, *out;
	size_t n = 0, i;

	set[0] = set[1] = false;
	v[0] = v[1] = 0;
	for (;; p++) {
		if (*p >= '0' && *p <= '9') {
			for (num = p; *p >= '0' && *p <= '9'; p++) {
				d = *p - '0';
				if (v[dash] > (ULLONG_MAX - 1 - d) / 10)
					usage_exit(fields ? "field number '%.*s'"
					    " is too large" : "byte/character"
					    " offset '%.*s' is too large",
					    (int)strspn(num, "0123456789"), num);
				v[dash] = v[dash] * 10 + d;
			}
			set[dash] = true;
			p--;
			continue;
		}
		if (*p == '-') {
			if (dash)
				usage_exit(fields ? "invalid field range" :
				    "invalid byte or character range");
			dash = true;
			continue;
		}
		if (*p && *p != ',' && *p != ' ' && *p != '\t')
			usage_exit(fields ? "invalid field value '%s'" :
			    "invalid byte/character position '%s'", p);
		if (dash && !set[0] && !set[1])
			usage_exit("invalid range with no endpoint: -");
		if (!dash)
			v[1] = v[0], set[1] = true;
		else if (!set[0])
			v[0] = 1;
		if (!v[0])
			usage_exit(fields ? "fields are numbered from 1" :
			    "byte/character positions are numbered from 1");
		if (!set[1])
			v[1] = ULLONG_MAX;
		if (v[1] < v[0])
			usage_exit("invalid decreasing range");
		r = xrealloc(r, n + 1, sizeof(*r));
		r[n].lo = v[0];
		r[n++].hi = v[1];
		if (!*p)
			break;
		set[0] = set[1] = dash = false;
		v[0] = v[1] = 0;
	}
	qsort(r, n, sizeof(*r), cmp_range);
	for (out = r, i = 1; i < n; i++)
		if (r[i].lo <= out->hi)
			out->hi = MAX(out->hi, r[i].hi);
		else
			*++out = r[i];
	n = out - r + 1;
	if (complement) {
		out = xmalloc((n + 1) * sizeof(*out));
		c->n = 0;
		d = 1;
		for (i = 0; i < n; d = r[i++].hi + 1) {
			if (r[i].lo > d) {
				out[c->n].lo = d;
				out[c->n++].hi = r[i].lo - 1;
			}
			if (r[i].hi == ULLONG_MAX)
				break;
		}
		if (i == n) {
			out[c->n].lo = d;
			out[c->n++].hi = ULLONG_MAX;
		}
		free(r);
		c->r = out;
	} else {
		c->r = r;
		c->n = n;
	}
}

static void
cut_bytes(struct cut *c, const char *s, size_t len)
{
	size_t i, lo, hi;

	for (i = 0; i < c->n && c->r[i].lo <= len; i++) {
		lo = c->r[i].lo - 1;
		hi = MIN(c->r[i].hi, len);
		if (i && c->odelim)
			fwrite(c->odelim, 1, c->odlen, stdout);
		fwrite(s + lo, 1, hi - lo, stdout);
	}
}

static void
cut_fields(struct cut *c, const char *s, size_t len)
{
	const char *end = s + len, *e;
	unsigned long long f = 1;
	size_t i = 0;
	bool first = true;

	if (!memchr(s, c->delim, len)) {
		if (!c->only) {
			fwrite(s, 1, len, stdout);
			putchar(c->eol);
		}
		return;
	}
	for (;; f++, s = e + 1) {
		e = memchr(s, c->delim, end - s);
		if (!e)
			e = end;
		while (i < c->n && c->r[i].hi < f)
			i++;
		if (i == c->n)
			break;
		if (f >= c->r[i].lo) {
			if (!first)
				fwrite(c->odelim, 1, c->odlen, stdout);
			fwrite(s, 1, e - s, stdout);
			first = false;
		}
		if (e == end)
			break;
	}
	putchar(c->eol);
}

int
cut_main(int argc, char **argv)
{
	static char *stdin_only[] = { "-", NULL };
	struct cut c = { .delim = '\t', .eol = '\n' };
	struct optlist *l = NULL;
	char *line = NULL, dbuf[2] = "\t";
	const char *d = NULL;
	size_t cap = 0;
	ssize_t len;
	struct opts o;
	FILE *f;

	(void)argc;
	argv = getopts(&o, OPTS_cut, argv);
	if (OPT(&o, F_b))
		l = &o.arg[S_b].l;
	if (OPT(&o, F_c))
		l = &o.arg[S_c].l;
	if (OPT(&o, F_f))
		l = &o.arg[S_f].l, c.fields = true;
	if (!l)
		usage_exit("you must specify a list of bytes, characters, or"
		    " fields");
	if ((OPT(&o, F_b) + OPT(&o, F_c) + OPT(&o, F_f)) > 1 || l->n > 1)
		usage_exit("only one list may be specified");
	if (OPT(&o, F_d)) {
		d = o.arg[S_d].s;
		if (d[0] && d[1])
			usage_exit("the delimiter must be a single character");
		if (!c.fields)
			usage_exit("an input delimiter may be specified only"
			    " when operating on fields");
		c.delim = (unsigned char)d[0];
		dbuf[0] = d[0];
	}
	if (OPT(&o, F_s) && !c.fields)
		usage_exit("suppressing non-delimited lines makes sense\n"
		    "\tonly when operating on fields");
	parse_list(&c, l->v[0], c.fields, OPT(&o, F_complement));
	if (c.fields)
		c.odelim = dbuf, c.odlen = 1;
	if (OPT(&o, F_output_delimiter)) {
		c.odelim = o.arg[S_output_delimiter].s;
		c.odlen = MAX(strlen(c.odelim), 1);
	}
	c.only = OPT(&o, F_s);
	if (OPT(&o, F_z))
		c.eol = 0;
	for (argv = *argv ? argv : stdin_only; *argv; argv++) {
		f = strcmp(*argv, "-") ? fopen(*argv, "r") : stdin;
		if (!f) {
			perror_msg("%s", *argv);
			continue;
		}
		while ((len = getdelim(&line, &cap, c.eol, f)) > 0) {
			if (line[len - 1] == c.eol)
				len--;
			if (c.fields) {
				cut_fields(&c, line, len);
			} else {
				cut_bytes(&c, line, len);
				putchar(c.eol);
			}
		}
		if (ferror(f))
			perror_msg("%s", *argv);
		if (f == stdin)
			clearerr(f);
		else
			fclose(f);
	}
	free(line);
	return exit_status;
}
