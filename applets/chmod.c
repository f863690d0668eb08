/*
 * chmod.c - change file modes
 *
 * POSIX.1-2024 chmod, plus GNU's -v, -c, -f, --reference and
 * --preserve-root; messages and exit statuses are GNU coreutils 9's in the
 * C locale. MODE is octal or symbolic (libbb's mode_parse); a mode that
 * looks like an option ("-w", "-rx,u+w") is taken as the mode, as GNU
 * does. An octal mode of four digits or fewer keeps a directory's set-id
 * bits. -R walks the tree with libbb's walk: symbolic links met inside it
 * are not followed (nor changed), the operands' are. Deviations: usage
 * errors print the synopsis, not GNU's "Try 'chmod --help'" line.
 * When the umask keeps a symbolic mode from clearing bits, chmod says so
 * and exits 1, as GNU does.
 *
 * applet: chmod bin core
 * opts: <1 (reference):(preserve-root)(no-preserve-root)R(recursive)
 *	v(verbose)c(changes)f(silent)(quiet)
 * usage: chmod [-Rcfv] MODE[,MODE]... FILE...
 *
 *	Change the mode of each FILE to MODE (octal or symbolic),
 *	or to RFILE's with --reference (then no MODE).
 *
 *	-R, --recursive	Change directories and their contents
 *	-c, --changes	Say which files are changed
 *	-f, --silent, --quiet	Do not report most errors
 *	-v, --verbose	Say what is done to each file
 *	--reference RFILE	Use RFILE's mode
 *	--preserve-root	Refuse to work recursively on /
 *	--no-preserve-root	Do not treat / specially (the default)
 * SPDX-License-Identifier: MIT
 */
#define FOR_chmod
#include "libbb.h"

struct chmod {
	const char	*mode;		/* NULL: --reference's */
	mode_t		um, ref;
	int		say;		/* 0, 1 (-c) or 2 (-v) */
	bool		recursive, quiet, preserve;
};

static const char *
q(const char *name)
{
	return quote(name, QUOTE_SHELL_ESCAPE_ALWAYS);
}

/* an error message, unless -f; the exit status is 1 either way */
static void
fail(struct chmod *c, const char *what, const char *path)
{
	if (c->quiet)
		exit_status = 1;
	else
		perror_msg("%s %s", what, q(path));
}

static int
chmod_cb(struct walk_ent *e, void *ctx)
{
	struct chmod *c = ctx;
	mode_t old, new, naive;
	struct stat root;
	char s1[11], s2[11];
	int err;

	if (e->type == WALK_POST)
		return WALK_CONTINUE;
	if (e->type == WALK_DNR) {
		errno = e->err;
		fail(c, "cannot read directory", e->path);
		return WALK_CONTINUE;
	}
	if (e->type == WALK_NS || (e->depth == 0 && S_ISLNK(e->st.st_mode))) {
		errno = e->type == WALK_NS ? e->err : ENOENT;
		if (c->say == 2)
			printf("%s could not be accessed\n", q(e->path));
		if (errno == ENOENT && !e->depth && !fstatat(AT_FDCWD, e->path,
		    &root, AT_SYMLINK_NOFOLLOW) && S_ISLNK(root.st_mode)) {
			if (c->quiet)
				exit_status = 1;
			else
				error_msg("cannot operate on dangling symlink "
				    "%s", q(e->path));
		} else {
			fail(c, "cannot access", e->path);
		}
		return WALK_CONTINUE;
	}
	if (S_ISLNK(e->st.st_mode)) {
		if (c->say == 2)
			printf("neither symbolic link %s nor referent has been "
			    "changed\n", q(e->path));
		return WALK_CONTINUE;
	}
	if (e->depth == 0 && c->recursive && c->preserve &&
	    walk_is_root(e->path, &e->st))
		return WALK_SKIP;
	old = e->st.st_mode & 07777;
	new = c->ref;
	if (c->mode) {
		mode_parse(c->mode, old, c->um, S_ISDIR(e->st.st_mode), &new);
		/* a short octal mode keeps a directory's set-id bits */
		if (S_ISDIR(e->st.st_mode) && *c->mode >= '0' &&
		    *c->mode <= '7' && strlen(c->mode) < 5)
			new |= old & (S_ISUID | S_ISGID);
	}
	naive = new;
	if (c->mode && c->um && (*c->mode < '0' || *c->mode > '7'))
		mode_parse(c->mode, old, 0, S_ISDIR(e->st.st_mode), &naive);
	err = new != old && fchmodat(e->dirfd, e->name, new, 0) < 0 ? errno : 0;
	mode_string(old, s1);
	mode_string(new, s2);
	if (err && c->say == 2)
		printf("failed to change mode of %s from %04o (%s) to %04o "
		    "(%s)\n", q(e->path), (unsigned)old, s1 + 1, (unsigned)new,
		    s2 + 1);
	else if (new != old && c->say)
		printf("mode of %s changed from %04o (%s) to %04o (%s)\n",
		    q(e->path), (unsigned)old, s1 + 1, (unsigned)new, s2 + 1);
	else if (c->say == 2)
		printf("mode of %s retained as %04o (%s)\n", q(e->path),
		    (unsigned)old, s1 + 1);
	if (err) {
		errno = err;
		fail(c, "changing permissions of", e->path);
	} else if (new & ~naive) {
		/* the umask kept bits from being cleared (even with -f) */
		mode_string(naive, s1);
		error_msg("%s: new permissions are %s, not %s",
		    quote(e->path, QUOTE_SHELL_ESCAPE), s2 + 1, s1 + 1);
	}
	return c->recursive ? WALK_CONTINUE : WALK_SKIP;
}

