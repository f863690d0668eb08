/*
 * chown.c - change the owner and group of files (chown, chgrp)
 *
 * POSIX.1-2024 chown and chgrp (-R, -h, -H, -L, -P), plus GNU's -v, -c,
 * -f, --reference, --dereference, --preserve-root and chown's --from;
 * messages, -v/-c lines and exit statuses are GNU coreutils 9's in the C
 * locale. OWNER[:[GROUP]] takes names (from /etc/passwd and /etc/group)
 * or numbers ("+N" is always a number); "USER:" is the user and his login
 * group; "USER.GROUP" is taken, with GNU's warning, when the whole is no
 * user's name. Every operand gets its chown(2), even one that changes
 * nothing (so the kernel clears the set-id bits of a file, as with GNU),
 * unless --from does not match. -R walks with libbb's walk and changes a
 * directory after its contents: -P (the default) changes symbolic links
 * themselves, -H follows the operands, -L every link; -h and
 * --dereference (the last one given wins) say whether a link or its
 * target is changed. Deviations: usage errors print the synopsis, not
 * GNU's "Try 'chown --help'" line; -v on a link that cannot be
 * dereferenced names the link's own owner (GNU names whatever its stat
 * buffer held from before).
 *
 * applet: chown bin core
 * opts: (from):(reference):(dereference)(preserve-root)(no-preserve-root)
 *	R(recursive)h(no-dereference)HLPv(verbose)c(changes)f(silent)(quiet)
 *	[-HLP]
 * usage: chown [-RcfhvHLP] [OWNER][:[GROUP]] FILE...
 *
 *	Change the owner and/or group of each FILE, or set them to RFILE's
 *	with --reference (then no OWNER). "USER:" is USER and his login
 *	group; names or numbers.
 *
 *	-R, --recursive	Change directories and their contents
 *	-c, --changes	Say which files are changed
 *	-f, --silent, --quiet	Do not report most errors
 *	-v, --verbose	Say what is done to each file
 *	-h, --no-dereference	Change symbolic links, not what they point to
 *	--dereference	Change what symbolic links point to (the default)
 *	-H	With -R, follow symbolic links given as FILE
 *	-L	With -R, follow every symbolic link
 *	-P	With -R, follow no symbolic link (the default)
 *	--from CUR	Only change files owned by CUR ([OWNER][:[GROUP]])
 *	--reference RFILE	Use RFILE's owner and group
 *	--preserve-root	Refuse to work recursively on /
 *	--no-preserve-root	Do not treat / specially (the default)
 * applet: chgrp bin core main=chown
 * opts: (reference):(dereference)(preserve-root)(no-preserve-root)
 *	R(recursive)h(no-dereference)HLPv(verbose)c(changes)f(silent)(quiet)
 *	[-HLP]
 * usage: chgrp [-RcfhvHLP] GROUP FILE...
 *
 *	Change the group of each FILE to GROUP (a name or a number), or to
 *	RFILE's with --reference (then no GROUP).
 *
 *	-R, --recursive	Change directories and their contents
 *	-c, --changes	Say which files are changed
 *	-f, --silent, --quiet	Do not report most errors
 *	-v, --verbose	Say what is done to each file
 *	-h, --no-dereference	Change symbolic links, not what they point to
 *	--dereference	Change what symbolic links point to (the default)
 *	-H	With -R, follow symbolic links given as FILE
 *	-L	With -R, follow every symbolic link
 *	-P	With -R, follow no symbolic link (the default)
 *	--reference RFILE	Use RFILE's group
 *	--preserve-root	Refuse to work recursively on /
 *	--no-preserve-root	Do not treat / specially (the default)
 * SPDX-License-Identifier: MIT
 */
#define FOR_chown
#include "libbb.h"

#define NOID	((unsigned)-1)

struct owner {
	unsigned	uid, gid;	/* NOID: leave as it is */
	char		*user, *group;	/* as -v names them, or NULL */
};

