/*
 * umount.c - unmount filesystems
 *
 * Follows util-linux umount(8): a target is a mount point or a source (a
 * device, LABEL= or UUID= of one, or an image file whose loop device is
 * mounted; the last mount of it wins), the messages ("not mounted.", "target is busy.", "no mount
 * point specified.") and the exit status 32 for a failure, 64 when -a
 * unmounted only some. -a goes through /proc/self/mounts in reverse,
 * skipping proc, devfs, devpts, sysfs, rpc_pipefs and nfsd unless -t says
 * otherwise. Loop devices set up by mount clear themselves; -d detaches
 * others. Deviations: /etc/mtab is never written (-n is accepted for
 * that); no umount helpers; -O tests the options in /proc/self/mounts
 * rather than in /etc/fstab.
 *
 * applet: umount bin linux
 * opts: a(all)d(detach-loop)f(force)l(lazy)n(no-mtab)q(quiet)R(recursive)
 *	r(read-only)t:(types)O:(test-opts)v(verbose)
 * usage: umount [-adflnqRrv] [-t TYPES] [-O OPTS] DIR|SRC...
 *
 *	Unmount each mount point DIR, or the last mount of SRC (a device, an
 *	image file, LABEL=x or UUID=x).
 *
 *	-a, --all	Unmount everything in /proc/self/mounts, last first
 *	-t, --types TYPES	With -a, only these types (noTYPE: not these)
 *	-O, --test-opts OPTS	With -a, only mounts that have these options
 *	-R, --recursive	Also unmount the mounts below DIR, deepest first
 *	-d, --detach-loop	Detach the loop device after unmounting
 *	-f, --force	Force the unmount (an unreachable NFS server)
 *	-l, --lazy	Detach now, clean up when no longer busy
 *	-r, --read-only	Remount read-only when the unmount fails
 *	-n, --no-mtab	Accepted: /etc/mtab is never written
 *	-q, --quiet	No "not mounted" messages
 *	-v, --verbose	Say what was unmounted
 * SPDX-License-Identifier: MIT
 */
#define FOR_umount
#include "libbb.h"
#include <sys/mount.h>

#define UMOUNT_FAIL	32
#define UMOUNT_SOME	64

struct ument {
	char	*src, *dir, *type, *opts;
};

struct uctx {
	struct ument	*m;
	int		n, flags;
	bool		detach, readonly, quiet, verbose, all, recursive;
};

static void
load_mounts(struct uctx *c)
{
	FILE *f = fopen("/proc/self/mounts", "r");
	struct mntline e;

	if (!f)
		perror_exit("/proc/self/mounts");
	while (mount_next(f, &e)) {
		c->m = xrealloc(c->m, c->n + 1, sizeof(*c->m));
		c->m[c->n].src = xstrdup(e.src);
		c->m[c->n].dir = xstrdup(e.dir);
		c->m[c->n].type = xstrdup(e.type);
		c->m[c->n].opts = xstrdup(e.opts);
		c->n++;
	}
	fclose(f);
}

static void
free_mounts(struct uctx *c)
{
	int i;

	for (i = 0; i < c->n; i++) {
		free(c->m[i].src);
		free(c->m[i].dir);
		free(c->m[i].type);
		free(c->m[i].opts);
	}
	free(c->m);
	c->m = NULL;
	c->n = 0;
}

/* Is DEV a loop device backed by the regular file st? */
static bool
loop_of(const char *dev, const struct stat *st)
{
	struct loopinfo li;

	return !strncmp(dev, "/dev/loop", 9) && loop_info(dev, &li) > 0 &&
	    loop_backed_by(&li, st);
}

/* The last mount whose dir, or else whose source, ARG names; -1: none */
static int
find_target(struct uctx *c, const char *arg)
{
	char *real = realpath(arg, NULL);
	struct stat st;
	bool file, lab = !strncmp(arg, "LABEL=", 6);
	char *dev;
	int i;

	/* LABEL= and UUID=: the device that has it, as a source */
	if (lab || !strncmp(arg, "UUID=", 5)) {
		free(real);
		dev = fsprobe_find(lab ? "LABEL" : "UUID", arg + (lab ? 6 : 5));
		for (i = c->n - 1; dev && i >= 0; i--)
			if (!strcmp(c->m[i].src, dev))
				break;
		if (!dev)
			i = -1;
		free(dev);
		return i;
	}
	for (i = c->n - 1; i >= 0; i--)
		if (!strcmp(c->m[i].dir, arg) ||
		    (real && !strcmp(c->m[i].dir, real)))
			goto out;
	file = real && stat(real, &st) == 0 && S_ISREG(st.st_mode);
	for (i = c->n - 1; i >= 0; i--)
		if (!strcmp(c->m[i].src, arg) ||
		    (real && !strcmp(c->m[i].src, real)) ||
		    (file && loop_of(c->m[i].src, &st)))
			break;
out:
	free(real);
	return i;
}

