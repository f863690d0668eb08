/*
 * opts.c - the option parser every applet uses
 *
 * The spec is the applet's opts: line as filtered by scripts/gen-applets:
 *   leading controls  <N >N (operand bounds), ^ (stop at first operand),
 *                     - (a dashless first argument is an option cluster)
 *   items             a letter or digit, or (long) for a long-only option,
 *                     then a type: none (flag, counted), : (string, last
 *                     wins), * (list), # (integer, optional <LO >HI), ? (an
 *                     optional argument, attached only), then, after a
 *                     letter, (alias)... (after a long-only item, a "("
 *                     starts the next item; so long-only items go first in
 *                     the spec or after another long-only item, since right
 *                     after a letter they would read as its aliases)
 *   trailing groups   [-abc] the last one given wins, [!abc] only one
 * Options permute GNU-style until "--" (POSIX getopt and musl do not, so we
 * parse ourselves); a lone "-" is an operand; long options may be
 * abbreviated to a unique prefix, as getopt_long allows.
 * Bit k of o->seen is the k-th item; slot j of o->arg the j-th item that
 * takes an argument. The generated F_x and S_x macros say the same.
 * o->last[k] is the sequence number (1, 2, ...) of item k's last use, so
 * an applet can replay options in the order given, as ls resolves -l -1;
 * o->order[n] is the item of the n-th option taken (the first 64), for
 * options whose order adds up (od's formats), with '*' lists in order.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

struct item {
	const char	*longs;		/* first "(name)" of this item, or NULL */
	long long	lo, hi;
	char		c;		/* short letter, 0 when long-only */
	char		type;		/* 0 : * # ? */
	signed char	slot;
};

struct spec {
	struct item	it[64];
	const char	*groups;
	int		n, min, max;
	bool		stop, dashless;
};

static long long
spec_num(const char **p)
{
	return strtoll(*p, (char **)p, 10);
}

static void
parse_spec(struct spec *sp, const char *s)
{
	struct item *it;
	int slots = 0;

	memset(sp, 0, sizeof(*sp));
	sp->max = INT_MAX;
	for (;; s++) {
		if (*s == '<')
			s++, sp->min = spec_num(&s), s--;
		else if (*s == '>')
			s++, sp->max = spec_num(&s), s--;
		else if (*s == '^')
			sp->stop = true;
		else if (*s == '-')
			sp->dashless = true;
		else
			break;
	}
	while (*s && *s != '[' && sp->n < (int)ARRAY_SIZE(sp->it)) {
		it = &sp->it[sp->n++];
		it->slot = -1;
		it->lo = LLONG_MIN;
		it->hi = LLONG_MAX;
		if (*s == '(')
			it->longs = s;
		else
			it->c = *s;
		if (*s == '(')
			s = strchr(s, ')');
		s++;
		if (*s && strchr(":*#?", *s)) {
			it->type = *s++;
			it->slot = slots++;
			while (it->type == '#' && (*s == '<' || *s == '>')) {
				if (*s++ == '<')
					it->lo = spec_num(&s);
				else
					it->hi = spec_num(&s);
			}
		}
		/* aliases follow a letter; after (long), ( is the next item */
		if (it->c && *s == '(')
			it->longs = s;
		while (it->c && *s == '(')
			s = strchr(s, ')') + 1;
	}
	sp->groups = s;
}

/* Find the item for --name (len bytes); exact match or unique prefix. */
static int
find_long(struct spec *sp, const char *name, size_t len)
{
	int i, found = -1, partial = 0;
	const char *p, *e;

	for (i = 0; i < sp->n; i++) {
		for (p = sp->it[i].longs; p && *p == '('; p = e + 1) {
			e = strchr(p, ')');
			if (!sp->it[i].c && p != sp->it[i].longs)
				break;
			if ((size_t)(e - p - 1) < len ||
			    strncmp(p + 1, name, len))
				continue;
			if ((size_t)(e - p - 1) == len)
				return i;
			if (found != i)
				partial++;
			found = i;
		}
	}
	if (partial > 1)
		usage_exit("option '--%.*s' is ambiguous", (int)len, name);
	return found;
}

static void
opt_name(char *buf, size_t n, const struct item *it)
{
	if (it->c)
		snprintf(buf, n, "-%c", it->c);
	else
		snprintf(buf, n, "--%.*s", (int)strcspn(it->longs + 1, ")"),
		    it->longs + 1);
}

