/*
 * vercmp.c - GNU's version order of file names (ls -v, sort -V), as the
 * coreutils manual describes it: "." first, then "..", then other names
 * that start with a dot, then the rest; each name compared first without
 * its file suffix (\.[A-Za-z~][A-Za-z0-9~]*)*$, then whole, in Debian's
 * order: runs of digits by value, and between them ~ before the end,
 * before letters, before everything else. A leading dot is kept, not
 * skipped (".a" sorts before ".0", as with GNU ls -v and sort -V).
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

/* the weight of s[i] in a run of non-digits; 0 past the end */
static int
verorder(const char *s, size_t i, size_t n)
{
	unsigned char c;

	if (i >= n)
		return 0;
	c = s[i];
	if (isdigit(c))
		return 0;
	if (isalpha(c))
		return c;
	if (c == '~')
		return -1;
	return c + 256;
}

static int
verrev(const char *a, size_t an, const char *b, size_t bn)
{
	size_t i = 0, j = 0;
	int d, first;

	while (i < an || j < bn) {
		while ((i < an && !isdigit((unsigned char)a[i])) ||
		    (j < bn && !isdigit((unsigned char)b[j]))) {
			d = verorder(a, i, an) - verorder(b, j, bn);
			if (d)
				return d;
			i++, j++;
		}
		while (i < an && a[i] == '0')
			i++;
		while (j < bn && b[j] == '0')
			j++;
		first = 0;
		while (i < an && j < bn && isdigit((unsigned char)a[i]) &&
		    isdigit((unsigned char)b[j])) {
			if (!first)
				first = a[i] - b[j];
			i++, j++;
		}
		if (i < an && isdigit((unsigned char)a[i]))
			return 1;
		if (j < bn && isdigit((unsigned char)b[j]))
			return -1;
		if (first)
			return first;
	}
	return 0;
}

/* the length of s without its file suffix */
static size_t
ver_prefix(const char *s, size_t n)
{
	size_t i = 0, pre;

	for (;; i++) {
		pre = i;
		while (i + 1 < n && s[i] == '.' &&
		    (isalpha((unsigned char)s[i + 1]) || s[i + 1] == '~'))
			for (i += 2; i < n && (isalnum((unsigned char)s[i]) ||
			    s[i] == '~'); i++)
				;
		if (i >= n)
			return pre;
	}
}

/* 1 for ".", 2 for "..", 3 for any other name starting with a dot */
static int
dots(const char *s, size_t n)
{
	return n == 1 ? 1 : n == 2 && s[1] == '.' ? 2 : 3;
}

int
filevercmp(const char *a, size_t an, const char *b, size_t bn)
{
	size_t ap, bp;
	int d;

	if (!an || !bn)
		return !!an - !!bn;
	if (*a == '.' || *b == '.') {
		if (*a != *b)
			return *a == '.' ? -1 : 1;
		d = dots(a, an) - dots(b, bn);
		if (d || dots(a, an) < 3)
			return d;
	}
	ap = ver_prefix(a, an);
	bp = ver_prefix(b, bn);
	d = verrev(a, ap, b, bp);
	if (d || (ap == an && bp == bn))
		return d;
	return verrev(a, an, b, bn);
}
