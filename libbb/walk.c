/*
 * walk.c - a directory-tree walk for cp, mv, rm, find, du, chmod, chown
 *
 * Without recursion and without a limit on depth or path length: every
 * system call is relative to the directory's fd (openat, fstatat), and the
 * path in walk_ent is only for messages and output. A directory is read
 * whole when entered (as fts does), so that its fd can be closed when too
 * many are open: at most WALK_FDS directory fds are kept, the shallowest
 * closed first (more of them under a lower fd limit, when an open fails
 * with EMFILE), and a closed one is reached again on the way back up
 * through ".." (or, after a followed symlink, through its path from the
 * nearest open ancestor), checked against the device and inode saved on
 * the way down. Memory is the listings of the directories on the current
 * path, nothing per file.
 *
 * Each directory is reported twice, WALK_PRE before its entries and
 * WALK_POST after them (or WALK_DNR instead of WALK_POST when it could not
 * be opened or read); the callback's WALK_SKIP after WALK_PRE leaves it
 * unread, with no WALK_POST. Entries come in the directory's own order
 * (that of readdir, as GNU's tools), or with WALK_INODE_ORDER in the order
 * of their inode numbers (as GNU cp).
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <dirent.h>
#include <sys/syscall.h>

#define WALK_FDS	32

struct level {
	int		fd;		/* -1: closed to stay under WALK_FDS */
	struct stat	st;		/* the directory's own */
	size_t		pathlen;	/* its path's length in w->path */
	size_t		nameoff;	/* where its name starts there */
	char		*buf;		/* entries: a type byte, name, NUL */
	size_t		len, pos, cap;
};

struct walk {
	int		flags, nfds;
	struct level	*lv;
	int		n, cap;		/* levels in use; allocated */
	char		*path;
	size_t		pathcap;
};

/* the kernel's linux_dirent64 (getdents(2)); musl and glibc differ on it */
struct dent64 {
	uint64_t	ino;
	int64_t		off;
	unsigned short	reclen;
	unsigned char	type;
	char		name[];
};

static void
path_set(struct walk *w, size_t at, const char *name)
{
	size_t n = strlen(name);

	if (at + n + 2 > w->pathcap) {
		w->pathcap = (at + n + 2) * 2;
		w->path = xrealloc(w->path, w->pathcap, 1);
	}
	memcpy(w->path + at, name, n + 1);
}

struct ino_at {
	uint64_t	ino;
	size_t		at;
};

static int
cmp_ino(const void *a, const void *b)
{
	const struct ino_at *x = a, *y = b;

	/* hard links: in readdir's order, as a stable sort keeps them */
	if (x->ino != y->ino)
		return x->ino < y->ino ? -1 : 1;
	return x->at < y->at ? -1 : x->at > y->at;
}

/*
 * Read all of a directory's entries but "." and ".." into l->buf; with
 * by_ino in the order of their inode numbers (as GNU cp copies: on most
 * filesystems the order of their places on the disk).
 */
static int
read_dir(struct level *l, bool by_ino)
{
	struct ino_at *ix = NULL;
	size_t nix = 0, cix = 0, k2;
	char *sorted;
	union {
		char		c[32768];
		uint64_t	align;
	} u;
	char *buf = u.c;
	long n;
	size_t k;

	l->len = l->pos = 0;
	while ((n = syscall(SYS_getdents64, l->fd, buf, sizeof(u))) > 0) {
		struct dent64 *d;

		for (long i = 0; i < n; i += d->reclen) {
			d = (struct dent64 *)(buf + i);

			if (d->name[0] == '.' && (!d->name[1] ||
			    (d->name[1] == '.' && !d->name[2])))
				continue;
			k = strlen(d->name) + 2;
			if (l->len + k > l->cap) {
				l->cap = (l->len + k) * 2;
				l->buf = xrealloc(l->buf, l->cap, 1);
			}
			if (by_ino) {
				if (nix == cix) {
					cix = cix * 2 + 64;
					ix = xrealloc(ix, cix, sizeof(*ix));
				}
				ix[nix].ino = d->ino;
				ix[nix++].at = l->len;
			}
			l->buf[l->len] = d->type;
			memcpy(l->buf + l->len + 1, d->name, k - 1);
			l->len += k;
		}
	}
	if (nix > 1 && n == 0) {
		qsort(ix, nix, sizeof(*ix), cmp_ino);
		sorted = xmalloc(l->cap);
		for (k = 0, k2 = 0; k < nix; k++) {
			size_t e = strlen(l->buf + ix[k].at + 1) + 2;

			memcpy(sorted + k2, l->buf + ix[k].at, e);
			k2 += e;
		}
		free(l->buf);
		l->buf = sorted;
	}
	free(ix);
	return n < 0 ? -1 : 0;
}

