/*
 * uniq.c - report or omit repeated lines
 *
 * POSIX.1-2024 uniq with GNU coreutils' options and messages in the C
 * locale: -D and --all-repeated[=none|prepend|separate], -i, -w, -z.
 * Fields (-f) are runs of blanks then non-blanks; -s then skips bytes and
 * -w compares at most N bytes. Counts are printed as "%7d ". With -D, -u
 * leaves out the last line of each repeated group, as GNU's does.
 * A regular OUTPUT is written beside it and renamed over it when whole,
 * so a full disk or a signal leaves none of it (GNU's leaves a part).
 * Deviations: no --group; usage errors print the synopsis, not GNU's
 * "Try 'uniq --help'" line.
 *
 * applet: uniq usr/bin core
 * opts: >2(all-repeated)?c(count)d(repeated)Du(unique)i(ignore-case)
 *	f:(skip-fields)s:(skip-chars)w:(check-chars)z(zero-terminated)
 * usage: uniq [-cdDiuz] [-f N] [-s N] [-w N] [INPUT [OUTPUT]]
 *
 *	Write INPUT (- or none: standard input) to OUTPUT (standard output),
 *	adjacent matching lines written once.
 *
 *	-c, --count	Put the number of occurrences before each line
 *	-d, --repeated	Only lines that repeat, once each
 *	-D	Every line of the groups that repeat
 *	--all-repeated[=HOW]	-D, groups set apart by empty lines:
 *		none (default), prepend (before each) or separate (between)
 *	-u, --unique	Only lines that do not repeat
 *	-i, --ignore-case	Compare without case
 *	-f, --skip-fields N	Do not compare the first N fields
 *	-s, --skip-chars N	Do not compare the first N bytes (after -f)
 *	-w, --check-chars N	Compare at most N bytes
 *	-z, --zero-terminated	Lines end with NUL, not newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_uniq
#include "libbb.h"

struct uniq {
	size_t	fields, chars, width;
	bool	icase, count, dups, uniqs, all;
	int	sep;	/* --all-repeated: 0 none, 1 prepend, 2 separate */
	char	delim;
};

/* N for -f -s -w: digits, a huge value meaning "all" */
static size_t
count_arg(const char *s, const char *what)
{
	unsigned long long v = 0;
	const char *p = s;

	while (isspace((unsigned char)*p))
		p++;
	if (*p == '+')
		p++;
	if (!isdigit((unsigned char)*p))
		goto bad;
	for (; isdigit((unsigned char)*p); p++)
		v = v > SIZE_MAX / 10 ? SIZE_MAX : v * 10 + (*p - '0');
	if (!*p)
		return v > SIZE_MAX ? SIZE_MAX : v;
bad:
	error_exit("%s: invalid number of %s", s, what);
}

/* the part of a line that is compared */
static const char *
ukey(const struct uniq *u, const char *p, size_t n, size_t *kn)
{
	const char *e = p + n;
	size_t f;

	for (f = u->fields; f && p < e; f--) {
		while (p < e && isblank((unsigned char)*p))
			p++;
		while (p < e && !isblank((unsigned char)*p))
			p++;
	}
	p += MIN(u->chars, (size_t)(e - p));
	*kn = MIN(u->width, (size_t)(e - p));
	return p;
}

static bool
same(const struct uniq *u, const char *a, size_t an, const char *b,
    size_t bn)
{
	const char *ka = ukey(u, a, an, &an), *kb = ukey(u, b, bn, &bn);

	if (an != bn)
		return false;
	if (!u->icase)
		return !memcmp(ka, kb, an);
	while (an--)
		if (tolower((unsigned char)*ka++) !=
		    tolower((unsigned char)*kb++))
			return false;
	return true;
}

static void
put(const struct uniq *u, const char *p, size_t n, unsigned long long c)
{
	if (u->count)
		printf("%7llu ", c);
	fwrite_unlocked(p, 1, n, stdout);
	putchar_unlocked(u->delim);
}