/* Mark item i seen, store its argument, and apply [-...] groups. */
static void
take(struct opts *o, struct spec *sp, int i, const char *arg)
{
	struct item *it = &sp->it[i];
	const char *g, *e;
	union optarg *a;
	char name[64];

	if (it->c)
		for (g = sp->groups; (g = strstr(g, "[-")); g = e) {
			e = strchr(g, ']');
			if (!memchr(g, it->c, e - g))
				continue;
			for (g += 2; g < e; g++) {
				int j;

				for (j = 0; j < sp->n; j++)
					if (sp->it[j].c == *g && j != i)
						o->seen &= ~(1ULL << j);
			}
		}
	o->seen |= 1ULL << i;
	o->last[i] = ++o->nopt;
	if (o->nopt <= sizeof(o->order))
		o->order[o->nopt - 1] = i;
	if (o->count[i] < 255)
		o->count[i]++;
	if (it->slot < 0)
		return;
	a = &o->arg[(int)it->slot];
	switch (it->type) {
	case '#':
		if (atoll_range(arg, it->lo, it->hi, &a->n) < 0) {
			opt_name(name, sizeof(name), it);
			if (errno == ERANGE)
				usage_exit("number '%s' for %s is out of range",
				    arg, name);
			usage_exit("invalid number '%s'", arg);
		}
		break;
	case '*':
		a->l.v = xrealloc(a->l.v, a->l.n + 2, sizeof(char *));
		a->l.v[a->l.n++] = (char *)arg;
		a->l.v[a->l.n] = NULL;
		break;
	default:
		a->s = arg;
	}
}

char **
getopts(struct opts *o, const char *specstr, char **argv)
{
	struct spec sp;
	char **out, *a, name[64];
	bool done = false;
	int i, k = 0, idx;

	memset(o, 0, sizeof(*o));
	parse_spec(&sp, specstr);
	out = argv + 1;
	for (i = 1; argv[i]; i++) {
		a = argv[i];
		if (done || (a[0] != '-' && !(i == 1 && sp.dashless)) ||
		    !strcmp(a, "-")) {
			out[k++] = a;
			if (sp.stop)
				done = true;
			continue;
		}
		if (!strcmp(a, "--")) {
			done = true;
			continue;
		}
		if (a[0] == '-' && a[1] == '-') {
			size_t len = strcspn(a + 2, "=");
			const char *val = a[2 + len] ? a + 3 + len : NULL;
			struct item *it;

			idx = find_long(&sp, a + 2, len);
			if (idx < 0 && !strcmp(a, "--help")) {
				show_usage(stdout, true);
				xexit(0);
			}
			if (idx < 0)
				usage_exit("unrecognized option '--%.*s'",
				    (int)len, a + 2);
			it = &sp.it[idx];
			snprintf(name, sizeof(name), "--%.*s", (int)len, a + 2);
			if (!it->type && val)
				usage_exit("option '%s' doesn't allow an "
				    "argument", name);
			if (it->type && it->type != '?' && !val) {
				val = argv[++i];
				if (!val)
					usage_exit("option '%s' requires an "
					    "argument", name);
			}
			take(o, &sp, idx, val);
			continue;
		}
		for (a += a[0] == '-'; *a; a++) {
			struct item *it = NULL;

			for (idx = 0; idx < sp.n; idx++)
				if (sp.it[idx].c == *a) {
					it = &sp.it[idx];
					break;
				}
			if (!it)
				usage_exit("invalid option -- '%c'", *a);
			if (!it->type) {
				take(o, &sp, idx, NULL);
				continue;
			}
			if (a[1])
				take(o, &sp, idx, a + 1);
			else if (it->type == '?')
				take(o, &sp, idx, NULL);
			else if (argv[i + 1])
				take(o, &sp, idx, argv[++i]);
			else
				usage_exit("option requires an argument -- '%c'",
				    *a);
			break;
		}
	}
	out[k] = NULL;
	o->argc = k;
	for (const char *g = sp.groups; (g = strstr(g, "[!")); g++) {
		const char *e = strchr(g, ']'), *first = NULL;

		for (const char *c = g + 2; c < e; c++)
			for (idx = 0; idx < sp.n; idx++)
				if (sp.it[idx].c == *c &&
				    (o->seen & (1ULL << idx))) {
					if (first)
						usage_exit("options -%c and -%c "
						    "are mutually exclusive",
						    *first, *c);
					first = c;
				}
	}
	if (k < sp.min)
		usage_exit(k ? "missing operand after '%s'" : "missing operand",
		    k ? out[k - 1] : "");
	if (k > sp.max)
		usage_exit("extra operand '%s'", out[sp.max]);
	return out;
}

/*
 * GNU's obsolete -N option (expand's -t N, fold's -w N) anywhere before
 * "--" becomes -cN in argv, so that getopts takes it in its place among
 * the others. The argument of the option that takes one (the short c
 * ending a cluster, or the long lng or an abbreviation of it) is passed
 * over: it may be a negative number. Returns how many were rewritten.
 */
int
dash_num_opt(char **argv, int c, const char *lng)
{
	char **a;
	size_t len;
	int n = 0;

	for (a = argv + 1; *a && strcmp(*a, "--"); a++) {
		if (**a != '-')
			continue;
		len = strlen(*a);
		if (a[1] && (a[0][1] != '-' ? a[0][len - 1] == c :
		    len > 2 && !strncmp(*a, lng, len)))
			a++;
		else if (isdigit((unsigned char)a[0][1])) {
			*a = xasprintf("-%c%s", c, *a + 1);
			n++;
		}
	}
	return n;
}
