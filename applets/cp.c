/*
 * cp.c - copy files and directories
 *
 * POSIX.1-2024 cp, with GNU coreutils' options, messages and exit status
 * (the copying itself is libbb/copy.c, shared with mv and install).
 * Without -R, symlinks named as operands are followed, as GNU does; with
 * -R, they are copied as links unless -H or -L. -i and -n: the last one
 * given wins; -f only removes a destination that cannot be opened.
 * Deviations: --preserve knows mode, ownership, timestamps, links and all
 * (no SELinux contexts or xattrs: GNU's context and xattr are refused);
 * no --backup, --remove-destination, --attributes-only or --copy-contents.
 * Stricter than GNU: a file whose copy is cut short (a full disk, SIGINT,
 * SIGTERM) is removed, not left under its name with part of the data;
 * the files copied before it stay.
 *
 * applet: cp bin core
 * opts: (preserve)?(no-preserve):(parents)(sparse):(reflink)?
 *	a(archive)df(force)i(interactive)L(dereference)l(link)
 *	n(no-clobber)P(no-dereference)pR(recursive)r s(symbolic-link)
 *	T(no-target-directory)t:(target-directory)u(update)v(verbose)H
 *	x(one-file-system)[-in]
 * usage: cp [-adfHiLlnPpRrsTuvx] [-t DIR] SOURCE... DEST
 *
 *	Copy SOURCE to DEST, or each SOURCE into the directory DEST.
 *
 *	-a, --archive	Same as -dR --preserve=all
 *	-d	Same as -P --preserve=links
 *	-f, --force	Remove a destination that cannot be opened, and retry
 *	-i, --interactive	Ask before overwriting
 *	-n, --no-clobber	Never overwrite
 *	-H	Follow symlinks named as operands
 *	-L, --dereference	Follow every symlink
 *	-P, --no-dereference	Copy symlinks as symlinks
 *	-l, --link	Make hard links instead of copies
 *	-s, --symbolic-link	Make symlinks instead of copies
 *	-p	Same as --preserve=mode,ownership,timestamps
 *	--preserve[=LIST]	Keep mode, ownership, timestamps, links or all
 *		(default: mode,ownership,timestamps)
 *	--no-preserve LIST	Do not keep those
 *	--parents	Copy to DEST/SOURCE, making missing directories
 *	-R, -r, --recursive	Copy directories and what they hold
 *	--sparse WHEN	auto (keep holes), always (make holes of zeros), never
 *	--reflink[=WHEN]	Clone where possible: auto, always, never
 *	-T, --no-target-directory	DEST is never a directory to copy into
 *	-t, --target-directory DIR	Copy every SOURCE into DIR
 *	-u, --update	Only replace a destination older than its source
 *	-v, --verbose	Say what is copied
 *	-x, --one-file-system	Do not copy what is mounted below a SOURCE
 * SPDX-License-Identifier: MIT
 */
#define FOR_cp
#include "libbb.h"

/* --preserve LIST as COPY_ flags; dies on a bad word */
static unsigned
preserve_list(const char *s, const char *opt)
{
	static const char words[] = "mode\0ownership\0timestamps\0links\0all\0";
	static const unsigned bits[] = { COPY_MODE, COPY_OWNER, COPY_TIMES,
		COPY_LINKS, COPY_MODE | COPY_OWNER | COPY_TIMES | COPY_LINKS };
	unsigned f = 0;
	size_t n;

	for (; *s; s += n + (s[n] == ',')) {
		const char *w = words;
		int i = 0;

		n = strcspn(s, ",");
		while (*w && (strlen(w) != n || memcmp(w, s, n)))
			w += strlen(w) + 1, i++;
		if (!*w)
			usage_exit("invalid argument %s for '%s'",
			    quote(xstrndup(s, n), QUOTE_SHELL_ESCAPE_ALWAYS),
			    opt);
		f |= bits[i];
	}
	return f;
}

/* one of words (NUL-separated) by index, or die */
static int
pick(const char *s, const char *words, const char *opt)
{
	int i = 0;

	for (; *words; words += strlen(words) + 1, i++)
		if (!strcmp(s, words))
			return i;
	usage_exit("invalid argument %s for '%s'",
	    quote(s, QUOTE_SHELL_ESCAPE_ALWAYS), opt);
}

/* --parents: make DIR/... for each directory in src's path */
static void
make_parents(struct copy *c, const char *dir, const char *src)
{
	const char *p = src;
	struct stat st;
	char *sp, *dp;

	while ((p = strchr(p, '/'))) {
		if (p == src) {
			p++;
			continue;
		}
		sp = xstrndup(src, p - src);
		dp = join_path(dir, sp);
		if (stat(dp, &st) && !stat(sp, &st)) {
			if (mkdir(dp, (st.st_mode & 07777) | S_IRWXU)) {
				perror_msg("cannot make directory %s",
				    quote(dp, QUOTE_SHELL_ESCAPE_ALWAYS));
			} else {
				if (c->flags & COPY_VERBOSE)
					printf("%s -> %s\n",
					    quote(sp, QUOTE_SHELL_ESCAPE),
					    quote(dp, QUOTE_SHELL_ESCAPE));
				chmod(dp, c->flags & COPY_MODE ?
				    st.st_mode & 07777 :
				    st.st_mode & 0777 & ~c->umask);
				if (c->flags & COPY_OWNER)
					(void)!chown(dp, st.st_uid, st.st_gid);
				if (c->flags & COPY_TIMES)
					utimensat(AT_FDCWD, dp, (struct
					    timespec[2]){ st.st_atim,
					    st.st_mtim }, 0);
			}
		}
		free(sp);
		free(dp);
		while (*p == '/')
			p++;
	}
}

