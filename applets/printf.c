/*
 * printf.c - write formatted output
 *
 * POSIX.1-2024 printf. The format is reused while arguments remain;
 * missing arguments are "" or 0. Conversions: d i o u x X (intmax_t),
 * f F e E g G a A (long double), c s, b (the argument's backslash
 * escapes: \0NNN or \NNN octal, \xHH, \c ends all output) and %%; flags
 * - + space # 0 ', widths and precisions as digits or *, and the length
 * letters h l j z t L, which are accepted and ignored. A numeric
 * argument may be a C constant (0x1f, 010) or 'c / "c, the value of the
 * byte c. A bad number is reported, as GNU words it, and counts as its
 * valid prefix or 0; the output goes on and the exit status becomes 1.
 * The format takes \\ \" \a \b \e \f \n \r \t \v, \NNN octal, \xHH and
 * \c (stop). Deliberate choices where GNU, dash and bash differ: %b takes
 * a width and a precision (as dash and bash), the flags of c, s and b are
 * only "-", \" in %b stays as typed and an unknown or incomplete escape is
 * printed as it is (as dash); there is no warning about excess arguments
 * (as dash and bash); \u is not decoded. Nothing is allocated: the shell
 * runs this in-process.
 *
 * applet: printf usr/bin core nofork
 * usage: printf FORMAT [ARGUMENT]...
 *
 *	Write the ARGUMENTs under the control of FORMAT, as in C's printf.
 *	FORMAT is used again while ARGUMENTs remain.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <inttypes.h>

struct pf {
	char	**args;		/* the arguments not used yet */
	bool	used;		/* an argument was used in this pass */
	bool	stop;		/* \c was seen */
};

static const char *
next_arg(struct pf *p)
{
	if (!*p->args)
		return NULL;
	p->used = true;
	return *p->args++;
}

static int
hexval(int c)
{
	return c <= '9' ? c - '0' : (c | 32) - 'a' + 10;
}

/*
 * One backslash escape at s (just past the backslash). Stores the byte in
 * *c and returns the characters read; returns 0 for \c, and -1 when the
 * backslash is to be printed as it is. in_b selects %b's octal forms.
 */
static int
escape(const char *s, bool in_b, int *c)
{
	static const char from[] = "\\\"abefnrtv", to[] = "\\\"\a\b\033\f\n\r\t\v";
	const char *p = s, *q;
	int v = 0, n, max = 3;

	if (*p == 'c')
		return 0;
	if (*p && (q = strchr(from, *p)) && !(in_b && *p == '"')) {
		*c = to[q - from];
		return 1;
	}
	if (*p == 'x') {
		for (n = 0, p++; n < 2 && isxdigit((unsigned char)*p); n++)
			v = v * 16 + hexval(*p++);
		if (!n)
			return -1;
		*c = v;
		return p - s;
	}
	if (*p < '0' || *p > '7')
		return -1;
	if (in_b && *p == '0')	/* %b: \0 and up to three more digits */
		p++;
	for (n = 0; n < max && *p >= '0' && *p <= '7'; n++)
		v = v * 8 + *p++ - '0';
	*c = v & 0xff;
	return p - s;
}

/*
 * The argument of %b with its escapes decoded: written to stdout when out
 * is set, otherwise only measured. Stops after lim bytes (lim < 0: no
 * limit) and sets p->stop at \c. Returns the byte count.
 */
static size_t
put_b(struct pf *p, const char *s, long lim, bool out)
{
	size_t n = 0;
	int c, k;

	for (; *s && (lim < 0 || n < (size_t)lim); n++) {
		c = *s++;
		if (c == '\\' && *s) {
			k = escape(s, true, &c);
			if (k == 0) {
				p->stop = true;
				break;
			}
			if (k > 0)
				s += k;
			else
				c = '\\';
		}
		if (out)
			putchar(c);
	}
	return n;
}

static void
quoted_error(const char *arg, const char *what)
{
	error_msg("'%s': %s", arg, what);
}

/* Check what strto* left: report junk or a range error. */
static void
num_check(const char *arg, const char *end)
{
	if (end == arg)
		quoted_error(arg, "expected a numeric value");
	else if (*end)
		quoted_error(arg, "value not completely converted");
	else if (errno == ERANGE)
		quoted_error(arg, "Numerical result out of range");
}

/* A leading quote gives the value of the next byte. */
static bool
char_const(const char *arg, long double *v)
{
	if (*arg != '\'' && *arg != '"')
		return false;
	if (!arg[1])
		quoted_error(arg, "expected a numeric value");
	*v = (unsigned char)arg[1];
	return true;
}

static intmax_t
arg_int(struct pf *p)
{
	const char *arg = next_arg(p);
	long double c;
	char *end;
	intmax_t v;

	if (!arg || !*arg)
		return 0;
	if (char_const(arg, &c))
		return c;
	errno = 0;
	v = strtoimax(arg, &end, 0);
	num_check(arg, end);
	return v;
}

