/*
 * tail.c - print the last part of files, and follow them as they grow
 *
 * POSIX.1-2024 tail plus GNU's options: -c and -n with +N (from the Nth
 * on) or N (the last N) and GNU's suffixes (b 512, kB 1000, K 1024 ...),
 * -q -v -z, the obsolete first argument [-+]N[bcl][f] (with one file at
 * most, as GNU), -f/--follow[=descriptor|name], -F (by name, retrying),
 * --retry, --pid and -s. A regular file is read from its end; a pipe
 * through a buffer about twice what is kept. Following waits on inotify
 * and also looks every -s seconds (1 by default), which is all it does
 * where inotify is missing; by name, a file that is truncated, replaced,
 * that goes away or appears, is reported with GNU's words. Standard input
 * that is a pipe is not followed (as GNU). --pid: after PID has ended,
 * what the files got meanwhile is printed, then tail exits.
 *
 * applet: tail usr/bin core
 * opts: (pid):(retry)(follow)?c:(bytes)n:(lines)fFq(quiet)(silent)
 *	s:(sleep-interval)v(verbose)z(zero-terminated)[-cn][-qv]
 * usage: tail [-fFqvz] [-n [+]N | -c [+]N] [-s SECS] [--pid PID] [FILE]...
 *
 *	Print the last 10 lines of each FILE (- or none: standard input).
 *	N may end in b (512), kB (1000), K (1024), MB, M, GB, G ...
 *
 *	-n, --lines [+]N	Print the last N lines (+N: from line N on)
 *	-c, --bytes [+]N	Print the last N bytes (+N: from byte N on)
 *	-f	Follow: print data appended to the files as it comes
 *	--follow[=HOW]	Follow the open file (descriptor, the default) or
 *		the name (name), reopening it when it is replaced
 *	-F	Same as --follow=name --retry
 *	--retry	Keep trying to open a file that is not there
 *	--pid PID	With -f: stop after process PID has ended
 *	-s, --sleep-interval SECS	Look at the files every SECS seconds
 *	-q, --quiet, --silent	Never print headers naming the files
 *	-v, --verbose	Always print headers naming the files
 *	-z, --zero-terminated	Lines end with NUL, not newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_tail
#include "libbb.h"
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <sys/inotify.h>

struct tfile {
	const char	*name;
	int		fd;		/* -1: not open */
	dev_t		dev;
	ino_t		ino;
	off_t		pos;		/* how much of it was read */
	bool		gone;		/* could not be opened, or went away */
	bool		drop;		/* not followed */
};

struct tail {
	unsigned long long	n;
	bool			bytes, from_start, headers;
	int			delim;
	struct tfile		*last;	/* whose data was printed last */
	char			buf[65536];
};

static void
out(const void *p, size_t n)
{
	if (n && write_full(1, p, n) < 0)
		perror_exit("write error");
}

static void
header(struct tail *t, struct tfile *f)
{
	const char *name = strcmp(f->name, "-") ? f->name : "standard input";

	if (!t->headers || t->last == f)
		return;
	out("\n==> " + !t->last, 5 - !t->last);
	out(name, strlen(name));
	out(" <==\n", 5);
	t->last = f;
}

static void
count_arg(struct tail *t, const char *s, bool bytes)
{
	t->bytes = bytes;
	t->from_start = *s == '+';
	s += *s == '-';
	/* the + stays, read as strtoull's: "++5" is bad, "-+5" is 5 */
	if (parse_gnu_size(s, SIZE_DEC | SIZE_GNU, "bkKmMGTPEZY", &t->n) < 0)
		error_exit("invalid number of %s: '%s'%s", bytes ? "bytes" :
		    "lines", s, errno == ERANGE ?
		    ": Value too large for defined data type" : "");
}

/* Copy what f has to its end; with header first when there is any */
static int
dump(struct tail *t, struct tfile *f)
{
	ssize_t r;

	for (;;) {
		r = read(f->fd, t->buf, sizeof(t->buf));
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0 && errno == EAGAIN)
			return 0;
		if (r <= 0)
			return r;
		f->pos += r;
		header(t, f);
		out(t->buf, r);
	}
}