/* Unmount mount i; 0 or UMOUNT_FAIL, having said why. */
static int
unmount_one(struct uctx *c, int i, const char *arg)
{
	struct ument *m = &c->m[i];

	if (umount2(m->dir, c->flags) < 0) {
		int err = errno;

		if (err == EBUSY && c->readonly &&
		    mount(m->src, m->dir, NULL, MS_REMOUNT | MS_RDONLY,
		    NULL) == 0) {
			if (c->verbose)
				fprintf(stderr, "%s: %s (%s) remounted "
				    "read-only\n", applet_name, m->dir, m->src);
			return 0;
		}
		if (err == EBUSY)
			error_msg("%s: target is busy.", m->dir);
		else if (err == EINVAL)
			error_msg("%s: not mounted.", arg ? arg : m->dir);
		else if (err == EPERM)
			error_msg("%s: must be superuser to unmount.", m->dir);
		else {
			errno = err;
			perror_msg("%s: umount failed", m->dir);
		}
		return UMOUNT_FAIL;
	}
	/* util-linux names the source too, except with -R */
	if (c->verbose && !c->all && c->recursive)
		fprintf(stderr, "%s: %s unmounted\n", applet_name, m->dir);
	else if (c->verbose && !c->all)
		fprintf(stderr, "%s: %s (%s) unmounted\n", applet_name, m->dir,
		    m->src);
	/* an autoclear device is gone already: ENXIO is no error then */
	if (c->detach && !strncmp(m->src, "/dev/loop", 9) &&
	    loop_detach(m->src) < 0 && errno != ENXIO) {
		perror_msg("%s: failed to detach loop device", m->src);
		return UMOUNT_FAIL;
	}
	return 0;
}

static bool
below(const char *dir, const char *top)
{
	size_t n = strlen(top);

	if (!strcmp(top, "/"))
		return true;
	return !strncmp(dir, top, n) && (dir[n] == '/' || !dir[n]);
}

/* -R: every mount at or below mount i, the last mounted first */
static int
unmount_tree(struct uctx *c, int top, const char *arg)
{
	char *dir = xstrdup(c->m[top].dir);
	int i, r = 0;

	for (i = c->n - 1; i >= 0 && !r; i--)
		if (below(c->m[i].dir, dir))
			r = unmount_one(c, i, i == top ? arg : NULL);
	free(dir);
	return r;
}

static int
unmount_all(struct uctx *c, const char *types, const char *testopts)
{
	static const char skip[] = "noproc,nodevfs,nodevpts,nosysfs,"
	    "norpc_pipefs,nonfsd";
	int i, ok = 0, bad = 0;

	/* with -v, a line for every mount, in util-linux's layout */
	c->all = true;
	for (i = c->n - 1; i >= 0; i--) {
		if (!mount_type_match(c->m[i].type, types ? types : skip) ||
		    (testopts && !mountopt_match(c->m[i].opts, testopts))) {
			if (c->verbose)
				printf("%-25s: ignored\n", c->m[i].dir);
			continue;
		}
		if (unmount_one(c, i, NULL))
			bad++;
		else {
			ok++;
			if (c->verbose)
				printf("%-25s: successfully unmounted\n",
				    c->m[i].dir);
		}
	}
	if (!bad)
		return 0;
	return ok ? UMOUNT_SOME : UMOUNT_FAIL;
}

int
umount_main(int argc, char **argv)
{
	struct uctx c = { 0 };
	struct opts o;
	struct stat st;
	int i, r = 0, k;

	(void)argc;
	argv = getopts(&o, OPTS_umount, argv);
	c.flags = (OPT(&o, F_f) ? MNT_FORCE : 0) |
	    (OPT(&o, F_l) ? MNT_DETACH : 0);
	c.detach = OPT(&o, F_d);
	c.readonly = OPT(&o, F_r);
	c.quiet = OPT(&o, F_q);
	c.verbose = OPT(&o, F_v);
	c.recursive = OPT(&o, F_R);
	load_mounts(&c);
	if (OPT(&o, F_a)) {
		if (o.argc)
			usage_exit("-a takes no operands");
		r = unmount_all(&c, OPT(&o, F_t) ? o.arg[S_t].s : NULL,
		    OPT(&o, F_O) ? o.arg[S_O].s : NULL);
		free_mounts(&c);
		return r;
	}
	if (!o.argc)
		usage_exit("no mount point given");
	for (; *argv; argv++) {
		i = find_target(&c, *argv);	/* -t only filters -a */
		if (i < 0) {
			if (stat(*argv, &st) < 0)
				error_msg("%s: no mount point specified.", *argv);
			else if (!c.quiet)
				error_msg("%s: not mounted.", *argv);
			r = UMOUNT_FAIL;
			continue;
		}
		k = OPT(&o, F_R) ? unmount_tree(&c, i, *argv) :
		    unmount_one(&c, i, *argv);
		if (k)
			r = k;
		/* the table changed: a second operand must see it anew */
		free_mounts(&c);
		load_mounts(&c);
	}
	free_mounts(&c);
	return r;
}
