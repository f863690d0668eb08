/*
 * cpio.c - copy files to and from cpio archives
 *
 * The cpio utility of SUSv2 and GNU cpio 2.13's usual options. The
 * formats are in libbb/newc.c: -o writes newc (the default here, since it
 * is what the kernel's initramfs reads; GNU's default is the old binary
 * format, which we neither write nor read) or crc, -c or -H odc writes
 * odc; -i and -t read all three. Hard links are written as GNU does: the
 * data of a multiply linked file goes with its last link, the other links
 * have size 0; the archive is padded to 512 bytes.
 *
 * Deliberate deviations, for safety on extraction (-i, -p): a name with
 * a ".." component is refused; a leading "/" is removed unless
 * --absolute-filenames is given (GNU keeps it by default); symbolic links
 * are made after everything else, so that no entry can be written through
 * a link the archive itself planted. An existing file is replaced only if
 * it is older than the archive's, or with -u, as GNU does; it is removed
 * first, never written through. With -m, directories and symbolic links
 * get their times too (GNU sets those of files only). A crc checksum
 * mismatch is a warning, as in GNU. --entries LIST adds the entries of a
 * kernel gen_init_cpio list (usr/gen_init_cpio) to an -o archive: device
 * nodes and owners without root or mknod.
 *
 * Fatal errors (a corrupt or truncated archive, an archive that cannot
 * be opened or written, a usage error) exit with status 2, as GNU's do;
 * so does a run in which any file failed.
 *
 * applet: cpio bin archival usage-exit=2
 * opts: (quiet)(absolute-filenames)(no-absolute-filenames)
 *	(no-preserve-owner)(renumber-inodes)(entries):i(extract)o(create)
 *	p(pass-through)t(list)n(numeric-uid-gid)d(make-directories)
 *	m(preserve-modification-time)u(unconditional)v(verbose)0(null)
 *	l(link)L(dereference)cf(nonmatching)F:(file)H:(format)D:(directory)
 *	R:(owner)
 * usage: cpio -o [-0cLv] [-H FORMAT] [-R OWNER] [-F FILE] < NAMES
 *	   or: cpio -i [-dfmntuv] [-F FILE] [PATTERN]...
 *	   or: cpio -p [-0dlLmuv] DIR < NAMES
 *
 *	Copy out (-o) the files named on standard input into an archive,
 *	copy in (-i) the files of an archive that match PATTERN (all by
 *	default), or copy the named files into DIR (-p).
 *
 *	-o, --create	Write an archive of the files named on stdin
 *	-i, --extract	Extract files from an archive
 *	-t, --list	List the archive (with -v, like ls -l)
 *	-n, --numeric-uid-gid	With -tv, show numeric owners
 *	-p, --pass-through	Copy the files named on stdin into DIR
 *	-F, --file FILE	Archive file instead of stdin or stdout
 *	-H, --format FORMAT	newc (default), crc or odc
 *	-c	Same as -H odc
 *	-D, --directory DIR	Change to DIR first
 *	-0, --null	Names on stdin end in NUL, not newline
 *	-L, --dereference	Follow symbolic links
 *	-R, --owner USER[:GROUP]	Owner of the files in the archive (-o)
 *	--renumber-inodes	Number the inodes from 1 (-o)
 *	--entries LIST	Also archive the entries of a gen_init_cpio LIST (-o)
 *	-d, --make-directories	Create leading directories
 *	-m, --preserve-modification-time	Keep the modification times
 *	-u, --unconditional	Replace files even if they are newer
 *	-l, --link	Hard link instead of copying, where possible (-p)
 *	-f, --nonmatching	Extract what matches no PATTERN
 *	--absolute-filenames	Keep a leading / in names on extraction
 *	--no-absolute-filenames	Remove a leading / (the default)
 *	--no-preserve-owner	Do not set the owners when extracting as root
 *	-v, --verbose	List the files processed
 *	--quiet	Do not print the number of blocks
 * SPDX-License-Identifier: MIT
 */
#define FOR_cpio
#include "libbb.h"
#include <fnmatch.h>
#include <sys/sysmacros.h>
#include <time.h>

#define fatal(...)	(error_msg(__VA_ARGS__), xexit(2))
#define pfatal(...)	(perror_msg(__VA_ARGS__), xexit(2))

/* A file written on extraction, to link later entries of its inode to. */
struct link {
	struct link	*next;
	unsigned	maj, min;
	unsigned long long ino;
	char		*name;
};

/* Work done after all entries: symlinks, then directory modes and times. */
struct later {
	struct later	*next;
	char		*name, *target;
	struct cpio_hdr	h;
};

/* Copy-out: a multiply linked file waiting for its other links. */
struct defer {
	struct defer	*next;
	struct stat	st;
	unsigned long	seen, num;	/* num: for --renumber-inodes */
	char		**names;
};

