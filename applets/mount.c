/*
 * mount.c - mount filesystems, or list the mounted ones
 *
 * Follows util-linux mount(8) as documented: the listing format
 * "SRC on DIR type TYPE (OPTS)", the -o option names, -a over fstab, -T to
 * read another fstab, automatic loop devices for regular files (read-only
 * when the file is, cleared automatically when unmounted), type detection
 * by superblock then by /proc/filesystems, LABEL= and UUID= sources, the
 * read-only retry of write-protected media, its messages and exit status
 * 32 for a failed mount (1 for usage, 64 when -a mounted only some).
 * Deviations: /etc/mtab is never written (-n is accepted for that
 * reason); no mount helpers (/sbin/mount.TYPE) are run. As util-linux
 * does, the listing names the image file of a loop device that clears
 * itself, and -l adds the [LABEL] of a probed device.
 *
 * applet: mount bin linux
 * opts: (make-shared)(make-slave)(make-private)(make-unbindable)
 *	(make-rshared)(make-rslave)(make-rprivate)(make-runbindable)
 *	a(all)f(fake)l(show-labels)n(no-mtab)r(read-only)w(rw)(read-write)
 *	v(verbose)
 *	t:(types)o*(options)O:(test-opts)T:(fstab)B(bind)R(rbind)M(move)[-rw]
 * usage: mount [-aflnrvw] [-t TYPES] [-o OPTS] [-O OPTS] [-T FSTAB] [SRC] [DIR]
 *
 *	Mount SRC (a device, an image file, LABEL=x, UUID=x) on DIR; with one
 *	of them, look the other up in the fstab; with none, list the mounts.
 *
 *	-a, --all	Mount every fstab entry that is not noauto or mounted
 *	-t, --types TYPES	Filesystem types; with -a or a listing, a filter
 *	-o, --options OPTS	Mount options, comma-separated (repeatable)
 *	-O, --test-opts OPTS	With -a, only entries that have these options
 *	-T, --fstab FILE	Read FILE instead of /etc/fstab
 *	-r, --read-only	Mount read-only (-o ro)
 *	-w, --rw, --read-write	Mount read-write (the default)
 *	-B, --bind	Make DIR show the subtree SRC
 *	-R, --rbind	The same, with the mounts under SRC
 *	-M, --move	Move the mount SRC to DIR
 *	--make-shared, --make-slave, --make-private, --make-unbindable
 *		Set the propagation of the mount DIR (--make-rX: recursively)
 *	--make-rshared, --make-rslave, --make-rprivate, --make-runbindable
 *		The recursive forms
 *	-l, --show-labels	In the listing, add the filesystem labels
 *	-f, --fake	Do everything but the mount(2) call
 *	-n, --no-mtab	Accepted: /etc/mtab is never written
 *	-v, --verbose	Say what was mounted
 * SPDX-License-Identifier: MIT
 */
#define FOR_mount
#include "libbb.h"
#include <sys/mount.h>

#define MOUNT_FAIL	32
#define MOUNT_SOME	64

struct mctx {
	bool		fake, verbose;
	const char	*fstab;
};

static const char dmesg_hint[] =
	"       dmesg(1) may have more information after failed mount system call.";

static void
fail_msg(const char *dir, const char *fmt, ...) PRINTF(2, 3);

/* "mount: DIR: what." plus the dmesg hint, as util-linux words it */
static void
fail_msg(const char *dir, const char *fmt, ...)
{
	char buf[512], *real;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	/* util-linux names the mount point by its canonical path */
	real = realpath(dir, NULL);
	error_msg("%s: %s\n%s", real ? real : dir, buf, dmesg_hint);
	free(real);
}

static bool
is_mounted_dir(const char *dir, const char *src)
{
	FILE *f = fopen("/proc/self/mounts", "r");
	struct mntline e;
	char *rdir = realpath(dir, NULL), *rsrc = NULL;
	bool hit = false;

	if (src)
		rsrc = realpath(src, NULL);
	if (f && rdir) {
		while (!hit && mount_next(f, &e))
			hit = !strcmp(e.dir, rdir) && (!src ||
			    !strcmp(e.src, src) ||
			    (rsrc && !strcmp(e.src, rsrc)));
	}
	if (f)
		fclose(f);
	free(rdir);
	free(rsrc);
	return hit;
}

static char *
canon(const char *path)
{
	char *r = realpath(path, NULL);

	return r ? r : xstrdup(path);
}

