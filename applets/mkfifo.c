/*
 * mkfifo.c - make FIFOs (named pipes)
 *
 * POSIX.1-2024 mkfifo, plus GNU's long option. -m takes octal or symbolic
 * modes relative to a=rw (symbolic ones honour the umask as chmod does)
 * and is applied with chmod(2) after creation, so the umask does not cut
 * it; a mode with bits other than permissions is refused, as GNU does.
 * No SELinux context (GNU's -Z).
 *
 * applet: mkfifo usr/bin core
 * opts: <1 m:(mode)
 * usage: mkfifo [-m MODE] NAME...
 *
 *	Create each named pipe NAME.
 *
 *	-m, --mode MODE	Mode of the new FIFOs (octal or symbolic)
 * SPDX-License-Identifier: MIT
 */
#define FOR_mkfifo
#include "libbb.h"

int
mkfifo_main(int argc, char **argv)
{
	struct opts o;
	mode_t um, mode = 0666;

	(void)argc;
	argv = getopts(&o, OPTS_mkfifo, argv);
	um = umask(0);
	umask(um);
	if (OPT(&o, F_m))
		mode = xmode_node(o.arg[S_m].s, um);
	for (; *argv; argv++) {
		if (mkfifo(*argv, mode) < 0)
			perror_msg("cannot create fifo %s",
			    quote(*argv, QUOTE_SHELL_ESCAPE_ALWAYS));
		else if (OPT(&o, F_m) && chmod(*argv, mode) < 0)
			perror_msg("cannot set permissions of %s",
			    quote(*argv, QUOTE_SHELL_ESCAPE_ALWAYS));
	}
	return exit_status;
}