struct cpio {
	struct opts	o;
	struct link	*links;
	struct later	*dirs, *slinks;
	struct member_guard guard;	/* symlinks made by this run */
	struct defer	*defers;
	struct cpio_writer *w;
	char		**pats;
	struct later	*idefer;	/* -i: links waiting for the data */
	const char	*dest;		/* -p */
	int		format;		/* -H or -c, or -1 */
	long		uid, gid;	/* -R, or -1 */
	unsigned long	next_ino;
	unsigned long long bytes;
	bool		root, warned_abs, no_v;
};

/* ---- helpers ---- */

/* The owner's name for -tv, or the number (always with -n). */
static const char *
id_name(struct cpio *c, unsigned long id, bool group, char *buf)
{
	const char *n = NULL;

	if (!OPT(&c->o, F_n))
		n = group ? gid_to_name(id) : uid_to_name(id);
	if (n)
		snprintf(buf, 32, "%s", n);
	else
		snprintf(buf, 32, "%lu", id);
	return buf;
}

/* GNU cpio's -tv line: ls -l's, with a 3-wide link count. */
static void
list_long(struct cpio *c, const struct cpio_hdr *h, const char *target)
{
	char mode[11], u[32], g[32], tbuf[32];
	time_t when = h->mtime, now = time(NULL);
	struct tm *tm = localtime(&when);

	mode_string(h->mode, mode);
	if (!tm)
		snprintf(tbuf, sizeof(tbuf), "%llu", h->mtime);
	else if (now - when > 6L * 30 * 24 * 3600 || now < when)
		strftime(tbuf, sizeof(tbuf), "%b %e  %Y", tm);
	else
		strftime(tbuf, sizeof(tbuf), "%b %e %H:%M", tm);
	printf("%s %3lu %-8.8s %-8.8s ", mode, h->nlink,
	    id_name(c, h->uid, false, u), id_name(c, h->gid, true, g));
	if (S_ISCHR(h->mode) || S_ISBLK(h->mode))
		printf("%3u, %3u ", h->rdev_major, h->rdev_minor);
	else
		printf("%8llu ", h->size);
	printf("%s %s", tbuf, h->name);
	if (target)
		printf(" -> %s", target);
	putchar('\n');
}

/*
 * The name to create for an archive entry, or NULL to skip it: a leading
 * "/" is removed unless --absolute-filenames, and ".." is refused.
 */
static const char *
safe_name(struct cpio *c, const char *name)
{
	const char *orig = name;
	bool stripped;
	size_t n;

	if (!OPT(&c->o, F_absolute_filenames)) {
		name = member_name(name, &stripped);
		if (stripped && !c->warned_abs)
			fprintf(stderr, "%s: Removing leading `/' from member "
			    "names\n", applet_name);
		c->warned_abs |= stripped;
		if (!*name)
			return NULL;
	}
	if (member_dotdot(name)) {
		error_msg("%s: refusing a name with '..'", orig);
		return NULL;
	}
	if ((n = member_guard_check(&c->guard, name))) {
		error_msg("%s: refusing to write through the symbolic link "
		    "%.*s", orig, (int)n, name);
		return NULL;
	}
	return name;
}

/* ---- extraction (-i and -p) ---- */

/* Where the data of an entry comes from: the archive, or a file (-p). */
struct source {
	struct cpio_reader *r;
	int		fd;
	unsigned long long left;
};

static ssize_t
src_read(struct source *s, char *buf, size_t n)
{
	ssize_t k;

	n = MIN(n, s->left);
	if (!n)
		return 0;
	if (s->r)
		k = cpio_read_data(s->r, buf, n);
	else if ((k = read(s->fd, buf, n)) < 0)
		return -1;
	s->left -= k;
	if (!k)
		s->left = 0;
	return k;
}

static void
set_owner_mode(struct cpio *c, const char *name, int fd,
    const struct cpio_hdr *h)
{
	bool own = c->root && !OPT(&c->o, F_no_preserve_owner);

	if (own && (fd >= 0 ? fchown(fd, h->uid, h->gid) :
	    lchown(name, h->uid, h->gid)) < 0)
		perror_msg("%s: cannot change ownership", name);
	if (S_ISLNK(h->mode))
		return;
	if ((fd >= 0 ? fchmod(fd, h->mode & 07777) :
	    chmod(name, h->mode & 07777)) < 0)
		perror_msg("%s: cannot change mode", name);
}

static void
set_time(struct cpio *c, const char *name, int fd, const struct cpio_hdr *h)
{
	struct timespec ts[2] = {
		{ .tv_sec = h->mtime }, { .tv_sec = h->mtime }
	};

	if (!OPT(&c->o, F_m))
		return;
	if ((fd >= 0 ? futimens(fd, ts) :
	    utimensat(AT_FDCWD, name, ts, AT_SYMLINK_NOFOLLOW)) < 0)
		perror_msg("%s: cannot set time", name);
}

