/*
 * logrecv.c - receive syslog datagrams on a Unix socket, for the tests
 *
 * logrecv [-t SECONDS] SOCKET COUNT
 *
 * Binds a Unix datagram socket at SOCKET (a stand-in for /dev/log),
 * prints each datagram received as one line on stdout (a NUL or a
 * newline inside shown as \0 or \n), and exits 0 after COUNT of them,
 * or 1 when the timeout (-t, default 10 s) passes first. SOCKET is
 * removed at the end. Built with the host's cc by make check ($LOGRECV).
 * SPDX-License-Identifier: MIT
 */
#define _GNU_SOURCE
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	struct pollfd p;
	char buf[65536];
	int fd, t = 10, n, i, st = 0;
	ssize_t len;

	if (argc == 5 && !strcmp(argv[1], "-t")) {
		t = atoi(argv[2]);
		argv += 2;
		argc -= 2;
	}
	if (argc != 3 || strlen(argv[1]) >= sizeof(sa.sun_path)) {
		fprintf(stderr, "usage: logrecv [-t SECONDS] SOCKET COUNT\n");
		return 2;
	}
	strcpy(sa.sun_path, argv[1]);
	n = atoi(argv[2]);
	fd = socket(AF_UNIX, SOCK_DGRAM, 0);
	unlink(argv[1]);
	if (fd < 0 || bind(fd, (struct sockaddr *)&sa, sizeof(sa))) {
		perror("logrecv");
		return 2;
	}
	p.fd = fd;
	p.events = POLLIN;
	while (n > 0) {
		if (poll(&p, 1, t * 1000) <= 0) {
			fprintf(stderr, "logrecv: timed out\n");
			st = 1;
			break;
		}
		if ((len = recv(fd, buf, sizeof(buf), 0)) < 0)
			continue;
		for (i = 0; i < len; i++) {
			if (buf[i] == 0)
				fputs("\\0", stdout);
			else if (buf[i] == '\n')
				fputs("\\n", stdout);
			else
				putchar(buf[i]);
		}
		putchar('\n');
		fflush(stdout);
		n--;
	}
	unlink(argv[1]);
	return st;
}
