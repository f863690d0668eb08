/*
 * strings.c - print the runs of printable characters in files
 *
 * POSIX.1-2024 strings (-a -n -t) with GNU binutils 2.40's options and
 * output: the whole file is always scanned (-a, binutils' default too; no
 * object-file sections, so no -d), a string is at least -n (or -NUMBER,
 * default 4) printable ASCII characters or tabs, -w adds every white space
 * (newline, CR...), -e S adds the bytes from 128 up (8-bit); -e s is the
 * 7-bit default. Only those single-byte encodings are implemented: not
 * binutils' 16- and 32-bit ones (-e b l B L), nor -T, -U or @FILE. -t
 * prints the offset of each string (o, d or x; -o is -t o), -f the file's
 * name, -s SEP ends each string with SEP instead of a newline. An operand
 * "-" is standard input (binutils takes it for a bad option).
 *
 * applet: strings usr/bin core
 * opts: a(all)e:(encoding)f(print-file-name)n:(bytes)os:(output-separator)
 *	t:(radix)w(include-all-whitespace)
 * usage: strings [-afow] [-n N] [-t o|d|x] [-e s|S] [-s SEP] [FILE]...
 *
 *	Print the strings of printable characters in FILEs (- or none:
 *	standard input).
 *
 *	-a, --all	Scan the whole file (always done)
 *	-e, --encoding E	s: 7-bit ASCII (default), S: 8-bit
 *	-f, --print-file-name	Print the file's name before each string
 *	-n, --bytes N	At least N characters (default 4; also -N)
 *	-o	Same as -t o
 *	-s, --output-separator SEP	End strings with SEP, not a newline
 *	-t, --radix R	Print each string's offset in o, d or x
 *	-w, --include-all-whitespace	White space belongs to strings
 * SPDX-License-Identifier: MIT
 */
#define FOR_strings
#include "libbb.h"

struct scan {
	unsigned long long	min;
	const char		*sep, *fmt;
	bool			eight, space, names;
	char			*run;
	size_t			cap;
};

static void
scan(struct scan *s, int fd, const char *name)
{
	static unsigned char buf[65536];
	unsigned long long off = 0, len = 0;
	ssize_t n, i;
	int c;

	while ((n = read(fd, buf, sizeof(buf))) > 0) {
		for (i = 0; i < n; i++, off++) {
			c = buf[i];
			if ((c >= ' ' && c < 127) || c == '\t' ||
			    (s->eight && c > 127) ||
			    (s->space && isspace(c))) {
				if (len >= s->min) {
					putchar(c);
					continue;
				}
				if (len == s->cap)
					s->run = xrealloc(s->run, s->cap =
					    s->cap * 2 + 64, 1);
				s->run[len++] = c;
				if (len < s->min)
					continue;
				if (s->names)
					printf("%s: ", name);
				if (s->fmt)
					printf(s->fmt, off + 1 - len);
				fwrite(s->run, 1, len, stdout);
			} else {
				if (len >= s->min)
					fputs(s->sep, stdout);
				len = 0;
			}
		}
	}
	if (len >= s->min)
		fputs(s->sep, stdout);
	if (n < 0)
		perror_msg("%s", name);
}

int
strings_main(int argc, char **argv)
{
	struct opts o;
	struct scan s = { .min = 4, .sep = "\n" };
	const char *e, *name, *digits = NULL;
	struct stat st;
	int i, fd;
	char r;

	/* -NUMBER is -n NUMBER, and wins over -n wherever it is, as GNU's */
	for (i = 1; i < argc && strcmp(argv[i], "--"); i++) {
		if (argv[i][0] == '-' && isdigit((unsigned char)argv[i][1]) &&
		    !argv[i][1 + strspn(argv[i] + 1, "0123456789")]) {
			if (!digits)
				digits = argv[i] + 1;
			memmove(argv + i, argv + i + 1,
			    (argc - i) * sizeof(*argv));
			argc--, i--;
		} else if (strchr("enst", argv[i][1]) && argv[i][0] == '-' &&
		    argv[i][1] && !argv[i][2])
			i++;
	}
	argv = getopts(&o, OPTS_strings, argv);
	if (OPT(&o, F_n) || digits) {
		if (!digits)
			digits = o.arg[S_n].s;
		if (atoll_range(digits, LLONG_MIN, LLONG_MAX,
		    (long long *)&s.min) < 0)
			error_exit("invalid integer argument %s", digits);
		if (!s.min)
			error_exit("invalid minimum string length 0");
	}
	if (OPT(&o, F_e)) {
		e = o.arg[S_e].s;
		if (strlen(e) != 1 || !strchr("sSblBL", *e))
			usage_exit("invalid encoding '%s'", e);
		if (*e != 's' && *e != 'S')
			error_exit("encoding '%s' is not supported: only s "
			    "and S", e);
		s.eight = *e == 'S';
	}
	if (OPT(&o, F_t | F_o)) {
		r = OPT(&o, F_t) && o.last[__builtin_ctzll(F_t)] >
		    o.last[__builtin_ctzll(F_o)] ? *o.arg[S_t].s : 'o';
		if (!r || !strchr("odx", r) || (OPT(&o, F_t) &&
		    o.arg[S_t].s[1]))
			usage_exit("invalid radix '%s'", o.arg[S_t].s);
		s.fmt = r == 'o' ? "%7llo " : r == 'd' ? "%7llu " : "%7llx ";
	}
	if (OPT(&o, F_s))
		s.sep = o.arg[S_s].s;
	s.space = OPT(&o, F_w);
	s.names = OPT(&o, F_f);
	if (!*argv)
		scan(&s, 0, "{standard input}");
	for (; *argv; argv++) {
		name = *argv;
		if (!strcmp(name, "-")) {
			scan(&s, 0, "{standard input}");
			continue;
		}
		fd = open(name, O_RDONLY);
		if (fd < 0) {
			if (errno == ENOENT)
				error_msg("'%s': No such file", name);
			else
				perror_msg("'%s'", name);
			continue;
		}
		if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode))
			error_msg("Warning: '%s' is a directory", name);
		else
			scan(&s, fd, name);
		close(fd);
	}
	free(s.run);
	return exit_status;
}
