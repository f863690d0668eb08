/*
 * tr.c - translate, delete or squeeze bytes
 *
 * POSIX.1-2024 tr in the C locale, with GNU's rules where POSIX leaves
 * room: -t, SET2 padded with its last byte, [c*n] allowed in SET1, the
 * [:upper:]/[:lower:] pairing, and GNU's messages and their order. A
 * string is first unescaped (\NNN, \\ and the C letters), then read for
 * ranges, [:class:], [=c=] and [c*n]; the result is a 256-byte table and,
 * for -d and -s, two byte sets, applied to standard input in big reads.
 * Deviation: a run [c*n] in SET1 is mapped in one step, where GNU walks
 * it byte by byte (same table, no wait for a huge n).
 *
 * applet: tr usr/bin core
 * opts: ^c(complement)Cd(delete)s(squeeze-repeats)t(truncate-set1)
 * usage: tr [-cCdst] SET1 [SET2]
 *
 *	Copy standard input to standard output, translating the bytes of
 *	SET1 into those of SET2, or deleting or squeezing them.
 *
 *	-c, -C, --complement	Use the bytes not in SET1, in ascending order
 *	-d, --delete	Delete the bytes of SET1
 *	-s, --squeeze-repeats	Squeeze runs of a byte of the last SET into one
 *	-t, --truncate-set1	Use only as much of SET1 as SET2 is long
 *
 *	A SET holds bytes; a backslash before 1-3 octal digits, before a b
 *	f n r t v (C's escapes) or before another byte; ranges a-z; classes
 *	[:alnum:] [:alpha:] [:blank:] [:cntrl:] [:digit:] [:graph:]
 *	[:lower:] [:print:] [:punct:] [:space:] [:upper:] [:xdigit:];
 *	[=c=] (the byte c); [c*n] (n times c, n octal after a 0) and, in
 *	SET2, [c*] (c as often as SET1 needs).
 * SPDX-License-Identifier: MIT
 */
#define FOR_tr
#include "libbb.h"

enum { E_REP, E_RANGE, E_CLASS };

/* the classes, in the order of names[]; LOWER and UPPER pair up */
enum { C_LOWER = 6, C_UPPER = 10 };
static const char class_names[] = "alnum\0alpha\0blank\0cntrl\0"
	"digit\0graph\0lower\0print\0punct\0space\0upper\0xdigit\0";

struct elem {
	uint64_t	n;		/* bytes it stands for */
	unsigned char	type, c, hi;	/* the byte, the first, the class */
	bool		indef;		/* [c*]: n is filled in later */
};

struct set {
	struct elem	*e;
	size_t		ne;
	uint64_t	len;
	int		nindef;
	bool		equiv, classes, other_class;
};

struct iter {
	struct set	*s;
	size_t		e;
	uint64_t	k;
};

static bool
in_class(int cls, int c)
{
	static int (*const fn[])(int) = { isalnum, isalpha, isblank, iscntrl,
		isdigit, isgraph, islower, isprint, ispunct, isspace, isupper,
		isxdigit };

	return c < 128 && fn[cls](c);
}

/* A byte for a message: itself, a C escape (with letters) or \NNN. */
static char *
put_byte(char *p, unsigned char c, bool letters)
{
	const char *l = strchr("\a\b\f\n\r\t\v", c);

	if (isprint(c))
		*p++ = c;
	else if (letters && c && l)
		p += sprintf(p, "\\%c", "abfnrtv"[l - "\a\b\f\n\r\t\v"]);
	else
		p += sprintf(p, "\\%03o", c);
	return p;
}

static char *
printable(const unsigned char *s, size_t n)
{
	char *buf = xmalloc(4 * n + 1), *p = buf;

	while (n--)
		p = put_byte(p, *s++, true);
	*p = 0;
	return buf;
}

static struct elem *
add(struct set *s, int type, int c, uint64_t n)
{
	struct elem *e;

	s->e = xrealloc(s->e, s->ne + 1, sizeof(*s->e));
	e = &s->e[s->ne++];
	memset(e, 0, sizeof(*e));
	e->type = type;
	e->c = c;
	e->n = n;
	return e;
}