int
uniq_main(int argc, char **argv)
{
	static const char *const how[] = { "none", "prepend", "separate" };
	struct uniq u = { .width = SIZE_MAX, .delim = '\n' };
	char *cur = NULL, *prev = NULL, *t;
	size_t curcap = 0, prevcap = 0, cap;
	ssize_t cn, pn = -1;
	unsigned long long n = 0, groups = 0;
	const char *in = "-";
	struct opts o;
	FILE *f = stdin;
	char *tmp = NULL;
	int fd;

	(void)argc;
	argv = getopts(&o, OPTS_uniq, argv);
	u.count = OPT(&o, F_c);
	u.dups = OPT(&o, F_d);
	u.uniqs = OPT(&o, F_u);
	u.icase = OPT(&o, F_i);
	u.all = OPT(&o, F_D | F_all_repeated);
	if (OPT(&o, F_z))
		u.delim = 0;
	if (OPT(&o, F_f))
		u.fields = count_arg(o.arg[S_f].s, "fields to skip");
	if (OPT(&o, F_s))
		u.chars = count_arg(o.arg[S_s].s, "bytes to skip");
	if (OPT(&o, F_w))
		u.width = count_arg(o.arg[S_w].s, "bytes to compare");
	if (OPT(&o, F_all_repeated) && o.arg[S_all_repeated].s) {
		const char *a = o.arg[S_all_repeated].s;
		size_t l = strlen(a);
		int i, hit = -1, hits = 0;

		for (i = 0; i < 3; i++)
			if (!strncmp(how[i], a, l))
				hit = i, hits += 1 + (l == strlen(how[i])) * 8;
		if (hits != 1 && hits < 9) {
			error_msg("%s argument '%s' for '--all-repeated'",
			    hits ? "ambiguous" : "invalid", a);
			fputs("Valid arguments are:\n  - 'none'\n"
			    "  - 'prepend'\n  - 'separate'\n", stderr);
			show_usage(stderr, false);
			xexit(1);
		}
		u.sep = hit;
	}
	if (u.all && u.count)
		usage_exit("printing all duplicated lines and repeat counts "
		    "is meaningless");
	if (*argv)
		in = *argv++;
	if (strcmp(in, "-") && !(f = fopen(in, "r")))
		perror_exit("%s", in);
	/* OUTPUT appears whole or not at all (libbb/partial.c) */
	if (*argv && strcmp(*argv, "-")) {
		if ((fd = partial_open(*argv, &tmp)) < 0)
			perror_exit("%s", *argv);
		xdup2(fd, 1);
		close(fd);
	}
	for (;;) {
		cn = getdelim(&cur, &curcap, u.delim, f);
		if (cn > 0 && cur[cn - 1] == u.delim)
			cn--;
		if (pn >= 0 && cn >= 0 && same(&u, prev, pn, cur, cn)) {
			/* a repeat: -D writes the line before it */
			if (u.all) {
				if (++n == 2 && u.sep && (groups++ ||
				    u.sep == 1))
					putchar_unlocked(u.delim);
				put(&u, prev, pn, 0);
			} else
				n++;
		} else {
			/* the group of prev ends */
			if (pn >= 0) {
				if (u.all) {
					if (n > 1 && !u.uniqs)
						put(&u, prev, pn, 0);
				} else if (n > 1 ? !u.uniqs : !u.dups)
					put(&u, prev, pn, n);
			}
			if (cn < 0)
				break;
			n = 1;
		}
		if (u.all || n == 1) {
			t = prev, prev = cur, cur = t;
			pn = cn;
			cap = prevcap, prevcap = curcap, curcap = cap;
		}
	}
	if (ferror(f))
		error_exit("error reading %s", quote(in, QUOTE_LOCALE));
	if (tmp) {
		/* here, not in xexit, which removes the temporary first */
		if (fflush(stdout) || ferror(stdout) || fsync(1) < 0) {
			int err = errno ? errno : EIO;

			/* said once: xexit's flush would say it again */
			clearerr(stdout);
			errno = err;
			perror_exit("write error: %s", *argv);
		}
		if (partial_commit(tmp, *argv) < 0)
			perror_exit("%s", *argv);
		partial_end();
		free(tmp);
	}
	return 0;
}
