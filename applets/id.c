/*
 * id.c - print user and group ids (id, whoami, groups)
 *
 * POSIX.1-2024 id (-u -g -G -n -r), plus GNU coreutils' -z, whoami and
 * groups. Names come from /etc/passwd and /etc/group alone (libbb/ids.c;
 * no NSS). A user operand is a name, or else a number with a passwd
 * line; its groups are its login group, then each /etc/group line that
 * lists it, in the file's order. The process's groups are its effective
 * group, then getgroups(2)'s, each once. -G prints the real group, the
 * effective one when different, then the rest; the default line's
 * groups= is the list alone, as GNU's. An id without a name prints as a
 * number: in the default line silently, under -n with a message (exit
 * 1). GNU's -a is accepted and does nothing; its SELinux -Z is not here.
 * In a set-user-ID rootbox these keep the ids they were started with,
 * as they only report them (the suid trait).
 *
 * applet: id usr/bin core suid
 * opts: a u(user)g(group)G(groups)n(name)r(real)z(zero)
 * usage: id [-Gnruz] [USER]...
 *
 *	Print the user and group ids of each USER, or of this process.
 *
 *	-u, --user	Only the effective user id
 *	-g, --group	Only the effective group id
 *	-G, --groups	Only the group ids
 *	-n, --name	Names, not numbers (with -u, -g or -G)
 *	-r, --real	The real ids, not the effective ones (with -u, -g or -G)
 *	-z, --zero	End each id with NUL, not a blank or newline
 *	-a	Ignored, for compatibility
 * applet: whoami usr/bin core main=id suid
 * usage: whoami
 *
 *	Print the name of the effective user.
 * applet: groups usr/bin core main=id suid
 * usage: groups [USER]...
 *
 *	Print the groups of each USER, or of this process.
 * SPDX-License-Identifier: MIT
 */
#define FOR_id
#include "libbb.h"

struct who {
	uid_t	ruid, euid;
	gid_t	rgid, egid;
	gid_t	*g;
	int	ng, cap;
};

static void
add_group(struct who *w, gid_t g)
{
	for (int i = 0; i < w->ng; i++)
		if (w->g[i] == g)
			return;
	if (w->ng == w->cap) {
		w->cap = w->cap * 2 + 16;
		w->g = xrealloc(w->g, w->cap, sizeof(*w->g));
	}
	w->g[w->ng++] = g;
}

/* fill w with arg's ids, or the process's (arg NULL); false: no user */
static bool
who(struct who *w, const char *arg)
{
	const char *name = arg;
	long long v;
	int n;

	w->ng = 0;
	if (!arg) {
		w->ruid = getuid();
		w->euid = geteuid();
		w->rgid = getgid();
		w->egid = getegid();
		add_group(w, w->egid);
		if ((n = getgroups(0, NULL)) > 0) {
			gid_t *g = xmalloc(n * sizeof(*g));

			n = getgroups(n, g);
			for (int i = 0; i < n; i++)
				add_group(w, g[i]);
			free(g);
		}
		return true;
	}
	if (name_to_uid(arg, &w->ruid) < 0) {
		if (atoll_range(arg, 0, UINT_MAX, &v) < 0 ||
		    !(name = uid_to_name(v)))
			goto none;
		w->ruid = v;
	}
	if (user_gid(name, &w->rgid) < 0)
		goto none;
	w->euid = w->ruid;
	w->egid = w->rgid;
	add_group(w, w->rgid);
	w->ng = w->cap = pwdb_groups(name, &w->g, w->ng);
	return true;
none:
	error_msg("%s: no such user", quote(arg, QUOTE_LOCALE));
	return false;
}

/* one id as -n prints it: its name, or its number after a message */
static void
put_name(unsigned id, bool group)
{
	const char *s = group ? gid_to_name(id) : uid_to_name(id);

	if (s) {
		fputs(s, stdout);
		return;
	}
	printf("%u", id);
	error_msg("cannot find name for %s ID %u", group ? "group" : "user",
	    id);
}

/* the default line's "key=id(name)" */
static void
put_full(const char *key, unsigned id, bool group)
{
	const char *s = group ? gid_to_name(id) : uid_to_name(id);

	printf("%s%u", key, id);
	if (s)
		printf("(%s)", s);
}

/* -G: the real group, the effective one, then the rest */
static void
put_groups(struct who *w, bool names, char sep)
{
	bool first = true;
	int i;

	for (i = -2; i < w->ng; i++) {
		gid_t g = i == -2 ? w->rgid : i == -1 ? w->egid : w->g[i];

		if ((i == -1 && g == w->rgid) ||
		    (i >= 0 && (g == w->rgid || g == w->egid)))
			continue;
		if (!first)
			putchar(sep);
		first = false;
		if (names)
			put_name(g, true);
		else
			printf("%u", g);
	}
}

static void
show(struct who *w, struct opts *o)
{
	bool r = OPT(o, F_r), n = OPT(o, F_n);
	char end = OPT(o, F_z) ? 0 : '\n';
	int i;

	if (OPT(o, F_u) || OPT(o, F_g)) {
		bool g = OPT(o, F_g);
		unsigned id = g ? (r ? w->rgid : w->egid) :
		    (r ? w->ruid : w->euid);

		if (n)
			put_name(id, g);
		else
			printf("%u", id);
	} else if (OPT(o, F_G)) {
		put_groups(w, n, end ? ' ' : 0);
	} else {
		put_full("uid=", w->ruid, false);
		put_full(" gid=", w->rgid, true);
		if (w->euid != w->ruid)
			put_full(" euid=", w->euid, false);
		if (w->egid != w->rgid)
			put_full(" egid=", w->egid, true);
		for (i = 0; i < w->ng; i++)
			put_full(i ? "," : " groups=", w->g[i], true);
	}
	putchar(end);
}

int
id_main(int argc, char **argv)
{
	struct who w = { 0 };
	struct opts o;
	bool groups = !strcmp(applet_name, "groups");
	const char *s;

	(void)argc;
	if (*applet_name != 'i') {
		/* groups and whoami take no options */
		o.seen = F_G | F_n;
		argv++;
		if (*argv && !strcmp(*argv, "--"))
			argv++;
		else if (*argv && **argv == '-' && argv[0][1])
			usage_exit("invalid option -- '%s'", *argv + 1);
		if (!groups && *argv)
			usage_exit("extra operand '%s'", *argv);
		if (!groups) {
			if (!(s = uid_to_name(geteuid())))
				error_exit("cannot find name for user ID %u",
				    (unsigned)geteuid());
			puts(s);
			return 0;
		}
	} else {
		argv = getopts(&o, OPTS_id, argv);
	}
	if (!!OPT(&o, F_u) + !!OPT(&o, F_g) + !!OPT(&o, F_G) > 1)
		error_exit("cannot print \"only\" of more than one choice");
	if (!(o.seen & (F_u | F_g | F_G))) {
		if (o.seen & (F_n | F_r))
			error_exit("cannot print only names or real IDs in "
			    "default format");
		if (OPT(&o, F_z))
			error_exit("option --zero not permitted in default "
			    "format");
	}
	if (!*argv) {
		who(&w, NULL);
		show(&w, &o);
	}
	for (; *argv; argv++) {
		if (!who(&w, *argv))
			continue;
		if (groups)
			printf("%s : ", *argv);
		show(&w, &o);
	}
	free(w.g);
	return exit_status;
}
