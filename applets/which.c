/*
 * which.c - find commands in PATH
 *
 * debianutils' which: each NAME with a slash is printed when it is an
 * executable regular file; any other is looked for in each directory of
 * PATH in turn, and DIR/NAME printed as it is spelt (an empty element is
 * ".", so "./NAME"), the first match or with -a every one. PATH is split
 * as the debianutils shell script's IFS splitting does: "a:" has an empty
 * element after a, "a::" only one. The status is 1 when some NAME was not
 * found or none was given, 2 on a bad option.
 *
 * applet: which usr/bin core usage-exit=2
 * opts: a
 * usage: which [-a] NAME...
 *
 *	Print the path of each command NAME that PATH leads to.
 *
 *	-a	Every match, not only the first
 * SPDX-License-Identifier: MIT
 */
#define FOR_which
#include "libbb.h"

static bool
runnable(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISREG(st.st_mode) && !access(path, X_OK);
}

int
which_main(int argc, char **argv)
{
	const char *path = getenv("PATH"), *p, *e;
	struct opts o;
	bool found;
	const char *end;
	size_t len;
	char *f;

	(void)argc;
	argv = getopts(&o, OPTS_which, argv);
	if (!*argv || !path)
		exit_status = 1;
	len = path ? strlen(path) : 0;
	/* "a::" splits as "a" and "", like "a:"; ":" as "" */
	end = path + len;
	if (len && path[len - 1] == ':' && (len == 1 || path[len - 2] == ':'))
		end--;
	for (; *argv; argv++) {
		found = false;
		if (strchr(*argv, '/')) {
			if ((found = runnable(*argv)))
				puts(*argv);
		} else {
			for (p = path; len && p <= end; p = e + 1) {
				if (!(e = memchr(p, ':', end - p)))
					e = end;
				f = e > p ? xasprintf("%.*s/%s", (int)(e - p),
				    p, *argv) : xasprintf("./%s", *argv);
				if (runnable(f)) {
					puts(f);
					found = true;
				}
				free(f);
				if (found && !OPT(&o, F_a))
					break;
			}
		}
		if (!found)
			exit_status = 1;
	}
	return exit_status;
}
