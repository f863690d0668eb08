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