/* The source of the last mount on the canonical DIR, or NULL. */
static char *
mounted_src(const char *dir)
{
	FILE *f = fopen("/proc/self/mounts", "r");
	struct mntline e;
	char *src = NULL;

	while (f && mount_next(f, &e))
		if (!strcmp(e.dir, dir)) {
			free(src);
			src = xstrdup(e.src);
		}
	if (f)
		fclose(f);
	return src;
}

/* The mount(2) failure in words the user can act on. */
static void
explain(int err, const char *src, const char *dir, const char *type)
{
	struct stat st;

	switch (err) {
	case ENODEV:
		if (type)
			fail_msg(dir, "unknown filesystem type '%s'.", type);
		else
			fail_msg(dir, "unknown filesystem type.");
		return;
	case ENOENT:
		if (stat(dir, &st) < 0)
			fail_msg(dir, "mount point does not exist.");
		else
			fail_msg(dir, "special device %s does not exist.", src);
		return;
	case ENOTDIR:
		fail_msg(dir, "mount point is not a directory.");
		return;
	case ENOTBLK:
		fail_msg(dir, "special device %s is not a block device.", src);
		return;
	case EBUSY:
		if (is_mounted_dir(dir, src))
			fail_msg(dir, "%s already mounted on %s.", src, dir);
		else
			fail_msg(dir, "%s already mounted or mount point busy.",
			    src);
		return;
	case EPERM:
	case EACCES:
		if (geteuid())
			fail_msg(dir, "must be superuser to use mount.");
		else
			fail_msg(dir, "permission denied.");
		return;
	case EROFS:
		fail_msg(dir, "cannot mount %s read-only.", src);
		return;
	case ENXIO:
		fail_msg(dir, "special device %s does not exist.", src);
		return;
	case EINVAL:
	case EIO:
	case EUCLEAN:
		fail_msg(dir, "wrong fs type, bad option, bad superblock on %s, "
		    "missing codepage or helper program, or other error.", src);
		return;
	}
	errno = err;
	fail_msg(dir, "mount(2) system call failed: %s.", strerror(err));
}

/* The per-mount flags of the mount on DIR, from /proc/self/mountinfo. */
static unsigned long
current_flags(const char *dir)
{
	FILE *f = fopen("/proc/self/mountinfo", "r");
	char line[4096], *rdir = realpath(dir, NULL), *p, *mp, *opts, *save;
	struct mntopts m = { 0 };
	unsigned long fl = 0;
	int i;

	while (f && rdir && fgets(line, sizeof(line), f)) {
		save = NULL;
		p = strtok_r(line, " ", &save);
		for (i = 0; p && i < 4; i++)
			p = strtok_r(NULL, " ", &save);
		mp = p;
		opts = strtok_r(NULL, " ", &save);
		if (!mp || !opts || strcmp(mount_unescape(mp), rdir))
			continue;
		mountopt_free(&m);
		mountopt_parse(&m, opts);
		fl = m.flags;
	}
	mountopt_free(&m);
	if (f)
		fclose(f);
	free(rdir);
	return fl;
}

/* Try each type of a "-t a,b" list, or the kernel's block filesystems. */
static int
try_types(const char *src, const char *dir, const char *types,
    unsigned long fl, const char *data, const char **used)
{
	char *list, *p, *save = NULL, line[128], name[64];
	FILE *f;
	int err = EINVAL;

	if (types) {
		list = xstrdup(types);
		for (p = strtok_r(list, ",", &save); p;
		    p = strtok_r(NULL, ",", &save)) {
			*used = p;
			if (mount(src, dir, p, fl, data) == 0) {
				*used = xstrdup(p);
				free(list);
				return 0;
			}
			err = errno;
			if (err != ENODEV && err != EINVAL)
				break;
		}
		*used = xstrdup(*used);
		free(list);
		errno = err;
		return -1;
	}
	*used = NULL;
	if (!(f = fopen("/proc/filesystems", "r")))
		return -1;
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "nodev", 5) || sscanf(line, "%63s", name) != 1)
			continue;
		if (mount(src, dir, name, fl, data) == 0) {
			fclose(f);
			*used = xstrdup(name);
			return 0;
		}
		if (errno != EINVAL && errno != ENODEV && errno != ENOTBLK) {
			err = errno;
			break;
		}
	}
	fclose(f);
	errno = err;
	return -1;
}

