/*
 * path.c - path names: last component, joining, creating parents
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#include <sys/random.h>
#include <time.h>

/* The part after the last '/', without modifying the string. */
const char *
base_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

/*
 * The length of path's directory part as dirname(1) has it: trailing
 * slashes, the last component and the slashes before it cut, but never
 * the first character ("/" stays). 0 when there is no slash at all.
 */
size_t
dir_len(const char *path)
{
	size_t n = strlen(path);

	while (n > 1 && path[n - 1] == '/')
		n--;
	while (n && path[n - 1] != '/')
		n--;
	while (n > 1 && path[n - 1] == '/')
		n--;
	return n;
}

char *
join_path(const char *dir, const char *name)
{
	size_t n = strlen(dir);

	while (*name == '/')
		name++;
	if (n && dir[n - 1] == '/')
		return xasprintf("%s%s", dir, name);
	return xasprintf("%s/%s", dir, name);
}

/*
 * mkdir -p: create every missing component of path, parents with mode
 * parent_mode and the last with mode (both still under the umask). An
 * existing directory is fine; an existing non-directory is ENOTDIR or
 * EEXIST. created() hears of each directory we made. Returns 0 when the
 * last component was made, 1 when it existed already, -1 with errno set
 * and, when failed is not NULL, *failed the length of the failing prefix.
 */
int
mkpath(const char *path, mode_t mode, mode_t parent_mode,
    void (*created)(const char *), int *failed)
{
	char *buf = xstrdup(path), *p = buf;
	struct stat st;
	int r = -1, err;
	bool last;

	for (;;) {
		while (*p == '/')
			p++;
		p += strcspn(p, "/");
		last = !p[strspn(p, "/")];
		*p = 0;
		if (mkdir(buf, last ? mode : parent_mode) == 0) {
			if (created)
				created(buf);
			r = 0;
		} else {
			err = errno;
			if (stat(buf, &st) < 0 || !S_ISDIR(st.st_mode)) {
				errno = err == EEXIST && !last ? ENOTDIR : err;
				if (failed)
					*failed = p - buf;
				r = -1;
				break;
			}
			r = 1;
		}
		if (last)
			break;
		*p++ = '/';
	}
	err = errno;
	free(buf);
	errno = err;
	return r;
}

/*
 * Archive member names (tar, cpio). An extracted name must stay inside the
 * target directory: member_name() strips leading '/' (GNU's notice is the
 * caller's) and member_dotdot() finds '..' components, which we refuse
 * rather than strip. A member must also never be written through a
 * symlink that an earlier member of the same archive made (the classic
 * "dir -> /etc, then dir/passwd" escape), and a hard link's target obeys
 * the same two rules. The guard remembers each symlink we created by
 * device and inode (so "./l", "a/../l" or a pre-existing alias of the
 * directory all name the same one) and checks every proper prefix of a
 * path with lstat(2); while no symlink was made it costs nothing.
 */

/* The name without its leading slashes; *stripped says whether any were. */
const char *
member_name(const char *name, bool *stripped)
{
	const char *s = name;

	while (*s == '/')
		s++;
	if (stripped)
		*stripped = s != name;
	return s;
}

/* Does name have a ".." component? */
bool
member_dotdot(const char *name)
{
	const char *s = name;

	for (;;) {
		if (s[0] == '.' && s[1] == '.' && (!s[2] || s[2] == '/'))
			return true;
		s = strchr(s, '/');
		if (!s)
			return false;
		s++;
	}
}

static size_t
guard_slot(const struct member_guard *g, dev_t dev, ino_t ino)
{
	size_t i = ((size_t)ino * 2654435761u ^ (size_t)dev) & (g->cap - 1);

	while (g->v[i].used && (g->v[i].dev != dev || g->v[i].ino != ino))
		i = (i + 1) & (g->cap - 1);
	return i;
}

/* Remember the symlink just created at path. */
void
member_guard_add(struct member_guard *g, const char *path)
{
	struct member_guard_ent *old = g->v;
	size_t i, oldcap = g->cap;
	struct stat st;

	if (lstat(path, &st) < 0 || !S_ISLNK(st.st_mode))
		return;
	if (2 * (g->n + 1) > g->cap) {
		g->cap = g->cap ? 2 * g->cap : 64;
		g->v = xzalloc(g->cap * sizeof(*g->v));
		for (i = 0; i < oldcap; i++)
			if (old[i].used)
				g->v[guard_slot(g, old[i].dev, old[i].ino)] =
				    old[i];
		free(old);
	}
	i = guard_slot(g, st.st_dev, st.st_ino);
	if (!g->v[i].used)
		g->n++;
	g->v[i].used = true;
	g->v[i].dev = st.st_dev;
	g->v[i].ino = st.st_ino;
}