/* The count of [c*n]: decimal, octal after a 0, below 2^64-1; 0 is [c*]. */
static bool
repeat_count(const unsigned char *s, size_t n, uint64_t *out)
{
	uint64_t v = 0;
	unsigned base = 10, d;
	size_t i = 0;

	if (!n) {
		*out = 0;
		return true;
	}
	while (i < n && isspace(s[i]))
		i++;
	i += i < n && s[i] == '+';
	if (i == n)
		return false;
	if (s[i] == '0')
		base = 8;
	for (; i < n; i++) {
		d = s[i] - '0';
		if (d >= base || v > (UINT64_MAX - d) / base)
			return false;
		v = v * base + d;
	}
	*out = v;
	return v != UINT64_MAX;
}

/* Undo the backslash escapes of arg into c[], marking escaped bytes. */
static size_t
unescape(const char *arg, unsigned char *c, bool *esc)
{
	size_t i = 0, j;
	const char *l;
	unsigned v;

	for (j = 0; arg[i]; j++) {
		esc[j] = arg[i] == '\\';
		if (!esc[j]) {
			c[j] = arg[i++];
			continue;
		}
		i++;
		if (!arg[i]) {
			warn_msg("warning: an unescaped backslash at end of "
			    "string is not portable");
			c[j++] = '\\';
			break;
		}
		l = strchr("abfnrtv", arg[i]);
		if (l) {
			c[j] = "\a\b\f\n\r\t\v"[l - "abfnrtv"];
			i++;
		} else if (arg[i] >= '0' && arg[i] <= '7') {
			v = arg[i++] - '0';
			if (arg[i] >= '0' && arg[i] <= '7')
				v = v * 8 + arg[i++] - '0';
			if (arg[i] >= '0' && arg[i] <= '7') {
				if (v * 8 + arg[i] - '0' > 0377)
					warn_msg("warning: the ambiguous octal "
					    "escape \\%o%c is being\n\tinterpreted "
					    "as the 2-byte sequence \\0%o, %c",
					    v, arg[i], v, arg[i]);
				else
					v = v * 8 + arg[i++] - '0';
			}
			c[j] = v;
		} else {
			c[j] = arg[i++];
		}
	}
	return j;
}

/* Find the unescaped pair "x]" at or after i; its index, or 0. */
static size_t
closing(const unsigned char *c, const bool *esc, size_t i, size_t n, int x)
{
	for (; i + 1 < n; i++)
		if (c[i] == x && !esc[i] && c[i + 1] == ']' && !esc[i + 1])
			return i;
	return 0;
}

static void
parse(struct set *s, const char *arg)
{
	size_t len = strlen(arg), n, i, k;
	unsigned char *c = xmalloc(len + 1);
	bool *esc = xmalloc(len + 1);
	uint64_t cnt;
	const char *nm;
	char *p;
	int cls;

	n = unescape(arg, c, esc);
	for (i = 0; i < n;) {
		bool open = c[i] == '[' && !esc[i] && i + 2 < n;

		if (open && (c[i + 1] == ':' || c[i + 1] == '=') &&
		    !esc[i + 1] && (k = closing(c, esc, i + 2, n, c[i + 1]))) {
			p = printable(c + i + 2, k - i - 2);
			if (c[i + 1] == '=') {
				if (k == i + 2)
					error_exit("missing equivalence class "
					    "character '[==]'");
				if (k != i + 3)
					error_exit("%s: equivalence class "
					    "operand must be a single "
					    "character", p);
				add(s, E_REP, c[i + 2], 1);
				s->equiv = true;
			} else {
				if (k == i + 2)
					error_exit("missing character class "
					    "name '[::]'");
				for (cls = 0, nm = class_names; *nm;
				    nm += strlen(nm) + 1, cls++)
					if (strlen(nm) == k - i - 2 &&
					    !memcmp(nm, c + i + 2, k - i - 2))
						break;
				if (!*nm)
					error_exit("invalid character class %s",
					    quote(p, QUOTE_LOCALE));
				add(s, E_CLASS, cls, 0);
				s->classes = true;
				s->other_class |= cls != C_LOWER &&
				    cls != C_UPPER;
			}
			free(p);
			i = k + 2;
			continue;
		}
		if (open && c[i + 2] == '*' && !esc[i + 2]) {
			for (k = i + 3; k < n && (c[k] != ']' || esc[k]); k++)
				;
			if (k < n) {
				if (!repeat_count(c + i + 3, k - i - 3, &cnt))
					error_exit("invalid repeat count %s in "
					    "[c*n] construct",
					    quote(printable(c + i + 3,
					    k - i - 3), QUOTE_LOCALE));
				add(s, E_REP, c[i + 1], cnt)->indef = !cnt;
				s->nindef += !cnt;
				i = k + 1;
				continue;
			}
		}
		if (i + 2 < n && c[i + 1] == '-' && !esc[i + 1]) {
			if (c[i + 2] < c[i]) {
				char a[5], b[5];

				*put_byte(a, c[i], false) = 0;
				*put_byte(b, c[i + 2], false) = 0;
				error_exit("range-endpoints of '%s-%s' are in "
				    "reverse collating sequence order", a, b);
			}
			add(s, E_RANGE, c[i], c[i + 2] - c[i] + 1)->hi =
			    c[i + 2];
			i += 3;
			continue;
		}
		add(s, E_REP, c[i++], 1);
	}
	free(c);
	free(esc);
}

