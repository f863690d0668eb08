/*
 * adduser.c - add and remove users (adduser, deluser)
 *
 * BusyBox's forms. adduser USER makes a passwd line (uid: -u, else the
 * first free from 1000, from 100 to 999 with -S), a group of the same
 * name and id (or the first free id) unless -G names an existing one, a
 * shadow line with a locked password when /etc/shadow exists, and the
 * home directory (unless -H) with the files of the skeleton directory,
 * all owned by the user; then passwd USER asks for the password unless
 * -D. The name may not start with "-", be all digits, or hold ":" ","
 * or white space. adduser USER GROUP adds a user to a group's members;
 * deluser USER GROUP removes it. deluser USER removes the user from
 * passwd, shadow and every member list, and its own group when no one
 * else uses it; --remove-home removes the home too. Every file is
 * written anew under the lock (libbb/pwdb.c); addgroup.c does groups.
 *
 * applet: adduser usr/sbin core root
 * opts: <1>2h:g:s:G:SDHu#<0>4294967294k:
 * usage: adduser [-DHS] [-h DIR] [-g GECOS] [-s SHELL] [-G GROUP] [-u UID]
 *	[-k SKEL] USER [GROUP]
 *
 *	Add USER, or add USER to GROUP.
 *
 *	-D		Do not ask for a password (it stays locked)
 *	-G GROUP	The login group (by default a new one named USER)
 *	-g GECOS	The GECOS field (default "Linux User,,,")
 *	-H		Do not create the home directory
 *	-h DIR		The home directory (default /home/USER)
 *	-k SKEL		Copy SKEL's files into the home (default /etc/skel)
 *	-S		A system user: an id from 100 to 999
 *	-s SHELL	The login shell (default /bin/sh)
 *	-u UID		The user id
 *
 * applet: deluser usr/sbin core root
 * opts: <1>2(remove-home)
 * usage: deluser [--remove-home] USER [GROUP]
 *
 *	Remove USER, or remove USER from GROUP.
 *
 *	--remove-home	Remove the home directory too
 * SPDX-License-Identifier: MIT
 */
#define FOR_adduser
#define FOR_deluser
#include "libbb.h"
#include <sys/wait.h>
#include <time.h>

static void
append(const char *file, const char *line)
{
	if (pwdb_put(file, "", line) < 0)	// no line has an empty name
		xexit(1);
}

static void
put(const char *file, const char *name, const char *line)
{
	if (pwdb_put(file, name, line) < 0)
		xexit(1);
}


static void
members(const char *user, const char *group, bool add)
{
	if (pwdb_members(user, group, add) < 0)
		xexit(1);
}

static void
need(const char *file, const char *name, const char *what)
{
	if (!pwdb_has(file, name))
		error_exit("unknown %s %s", what, name);
}

/* the home: made, filled from skel, and given to uid:gid */
static int
chown_ent(struct walk_ent *e, void *ctx)
{
	unsigned *ids = ctx;

	if (e->type != WALK_POST && fchownat(e->dirfd, e->name, ids[0], ids[1],
	    AT_SYMLINK_NOFOLLOW) < 0)
		perror_msg("%s", e->path);
	return WALK_CONTINUE;
}

static void
make_home(const char *home, const char *skel, unsigned uid, unsigned gid)
{
	struct copy c = { 0 };
	unsigned ids[2] = { uid, gid };
	struct stat st;
	char *dst;
	DIR *d;
	struct dirent *de;

	if (mkpath(home, 0755, 0755, NULL, NULL) < 0)
		perror_exit("cannot create %s", home);
	if (skel && (d = opendir(skel))) {
		c.flags = COPY_RECURSE | COPY_MODE;
		while ((de = readdir(d))) {
			if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
				continue;
			char *src = join_path(skel, de->d_name);

			dst = join_path(home, de->d_name);
			if (lstat(src, &st) == 0)
				copy_tree(&c, src, dst);
			free(src);
			free(dst);
		}
		closedir(d);
	}
	copy_free(&c);
	walk(home, 0, chown_ent, ids);
}