static uintmax_t
arg_uint(struct pf *p)
{
	const char *arg = next_arg(p);
	long double c;
	char *end;
	uintmax_t v;

	if (!arg || !*arg)
		return 0;
	if (char_const(arg, &c))
		return c;
	errno = 0;
	v = strtoumax(arg, &end, 0);
	num_check(arg, end);
	return v;
}

static long double
arg_float(struct pf *p)
{
	const char *arg = next_arg(p);
	long double v;
	char *end;

	if (!arg || !*arg)
		return 0;
	if (char_const(arg, &v))
		return v;
	errno = 0;
	v = strtold(arg, &end);
	num_check(arg, end);
	return v;
}

/* A width or precision given as *: an int, or the end of the run. */
static int
arg_star(struct pf *p, const char *what)
{
	const char *arg = *p->args;
	intmax_t v = arg_int(p);

	if (v < INT_MIN || v > INT_MAX)
		error_exit("invalid %s: '%s'", what, arg);
	return v;
}

static NORETURN void
bad_spec(const char *start, const char *end)
{
	error_exit("%.*s: invalid conversion specification",
	    (int)(end - start + (*end != 0)), start);
}

/* Digits of a width or precision in the format itself. */
static int
spec_num(const char **sp, const char *start)
{
	const char *s = *sp;
	long v = 0;

	while (isdigit((unsigned char)*s)) {
		v = v * 10 + *s++ - '0';
		if (v > INT_MAX)
			bad_spec(start, s);
	}
	*sp = s;
	return v;
}

/* %b: pad by hand, since the decoded text is measured first */
static void
conv_b(struct pf *p, const char *arg, int width, int prec, bool left)
{
	size_t n;

	if (!arg)
		arg = "";
	n = put_b(p, arg, prec, false);
	p->stop = false;
	if (width < 0) {
		left = true;
		width = width == INT_MIN ? INT_MAX : -width;
	}
	if (!left)
		for (; (size_t)width > n; width--)
			putchar(' ');
	put_b(p, arg, prec, true);
	if (left && !p->stop)
		for (; (size_t)width > n; width--)
			putchar(' ');
}

/* One directive, s just past the "%"; returns where the format goes on. */
static const char *
directive(struct pf *p, const char *s)
{
	const char *start = s - 1, *arg;
	char f[16], *q = f;
	bool left = false;
	int width = 0, prec = -1, c;

	*q++ = '%';
	for (; *s && strchr("-+ #0'", *s); s++) {
		left |= *s == '-';
		if (!memchr(f, *s, q - f))
			*q++ = *s;
	}
	if (*s == '*') {
		s++;
		width = arg_star(p, "field width");
	} else
		width = spec_num(&s, start);
	if (*s == '.') {
		s++;
		if (*s == '*') {
			s++;
			prec = arg_star(p, "precision");
		} else
			prec = spec_num(&s, start);
	}
	while (*s && strchr("hljztL", *s))
		s++;
	c = *s;
	if (!c || !strchr("diouxXfFeEgGaAcsb", c))
		bad_spec(start, s);
	if (strchr("csb", c)) {
		q = f + 1;
		if (left)
			*q++ = '-';
	}
	*q++ = '*';
	if (c != 'c') {
		*q++ = '.';
		*q++ = '*';
	}
	if (strchr("diouxX", c))
		*q++ = 'j';
	else if (strchr("fFeEgGaA", c))
		*q++ = 'L';
	*q++ = c;
	*q = 0;
	switch (c) {
	case 'd': case 'i':
		printf(f, width, prec, arg_int(p));
		break;
	case 'o': case 'u': case 'x': case 'X':
		printf(f, width, prec, arg_uint(p));
		break;
	case 'c':
		arg = next_arg(p);
		printf(f, width, arg ? *arg : 0);
		break;
	case 's':
		arg = next_arg(p);
		printf(f, width, prec, arg ? arg : "");
		break;
	case 'b':
		conv_b(p, next_arg(p), width, prec, left);
		break;
	default:
		printf(f, width, prec, arg_float(p));
	}
	return s + 1;
}

/* One pass over the format. */
static void
run_format(struct pf *p, const char *s)
{
	int c, k;

	while ((c = *s++) && !p->stop) {
		if (c == '%') {
			if (*s == '%') {
				putchar('%');
				s++;
			} else
				s = directive(p, s);
			continue;
		}
		if (c == '\\' && *s) {
			k = escape(s, false, &c);
			if (k == 0) {
				p->stop = true;
				break;
			}
			if (k < 0) {	/* unknown: both characters as typed */
				putchar('\\');
				c = *s++;
			} else
				s += k;
		}
		putchar(c);
	}
}

int
printf_main(int argc, char **argv)
{
	struct pf p = { 0 };
	const char *fmt;

	(void)argc;
	argv++;
	if (*argv && !strcmp(*argv, "--"))
		argv++;
	if (!*argv)
		usage_exit("missing operand");
	fmt = *argv++;
	p.args = argv;
	do {
		p.used = false;
		run_format(&p, fmt);
	} while (!p.stop && *p.args && p.used);
	return exit_status;
}
