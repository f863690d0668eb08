/*
 * num.c - parse numbers with range checks and clear messages
 *
 * Numbers are decimal ("010" is ten, as in GNU tools) or 0x hex; no spaces
 * and no trailing junk are accepted. Sizes are decimal with util-linux
 * suffixes: K, M, G, T, P, E (or KiB ...) are powers of 1024, KB, MB ...
 * powers of 1000. human_size prints sizes the other way, as GNU's -h
 * (ls, df) does. parse_gnu_size reads GNU's sizes and counts.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

int
atoll_range(const char *s, long long lo, long long hi, long long *out)
{
	char *end;
	long long v;
	int base = 10;

	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		base = 16;
	if (!*s || *s == ' ' || *s == '\t' || *s == '\n') {
		errno = EINVAL;
		return -1;
	}
	errno = 0;
	v = strtoll(s, &end, base);
	if (*end || end == s) {
		errno = EINVAL;
		return -1;
	}
	if (errno == ERANGE || v < lo || v > hi) {
		errno = ERANGE;
		return -1;
	}
	*out = v;
	return 0;
}

static NORETURN void
bad_number(const char *s, long long lo, unsigned long long hi)
{
	if (errno == ERANGE)
		error_exit("number '%s' is out of range (%lld..%llu)", s, lo, hi);
	error_exit("invalid number '%s'", s);
}

long long
xatoll_range(const char *s, long long lo, long long hi)
{
	long long v;

	if (atoll_range(s, lo, hi, &v) < 0)
		bad_number(s, lo, hi);
	return v;
}

unsigned long long
xatou_range(const char *s, unsigned long long lo, unsigned long long hi)
{
	unsigned long long v;
	char *end;

	errno = 0;
	if (*s < '0' || *s > '9') {
		errno = EINVAL;
		bad_number(s, lo, hi);
	}
	v = strtoull(s, &end, s[0] == '0' && (s[1] | 32) == 'x' ? 16 : 10);
	if (*end || end == s)
		errno = EINVAL;
	else if (errno == ERANGE || v < lo || v > hi)
		errno = ERANGE;
	if (errno)
		bad_number(s, lo, hi);
	return v;
}

/* 0, or -1 with errno EINVAL (not a size) or ERANGE (too large) */
int
parse_size(const char *s, unsigned long long *out)
{
	static const char units[] = "KMGTPE";
	unsigned long long v, mul = 1, step = 1024;
	const char *u;
	char *end;
	int i;

	errno = 0;
	if (*s < '0' || *s > '9')
		return errno = EINVAL, -1;
	v = strtoull(s, &end, 10);
	if (errno)
		return -1;
	if (*end) {
		u = strchr(units, *end & ~32);	/* ' ' & ~32 finds the NUL */
		if (!u || !*u)
			return errno = EINVAL, -1;
		end++;
		if (!strcmp(end, "B"))
			step = 1000;
		else if (*end && strcmp(end, "iB"))
			return errno = EINVAL, -1;
		for (i = 0; i <= u - units; i++) {
			if (mul > ULLONG_MAX / step)
				return errno = ERANGE, -1;
			mul *= step;
		}
	}
	if (v && mul > ULLONG_MAX / v)
		return errno = ERANGE, -1;
	*out = v * mul;
	return 0;
}

unsigned long long
xparse_size(const char *s)
{
	unsigned long long v;

	if (parse_size(s, &v) < 0) {
		if (errno == ERANGE)
			error_exit("size '%s' is too large", s);
		error_exit("invalid size '%s'", s);
	}
	return v;
}

/*
 * A size as GNU's tools read one (head, tail, od, cmp; hexdump with its
 * own flags): blanks and one + allowed first, then decimal (SIZE_DEC) or
 * also 0x hex and 0 octal, then one of the suffixes in sfx: b is 512,
 * k K m M G T P E Z Y powers of 1024, or of 1000 with B after them (KB),
 * of 1024 with iB (KiB); SIZE_GNU: also D for 1000 (KD), and a suffix
 * alone is one of it ("k"). A bad suffix is told before a number too
 * large for it. 0, or -1 with errno EINVAL (not a number), EDOM (a bad
 * suffix) or ERANGE (too large).
 */
