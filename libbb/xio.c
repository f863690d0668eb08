/*
 * xio.c - full reads and writes, and x-wrappers around file descriptors
 *
 * read_full/write_full retry EINTR and loop over short counts; a write
 * that makes no progress is an error (ENOSPC), never an endless loop.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/ioctl.h>
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

size_t
xread(int fd, void *buf, size_t n)
{
	ssize_t r;

	for (;;) {
		r = read(fd, buf, n);
		if (r >= 0)
			return r;
		if (errno != EINTR)
			perror_exit("read error");
	}
}

void
xwrite(int fd, const void *buf, size_t n)
{
	if (write_full(fd, buf, n) < 0)
		perror_exit("write error");
}

int
xopen3(const char *path, int flags, mode_t mode)
{
	int fd = open(path, flags | O_CLOEXEC, mode);

	if (fd < 0)
		perror_exit("can't open '%s'", path);
	return fd;
}

int
xopen(const char *path, int flags)
{
	return xopen3(path, flags, 0666);
}

/* close(2) of a written file can report a delayed write error (NFS, quota) */
void
xclose(int fd)
{
	if (close(fd) < 0 && errno != EINTR)
		perror_exit("close error");
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

int
xioctl(int fd, unsigned long req, void *arg, const char *what)
{
	int r = ioctl(fd, req, arg);

	if (r < 0)
		perror_exit("%s", what);
	return r;
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
