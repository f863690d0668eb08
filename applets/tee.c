/*
 * tee.c - copy standard input to standard output and files
 *
 * POSIX.1-2024 tee plus GNU's -p and --output-error, with GNU's
 * behaviour: an output that fails is reported and dropped while the
 * others go on (exit status 1); "exit" modes stop at the first failure;
 * the "nopipe" modes (-p, and --output-error alone) drop an output whose
 * reader went away (EPIPE) without a word, and ignore SIGPIPE, as every
 * --output-error mode does; tee stops when no output is left. A file
 * named - is a file, as in GNU tee.
 *
 * applet: tee usr/bin core
 * opts: (output-error)?a(append)i(ignore-interrupts)p
 * usage: tee [-aip] [--output-error[=MODE]] [FILE]...
 *
 *	Copy standard input to standard output and to each FILE.
 *
 *	-a, --append	Append to the FILEs, do not truncate them
 *	-i, --ignore-interrupts	Ignore SIGINT
 *	-p	Same as --output-error=warn-nopipe
 *	--output-error[=MODE]	On a write error: warn, warn-nopipe
 *		(the default MODE), exit or exit-nopipe
 * SPDX-License-Identifier: MIT
 */
#define FOR_tee
#include "libbb.h"
#include <signal.h>

enum { WARN = 1, NOPIPE = 2, EXIT = 4 };

static int
output_error_mode(const char *s)
{
	static const char *const names[] = {
		"warn", "warn-nopipe", "exit", "exit-nopipe"
	};
	static const unsigned char modes[] = {
		WARN, WARN | NOPIPE, EXIT, EXIT | NOPIPE
	};
	size_t len = strlen(s), i;
	int found = -1;

	for (i = 0; i < ARRAY_SIZE(names); i++) {
		if (!strcmp(s, names[i]))
			return modes[i];
		if (!strncmp(s, names[i], len))
			found = found < 0 ? (int)i : -2;
	}
	if (found >= 0 && len)
		return modes[found];
	usage_exit("%s argument '%s' for '--output-error'\nValid arguments are:"
	    "\n  - 'warn'\n  - 'warn-nopipe'\n  - 'exit'\n  - 'exit-nopipe'",
	    found == -2 && len ? "ambiguous" : "invalid", s);
}

int
tee_main(int argc, char **argv)
{
	static char buf[65536];
	const char **names;
	int *fds, i, n, live, mode = 0;
	ssize_t r;
	struct opts o;

	argv = getopts(&o, OPTS_tee, argv);
	if (OPT(&o, F_p))
		mode = WARN | NOPIPE;
	if (OPT(&o, F_output_error))
		mode = o.arg[S_output_error].s ?
		    output_error_mode(o.arg[S_output_error].s) : WARN | NOPIPE;
	if (mode)
		signal(SIGPIPE, SIG_IGN);
	if (OPT(&o, F_i))
		signal(SIGINT, SIG_IGN);
	fds = xmalloc((argc + 1) * sizeof(*fds));
	names = xmalloc((argc + 1) * sizeof(*names));
	fds[0] = 1;
	names[0] = "'standard output'";
	for (n = 1; *argv; argv++) {
		fds[n] = open(*argv, O_WRONLY | O_CREAT | O_CLOEXEC |
		    (OPT(&o, F_a) ? O_APPEND : O_TRUNC), 0666);
		if (fds[n] < 0)
			perror_msg("%s", *argv);
		else
			names[n++] = *argv;
	}
	for (live = n; live;) {
		r = read(0, buf, sizeof(buf));
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			perror_msg("read error");
		if (r <= 0)
			break;
		for (i = 0; i < n; i++) {
			if (fds[i] < 0 || write_full(fds[i], buf, r) == r)
				continue;
			if (errno != EPIPE || !(mode & NOPIPE)) {
				perror_msg("%s", names[i]);
				if (mode & EXIT)
					xexit(1);
			}
			if (i)
				close(fds[i]);
			fds[i] = -1;
			live--;
		}
	}
	for (i = 1; i < n; i++)
		if (fds[i] >= 0 && close(fds[i]) < 0)
			perror_msg("%s", names[i]);
	return exit_status;
}