/*
 * Copy the entry's data into fd; errors are reported. false after a
 * write error; a truncated archive's part is kept, as GNU cpio keeps it.
 */
static bool
copy_data(struct source *s, int fd, const char *name)
{
	static char buf[65536];
	ssize_t n;

	while ((n = src_read(s, buf, sizeof(buf))) > 0)
		if (write_full(fd, buf, n) < 0) {
			perror_msg("%s: write error", name);
			return false;
		}
	if (n < 0)
		perror_msg("%s: read error", name);
	return true;
}

static struct link *
find_link(struct cpio *c, const struct cpio_hdr *h)
{
	struct link *l;

	for (l = c->links; l; l = l->next)
		if (l->ino == h->ino && l->maj == h->dev_major &&
		    l->min == h->dev_minor)
			return l;
	return NULL;
}

static void
add_link(struct cpio *c, const struct cpio_hdr *h, const char *name)
{
	struct link *l = xzalloc(sizeof(*l));

	l->maj = h->dev_major, l->min = h->dev_minor, l->ino = h->ino;
	l->name = xstrdup(name);
	l->next = c->links;
	c->links = l;
}

static struct later *
add_later(struct later **list, const char *name, const struct cpio_hdr *h)
{
	struct later *l = xzalloc(sizeof(*l));

	l->name = xstrdup(name);
	l->h = *h;
	l->h.name = l->name;
	l->next = *list;
	*list = l;
	return l;
}

/*
 * Make room for name: true if an entry may be created there. An existing
 * directory stays for a directory entry; anything else is removed when
 * older than the entry, or with -u.
 */
static bool
clear_way(struct cpio *c, const char *name, const struct cpio_hdr *h)
{
	struct stat st;

	if (lstat(name, &st) < 0)
		return true;
	if (S_ISDIR(st.st_mode) && S_ISDIR(h->mode))
		return true;
	if (!OPT(&c->o, F_u) && st.st_mtime >= (time_t)h->mtime) {
		fprintf(stderr, "%s: %s not created: newer or same age version "
		    "exists\n", applet_name, name);
		return false;
	}
	if ((S_ISDIR(st.st_mode) ? rmdir(name) : unlink(name)) < 0) {
		perror_msg("%s: cannot remove", name);
		return false;
	}
	return true;
}

static void
make_parents(struct cpio *c, const char *name)
{
	const char *slash;
	char *dir;

	if (!OPT(&c->o, F_d) || !(slash = strrchr(name, '/')))
		return;
	dir = xstrndup(name, slash - name);
	if (*dir && mkpath(dir, 0777, 0777, NULL, NULL) < 0)
		perror_msg("%s: cannot create directory", dir);
	free(dir);
}

static bool
same_inode(const struct cpio_hdr *a, const struct cpio_hdr *b)
{
	return a->ino == b->ino && a->dev_major == b->dev_major &&
	    a->dev_minor == b->dev_minor;
}

/* Take the first deferred link (-i) of h's inode off the list. */
static struct later *
take_defer(struct cpio *c, const struct cpio_hdr *h)
{
	struct later **p, **first = NULL;
	struct later *l;

	/* the list is newest first: the last match is the earliest */
	for (p = &c->idefer; *p; p = &(*p)->next)
		if (same_inode(&(*p)->h, h))
			first = p;
	if (!first)
		return NULL;
	l = *first;
	*first = l->next;
	return l;
}

static void
free_later(struct later *l)
{
	free(l->name);
	free(l->target);
	free(l);
}

/* Hard link name to the file made from the archive or copied before. */
static void
make_link(struct cpio *c, const char *old, const char *name,
    const struct cpio_hdr *h)
{
	if (!clear_way(c, name, h))
		return;
	if (link(old, name) < 0)
		perror_msg("%s: cannot link to %s", name, old);
	else if (OPT(&c->o, F_v))
		fprintf(stderr, "%s: %s linked to %s\n", applet_name, old,
		    name);
}

static void
extract_file(struct cpio *c, const char *name, const struct cpio_hdr *h,
    struct source *s)
{
	struct link *l = NULL;
	struct later *d;
	int fd;