/* Where the last t->n lines of [start, end) of fd begin */
static off_t
lines_from_end(struct tail *t, int fd, off_t start, off_t end)
{
	unsigned long long n = t->n;
	off_t pos = end;
	size_t len;
	char *p;

	if (!n)
		return end;
	while (pos > start) {
		len = MIN((off_t)sizeof(t->buf), pos - start);
		pos -= len;
		if (pread(fd, t->buf, len, pos) != (ssize_t)len)
			return -1;
		p = t->buf + len;
		if (pos + (off_t)len == end && p[-1] == t->delim)
			p--;
		while ((p = memrchr(t->buf, t->delim, p - t->buf)))
			if (!--n)
				return pos + (p - t->buf) + 1;
	}
	return start;
}

/* The first output of f: its last lines or bytes, or from the Nth on */
static int
tail_start(struct tail *t, struct tfile *f)
{
	unsigned long long skip = t->n ? t->n - 1 : 0;
	struct stat st;
	struct keep k;
	off_t start, from;
	ssize_t r, i;
	char *p;

	if (fstat(f->fd, &st) < 0)
		return -1;
	f->dev = st.st_dev;
	f->ino = st.st_ino;
	start = S_ISREG(st.st_mode) ? lseek(f->fd, 0, SEEK_CUR) : -1;
	if (t->from_start) {
		if (t->bytes && start >= 0) {
			if (lseek(f->fd, skip, SEEK_CUR) < 0)
				return -1;
			skip = 0;
		}
		while (skip) {
			r = read(f->fd, t->buf, t->bytes ?
			    MIN(skip, sizeof(t->buf)) : sizeof(t->buf));
			if (r < 0 && errno == EINTR)
				continue;
			if (r <= 0)
				return r;
			i = r;
			if (t->bytes) {
				skip -= r;
			} else {
				for (p = t->buf; skip && (p = memchr(p,
				    t->delim, t->buf + r - p)); p++)
					skip--;
				if (!skip)
					i = p - t->buf;
			}
			if (i < r)
				out(t->buf + i, r - i);
		}
	} else if (start >= 0) {
		if (t->bytes)
			from = st.st_size - start > (off_t)t->n ?
			    st.st_size - (off_t)t->n : start;
		else
			from = lines_from_end(t, f->fd, start, st.st_size);
		if (from < 0 || lseek(f->fd, from, SEEK_SET) < 0)
			return -1;
	} else {
		r = keep_end(f->fd, &k, t->n, t->bytes ? -1 : t->delim, -1);
		if (t->bytes)
			i = k.len > t->n ? k.len - t->n : 0;
		else
			i = last_lines(k.buf, k.len, t->n, t->delim);
		if (!r)
			out(k.buf + i, k.len - i);
		free(k.buf);
		if (r)
			return r;
	}
	r = dump(t, f);
	if (start >= 0)
		f->pos = lseek(f->fd, 0, SEEK_CUR);
	return r;
}

