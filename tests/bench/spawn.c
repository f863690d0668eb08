/*
 * spawn.c - time N fork+exec+wait rounds of one command (host tool for
 * make bench): spawn N PATH ARGV0 [ARG]... prints the milliseconds taken.
 * SPDX-License-Identifier: MIT
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	struct timespec a, b;
	int i, n, st;
	pid_t pid;

	if (argc < 4) {
		fprintf(stderr, "usage: spawn N PATH ARGV0 [ARG]...\n");
		return 1;
	}
	n = atoi(argv[1]);
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (i = 0; i < n; i++) {
		pid = vfork();
		if (pid < 0)
			return perror("vfork"), 1;
		if (pid == 0) {
			execv(argv[2], argv + 3);
			_exit(127);
		}
		if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) ||
		    WEXITSTATUS(st) == 127)
			return fprintf(stderr, "spawn: %s failed\n", argv[2]), 1;
	}
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("%.1f\n", (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6);
	return 0;
}