	if (h->nlink > 1 && (l = find_link(c, h))) {
		if (link(l->name, name) < 0) {
			perror_msg("%s: cannot link to %s", name, l->name);
			return;
		}
		if (OPT(&c->o, F_v))
			fprintf(stderr, "%s: %s linked to %s\n", applet_name,
			    l->name, name);
		/* odc gives each link the data: the last copy wins */
		if (!h->size || !s->r)
			return;
		fd = open(name, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC);
	} else {
		fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
		    O_CLOEXEC, 0600);
	}
	if (fd < 0) {
		perror_msg("%s: Cannot open", name);
		return;
	}
	/*
	 * Stricter than GNU cpio, which keeps what it wrote: a file cut
	 * short by a write error or a signal is removed (partial.c), as
	 * a file of the right name but not the right content would pass
	 * for extracted.
	 */
	partial_set(name);
	if (!copy_data(s, fd, name)) {
		close(fd);
		partial_drop();
		return;
	}
	if (!l) {
		set_owner_mode(c, name, fd, h);
		if (h->nlink > 1)
			add_link(c, h, name);
	}
	set_time(c, name, fd, h);
	if (close(fd) < 0) {
		perror_msg("%s: write error", name);
		partial_drop();
		return;
	}
	partial_set(NULL);
	/* newc and crc: the names written before the data are links to it */
	while (!l && h->nlink > 1 && (d = take_defer(c, h))) {
		make_link(c, name, d->name, &d->h);
		free_later(d);
	}
}

/* Create name from h, with its data from s. */
static void
extract(struct cpio *c, const char *name, const struct cpio_hdr *h,
    struct source *s)
{
	unsigned long mode = h->mode;
	char *target;
	ssize_t n;

	make_parents(c, name);
	if (S_ISLNK(mode)) {
		if (h->size >= PATH_MAX) {
			error_msg("%s: symbolic link target too long", name);
			return;
		}
		target = xmalloc(h->size + 1);
		n = src_read(s, target, h->size);
		target[n < 0 ? 0 : n] = 0;
		add_later(&c->slinks, name, h)->target = target;
		if (OPT(&c->o, F_v))
			fprintf(stderr, "%s\n", name);
		return;
	}
	if (S_ISDIR(mode)) {
		/* as GNU: the directory we extract into keeps its mode */
		if (strcmp(name, ".")) {
			if (!clear_way(c, name, h))
				return;
			if (mkdir(name, 0700) < 0 && errno != EEXIST) {
				perror_msg("%s: cannot make directory", name);
				return;
			}
			add_later(&c->dirs, name, h);
		}
	} else if (!clear_way(c, name, h)) {
		return;
	} else if (S_ISREG(mode)) {
		extract_file(c, name, h, s);
	} else if (S_ISCHR(mode) || S_ISBLK(mode) || S_ISFIFO(mode) ||
	    S_ISSOCK(mode)) {
		if (mknod(name, mode & ~07777, makedev(h->rdev_major,
		    h->rdev_minor)) < 0) {
			perror_msg("%s: Cannot mknod", name);
			return;
		}
		set_owner_mode(c, name, -1, h);
		set_time(c, name, -1, h);
	} else {
		error_msg("%s: unknown file type %06lo", name, mode);
		return;
	}
	if (OPT(&c->o, F_v) && !c->no_v)
		fprintf(stderr, "%s\n", name);
}

/* Symbolic links, then directory modes and times (deepest first). */
static void
finish(struct cpio *c)
{
	struct later *l, *rev = NULL, *next;
	size_t n;

	/* in archive order, each checked against the links made before it */
	for (l = c->slinks; l; l = next) {
		next = l->next;
		l->next = rev;
		rev = l;
	}
	c->slinks = rev;
	for (l = c->slinks; l; l = l->next) {
		if ((n = member_guard_check(&c->guard, l->name))) {
			error_msg("%s: refusing to write through the symbolic "
			    "link %.*s", l->name, (int)n, l->name);
			continue;
		}
		if (!clear_way(c, l->name, &l->h))
			continue;
		if (symlink(l->target, l->name) < 0) {
			perror_msg("%s: Cannot symlink to %s", l->name,
			    l->target);
			continue;
		}
		member_guard_add(&c->guard, l->name);
		set_owner_mode(c, l->name, -1, &l->h);
		set_time(c, l->name, -1, &l->h);
	}
	for (l = c->dirs; l; l = l->next) {
		set_owner_mode(c, l->name, -1, &l->h);
		set_time(c, l->name, -1, &l->h);
	}
}

static bool
matches(struct cpio *c, const char *name)
{
	char **p;
	bool m = !*c->pats;

	for (p = c->pats; *p && !m; p++)
		m = !fnmatch(*p, name, 0);
	return m != OPT(&c->o, F_f);
}

/*
 * newc and crc store the data of a multiply linked file with its last
 * name, the others with size 0: those wait (-i) until the data comes,
 * and become links to it. An entry whose data is for such waiting names
 * gives it to them even when it does not match the patterns itself. Names
 * still waiting at the end are made as empty files, as GNU does.
 */
