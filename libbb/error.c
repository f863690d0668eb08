/*
 * error.c - error messages, the sticky exit status, cleanups and xexit()
 *
 * Every message is "applet: text[: strerror]\n", built in one buffer and
 * written with one write(2) so that lines from parallel processes do not
 * interleave. All ways out of an applet end in xexit(). ELOOP, EXDEV,
 * ENAMETOOLONG, EOPNOTSUPP, EBUSY and ERANGE are worded as glibc words
 * them (musl says
 * "Symbolic link loop"...), since the messages are compared with GNU
 * tools built on glibc.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

const char *applet_name = "rootbox";
const char *applet_usage = "";
int applet_usage_exit = 1;
int exit_status;
jmp_buf *die_jmp;

/* musl words these differently from glibc, whose words GNU's tools print */
static const char *
err_text(int err)
{
	if (err == ELOOP)
		return "Too many levels of symbolic links";
	if (err == EXDEV)
		return "Invalid cross-device link";
	if (err == ENAMETOOLONG)
		return "File name too long";
	if (err == EOPNOTSUPP)
		return "Operation not supported";
	if (err == ENOTTY)
		return "Inappropriate ioctl for device";
	if (err == EBUSY)
		return "Device or resource busy";
	if (err == ERANGE)
		return "Numerical result out of range";
	return strerror(err);
}

static void
vmsg(const char *fmt, va_list ap, int err)
{
	char buf[1024];
	size_t n;

	n = snprintf(buf, sizeof(buf), "%s: ", applet_name);
	if (n < sizeof(buf))
		n += vsnprintf(buf + n, sizeof(buf) - n, fmt, ap);
	if (err && n < sizeof(buf))
		n += snprintf(buf + n, sizeof(buf) - n, ": %s", err_text(err));
	if (n >= sizeof(buf) - 1)
		n = sizeof(buf) - 2;
	buf[n++] = '\n';
	fflush(stdout);
	write_full(2, buf, n);
	exit_status = 1;
}

void
error_msg(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap, 0);
	va_end(ap);
}

void
perror_msg(const char *fmt, ...)
{
	va_list ap;
	int err = errno;

	va_start(ap, fmt);
	vmsg(fmt, ap, err);
	va_end(ap);
}

/* A warning: the message without the failure (GNU's "ignoring ..."). */
void
warn_msg(const char *fmt, ...)
{
	va_list ap;
	int st = exit_status;

	va_start(ap, fmt);
	vmsg(fmt, ap, 0);
	va_end(ap);
	exit_status = st;
}

void
error_exit(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap, 0);
	va_end(ap);
	xexit(1);
}

void
status_exit(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap, 0);
	va_end(ap);
	xexit(status);
}

void
perror_exit(const char *fmt, ...)
{
	va_list ap;
	int err = errno;

	va_start(ap, fmt);
	vmsg(fmt, ap, err);
	va_end(ap);
	xexit(1);
}

/* Print the usage text, or only its synopsis line. */
void
show_usage(FILE *f, bool full)
{
	const char *u = applet_usage;
	int n = full ? (int)strlen(u) : (int)strcspn(u, "\n");

	fprintf(f, "Usage: %.*s\n", n, u);
}

void
usage_exit(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap, 0);
	va_end(ap);
	show_usage(stderr, false);
	xexit(applet_usage_exit);
}

/*
 * Cleanups run in reverse order of registration, on any exit. An applet
 * that the shell runs in its process (die_jmp set) runs only its own:
 * the shell's (its terminal mode, its history file) are for its own end.
 */
static struct cleanup {
	void	(*fn)(void *);
	void	*arg;
	bool	inproc;
} cleanups[8];
static int ncleanups;

void
atcleanup(void (*fn)(void *), void *arg)
{
	if (ncleanups == ARRAY_SIZE(cleanups))
		error_exit("too many cleanups");
	cleanups[ncleanups].fn = fn;
	cleanups[ncleanups].inproc = die_jmp != NULL;
	cleanups[ncleanups++].arg = arg;
}

void
uncleanup(void (*fn)(void *), void *arg)
{
	int i;

	for (i = ncleanups; i-- > 0;)
		if (cleanups[i].fn == fn && cleanups[i].arg == arg) {
			memmove(cleanups + i, cleanups + i + 1,
			    (ncleanups - i - 1) * sizeof(*cleanups));
			ncleanups--;
			return;
		}
}

/*
 * Run the cleanups, flush stdout and report a failed write there (a full
 * disk, >/dev/full), then leave: back to the shell if it ran us in-process,
 * out of the process otherwise.
 */
void
xexit(int status)
{
	while (ncleanups > 0 && (!die_jmp || cleanups[ncleanups - 1].inproc)) {
		ncleanups--;
		cleanups[ncleanups].fn(cleanups[ncleanups].arg);
	}
	if (fflush(stdout) || ferror(stdout)) {
		int err = errno;

		clearerr(stdout);
		errno = err ? err : EIO;
		perror_msg("write error");
		/* the tool's failure status: 2 for ls and tar, as GNU */
		status = applet_usage_exit > 1 ? applet_usage_exit : 1;
	}
	if (die_jmp)
		longjmp(*die_jmp, (status & 0xff) | 0x100);
	_exit(status);
}
