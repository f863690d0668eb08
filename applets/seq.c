/*
 * seq.c - print a sequence of numbers
 *
 * GNU coreutils seq: FIRST (default 1), INCREMENT (default 1) and LAST
 * are decimal, hexadecimal or exponent floating point numbers (strtold),
 * "inf" included; NaN and a zero increment are refused. The numbers are
 * FIRST + i * INCREMENT (long double) up to LAST; one past LAST that
 * prints as a number equal to LAST (and not as the one before) is printed
 * too, so that rounding does not lose it. Output precision and -w's width
 * are GNU's, worked out from how the operands are written: the precision
 * is the most digits after the point of FIRST and INCREMENT (exponents
 * moving the point), the width that of FIRST or LAST printed so. An
 * operand in hex or with a binary exponent gives %g. -f takes one
 * %e %f %g %a (upper case too) conversion with flags, width and precision
 * only, as GNU's; GNU's checks and messages. Non-negative integers (an
 * increment up to 200) with no -f, no -w and a one-byte separator are
 * counted as decimal strings, so any size is exact and fast, as GNU's.
 * Options end at the first operand (or one like "-1"), as GNU's. %a
 * shows musl's long double digits, not glibc's.
 *
 * applet: seq usr/bin core
 * opts: ^f:(format)s:(separator)w(equal-width)
 * usage: seq [-w] [-f FORMAT] [-s STRING] [FIRST [INCREMENT]] LAST
 *
 *	Print the numbers from FIRST to LAST, INCREMENT apart.
 *
 *	-f, --format FORMAT	Print each number with a printf floating
 *				point FORMAT
 *	-s, --separator STRING	Separate the numbers with STRING (default
 *				a newline)
 *	-w, --equal-width	Pad with leading zeros to equal widths
 * SPDX-License-Identifier: MIT
 */
#define FOR_seq
#include "libbb.h"
#include <math.h>

#define NOPREC	INT_MAX		/* precision unknown: print with %g */

struct num {
	long double	v;
	int		prec, width;
	const char	*s;
};

/*
 * An operand: its value, the digits after the point it is written with
 * and the width it would print in (a sign, leading zeros and a "0"
 * before a bare point counted; spaces, "+" and the exponent not).
 */
static void
scan(const char *s, struct num *n)
{
	const char *dot, *e;
	char *end;
	long x;
	int f;

	n->s = s;
	errno = 0;
	n->v = strtold(s, &end);
	if (end == s || *end || (errno == ERANGE && isinf(n->v)))
		usage_exit("invalid floating point argument: %s",
		    quote(s, QUOTE_LOCALE));
	if (isnan(n->v))
		usage_exit("invalid 'not-a-number' argument: %s",
		    quote(s, QUOTE_LOCALE));
	while (isspace((unsigned char)*s) || *s == '+')
		s++;
	dot = strchr(s, '.');
	n->prec = dot || strchr(s, 'p') ? NOPREC : 0;
	n->width = 0;
	if (strpbrk(s, "xX") || !isfinite(n->v))
		return;
	e = strpbrk(s, "eE");
	n->width = e ? e - s : (int)strlen(s);
	f = 0;
	if (dot) {
		f = (e ? e : s + strlen(s)) - dot - 1;
		n->prec = f;
		if (!f)
			n->width--;		/* "1." prints as "1" */
		else if (dot == s || !isdigit((unsigned char)dot[-1]))
			n->width++;		/* ".5" as "0.5" */
	}
	if (!e)
		return;
	x = strtol(e + 1, NULL, 10);
	if (x < 0) {
		x = x < -INT_MAX / 2 ? INT_MAX / 2 : -x;
		n->prec += x;
		n->width += x + (!dot || !f);
	} else {
		x = MIN(x, INT_MAX / 2);
		n->prec -= MIN(n->prec, x);
		if (dot && f && !n->prec)
			n->width--;		/* the point is gone */
		n->width += x - MIN(f, x);
	}
}

