/*
 * run.c - run_applet(): the one way an applet is started
 *
 * Used by main(), sh and xargs. It answers --help, sets the
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

/*
 * The applet to run for a PATH search's find, when that file is this very
 * binary (a link to rootbox): sh and xargs then call it in the forked
 * child instead of a new execve. NULL for any other program.
 */
const struct applet *
applet_at(const char *path, const char *name)
{
	static dev_t dev;
	static ino_t ino;
	static bool known;
	struct stat st;

	if (!known) {
		if (stat("/proc/self/exe", &st))
			return NULL;
		dev = st.st_dev;
		ino = st.st_ino;
		known = true;
	}
	if (stat(path, &st) || st.st_dev != dev || st.st_ino != ino)
		return NULL;
	return find_applet(name);
}
