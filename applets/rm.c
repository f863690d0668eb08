/*
 * rm.c - remove files and directory trees
 *
 * POSIX.1-2024 rm, plus GNU's -I, -d, -v and long options; prompts,
 * messages (names quoted as GNU quotes them) and exit statuses are GNU
 * coreutils 9's in the C locale. Trees go through libbb's walk: no depth
 * limit, a bounded number of fds, each entry removed with unlinkat
 * relative to its directory's fd and never stat'ed unless a prompt needs
 * it. An entry that stays (an error, or "no" to a prompt) keeps its
 * ancestors, silently, as GNU does. With -r, "." and ".." as the last
 * component are refused, and so is "/" (or what resolves to it) unless
 * --no-preserve-root. An unreadable directory is removed when it is empty.
 * Without a terminal on stdin, write-protected files are removed without a
 * prompt (POSIX). Deviations: no --preserve-root=all; usage errors print
 * the synopsis, not GNU's "Try 'rm --help'" line.
 *
 * applet: rm bin core
 * opts: (interactive)?(one-file-system)(preserve-root)(no-preserve-root)
 *	f(force)iIr(recursive)Rd(dir)v(verbose)
 * usage: rm [-dfiIrRv] FILE...
 *
 *	Remove each FILE.
 *
 *	-f, --force	Ignore missing files, never prompt
 *	-i	Prompt before every removal
 *	-I	Prompt once before removing more than three files or a tree
 *	--interactive WHEN	never, once (-I) or always (-i, the default)
 *	-r, -R, --recursive	Remove directories and their contents
 *	-d, --dir	Remove empty directories
 *	-v, --verbose	Say what is removed
 *	--one-file-system	Skip directories on other filesystems
 *	--preserve-root	Refuse to remove / recursively (the default)
 *	--no-preserve-root	Do not treat / specially
 * SPDX-License-Identifier: MIT
 */
#define FOR_rm
#include "libbb.h"
#include <dirent.h>

enum { NEVER, SOMETIMES, ALWAYS, ONCE };

struct rm {
	int		mode;		/* NEVER, SOMETIMES (default), ALWAYS */
	bool		force;		/* ignore missing files */
	bool		recursive, dir, verbose, onefs, preserve, tty;
	dev_t		dev;		/* the operand's (--one-file-system) */
	char		*keep;		/* keep[d]: something under d stays */
	int		keepcap;
};

static const char *
q(const char *name)
{
	return quote(name, QUOTE_SHELL_ESCAPE_ALWAYS);
}

static const char *
file_type(const struct stat *st)
{
	switch (st->st_mode & S_IFMT) {
	case S_IFREG:
		return st->st_size ? "regular file" : "regular empty file";
	case S_IFDIR:
		return "directory";
	case S_IFLNK:
		return "symbolic link";
	case S_IFIFO:
		return "fifo";
	case S_IFSOCK:
		return "socket";
	case S_IFCHR:
		return "character special file";
	case S_IFBLK:
		return "block special file";
	}
	return "weird file";
}

/* "write-protected " when e is not writable to us (never a symlink) */
static const char *
protected(struct walk_ent *e)
{
	if (S_ISLNK(e->st.st_mode) ||
	    !faccessat(e->dirfd, e->name, W_OK, AT_EACCESS) || errno != EACCES)
		return "";
	return "write-protected ";
}

/*
 * Should e be asked about? 0: no (remove it); 1: yes, with *wp set to
 * "write-protected " or "". Fills e->st when it asks.
 */
static bool
must_ask(struct rm *r, struct walk_ent *e, const char **wp)
{
	if (r->mode == NEVER || (r->mode == SOMETIMES && !r->tty))
		return false;
	if (walk_stat(e))
		return false;	/* the removal reports it */
	*wp = protected(e);
	return r->mode == ALWAYS || **wp;
}

/* Something at depth d stays, so its parent directory stays too. */
static void
keep_parent(struct rm *r, int d)
{
	if (d > 0)
		r->keep[d - 1] = 1;
}

/* what -f ignores: GNU counts "f/" of a file f as missing too */
static bool
missing(int err)
{
	return err == ENOENT || err == ENOTDIR;
}

