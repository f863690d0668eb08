/*
 * io.c - unit tests for libbb/xio.c, path.c and error.c
 * SPDX-License-Identifier: MIT
 */
#include "unit.h"

static int cleaned;

static void
cleanup(void *arg)
{
	cleaned += *(int *)arg;
}

int
main(void)
{
	char tmpl[] = "/tmp/unit-io.XXXXXX", buf[100000], *p;
	static char big[300000];
	int fds[2], fd, one = 1, ten = 10, n2 = 0;
	long long n;

	if (!mkdtemp(tmpl))
		return 1;
	p = join_path(tmpl, "f");
	fd = open(p, O_RDWR | O_CREAT, 0600);
	memset(big, 'x', sizeof(big));
	EXPECT("write_full", write_full(fd, big, sizeof(big)) ==
	    (ssize_t)sizeof(big));
	lseek(fd, 0, SEEK_SET);
	EXPECT("read_full", read_full(fd, buf, sizeof(buf)) ==
	    (ssize_t)sizeof(buf));
	lseek(fd, 0, SEEK_SET);
	EXPECT("read_full at eof", read_full(fd, big, sizeof(big) + 1) ==
	    (ssize_t)sizeof(big));
	close(fd);

	fd = open("/dev/full", O_WRONLY);
	EXPECT("write_full ENOSPC", fd < 0 ||
	    (write_full(fd, "x", 1) < 0 && errno == ENOSPC));
	close(fd);

	pipe(fds);
	fd = open(p, O_RDONLY);
	if (fork() == 0) {
		close(fds[0]);
		copy_fd(fd, fds[1]);
		_exit(0);
	}
	close(fds[1]);
	n = 0;
	for (ssize_t r; (r = read_full(fds[0], buf, sizeof(buf))) > 0;)
		n += r;
	EXPECT("copy_fd through a pipe", n == (long long)sizeof(big));
	close(fds[0]);
	close(fd);

	free(p);
	p = join_path("a/", "/b");
	EXPECT_STR("join", p, "a/b");
	free(p);
	p = join_path("a", "b");
	EXPECT_STR("join plain", p, "a/b");
	EXPECT_STR("base_name", base_name("/x/y/z"), "z");
	EXPECT_STR("base_name plain", base_name("z"), "z");

	free(p);
	p = xasprintf("%s/a/b/c", tmpl);
	EXPECT("mkpath creates", mkpath(p, 0755, 0755, NULL, NULL) == 0);
	EXPECT("mkpath existing", mkpath(p, 0755, 0755, NULL, NULL) == 1);
	free(p);
	p = xasprintf("%s/a/b/c/", tmpl);
	EXPECT("mkpath trailing slash", mkpath(p, 0755, 0755, NULL, NULL) == 1);
	free(p);
	p = xasprintf("%s/file", tmpl);
	close(open(p, O_CREAT | O_WRONLY, 0600));
	free(p);
	p = xasprintf("%s/file/x", tmpl);
	EXPECT("mkpath through a file", mkpath(p, 0755, 0755, NULL, &n2) < 0 &&
	    errno == ENOTDIR && n2 == (int)strlen(p) - 2);
	free(p);

	atcleanup(cleanup, &one);
	atcleanup(cleanup, &ten);
	uncleanup(cleanup, &one);
	EXPECT("xexit status", DIES(xexit(3)) == 3);
	EXPECT("cleanups run", cleaned == 10);
	EXPECT("error_exit", DIES(error_exit("x")) == 1);
	exit_status = 0;
	error_msg("a warning");
	EXPECT("sticky exit status", exit_status == 1);
	EXPECT("xrealloc overflow dies",
	    DIES(xrealloc(NULL, SIZE_MAX / 2, 4)) == 1);

	p = xasprintf("rm -rf %s", tmpl);
	system(p);
	free(p);
	return unit_failed;
}
