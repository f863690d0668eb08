/*
 * run.c - run_applet(): the one way an applet is started
 *
 * Used by main() and, later, by sh and xargs. It answers --help, sets the
 * applet's name and usage for messages, resets the sticky exit status,
 * calls the main and leaves through xexit(), which flushes and checks
 * stdout. When die_jmp is set (the shell running an applet in-process),
 * xexit() comes back here by longjmp instead of ending the process.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

int
run_applet(const struct applet *a, char **argv)
{
	int argc = 0;

	applet_name = a->name;
	applet_usage = applet_usages[a - applets];
	applet_usage_exit = a->usage_exit;
	exit_status = 0;
	while (argv[argc])
		argc++;
	/*
	 * --help is an ordinary argument to test (nohelp), and to every
	 * applet the shell runs in its process, as to a shell builtin.
	 */
	if (argc > 1 && !strcmp(argv[1], "--help") && !die_jmp &&
	    !(a->flags & AF_NOHELP)) {
		show_usage(stdout, true);
		xexit(0);
	}
	if ((a->flags & AF_ROOT) && geteuid() != 0)
		error_exit("must be root");
	xexit(a->main(argc, argv));
}