int
cp_main(int argc, char **argv)
{
	struct copy c = { 0 };
	struct opts o;
	const char *target, *s;
	bool intodir;
	char *dst;
	unsigned f = 0, last = 0;
	int i, n;

	(void)argc;
	argv = getopts(&o, OPTS_cp, argv);
	n = o.argc;
	c.umask = umask(0);
	umask(c.umask);
	if (OPT(&o, F_a))
		f |= COPY_RECURSE | COPY_MODE | COPY_OWNER | COPY_TIMES |
		    COPY_LINKS;
	if (OPT(&o, F_d))
		f |= COPY_LINKS;
	if (OPT(&o, F_p))
		f |= COPY_MODE | COPY_OWNER | COPY_TIMES;
	if (OPT(&o, F_preserve))
		f |= (s = o.arg[S_preserve].s) ? preserve_list(s,
		    "--preserve") : COPY_MODE | COPY_OWNER | COPY_TIMES;
	if (OPT(&o, F_no_preserve)) {
		i = preserve_list(o.arg[S_no_preserve].s, "--no-preserve");
		/* no mode at all: a new file gets the default one */
		f = (f & ~i) | (i & COPY_MODE ? COPY_DEFMODE : 0);
	}
	if (OPT(&o, F_R) || OPT(&o, F_r))
		f |= COPY_RECURSE;
	/* the last of -H, -L, -P (or -d, -a) wins */
	for (i = 0; i < 4; i++) {
		static const unsigned long long fl[] = { F_H, F_L, F_P, F_d };
		int k = __builtin_ctzll(fl[i]);

		if (OPT(&o, fl[i]) && o.last[k] > last)
			last = o.last[k], f = (f & ~(COPY_DEREF |
			    COPY_DEREF_ROOT)) | (i == 0 ? COPY_DEREF_ROOT :
			    i == 1 ? COPY_DEREF : 0);
	}
	if (!last && !OPT(&o, F_a) && !(f & COPY_RECURSE))
		f |= COPY_DEREF_ROOT;
	if (OPT(&o, F_f))
		f |= COPY_FORCE;
	if (OPT(&o, F_i))
		f |= COPY_ASK;
	if (OPT(&o, F_n))
		f |= COPY_NOCLOBBER;
	if (OPT(&o, F_l))
		f |= COPY_HARDLINK;
	if (OPT(&o, F_s))
		f |= COPY_SYMLINK;
	if (OPT(&o, F_u))
		f |= COPY_UPDATE;
	if (OPT(&o, F_v))
		f |= COPY_VERBOSE;
	if (OPT(&o, F_x))
		f |= COPY_XDEV;
	if (OPT(&o, F_sparse))
		f |= (unsigned[]){ 0, COPY_SPARSE_ALWAYS, COPY_SPARSE_NEVER }
		    [pick(o.arg[S_sparse].s, "auto\0always\0never\0",
		    "--sparse")];
	if (OPT(&o, F_reflink) && o.arg[S_reflink].s)
		f |= (unsigned[]){ 0, COPY_REFLINK, COPY_NOREFLINK }
		    [pick(o.arg[S_reflink].s, "auto\0always\0never\0",
		    "--reflink")];
	else if (OPT(&o, F_reflink))
		f |= COPY_REFLINK;
	c.flags = f;

	intodir = copy_target(argv, &n, OPT(&o, F_t) ? o.arg[S_t].s : NULL,
	    OPT(&o, F_T), &target);
	if (OPT(&o, F_parents) && !intodir)
		usage_exit("with --parents, the destination must be a directory");
	partial_begin();
	for (i = 0; i < n; i++) {
		if (!intodir) {
			dst = xstrdup(target);
		} else if (OPT(&o, F_parents)) {
			make_parents(&c, target, argv[i]);
			dst = join_path(target, argv[i]);
		} else {
			dst = copy_into(target, argv[i]);
		}
		if ((f & COPY_SYMLINK) && argv[i][0] != '/' &&
		    strchr(dst, '/') && strncmp(dst, "./", 2))
			error_msg("%s: can make relative symbolic links only "
			    "in current directory",
			    quote(dst, QUOTE_SHELL_ESCAPE));
		else
			copy_tree(&c, argv[i], dst);
		free(dst);
	}
	partial_end();
	copy_free(&c);
	return exit_status;
}
