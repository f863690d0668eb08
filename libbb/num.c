/*
 * num.c - parse numbers with range checks and clear messages
 *
 * Numbers are decimal ("010" is ten, as in GNU tools) or 0x hex; no spaces
 * and no trailing junk are accepted. parse_size takes
 * util-linux suffixes: K, M, G, T, P, E (or KiB ...) are powers of 1024,
 * KB, MB ... powers of 1000.
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

unsigned long long
parse_size(const char *s)
{
	static const char units[] = "KMGTPE";
	unsigned long long v, mul = 1, step = 1024;
	const char *u;
	char *end;
	int i;

	errno = 0;
	if (*s < '0' || *s > '9')
		error_exit("invalid size '%s'", s);
	v = strtoull(s, &end, 10);
	if (errno)
		error_exit("size '%s' is too large", s);
	if (*end) {
		u = strchr(units, *end & ~32);
		if (!u)
			error_exit("invalid size '%s'", s);
		end++;
		if (!strcmp(end, "B"))
			step = 1000;
		else if (*end && strcmp(end, "iB"))
			error_exit("invalid size '%s'", s);
		for (i = 0; i <= u - units; i++) {
			if (mul > ULLONG_MAX / step)
				error_exit("size '%s' is too large", s);
			mul *= step;
		}
	}
	if (v && mul > ULLONG_MAX / v)
		error_exit("size '%s' is too large", s);
	return v * mul;
}
