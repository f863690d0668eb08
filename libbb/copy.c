/*
 * copy.c - copying files and trees, for cp, mv and install
 *
 * copy_tree copies one operand the way GNU cp does: through walk.c, so the
 * source side is openat-relative with a bounded number of fds, and the
 * destination side mirrors it with a stack of directory fds, also bounded
 * (the shallowest are closed and reached again through "..", checked by
 * device and inode). A directory's mode and times are set in WALK_POST,
 * after its contents; a new directory is made u+rwx until then so that
 * what goes below can be written. Files are written in place under their
 * final names, as GNU cp does; the source is only ever opened for reading.
 * A file whose copy fails (a full disk) or is cut by a signal is removed.
 * Hard-link sets (COPY_LINKS) are kept by remembering the first copy of
 * each inode with more than one link.
 *
 * copy_bytes moves the bytes: FICLONE first (unless COPY_NOREFLINK), then,
 * for a source with holes (or COPY_SPARSE_ALWAYS), data extents found with
 * SEEK_DATA/SEEK_HOLE (or zero blocks skipped), else copy_file_range,
 * sendfile, and read/write, each falling back to the next.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/ioctl.h>
#include <sys/sendfile.h>
#include <sys/xattr.h>

#ifndef FICLONE
#define FICLONE		_IOW(0x94, 9, int)	/* linux/fs.h */
#endif

#define COPY_FDS	32
#define BUFSZ		(128 * 1024)

struct copy_dir {
	int		fd;
	dev_t		dev;	/* the destination directory's own */
	ino_t		ino;
	uid_t		uid;	/* the owner a new file in it gets */
	gid_t		gid;	/* and its group */
	bool		created;
	bool		sgid;	/* created set-group-ID, from its parent */
	bool		acl;	/* it may have a default ACL */
	bool		noclone; /* FICLONE from noclone_dev cannot work */
	dev_t		noclone_dev;
	struct stat	st;	/* the source's, for the attributes */
};

/* why copy_bytes's last FICLONE failed (0: it worked or was not tried) */
static int clone_err;

struct copy_ino {
	struct copy_ino	*next;
	dev_t		dev;
	ino_t		ino;
	char		path[];
};

static char *
q(const char *s)
{
	return (char *)quote(s, QUOTE_SHELL_ESCAPE_ALWAYS);
}

