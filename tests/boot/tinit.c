/*
 * tinit.c - a stand-in /init that needs no shell, to prove the boot
 * harness: it says it runs, loads the loop module with rootbox's insmod,
 * lists the modules with lsmod, and powers off with poweroff -f.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

static int
run(char *const argv[])
{
	int st = -1;
	pid_t pid = fork();

	if (pid == 0) {
		execv(argv[0], argv);
		perror(argv[0]);
		_exit(127);
	}
	if (pid > 0)
		waitpid(pid, &st, 0);
	printf("tinit: %s: status %d\n", argv[0], WEXITSTATUS(st));
	fflush(stdout);
	return st;
}

int
main(void)
{
	char *insmod[] = { "/sbin/insmod", "/loop.ko", "max_loop=2", NULL };
	char *lsmod[] = { "/sbin/lsmod", NULL };
	char *off[] = { "/sbin/poweroff", "-f", NULL };

	printf("tinit: running as pid %d\n", (int)getpid());
	fflush(stdout);
	mount("proc", "/proc", "proc", 0, NULL);
	run(insmod);
	run(lsmod);
	execv(off[0], off);
	perror("poweroff");
	return 1;
}
