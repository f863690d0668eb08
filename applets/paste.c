/*
 * paste.c - merge lines of files
 *
 * POSIX.1-2024 paste plus GNU's -z and long options, with GNU's
 * behaviour: each - reads the next line of the one standard input, a
 * file that cannot be opened stops paste before any output (except with
 * -s, which goes on to the next file), a read error counts as the file's
 * end. In the -d list, \n \t \\ and \0 (no delimiter) are escapes, \X is
 * X, and an empty list is \0. Lines of any length.
 *
 * applet: paste usr/bin core
 * opts: d:(delimiters)s(serial)z(zero-terminated)
 * usage: paste [-sz] [-d LIST] [FILE]...
 *
 *	Write the lines of each FILE (- or none: standard input) side by
 *	side, separated by TABs.
 *
 *	-d, --delimiters LIST	Use the characters of LIST in turn instead
 *		of TAB (\n \t \\ \0 escapes)
 *	-s, --serial	Paste the lines of one file at a time
 *	-z, --zero-terminated	Lines end with NUL, not newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_paste
#include "libbb.h"

struct paste {
	char	*delims;	/* a NUL stands for "no delimiter" */
	size_t	ndelims;
	int	eol;
	char	*line;
	size_t	cap;
};

/* The next line of f without its end, its length, or -1 at the end. */
static ssize_t
next_line(struct paste *p, FILE *f, const char *name)
{
	ssize_t n;

	if (!f)
		return -1;
	n = getdelim(&p->line, &p->cap, p->eol, f);
	if (n <= 0) {
		if (ferror(f))
			perror_msg("%s", name);
		return -1;
	}
	if (p->line[n - 1] == p->eol)
		n--;
	return n;
}

static void
put_delim(struct paste *p, size_t i)
{
	char c = p->delims[i % p->ndelims];

	if (c)
		putchar(c);
}

static void
serial(struct paste *p, char **argv)
{
	ssize_t n;
	size_t i;
	FILE *f;

	for (; *argv; argv++) {
		f = strcmp(*argv, "-") ? fopen(*argv, "r") : stdin;
		if (!f) {
			perror_msg("%s", *argv);
			continue;
		}
		for (i = 0; (n = next_line(p, f, *argv)) >= 0; i++) {
			if (i)
				put_delim(p, i - 1);
			fwrite(p->line, 1, n, stdout);
		}
		putchar(p->eol);
		if (f != stdin)
			fclose(f);
	}
}

static void
parallel(struct paste *p, char **argv)
{
	int i, j, nf, open, owed;
	bool any = true;
	ssize_t n;
	FILE **f;

	for (nf = 0; argv[nf]; nf++)
		;
	f = xmalloc(nf * sizeof(*f));
	for (i = 0; i < nf; i++) {
		f[i] = strcmp(argv[i], "-") ? fopen(argv[i], "r") : stdin;
		if (!f[i])
			perror_exit("%s", argv[i]);
	}
	for (open = nf; open && any;) {
		/* delimiters wait until a file of this round has a line */
		any = false;
		for (owed = i = 0; i < nf; i++) {
			if ((n = next_line(p, f[i], argv[i])) < 0) {
				if (!f[i])
					continue;
				if (f[i] != stdin)
					fclose(f[i]);
				/* every "-" ends with standard input */
				for (j = i + 1; f[i] == stdin && j < nf; j++)
					if (f[j] == stdin)
						f[j] = NULL, open--;
				f[i] = NULL;
				open--;
				continue;
			}
			for (any = true; owed < i; owed++)
				put_delim(p, owed);
			fwrite(p->line, 1, n, stdout);
		}
		if (!any)
			break;
		for (; owed < nf - 1; owed++)
			put_delim(p, owed);
		putchar(p->eol);
	}
	free(f);
}

int
paste_main(int argc, char **argv)
{
	static char *stdin_only[] = { "-", NULL };
	struct paste p = { .eol = '\n' };
	const char *d = "\t";
	char *q;
	struct opts o;

	(void)argc;
	argv = getopts(&o, OPTS_paste, argv);
	if (OPT(&o, F_d))
		d = o.arg[S_d].s;
	p.delims = q = xmalloc(strlen(d) + 1);
	for (; *d; d++) {
		if (*d == '\\') {
			if (!*++d)
				error_exit("delimiter list ends with an unescaped"
				    " backslash: %s", o.arg[S_d].s);
			*q++ = *d == 'n' ? '\n' : *d == 't' ? '\t' :
			    *d == '0' ? 0 : *d;
		} else {
			*q++ = *d;
		}
	}
	p.ndelims = q - p.delims;
	if (!p.ndelims)
		*q = 0, p.ndelims = 1;
	if (OPT(&o, F_z))
		p.eol = 0;
	if (!*argv)
		argv = stdin_only;
	if (OPT(&o, F_s))
		serial(&p, argv);
	else
		parallel(&p, argv);
	return exit_status;
}