/* -f: one floating point conversion, given an L for long double */
static char *
check_format(const char *s)
{
	const char *p = s, *q;
	char *fmt;

	while (*p && (*p != '%' || p[1] == '%'))
		p += *p == '%' ? 2 : 1;
	if (!*p)
		error_exit("format %s has no %% directive", quote(s, QUOTE_LOCALE));
	q = p + 1 + strspn(p + 1, "-+ #0'");
	q += strspn(q, "0123456789");
	if (*q == '.')
		q += 1 + strspn(q + 1, "0123456789");
	if (*q == 'L')
		q++;
	if (!*q)
		error_exit("format %s ends in %%", quote(s, QUOTE_LOCALE));
	if (!strchr("efgaEFGA", *q))
		error_exit("format %s has unknown %%%c directive",
		    quote(s, QUOTE_LOCALE), *q);
	for (p = q + 1; *p; p++)
		if (*p == '%' && *++p != '%')
			error_exit("format %s has too many %% directives",
			    quote(s, QUOTE_LOCALE));
	if (q[-1] == 'L')
		return xstrdup(s);
	fmt = xmalloc(strlen(s) + 2);
	memcpy(fmt, s, q - s);
	fmt[q - s] = 'L';
	strcpy(fmt + (q - s) + 1, q);
	return fmt;
}

/* x printed with fmt into *buf (grown as needed) */
static char *
fmt_num(char **buf, size_t *cap, const char *fmt, long double x)
{
	size_t n;

	for (;;) {
		n = snprintf(*buf, *cap, fmt, x);
		if (n < *cap)
			return *buf;
		*buf = xrealloc(*buf, *cap = n + 1, 1);
	}
}

static bool
all_digits(const char *s)
{
	return *s && !s[strspn(s, "0123456789")];
}

/*
 * Non-negative integers as decimal strings: FIRST, then STEP (1-200)
 * added digit by digit, while not past LAST (NULL: no end). Numbers are
 * kept right-aligned in a buffer that grows to the left.
 */
static void
count(const char *first, const char *last, unsigned step, char sep)
{
	size_t cap, len, ll = 0, i;
	char *buf, *p, *nb;
	bool any = false;
	unsigned c;

	/* no leading zeros, but "0" stays */
	first += strspn(first, "0") - !first[strspn(first, "0")];
	if (last) {
		last += strspn(last, "0") - !last[strspn(last, "0")];
		ll = strlen(last);
	}
	len = strlen(first);
	cap = len + 16;
	buf = xmalloc(cap);
	p = buf + cap - len;
	memcpy(p, first, len);
	while (!last || len < ll || (len == ll && memcmp(p, last, len) <= 0)) {
		if (any)
			putchar(sep);
		any = true;
		fwrite(p, 1, len, stdout);
		if (ferror(stdout))
			break;
		for (c = step, i = len; c; c /= 10) {
			if (!i) {
				if (p == buf) {
					nb = xmalloc(cap * 2);
					memcpy(nb + cap, buf, cap);
					free(buf);
					buf = nb;
					p = buf + cap;
					cap *= 2;
				}
				*--p = '0';
				len++, i++;
			}
			c += p[--i] - '0';
			p[i] = '0' + c % 10;
		}
	}
	if (any)
		putchar('\n');
	free(buf);
}

