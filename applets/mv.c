/*
 * mv.c - move (rename) files
 *
 * POSIX.1-2024 mv, with GNU coreutils' options, messages and exit status.
 * rename(2) where it can; across filesystems (EXDEV), the tree is copied
 * with everything cp -a keeps (libbb/copy.c), and the source is removed
 * only once the whole copy is written and closed without an error.
 * Deviation, for safety: when that copy fails (a full disk), the partial
 * destination is removed, the source stays whole; GNU mv 9 leaves the
 * partial files there. -f, -i and -n: the last one given wins. No
 * --backup, --strip-trailing-slashes or --exchange.
 *
 * applet: mv bin core
 * opts: f(force)i(interactive)n(no-clobber)T(no-target-directory)
 *	t:(target-directory)u(update)v(verbose)[-fin]
 * usage: mv [-finTuv] [-t DIR] SOURCE... DEST
 *
 *	Rename SOURCE to DEST, or move each SOURCE into the directory DEST.
 *
 *	-f, --force	Never ask before overwriting
 *	-i, --interactive	Ask before overwriting
 *	-n, --no-clobber	Never overwrite
 *	-T, --no-target-directory	DEST is never a directory to move into
 *	-t, --target-directory DIR	Move every SOURCE into DIR
 *	-u, --update	Only replace a destination older than its source
 *	-v, --verbose	Say what is moved
 * SPDX-License-Identifier: MIT
 */
#define FOR_mv
#include "libbb.h"

static const char *
q(const char *s)
{
	return quote(s, QUOTE_SHELL_ESCAPE_ALWAYS);
}

/* Remove a tree, deepest first; ctx: say so (-v) */
static int
rm_ent(struct walk_ent *e, void *ctx)
{
	bool dir = e->type == WALK_POST;

	if (e->type == WALK_PRE)
		return WALK_CONTINUE;
	if (e->type == WALK_NS || e->type == WALK_DNR) {
		errno = e->err;
		perror_msg("cannot remove %s", q(e->path));
	} else if (unlinkat(e->dirfd, e->name, dir ? AT_REMOVEDIR : 0)) {
		perror_msg("cannot remove %s", q(e->path));
	} else if (ctx) {
		printf("removed %s%s\n", dir ? "directory " : "", q(e->path));
	}
	return WALK_CONTINUE;
}

/* across filesystems: copy, then remove the source (or the copy) */
static void
move_copy(struct copy *c, const char *src, const char *dst, bool verbose)
{
	struct stat st;

	/* the target is replaced, not written through (if a symlink) */
	if (!lstat(dst, &st) && (S_ISDIR(st.st_mode) ? rmdir(dst) :
	    unlink(dst))) {
		perror_msg("inter-device move failed: %s to %s; unable to "
		    "remove target", q(src), q(dst));
		return;
	}
	/* a signal removes the file being copied, the source stays */
	partial_begin();
	if (copy_tree(c, src, dst)) {
		partial_end();
		/* a lone file was removed already (partial.c) */
		if (!lstat(dst, &st))
			walk(dst, 0, rm_ent, NULL);
		return;
	}
	partial_end();
	walk(src, 0, rm_ent, verbose ? c : NULL);
}

int
mv_main(int argc, char **argv)
{
	struct copy c = { 0 };
	struct stat ss, ds;
	struct opts o;
	const char *target;
	char *dst;
	bool intodir, exists;
	int i, n;

	(void)argc;
	argv = getopts(&o, OPTS_mv, argv);
	n = o.argc;
	c.umask = umask(0);
	umask(c.umask);
	c.flags = COPY_RECURSE | COPY_MODE | COPY_OWNER | COPY_TIMES |
	    COPY_LINKS | COPY_FORCE | COPY_MOVE |
	    (OPT(&o, F_v) ? COPY_VERBOSE : 0);
	intodir = copy_target(argv, &n, OPT(&o, F_t) ? o.arg[S_t].s : NULL,
	    OPT(&o, F_T), &target);
	for (i = 0; i < n; i++, free(dst)) {
		dst = intodir ? copy_into(target, argv[i]) : xstrdup(target);
		if (lstat(argv[i], &ss)) {
			perror_msg("cannot stat %s", q(argv[i]));
			continue;
		}
		exists = !lstat(dst, &ds);
		if (exists && ss.st_dev == ds.st_dev &&
		    ss.st_ino == ds.st_ino) {
			error_msg("%s and %s are the same file", q(argv[i]),
			    q(dst));
			continue;
		}
		if (exists) {
			if (OPT(&o, F_n))
				continue;
			if (OPT(&o, F_u) && !S_ISDIR(ss.st_mode) &&
			    (ds.st_mtim.tv_sec > ss.st_mtim.tv_sec ||
			    (ds.st_mtim.tv_sec == ss.st_mtim.tv_sec &&
			    ds.st_mtim.tv_nsec >= ss.st_mtim.tv_nsec)))
				continue;
			if (S_ISDIR(ss.st_mode) && !S_ISDIR(ds.st_mode)) {
				error_msg("cannot overwrite non-directory %s "
				    "with directory %s", q(dst), q(argv[i]));
				continue;
			}
			if (!S_ISDIR(ss.st_mode) && S_ISDIR(ds.st_mode)) {
				error_msg("cannot overwrite directory %s with "
				    "non-directory", q(dst));
				continue;
			}
			if (OPT(&o, F_i) && !ask_yes("overwrite %s? ", q(dst)))
				continue;
		}
		if (!rename(argv[i], dst)) {
			if (OPT(&o, F_v))
				printf("renamed %s -> %s\n", q(argv[i]), q(dst));
		} else if (errno == EXDEV) {
			move_copy(&c, argv[i], dst, OPT(&o, F_v));
		} else if (errno == EINVAL) {
			error_msg("cannot move %s to a subdirectory of itself, "
			    "%s", q(argv[i]), q(dst));
		} else {
			perror_msg("cannot move %s to %s", q(argv[i]), q(dst));
		}
	}
	copy_free(&c);
	return exit_status;
}
