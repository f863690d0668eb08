/*
 * addgroup.c - add and remove groups (addgroup, delgroup)
 *
 * BusyBox's forms. addgroup GROUP appends a group line (gid: -g, else
 * the first free from 1000, from 100 to 999 with -S); the name follows
 * adduser's rules. addgroup USER GROUP adds a user to a group's members,
 * delgroup USER GROUP removes it. delgroup GROUP removes a group that is
 * no user's login group. /etc/group is written anew under the lock
 * (libbb/pwdb.c).
 *
 * applet: addgroup usr/sbin core root
 * opts: <1>2g#<0>4294967294S
 * usage: addgroup [-S] [-g GID] [USER] GROUP
 *
 *	Add GROUP, or add USER to GROUP.
 *
 *	-g GID	The group id
 *	-S	A system group: an id from 100 to 999
 *
 * applet: delgroup usr/sbin core root
 * opts: <1>2
 * usage: delgroup [USER] GROUP
 *
 *	Remove GROUP, or remove USER from GROUP.
 * SPDX-License-Identifier: MIT
 */
#define FOR_addgroup
#define FOR_delgroup
#include "libbb.h"

/* USER GROUP: both must exist; then the member list changes */
static int
member(const char *user, const char *group, bool add)
{
	if (!pwdb_has("/etc/passwd", user))
		error_exit("unknown user %s", user);
	if (!pwdb_has("/etc/group", group))
		error_exit("unknown group %s", group);
	return pwdb_members(user, group, add) < 0;
}

static int
do_addgroup(struct opts *o, char **argv)
{
	const char *name = argv[1] ? argv[1] : argv[0];
	unsigned long gid;
	char *line;

	if (argv[1])
		return member(argv[0], name, true);
	pwdb_valid_name(name);
	if (pwdb_has("/etc/group", name))
		error_exit("group '%s' in use", name);
	if (OPT(o, F_g) && pwdb_id_used("/etc/group", o->arg[S_g].n))
		error_exit("gid '%lld' in use", o->arg[S_g].n);
	gid = OPT(o, F_g) ? (unsigned long)o->arg[S_g].n :
	    pwdb_free_id("/etc/group", OPT(o, F_S), ULONG_MAX);
	line = xasprintf("%s:x:%lu:", name, gid);
	gid = pwdb_put("/etc/group", "", line) < 0;	// appended
	free(line);
	return gid;
}

static int
do_delgroup(char **argv)
{
	const char *name = argv[1] ? argv[1] : argv[0];
	struct pwdb g;
	char *who;

	if (!pwdb_get("/etc/group", name, &g))
		error_exit("unknown group %s", name);
	if (argv[1]) {
		pwdb_free(&g);
		return member(argv[0], name, false);
	}
	if ((who = pwdb_group_user(strtoul(g.f[2], NULL, 10), NULL)))
		error_exit("'%s' still has '%s' as their primary group!", who,
		    name);
	pwdb_free(&g);
	return pwdb_put("/etc/group", name, NULL) < 0;
}

int
addgroup_main(int argc, char **argv)
{
	struct opts o;

	(void)argc;
	argv = getopts(&o, OPTS_addgroup, argv);
	return do_addgroup(&o, argv);
}

int
delgroup_main(int argc, char **argv)
{
	struct opts o;

	(void)argc;
	argv = getopts(&o, OPTS_delgroup, argv);
	return do_delgroup(argv);
}
