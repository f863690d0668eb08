/*
 * tests/vgwrap.c - make check VALGRIND=1: every applet in the tests' PATH
 * is a hard link to this program, which runs VG_LINKS/NAME (a symlink to
 * rootbox, so that argv[0] picks the applet) under Valgrind's memcheck.
 * NAME is the name it was started by (/proc/self/exe: a test's own
 * symlink to an applet counts as the applet, as it does for rootbox).
 * The report goes to $ROOTBOX_VGLOG.PID where that is set, on a
 * descriptor of 10 or above (--log-file would leave it as fd 3, where
 * tests look for a closed one); leaks are looked for in the shell only.
 * A program, not a script: the environment (bash drops PS1 and PS2) and
 * the effective ids reach the applet as they are, and so does argv[0]
 * (in ROOTBOX_ARGV0, which the VALGRIND build of rootbox puts back).
 * The applets named in $ROOTBOX_VGPLAIN (NAME ...) run without Valgrind:
 * the processes that ps, pgrep and pidof tests look for by name.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* NAME is in $ROOTBOX_VGPLAIN's list of words */
static int
plain(const char *name)
{
	const char *p = getenv("ROOTBOX_VGPLAIN");
	size_t n = strlen(name);

	while (p && *p) {
		p += strspn(p, " ");
		if (!strncmp(p, name, n) && (p[n] == ' ' || !p[n]))
			return 1;
		p += strcspn(p, " ");
	}
	return 0;
}

int
main(int argc, char **argv)
{
	static char self[4096], path[4200], target[4200], supp[4200];
	static char logopt[32];
	const char *log = getenv("ROOTBOX_VGLOG"), *name;
	char **av = calloc(argc + 16, sizeof(*av));
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	int i, k = 0, fd, h;

	if (n <= 0 || !av) {
		perror("vgwrap: /proc/self/exe");
		return 127;
	}
	self[n] = 0;
	name = strrchr(self, '/') ? strrchr(self, '/') + 1 : self;
	snprintf(target, sizeof(target), "%s/%s", VG_LINKS, name);
	if (plain(name)) {	/* before the report's descriptor opens */
		execv(target, argv);
		fprintf(stderr, "vgwrap: %s: %s\n", target, strerror(errno));
		return 127;
	}
	av[k++] = "valgrind";
	av[k++] = "-q";
	if (log && *log) {
		snprintf(path, sizeof(path), "%s.%ld", log, (long)getpid());
		fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0666);
		if (fd >= 0 && fd < 10) {
			h = fcntl(fd, F_DUPFD, 10);
			close(fd);
			fd = h;
		}
		if (fd >= 0) {
			snprintf(logopt, sizeof(logopt), "--log-fd=%d", fd);
			av[k++] = logopt;
		}
	}
	av[k++] = "--error-limit=no";
	av[k++] = "--vgdb=no";	/* its pipes in /tmp: see tests/run.sh */
	snprintf(supp, sizeof(supp), "--suppressions=%s", VG_SUPP);
	av[k++] = supp;
	if (!strcmp(name, "sh")) {
		av[k++] = "--leak-check=full";
		av[k++] = "--show-leak-kinds=definite";
		av[k++] = "--errors-for-leak-kinds=definite";
	} else {
		av[k++] = "--leak-check=no";
	}
	av[k++] = target;
	for (i = 1; i < argc; i++)
		av[k++] = argv[i];
	av[k] = NULL;
	/* the argv[0] the test gave, which rootbox takes (core/main.c) */
	if (argv[0])
		setenv("ROOTBOX_ARGV0", argv[0], 1);
	execv(VG_BIN, av);
	fprintf(stderr, "vgwrap: %s: %s\n", VG_BIN, strerror(errno));
	return 127;
}