static int
do_adduser(struct opts *o, char **argv)
{
	const char *name = argv[0], *home, *gname, *gecos, *shell;
	unsigned long uid, gid = ULONG_MAX;
	struct pwdb g;
	char *line, *args[3];
	const struct applet *a;
	pid_t pid;
	int st;
	bool sys = OPT(o, F_S);

	if (argv[1]) {
		need("/etc/passwd", name, "user");
		need("/etc/group", argv[1], "group");
		members(name, argv[1], true);
		return 0;
	}
	pwdb_valid_name(name);
	if (pwdb_has("/etc/passwd", name))
		error_exit("user '%s' in use", name);
	if (OPT(o, F_u) && pwdb_id_used("/etc/passwd", o->arg[S_u].n))
		error_exit("uid '%lld' in use", o->arg[S_u].n);
	uid = OPT(o, F_u) ? (unsigned long)o->arg[S_u].n :
	    pwdb_free_id("/etc/passwd", sys, ULONG_MAX);
	home = OPT(o, F_h) ? o->arg[S_h].s : xasprintf("/home/%s", name);
	gecos = OPT(o, F_g) ? o->arg[S_g].s : "Linux User,,,";
	shell = OPT(o, F_s) ? o->arg[S_s].s : "/bin/sh";
	if (strpbrk(home, ":\n") || strpbrk(gecos, ":\n") ||
	    strpbrk(shell, ":\n"))
		error_exit("a field holds ':' or a newline");
	if (OPT(o, F_G)) {
		gname = o->arg[S_G].s;
		if (!pwdb_get("/etc/group", gname, &g))
			error_exit("unknown group %s", gname);
		gid = strtoul(g.f[2], NULL, 10);
		pwdb_free(&g);
	} else {
		if (pwdb_has("/etc/group", name))
			error_exit("group '%s' in use", name);
		gid = pwdb_free_id("/etc/group", sys, uid);
	}
	/* the group, passwd and shadow lines: all of them or none */
	pwdb_begin();
	if (!OPT(o, F_G)) {
		line = xasprintf("%s:x:%lu:", name, gid);
		append("/etc/group", line);
		free(line);
	}
	line = xasprintf("%s:x:%lu:%lu:%s:%s:%s", name, uid, gid, gecos, home,
	    shell);
	append("/etc/passwd", line);
	free(line);
	if (access("/etc/shadow", F_OK) == 0) {
		line = xasprintf("%s:!:%ld:0:99999:7:::", name,
		    (long)(time(NULL) / 86400));
		append("/etc/shadow", line);
		free(line);
	}
	if (pwdb_commit() < 0)
		xexit(1);
	if (!OPT(o, F_H))
		make_home(home, OPT(o, F_k) ? o->arg[S_k].s : "/etc/skel",
		    uid, gid);
	if (OPT(o, F_D))
		return exit_status;
	/* the password: passwd USER, in a child */
	args[0] = "passwd";
	args[1] = (char *)name;
	args[2] = NULL;
	fflush(NULL);
	if ((pid = xfork()) == 0) {
		if ((a = find_applet("passwd")))
			run_applet(a, args);
		execvp("passwd", args);
		perror_msg("cannot run passwd");
		_exit(127);
	}
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	return exit_status || !WIFEXITED(st) || WEXITSTATUS(st);
}

static int
rm_ent(struct walk_ent *e, void *ctx)
{
	(void)ctx;
	if (e->type == WALK_PRE)
		return WALK_CONTINUE;
	if (unlinkat(e->dirfd, e->name, e->type == WALK_POST ? AT_REMOVEDIR :
	    0) < 0)
		perror_msg("cannot remove %s", e->path);
	return WALK_CONTINUE;
}

/* Does the member list m (a,b,c) name anyone but user? */
static bool
other_member(const char *m, const char *user)
{
	size_t n, ul = strlen(user);

	for (; *m; m += n + (m[n] == ',')) {
		n = strcspn(m, ",");
		if (n && !(n == ul && !strncmp(m, user, ul)))
			return true;
	}
	return false;
}

static int
do_deluser(struct opts *o, char **argv)
{
	const char *name = argv[0];
	struct pwdb pw, sp, g;
	char *who;
	unsigned long gid;
	bool drop = false;

	if (argv[1]) {
		need("/etc/passwd", name, "user");
		need("/etc/group", argv[1], "group");
		members(name, argv[1], false);
		return 0;
	}
	if (!pwdb_user(name, &pw, &sp))
		error_exit("unknown user %s", name);
	pwdb_free(&sp);
	/* its own group goes too, when no other user has it for a login
	 * group nor is listed in it */
	if (pwdb_get("/etc/group", name, &g)) {
		gid = strtoul(g.f[2], NULL, 10);
		if (gid == pw.gid && !other_member(g.f[3], name)) {
			who = pwdb_group_user(gid, name);
			drop = !who;
			free(who);
		}
		pwdb_free(&g);
	}
	/* the passwd, shadow and group lines: all of them or none */
	pwdb_begin();
	put("/etc/passwd", name, NULL);
	if (pwdb_has("/etc/shadow", name))
		put("/etc/shadow", name, NULL);
	if (pwdb_members_drop(name, NULL, false, drop ? name : NULL) < 0 ||
	    pwdb_commit() < 0)
		xexit(1);
	if (OPT(o, F_remove_home) && *pw.f[5] && strcmp(pw.f[5], "/"))
		walk(pw.f[5], 0, rm_ent, NULL);
	pwdb_free(&pw);
	return exit_status;
}

int
adduser_main(int argc, char **argv)
{
	struct opts o;

	(void)argc;
	argv = getopts(&o, OPTS_adduser, argv);
	return do_adduser(&o, argv);
}

int
deluser_main(int argc, char **argv)
{
	struct opts o;

	(void)argc;
	argv = getopts(&o, OPTS_deluser, argv);
	return do_deluser(&o, argv);
}
