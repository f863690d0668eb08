/*
 * partial.c - an output file that must not outlive a failure
 *
 * DESIGN.md's rule that an input is never lost and a half-written output
 * never left under its final name, for the applets that write files
 * (gzip's family, sed -i, sort -o, tar, cpio, cp, mv). partial_begin()
 * catches SIGINT, SIGTERM, SIGHUP, SIGPIPE and SIGXFSZ and registers an
 * xexit() cleanup; between partial_set(path) and partial_set(NULL) the
 * path is unlinked when the applet dies or one of those signals arrives,
 * after which the signal takes its default action, so the status is the
 * signal's (128+N to a shell), as POSIX asks of a utility killed by one.
 * partial_temp() opens a temporary file beside a target for a writer
 * that can replace the target only when done (sort -o): the target is
 * untouched until partial_commit() renames the temporary over it.
 * Only one file is partial at a time; an applet writes one after another.
 *
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <signal.h>

static char *volatile partial;
static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXFSZ };
static struct sigaction oldact[ARRAY_SIZE(sigs)];
static int depth;

static void
on_signal(int sig)
{
	char *p = partial;

	/* unlink(2) is async-signal-safe; the name stays allocated */
	if (p)
		unlink(p);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void
remove_partial(void *arg)
{
	(void)arg;
	partial_drop();
}

void
partial_begin(void)
{
	struct sigaction sa = { .sa_handler = on_signal };
	unsigned i;

	if (depth++)
		return;
	atcleanup(remove_partial, NULL);
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESTART;
	for (i = 0; i < ARRAY_SIZE(sigs); i++)
		sigaction(sigs[i], &sa, &oldact[i]);
}

/* Forget the file (it is complete) and put the old handlers back. */
void
partial_end(void)
{
	unsigned i;

	if (--depth)
		return;
	partial_set(NULL);
	for (i = 0; i < ARRAY_SIZE(sigs); i++)
		sigaction(sigs[i], &oldact[i], NULL);
	uncleanup(remove_partial, NULL);
}

/* path is now being written (NULL: the last one is complete). */
void
partial_set(const char *path)
{
	char *old = partial, *p = path ? xstrdup(path) : NULL;

	partial = p;
	free(old);
}

/* Remove the file being written, after an error, and forget it. */
void
partial_drop(void)
{
	char *p = partial;

	if (p) {
		partial = NULL;
		unlink(p);
		free(p);
	}
}

/*
 * A temporary file in target's directory, mode 0600, registered as the
 * partial file; *tmp gets its name. Returns the fd, or -1 with errno.
 */
int
partial_temp(const char *target, char **tmp)
{
	const char *b = base_name(target);
	char *name;
	int fd, tries;

	for (tries = 0; tries < 100; tries++) {
		name = xasprintf("%.*s.%s.XXXXXX", (int)(b - target), target,
		    b);
		random_chars(name + strlen(name) - 6, 6);
		fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
		if (fd >= 0) {
			partial_set(name);
			*tmp = name;
			return fd;
		}
		free(name);
		if (errno != EEXIST)
			return -1;
	}
	return -1;
}

/* Rename the finished temporary over target: 0, or -1 with errno. */
int
partial_commit(const char *tmp, const char *target)
{
	if (rename(tmp, target) < 0)
		return -1;
	partial_set(NULL);
	return 0;
}

/*
 * Open target to be written whole, for sort -o and uniq's OUTPUT: a
 * regular file, or a new one, through partial_temp (*tmp its name, the
 * caller's to partial_commit, partial_end and free), with the old file's
 * mode and owner, or 0666 less the umask. A device, a FIFO or a symlink
 * is opened in place and truncated (*tmp NULL), as the reference tools
 * open every output; so is a file in a directory we may not write in.
 * Returns the fd, or -1 with errno.
 */
int
partial_open(const char *target, char **tmp)
{
	struct stat st;
	mode_t um;
	bool old;
	int fd;

	*tmp = NULL;
	old = lstat(target, &st) == 0;
	if (old ? S_ISREG(st.st_mode) : errno == ENOENT) {
		partial_begin();
		if ((fd = partial_temp(target, tmp)) >= 0) {
			if (!old) {
				um = umask(0);
				umask(um);
				st.st_mode = 0666 & ~um;
			} else if (fchown(fd, st.st_uid, st.st_gid) < 0) {
				st.st_mode &= ~(mode_t)(S_ISUID | S_ISGID);
			}
			fchmod(fd, st.st_mode & 07777);
			return fd;
		}
		partial_end();
	}
	return open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
}
