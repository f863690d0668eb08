/*
 * nohup.c - run a command immune to hangups
 *
 * POSIX.1-2024 nohup, worded as GNU coreutils' is: SIGHUP is ignored;
 * a terminal on stdin is replaced by /dev/null opened write-only (so
 * that reading fails), a terminal on stdout by nohup.out (mode 0600,
 * appended to), or $HOME/nohup.out when that cannot be opened, and a
 * terminal on stderr by stdout; each change is said on stderr first.
 * Exit status: 125 when nohup fails (127 with POSIXLY_CORRECT set, as
 * POSIX asks), 126 when the command cannot run, 127 when it is not found,
 * else the command's.
 *
 * applet: nohup usr/bin core usage-exit=125
 * opts: ^<1
 * usage: nohup COMMAND [ARG]...
 *
 *	Run COMMAND ignoring hangups, with its output in nohup.out when
 *	stdout is a terminal.
 * SPDX-License-Identifier: MIT
 */
#define FOR_nohup
#include "libbb.h"
#include <signal.h>

int
nohup_main(int argc, char **argv)
{
	bool in = isatty(0), out = isatty(1), err = isatty(2);
	int fail = getenv("POSIXLY_CORRECT") ? 127 : 125, fd = -1, e, e2, saved;
	const char *name = "nohup.out", *home = NULL;
	struct opts o;

	(void)argc;
	applet_usage_exit = fail;
	argv = getopts(&o, OPTS_nohup, argv);
	if (in) {
		close(0);
		if (open("/dev/null", O_WRONLY) != 0)
			perror_exit("failed to render standard input unusable");
	}
	if (out) {
		fd = open(name, O_WRONLY | O_CREAT | O_APPEND, 0600);
		e = e2 = errno;
		if (fd < 0 && (home = getenv("HOME"))) {
			name = *home ? xasprintf("%s/nohup.out", home) : name;
			fd = open(name, O_WRONLY | O_CREAT | O_APPEND, 0600);
			e2 = errno;
		}
		if (fd < 0) {
			errno = e;
			perror_msg("failed to open 'nohup.out'");
			if (home) {
				errno = e2;
				perror_msg("failed to open %s",
				    quote(name, QUOTE_LOCALE));
			}
			return fail;
		}
	}
	if (out)
		warn_msg(in ? "ignoring input and appending output to %s" :
		    "appending output to %s", quote(name, QUOTE_LOCALE));
	else if (err)
		warn_msg(in ? "ignoring input and redirecting stderr to stdout"
		    : "redirecting stderr to stdout");
	else if (in)
		warn_msg("ignoring input");
	if (out) {
		xdup2(fd, 1);
		close(fd);
	}
	/* a failed exec is said where nohup's own messages went */
	saved = err ? fcntl(2, F_DUPFD_CLOEXEC, 3) : -1;
	if (err)
		xdup2(1, 2);
	signal(SIGHUP, SIG_IGN);
	exec_command(argv, saved);
	e = errno;
	if (saved >= 0)
		dup2(saved, 2);
	perror_msg("failed to run command %s", quote(argv[0], QUOTE_LOCALE));
	return e == ENOENT ? 127 : 126;
}
