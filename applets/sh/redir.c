/*
 * redir.c - redirections, here-documents and the saved-fd stack
 *
 * POSIX.1-2024 XCU 2.7. Redirections are applied left to right. For
 * builtins, functions and compound commands the old descriptors are saved
 * above fd 64 (close-on-exec) and restored by popredir(); children apply
 * them for good. Here-document bodies of up to 4 KiB go through a pipe
 * written before the command starts; larger ones through a memfd, so no
 * writer process is needed and nothing touches the disk. Error wording is
 * dash's ("cannot create x: Directory nonexistent").
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <sys/mman.h>

#define FD_HIGH	64

struct saved {
	int	fd, copy;	/* copy -1: fd was closed */
};
struct rframe {
	struct rframe	*prev;
	int		n;
	struct saved	s[10];
	struct saved	*more;	/* beyond ten */
	int		nmore;
};
static struct rframe *rstack;
static int fd_high_max = -1;		/* the highest fd the shell moved up */

static int
note_high(int fd)
{
	if (fd > fd_high_max)
		fd_high_max = fd;
	return fd;
}

/* What an exec would do: close the shell's own close-on-exec fds. */
void
close_shell_fds(void)
{
	int fd;

	for (fd = FD_HIGH; fd <= fd_high_max; fd++)
		if (fcntl(fd, F_GETFD) > 0)	/* FD_CLOEXEC set */
			close(fd);
}

int
move_fd_high(int fd)
{
	int n = fcntl(fd, F_DUPFD_CLOEXEC, FD_HIGH);

	if (n < 0)
		return fd;
	close(fd);
	return note_high(n);
}

static void
save_fd(struct rframe *f, int fd)
{
	struct saved *s;
	int i, copy;

	for (i = 0; i < f->n; i++)
		if (f->s[i].fd == fd)
			return;
	for (i = 0; i < f->nmore; i++)
		if (f->more[i].fd == fd)
			return;
	copy = fcntl(fd, F_DUPFD_CLOEXEC, FD_HIGH);
	if (copy < 0 && errno == EINVAL)	/* ulimit -n below 64 */
		copy = fcntl(fd, F_DUPFD_CLOEXEC, 10);
	copy = note_high(copy);
	if (copy < 0 && errno != EBADF)
		sh_error("%d: %s", fd, strerror(errno));
	if (f->n < (int)ARRAY_SIZE(f->s)) {
		s = &f->s[f->n++];
	} else {
		f->more = xrealloc(f->more, f->nmore + 1, sizeof(*f->more));
		s = &f->more[f->nmore++];
	}
	s->fd = fd;
	s->copy = copy;
}

/* put fd back as it was (keep: leave it as it is now) */
static void
restore(struct saved *s, bool keep)
{
	if (keep) {
		if (s->copy >= 0)
			close(s->copy);
	} else if (s->copy >= 0) {
		dup2(s->copy, s->fd);
		close(s->copy);
	} else {
		close(s->fd);
	}
}

static void
drop_frame(bool keep)
{
	struct rframe *f = rstack;
	int i;

	if (!f)
		return;
	rstack = f->prev;
	for (i = f->nmore - 1; i >= 0; i--)
		restore(&f->more[i], keep);
	for (i = f->n - 1; i >= 0; i--)
		restore(&f->s[i], keep);
	free(f->more);
	free(f);
}

void
popredir(void)
{
	drop_frame(false);
}

/* Make the last redirect(RD_SAVE) permanent, as exec does. */
void
keepredir(void)
{
	drop_frame(true);
}

/* What fd was before the last redirect(RD_SAVE): its copy, or fd. */
int
redir_saved(int fd)
{
	struct rframe *f = rstack;
	int i;

	if (!f)
		return fd;
	for (i = 0; i < f->n; i++)
		if (f->s[i].fd == fd)
			return f->s[i].copy;
	for (i = 0; i < f->nmore; i++)
		if (f->more[i].fd == fd)
			return f->more[i].copy;
	return fd;
}

/* Undo every saved redirection (an interactive shell after an error). */
void
clearredir(void)
{
	while (rstack)
		popredir();
}

/* a descriptor to read body from */
static int
heredoc_fd(const char *body, size_t len)
{
	int fds[2], fd;
	pid_t pid;

	if (len > 4096) {
		fd = memfd_create("sh-here-document", MFD_CLOEXEC);
		if (fd >= 0) {
			if (write_full(fd, body, len) == (ssize_t)len &&
			    lseek(fd, 0, SEEK_SET) == 0)
				return fd;
			close(fd);
		}
	}
	if (pipe(fds) < 0)
		return -1;
	if (len <= 4096) {
		write_full(fds[1], body, len);
		close(fds[1]);
		return fds[0];
	}
	/* no memfd: a writer child */
	pid = fork();
	if (pid == 0) {
		close(fds[0]);
		signal(SIGPIPE, SIG_DFL);
		write_full(fds[1], body, len);
		_exit(0);
	}
	close(fds[1]);
	if (pid < 0) {
		close(fds[0]);
		return -1;
	}
	return fds[0];
}

static const char *
open_error(int err, bool create)
{
	if (err == ENOENT)
		return create ? "Directory nonexistent" : "No such file";
	return strerror(err);
}