int
seq_main(int argc, char **argv)
{
	struct num num[3] = { { 1, 0, 1, "1" }, { 1, 0, 1, "1" } };
	struct num *first = &num[0], *step = &num[1], *last = &num[2];
	char *fmt = NULL, *cut = NULL, *xs = NULL, *ys = NULL, **rest = NULL;
	char *a, *end;
	size_t xc = 0, yc = 0;
	const char *sep = "\n";
	unsigned long inc;
	struct opts o;
	long double x, y;
	uintmax_t i;
	int k, n, prec, w, wl;

	/* options end at an operand like "-1" or "-.5": hide it for now */
	for (k = 1; (a = argv[k]) && a[0] == '-' && strcmp(a, "--"); k++) {
		if (isdigit((unsigned char)a[1]) || a[1] == '.') {
			rest = argv + k;
			cut = a, *rest = NULL;
			break;
		}
		if (a[1] == '-') {
			if (!strchr(a, '=') && strlen(a) > 2 &&
			    (!strncmp(a, "--format", strlen(a)) ||
			    !strncmp(a, "--separator", strlen(a))))
				k++;
		} else if (strcspn(a, "fs") < strlen(a) &&
		    !a[strcspn(a, "fs") + 1]) {
			k++;
		}
		if (!argv[k])
			break;
	}
	argv = getopts(&o, OPTS_seq, argv);
	if (rest)
		*rest = cut, argv = rest;
	n = 0;
	while (argv[n])
		n++;
	if (!n)
		usage_exit("missing operand");
	if (n > 3)
		usage_exit("extra operand %s", quote(argv[3], QUOTE_LOCALE));
	if (OPT(&o, F_s))
		sep = o.arg[S_s].s;
	if (OPT(&o, F_f) && OPT(&o, F_w))
		usage_exit("format string may not be specified when printing "
		    "equal width strings");
	inc = n < 3 ? 1 : all_digits(argv[1]) ? strtoul(argv[1], NULL, 10) : 0;
	if (!OPT(&o, F_f) && !OPT(&o, F_w) && strlen(sep) == 1 &&
	    all_digits(argv[0]) && all_digits(argv[n - 1]) &&
	    inc >= 1 && inc <= 200) {
		count(n > 1 ? argv[0] : "1", argv[n - 1], inc, *sep);
		return 0;
	}
	for (k = 0; k < n; k++)
		scan(argv[k], &num[k + (n == 2 && k) + (n == 1) * 2]);
	if (step->v == 0)
		usage_exit("invalid Zero increment value: %s",
		    quote(step->s, QUOTE_LOCALE));
	if (OPT(&o, F_f)) {
		fmt = check_format(o.arg[S_f].s);
	} else if (!OPT(&o, F_w) && strlen(sep) == 1 && first->prec == 0 &&
	    step->prec == 0 && last->prec == 0 && isfinite(first->v) &&
	    !signbit(first->v) && !signbit(last->v) && step->v > 0 &&
	    step->v <= 200) {
		/* integers written otherwise (1e3, +5, inf): count them too */
		cut = xasprintf("%.0Lf", first->v);
		a = isinf(last->v) ? NULL : xasprintf("%.0Lf", last->v);
		count(cut, a, step->v, *sep);
		free(cut);
		free(a);
		return 0;
	}
	if (!fmt && (first->prec == NOPREC || step->prec == NOPREC)) {
		fmt = xstrdup("%Lg");
	} else if (!fmt) {
		prec = MAX(first->prec, step->prec);
		w = 0;
		for (k = 0; k < 3 && OPT(&o, F_w); k += 2) {
			if (num[k].prec == NOPREC)
				continue;
			wl = num[k].width + prec - num[k].prec;
			if (!num[k].prec && prec)
				wl++;
			else if (num[k].prec && !prec)
				wl--;
			w = MAX(w, wl);
		}
		fmt = xasprintf("%%0%d.%dLf", w, prec);
	}
	x = first->v;
	if (step->v > 0 ? x > last->v : x < last->v)
		return 0;
	fputs(fmt_num(&xs, &xc, fmt, x), stdout);
	for (i = 1;; i++) {
		y = first->v + i * step->v;
		if (step->v > 0 ? y > last->v : y < last->v) {
			fmt_num(&ys, &yc, fmt, y);
			if (strtold(ys, &end) != last->v || *end || end == ys ||
			    !strcmp(ys, xs))
				break;
			fputs(sep, stdout);
			fputs(ys, stdout);
			break;
		}
		fputs(sep, stdout);
		fputs(fmt_num(&xs, &xc, fmt, y), stdout);
		if (ferror(stdout))
			break;
	}
	putchar('\n');
	free(fmt);
	free(xs);
	free(ys);
	return 0;
}