static void
reopen(struct tail *t, struct tfile *f, const char *why)
{
	struct stat st;
	int fd;

	if ((fd = open(f->name, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) < 0)
		return;
	if (f->fd >= 0) {
		dump(t, f);
		close(f->fd);
	}
	warn_msg("'%s' %s;  following new file", f->name, why);
	fstat(fd, &st);
	f->fd = fd;
	f->dev = st.st_dev;
	f->ino = st.st_ino;
	f->pos = 0;
	f->gone = false;
}

/* Look at f once: by name, is it still the same file? Then print what
 * it got, from its start when it was truncated. */
static void
check(struct tail *t, struct tfile *f, bool byname)
{
	struct stat st;

	if (f->drop)
		return;
	if (byname && strcmp(f->name, "-")) {
		if (stat(f->name, &st) < 0) {
			if (!f->gone)
				warn_msg("'%s' has become inaccessible: %s",
				    f->name, strerror(errno));
			f->gone = true;
			if (f->fd >= 0) {
				dump(t, f);
				close(f->fd);
				f->fd = -1;
			}
			return;
		}
		if (f->fd < 0)
			reopen(t, f, "has appeared");
		else if (st.st_dev != f->dev || st.st_ino != f->ino)
			reopen(t, f, "has been replaced");
	} else if (f->fd < 0) {
		/* --retry by descriptor: until it opens */
		if ((f->fd = open(f->name, O_RDONLY | O_CLOEXEC)) < 0)
			return;
		f->pos = 0;
	}
	if (f->fd < 0 || fstat(f->fd, &st) < 0)
		return;
	if (S_ISREG(st.st_mode) && st.st_size < f->pos) {
		warn_msg("%s: file truncated", f->name);
		lseek(f->fd, 0, SEEK_SET);
		f->pos = 0;
	}
	if (!S_ISREG(st.st_mode) || st.st_size > f->pos)
		dump(t, f);
}

static NORETURN void
follow(struct tail *t, struct tfile *fs, int n, bool byname, bool retry,
    pid_t pid, double secs)
{
	struct pollfd pf[2];
	struct stat st;
	char *dir, *s;
	int i, live, ifd, np;
	bool dead = false;

	ifd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
	for (i = 0; i < n; i++) {
		if (!strcmp(fs[i].name, "-")) {
			fs[i].drop = fstat(0, &st) < 0 ||
			    S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode);
			continue;
		}
		if (fs[i].fd < 0 && !retry && !byname)
			fs[i].drop = true;
		if (ifd < 0 || fs[i].drop)
			continue;
		/* the directory tells of a name that comes or goes */
		dir = xstrdup(fs[i].name);
		s = strrchr(dir, '/');
		if (s)
			s[s == dir] = 0;
		inotify_add_watch(ifd, s ? dir : ".", IN_CREATE | IN_MOVED_TO |
		    IN_MOVED_FROM | IN_DELETE | IN_ATTRIB | IN_MODIFY);
		free(dir);
	}
	pf[0].fd = ifd;
	pf[0].events = POLLIN;
	pf[1].fd = 1;
	pf[1].events = 0;
	np = fstat(1, &st) == 0 && S_ISFIFO(st.st_mode) ? 2 : 1;
	for (live = i = 0; i < n; i++)
		live += !fs[i].drop;
	for (i = 0; i < n && !live; i++)
		if (fs[i].gone)
			error_exit("no files remaining");
	for (;;) {
		if (pid)
			dead = kill(pid, 0) < 0 && errno == ESRCH;
		for (live = i = 0; i < n; i++) {
			check(t, &fs[i], byname);
			live += !fs[i].drop;
		}
		if (!live)
			xexit(exit_status);
		if (dead)
			xexit(exit_status);
		for (i = 0; i < n; i++)
			if (ifd >= 0 && fs[i].fd >= 0)
				inotify_add_watch(ifd, fs[i].name, IN_MODIFY |
				    IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF);
		if (poll(ifd < 0 ? pf + 1 : pf, ifd < 0 ? np - 1 : np,
		    (int)(secs * 1000)) > 0) {
			/* stdout, polled when a pipe (np 2) */
			if (np == 2 && pf[1].revents & (POLLERR | POLLHUP)) {
				raise(SIGPIPE);
				xexit(1);
			}
			while (read(ifd, t->buf, sizeof(t->buf)) > 0)
				;
		}
	}
}

