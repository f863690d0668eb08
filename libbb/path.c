/*
 * path.c - path names: last component, joining, creating parents
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

/* The part after the last '/', without modifying the string. */
const char *
base_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
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