static bool
wait_for_data(struct cpio *c, const struct cpio_hdr *h)
{
	const char *name;

	if (OPT(&c->o, F_t) || h->format == CPIO_ODC || !S_ISREG(h->mode) ||
	    h->nlink < 2 || h->size || find_link(c, h))
		return false;
	if ((name = safe_name(c, h->name))) {
		add_later(&c->idefer, name, h);
		if (OPT(&c->o, F_v))
			fprintf(stderr, "%s\n", name);
	}
	return true;
}

static void
copy_in(struct cpio *c, int fd, const char *what)
{
	struct cpio_reader *r = xzalloc(sizeof(*r));
	struct cpio_hdr h = { 0 }, dh;
	struct source s = { .r = r, .fd = -1 };
	const char *name;
	struct later *d;
	char *target;

	r->fd = fd;
	r->what = what;
	r->format = -1;
	/* a compressed archive (any format gz reads) is expanded here */
	r->gz = gz_open_read_flags(fd, what, GZ_F_ANY | GZ_CAT);
	while (cpio_read_header(r, &h)) {
		if (c->format >= 0 && h.format != c->format)
			fatal("%s: not in %s format", what, c->o.arg[S_H].s);
		s.left = h.size;
		name = NULL;
		if (!matches(c, h.name)) {
			if (OPT(&c->o, F_t) || !S_ISREG(h.mode) || !h.size ||
			    !(d = take_defer(c, &h)))
				continue;
			/* the data of names that matched */
			dh = h;
			dh.name = d->name;
			c->no_v = true;
			extract(c, d->name, &dh, &s);
			c->no_v = false;
			name = h.name;
			h.name = d->name;
			d->name = (char *)name;
			free_later(d);
			name = h.name;
		} else if (wait_for_data(c, &h)) {
			continue;
		} else if (OPT(&c->o, F_t)) {
			target = NULL;
			if (OPT(&c->o, F_v) && S_ISLNK(h.mode) &&
			    h.size < PATH_MAX) {
				target = xzalloc(h.size + 1);
				cpio_read_data(r, target, h.size);
			}
			if (OPT(&c->o, F_v))
				list_long(c, &h, target);
			else
				printf("%s\n", h.name);
			free(target);
		} else if ((name = safe_name(c, h.name))) {
			extract(c, name, &h, &s);
		}
		/* GNU sums regular files only; its symlinks have 0 */
		if (h.format == CPIO_CRC && name && S_ISREG(h.mode)) {
			cpio_skip_data(r);
			if (r->sum != h.check)	/* a warning, in GNU */
				fprintf(stderr, "%s: %s: checksum error (0x%x, "
				    "should be 0x%x)\n", applet_name, name,
				    r->sum, h.check);
		}
	}
	free(h.name);
	c->bytes = r->off;
	gz_close(r->gz);
	free(r);
	/* waiting names whose data never came */
	while ((d = c->idefer)) {
		while (d->next)
			d = d->next;
		d = take_defer(c, &d->h);
		s.left = 0;
		c->no_v = true;
		extract(c, d->name, &d->h, &s);
		c->no_v = false;
		free_later(d);
	}
	finish(c);
}

/* ---- copy-out (-o) ---- */

static bool
next_name(struct cpio *c, char **line, size_t *cap)
{
	int delim = OPT(&c->o, F_0) ? 0 : '\n';
	ssize_t n = getdelim(line, cap, delim, stdin);

	if (n < 0)
		return false;
	if (n && (*line)[n - 1] == delim)
		(*line)[n - 1] = 0;
	return true;
}

static void
hdr_from_stat(struct cpio *c, struct cpio_hdr *h, const char *name,
    const struct stat *st)
{
	memset(h, 0, sizeof(*h));
	h->name = (char *)name;
	h->ino = st->st_ino;
	h->mode = st->st_mode;
	h->uid = c->uid >= 0 ? (unsigned long)c->uid : st->st_uid;
	h->gid = c->gid >= 0 ? (unsigned long)c->gid : st->st_gid;
	h->nlink = st->st_nlink;
	h->mtime = st->st_mtime;
	h->size = S_ISREG(st->st_mode) || S_ISLNK(st->st_mode) ?
	    (unsigned long long)st->st_size : 0;
	h->dev_major = major(st->st_dev);
	h->dev_minor = minor(st->st_dev);
	if (S_ISCHR(st->st_mode) || S_ISBLK(st->st_mode)) {
		h->rdev_major = major(st->st_rdev);
		h->rdev_minor = minor(st->st_rdev);
	}
}

/* name: as given, for messages */
static bool
write_hdr(struct cpio *c, struct cpio_hdr *h, const char *name)
{
	if (cpio_write_header(c->w, h) < 0) {
		perror_msg("%s", name);
		return false;
	}
	return true;
}