/* The number of bytes; a class's members are counted here. */
static void
measure(struct set *s)
{
	struct elem *e;
	int b;

	s->len = 0;
	for (e = s->e; e < s->e + s->ne; e++) {
		if (e->type == E_CLASS)
			for (b = e->n = 0; b < 256; b++)
				e->n += in_class(e->c, b);
		if (e->n > UINT64_MAX - 1 - s->len)
			error_exit("too many characters in set");
		s->len += e->n;
	}
}

static void
members(const struct set *s, bool *in)
{
	const struct elem *e;
	int b;

	for (e = s->e; e < s->e + s->ne; e++)
		for (b = 0; b < 256; b++)
			if (e->type == E_CLASS ? in_class(e->c, b) :
			    e->n && b >= e->c && b <= (e->type == E_RANGE ?
			    e->hi : e->c))
				in[b] = true;
}

/* The bytes not in s, in ascending order, replace it. */
static void
complement(struct set *s)
{
	bool in[256] = { false };
	int b;

	members(s, in);
	s->ne = 0;
	for (b = 0; b < 256; b++)
		if (!in[b])
			add(s, E_REP, b, 1);
	measure(s);
}

/* The k-th byte of e */
static int
nth(const struct elem *e, uint64_t k)
{
	int b;

	if (e->type == E_REP)
		return e->c;
	if (e->type == E_RANGE)
		return e->c + (int)k;
	for (b = 0;; b++)
		if (in_class(e->c, b) && !k--)
			return b;
}

/* Step past used-up elements: the current one, or NULL at the end */
static struct elem *
settle(struct iter *t)
{
	while (t->e < t->s->ne && t->k == t->s->e[t->e].n)
		t->e++, t->k = 0;
	return t->e < t->s->ne ? &t->s->e[t->e] : NULL;
}

/* The next byte, or -1; *cls: the case class that starts here, or -1. */
static int
next(struct iter *t, int *cls)
{
	struct elem *e = settle(t);

	*cls = -1;
	if (!e)
		return -1;
	if (e->type == E_CLASS && !t->k && (e->c == C_LOWER || e->c == C_UPPER))
		*cls = e->c;
	return nth(e, t->k++);
}

static NORETURN void
misaligned(void)
{
	error_exit("misaligned [:upper:] and/or [:lower:] construct");
}

/* Step over n bytes of SET2, where no case class may begin; -1: ended */
static int
skip(struct iter *t, uint64_t n)
{
	struct elem *e;

	while (n) {
		if (t->e == t->s->ne)
			return -1;
		e = &t->s->e[t->e];
		if (e->type == E_CLASS && !t->k)
			misaligned();
		if (n < e->n - t->k) {
			t->k += n;
			break;
		}
		n -= e->n - t->k;
		t->e++, t->k = 0;
	}
	return 0;
}

/*
 * Map SET1's bytes to SET2's, in step; a [:upper:] or [:lower:] in SET2
 * must meet one in SET1.
 */
static void
pair(struct set *s1, struct set *s2, unsigned char *map)
{
	struct iter i1 = { s1, 0, 0 }, i2 = { s2, 0, 0 };
	struct elem *e;
	int c1, c2, u1, u2, b;

	for (;;) {
		/* of a run of one byte in SET1, only the last one counts */
		e = settle(&i1);
		if (e && e->type == E_REP && e->n - i1.k > 1) {
			if (skip(&i2, e->n - i1.k - 1) < 0)
				break;
			i1.k = e->n - 1;
		}
		c1 = next(&i1, &u1);
		c2 = next(&i2, &u2);
		if (u2 >= 0) {
			if (u1 < 0)
				misaligned();
			for (b = 0; b < 256; b++)
				if (in_class(u1, b))
					map[b] = u1 == u2 ? b : u2 == C_UPPER ?
					    toupper(b) : tolower(b);
			i1.k = s1->e[i1.e].n;
			i2.k = s2->e[i2.e].n;
			continue;
		}
		if (c1 < 0 || c2 < 0)
			break;
		map[c1] = c2;
	}
}