/* the file a redirection opens, or -1 after saying why */
static int
open_target(int type, const char *name)
{
	struct stat st;
	int fd, flags;

	switch (type) {
	case R_IN:
		fd = open(name, O_RDONLY);
		if (fd < 0)
			sh_warn("cannot open %s: %s", name,
			    open_error(errno, false));
		return fd;
	case R_RDWR:
		flags = O_RDWR | O_CREAT;
		break;
	case R_APPEND:
		flags = O_WRONLY | O_CREAT | O_APPEND;
		break;
	case R_OUT:
		if (OPTSET(C)) {
			/* noclobber: only a new file, or a non-regular one */
			fd = open(name, O_WRONLY | O_CREAT | O_EXCL, 0666);
			if (fd >= 0 || errno != EEXIST)
				goto done;
			fd = open(name, O_WRONLY);
			if (fd >= 0 &&
			    (fstat(fd, &st) || S_ISREG(st.st_mode))) {
				close(fd);
				fd = -1;
				errno = EEXIST;
			}
			goto done;
		}
		/* fall through */
	default:
		flags = O_WRONLY | O_CREAT | O_TRUNC;
	}
	fd = open(name, flags, 0666);
done:
	if (fd < 0)
		sh_warn("cannot create %s: %s", name, open_error(errno, true));
	return fd;
}

/* <&N, >&N, <&-: the source descriptor, -2 for close, -1 on error */
static int
dup_source(const char *s)
{
	char *end;
	long n;

	if (!strcmp(s, "-"))
		return -2;
	n = strtol(s, &end, 10);
	if (!*s || *end || n < 0 || n > INT_MAX) {
		syn_warn("bad fd number");
		return -1;
	}
	if (fcntl(n, F_GETFD) < 0) {
		sh_warn("%ld: Bad file descriptor", n);
		return -1;
	}
	return n;
}

/*
 * A redirection is about to replace fd, which the shell may hold itself,
 * as fds above 9 may be named: a script being read or a saved copy moves
 * off it first, so "exec 64>&-" neither ends the script nor loses a copy.
 */
static void
free_fd(int fd)
{
	struct rframe *f;
	int i;

	input_move_fd(fd);
	for (f = rstack; f; f = f->prev) {
		for (i = 0; i < f->n; i++)
			if (f->s[i].copy == fd)
				f->s[i].copy = move_fd_high(fd);
		for (i = 0; i < f->nmore; i++)
			if (f->more[i].copy == fd)
				f->more[i].copy = move_fd_high(fd);
	}
}

/*
 * Redirect fd as r says. fd -3 is bash's >&WORD where WORD was not known
 * when parsed: a number or - is a dup of fd 1, anything else a file for
 * fd 1 that also sets *both, so the caller makes fd 2 a copy of fd 1.
 */
static int
redirect1(struct redir *r, int fd, struct rframe *f, bool *both)
{
	const char *s;
	char *t;
	int nfd;
	size_t len;

	/*
	 * Saved first: a new file or pipe takes the lowest free fd, which
	 * may be fd itself when it was closed, and is no copy to restore.
	 */
	if (fd > 2)
		free_fd(fd);
	if (f)
		save_fd(f, fd == -3 ? 1 : fd);
	switch (r->type) {
	case R_DUPIN:
	case R_DUPOUT:
		s = expand_target(r->word);
		if (!s)
			return 1;
		if (fd == -3) {
			fd = 1;
			len = strspn(s, "0123456789");
			if (*s && s[len] && strcmp(s, "-")) {
				*both = true;
				nfd = open_target(R_OUT, s);
				if (nfd < 0)
					return 1;
				break;
			}
		}
		nfd = dup_source(s);
		if (nfd == -1)
			return 1;
		if (nfd == -2)
			close(fd);
		else if (nfd != fd && dup2(nfd, fd) < 0) {
			sh_warn("%d: %s", fd, strerror(errno));
			return 1;
		}
		return 0;
	case R_HEREDOC:
		/*
		 * an error expanding the text is, as in dash, a redirection
		 * error: it ends the command (the shell only for a special
		 * builtin), not the shell as an expansion error would
		 */
		s = r->quoted ? (r->word && r->word->parts ?
		    r->word->parts->str : "") : expand_word_caught(r->word);
		if (!s)
			return 1;
		nfd = heredoc_fd(s, strlen(s));
		break;
	case R_HERESTR:
		s = expand_word(r->word, EXP_TILDE);
		len = strlen(s);
		t = stalloc(len + 2);
		memcpy(t, s, len);
		t[len] = '\n';
		t[len + 1] = 0;
		nfd = heredoc_fd(t, len + 1);
		break;
	default:
		s = expand_target(r->word);
		nfd = s ? open_target(r->type, s) : -1;
		if (nfd < 0)
			return 1;
	}
	if (nfd < 0) {
		sh_warn("cannot make a here-document: %s", strerror(errno));
		return 1;
	}
	if (nfd != fd) {
		if (dup2(nfd, fd) < 0) {
			sh_warn("%d: %s", fd, strerror(errno));
			close(nfd);
			return 1;
		}
		close(nfd);
	}
	return 0;
}

/* Is the last of the redirections of fd 0 a here-document or -string? */
bool
redir_heredoc0(const struct redir *r)
{
	bool here = false;

	for (; r; r = r->next)
		if (r->fd == 0)
			here = r->type == R_HEREDOC || r->type == R_HERESTR;
	return here;
}

/*
 * Apply a list of redirections. With RD_SAVE a frame is pushed even for
 * an empty list, and the caller always calls popredir().
 */
int
redirect(struct redir *r, int flags)
{
	struct rframe *f = NULL;
	bool both;

	if (flags & RD_SAVE) {
		f = xzalloc(sizeof(*f));
		f->prev = rstack;
		rstack = f;
	}
	for (; r; r = r->next) {
		both = r->fd == -2;	/* &>: stdout, then stderr on it */
		if (redirect1(r, both ? 1 : r->fd, f, &both))
			return 1;
		if (both) {
			if (f)
				save_fd(f, 2);
			dup2(1, 2);
		}
	}
	return 0;
}