struct chown {
	struct owner	to, from;
	int		say;		/* 0, 1 (-c) or 2 (-v) */
	int		wflags;		/* the walk's */
	bool		deref, recursive, quiet, preserve;
};

static const char *
q(const char *name)
{
	return quote(name, QUOTE_SHELL_ESCAPE_ALWAYS);
}

/* A number as GNU takes an id: blanks, an optional +, digits, <= max. */
static bool
parse_id(const char *s, unsigned max, unsigned *id)
{
	unsigned long long v = 0;

	while (isspace((unsigned char)*s))
		s++;
	s += *s == '+';
	if (!isdigit((unsigned char)*s))
		return false;
	for (; isdigit((unsigned char)*s); s++)
		if ((v = v * 10 + (*s - '0')) > max)
			return false;
	*id = v;
	return !*s;
}

static char *
id_str(unsigned id)
{
	return xasprintf("%u", id);
}

/*
 * The user part (ulen bytes of spec) and group part g (NULL: none) of an
 * owner spec; sep: was there a ":" (or "."). Returns NULL or the error.
 * A user or group given by name is named so by -v, one given by number
 * gets no name here (see owner_names).
 */
static const char *
parse_parts(struct owner *o, const char *spec, size_t ulen, bool sep,
    const char *g)
{
	char *u = ulen ? xstrndup(spec, ulen) : NULL;
	const char *err = NULL;
	uid_t uid;
	gid_t gid;

	o->uid = o->gid = NOID;
	o->user = o->group = NULL;
	if (u && *u != '+' && name_to_uid(u, &uid) == 0) {
		o->uid = uid;
		o->user = u;
		u = NULL;
		if (sep && !g) {	/* "user:": the login group */
			if (user_gid(o->user, &gid) == 0) {
				const char *n = gid_to_name(gid);

				o->gid = gid;
				o->group = n ? xstrdup(n) : id_str(gid);
			}
		}
	} else if (u && sep && !g) {
		err = "invalid spec";
	} else if (u && !parse_id(u, UINT_MAX - 1, &o->uid)) {
		err = "invalid user";
	}
	if (!err && g) {
		if (*g != '+' && name_to_gid(g, &gid) == 0) {
			o->gid = gid;
			o->group = xstrdup(g);
		} else if (!parse_id(g, UINT_MAX - 1, &o->gid)) {
			err = "invalid group";
		}
	}
	free(u);
	if (err) {
		free(o->user);
		free(o->group);
	}
	return err;
}

/*
 * OWNER[:[GROUP]] into o; dies on a bad one. Without ":", a spec that is
 * no user is tried as USER.GROUP (with a warning), as GNU does.
 */
static void
parse_owner(struct owner *o, const char *spec)
{
	const char *c = strchr(spec, ':'), *err;

	if (c) {
		err = parse_parts(o, spec, c - spec, true, c[1] ? c + 1 : NULL);
	} else {
		err = parse_parts(o, spec, strlen(spec), false, NULL);
		c = strchr(spec, '.');
		if (err && c && !parse_parts(o, spec, c - spec, true,
		    c[1] ? c + 1 : NULL)) {
			warn_msg("warning: '.' should be ':': %s",
			    quote(spec, QUOTE_LOCALE));
			err = NULL;
		}
	}
	if (err)
		error_exit("%s: %s", err, quote(spec, QUOTE_LOCALE));
}

/*
 * How -v names the new owner: chown's group by name alone still says
 * "ownership ... to :GROUP"; ids given as numbers are named by them.
 */
static void
owner_names(struct owner *o, bool grp)
{
	if (!grp && !o->user && o->group)
		o->user = xstrdup("");
	if (!o->user && o->uid != NOID)
		o->user = id_str(o->uid);
	if (!o->group && o->gid != NOID)
		o->group = id_str(o->gid);
}