/* Is s a mode that getopts would take for options ("-w", "-x,g+r")? */
static bool
mode_like(const char *s)
{
	return s[0] == '-' && s[1] && strchr("rwxXstugoa,+-=01234567", s[1]) &&
	    strspn(s + 1, "rwxXstugoa,+-=01234567") == strlen(s + 1);
}

int
chmod_main(int argc, char **argv)
{
	struct chmod c = { 0 };
	char **av = xmalloc((argc + 1) * sizeof(*av)), *mode = NULL, *m;
	struct opts o;
	struct stat st;
	int n = 0, i;

	/* take mode-like options out, before "--" */
	for (i = 0; i < argc && (i == 0 || strcmp(argv[i], "--")); i++) {
		if (i > 0 && mode_like(argv[i])) {
			m = mode ? xasprintf("%s,%s", mode, argv[i]) :
			    xstrdup(argv[i]);
			free(mode);
			mode = m;
		} else {
			av[n++] = argv[i];
		}
	}
	while (i < argc)
		av[n++] = argv[i++];
	av[n] = NULL;
	argv = getopts(&o, OPTS_chmod, av);
	c.recursive = OPT(&o, F_R);
	c.say = OPT(&o, F_v) ? 2 : OPT(&o, F_c);
	c.quiet = OPT(&o, F_f);
	c.preserve = OPT(&o, F_preserve_root) && (!OPT(&o, F_no_preserve_root)
	    || o.last[__builtin_ctzll(F_preserve_root)] >
	    o.last[__builtin_ctzll(F_no_preserve_root)]);
	c.um = umask(0);
	umask(c.um);
	if (OPT(&o, F_reference)) {
		if (stat(o.arg[S_reference].s, &st) < 0)
			perror_exit("failed to get attributes of %s",
			    q(o.arg[S_reference].s));
		c.ref = st.st_mode & 07777;
	} else {
		c.mode = mode ? mode : *argv++;
		if (!*argv)
			usage_exit("missing operand after '%s'", c.mode);
		if (mode_parse(c.mode, 0, c.um, false, &st.st_mode) < 0)
			usage_exit("invalid mode: '%s'", c.mode);
	}
	for (; *argv; argv++)
		walk(*argv, WALK_FOLLOW_ROOT, chmod_cb, &c);
	free(mode);
	free(av);
	return exit_status;
}