/* -v: what util-linux says, naming paths canonically */
static void
say_done(const char *src, const char *dir, unsigned long fl)
{
	char *rdir = canon(dir), *rsrc = NULL;

	if (fl & MS_REMOUNT)
		rsrc = mounted_src(rdir);
	else if (src && (fl & (MS_BIND | MS_MOVE)))
		rsrc = canon(src);
	if (!src && !(fl & MS_REMOUNT))
		printf("%s: %s propagation flags changed.\n", applet_name,
		    rdir);
	else
		printf("%s: %s %s %s.\n", applet_name, rsrc ? rsrc : src,
		    fl & MS_MOVE ? "moved to" : fl & MS_BIND &&
		    !(fl & MS_REMOUNT) ? "bound on" : "mounted on", rdir);
	free(rdir);
	free(rsrc);
}

/*
 * Mount one SRC on DIR. Returns 0 or MOUNT_FAIL, having said why. A loop
 * device set up here is cleared on every failure.
 */
static int
do_mount(struct mctx *c, const char *src, const char *dir, const char *type,
    const char *optstr)
{
	struct mntopts m = { 0 };
	struct fsprobe pr;
	struct stat st;
	char *loopdev = NULL, *dev = NULL;
	const char *used = NULL;
	unsigned lflags = LOOPF_AUTOCLEAR;
	unsigned long fl;
	int lfd = -1, r = 0, rc, err;
	struct loopinfo li;
	bool rowarn = false;

	if (mountopt_parse(&m, optstr ? optstr : "") < 0) {
		error_msg("%s: failed to parse mount options '%s': Invalid "
		    "argument.", dir, optstr);
		return 1;
	}
	fl = m.flags;
	if (type && !strcmp(type, "auto"))
		type = NULL;

	/* propagation only: --make-* or -o shared on its own */
	if (m.prop && !(fl & (MS_BIND | MS_MOVE | MS_REMOUNT)) && !src) {
		if (!c->fake && mount("none", dir, NULL, m.prop, NULL) < 0)
			goto fail;
		goto done;
	}
	if (fl & MS_MOVE) {
		if (!c->fake && mount(src, dir, NULL, MS_MOVE, NULL) < 0)
			goto fail;
		goto done;
	}
	if (fl & MS_REMOUNT) {
		fl = (current_flags(dir) & ~m.set) | m.flags;
		if (!c->fake && mount(src, dir, type, fl, m.data) < 0)
			goto fail;
		goto prop;
	}
	if (fl & MS_BIND) {
		if (!c->fake && mount(src, dir, NULL, fl & (MS_BIND | MS_REC),
		    NULL) < 0)
			goto fail;
		/* flags on a bind mount need a remount of the new mount */
		if (!c->fake && (m.set & ~(MS_BIND | MS_REC)) &&
		    mount("none", dir, NULL, MS_REMOUNT | MS_BIND |
		    (fl & ~MS_REC), NULL) < 0)
			goto fail;
		goto prop;
	}

	if (!strncmp(src, "LABEL=", 6) || !strncmp(src, "UUID=", 5)) {
		bool lab = *src == 'L';

		dev = fsprobe_find(lab ? "LABEL" : "UUID", src + (lab ? 6 : 5));
		if (!dev) {
			error_msg("%s: can't find %s.", dir, src);
			r = 1;		/* util-linux's status for this one */
			goto out;
		}
		src = dev;
	}
	if ((m.extra & MNTX_LOOP) ||
	    (stat(src, &st) == 0 && S_ISREG(st.st_mode))) {
		bool overlap;

		if (fl & MS_RDONLY)
			lflags |= LOOPF_RO;
		/*
		 * As util-linux: a device already attached to the same part
		 * of the file is used again (one image, one block device:
		 * two would corrupt it), one attached to an overlapping
		 * part is an error.
		 */
		if (!m.loopdev) {
			loopdev = loop_find(src, m.offset, m.sizelimit,
			    &overlap);
			if (overlap) {
				char *rsrc = canon(src);

				error_msg("%s: overlapping loop device exists "
				    "for %s.", dir, rsrc);
				free(rsrc);
				r = MOUNT_FAIL;
				goto out;
			}
			if (loopdev)
				src = loopdev;
			/* a read-only device: read-only at once, as said */
			if (loopdev && !(fl & MS_RDONLY) &&
			    loop_info(loopdev, &li) > 0 &&
			    (li.flags & LOOPF_RO)) {
				fl |= MS_RDONLY;
				rowarn = true;
			}
		}
		if (!c->fake && !loopdev) {
			lfd = loop_attach(src, m.loopdev, m.offset, m.sizelimit,
			    &lflags, &loopdev);
			if (lfd < 0) {
				error_msg("%s: failed to setup loop device for "
				    "%s.", dir, src);
				r = MOUNT_FAIL;
				goto out;
			}
			src = loopdev;
		}
	}
	if (!type && !c->fake && fsprobe_path(src, &pr) == 0)
		type = pr.type;
	if (!type && !c->fake && stat(src, &st) < 0) {
		explain(errno, src, dir, NULL);
		r = MOUNT_FAIL;
		goto out;
	}
	if (!c->fake) {
		rc = try_types(src, dir, type, fl, m.data, &used);
		if (rc < 0 && !(fl & MS_RDONLY) &&
		    (errno == EROFS || errno == EACCES) &&
		    stat(src, &st) == 0 && S_ISBLK(st.st_mode)) {
			/* write-protected media: util-linux says so, retries */
			free((char *)used);
			fl |= MS_RDONLY;
			rc = try_types(src, dir, type, fl, m.data, &used);
			rowarn = true;
		}
		if (rc == 0 && rowarn) {
			char *rdir = canon(dir);

			fprintf(stderr, "%s: %s: WARNING: source "
			    "write-protected, mounted read-only.\n",
			    applet_name, rdir);
			free(rdir);
		}
		if (rc < 0) {
			err = errno;
			if (lfd >= 0) {
				loop_detach(loopdev);
				close(lfd);
				lfd = -1;
			}
			explain(err, src, dir, type ? type : used);
			r = MOUNT_FAIL;
			goto out;
		}
	}
prop:
	if (m.prop && !c->fake && mount("none", dir, NULL, m.prop, NULL) < 0)
		goto fail;
done:
	if (c->verbose)
		say_done(src, dir, fl);
	goto out;
fail:
	if (src && (fl & (MS_BIND | MS_MOVE))) {
		err = errno;
		free(dev);
		src = dev = canon(src);
		errno = err;
	}
	explain(errno, src ? src : "none", dir, type);
	r = MOUNT_FAIL;
out:
	if (lfd >= 0)
		close(lfd);
	free(loopdev);
	free(dev);
	free((char *)used);
	mountopt_free(&m);
	return r;
}

