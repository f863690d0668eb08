/*
 * match.c - pattern matching (case, ${x#...}) and pathname expansion
 *
 * POSIX.1-2024 XCU 2.14. Patterns arrive with quoted characters
 * backslash-escaped (expand.c). Brackets take ranges, [:class:] and a
 * leading ! or ^; an unmatched [ is an ordinary character. Star
 * matching uses the one-backtrack-point method, which is exact for these
 * patterns. Pathname expansion works a component at a time, keeps dot
 * files hidden unless the component starts with a literal dot, sorts
 * the results, and leaves the word alone when nothing matches.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <dirent.h>
#include <wctype.h>

/*
 * Match the bracket expression at p (just after '[') against c. Returns
 * the pattern after the closing ']', or NULL if there is none (then the
 * '[' is literal). *ok tells whether c matched.
 */
static const char *
bracket(const char *p, unsigned char c, bool *ok)
{
	bool neg = false, hit = false;
	const char *start;
	unsigned char lo, hi;

	if (*p == '!' || *p == '^') {
		neg = true;
		p++;
	}
	start = p;
	for (;;) {
		if (!*p)
			return NULL;
		if (*p == ']' && p > start)
			break;
		if (*p == '[' && p[1] == ':') {
			const char *e = strstr(p + 2, ":]");
			char cls[16];
			size_t n;

			if (e && (n = e - p - 2) < sizeof(cls)) {
				wctype_t t;

				memcpy(cls, p + 2, n);
				cls[n] = 0;
				t = wctype(cls);
				/* bytes, not characters: above 127 a byte
				 * is in no class, as in the C locale */
				if (t && c < 0x80 && iswctype(c, t))
					hit = true;
				p = e + 2;
				continue;
			}
		}
		if (*p == '\\' && p[1])
			p++;
		lo = *p++;
		hi = lo;
		if (*p == '-' && p[1] && p[1] != ']') {
			p++;
			if (*p == '\\' && p[1])
				p++;
			hi = *p++;
		}
		if (c >= lo && c <= hi)
			hit = true;
	}
	*ok = hit != neg;
	return p + 1;
}

/* Does the pattern match exactly the n bytes at s? */
static bool
match_n(const char *pat, const char *s, size_t n)
{
	const char *p = pat, *star_p = NULL;
	size_t i = 0, star_i = 0;
	const char *np;
	bool ok;

	for (;;) {
		if (*p == '*') {
			while (*p == '*')
				p++;
			if (!*p)
				return true;
			star_p = p;
			star_i = i;
			continue;
		}
		if (i < n && *p) {
			switch (*p) {
			case '?':
				p++;
				i++;
				continue;
			case '[':
				np = bracket(p + 1, s[i], &ok);
				if (!np) {
					if (s[i] == '[') {
						p++;
						i++;
						continue;
					}
					break;
				}
				if (ok) {
					p = np;
					i++;
					continue;
				}
				break;
			case '\\':
				if (p[1]) {
					if (s[i] == p[1]) {
						p += 2;
						i++;
						continue;
					}
					break;
				}
				/* a trailing backslash is literal */
				/* FALLTHROUGH */
			default:
				if (*p == s[i]) {
					p++;
					i++;
					continue;
				}
			}
		} else if (!*p && i == n)
			return true;
		if (!star_p || star_i >= n)
			return false;
		p = star_p;
		i = ++star_i;
	}
}

bool
pmatch(const char *pat, const char *s)
{
	return match_n(pat, s, strlen(s));
}

/* plain text: no pattern characters and no escapes */
static bool
plain(const char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (p[i] == '*' || p[i] == '?' || p[i] == '[' || p[i] == '\\')
			return false;
	return true;
}

/*
 * The common shapes take no pattern matching at all: LIT, and *LIT for
 * a prefix (as in ${x##*.}) or LIT* for a suffix (${x%.*}); -2 otherwise.
 */
static ssize_t
quick_prefix(const char *pat, const char *s, size_t len, bool longest)
{
	size_t pl = strlen(pat);
	const char *at, *last = NULL;

	if (plain(pat, pl))
		return pl <= len && !memcmp(pat, s, pl) ? (ssize_t)pl : -1;
	if (*pat != '*' || !plain(pat + 1, --pl) || !pl)
		return -2;
	for (at = s; (at = strstr(at, pat + 1)); at++) {
		last = at;
		if (!longest)
			break;
	}
	return last ? (last - s) + (ssize_t)pl : -1;
}

static ssize_t
quick_suffix(const char *pat, const char *s, size_t len, bool longest)
{
	size_t pl = strlen(pat);
	const char *at, *last = NULL;

	if (plain(pat, pl))
		return pl <= len && !memcmp(pat, s + len - pl, pl) ?
		    (ssize_t)(len - pl) : -1;
	if (pl < 2 || pat[pl - 1] != '*' || !plain(pat, pl - 1))
		return -2;
	pl--;
	for (at = s; (at = memmem(at, len - (at - s), pat, pl)); at++) {
		last = at;
		if (longest)
			break;
	}
	return last ? last - s : -1;
}