int
parse_gnu_size(const char *s, int flags, const char *sfx,
    unsigned long long *out)
{
	static const char units[] = "KMGTPEZY";
	unsigned long long v = 1, mul = 1, step = 1024;
	const char *u;
	char *end;
	int e = 0;

	while (isspace((unsigned char)*s))
		s++;
	end = (char *)s;
	errno = 0;
	if (isdigit((unsigned char)s[*s == '+']))
		v = strtoull(s, &end, flags & SIZE_DEC ? 10 : 0), e = errno;
	else if (!(flags & SIZE_GNU) || !*s || !strchr(sfx, *s))
		return errno = EINVAL, -1;
	if (*end && strchr(sfx, *end)) {
		if (*end == 'b' && !end[1])
			mul = 512;
		else if ((u = strchr(units, toupper((unsigned char)*end))) &&
		    (!end[1] || !strcmp(end + 1, "B") ||
		    !strcmp(end + 1, "iB") ||
		    (flags & SIZE_GNU && !strcmp(end + 1, "D"))))
			for (step = end[1] == 'B' || end[1] == 'D' ? 1000 :
			    1024; u >= units; u--) {
				if (mul > ULLONG_MAX / step)
					return errno = ERANGE, -1;
				mul *= step;
			}
		else
			return errno = EDOM, -1;
	} else if (*end) {
		return errno = EDOM, -1;
	}
	if (e || (v && mul > ULLONG_MAX / v))
		return errno = ERANGE, -1;
	*out = v * mul;
	return 0;
}

/*
 * Sizes as util-linux prints them (mkswap, swapon --show): powers of
 * 1024, thousandths rounded to one decimal, none when it is 0; "4M",
 * "7.8M", "0B", or with iec "4 MiB", "512 B".
 */
char *
ul_size(char *buf, unsigned long long v, bool iec)
{
	static const char units[] = "BKMGTPE";
	unsigned e = 0, frac = 0;
	unsigned long long d = v;
	char *p;

	while (e < 60 && v >> (e + 10))
		e += 10;
	if (e) {
		d = v >> e;
		frac = ((((v & ((1ULL << e) - 1)) >> (e - 10)) * 1000 >> 10) +
		    50) / 100;
		if (frac == 10)
			d++, frac = 0;
	}
	p = buf + sprintf(buf, "%llu", d);
	if (frac)
		p += sprintf(p, ".%u", frac);
	sprintf(p, "%s%c%s", iec ? " " : "", units[e / 10],
	    iec && e ? "iB" : "");
	return buf;
}

/*
 * Sizes as GNU's -h prints them: below the base as they are, else scaled
 * and rounded up, with one decimal below 10 (1.5K, 15K, 1.0M).
 */
char *
human_size(char *buf, unsigned long long v, unsigned base)
{
	static const char units[] = "KMGTPEZY";
	unsigned long long d = 1, whole, rem, tenths;
	int k;

	if (v < base) {
		sprintf(buf, "%llu", v);
		return buf;
	}
	for (k = 0; units[k]; k++) {
		if (d > ULLONG_MAX / base)
			break;
		d *= base;
		whole = v / d;
		rem = v % d;
		if (whole < 10) {
			/* rem * 10 fits: d <= 2^60 here */
			tenths = whole * 10 + rem * 10 / d +
			    (rem * 10 % d != 0);
			if (tenths < 100) {
				sprintf(buf, "%llu.%llu%c", tenths / 10,
				    tenths % 10, base == 1000 && !k ? 'k' :
				    units[k]);
				return buf;
			}
			whole = 10, rem = 0;
		}
		whole += rem != 0;
		if (whole < base || !units[k + 1]) {
			sprintf(buf, "%llu%c", whole, base == 1000 && !k ? 'k' :
			    units[k]);
			return buf;
		}
	}
	sprintf(buf, "%llu", v);
	return buf;
}

/*
 * A duration as GNU's sleep and timeout take it: a floating-point number
 * as strtod reads it (fractions, exponents, hex, "inf"), then one optional
 * suffix s, m, h or d. Seconds, or -1 when the text is no duration
 * (negative, NaN, no number, trailing junk).
 */
double
parse_duration(const char *s)
{
	static const char sfx[] = "smhd";
	static const double mul[] = { 1, 60, 3600, 86400 };
	const char *p;
	char *end;
	double v = strtod(s, &end);

	if (end == s || v != v || v < 0)
		return -1;
	if (*end && (p = strchr(sfx, *end)) && !end[1])
		return v * mul[p - sfx];
	return *end ? -1 : v;
}