bool
ask_yes(const char *fmt, ...)
{
	va_list ap;
	int c, first;

	fflush(stdout);
	fprintf(stderr, "%s: ", applet_name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fflush(stderr);
	first = c = getchar();
	while (c != EOF && c != '\n')
		c = getchar();
	return first == 'y' || first == 'Y';
}

static bool
is_zero(const char *p, size_t n)
{
	return n == 0 || (p[0] == 0 && !memcmp(p, p + 1, n - 1));
}

/*
 * read/write from the current offsets, at most len bytes (-1: to the end
 * of the file); sparse: zero blocks become holes. 0, -1 (read), -2 (write)
 */
static int
rw_copy(int in, int out, bool sparse, off_t len)
{
	static char *buf;
	ssize_t r;

	if (!buf)
		buf = xmalloc(BUFSZ);
	while (len) {
		r = read(in, buf, len < 0 || len > BUFSZ ? BUFSZ : len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return r;
		for (ssize_t i = 0; i < r; i += 4096) {
			size_t n = MIN(4096, r - i);

			if (sparse && is_zero(buf + i, n)) {
				if (lseek(out, n, SEEK_CUR) < 0)
					return -2;
			} else if (write_full(out, buf + i, n) < 0) {
				return -2;
			}
		}
		if (len > 0)
			len -= r;
	}
	return 0;
}

/*
 * The data extents of a file with holes, each by copy_file_range at the
 * same offset (read and write where that fails), or through rw_copy's
 * zero detection for COPY_SPARSE_ALWAYS; then the size, for a last hole.
 */
static int
holes_copy(int in, int out, const struct stat *st, bool always)
{
	off_t d = 0, h;
	loff_t io, oo;
	ssize_t r;
	int e;

	while ((d = lseek(in, d, SEEK_DATA)) >= 0) {
		h = lseek(in, d, SEEK_HOLE);
		if (h < 0)
			return -1;
		io = oo = d;
		while (!always && io < h && ((r = copy_file_range(in, &io, out,
		    &oo, h - io, 0)) > 0 || (r < 0 && errno == EINTR)))
			;
		if (io < h) {
			if (lseek(in, io, SEEK_SET) < 0 ||
			    lseek(out, io, SEEK_SET) < 0)
				return -2;
			if ((e = rw_copy(in, out, always, h - io)))
				return e;
		}
		d = h;
	}
	if (errno != ENXIO)
		return -1;
	return ftruncate(out, st->st_size) ? -2 : 0;
}

/*
 * Copy in to out (both at offset 0, out empty); st is the source's.
 * Returns 0, or -1 on a read error, -2 on a write error, -3 when
 * COPY_REFLINK could not clone (errno set).
 */
int
copy_bytes(int in, int out, const struct stat *st, unsigned flags)
{
	bool reg = S_ISREG(st->st_mode), some = false;
	ssize_t r;

	clone_err = 0;
	if (reg && !(flags & COPY_NOREFLINK)) {
		if (!ioctl(out, FICLONE, in))
			return 0;
		clone_err = errno;
		if (flags & COPY_REFLINK)
			return -3;
	}
	if (reg && (flags & COPY_SPARSE_ALWAYS || (!(flags &
	    COPY_SPARSE_NEVER) && st->st_blocks * 512LL < st->st_size)))
		return holes_copy(in, out, st, flags & COPY_SPARSE_ALWAYS);
	while ((r = copy_file_range(in, NULL, out, NULL, 1 << 30, 0)) > 0 ||
	    (r < 0 && errno == EINTR))
		some |= r > 0;
	if (r < 0)
		while ((r = sendfile(out, in, NULL, 1 << 30)) > 0 ||
		    (r < 0 && errno == EINTR))
			some |= r > 0;
	/* the end once something was copied; else all of a /proc-like file
	 * whose size says 0, or the rest after an error (which read or
	 * write tells apart) */
	if (!r && some)
		return 0;
	return rw_copy(in, out, false, -1);
}

/* the destination path of the entry at path: dst, then what follows src */
static const char *
dst_path(struct copy *c, const char *path)
{
	const char *rest = path + c->srclen;
	size_t n = strlen(c->dst), m;

	while (*rest == '/')
		rest++;
	m = strlen(rest);
	if (n + m + 2 > c->dcap) {
		c->dcap = (n + m + 2) * 2;
		c->dpath = xrealloc(c->dpath, c->dcap, 1);
	}
	memcpy(c->dpath, c->dst, n);
	if (m && n && c->dst[n - 1] != '/')
		c->dpath[n++] = '/';
	memcpy(c->dpath + n, rest, m + 1);
	return c->dpath;
}

/* -v: cp's "'a' -> 'b'"; across filesystems, mv's words */
static void
say(struct copy *c, const char *src, const char *dst, bool dir)
{
	if (!(c->flags & COPY_VERBOSE))
		return;
	if (dir && (c->flags & COPY_MOVE))
		printf("created directory %s\n", q(dst));
	else
		printf("%s%s -> %s\n", c->flags & COPY_MOVE ? "copied " : "",
		    q(src), q(dst));
}

/*
 * Ownership, mode and times as asked (and the mode when mode_too: a new
 * directory made u+rwx for its contents), through fd, or dirfd and name
 * when fd is -1 (links, devices, fifos). new: the directory in which fd
 * was just created with the source's permissions, whose owner and mode
 * need no call when they already came out right.
 */
static void
set_attrs(struct copy *c, int fd, int dirfd, const char *name,
    const struct stat *st, bool mode_too, const struct copy_dir *new,
    const char *dst)
{
	mode_t mode = st->st_mode & 07777;
	struct timespec ts[2] = { st->st_atim, st->st_mtim };
	int nf = AT_SYMLINK_NOFOLLOW;
	bool own = c->flags & COPY_OWNER, setmode;

	if (new && st->st_uid == new->uid && st->st_gid == new->gid)
		own = false;
	if (own && (fd < 0 ? fchownat(dirfd, name,
	    st->st_uid, st->st_gid, nf) : fchown(fd, st->st_uid, st->st_gid))) {
		/* as GNU: silently keep what we can (the group) */
		if (fd >= 0)
			(void)!fchown(fd, -1, st->st_gid);
		mode &= ~(S_ISUID | S_ISGID);
	}
	if (c->flags & COPY_DEFMODE)
		mode = S_ISDIR(st->st_mode) ? 0777 : 0666;
	if (!(c->flags & COPY_MODE))
		mode &= ~c->umask & ~(S_ISDIR(st->st_mode) ? 0 : S_ISUID |
		    S_ISGID);
	setmode = !S_ISLNK(st->st_mode) && (mode_too || (c->flags & COPY_MODE));
	/* open() gave the mode, unless a default ACL or the umask cut it */
	if (new && !new->acl && !(mode & (07000 | c->umask)))
		setmode = false;
	if (setmode && (fd < 0 ? fchmodat(dirfd, name, mode, 0) :
	    fchmod(fd, mode)))
		perror_msg("preserving permissions for %s", q(dst));
	if (c->flags & COPY_TIMES && (fd < 0 ? utimensat(dirfd, name, ts, nf) :
	    futimens(fd, ts)))
		perror_msg("preserving times for %s", q(dst));
}

/* Keep at most COPY_FDS destination directories open (never the top). */
static void
dir_push(struct copy *c, int fd, const struct stat *src, bool created)
{
	struct copy_dir *d;
	struct stat st;

	if (c->ndir == c->dircap) {
		c->dircap = c->dircap * 2 + 8;
		c->dir = xrealloc(c->dir, c->dircap, sizeof(*c->dir));
	}
	d = &c->dir[c->ndir++];
	fstat(fd, &st);
	d->fd = fd;
	d->dev = st.st_dev;
	d->ino = st.st_ino;
	d->uid = geteuid();
	d->gid = st.st_mode & S_ISGID ? st.st_gid : getegid();
	d->acl = (c->flags & COPY_MODE) && (fgetxattr(fd,
	    "system.posix_acl_default", NULL, 0) >= 0 ||
	    (errno != ENODATA && errno != ENOTSUP));
	d->st = *src;
	d->noclone = false;
	d->created = created;
	d->sgid = created && (st.st_mode & S_ISGID);
	if (++c->nfds > COPY_FDS)
		for (int i = 0; i < c->ndir - 1; i++)
			if (c->dir[i].fd >= 0) {
				close(c->dir[i].fd);
				c->dir[i].fd = -1;
				c->nfds--;
				break;
			}
}

/* A directory is done: its attributes, then back to its parent. */
static int
dir_pop(struct copy *c, const char *dst)
{
	struct copy_dir *d = &c->dir[c->ndir - 1], *up = d - 1;
	struct stat st;
	int r = 0;

	/* as GNU: a new directory keeps the set-group-ID bit it inherited */
	if (d->sgid)
		d->st.st_mode |= S_ISGID;
	if (d->created || (c->flags & (COPY_MODE | COPY_OWNER | COPY_TIMES)))
		set_attrs(c, d->fd, -1, NULL, &d->st, d->created, NULL,
		    dst);
	if (c->ndir > 1 && up->fd < 0) {
		up->fd = openat(d->fd, "..", O_RDONLY | O_DIRECTORY |
		    O_CLOEXEC);
		if (up->fd < 0 || fstat(up->fd, &st) || st.st_dev != up->dev ||
		    st.st_ino != up->ino) {
			error_msg("cannot return to the directory above %s",
			    q(dst));
			r = -1;
		}
		c->nfds++;
	}
	close(d->fd);
	c->nfds--;
	c->ndir--;
	return r;
}

static const char *
ino_find(struct copy *c, const struct stat *st)
{
	struct copy_ino *p;

	if (!c->ino)
		return NULL;
	for (p = c->ino[(st->st_ino ^ st->st_dev) % c->nbucket]; p;
	    p = p->next)
		if (p->ino == st->st_ino && p->dev == st->st_dev)
			return p->path;
	return NULL;
}

static void
ino_add(struct copy *c, const struct stat *st, const char *path)
{
	size_t n = strlen(path) + 1, h;
	struct copy_ino *p = xmalloc(sizeof(*p) + n), **old = c->ino, *nx;
	size_t oldn = c->nbucket;

	if (c->nino >= c->nbucket) {
		c->nbucket = c->nbucket * 4 + 64;
		c->ino = xrealloc(NULL, c->nbucket, sizeof(*c->ino));
		memset(c->ino, 0, c->nbucket * sizeof(*c->ino));
		for (size_t i = 0; i < oldn; i++)
			for (struct copy_ino *o = old[i]; o; o = nx) {
				nx = o->next;
				h = (o->ino ^ o->dev) % c->nbucket;
				o->next = c->ino[h];
				c->ino[h] = o;
			}
		free(old);
	}
	p->dev = st->st_dev;
	p->ino = st->st_ino;
	memcpy(p->path, path, n);
	h = (p->ino ^ p->dev) % c->nbucket;
	p->next = c->ino[h];
	c->ino[h] = p;
	c->nino++;
}

void
copy_free(struct copy *c)
{
	struct copy_ino *p, *nx;

	for (size_t i = 0; i < c->nbucket; i++)
		for (p = c->ino[i]; p; p = nx) {
			nx = p->next;
			free(p);
		}
	free(c->ino);
	free(c->dir);
	free(c->dpath);
}

/*
 * A regular file: open the source, then the destination (truncated in
 * place if it exists; with COPY_FORCE, removed and made again when it
 * cannot be opened), and the data.
 */
static int
copy_reg(struct copy *c, struct walk_ent *e, int dfd, const char *dname,
    bool exists, const char *dst)
{
	struct copy_dir *d;
	struct stat os;
	int in, out = -1, r;
	unsigned fl;
	bool made = false;

	in = openat(e->dirfd, e->name, O_RDONLY | O_CLOEXEC | O_NOCTTY |
	    (e->follow ? 0 : O_NOFOLLOW));
	if (in < 0) {
		perror_msg("cannot open %s for reading", q(e->path));
		return -1;
	}
	if (exists) {
		out = openat(dfd, dname, O_WRONLY | O_TRUNC | O_CLOEXEC |
		    O_NOCTTY);
		if (out < 0 && !(c->flags & COPY_FORCE)) {
			perror_msg("cannot open %s for writing", q(dst));
			goto fail;
		}
		if (out < 0 && unlinkat(dfd, dname, 0)) {
			perror_msg("cannot remove %s", q(dst));
			goto fail;
		}
	}
	if (out < 0) {
		out = openat(dfd, dname, O_WRONLY | O_CREAT | O_EXCL |
		    O_CLOEXEC, c->flags & COPY_DEFMODE ? 0666 :
		    e->st.st_mode & 0777);
		made = true;
	}
	if (out < 0) {
		perror_msg("cannot create regular file %s", q(dst));
		goto fail;
	}
	/*
	 * Until it is complete, a regular file is partial (partial.c): a
	 * write error or a signal removes it (GNU cp keeps the part it
	 * wrote, which would pass for a copy). A device is never removed.
	 */
	if (made || (!fstat(out, &os) && S_ISREG(os.st_mode)))
		partial_set(dst);
	/* a directory whose filesystem (or this source's) cannot clone is
	 * not asked again for each file */
	d = e->depth ? &c->dir[c->ndir - 1] : NULL;
	fl = c->flags;
	if (d && d->noclone && d->noclone_dev == e->st.st_dev &&
	    !(fl & COPY_REFLINK))
		fl |= COPY_NOREFLINK;
	r = copy_bytes(in, out, &e->st, fl);
	if (d && (clone_err == EOPNOTSUPP || clone_err == EXDEV ||
	    clone_err == ENOTTY)) {
		d->noclone = true;
		d->noclone_dev = e->st.st_dev;
	}
	if (r) {
		if (r == -3)
			perror_msg("failed to clone %s from %s", q(dst),
			    q(e->path));
		else if (r == -1)
			perror_msg("error reading %s", q(e->path));
		else
			perror_msg("error writing %s", q(dst));
		close(out);
		/* a refused clone wrote nothing: left empty, as GNU's */
		if (r == -3)
			partial_set(NULL);
		else
			partial_drop();
		goto fail;
	}
	if (c->flags & (COPY_MODE | COPY_OWNER | COPY_TIMES))
		set_attrs(c, out, -1, NULL, &e->st, false, made && e->depth ?
		    &c->dir[c->ndir - 1] : NULL, dst);
	close(in);
	if (close(out)) {
		perror_msg("failed to close %s", q(dst));
		partial_drop();
		return -1;
	}
	partial_set(NULL);
	return 0;
fail:
	close(in);
	return -1;
}

/* Anything but a directory: the checks on the destination, then a copy. */
static int
copy_file(struct copy *c, struct walk_ent *e, int dfd, const char *dname,
    const char *dst)
{
	const struct stat *st = &e->st;
	const char *link;
	struct stat ds;
	bool exists;
	char *buf;
	int r;

	/* nothing is in a directory this copy made (but what it copied) */
	exists = !(e->depth && c->dir[c->ndir - 1].created) &&
	    !fstatat(dfd, dname, &ds, AT_SYMLINK_NOFOLLOW);
	if (exists && S_ISLNK(ds.st_mode) && S_ISREG(st->st_mode) &&
	    !(c->flags & (COPY_HARDLINK | COPY_SYMLINK)) &&
	    fstatat(dfd, dname, &ds, 0)) {
		error_msg("not writing through dangling symlink %s", q(dst));
		return -1;
	}
	if (exists && ds.st_dev == st->st_dev && ds.st_ino == st->st_ino) {
		if (c->flags & COPY_HARDLINK)
			return 0;	/* linked already */
		error_msg("%s and %s are the same file", q(e->path), q(dst));
		return -1;
	}
	if (exists && S_ISDIR(ds.st_mode)) {
		error_msg("cannot overwrite directory %s with non-directory",
		    q(dst));
		return -1;
	}
	if (exists) {
		if (c->flags & COPY_NOCLOBBER)
			return 0;
		if ((c->flags & COPY_UPDATE) && (ds.st_mtim.tv_sec >
		    st->st_mtim.tv_sec || (ds.st_mtim.tv_sec ==
		    st->st_mtim.tv_sec && ds.st_mtim.tv_nsec >=
		    st->st_mtim.tv_nsec)))
			return 0;
		if ((c->flags & COPY_ASK) && !ask_yes("overwrite %s? ", q(dst)))
			return 0;
	}
	link = (c->flags & COPY_LINKS) && st->st_nlink > 1 ? ino_find(c, st) :
	    NULL;
	/* what is not written in place replaces the destination */
	if (exists && (link || (c->flags & (COPY_HARDLINK | COPY_SYMLINK) ?
	    c->flags & COPY_FORCE : S_ISLNK(st->st_mode) ||
	    (!S_ISREG(st->st_mode) && c->flags & COPY_RECURSE)))) {
		if (unlinkat(dfd, dname, 0)) {
			perror_msg("cannot remove %s", q(dst));
			return -1;
		}
		exists = false;
	}
	if (link) {
		if (linkat(AT_FDCWD, link, dfd, dname, 0)) {
			perror_msg("cannot create hard link %s to %s", q(dst),
			    q(link));
			return -1;
		}
		if (!(c->flags & COPY_MOVE))	/* GNU mv -v is silent */
			say(c, e->path, dst, false);
		return 0;
	}
	if (c->flags & COPY_HARDLINK) {
		r = linkat(e->dirfd, e->name, dfd, dname, e->follow ?
		    AT_SYMLINK_FOLLOW : 0);
		if (r)
			perror_msg("cannot create hard link %s to %s", q(dst),
			    q(e->path));
	} else if (c->flags & COPY_SYMLINK) {
		r = symlinkat(e->path, dfd, dname);
		if (r)
			perror_msg("cannot create symbolic link %s to %s",
			    q(dst), q(e->path));
	} else if (S_ISLNK(st->st_mode)) {
		buf = xmalloc(st->st_size + 1);
		r = readlinkat(e->dirfd, e->name, buf, st->st_size + 1);
		if (r < 0 || r > st->st_size) {
			if (r >= 0)
				errno = ENAMETOOLONG;
			perror_msg("cannot read symbolic link %s", q(e->path));
			free(buf);
			return -1;
		}
		buf[r] = 0;
		r = symlinkat(buf, dfd, dname);
		if (r)
			perror_msg("cannot create symbolic link %s", q(dst));
		free(buf);
		if (!r && (c->flags & (COPY_OWNER | COPY_TIMES)))
			set_attrs(c, -1, dfd, dname, st, false, NULL, dst);
	} else if (S_ISREG(st->st_mode) || !(c->flags & COPY_RECURSE)) {
		r = copy_reg(c, e, dfd, dname, exists, dst);
	} else {
		r = mknodat(dfd, dname, st->st_mode & ~c->umask, st->st_rdev);
		if (r)
			perror_msg("cannot create %s %s", S_ISFIFO(st->st_mode) ?
			    "fifo" : "special file", q(dst));
		if (!r && (c->flags & (COPY_MODE | COPY_OWNER | COPY_TIMES)))
			set_attrs(c, -1, dfd, dname, st, false, NULL, dst);
	}
	if (r)
		return -1;
	if ((c->flags & COPY_LINKS) && st->st_nlink > 1)
		ino_add(c, st, dst);
	say(c, e->path, dst, false);
	return 0;
}

/* A directory, before its entries: find or make its copy, and enter it. */
static int
copy_dir(struct copy *c, struct walk_ent *e, int dfd, const char *dname,
    const char *dst)
{
	struct stat ds;
	bool created = false;
	int fd;

	if (c->ndir && e->st.st_dev == c->dir[0].dev &&
	    e->st.st_ino == c->dir[0].ino) {
		error_msg("cannot copy a directory, %s, into itself, %s",
		    q(c->src), q(c->dst));
		return WALK_STOP;
	}
	if (!(e->depth && c->dir[c->ndir - 1].created) &&
	    !fstatat(dfd, dname, &ds, e->depth ? AT_SYMLINK_NOFOLLOW : 0)) {
		if (!S_ISDIR(ds.st_mode)) {
			error_msg("cannot overwrite non-directory %s with "
			    "directory %s", q(dst), q(e->path));
			return WALK_SKIP;
		}
		if (ds.st_dev == e->st.st_dev && ds.st_ino == e->st.st_ino) {
			error_msg("%s and %s are the same file", q(e->path),
			    q(dst));
			return WALK_SKIP;
		}
	} else if (mkdirat(dfd, dname, (e->st.st_mode & 0777) | S_IRWXU)) {
		perror_msg("cannot create directory %s", q(dst));
		return WALK_SKIP;
	} else {
		created = true;
		say(c, e->path, dst, true);
	}
	fd = openat(dfd, dname, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0) {
		perror_msg("cannot access %s", q(dst));
		return WALK_SKIP;
	}
	dir_push(c, fd, &e->st, created);
	/* -x: the mount point is copied, not what is mounted there */
	if ((c->flags & COPY_XDEV) && e->depth && e->st.st_dev != c->rootdev) {
		dir_pop(c, dst);
		return WALK_SKIP;
	}
	return WALK_CONTINUE;
}

static int
copy_ent(struct walk_ent *e, void *ctx)
{
	struct copy *c = ctx;
	const char *dst = dst_path(c, e->path);
	const char *dname = dst;
	int dfd = AT_FDCWD;

	if (e->depth) {
		dfd = c->dir[c->ndir - 1].fd;
		dname = e->name;
	}
	switch (e->type) {
	case WALK_NS:
		errno = e->err;
		perror_msg("cannot stat %s", q(e->path));
		break;
	case WALK_LOOP:
		error_msg("cannot copy cyclic symbolic link %s", q(e->path));
		break;
	case WALK_DNR:
		errno = e->err;
		perror_msg("cannot access %s", q(e->path));
		/* fallthrough */
	case WALK_POST:
		if (dir_pop(c, dst))
			return WALK_STOP;
		return WALK_CONTINUE;
	case WALK_PRE:
		if (!e->depth)
			c->rootdev = e->st.st_dev;
		if (!(c->flags & COPY_RECURSE)) {
			error_msg("-r not specified; omitting directory %s",
			    q(e->path));
			return WALK_SKIP;
		}
		return copy_dir(c, e, dfd, dname, dst);
	default:
		copy_file(c, e, dfd, dname, dst);
	}
	/* mv removes a failed copy: no use going on */
	return (c->flags & COPY_MOVE) && exit_status ? WALK_STOP :
	    WALK_CONTINUE;
}

/*
 * Copy src to dst (the destination's own name, not a directory to copy
 * into). Returns 0, or -1 when anything failed (after its message).
 */
int
copy_tree(struct copy *c, const char *src, const char *dst)
{
	/* in inode order, as GNU cp: which files fit on a disk that fills */
	int st = exit_status, failed, wf = WALK_INODE_ORDER;

	exit_status = 0;
	c->src = src;
	c->dst = dst;
	c->srclen = strlen(src);
	if (c->flags & COPY_DEREF)
		wf |= WALK_FOLLOW;
	else if (c->flags & COPY_DEREF_ROOT)
		wf |= WALK_FOLLOW_ROOT;
	if (walk(src, wf, copy_ent, c))
		exit_status = 1;
	/* stopped early: finish the directories still open */
	while (c->ndir)
		dir_pop(c, dst);
	failed = exit_status;
	exit_status = st | failed;
	return failed ? -1 : 0;
}

/*
 * The operands of cp, mv and install: the target is t (-t DIR) or the
 * last operand, which *n then no longer counts. Returns whether the
 * sources go into it as a directory (not with notarget, -T); dies with
 * GNU's messages on a missing operand or a target that cannot be one.
 */
bool
copy_target(char **argv, int *n, const char *t, bool notarget,
    const char **target)
{
	struct stat st;

	if (t && notarget)
		usage_exit("cannot combine --target-directory (-t) "
		    "and --no-target-directory (-T)");
	if (*n < 1)
		usage_exit("missing file operand");
	if (t) {
		if (stat(t, &st) || (!S_ISDIR(st.st_mode) && (errno = ENOTDIR)))
			perror_exit("target directory %s", q(t));
		*target = t;
		return true;
	}
	if (*n < 2)
		usage_exit("missing destination file operand after %s",
		    q(argv[0]));
	*target = argv[--*n];
	if (notarget) {
		if (*n > 1)
			usage_exit("extra operand %s", q(argv[2]));
		return false;
	}
	errno = 0;
	if (!stat(*target, &st) && S_ISDIR(st.st_mode))
		return true;
	if (*n > 1) {
		if (!errno)
			errno = ENOTDIR;
		perror_exit("target %s", q(*target));
	}
	return false;
}

/* DIR/NAME for NAME's last component (without its trailing slashes) */
char *
copy_into(const char *dir, const char *path)
{
	size_t n = strlen(path);
	const char *b;
	char *r, *name;

	while (n > 1 && path[n - 1] == '/')
		n--;
	for (b = path + n; b > path && b[-1] != '/'; b--)
		;
	name = xstrndup(b, path + n - b);
	r = join_path(dir, name);
	free(name);
	return r;
}