/* "user:group", "user", "group" or NULL */
static char *
join(const char *u, const char *g)
{
	if (u && g)
		return xasprintf("%s:%s", u, g);
	return u || g ? xstrdup(u ? u : g) : NULL;
}

enum { CHANGED, FAILED, RETAINED };

/* The -v (and -c) line: old is NULL when the file could not be stat'ed. */
static void
say(struct chown *c, const char *path, const struct stat *old, int what)
{
	const char *kind = c->to.user ? "ownership" : "group";
	char *to = join(c->to.user, c->to.group), *from = NULL, ub[12], gb[12];
	const char *un, *gn;

	if (!c->say || (c->say < 2 && what != CHANGED))
		return;
	if (old && to) {
		if (!(un = uid_to_name(old->st_uid)))
			snprintf(ub, sizeof(ub), "%u", (unsigned)old->st_uid);
		if (!(gn = gid_to_name(old->st_gid)))
			snprintf(gb, sizeof(gb), "%u", (unsigned)old->st_gid);
		from = join(c->to.user ? un ? un : ub : NULL,
		    c->to.group ? gn ? gn : gb : NULL);
	}
	if (!to)
		printf(what == RETAINED ? "ownership of %s retained\n" :
		    "failed to change ownership of %s\n", q(path));
	else if (what == CHANGED)
		printf("changed %s of %s from %s to %s\n", kind, q(path), from,
		    to);
	else if (what == RETAINED)
		printf("%s of %s retained as %s\n", kind, q(path), from);
	else if (from)
		printf("failed to change %s of %s from %s to %s\n", kind,
		    q(path), from, to);
	else
		printf("failed to change %s of %s to %s\n", kind, q(path), to);
	free(to);
	free(from);
}

/* an error message, unless -f; the exit status is 1 either way */
static void
fail(struct chown *c, const char *what, const char *path)
{
	if (c->quiet)
		exit_status = 1;
	else
		perror_msg("%s %s", what, q(path));
}

/*
 * Change e, whose own (or, followed, its target's) stat is in e->st: -h
 * under -L or -H changes a link but compares (--from) and reports its
 * target's owner, as GNU does.
 */
static void
change(struct chown *c, struct walk_ent *e)
{
	bool followed = (c->wflags & WALK_FOLLOW) ||
	    (!e->depth && (c->wflags & WALK_FOLLOW_ROOT));
	struct stat st = e->st;
	unsigned uid = c->to.uid, gid = c->to.gid;

	if (c->deref && S_ISLNK(st.st_mode)) {
		if (fstatat(e->dirfd, e->name, &st, 0) < 0) {
			/* the walk's stat failed too: only ENOENT is a link */
			bool ns = followed && errno != ENOENT;

			fail(c, ns ? "cannot access" : "cannot dereference",
			    e->path);
			say(c, e->path, ns ? NULL : &e->st, FAILED);
			return;
		}
	}
	if ((c->from.uid != NOID && c->from.uid != st.st_uid) ||
	    (c->from.gid != NOID && c->from.gid != st.st_gid)) {
		say(c, e->path, &st, RETAINED);
		return;
	}
	if (fchownat(e->dirfd, e->name, uid, gid,
	    c->deref ? 0 : AT_SYMLINK_NOFOLLOW) < 0) {
		fail(c, uid != NOID ? "changing ownership of" :
		    "changing group of", e->path);
		say(c, e->path, &st, FAILED);
	} else {
		say(c, e->path, &st, (uid != NOID && uid != st.st_uid) ||
		    (gid != NOID && gid != st.st_gid) ? CHANGED : RETAINED);
	}
}

static int
chown_cb(struct walk_ent *e, void *ctx)
{
	struct chown *c = ctx;

	switch (e->type) {
	case WALK_PRE:
		if (!c->recursive) {
			change(c, e);
			return WALK_SKIP;
		}
		if (c->preserve && walk_is_root(e->path, &e->st))
			return WALK_SKIP;
		return WALK_CONTINUE;
	case WALK_NS:
	case WALK_DNR:
		errno = e->err;
		fail(c, e->type == WALK_NS ? "cannot access" :
		    "cannot read directory", e->path);
		say(c, e->path, NULL, FAILED);
		return WALK_CONTINUE;
	default:	/* WALK_FILE, WALK_POST, WALK_LOOP (not entered) */
		change(c, e);
		return WALK_CONTINUE;
	}
}

