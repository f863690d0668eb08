/*
 * expr.c - evaluate an expression
 *
 * POSIX.1-2024 expr, with GNU coreutils' match, substr, index, length
 * and "+ TOKEN" (TOKEN as a string, even a keyword), GNU's precedence
 * (lowest first: | & comparisons + - * / % : then the keywords and
 * parentheses), messages and exit statuses: 0 when the result is neither
 * empty nor 0, 1 when it is, 2 for an invalid expression (syntax, a
 * non-integer argument, division by zero, a bad regular expression).
 * Integers are any number of digits, with an optional "-", and the
 * arithmetic on them is exact at any size, as GNU's (built with GMP).
 * Comparisons are numeric when both sides are integers, else bytewise.
 * The right side of | is not evaluated when the left is not null, nor
 * that of & when the left is null (no division by zero there). STRING :
 * REGEX is a POSIX basic regular expression (musl's regcomp) anchored at
 * the start: the first \( \) group's text, or the count of bytes
 * matched; GNU's extensions that musl lacks are not there, and
 * musl words the errors in its own way.
 *
 * applet: expr usr/bin core usage-exit=2 nohelp
 * usage: expr EXPRESSION
 *
 *	Print the value of EXPRESSION, made of operands and operators each
 *	given as an argument, loosest first:
 *	ARG1 | ARG2	ARG1 if it is neither null nor 0, else ARG2 (or 0)
 *	ARG1 & ARG2	ARG1 if neither is null nor 0, else 0
 *	< <= = == != >= >	comparisons, numeric for integers (1 or 0)
 *	+ - * / %	integer arithmetic
 *	STRING : REGEX	anchored match: the first group's text, or
 *			the length matched
 *	match STRING REGEX, substr STRING POS LEN, index STRING CHARS,
 *	length STRING, + TOKEN (TOKEN as a string), ( EXPRESSION )
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <regex.h>

static char **ap;

static NORETURN void
die(const char *fmt, const char *arg)
{
	error_msg(fmt, arg ? quote(arg, QUOTE_LOCALE) : "");
	xexit(2);
}

static bool
is_int(const char *s)
{
	s += *s == '-';
	return *s && !s[strspn(s, "0123456789")];
}

static bool
null(const char *s)
{
	s += *s == '-' && s[1];
	return !s[strspn(s, "0")];
}

/* ---- integers as decimal strings, of any size ---------------------- */

/* the magnitude: no sign, no leading zeros, "0" for zero */
static const char *
mag(const char *s, bool *neg)
{
	*neg = *s == '-';
	s += *neg;
	s += strspn(s, "0");
	return *s ? s : "0";
}

static int
ucmp(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);

	return la != lb ? (la < lb ? -1 : 1) : strcmp(a, b);
}

/* a digit buffer of n places, zeroed; trimmed and signed by done() */
static char *
digits(size_t n)
{
	char *p = xmalloc(n + 2);

	memset(p, '0', n + 1);
	p[n + 1] = 0;
	return p;
}

static char *
done(char *p, bool neg)
{
	char *s = p + 1;

	s += strspn(s, "0");
	if (!*s)
		s--;
	if (neg && strcmp(s, "0"))
		*--s = '-';
	return s;
}

/* a + b (sub: a - b, with a >= b) */
static char *
uaddsub(const char *a, const char *b, bool sub, bool neg)
{
	size_t la = strlen(a), lb = strlen(b), n = MAX(la, lb) + 1, i;
	char *r = digits(n);
	int c = 0, d;

	for (i = 0; i < n; i++) {
		d = (i < la ? a[la - 1 - i] - '0' : 0) +
		    (sub ? -1 : 1) * (i < lb ? b[lb - 1 - i] - '0' : 0) + c;
		c = d < 0 ? -1 : d / 10;
		r[n - i] = '0' + (d + 10) % 10;
	}
	return done(r, neg);
}

static char *
umul(const char *a, const char *b, bool neg)
{
	size_t la = strlen(a), lb = strlen(b), i, j;
	char *r = digits(la + lb);
	int c, d;

	for (i = la; i-- > 0;) {
		c = 0;
		for (j = lb; j-- > 0;) {
			d = r[i + j + 2] - '0' + c +
			    (a[i] - '0') * (b[j] - '0');
			r[i + j + 2] = '0' + d % 10;
			c = d / 10;
		}
		r[i + 1] += c;
	}
	return done(r, neg);
}

/* a / b, truncated, and the remainder in *rem (b is not 0) */
static char *
udiv(const char *a, const char *b, bool neg, char **rem)
{
	size_t la = strlen(a), i;
	char *q = digits(la), *r = xstrdup("0"), *t;
	bool n;

	for (i = 0; i < la; i++) {
		t = xasprintf("%s%c", r, a[i]);
		r = (char *)mag(t, &n);
		while (ucmp(r, b) >= 0) {
			r = uaddsub(r, b, true, false);
			q[i + 1]++;
		}
	}
	*rem = r;
	return done(q, neg);
}

static char *
arith(int op, const char *x, const char *y)
{
	bool nx, ny;
	const char *a, *b;
	char *r;

	if (!is_int(x) || !is_int(y))
		die("non-integer argument%s", NULL);
	a = mag(x, &nx);
	b = mag(y, &ny);
	if (op == '-')
		op = '+', ny = !ny;
	if (op == '+') {
		if (nx == ny)
			return uaddsub(a, b, false, nx);
		if (ucmp(a, b) >= 0)
			return uaddsub(a, b, true, nx);
		return uaddsub(b, a, true, ny);
	}
	if (op == '*')
		return umul(a, b, nx != ny);
	if (!strcmp(b, "0"))
		die("division by zero%s", NULL);
	a = udiv(a, b, nx != ny, &r);
	if (op == '/')
		return (char *)a;
	return nx && strcmp(r, "0") ? xasprintf("-%s", r) : r;
}

