/*
 * fuzz.h - what the libFuzzer targets of tests/fuzz share
 *
 * An input is often several files or strings: fuzz_part() cuts the next
 * one off at a NUL byte. fuzz_fopen() stands in for fopen(3) in an
 * applet that a target #includes (#define fopen fuzz_fopen before the
 * #include): a path that ends in a name given to fuzz_file() opens that
 * part of the input with fmemopen(3), any other path fails with ENOENT,
 * so the parser reads the input and never the system's own files. An
 * applet dies through xexit(), which comes back by longjmp when die_jmp
 * is set, as it does when the shell runs an applet in its process:
 * FUZZ_TRY(jb) is true on the way in, false after a death.
 *
 * The fuzz build links glibc (ASan needs it), whose regcomp builds a
 * copy of a group for each + and each count of a {n,m}, so that
 * a+++++++++++++++++++ or (a{99}){99}{99} take exponential time and
 * memory there (and its closure of the copies is quadratic: a*+++++++++
 * took seconds; so did a run of 55 stars and 6 +), while rootbox links
 * musl's. fuzz_regcomp (#define regcomp fuzz_regcomp before an applet
 * that compiles regexes) answers REG_ESPACE, as for too big a regex, when
 * the product of those copies passes 256 (a + or a repetition right after
 * another counts 2), and passes the others to regcomp.
 * SPDX-License-Identifier: MIT
 */
#ifndef FUZZ_H
#define FUZZ_H
#include "libbb.h"
#include <regex.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* the next part of *d (up to a NUL byte or the end) as a malloc'd string */
static inline char *
fuzz_part(const uint8_t **d, size_t *n)
{
	const uint8_t *z = memchr(*d, 0, *n);
	size_t len = z ? (size_t)(z - *d) : *n;
	char *s = xmalloc(len + 1);

	memcpy(s, *d, len);
	s[len] = 0;
	*d += len + (z != NULL);
	*n -= len + (z != NULL);
	return s;
}

struct fuzz_file {
	const char	*name;
	const char	*text;
};
static struct fuzz_file fuzz_files[8];
static int fuzz_nfiles;

/* the next fuzz_fopen of a path ending in "/name" (or name) reads text */
static inline void
fuzz_file(const char *name, const char *text)
{
	if (fuzz_nfiles < (int)ARRAY_SIZE(fuzz_files))
		fuzz_files[fuzz_nfiles++] = (struct fuzz_file){ name, text };
}

static inline FILE *
fuzz_fopen(const char *path, const char *mode)
{
	size_t n = strlen(path), k;
	int i;

	(void)mode;
	for (i = 0; i < fuzz_nfiles; i++) {
		k = strlen(fuzz_files[i].name);
		if (n < k || strcmp(path + n - k, fuzz_files[i].name) ||
		    (n > k && path[n - k - 1] != '/'))
			continue;
		/* fmemopen refuses a size of 0 on older C libraries */
		if (!*fuzz_files[i].text)
			return fopen("/dev/null", "r");
		return fmemopen((void *)fuzz_files[i].text,
		    strlen(fuzz_files[i].text), "r");
	}
	errno = ENOENT;
	return NULL;
}

static inline int
fuzz_regcomp(regex_t *re, const char *s, int flags)
{
	unsigned long cost = 1, k;
	bool rep, stacked = false;
	const char *p;
	char *end;

	for (p = s; *p && cost <= 256; p++) {
		rep = strchr("*+?{", *p) != NULL;
		if (*p == '+' || (rep && stacked))
			cost *= 2;
		if (*p == '{') {
			/* the largest count of {n}, {n,} or {n,m} */
			k = strtoul(p + 1, &end, 10);
			if (*end == ',' && isdigit((unsigned char)end[1]))
				k = strtoul(end + 1, &end, 10);
			cost *= k > 256 ? 257 : k + 1;
			if ((end = strchr(p, '}')))
				p = end;
		}
		stacked = rep;
	}
	if (cost > 256)
		return REG_ESPACE;
	return regcomp(re, s, flags);
}

/* forget the files and the sticky status of the last input */
static inline void
fuzz_reset(void)
{
	fuzz_nfiles = 0;
	exit_status = 0;
	die_jmp = NULL;
}

#define FUZZ_TRY(jb)	(die_jmp = &(jb), setjmp(jb) == 0)

#endif