/* The length of the shortest or longest prefix of the len bytes at s
 * (a string) that pat matches, or -1. */
ssize_t
match_prefix(const char *pat, const char *s, size_t len, bool longest)
{
	ssize_t q = quick_prefix(pat, s, len, longest);
	size_t i;

	if (q != -2)
		return q;
	/* without a star, each byte matched takes a pattern byte */
	if (!strchr(pat, '*') && strlen(pat) < len)
		len = strlen(pat);
	if (longest) {
		for (i = len + 1; i-- > 0;)
			if (match_n(pat, s, i))
				return i;
	} else {
		for (i = 0; i <= len; i++)
			if (match_n(pat, s, i))
				return i;
	}
	return -1;
}

/* Returns where the matching suffix starts, or -1. */
ssize_t
match_suffix(const char *pat, const char *s, bool longest)
{
	size_t len = strlen(s), i;
	ssize_t q = quick_suffix(pat, s, len, longest);

	if (q != -2)
		return q;
	if (longest) {
		for (i = 0; i <= len; i++)
			if (match_n(pat, s + i, len - i))
				return i;
	} else {
		for (i = len + 1; i-- > 0;)
			if (match_n(pat, s + i, len - i))
				return i;
	}
	return -1;
}

bool
has_glob(const char *s)
{
	const char *t;

	for (; *s; s++) {
		if (*s == '\\' && s[1]) {
			s++;
		} else if (*s == '*' || *s == '?') {
			return true;
		} else if (*s == '[') {
			/* only a complete bracket expression is a pattern */
			t = s + 1;
			if (*t == '!' || *t == '^')
				t++;
			if (*t == ']')
				t++;
			for (; *t && *t != ']'; t++)
				if (*t == '\\' && t[1])
					t++;
			if (*t == ']')
				return true;
		}
	}
	return false;
}

char *
unescape(const char *s)
{
	char *r = stalloc(strlen(s) + 1), *d = r;

	for (; *s; s++) {
		if (*s == '\\' && s[1])
			s++;
		*d++ = *s;
	}
	*d = 0;
	return r;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(a, b);
}

/*
 * Expand the pattern components of rest under the directory prefix dir
 * (a path ending in '/' or empty) and add the matches to out.
 */
static void
glob_dir(const char *dir, const char *rest, struct arglist *out)
{
	const char *slash = rest, *comp;
	char *name, *path;
	size_t clen, dlen, nlen;
	DIR *d;
	struct dirent *e;
	struct stat st;

	while (*slash && *slash != '/') {
		if (*slash == '\\' && slash[1])
			slash++;
		slash++;
	}
	clen = slash - rest;
	comp = ststrndup(rest, clen);
	if (!has_glob(comp)) {
		path = stalloc(strlen(dir) + clen + 2);
		sprintf(path, "%s%s", dir, unescape(comp));
		if (!*slash) {
			if (lstat(path, &st) == 0)
				arglist_add(out, path);
			return;
		}
		strcat(path, "/");
		while (slash[1] == '/') {
			strcat(path, "/");
			slash++;
		}
		glob_dir(path, slash + 1, out);
		return;
	}
	d = opendir(*dir ? dir : ".");
	if (!d)
		return;
	dlen = strlen(dir);
	while ((e = readdir(d))) {
		name = e->d_name;
		if (*name == '.' && *comp != '.' &&
		    !(comp[0] == '\\' && comp[1] == '.'))
			continue;
		if (!pmatch(comp, name))
			continue;
		nlen = strlen(name);
		path = stalloc(dlen + nlen + 2);
		memcpy(path, dir, dlen);
		memcpy(path + dlen, name, nlen + 1);
		if (!*slash) {
			arglist_add(out, path);
			continue;
		}
		if (stat(path, &st) || !S_ISDIR(st.st_mode))
			continue;
		strcat(path, "/");
		glob_dir(path, slash + 1, out);
	}
	closedir(d);
}

void
glob_expand(const char *pat, char *nomatch, struct arglist *out)
{
	int before = out->n;
	const char *rest = pat;
	char *dir = "";

	if (*pat == '/') {
		while (rest[1] == '/')
			rest++;
		dir = ststrndup(pat, rest - pat + 1);
		rest++;
	}
	glob_dir(dir, rest, out);
	if (out->n == before)
		arglist_add(out, nomatch ? nomatch : unescape(pat));
	else	/* musl's qsort would cost more than the matching */
		sort_ptrs((void **)(out->v + before), out->n - before, NULL,
		    cmp_str);
}