/* ---- the grammar, loosest last ---------------------------------- */

static char *prim(bool ev);
static char *any(bool ev);

static char *
next(void)
{
	if (!*ap)
		die("syntax error: missing argument after %s", ap[-1]);
	return *ap++;
}

static bool
is(const char *op)
{
	if (!*ap || strcmp(*ap, op))
		return false;
	ap++;
	return true;
}

static char *
num(size_t n)
{
	return xasprintf("%zu", n);
}

static char *
match(const char *s, const char *re, bool ev)
{
	regmatch_t m[2];
	regex_t r;
	int err;

	if (!ev)
		return "";
	if ((err = regcomp(&r, re, 0))) {
		error_msg("%s", bre_message(err, re));
		xexit(2);
	}
	err = regexec(&r, s, 2, m, 0) || m[0].rm_so;
	if (r.re_nsub)
		s = err || m[1].rm_so < 0 ? "" :
		    xstrndup(s + m[1].rm_so, m[1].rm_eo - m[1].rm_so);
	else
		s = num(err ? 0 : m[0].rm_eo);
	regfree(&r);
	return (char *)s;
}

/* a position or length for substr: 0 unless a positive integer */
static size_t
count(const char *s)
{
	bool neg;

	if (!is_int(s) || null(s) || *s == '-')
		return 0;
	s = mag(s, &neg);
	return strlen(s) > 18 ? (size_t)-1 / 2 : strtoull(s, NULL, 10);
}

static char *
prim(bool ev)
{
	char *t = next(), *s, *p;
	size_t i, n;

	if (!strcmp(t, "(")) {
		s = any(ev);
		if (!*ap)
			die("syntax error: expecting ')' after %s", ap[-1]);
		if (strcmp(*ap, ")"))
			die("syntax error: expecting ')' instead of %s", *ap);
		ap++;
		return s;
	}
	if (!strcmp(t, ")"))
		die("syntax error: unexpected ')'%s", NULL);
	if (!strcmp(t, "+"))
		return next();
	if (!strcmp(t, "length"))
		return num(strlen(prim(ev)));
	if (!strcmp(t, "match")) {
		s = prim(ev);
		return match(s, prim(ev), ev);
	}
	if (!strcmp(t, "index")) {
		s = prim(ev);
		p = prim(ev);
		n = strcspn(s, p);
		return num(s[n] ? n + 1 : 0);
	}
	if (!strcmp(t, "substr")) {
		s = prim(ev);
		i = count(prim(ev));
		n = count(prim(ev));
		if (!i || i > strlen(s))
			return "";
		return xstrndup(s + i - 1, n);
	}
	return t;
}

static char *
colon(bool ev)
{
	char *v = prim(ev);

	while (is(":"))
		v = match(v, prim(ev), ev);
	return v;
}

static char *
mul(bool ev)
{
	char *v = colon(ev), *w;
	int op;

	while (*ap && strchr("*/%", **ap) && (*ap)[0] && !(*ap)[1]) {
		op = **ap++;
		w = colon(ev);
		if (ev)
			v = arith(op, v, w);
	}
	return v;
}

static char *
add(bool ev)
{
	char *v = mul(ev), *w;
	int op;

	while (*ap && strchr("+-", **ap) && (*ap)[0] && !(*ap)[1]) {
		op = **ap++;
		w = mul(ev);
		if (ev)
			v = arith(op, v, w);
	}
	return v;
}

static char *
compare(bool ev)
{
	static const char ops[][3] = { "<", "<=", "=", "==", "!=", ">=", ">" };
	static const signed char want[] = { 4, 6, 2, 2, 5, 3, 1 };
	char *v = add(ev), *w;
	bool na, nb;
	const char *a, *b;
	unsigned i;
	int c;

	for (;;) {
		for (i = 0; i < ARRAY_SIZE(ops) && !is(ops[i]); i++)
			;
		if (i == ARRAY_SIZE(ops))
			return v;
		w = add(ev);
		if (!ev)
			continue;
		if (is_int(v) && is_int(w)) {
			a = mag(v, &na);
			b = mag(w, &nb);
			c = na != nb ? (na ? -1 : 1) :
			    ucmp(a, b) * (na ? -1 : 1);
			if (!strcmp(a, "0") && !strcmp(b, "0"))
				c = 0;
		} else {
			c = strcoll(v, w);
		}
		/* want: bit 0 for >, bit 1 for =, bit 2 for < */
		c = c < 0 ? 4 : c > 0 ? 1 : 2;
		v = want[i] & c ? "1" : "0";
	}
}

static char *
and(bool ev)
{
	char *v = compare(ev), *w;

	while (is("&")) {
		w = compare(ev && !null(v));
		if (ev && (null(v) || null(w)))
			v = "0";
	}
	return v;
}

static char *
any(bool ev)
{
	char *v = and(ev), *w;

	while (is("|")) {
		w = and(ev && null(v));
		if (ev && null(v))
			v = null(w) ? "0" : w;
	}
	return v;
}

int
expr_main(int argc, char **argv)
{
	char *v;

	if (argc == 2 && !strcmp(argv[1], "--help")) {
		show_usage(stdout, true);
		return 0;
	}
	ap = argv + 1;
	if (*ap && !strcmp(*ap, "--"))
		ap++;
	if (!*ap)
		usage_exit("missing operand");
	v = any(true);
	if (*ap)
		die("syntax error: unexpected argument %s", *ap);
	puts(v);
	return null(v);
}