/* Remove e (a directory with AT_REMOVEDIR); report the outcome. */
static void
remove_ent(struct rm *r, struct walk_ent *e, int flag, int err)
{
	if (!unlinkat(e->dirfd, e->name, flag)) {
		if (r->verbose)
			printf("removed %s%s\n", flag ? "directory " : "",
			    q(e->path));
		return;
	}
	if (r->force && missing(errno))
		return;
	/* an unreadable directory that is not empty: say why it was */
	if (err && (errno == ENOTEMPTY || errno == EEXIST))
		errno = err;
	perror_msg("cannot remove %s", q(e->path));
	keep_parent(r, e->depth);
}

/* Is the directory e names empty? Unreadable counts as not empty. */
static bool
dir_empty(struct walk_ent *e)
{
	int fd = openat(e->dirfd, e->name,
	    O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	struct dirent *de;
	DIR *d;

	if (fd < 0 || !(d = fdopendir(fd))) {
		if (fd >= 0)
			close(fd);
		return false;
	}
	while ((de = readdir(d)) && de->d_name[0] == '.' && (!de->d_name[1] ||
	    (de->d_name[1] == '.' && !de->d_name[2])))
		;
	closedir(d);
	return de == NULL;
}

/* WALK_PRE: decide whether to go into the directory e. */
static int
pre(struct rm *r, struct walk_ent *e)
{
	const char *wp = "";

	if (e->depth >= r->keepcap) {
		r->keepcap = e->depth * 2 + 64;
		r->keep = xrealloc(r->keep, r->keepcap, 1);
	}
	r->keep[e->depth] = 0;
	if (e->depth == 0 && !r->recursive) {
		if (!r->dir) {
			errno = EISDIR;
			perror_msg("cannot remove %s", q(e->path));
		} else if (!must_ask(r, e, &wp) || !dir_empty(e) ||
		    ask_yes("remove %sdirectory %s? ", wp, q(e->path))) {
			/* GNU does not ask about a directory rmdir refuses */
			remove_ent(r, e, AT_REMOVEDIR, 0);
		}
		return WALK_SKIP;
	}
	if (e->depth == 0) {
		if (r->preserve && walk_is_root(e->path, &e->st))
			return WALK_SKIP;
		r->dev = e->st.st_dev;
	} else if (r->onefs && e->st.st_dev != r->dev) {
		error_msg("skipping %s, since it's on a different device",
		    q(e->path));
		keep_parent(r, e->depth);
		return WALK_SKIP;
	}
	if (!must_ask(r, e, &wp))
		return WALK_CONTINUE;
	if (dir_empty(e)) {
		if (ask_yes("remove %sdirectory %s? ", wp, q(e->path)))
			remove_ent(r, e, AT_REMOVEDIR, 0);
		else
			keep_parent(r, e->depth);
		return WALK_SKIP;
	}
	if (!ask_yes("descend into %sdirectory %s? ", wp, q(e->path))) {
		keep_parent(r, e->depth);
		return WALK_SKIP;
	}
	return WALK_CONTINUE;
}

static int
rm_cb(struct walk_ent *e, void *ctx)
{
	struct rm *r = ctx;
	const char *wp = "";

	switch (e->type) {
	case WALK_PRE:
		return pre(r, e);
	case WALK_POST:
		if (r->keep[e->depth])
			keep_parent(r, e->depth);
		else if (r->mode != ALWAYS || ask_yes("remove %sdirectory %s? ",
		    protected(e), q(e->path)))
			remove_ent(r, e, AT_REMOVEDIR, 0);
		else
			keep_parent(r, e->depth);
		break;
	case WALK_DNR:
		remove_ent(r, e, AT_REMOVEDIR, e->err);
		break;
	case WALK_NS:
		if (r->force && missing(e->err))
			break;
		errno = e->err;
		perror_msg("cannot remove %s", q(e->path));
		keep_parent(r, e->depth);
		break;
	default:
		if (must_ask(r, e, &wp) && !ask_yes("remove %s%s %s? ", wp,
		    file_type(&e->st), q(e->path)))
			keep_parent(r, e->depth);
		else
			remove_ent(r, e, 0, 0);
	}
	return WALK_CONTINUE;
}

/* the mode --interactive=WHEN names (GNU's argmatch: unique prefixes) */
static int
interactive(const char *when)
{
	static const char names[] = "never\0no\0none\0once\0always\0yes\0";
	static const unsigned char modes[] = { NEVER, NEVER, NEVER, ONCE,
		ALWAYS, ALWAYS };
	int found = -1, i = 0;
	size_t n;

	if (!when)
		return ALWAYS;
	n = strlen(when);
	for (const char *p = names; *p; p += strlen(p) + 1, i++) {
		if (strncmp(p, when, n))
			continue;
		if (!p[n])
			return modes[i];
		if (found >= 0 && found != modes[i])
			found = -2;
		else if (found != -2)
			found = modes[i];
	}
	if (found < 0 || !n)
		usage_exit("%s argument '%s' for '--interactive'\n"
		    "Valid arguments are:\n  - 'never', 'no', 'none'\n"
		    "  - 'once'\n  - 'always', 'yes'", found == -2 || !n ?
		    "ambiguous" : "invalid", when);
	return found;
}

/* Is the last component of path "." or ".."? */
static bool
dot_or_dotdot(const char *path)
{
	size_t n = strlen(path), b;

	while (n > 1 && path[n - 1] == '/')
		n--;
	for (b = n; b > 0 && path[b - 1] != '/'; b--)
		;
	return path[b] == '.' && (n - b == 1 || (n - b == 2 &&
	    path[b + 1] == '.'));
}

int
rm_main(int argc, char **argv)
{
	struct rm r = { .mode = SOMETIMES, .preserve = true };
	unsigned last = 0;
	struct opts o;
	char *path;
	size_t n;

	(void)argc;
	/* -f, -i, -I and --interactive: the last one given decides */
	argv = getopts(&o, OPTS_rm, argv);
	if (OPT(&o, F_f)) {
		last = o.last[__builtin_ctzll(F_f)];
		r.mode = NEVER;
		r.force = true;
	}
	if (OPT(&o, F_i) && o.last[__builtin_ctzll(F_i)] > last) {
		last = o.last[__builtin_ctzll(F_i)];
		r.mode = ALWAYS;
		r.force = false;
	}
	if (OPT(&o, F_I) && o.last[__builtin_ctzll(F_I)] > last) {
		last = o.last[__builtin_ctzll(F_I)];
		r.mode = ONCE;
		r.force = false;
	}
	if (OPT(&o, F_interactive) &&
	    o.last[__builtin_ctzll(F_interactive)] > last) {
		r.mode = interactive(o.arg[S_interactive].s);
		if (r.mode != NEVER)
			r.force = false;
	}
	r.recursive = OPT(&o, F_r) || OPT(&o, F_R);
	r.dir = OPT(&o, F_d);
	r.verbose = OPT(&o, F_v);
	r.onefs = OPT(&o, F_one_file_system);
	if (OPT(&o, F_no_preserve_root) && (!OPT(&o, F_preserve_root) ||
	    o.last[__builtin_ctzll(F_no_preserve_root)] >
	    o.last[__builtin_ctzll(F_preserve_root)]))
		r.preserve = false;
	if (!o.argc && !r.force)
		usage_exit("missing operand");
	r.tty = isatty(0);
	if (r.mode == ONCE) {
		if ((r.recursive || o.argc > 3) && !ask_yes("remove %d argument%s%s? ",
		    o.argc, o.argc == 1 ? "" : "s",
		    r.recursive ? " recursively" : ""))
			return 0;
		r.mode = SOMETIMES;
	}
	for (; *argv; argv++) {
		/* as GNU's fts: trailing slashes become one ("//" stays) */
		path = xstrdup(*argv);
		for (n = strlen(path); n > 2 && path[n - 1] == '/' &&
		    path[n - 2] == '/'; n--)
			path[n - 1] = 0;
		if (r.recursive && dot_or_dotdot(path))
			error_msg("refusing to remove '.' or '..' directory: "
			    "skipping %s", q(path));
		else
			walk(path, WALK_NOSTAT, rm_cb, &r);
		free(path);
	}
	free(r.keep);
	return exit_status;
}