/*
 * 0 when no proper prefix of path is a symlink this archive created;
 * otherwise the length of the first such prefix.
 */
size_t
member_guard_check(const struct member_guard *g, const char *path)
{
	char buf[PATH_MAX];
	struct stat st;
	size_t len = strlen(path), i;

	if (!g->n)
		return 0;
	if (len >= sizeof(buf))
		len = sizeof(buf) - 1;
	memcpy(buf, path, len);
	buf[len] = 0;
	for (i = 1; i < len; i++) {
		if (buf[i] != '/' || buf[i - 1] == '/')
			continue;
		buf[i] = 0;
		if (lstat(buf, &st) == 0 && S_ISLNK(st.st_mode) &&
		    g->v[guard_slot(g, st.st_dev, st.st_ino)].used)
			return i;
		buf[i] = '/';
	}
	return 0;
}

void
member_guard_free(struct member_guard *g)
{
	free(g->v);
	memset(g, 0, sizeof(*g));
}

/*
 * canonical_path: the absolute name of path with no ".", ".." or symlink
 * in it, for readlink -f/-e/-m, realpath and ln -r; malloc'd, or NULL
 * with errno set. The low bits of mode say what must exist, as GNU's
 * readlink and realpath take it: CANON_EXIST every component,
 * CANON_PARENT all but the last (which may be missing, but nothing else),
 * CANON_MISSING nothing (errors just leave the rest as it is written).
 * A component followed by '/' must be a directory. CANON_NOLINKS leaves
 * symlinks alone: ".." then removes the component before it, which must
 * stat as a directory, and only the whole name is checked at the end.
 * CANON_LOGICAL does that first, then resolves what remains (realpath -L).
 * Symlinks are counted as the kernel counts them: the 41st is ELOOP (in
 * CANON_MISSING mode that link is kept as a name). No length limit but
 * memory and getcwd's.
 */
/* Drop the last component of an absolute name ("/" stays). */
static void
sb_pop(struct strbuf *b)
{
	while (b->n > 1 && b->s[b->n - 1] != '/')
		b->n--;
	if (b->n > 1)
		b->n--;
	b->s[b->n] = 0;
}

/* The target of symlink path (malloc'd), or NULL with errno. */
char *
read_link(const char *path)
{
	size_t cap = 256;
	char *buf = NULL;
	ssize_t n;

	for (;;) {
		buf = xrealloc(buf, cap, 1);
		n = readlink(path, buf, cap);
		if (n < 0) {
			free(buf);
			return NULL;
		}
		if ((size_t)n < cap)
			break;
		cap *= 2;
	}
	buf[n] = 0;
	return buf;
}

/* 0 when path stats as a directory, else -1 with errno */
static int
is_dir(const char *path)
{
	struct stat st;

	if (stat(path, &st) < 0)
		return -1;
	if (!S_ISDIR(st.st_mode))
		return errno = ENOTDIR, -1;
	return 0;
}

/*
 * Does what follows a component (from its '/' on) need it to be a
 * directory: a trailing '/', or "/." at the end or "/.." anywhere next?
 */
static bool
dir_needed(const char *s)
{
	if (!*s)
		return false;
	for (;;) {
		s += strspn(s, "/");
		if (!*s)
			return true;
		if (s[0] != '.')
			return false;
		if (s[1] == '.' && (!s[2] || s[2] == '/'))
			return true;
		if (s[1] && s[1] != '/')
			return false;
		s++;
	}
}