/* Was option a given after option b (both given)? */
static bool
later(struct opts *o, unsigned long long a, unsigned long long b)
{
	return !OPT(o, b) || o->last[__builtin_ctzll(a)] >
	    o->last[__builtin_ctzll(b)];
}

int
chown_main(int argc, char **argv)
{
	bool grp = !strcmp(applet_name, "chgrp");
	struct chown c = { .from = { NOID, NOID, NULL, NULL } };
	const char *spec;
	struct opts o;
	struct stat st;
	const char *n;

	(void)argc;
	/*
	 * chgrp's options are chown's without --from, chown's first: parse
	 * with the rest of chown's spec, then move the results into place.
	 */
	argv = getopts(&o, grp ? strchr(OPTS_chown, ')') + 2 : OPTS_chown,
	    argv);
	if (grp) {
		o.seen <<= 1;
		memmove(o.last + 1, o.last, sizeof(o.last) - sizeof(*o.last));
		memmove(o.arg + 1, o.arg, sizeof(o.arg) - sizeof(*o.arg));
	}
	if (OPT(&o, F_from))
		parse_owner(&c.from, o.arg[S_from].s);
	c.recursive = OPT(&o, F_R);
	c.say = OPT(&o, F_v) ? 2 : OPT(&o, F_c);
	c.quiet = OPT(&o, F_f);
	c.preserve = OPT(&o, F_preserve_root) &&
	    later(&o, F_preserve_root, F_no_preserve_root);
	c.deref = !OPT(&o, F_h) || (OPT(&o, F_dereference) &&
	    later(&o, F_dereference, F_h));
	if (c.recursive) {
		c.wflags = OPT(&o, F_L) ? WALK_FOLLOW :
		    OPT(&o, F_H) ? WALK_FOLLOW_ROOT : 0;
		/* -P: links are changed themselves, never followed */
		if (!c.wflags && c.deref && OPT(&o, F_dereference))
			error_exit("-R --dereference requires either -H or -L");
		if (!c.wflags)
			c.deref = false;
	}
	if (!*argv)
		usage_exit("missing operand");
	if (OPT(&o, F_reference)) {
		if (stat(o.arg[S_reference].s, &st) < 0)
			perror_exit("failed to get attributes of %s",
			    q(o.arg[S_reference].s));
		c.to.uid = grp ? NOID : st.st_uid;
		c.to.gid = st.st_gid;
		if (!grp && (n = uid_to_name(st.st_uid)))
			c.to.user = xstrdup(n);
		if ((n = gid_to_name(st.st_gid)))
			c.to.group = xstrdup(n);
	} else {
		spec = *argv++;
		if (!*argv)
			usage_exit("missing operand after '%s'", spec);
		if (!grp) {
			parse_owner(&c.to, spec);
		} else {
			gid_t gid;

			c.to.uid = c.to.gid = NOID;
			if (*spec != '+' && name_to_gid(spec, &gid) == 0)
				c.to.gid = gid;
			else if (*spec && !parse_id(spec, UINT_MAX, &c.to.gid))
				error_exit("invalid group: %s",
				    quote(spec, QUOTE_LOCALE));
			/* named as given: chgrp " +1" says " +1" */
			if (*spec)
				c.to.group = xstrdup(spec);
		}
	}
	owner_names(&c.to, grp);
	for (; *argv; argv++)
		walk(*argv, c.wflags, chown_cb, &c);
	free(c.to.user);
	free(c.to.group);
	free(c.from.user);
	free(c.from.group);
	return exit_status;
}