/* Sum the file's bytes, for the crc format; -1 if it cannot be read. */
static int
file_sum(const char *name, unsigned long long size, unsigned *sum)
{
	static unsigned char buf[65536];
	ssize_t n, i;
	int fd = open(name, O_RDONLY | O_CLOEXEC);

	*sum = 0;
	if (fd < 0)
		return -1;
	while (size && (n = read(fd, buf, MIN(size, sizeof(buf)))) > 0) {
		for (i = 0; i < n; i++)
			*sum += buf[i];
		size -= n;
	}
	close(fd);
	return 0;
}

/* Write size bytes of fd; a file that shrank is padded with zeros. */
static void
write_fd_data(struct cpio *c, int fd, const char *name,
    unsigned long long left)
{
	static char buf[65536];
	ssize_t n;

	for (; left; left -= n) {
		n = read(fd, buf, MIN(left, sizeof(buf)));
		if (n <= 0) {
			if (n < 0)
				perror_msg("%s: read error", name);
			else
				error_msg("File %s shrunk by %llu bytes, "
				    "padding with zeros", name, left);
			memset(buf, 0, sizeof(buf));
			for (; left; left -= n) {
				n = MIN(left, sizeof(buf));
				cpio_write_data(c->w, buf, n);
			}
			return;
		}
		cpio_write_data(c->w, buf, n);
	}
}

/* The name in the archive: as GNU, without leading "./" */
static const char *
archive_name(const char *name)
{
	const char *p = name;

	while (p[0] == '.' && p[1] == '/') {
		for (p += 2; *p == '/'; p++)
			;
	}
	return *p ? p : p == name ? p : ".";
}

/* One entry: header, then the file's data or the link's target. */
static void
write_entry(struct cpio *c, const char *name, const struct stat *st,
    bool with_data, unsigned long num)
{
	char target[PATH_MAX];
	struct cpio_hdr h;
	ssize_t n;
	int fd = -1;

	hdr_from_stat(c, &h, archive_name(name), st);
	if (!with_data)
		h.size = 0;
	if (OPT(&c->o, F_renumber_inodes))
		h.ino = num;
	if (S_ISLNK(st->st_mode)) {
		n = readlink(name, target, sizeof(target));
		if (n < 0 || n == sizeof(target)) {
			perror_msg("%s: Cannot read link", name);
			return;
		}
		h.size = n;	/* its check stays 0 in crc, as GNU writes */
		if (write_hdr(c, &h, name)) {
			cpio_write_data(c->w, target, n);
			cpio_end_data(c->w);
		}
		return;
	}
	if (S_ISREG(st->st_mode) && h.size) {
		fd = open(name, O_RDONLY | O_CLOEXEC);
		if (fd < 0 || (c->w->format == CPIO_CRC &&
		    file_sum(name, h.size, &h.check) < 0)) {
			perror_msg("%s: Cannot open", name);
			if (fd >= 0)
				close(fd);
			return;
		}
	}
	if (write_hdr(c, &h, name)) {
		if (fd >= 0)
			write_fd_data(c, fd, name, h.size);
		cpio_end_data(c->w);
	}
	if (fd >= 0)
		close(fd);
}

/*
 * A regular file with more links: its names wait until all links are
 * seen; then the others are written with size 0 and the last with data.
 */
static void
write_defer(struct cpio *c, struct defer *d)
{
	unsigned long i;

	for (i = 0; i + 1 < d->seen; i++)
		write_entry(c, d->names[i], &d->st, false, d->num);
	write_entry(c, d->names[d->seen - 1], &d->st, true, d->num);
	for (i = 0; i < d->seen; i++)
		free(d->names[i]);
	free(d->names);
	d->names = NULL;
	d->seen = 0;
}

/* The record of a multiply linked inode; numbered when first seen. */
static struct defer *
find_defer(struct cpio *c, const struct stat *st)
{
	struct defer *d;

	for (d = c->defers; d; d = d->next)
		if (d->st.st_dev == st->st_dev && d->st.st_ino == st->st_ino)
			return d;
	d = xzalloc(sizeof(*d));
	d->st = *st;
	d->num = c->next_ino++;
	d->next = c->defers;
	c->defers = d;
	return d;
}

static void
deferred(struct cpio *c, struct defer *d, const char *name)
{
	d->names = xrealloc(d->names, d->seen + 1, sizeof(char *));
	d->names[d->seen++] = xstrdup(name);
	if (d->seen >= d->st.st_nlink)
		write_defer(c, d);
}

