/*
 * ln - make hard or symbolic links
 *
 * POSIX.1-2024 ln (-f -s -L -P) plus GNU's -n -T -t -v -r and long
 * options; messages as GNU coreutils prints them. With -f an existing
 * LINK is replaced atomically: the link is made under a random name in
 * the same directory and renamed over it, so LINK never goes missing.
 * -f refuses to replace a directory, and refuses when SOURCE and LINK are
 * the same file (for a hard link: the same name in the same directory).
 * -r makes a symlink's text relative to the link's directory, both taken
 * as canonical names (symlinks resolved, missing components kept).
 * Hard links are made to a symlink itself (-P) unless -L. No backups
 * (GNU's -b, -S).
 *
 * applet: ln bin core
 * opts: <1 f(force)L(logical)n(no-dereference)P(physical)r(relative)
 *	s(symbolic)t:(target-directory)T(no-target-directory)v(verbose)[-LP]
 * usage: ln [-fnrsTv] [-L|-P] SOURCE [LINK]
 *	ln [-fnrsv] [-L|-P] SOURCE... DIRECTORY
 *	ln [-fnrsv] [-L|-P] -t DIRECTORY SOURCE...
 *
 *	Make LINK (or DIRECTORY/name, or ./name with one operand) a link
 *	to SOURCE.
 *
 *	-s, --symbolic	Make symbolic links
 *	-f, --force	Replace existing links (atomically)
 *	-n, --no-dereference	A symlink to a directory as LINK is a file
 *	-T, --no-target-directory	LINK is never a directory to link into
 *	-t, --target-directory DIR	Make the links in DIR
 *	-r, --relative	Symlinks relative to the link's directory
 *	-L, --logical	Hard links to what a symlink SOURCE points to
 *	-P, --physical	Hard links to a symlink SOURCE itself (default)
 *	-v, --verbose	Print each link made
 * SPDX-License-Identifier: MIT
 */
#define FOR_ln
#include "libbb.h"

static const char *
q(const char *s)
{
	return quote(s, QUOTE_SHELL_ESCAPE_ALWAYS);
}

/* The directory part of path, without trailing slashes (malloc'd). */
static char *
dir_part(const char *path)
{
	size_t n = dir_len(path);

	return n ? xstrndup(path, n) : xstrdup(".");
}

/* The last component of path, trailing slashes left out (malloc'd). */
static char *
last_part(const char *path)
{
	size_t n = strlen(path);

	while (n > 1 && path[n - 1] == '/')
		n--;
	while (n && path[n - 1] != '/' && path[n - 1])
		n--;
	path += n;
	return xstrndup(path, strcspn(path, "/") ? strcspn(path, "/") : 1);
}

static bool
same_dir(const char *a, const char *b)
{
	char *da = dir_part(a), *db = dir_part(b);
	struct stat sa, sb;
	bool r;

	r = stat(da, &sa) == 0 && stat(db, &sb) == 0 &&
	    sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
	free(da);
	free(db);
	return r;
}

static int
make(const char *target, const char *link, bool sym, int flags)
{
	return sym ? symlink(target, link) :
	    linkat(AT_FDCWD, target, AT_FDCWD, link, flags);
}

