/*
 * comm.c - compare two sorted files line by line
 *
 * POSIX.1-2024 comm with GNU coreutils' options and messages in the C
 * locale (lines compare bytewise): three columns, lines only in FILE1,
 * only in FILE2, in both, each indented by one delimiter per earlier
 * column shown. Order checks follow GNU: by default a file's disorder is
 * reported (once, "comm: file N is not in sorted order") only after a
 * line that cannot be paired has been seen, and the exit status is then
 * 1 with "input is not in sorted order" at the end; --check-order stops
 * at the first disorder; --nocheck-order never looks. --total ends with
 * the three counts and "total". Deviation: usage errors print the
 * synopsis, not GNU's "Try 'comm --help'" line.
 *
 * applet: comm usr/bin core
 * opts: <2>2(check-order)(nocheck-order)(output-delimiter):(total)
 *	123z(zero-terminated)
 * usage: comm [-123z] [--total] [--output-delimiter STR] FILE1 FILE2
 *
 *	Compare the sorted FILE1 and FILE2 (- for standard input): write
 *	lines only in FILE1, lines only in FILE2 and lines in both, in three
 *	columns.
 *
 *	-1	Leave out the lines only in FILE1
 *	-2	Leave out the lines only in FILE2
 *	-3	Leave out the lines in both
 *	--check-order	Stop at the first line out of order
 *	--nocheck-order	Do not check the order
 *	--output-delimiter STR	Separate columns with STR, not a tab
 *	--total	End with the number of lines of each column
 *	-z, --zero-terminated	Lines end with NUL, not newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_comm
#include "libbb.h"

struct cfile {
	FILE		*f;
	char		*line[3];	/* current, previous, spare */
	size_t		cap[3];
	ssize_t		len[3];		/* -1: none */
	const char	*name;
	bool		eof, warned;
};

static int
linecmp(const char *a, size_t an, const char *b, size_t bn)
{
	int d = memcmp(a, b, MIN(an, bn));

	return d ? d : (an > bn) - (an < bn);
}

/*
 * Read the next line into line[0], the current one becoming line[1]; at
 * the end, nothing moves, so line[1] and line[0] are the last two lines.
 */
static bool
next(struct cfile *c, char delim)
{
	ssize_t n = getdelim(&c->line[2], &c->cap[2], delim, c->f);
	char *t = c->line[1];
	size_t cap = c->cap[1];

	if (n < 0) {
		if (ferror(c->f))
			perror_exit("%s", c->name);
		return !(c->eof = true);
	}
	if (n > 0 && c->line[2][n - 1] == delim)
		n--;
	c->line[1] = c->line[0], c->cap[1] = c->cap[0], c->len[1] = c->len[0];
	c->line[0] = c->line[2], c->cap[0] = c->cap[2], c->len[0] = n;
	c->line[2] = t, c->cap[2] = cap;
	return true;
}

int
comm_main(int argc, char **argv)
{
	struct cfile c[2];
	struct opts o;
	const char *dl = "\t";
	size_t dn = 1;
	unsigned long long total[3] = { 0, 0, 0 };
	bool show[3], unpaired = false, warned = false;
	int i, d, col, check;
	char delim;

	(void)argc;
	argv = getopts(&o, OPTS_comm, argv);
	show[0] = !OPT(&o, F_1);
	show[1] = !OPT(&o, F_2);
	show[2] = !OPT(&o, F_3);
	delim = OPT(&o, F_z) ? 0 : '\n';
	/* 1 by default, 2 --check-order, 0 --nocheck-order: the last wins */
	check = 1;
	if (OPT(&o, F_check_order | F_nocheck_order))
		check = o.last[0] > o.last[1] ? 2 : 0;
	if (OPT(&o, F_output_delimiter)) {
		dl = o.arg[S_output_delimiter].s;
		dn = *dl ? strlen(dl) : 1;	/* "": a NUL byte, as GNU */
	}
	memset(c, 0, sizeof(c));
	for (i = 0; i < 2; i++) {
		if (!strcmp(argv[i], "-"))
			c[i].f = stdin;
		else if (!(c[i].f = fopen(argv[i], "r")))
			perror_exit("%s", argv[i]);
		c[i].len[0] = c[i].len[1] = -1;
		c[i].name = argv[i];
		next(&c[i], delim);
	}
	while (!c[0].eof || !c[1].eof) {
		if (c[0].eof)
			d = 1;
		else if (c[1].eof)
			d = -1;
		else
			d = linecmp(c[0].line[0], c[0].len[0], c[1].line[0],
			    c[1].len[0]);
		col = d < 0 ? 0 : d > 0 ? 1 : 2;
		unpaired |= d != 0;
		total[col]++;
		if (show[col]) {
			for (i = 0; i < col; i++)
				if (show[i])
					fwrite(dl, 1, dn, stdout);
			i = col & 1;
			fwrite(c[i].line[0], 1, c[i].len[0], stdout);
			putchar(delim);
		}
		for (i = 0; i < 2; i++) {
			if (col != i && col != 2)
				continue;
			/* the line read and the one before; at the end, the
			 * last two lines: GNU checks those then */
			next(&c[i], delim);
			if (!check || (check == 1 && !unpaired) ||
			    c[i].warned || c[i].len[1] < 0 ||
			    linecmp(c[i].line[1], c[i].len[1], c[i].line[0],
			    c[i].len[0]) <= 0)
				continue;
			error_msg("file %d is not in sorted order", i + 1);
			if (check == 2)
				return 1;
			c[i].warned = warned = true;
		}
	}
	if (OPT(&o, F_total)) {
		for (i = 0; i < 3; i++) {
			printf("%llu", total[i]);
			fwrite(dl, 1, dn, stdout);
		}
		printf("total%c", delim);
	}
	if (warned)
		error_exit("input is not in sorted order");
	return 0;
}