/* Entries of a gen_init_cpio list (--entries). */
static void
write_list(struct cpio *c, const char *file)
{
	struct cpio_list_ent e = { 0 };
	const char *env = getenv("SOURCE_DATE_EPOCH");
	time_t now = env ? (time_t)xatoll_range(env, 0, 0xffffffffLL) :
	    time(NULL);
	FILE *f = strcmp(file, "-") ? fopen(file, "r") : stdin;
	struct stat st;
	int fd = -1;

	if (!f)
		pfatal("%s", file);
	while (cpio_list_next(f, file, &e)) {
		e.h.mtime = now;
		e.h.ino = c->next_ino++;
		if (e.src) {
			fd = open(e.src, O_RDONLY | O_CLOEXEC);
			if (fd < 0 || fstat(fd, &st) < 0)
				pfatal("%s:%d: %s", file, e.lineno, e.src);
			if (!S_ISREG(st.st_mode))
				fatal("%s:%d: %s: not a regular file", file,
				    e.lineno, e.src);
			e.h.size = st.st_size;
			if (c->w->format == CPIO_CRC &&
			    file_sum(e.src, e.h.size, &e.h.check) < 0)
				pfatal("%s", e.src);
		}
		if (e.target) {
			e.h.size = strlen(e.target);
		}
		if (!write_hdr(c, &e.h, e.h.name))
			xexit(2);
		if (OPT(&c->o, F_v))
			fprintf(stderr, "%s\n", e.h.name);
		if (e.target)
			cpio_write_data(c->w, e.target, e.h.size);
		if (fd >= 0) {
			write_fd_data(c, fd, e.src, e.h.size);
			close(fd);
			fd = -1;
		}
		cpio_end_data(c->w);
	}
	if (f != stdin)
		fclose(f);
	free(e.line);
}

static void
copy_out(struct cpio *c, int fd)
{
	struct cpio_writer *w = xzalloc(sizeof(*w));
	struct defer *d;
	struct stat st;
	char *line = NULL;
	size_t cap = 0;
	int r;

	w->fd = fd;
	w->format = c->format >= 0 ? c->format : CPIO_NEWC;
	c->w = w;
	while (next_name(c, &line, &cap)) {
		if (!*line)
			continue;
		r = OPT(&c->o, F_L) ? stat(line, &st) : lstat(line, &st);
		if (r < 0) {
			perror_msg("%s: Cannot stat", line);
			continue;
		}
		if (OPT(&c->o, F_v))
			fprintf(stderr, "%s\n", line);
		d = !S_ISDIR(st.st_mode) && st.st_nlink > 1 ?
		    find_defer(c, &st) : NULL;
		if (d && S_ISREG(st.st_mode) && w->format != CPIO_ODC)
			deferred(c, d, line);
		else
			write_entry(c, line, &st, true,
			    d ? d->num : c->next_ino++);
	}
	free(line);
	/* links whose other names were not listed */
	for (d = c->defers; d; d = d->next)
		if (d->seen)
			write_defer(c, d);
	if (OPT(&c->o, F_entries))
		write_list(c, c->o.arg[S_entries].s);
	cpio_write_trailer(w, 512);
	c->bytes = w->off;
	free(w);
}

/* ---- copy-pass (-p) ---- */

static void
pass_one(struct cpio *c, const char *src, const char *dest,
    const struct stat *st)
{
	struct source s = { .fd = -1 };
	struct cpio_hdr h;
	char *t;
	ssize_t n;

	hdr_from_stat(c, &h, dest, st);
	if (OPT(&c->o, F_l) && !S_ISDIR(st->st_mode)) {
		make_parents(c, dest);
		if (!clear_way(c, dest, &h))
			return;
		if (link(src, dest) == 0) {
			if (OPT(&c->o, F_v))
				fprintf(stderr, "%s\n", dest);
			return;
		}
	}
	if (S_ISLNK(st->st_mode)) {
		t = xmalloc(PATH_MAX);
		n = readlink(src, t, PATH_MAX - 1);
		if (n < 0) {
			perror_msg("%s: Cannot read link", src);
			free(t);
			return;
		}
		t[n] = 0;
		make_parents(c, dest);
		add_later(&c->slinks, dest, &h)->target = t;
		if (OPT(&c->o, F_v))
			fprintf(stderr, "%s\n", dest);
		return;
	}
	if (S_ISREG(st->st_mode)) {
		s.fd = open(src, O_RDONLY | O_CLOEXEC);
		if (s.fd < 0) {
			perror_msg("%s: Cannot open", src);
			return;
		}
	}
	/* copies of one inode's names are linked to each other again */
	s.left = h.size;
	extract(c, dest, &h, &s);
	c->bytes += h.size;
	if (s.fd >= 0)
		close(s.fd);
}

