/*
 * sync.c - write buffered data to disk
 *
 * POSIX.1-2024 sync, plus GNU's operands and options: with no operand,
 * sync(2) everything; with files, fsync(2) each one, or fdatasync(2) with
 * -d, or syncfs(2) its filesystem with -f. A file is opened read-only
 * (write-only if that is refused, as GNU), without blocking on a FIFO.
 *
 * applet: sync bin core nofork
 * opts: d(data)f(file-system)
 * usage: sync [-d | -f] [FILE]...
 *
 *	Write buffered data to disk: everything, or each FILE.
 *
 *	-d, --data	Sync only FILE's data, not its metadata
 *	-f, --file-system	Sync the filesystems that hold each FILE
 * SPDX-License-Identifier: MIT
 */
#define FOR_sync
#include "libbb.h"

int
sync_main(int argc, char **argv)
{
	struct opts o;
	int fd, err;

	(void)argc;
	argv = getopts(&o, OPTS_sync, argv);
	if (OPT(&o, F_d) && OPT(&o, F_f))
		error_exit("cannot specify both --data and --file-system");
	if (!*argv) {
		if (OPT(&o, F_d))
			error_exit("--data needs at least one argument");
		sync();
		return 0;
	}
	for (; *argv; argv++) {
		const char *q = quote(*argv, QUOTE_SHELL_ESCAPE_ALWAYS);

		fd = open(*argv, O_RDONLY | O_NONBLOCK | O_NOCTTY);
		if (fd < 0) {
			err = errno;
			fd = open(*argv, O_WRONLY | O_NONBLOCK | O_NOCTTY);
			if (fd < 0) {
				errno = err;
				perror_msg("error opening %s", q);
				continue;
			}
		}
		if ((OPT(&o, F_f) ? syncfs(fd) : OPT(&o, F_d) ? fdatasync(fd) :
		    fsync(fd)) < 0)
			perror_msg("error syncing %s", q);
		if (close(fd) < 0)
			perror_msg("failed to close %s", q);
	}
	return exit_status;
}