/* The obsolete [-+]N[bcl][f] first argument: true when taken */
static bool
obsolete(struct tail *t, char **argv, bool *f)
{
	const char *a = argv[1], *p = a + 1;
	unsigned long long n;
	bool bytes = false, fol = false;

	if ((*a != '-' && *a != '+') || !isdigit((unsigned char)*p))
		return false;
	n = strtoull(p, (char **)&p, 10);
	if (*p == 'b' || *p == 'c')
		bytes = true, n *= *p++ == 'b' ? 512 : 1;
	else if (*p == 'l')
		p++;
	if (*p == 'f')
		fol = true, p++;
	if (!*p && (!argv[2] || !argv[3])) {
		t->n = n;
		t->bytes = bytes;
		t->from_start = *a == '+';
		*f = fol;
		return true;
	}
	if (*a == '+')
		return false;
	usage_exit("option used in invalid context -- %c", a[1]);
}

int
tail_main(int argc, char **argv)
{
	static char *stdin_only[] = { "-", NULL };
	struct tail *t = xzalloc(sizeof(*t));
	bool fol = false, byname = false, retry;
	struct tfile *fs;
	const char *s;
	double secs = 1;
	pid_t pid = 0;
	char *end;
	struct opts o;
	int i, n;

	t->n = 10;
	t->delim = '\n';
	if (argc > 1 && obsolete(t, argv, &fol)) {
		argv[1] = argv[0];
		argv++;
	}
	argv = getopts(&o, OPTS_tail, argv);
	if (OPT(&o, F_c))
		count_arg(t, o.arg[S_c].s, true);
	if (OPT(&o, F_n))
		count_arg(t, o.arg[S_n].s, false);
	if (OPT(&o, F_z))
		t->delim = 0;
	fol |= OPT(&o, F_f | F_F | F_follow);
	byname = OPT(&o, F_F);
	retry = OPT(&o, F_F | F_retry);
	if (OPT(&o, F_follow) && (s = o.arg[S_follow].s)) {
		if (*s && !strncmp(s, "name", strlen(s)))
			byname = true;
		else if (!*s || strncmp(s, "descriptor", strlen(s)))
			usage_exit("invalid argument '%s' for '--follow'\n"
			    "Valid arguments are:\n  - 'descriptor'\n"
			    "  - 'name'", s);
	}
	if (OPT(&o, F_s)) {
		s = o.arg[S_s].s;
		secs = strtod(s, &end);
		if (!*s || *end || !(secs >= 0) || isinf(secs))
			error_exit("invalid number of seconds: '%s'", s);
	}
	if (OPT(&o, F_pid)) {
		s = o.arg[S_pid].s;
		pid = strtol(s, &end, 10);
		if (!*s || *end || pid < 0)
			error_exit("invalid PID: '%s'", s);
		if (!fol)
			warn_msg("warning: PID ignored; --pid=PID is useful only"
			    " when following");
	}
	if (OPT(&o, F_retry) && !fol)
		warn_msg("warning: --retry ignored; --retry is useful only"
		    " when following");
	else if (OPT(&o, F_retry) && !byname)
		warn_msg("warning: --retry only effective for the initial"
		    " open");
	t->headers = OPT(&o, F_v) || (!OPT(&o, F_q) && o.argc > 1);
	if (!*argv)
		argv = stdin_only;
	for (n = 0; argv[n]; n++)
		;
	fs = xzalloc(n * sizeof(*fs));
	for (i = 0; i < n; i++) {
		fs[i].name = argv[i];
		fs[i].fd = strcmp(argv[i], "-") ? open(argv[i], O_RDONLY |
		    O_CLOEXEC) : 0;
		if (fs[i].fd < 0) {
			perror_msg("cannot open '%s' for reading", argv[i]);
			fs[i].gone = true;
			continue;
		}
		header(t, &fs[i]);
		if (tail_start(t, &fs[i]) < 0) {
			perror_msg("error reading '%s'", argv[i]);
			if (fol)
				warn_msg("%s: cannot follow end of this type of"
				    " file; giving up on this name", argv[i]);
			fs[i].drop = true;
		}
		if (fol && fs[i].fd > 0)
			fcntl(fs[i].fd, F_SETFL, fcntl(fs[i].fd, F_GETFL) |
			    O_NONBLOCK);
	}
	if (fol)
		follow(t, fs, n, byname, retry, pid, secs);
	return exit_status;
}