char *
canonical_path(const char *path, int mode)
{
	struct strbuf res = { 0 }, rest = { 0 };
	int how = mode & CANON_HOW, links = 0, err = 0;
	bool nolinks = mode & CANON_NOLINKS, last, slash, dir;
	struct stat st;
	size_t len, i = 0;
	char *p, *t;

	if (!*path)
		return errno = ENOENT, NULL;
	if (mode & CANON_LOGICAL) {
		t = canonical_path(path,
		    (mode & ~CANON_LOGICAL) | CANON_NOLINKS);
		p = t ? canonical_path(t, mode & ~CANON_LOGICAL) : NULL;
		err = errno;
		free(t);
		errno = err;
		return p;
	}
	if (*path != '/') {
		if (!(t = getcwd(NULL, 0)))
			return NULL;
		strbuf_add(&res, t, strlen(t));
		free(t);
	} else {
		strbuf_add(&res, "/", 1);
	}
	strbuf_add(&rest, path, strlen(path));
	while (i < rest.n) {
		p = rest.s + i;
		if (*p == '/') {
			i++;
			continue;
		}
		len = strcspn(p, "/");
		i += len;
		last = !p[len + strspn(p + len, "/")];
		slash = p[len] == '/';
		if (*p == '.' && (len == 1 || (len == 2 && p[1] == '.'))) {
			if (len == 2)
				sb_pop(&res);
			continue;
		}
		if (res.n > 1)
			strbuf_add(&res, "/", 1);
		strbuf_add(&res, p, len);
		if (nolinks) {
			dir = dir_needed(p + len);
			if (how == CANON_MISSING || (!last && !dir))
				continue;
			if ((dir ? is_dir(res.s) : stat(res.s, &st)) < 0 &&
			    !(how == CANON_PARENT && errno == ENOENT && last))
				goto fail;
			continue;
		}
		if (lstat(res.s, &st) < 0) {
			if (how == CANON_MISSING ||
			    (how == CANON_PARENT && errno == ENOENT && last))
				continue;
			goto fail;
		}
		if (S_ISLNK(st.st_mode)) {
			if (++links > 40) {
				if (how == CANON_MISSING)
					continue;
				errno = ELOOP;
				goto fail;
			}
			if (!(t = read_link(res.s))) {
				if (how == CANON_MISSING)
					continue;
				goto fail;
			}
			/* the rest becomes the target, then what followed */
			len = strlen(t);
			memmove(rest.s, rest.s + i, rest.n - i + 1);
			rest.n -= i;
			strbuf_add(&rest, t, len);
			memmove(rest.s + len, rest.s, rest.n - len);
			memcpy(rest.s, t, len);
			i = 0;
			free(t);
			if (*rest.s == '/')
				res.n = 1, res.s[1] = 0;
			else
				sb_pop(&res);
			continue;
		}
		if (!S_ISDIR(st.st_mode) && (!last || slash) &&
		    how != CANON_MISSING) {
			errno = ENOTDIR;
			goto fail;
		}
	}
	free(rest.s);
	return res.s;
fail:
	err = errno;
	free(res.s);
	free(rest.s);
	errno = err;
	return NULL;
}

/*
 * The name of "to" relative to directory "from", both canonical absolute
 * names (ln -r, realpath --relative-to); malloc'd.
 */
char *
relative_path(const char *from, const char *to)
{
	struct strbuf b = { 0 };
	size_t i = 0, common = 0;

	/* the longest common prefix that ends at a component boundary */
	for (;; i++) {
		if ((!from[i] || from[i] == '/') && (!to[i] || to[i] == '/'))
			common = i;
		if (!from[i] || from[i] != to[i])
			break;
	}
	for (i = common; from[i]; i++)
		if (from[i] == '/' && from[i + 1])
			strbuf_add(&b, b.n ? "/.." : "..", b.n ? 3 : 2);
	to += common;
	while (*to == '/')
		to++;
	if (*to) {
		if (b.n)
			strbuf_add(&b, "/", 1);
		strbuf_add(&b, to, strlen(to));
	}
	if (!b.n)
		strbuf_add(&b, ".", 1);
	return b.s;
}

/*
 * Fill s[0..n-1] with random letters and digits, for temporary names
 * (mktemp, ln -f): from getrandom(2), or, where it fails, the clock.
 */
void
random_chars(char *s, size_t n)
{
	static const char set[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789";
	static uint64_t x;
	unsigned char r[32];
	struct timespec ts;
	size_t i, got = 0;

	for (i = 0; i < n; i++) {
		if (i % sizeof(r) == 0) {
			got = MIN(n - i, sizeof(r));
			if (getrandom(r, got, GRND_NONBLOCK) != (ssize_t)got) {
				clock_gettime(CLOCK_MONOTONIC, &ts);
				x = x * 6364136223846793005ULL + ts.tv_nsec +
				    getpid();
				memcpy(r, &x, MIN(got, sizeof(x)));
			}
		}
		/* 248 = 4 * 62: no bias */
		while (r[i % sizeof(r)] >= 248)
			r[i % sizeof(r)] = r[i % sizeof(r)] * 7 + 13;
		s[i] = set[r[i % sizeof(r)] % 62];
	}
}