static void
copy_pass(struct cpio *c)
{
	struct stat st;
	char *line = NULL, *dest;
	const char *name;
	size_t cap = 0;
	int r;

	while (next_name(c, &line, &cap)) {
		if (!*line)
			continue;
		r = OPT(&c->o, F_L) ? stat(line, &st) : lstat(line, &st);
		if (r < 0) {
			perror_msg("%s: Cannot stat", line);
			continue;
		}
		for (name = line; *name == '/'; name++)
			;
		if (!strcmp(name, ".") || !strcmp(name, "./"))
			continue;	/* DIR itself, as GNU */
		if (member_dotdot(name)) {
			error_msg("%s: refusing a name with '..'", line);
			continue;
		}
		dest = *name ? join_path(c->dest, name) : xstrdup(c->dest);
		pass_one(c, line, dest, &st);
		free(dest);
	}
	free(line);
	finish(c);
}

/* -R USER[:GROUP], USER: (the user's login group), :GROUP; names or ids */
static void
parse_owner(struct cpio *c, const char *s)
{
	char *u = xstrdup(s), *g = u + strcspn(u, ":.");
	bool sep = *g;
	long long v;
	uid_t uid;
	gid_t gid;

	*g = 0;
	if (sep)
		g++;
	if (*u) {
		if (name_to_uid(u, &uid) == 0)
			c->uid = uid;
		else if (atoll_range(u, 0, 0xffffffffLL, &v) == 0)
			c->uid = v;
		else
			usage_exit("%s: invalid user", s);
		if (sep && !*g && user_gid(u, &gid) == 0)
			c->gid = gid;
		else if (sep && !*g)
			usage_exit("%s: cannot get the login group of %s", s,
			    name_to_uid(u, &uid) ? "a numeric UID" : "the user");
	}
	if (*g) {
		if (name_to_gid(g, &gid) == 0)
			c->gid = gid;
		else if (atoll_range(g, 0, 0xffffffffLL, &v) == 0)
			c->gid = v;
		else
			usage_exit("%s: invalid group", s);
	}
	free(u);
}

int
cpio_main(int argc, char **argv)
{
	struct cpio *c = xzalloc(sizeof(*c));
	const char *file = NULL, *f;
	unsigned long long b;
	struct stat st;
	int modes, fd;

	(void)argc;
	argv = getopts(&c->o, OPTS_cpio, argv);
	c->uid = c->gid = -1;
	c->root = geteuid() == 0;
	c->pats = argv;
	if (OPT(&c->o, F_t))
		c->o.seen |= F_i;
	modes = !!OPT(&c->o, F_i) + !!OPT(&c->o, F_o) + !!OPT(&c->o, F_p);
	if (modes != 1)
		usage_exit(modes ? "only one of -i, -o, -p may be given" :
		    "one of -i, -o, -p or -t is needed");
	c->format = OPT(&c->o, F_c) ? CPIO_ODC : -1;
	if (OPT(&c->o, F_H)) {
		f = c->o.arg[S_H].s;
		if (!strcasecmp(f, "newc"))
			c->format = CPIO_NEWC;
		else if (!strcasecmp(f, "crc"))
			c->format = CPIO_CRC;
		else if (!strcasecmp(f, "odc"))
			c->format = CPIO_ODC;
		else
			usage_exit("unsupported archive format '%s'", f);
	}
	if (OPT(&c->o, F_p) && c->o.argc != 1)
		usage_exit(c->o.argc ? "extra operand '%s'" :
		    "missing destination directory", argv[1]);
	if (OPT(&c->o, F_o) && c->o.argc)
		usage_exit("extra operand '%s'", argv[0]);
	if (OPT(&c->o, F_F))
		file = c->o.arg[S_F].s;
	if (OPT(&c->o, F_R))
		parse_owner(c, c->o.arg[S_R].s);
	if (OPT(&c->o, F_D) && chdir(c->o.arg[S_D].s) < 0)
		pfatal("cannot change to directory '%s'", c->o.arg[S_D].s);
	if (OPT(&c->o, F_i)) {
		fd = file ? open(file, O_RDONLY | O_CLOEXEC) : 0;
		if (fd < 0)
			pfatal("Cannot open %s", file);
		partial_begin();
		copy_in(c, fd, file ? file : "standard input");
		partial_end();
	} else if (OPT(&c->o, F_o)) {
		fd = file ? open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
		    0666) : 1;
		if (fd < 0)
			pfatal("Cannot open %s", file);
		/* -F's archive is removed if it cannot be finished */
		partial_begin();
		if (file && fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
			partial_set(file);
		copy_out(c, fd);
		if (file && close(fd) < 0)
			pfatal("%s: write error", file);
		partial_end();
	} else {
		c->dest = argv[0];
		partial_begin();
		copy_pass(c);
		partial_end();
	}
	if (!OPT(&c->o, F_quiet)) {
		b = (c->bytes + 511) / 512;
		fflush(stdout);
		fprintf(stderr, "%llu block%s\n", b, b == 1 ? "" : "s");
	}
	return exit_status ? 2 : 0;
}