/* "a,b" + "c" -> "a,b,c", either may be NULL */
static char *
join_opts(const char *a, const char *b)
{
	if (!a || !*a)
		return xstrdup(b ? b : "");
	if (!b || !*b)
		return xstrdup(a);
	return xasprintf("%s,%s", a, b);
}

static int
list_mounts(const char *types, bool labels)
{
	FILE *f = fopen("/proc/self/mounts", "r");
	struct loopinfo li;
	struct fsprobe pr;
	struct mntline e;
	const char *src;

	if (!f)
		perror_exit("/proc/self/mounts");
	while (mount_next(f, &e)) {
		if (!mount_type_match(e.type, types))
			continue;
		src = e.src;
		if (!strncmp(src, "/dev/loop", 9) && loop_info(src, &li) > 0 &&
		    (li.flags & LOOPF_AUTOCLEAR))
			src = li.file;
		printf("%s on %s type %s (%s)", src, e.dir, e.type, e.opts);
		if (labels && !strncmp(e.src, "/dev/", 5) &&
		    fsprobe_path(e.src, &pr) == 0 && pr.label[0])
			printf(" [%s]", pr.label);
		putchar('\n');
	}
	fclose(f);
	return 0;
}

static int
mount_all(struct mctx *c, const char *types, const char *testopts,
    const char *cmdopts)
{
	FILE *f = fopen(c->fstab, "r");
	struct mntline e;
	struct mntopts m;
	int ok = 0, bad = 0;
	char *o;

	if (!f) {
		perror_msg("%s", c->fstab);
		return MOUNT_FAIL;
	}
	while (mount_next(f, &e)) {
		/* e points into mount_next's buffer, which the checks reuse */
		char *src = xstrdup(e.src), *dir = xstrdup(e.dir),
		    *type = xstrdup(e.type), *fo = xstrdup(e.opts);

		memset(&m, 0, sizeof(m));
		mountopt_parse(&m, fo);
		if (!(m.extra & MNTX_NOAUTO) && strcmp(type, "swap") &&
		    strcmp(dir, "none") && mount_type_match(type, types) &&
		    (!testopts || mountopt_match(fo, testopts)) &&
		    !is_mounted_dir(dir, NULL)) {
			o = join_opts(fo, cmdopts);
			if (do_mount(c, src, dir, type, o) == 0)
				ok++;
			else if (!(m.extra & MNTX_NOFAIL))
				bad++;
			free(o);
		}
		mountopt_free(&m);
		free(src);
		free(dir);
		free(type);
		free(fo);
	}
	fclose(f);
	if (!bad)
		return 0;
	return ok ? MOUNT_SOME : MOUNT_FAIL;
}

