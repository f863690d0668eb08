/*
 * main.c - multicall dispatch and the rootbox multiplexer
 *
 * The applet is basename(argv[0]), with one leading '-' stripped for login
 * shells. Called as rootbox (or rootbox-anything, e.g. an unstripped
 * copy) it takes: APPLET ARGS, --help [APPLET], --list, --list-full,
 * --install [-s] [DIR].
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#ifndef ROOTBOX_VERSION
#define ROOTBOX_VERSION "0.1"
#endif

static void
list_applets(bool full)
{
	unsigned i;

	for (i = 0; i < applet_count; i++)
		if (full)
			printf("%s/%s\n", install_dirs[applets[i].dir],
			    applets[i].name);
		else
			printf("%s\n", applets[i].name);
}

static void
help(void)
{
	unsigned i;
	int col = 0, n;

	printf("rootbox " ROOTBOX_VERSION " multi-call binary.\n\n"
	    "Usage: rootbox [APPLET [ARG]...]\n"
	    "   or: APPLET [ARG]...    (through a link named APPLET)\n"
	    "   or: rootbox --list[-full]\n"
	    "   or: rootbox --install [-s] [DIR]\n\n"
	    "rootbox is one static binary holding many common Unix tools.\n"
	    "--install makes a link to it for every applet under DIR (default\n"
	    "/): hard links, or symbolic links with -s.\n\n"
	    "Currently defined applets:\n");
	for (i = 0; i < applet_count; i++) {
		n = strlen(applets[i].name) + 2;
		if (col + n > 76) {
			printf(",\n");
			col = 0;
		} else if (col)
			printf(", ");
		printf("%s%s", col ? "" : "\t", applets[i].name);
		col += n + (col ? 0 : 8);
	}
	printf(applet_count ? "\n" : "\t(none)\n");
}

static NORETURN void
not_found(const char *name)
{
	fprintf(stderr, "rootbox: applet not found: %s\n", name);
	xexit(127);
}

static int
multiplexer(char **argv)
{
	const struct applet *a;
	const char *arg = argv[1];

	if (!arg || arg[0] == '-')
		drop_suid();
	if (!arg || !strcmp(arg, "--help")) {
		if (arg && argv[2]) {
			a = find_applet(argv[2]);
			if (!a)
				not_found(argv[2]);
			applet_usage = applet_usages[a - applets];
			show_usage(stdout, true);
			xexit(0);
		}
		help();
		xexit(0);
	}
	if (!strcmp(arg, "--list") || !strcmp(arg, "--list-full")) {
		list_applets(arg[6] == '-');
		xexit(0);
	}
	if (!strcmp(arg, "--install")) {
		bool sym = argv[2] && !strcmp(argv[2], "-s");
		const char *dir = argv[2 + sym] ? argv[2 + sym] : "/";

		if (argv[2 + sym] && argv[3 + sym])
			error_exit("--install: extra operand '%s'", argv[3 + sym]);
		xexit(install_links(dir, sym));
	}
	if (arg[0] == '-' && arg[1])
		error_exit("unrecognized option '%s'", arg);
	a = find_applet(base_name(arg));
	if (!a)
		not_found(base_name(arg));
	return run_applet(a, argv + 1);
}

int
main(int argc, char **argv)
{
	const struct applet *a;
	const char *name;

	(void)argc;
	if (!argv[0])
		return 127;
#ifdef ROOTBOX_VALGRIND
	/* make check VALGRIND=1 (tests/vgwrap.c): the argv[0] the test gave */
	if (getenv("ROOTBOX_ARGV0")) {
		argv[0] = getenv("ROOTBOX_ARGV0");
		unsetenv("ROOTBOX_ARGV0");
	}
#endif
	name = base_name(argv[0]);
	if (*name == '-')
		name++;
	if (!strncmp(name, "rootbox", 7))
		return multiplexer(argv);
	a = find_applet(name);
	if (!a)
		not_found(name);
	return run_applet(a, argv);
}