/* Make the link under a random name beside link, then rename it over. */
static int
replace(const char *target, const char *link, bool sym, int flags)
{
	char *dir = dir_part(link), *tmp;
	struct stat a, b;
	int tries, err;

	tmp = xasprintf("%s/.lnXXXXXXXX", dir);
	for (tries = 0; tries < 100; tries++) {
		random_chars(tmp + strlen(tmp) - 8, 8);
		if (make(target, tmp, sym, flags) == 0)
			break;
		if (errno != EEXIST)
			goto out;
	}
	if (tries == 100)
		goto out;
	/* rename(2) of one hard link over another does nothing */
	if (lstat(tmp, &a) == 0 && lstat(link, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino)
		unlink(tmp);
	else if (rename(tmp, link) < 0)
		goto undo;
	free(tmp);
	free(dir);
	return 0;
undo:
	err = errno;
	unlink(tmp);
	errno = err;
out:
	err = errno;
	free(tmp);
	free(dir);
	errno = err;
	return -1;
}

static void
do_link(struct opts *o, const char *src, const char *link)
{
	bool sym = OPT(o, F_s);
	int flags = OPT(o, F_L) ? AT_SYMLINK_FOLLOW : 0;
	char *rel = NULL, *a, *b, *sb, *lb;
	const char *target = src;
	struct stat ss, ls;
	int r;

	if (!sym) {
		if ((flags ? stat(src, &ss) : lstat(src, &ss)) < 0) {
			perror_msg("failed to access %s", q(src));
			return;
		}
		if (S_ISDIR(ss.st_mode)) {
			error_msg("%s: hard link not allowed for directory",
			    quote(src, QUOTE_SHELL_ESCAPE));
			return;
		}
	}
	if (OPT(o, F_f) && lstat(link, &ls) < 0 && errno != ENOENT) {
		perror_msg("failed to access %s", q(link));
		return;
	}
	if (OPT(o, F_f) && lstat(link, &ls) == 0) {
		if (S_ISDIR(ls.st_mode)) {
			error_msg("%s: cannot overwrite directory",
			    quote(link, QUOTE_SHELL_ESCAPE));
			return;
		}
		r = sym ? stat(src, &ss) : 0;
		sb = last_part(src);
		lb = last_part(link);
		if (r == 0 && ss.st_dev == ls.st_dev &&
		    ss.st_ino == ls.st_ino &&
		    (sym || (!strcmp(sb, lb) && same_dir(src, link)))) {
			error_msg("%s and %s are the same file", q(src), q(link));
			free(sb);
			free(lb);
			return;
		}
		free(sb);
		free(lb);
	}
	if (OPT(o, F_r)) {
		a = dir_part(link);
		b = canonical_path(a, CANON_MISSING);
		free(a);
		a = canonical_path(src, CANON_MISSING);
		if (a && b)
			target = rel = relative_path(b, a);
		free(a);
		free(b);
	}
	r = make(target, link, sym, flags);
	if (r < 0 && errno == EEXIST && OPT(o, F_f))
		r = replace(target, link, sym, flags);
	if (r < 0) {
		if (sym)
			perror_msg("failed to create symbolic link %s", q(link));
		else if (errno == EEXIST)
			perror_msg("failed to create hard link %s", q(link));
		else
			perror_msg("failed to create hard link %s => %s",
			    q(link), q(src));
	} else if (OPT(o, F_v)) {
		printf("%s %s %s\n", q(link), sym ? "->" : "=>", q(target));
	}
	free(rel);
}

/* Is path a directory to make links in? */
static bool
is_target_dir(struct opts *o, const char *path)
{
	struct stat st;

	if (OPT(o, F_n) && lstat(path, &st) == 0 && S_ISLNK(st.st_mode))
		return false;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int
ln_main(int argc, char **argv)
{
	struct opts o;
	const char *dir = NULL;
	struct stat st;
	char *name, *link;
	int n;

	(void)argc;
	argv = getopts(&o, OPTS_ln, argv);
	n = o.argc;
	if (OPT(&o, F_r) && !OPT(&o, F_s))
		error_exit("cannot do --relative without --symbolic");
	if (OPT(&o, F_t) && OPT(&o, F_T))
		error_exit("cannot combine --target-directory and "
		    "--no-target-directory");
	if (OPT(&o, F_t)) {
		dir = o.arg[S_t].s;
		if (stat(dir, &st) < 0)
			perror_exit("failed to access %s", q(dir));
		if (!S_ISDIR(st.st_mode))
			error_exit("target %s is not a directory", q(dir));
	} else if (OPT(&o, F_T)) {
		if (n < 2)
			usage_exit("missing destination file operand after %s",
			    q(argv[0]));
		if (n > 2)
			usage_exit("extra operand %s", q(argv[2]));
	} else if (n == 1) {
		dir = ".";
	} else if (n > 2 || is_target_dir(&o, argv[n - 1])) {
		errno = 0;
		dir = argv[--n];
		argv[n] = NULL;
		if (stat(dir, &st) == 0 && !S_ISDIR(st.st_mode))
			errno = ENOTDIR;
		if (errno)
			perror_exit("target %s", q(dir));
	}
	if (!dir) {
		do_link(&o, argv[0], argv[1]);
		return exit_status;
	}
	for (; *argv; argv++) {
		name = last_part(*argv);
		n = strlen(dir);
		while (n > 1 && dir[n - 1] == '/')
			n--;
		link = xasprintf("%.*s%s%s", n, dir,
		    dir[n - 1] == '/' ? "" : "/", name);
		do_link(&o, *argv, link);
		free(link);
		free(name);
	}
	return exit_status;
}