/* Find ARG as an fstab dir or source; fills the three pointers. */
static bool
fstab_find(struct mctx *c, const char *arg, char **src, char **dir,
    char **type, char **opts)
{
	FILE *f = fopen(c->fstab, "r");
	struct mntline e;
	char *real = realpath(arg, NULL);
	bool hit = false;

	while (f && !hit && mount_next(f, &e)) {
		if (strcmp(e.dir, arg) && strcmp(e.src, arg) &&
		    (!real || (strcmp(e.dir, real) && strcmp(e.src, real))))
			continue;
		*src = xstrdup(e.src);
		*dir = xstrdup(e.dir);
		*type = xstrdup(e.type);
		*opts = xstrdup(e.opts);
		hit = true;
	}
	if (f)
		fclose(f);
	free(real);
	return hit;
}

int
mount_main(int argc, char **argv)
{
	static const struct { unsigned long long f; const char *o; } mk[] = {
		{ F_make_shared, "shared" }, { F_make_slave, "slave" },
		{ F_make_private, "private" }, { F_make_unbindable, "unbindable" },
		{ F_make_rshared, "rshared" }, { F_make_rslave, "rslave" },
		{ F_make_rprivate, "rprivate" },
		{ F_make_runbindable, "runbindable" },
		{ F_B, "bind" }, { F_R, "rbind" }, { F_M, "move" },
		{ F_r, "ro" }, { F_w, "rw" },
	};
	struct mctx c = { 0 };
	struct opts o;
	char *opts = NULL, *t, *src = NULL, *dir = NULL, *type = NULL,
	    *fopts = NULL;
	const char *types;
	size_t i;
	int r;

	(void)argc;
	argv = getopts(&o, OPTS_mount, argv);
	c.fake = OPT(&o, F_f);
	c.verbose = OPT(&o, F_v);
	c.fstab = OPT(&o, F_T) ? o.arg[S_T].s : "/etc/fstab";
	types = OPT(&o, F_t) ? o.arg[S_t].s : NULL;
	for (i = 0; OPT(&o, F_o) && i < (size_t)o.arg[S_o].l.n; i++) {
		t = join_opts(opts, o.arg[S_o].l.v[i]);
		free(opts);
		opts = t;
	}
	for (i = 0; i < ARRAY_SIZE(mk); i++)
		if (OPT(&o, mk[i].f)) {
			t = join_opts(opts, mk[i].o);
			free(opts);
			opts = t;
		}
	if (o.argc > 2)
		usage_exit("too many arguments");
	if (OPT(&o, F_a)) {
		if (o.argc)
			usage_exit("-a takes no operands");
		r = mount_all(&c, types, OPT(&o, F_O) ? o.arg[S_O].s : NULL,
		    opts);
		free(opts);
		return r;
	}
	if (!o.argc) {
		if (opts && *opts)
			usage_exit("no mount point given");
		return list_mounts(types, OPT(&o, F_l));
	}
	if (o.argc == 2) {
		r = do_mount(&c, argv[0], argv[1], types, opts);
		free(opts);
		return r;
	}
	/* one operand: a propagation change, a remount, or an fstab entry */
	{
		struct mntopts m = { 0 };
		bool alone;

		mountopt_parse(&m, opts ? opts : "");
		alone = (m.prop && !(m.flags & (MS_BIND | MS_MOVE))) ||
		    (m.flags & MS_REMOUNT);
		mountopt_free(&m);
		if (!fstab_find(&c, argv[0], &src, &dir, &type, &fopts)) {
			if (!alone) {
				/* util-linux's words and status, even for -T */
				error_msg("%s: can't find in /etc/fstab.",
				    argv[0]);
				free(opts);
				return 1;
			}
			r = do_mount(&c, NULL, argv[0], types, opts);
			free(opts);
			return r;
		}
	}
	if (types)
		type = (free(type), xstrdup(types));
	t = join_opts(fopts, opts);
	r = do_mount(&c, src, dir, type, t);
	free(t);
	free(opts);
	free(src);
	free(dir);
	free(type);
	free(fopts);
	return r;
}
