/*
 * xio.c - full reads and writes, and x-wrappers around file descriptors
 *
 * read_full/write_full retry EINTR and loop over short counts; a write
 * that makes no progress is an error (ENOSPC), never an endless loop.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/sendfile.h>

/* Read until n bytes or end of file; returns the count or -1. */
ssize_t
read_full(int fd, void *buf, size_t n)
{
	size_t got = 0;
	ssize_t r;

	while (got < n) {
		r = read(fd, (char *)buf + got, n - got);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			return got ? (ssize_t)got : -1;
		}
		if (r == 0)
			break;
		got += r;
	}
	return got;
}

ssize_t
write_full(int fd, const void *buf, size_t n)
{
	size_t done = 0;
	ssize_t r;

	while (done < n) {
		r = write(fd, (const char *)buf + done, n - done);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (r == 0) {
			errno = ENOSPC;
			return -1;
		}
		done += r;
	}
	return done;
}

void
xwrite(int fd, const void *buf, size_t n)
{
	if (write_full(fd, buf, n) < 0)
		perror_exit("write error");
}

/* A new file gets mode 0666 less the umask; fds are never inherited. */
int
xopen(const char *path, int flags)
{
	int fd = open(path, flags | O_CLOEXEC, 0666);

	if (fd < 0)
		perror_exit("%s", path);
	return fd;
}

off_t
xlseek(int fd, off_t off, int whence)
{
	off_t r = lseek(fd, off, whence);

	if (r < 0)
		perror_exit("seek error");
	return r;
}

void
xfstat(int fd, struct stat *st, const char *name)
{
	if (fstat(fd, st) < 0)
		perror_exit("%s", name);
}

void
xpipe(int fds[2])
{
	if (pipe2(fds, O_CLOEXEC) < 0)
		perror_exit("pipe");
}

pid_t
xfork(void)
{
	pid_t pid = fork();

	if (pid < 0)
		perror_exit("fork");
	return pid;
}

void
xdup2(int from, int to)
{
	if (dup2(from, to) < 0)
		perror_exit("dup2");
}

/*
 * Copy in to out until end of file. Returns the byte count, or -1 with errno
 * set on a read error (the caller names the input); a write error is fatal.
 * sendfile moves the data without a user-space copy where the kernel allows
 * it; on any other failure the read/write loop redoes the work and tells a
 * read error from a write error properly.
 */
long long
copy_fd(int in, int out)
{
	static char buf[65536];
	long long total = 0;
	ssize_t r;

	for (;;) {
		r = sendfile(out, in, NULL, 1 << 30);
		if (r > 0) {
			total += r;
			continue;
		}
		if (r == 0)
			return total;
		if (errno == EINTR)
			continue;
		if (errno == ENOSPC || errno == EDQUOT || errno == EFBIG ||
		    errno == EPIPE)
			perror_exit("write error");
		break;
	}
	for (;;) {
		r = read(in, buf, sizeof(buf));
		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (r == 0)
			return total;
		xwrite(out, buf, r);
		total += r;
	}
}
