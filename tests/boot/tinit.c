/*
 * tinit.c - a stand-in /init that needs no shell, to prove the boot
 * harness: it says it runs, loads modules with rootbox's insmod (the loop
 * module as a plain .ko, squashfs and overlay compressed, as .ko.xz and
 * .ko.zst, which insmod expands in userspace), lists them with lsmod, and
 * powers off with poweroff -f. A module file that boot.t did not put in
 * the initramfs is passed over.
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
	/* the operand too: boot.t asserts each insmod by its file */
	printf("tinit: %s%s%s: status %d\n", argv[0], argv[1] ? " " : "",
	    argv[1] ? argv[1] : "", WEXITSTATUS(st));
	fflush(stdout);
	return st;
}

int
main(void)
{
	char *insmod[][4] = {
		{ "/sbin/insmod", "/loop.ko", "max_loop=2", NULL },
		{ "/sbin/insmod", "/squashfs.ko.xz", NULL, NULL },
		{ "/sbin/insmod", "/overlay.ko.zst", NULL, NULL },
	};
	char *lsmod[] = { "/sbin/lsmod", NULL };
	char *off[] = { "/sbin/poweroff", "-f", NULL };
	unsigned i;

	printf("tinit: running as pid %d\n", (int)getpid());
	fflush(stdout);
	mount("proc", "/proc", "proc", 0, NULL);
	for (i = 0; i < sizeof(insmod) / sizeof(insmod[0]); i++)
		if (access(insmod[i][1], F_OK) == 0)
			run(insmod[i]);
	run(lsmod);
	execv(off[0], off);
	perror("poweroff");
	return 1;
}
