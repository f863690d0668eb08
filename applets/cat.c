/*
 * cat.c - concatenate files to standard output
 *
 * POSIX.1-2024 cat; -u is accepted and has no effect, since we never hold
 * output back. The GNU options number lines and show invisible characters
 * as coreutils does: line numbers and the blank-line state carry across
 * files, -b overrides -n, -v shows bytes >= 128 as M- forms. Without
 * options the data moves by sendfile(2) where the kernel allows.
 *
 * applet: cat bin core
 * opts: u[CAT_GNU]n(number)[CAT_GNU]b(number-nonblank)
 *	[CAT_GNU]s(squeeze-blank)[CAT_GNU]v(show-nonprinting)
 *	[CAT_GNU]e[CAT_GNU]t[CAT_GNU]A(show-all)[CAT_GNU]E(show-ends)
 *	[CAT_GNU]T(show-tabs)
 * usage: cat [-u] [-nbsvetAET] [FILE]...
 *
 *	Write each FILE (- or none: standard input) to standard output.
 *
 *	-u	Unbuffered (has no effect: output is never buffered)
 *	[CAT_GNU]-n, --number	Number all output lines
 *	[CAT_GNU]-b, --number-nonblank	Number nonempty lines, overrides -n
 *	[CAT_GNU]-s, --squeeze-blank	Squeeze repeated empty lines into one
 *	[CAT_GNU]-v, --show-nonprinting	Show control characters as ^X and M-X
 *	[CAT_GNU]-E, --show-ends	Show $ at the end of each line
 *	[CAT_GNU]-T, --show-tabs	Show tabs as ^I
 *	[CAT_GNU]-e	Same as -vE
 *	[CAT_GNU]-t	Same as -vT
 *	[CAT_GNU]-A, --show-all	Same as -vET
 * config:
 *	config CAT_GNU
 *		bool "GNU options -n -b -s -v -e -t -A -E -T"
 *		default y
 *		depends on CAT
 *		help
 *		  Line numbering, squeezing of empty lines and visible
 *		  control characters, as in GNU cat.
 * SPDX-License-Identifier: MIT
 */
#define FOR_cat
#include "libbb.h"

struct catstate {
	unsigned long long	line;
	bool			bol, blank;
	bool			num, nonblank, squeeze, v, ends, tabs;
};

static void
number(struct catstate *cs)
{
	printf("%6llu\t", ++cs->line);
}

/* The GNU options: byte by byte through stdio's buffer. */
static int
cat_filtered(int fd, struct catstate *cs)
{
	static unsigned char buf[32768];
	ssize_t n, i;
	int c;

	while ((n = read(fd, buf, sizeof(buf))) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		for (i = 0; i < n; i++) {
			c = buf[i];
			if (cs->bol) {
				if (c == '\n') {
					if (cs->squeeze && cs->blank)
						continue;
					cs->blank = true;
					if (cs->num && !cs->nonblank)
						number(cs);
				} else {
					cs->blank = false;
					if (cs->num || cs->nonblank)
						number(cs);
				}
			}
			if (c == '\n') {
				if (cs->ends)
					putchar_unlocked('$');
				putchar_unlocked('\n');
				cs->bol = true;
				continue;
			}
			cs->bol = false;
			if (c == '\t') {
				if (cs->tabs)
					fputs("^I", stdout);
				else
					putchar_unlocked(c);
				continue;
			}
			if (cs->v) {
				if (c >= 128) {
					fputs("M-", stdout);
					c -= 128;
				}
				if (c < 32) {
					putchar_unlocked('^');
					c += 64;
				} else if (c == 127) {
					putchar_unlocked('^');
					c = '?';
				}
			}
			putchar_unlocked(c);
		}
	}
	return 0;
}

static char *stdin_only[] = { "-", NULL };

int
cat_main(int argc, char **argv)
{
	struct catstate cs = { .bol = true };
	struct opts o;
	struct stat out, in;
	bool filtered;
	const char *name;
	int fd, r;

	(void)argc;
	argv = getopts(&o, OPTS_cat, argv);
	cs.num = OPT(&o, F_n);
	cs.nonblank = OPT(&o, F_b);
	cs.squeeze = OPT(&o, F_s);
	cs.v = OPT(&o, F_v | F_e | F_t | F_A);
	cs.ends = OPT(&o, F_E | F_e | F_A);
	cs.tabs = OPT(&o, F_T | F_t | F_A);
	filtered = o.seen & ~F_u;
	if (fstat(1, &out) < 0)
		perror_exit("standard output");
	if (!*argv)
		argv = stdin_only;
	for (; (name = *argv); argv++) {
		if (!strcmp(name, "-"))
			fd = 0;
		else if ((fd = open(name, O_RDONLY | O_CLOEXEC)) < 0) {
			perror_msg("%s", name);
			continue;
		}
		if (S_ISREG(out.st_mode) && fstat(fd, &in) == 0 &&
		    in.st_dev == out.st_dev && in.st_ino == out.st_ino &&
		    lseek(fd, 0, SEEK_CUR) < in.st_size) {
			error_msg("%s: input file is output file", name);
			goto next;
		}
		if (filtered)
			r = cat_filtered(fd, &cs);
		else
			r = copy_fd(fd, 1) < 0 ? -1 : 0;
		if (r < 0)
			perror_msg("%s", name);
next:
		if (fd)
			close(fd);
	}
	return exit_status;
}
