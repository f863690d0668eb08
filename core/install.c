/*
 * install.c - rootbox --install [-s] DIR: a link per applet under DIR
 *
 * Each applet goes to DIR/<its dir>/<name>, as make install lays it out.
 * Symbolic links are relative when this binary is DIR/bin/rootbox (so the
 * tree still works once it is the root), absolute otherwise; without -s,
 * hard links. A path that exists and is not already a link to this binary
 * is left alone, with a message (as make install does without FORCE=1).
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

static bool
same_file(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

int
install_links(const char *dir, bool symbolic)
{
	static const char *const up[] = { "", "", "../", "../" };
	char exe[PATH_MAX], *own, *path, *target;
	struct stat self, st;
	bool relative;
	unsigned i;

	if (!realpath(self_exe(), exe))
		perror_exit("can't find myself: %s", self_exe());
	if (stat(exe, &self) < 0)
		perror_exit("%s", exe);
	own = join_path(dir, "bin/rootbox");
	relative = stat(own, &st) == 0 && same_file(&st, &self);
	free(own);
	for (i = 0; i < applet_count; i++) {
		const struct applet *a = &applets[i];
		char *d = join_path(dir, install_dirs[a->dir]);

		if (mkpath(d, 0755, 0755, NULL, NULL) < 0) {
			perror_msg("can't create '%s'", d);
			free(d);
			continue;
		}
		path = join_path(d, a->name);
		free(d);
		if (stat(path, &st) == 0 && same_file(&st, &self)) {
			free(path);
			continue;
		}
		if (lstat(path, &st) == 0) {
			error_msg("not replacing '%s': not a link to rootbox",
			    path);
			free(path);
			continue;
		}
		if (!symbolic) {
			if (link(exe, path) < 0)
				perror_msg("can't link '%s'", path);
		} else {
			target = relative ? xasprintf("%s%s", up[a->dir],
			    a->dir == DIR_BIN ? "rootbox" : "../bin/rootbox") :
			    xstrdup(exe);
			if (symlink(target, path) < 0)
				perror_msg("can't link '%s'", path);
			free(target);
		}
		free(path);
	}
	return exit_status;
}
