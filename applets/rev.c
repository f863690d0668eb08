/*
 * rev.c - reverse the characters of each line
 *
 * As util-linux rev: each FILE (none: standard input) line by line, the
 * line's characters in reverse order, the newline kept at the end (a last
 * line without one stays without). Deviations: a valid UTF-8 sequence is
 * kept whole whatever the locale, other bytes are reversed one by one
 * (util-linux, in the C locale, stops at a byte above 127), and a NUL byte
 * is a byte like any other (util-linux ends the line there).
 *
 * applet: rev usr/bin core
 * usage: rev [FILE]...
 *
 *	Copy each FILE (none: standard input) to standard output with
 *	the characters of each line in reverse order.
 * SPDX-License-Identifier: MIT
 */
#define FOR_rev
#include "libbb.h"

/* The length of the valid UTF-8 sequence at p (n bytes left), else 1. */
static size_t
utf8_len(const unsigned char *p, size_t n)
{
	size_t len, i;
	unsigned c = p[0];

	if (c < 0xc2 || c > 0xf4)
		return 1;
	len = c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
	if (len > n)
		return 1;
	for (i = 1; i < len; i++)
		if ((p[i] & 0xc0) != 0x80)
			return 1;
	/* no overlong forms, surrogates or code points above U+10FFFF */
	if ((c == 0xe0 && p[1] < 0xa0) || (c == 0xed && p[1] > 0x9f) ||
	    (c == 0xf0 && p[1] < 0x90) || (c == 0xf4 && p[1] > 0x8f))
		return 1;
	return len;
}

static void
reverse(unsigned char *s, size_t n)
{
	unsigned char t;
	size_t i, k;

	/* turn each multibyte sequence round, then the whole line */
	for (i = 0; i < n; i += k) {
		k = utf8_len(s + i, n - i);
		for (size_t a = i, b = i + k - 1; a < b; a++, b--)
			t = s[a], s[a] = s[b], s[b] = t;
	}
	for (i = 0; i < n / 2; i++)
		t = s[i], s[i] = s[n - 1 - i], s[n - 1 - i] = t;
}

int
rev_main(int argc, char **argv)
{
	static char *no_args[] = { "stdin", NULL };
	struct opts o;
	unsigned char *line = NULL;
	size_t cap = 0, lineno;
	const char *name;
	ssize_t n;
	FILE *f;

	(void)argc;
	argv = getopts(&o, OPTS_rev, argv);
	if (!*argv)
		argv = no_args;
	for (; *argv; argv++) {
		/* as util-linux: "-" is a file name, stdin only with none */
		name = *argv;
		if (argv == no_args) {
			f = stdin;
			name = "stdin";
		} else if (!(f = fopen(name, "r"))) {
			perror_msg("cannot open %s", name);
			continue;
		}
		for (lineno = 0; (n = getline((char **)&line, &cap, f)) > 0;
		    lineno++) {
			size_t len = n - (line[n - 1] == '\n');

			reverse(line, len);
			fwrite(line, 1, n, stdout);
		}
		if (ferror(f))
			perror_msg("%s: %zu", name, lineno);
		if (f != stdin)
			fclose(f);
		else
			clearerr(f);
	}
	free(line);
	return exit_status;
}