/* Fill [c*], pad SET2 with its last byte, check, then map SET1 to SET2. */
static void
translate(struct set *s1, struct set *s2, bool comp, bool classes1,
    bool trunc, unsigned char *map)
{
	unsigned char scratch[256];
	struct elem *e;

	for (e = s2->e; e < s2->e + s2->ne; e++)
		if (e->indef && s1->len > s2->len)
			e->n = s1->len - s2->len;
	measure(s2);
	/* the classes are checked before the padding's checks, as GNU */
	if (!comp)
		pair(s1, s2, scratch);
	if (!trunc && s1->len > s2->len) {
		if (!s2->len)
			error_exit("when not truncating set1, string2 must be "
			    "non-empty");
		e = &s2->e[s2->ne - 1];
		if (e->type == E_CLASS)
			error_exit("when translating with string1 longer than "
			    "string2,\nthe latter string must not end with a "
			    "character class");
		add(s2, E_REP, e->type == E_RANGE ? e->hi : e->c,
		    s1->len - s2->len);
		measure(s2);
	}
	if (comp && classes1) {
		bool ok = s1->len == s2->len && s2->len;

		for (e = s2->e; ok && e < s2->e + s2->ne; e++)
			ok = !e->n || (e->type == E_REP &&
			    e->c == s2->e[0].c);
		if (!ok)
			error_exit("when translating with complemented "
			    "character classes,\nstring2 must map all "
			    "characters in the domain to one");
	}
	pair(s1, s2, map);
}

int
tr_main(int argc, char **argv)
{
	struct opts o;
	struct set s1 = { 0 }, s2 = { 0 };
	bool del[256] = { false }, sq[256] = { false };
	bool comp, d, s, classes1;
	unsigned char map[256], *buf;
	ssize_t n, i, j;
	int b, last = -1;
	const size_t bufsize = 1 << 17;

	(void)argc;
	argv = getopts(&o, OPTS_tr, argv);
	comp = OPT(&o, F_c | F_C);
	d = OPT(&o, F_d);
	s = OPT(&o, F_s);
	if (!o.argc)
		usage_exit("missing operand");
	if (o.argc == 1 && (d == s))
		usage_exit("missing operand after '%s'\nTwo strings must be "
		    "given when %s.", argv[0], d ? "both deleting and "
		    "squeezing repeats" : "translating");
	if (o.argc > 1 && d && !s)
		usage_exit("extra operand '%s'%s", argv[1], o.argc > 2 ? "" :
		    "\nOnly one string may be given when deleting without "
		    "squeezing repeats.");
	if (o.argc > 2)
		usage_exit("extra operand '%s'", argv[2]);

	parse(&s1, argv[0]);
	if (argv[1])
		parse(&s2, argv[1]);
	measure(&s1);
	measure(&s2);
	if (s1.nindef)
		error_exit("the [c*] repeat construct may not appear in "
		    "string1");
	if (s2.nindef > 1)
		error_exit("only one [c*] repeat construct may appear in "
		    "string2");
	if (s2.nindef && d)
		error_exit("the [c*] construct may appear in string2 only "
		    "when translating");
	if (argv[1] && !d) {
		if (s2.equiv)
			error_exit("[=c=] expressions may not appear in "
			    "string2 when translating");
		if (s2.other_class)
			error_exit("when translating, the only character "
			    "classes that may appear in\nstring2 are 'upper' "
			    "and 'lower'");
	}
	classes1 = s1.classes;
	if (comp)
		complement(&s1);
	for (b = 0; b < 256; b++)
		map[b] = b;
	if (argv[1] && !d)
		translate(&s1, &s2, comp, classes1, OPT(&o, F_t), map);
	if (d)
		members(&s1, del);
	if (s)
		members(argv[1] ? &s2 : &s1, sq);

	buf = xmalloc(bufsize);
	while ((n = read(0, buf, bufsize)) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			perror_exit("read error");
		}
		for (i = j = 0; i < n; i++) {
			b = buf[i];
			if (del[b])
				continue;
			b = map[b];
			if (sq[b] && b == last)
				continue;
			buf[j++] = last = b;
		}
		if (write_full(1, buf, j) < 0)
			perror_exit("write error");
	}
	return 0;
}