static bool
same_file(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

/*
 * Open level i's directory again: through ".." from level i + 1, else by
 * its path below the nearest ancestor still open. Level 0 is never closed.
 */
static int
reopen(struct walk *w, int i)
{
	struct level *l = &w->lv[i];
	struct stat st;
	int j, fd;

	fd = openat(w->lv[i + 1].fd, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd >= 0 && (fstat(fd, &st) || !same_file(&st, &l->st))) {
		close(fd);
		fd = -1;
	}
	if (fd < 0) {
		char c = w->path[l->pathlen];

		for (j = i - 1; w->lv[j].fd < 0; j--)
			;
		w->path[l->pathlen] = 0;
		fd = openat(w->lv[j].fd, w->path + w->lv[j + 1].nameoff,
		    O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		w->path[l->pathlen] = c;
		if (fd >= 0 && (fstat(fd, &st) || !same_file(&st, &l->st))) {
			close(fd);
			fd = -1;
			errno = ESTALE;
		}
	}
	if (fd < 0)
		return -1;
	l->fd = fd;
	w->nfds++;
	return 0;
}

/*
 * Keep at most max open: close the shallowest, but never level 0 nor the
 * top (the directory being read). False when none could be closed.
 */
static bool
limit_fds(struct walk *w, int max)
{
	bool closed = false;

	for (int i = 1; w->nfds > max && i < w->n - 1; i++)
		if (w->lv[i].fd >= 0) {
			close(w->lv[i].fd);
			w->lv[i].fd = -1;
			w->nfds--;
			closed = true;
		}
	return closed;
}

/*
 * Enter the directory e names (its WALK_PRE was answered): open it, check
 * it is what was stat'ed, and read it. On failure e->err is set.
 */
static int
enter(struct walk *w, struct walk_ent *e, size_t pathlen)
{
	int of = O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOCTTY;
	struct level *l;
	struct stat st;

	if (!(w->flags & WALK_FOLLOW) && !(e->depth == 0 &&
	    (w->flags & WALK_FOLLOW_ROOT)))
		of |= O_NOFOLLOW;
	if (w->n == w->cap) {
		w->cap = w->cap * 2 + 8;
		w->lv = xrealloc(w->lv, w->cap, sizeof(*w->lv));
		memset(w->lv + w->n, 0, (w->cap - w->n) * sizeof(*w->lv));
	}
	l = &w->lv[w->n];
	l->fd = openat(e->dirfd, e->name, of);
	/* under a lower fd limit (ulimit -n) than WALK_FDS: use fewer */
	while (l->fd < 0 && errno == EMFILE && limit_fds(w, w->nfds - 1))
		l->fd = openat(e->dirfd, e->name, of);
	if (l->fd < 0)
		goto fail;
	/* replaced since it was stat'ed: not what the caller agreed to */
	if (fstat(l->fd, &st) || !same_file(&st, &e->st)) {
		errno = ESTALE;
		goto fail_close;
	}
	if (read_dir(l, w->flags & WALK_INODE_ORDER))
		goto fail_close;
	l->st = e->st;
	l->pathlen = pathlen;
	l->nameoff = e->name - w->path;
	w->n++;
	w->nfds++;
	limit_fds(w, WALK_FDS);
	return 0;
fail_close:
	e->err = errno;
	close(l->fd);
	return -1;
fail:
	e->err = errno;
	return -1;
}

int
walk_stat(struct walk_ent *e)
{
	int fl = e->follow ? 0 : AT_SYMLINK_NOFOLLOW;

	if (e->have_st)
		return 0;
	if (fstatat(e->dirfd, e->name, &e->st, fl)) {
		/* -L: a dangling symlink is reported as the link itself */
		if (!e->follow || (errno != ENOENT && errno != ELOOP) ||
		    fstatat(e->dirfd, e->name, &e->st, AT_SYMLINK_NOFOLLOW))
			return -1;
	}
	e->have_st = true;
	return 0;
}

/*
 * Report one entry (and walk into it, if a directory). Returns the
 * callback's WALK_STOP, else WALK_CONTINUE; a directory entered is left
 * as the new top level, to be read by walk().
 */
static int
visit(struct walk *w, struct walk_ent *e, int dtype, size_t pathlen,
    int (*fn)(struct walk_ent *, void *), void *ctx)
{
	int r;

	e->have_st = false;
	e->err = 0;
	e->follow = (w->flags & WALK_FOLLOW) ||
	    (e->depth == 0 && (w->flags & WALK_FOLLOW_ROOT));
	if (!(w->flags & WALK_NOSTAT) || dtype == DT_DIR ||
	    dtype == DT_UNKNOWN || (dtype == DT_LNK && e->follow)) {
		if (walk_stat(e)) {
			e->err = errno;
			e->type = WALK_NS;
			return fn(e, ctx) == WALK_STOP ? WALK_STOP : 0;
		}
	} else {
		memset(&e->st, 0, sizeof(e->st));
		e->st.st_mode = DTTOIF(dtype);
	}
	if (!S_ISDIR(e->st.st_mode)) {
		e->type = WALK_FILE;
		return fn(e, ctx) == WALK_STOP ? WALK_STOP : 0;
	}
	/* under -L, a directory that is its own ancestor is a loop */
	for (int i = 0; e->follow && i < w->n; i++)
		if (same_file(&w->lv[i].st, &e->st)) {
			e->type = WALK_LOOP;
			e->looplen = w->lv[i].pathlen;
			return fn(e, ctx) == WALK_STOP ? WALK_STOP : 0;
		}
	e->type = WALK_PRE;
	r = fn(e, ctx);
	if (r != WALK_CONTINUE)
		return r == WALK_STOP ? WALK_STOP : 0;
	if (enter(w, e, pathlen)) {
		e->type = WALK_DNR;
		return fn(e, ctx) == WALK_STOP ? WALK_STOP : 0;
	}
	return 0;
}

static void
walk_free(struct walk *w)
{
	for (int i = 0; i < w->cap; i++) {
		if (i < w->n && w->lv[i].fd >= 0)
			close(w->lv[i].fd);
		free(w->lv[i].buf);
	}
	free(w->lv);
	free(w->path);
}

int
walk(const char *root, int flags, int (*fn)(struct walk_ent *, void *),
    void *ctx)
{
	struct walk w = { .flags = flags };
	struct walk_ent e = { 0 };
	struct level *top;
	size_t at;
	int r = 0;

	path_set(&w, 0, root);
	e.path = e.name = w.path;
	e.dirfd = AT_FDCWD;
	if (visit(&w, &e, DT_UNKNOWN, strlen(root), fn, ctx) == WALK_STOP)
		goto out;
	while (w.n > 0) {
		top = &w.lv[w.n - 1];
		if (top->pos < top->len) {
			int dtype = (unsigned char)top->buf[top->pos];
			const char *name = top->buf + top->pos + 1;

			top->pos += strlen(name) + 2;
			at = top->pathlen;
			if (at && w.path[at - 1] != '/')
				w.path[at++] = '/';
			path_set(&w, at, name);
			e.path = w.path;
			e.name = w.path + at;
			e.dirfd = top->fd;
			e.depth = w.n;
			if (visit(&w, &e, dtype, at + strlen(name), fn,
			    ctx) == WALK_STOP)
				goto out;
			continue;
		}
		/* done with top: its parent must be open for WALK_POST */
		if (w.n > 1 && w.lv[w.n - 2].fd < 0 && reopen(&w, w.n - 2)) {
			w.path[top->pathlen] = 0;
			perror_msg("cannot return to the directory above '%s'",
			    w.path);
			r = -1;
			goto out;
		}
		close(top->fd);
		top->fd = -1;
		w.nfds--;
		w.n--;
		w.path[top->pathlen] = 0;
		e.path = w.path;
		e.name = w.path + top->nameoff;
		e.dirfd = w.n ? w.lv[w.n - 1].fd : AT_FDCWD;
		e.depth = w.n;
		e.st = top->st;
		e.have_st = true;
		e.err = 0;
		e.type = WALK_POST;
		if (fn(&e, ctx) == WALK_STOP)
			goto out;
	}
out:
	walk_free(&w);
	return r;
}

bool
walk_is_root(const char *path, const struct stat *st)
{
	struct stat root;

	if (!S_ISDIR(st->st_mode) || stat("/", &root) ||
	    root.st_dev != st->st_dev || root.st_ino != st->st_ino)
		return false;
	if (!strcmp(path, "/"))
		error_msg("it is dangerous to operate recursively on '/'");
	else
		error_msg("it is dangerous to operate recursively on %s "
		    "(same as '/')", quote(path, QUOTE_SHELL_ESCAPE_ALWAYS));
	error_msg("use --no-preserve-root to override this failsafe");
	return true;
}
