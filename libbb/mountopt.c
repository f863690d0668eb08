/*
 * mountopt.c - mount(8) option strings: the flag table, -o parsing, text
 *
 * The names and their MS_* meanings are those of mount(8) and mount(2).
 * Options the table does not know go to the filesystem as its data string,
 * in the order given. Options that only mean something to mount itself
 * (auto, noauto, user, nofail, _netdev, x-*, comment=) are dropped, as
 * util-linux does. loop[=DEV], offset= and sizelimit= set the loop fields.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/mount.h>

#ifndef MS_LAZYTIME
#define MS_LAZYTIME	(1 << 25)
#endif

struct mntflag {
	const char	*name;
	unsigned long	set, clear;
	unsigned char	extra;		/* MNTX_* set instead of a flag */
};

static const struct mntflag mntflags[] = {
	{ "defaults", 0, 0, 0 },
	{ "ro", MS_RDONLY, 0, 0 },
	{ "rw", 0, MS_RDONLY, 0 },
	{ "suid", 0, MS_NOSUID, 0 },
	{ "nosuid", MS_NOSUID, 0, 0 },
	{ "dev", 0, MS_NODEV, 0 },
	{ "nodev", MS_NODEV, 0, 0 },
	{ "exec", 0, MS_NOEXEC, 0 },
	{ "noexec", MS_NOEXEC, 0, 0 },
	{ "sync", MS_SYNCHRONOUS, 0, 0 },
	{ "async", 0, MS_SYNCHRONOUS, 0 },
	{ "dirsync", MS_DIRSYNC, 0, 0 },
	{ "mand", MS_MANDLOCK, 0, 0 },
	{ "nomand", 0, MS_MANDLOCK, 0 },
	{ "atime", 0, MS_NOATIME, 0 },
	{ "noatime", MS_NOATIME, 0, 0 },
	{ "diratime", 0, MS_NODIRATIME, 0 },
	{ "nodiratime", MS_NODIRATIME, 0, 0 },
	{ "relatime", MS_RELATIME, 0, 0 },
	{ "norelatime", 0, MS_RELATIME, 0 },
	{ "strictatime", MS_STRICTATIME, 0, 0 },
	{ "nostrictatime", 0, MS_STRICTATIME, 0 },
	{ "lazytime", MS_LAZYTIME, 0, 0 },
	{ "nolazytime", 0, MS_LAZYTIME, 0 },
	{ "silent", MS_SILENT, 0, 0 },
	{ "loud", 0, MS_SILENT, 0 },
	{ "bind", MS_BIND, 0, 0 },
	{ "rbind", MS_BIND | MS_REC, 0, 0 },
	{ "move", MS_MOVE, 0, 0 },
	{ "remount", MS_REMOUNT, 0, 0 },
	{ "shared", MS_SHARED, 0, 0 },
	{ "rshared", MS_SHARED | MS_REC, 0, 0 },
	{ "slave", MS_SLAVE, 0, 0 },
	{ "rslave", MS_SLAVE | MS_REC, 0, 0 },
	{ "private", MS_PRIVATE, 0, 0 },
	{ "rprivate", MS_PRIVATE | MS_REC, 0, 0 },
	{ "unbindable", MS_UNBINDABLE, 0, 0 },
	{ "runbindable", MS_UNBINDABLE | MS_REC, 0, 0 },
	{ "auto", 0, 0, MNTX_AUTO },
	{ "noauto", 0, 0, MNTX_NOAUTO },
	{ "nofail", 0, 0, MNTX_NOFAIL },
	{ "user", 0, 0, MNTX_IGNORE },
	{ "nouser", 0, 0, MNTX_IGNORE },
	{ "users", 0, 0, MNTX_IGNORE },
	{ "owner", 0, 0, MNTX_IGNORE },
	{ "group", 0, 0, MNTX_IGNORE },
	{ "_netdev", 0, 0, MNTX_IGNORE },
};

/*
 * offset= and sizelimit=: a number with an optional K/M/G... suffix (KiB
 * or K = 1024, KB = 1000), as util-linux takes them
 */
static int
size_arg(const char *s, size_t n, long long *out)
{
	static const char units[] = "KMGTPE";
	char *tmp = xstrndup(s, n), *end;
	const char *u;
	unsigned long long v, mul = 1, step = 1024;
	int i, r = -1;

	errno = 0;
	if (*tmp >= '0' && *tmp <= '9') {
		v = strtoull(tmp, &end, 0);
		u = *end ? strchr(units, *end & ~32) : NULL;
		if (!errno && u && *u) {	/* ' ' & ~32 finds the NUL */
			if (!strcmp(end + 1, "B"))
				step = 1000;
			else if (end[1] && strcmp(end + 1, "iB"))
				u = NULL;
			for (i = 0; u && i <= u - units; i++)
				mul *= step;
			if (u)
				*end = 0;
		}
		if (!errno && !*end && (!v || mul <= LLONG_MAX / v)) {
			*out = v * mul;
			r = 0;
		}
	}
	free(tmp);
	return r;
}

static void
add_data(struct mntopts *m, const char *s, size_t n)
{
	size_t old = m->data ? strlen(m->data) : 0;

	m->data = xrealloc(m->data, old + n + 2, 1);
	if (old)
		m->data[old++] = ',';
	memcpy(m->data + old, s, n);
	m->data[old + n] = 0;
}

/*
 * Apply one comma-separated option string to m (which the caller zeroes
 * first); later options override earlier ones. Returns -1 with errno
 * EINVAL for a bad offset=/sizelimit= number.
 */
int
mountopt_parse(struct mntopts *m, const char *s)
{
	const char *e, *v;
	size_t n, i;
	long long num;

	for (; *s; s = *e ? e + 1 : e) {
		e = s + strcspn(s, ",");
		n = e - s;
		if (!n)
			continue;
		for (i = 0; i < ARRAY_SIZE(mntflags); i++)
			if (strlen(mntflags[i].name) == n &&
			    !memcmp(mntflags[i].name, s, n))
				break;
		if (i < ARRAY_SIZE(mntflags)) {
			const struct mntflag *f = &mntflags[i];

			if (f->set & MS_PROPAGATION)
				m->prop = f->set;
			else {
				m->flags = (m->flags & ~f->clear) | f->set;
				m->set |= f->set | f->clear;
			}
			if (f->extra == MNTX_AUTO)
				m->extra &= ~MNTX_NOAUTO;
			else
				m->extra |= f->extra;
			continue;
		}
		v = memchr(s, '=', n);
		if ((n == 4 || (v && v - s == 4)) && !memcmp(s, "loop", 4)) {
			m->extra |= MNTX_LOOP;
			free(m->loopdev);
			m->loopdev = v ? xstrndup(v + 1, e - v - 1) : NULL;
			continue;
		}
		if (v && ((v - s == 6 && !memcmp(s, "offset", 6)) ||
		    (v - s == 9 && !memcmp(s, "sizelimit", 9)))) {
			if (size_arg(v + 1, e - v - 1, &num) < 0)
				return errno = EINVAL, -1;
			*(v - s == 6 ? &m->offset : &m->sizelimit) = num;
			m->extra |= MNTX_LOOP;
			continue;
		}
		if ((n > 2 && !memcmp(s, "x-", 2)) ||
		    (n >= 8 && !memcmp(s, "comment=", 8)))
			continue;
		add_data(m, s, n);
	}
	return 0;
}

void
mountopt_free(struct mntopts *m)
{
	free(m->data);
	free(m->loopdev);
	memset(m, 0, sizeof(*m));
}

/* Is the option NAME (with or without "=value") in the list S? */
static bool
mountopt_has(const char *s, const char *name)
{
	size_t n = strlen(name), k;

	while (*s) {
		k = strcspn(s, ",");
		if (k >= n && !memcmp(s, name, n) && (k == n || s[n] == '='))
			return true;
		s += k + !!s[k];
	}
	return false;
}

/*
 * The -O test: every item of LIST must hold for OPTS; an item "noX" holds
 * when X is absent. As mount(8) -O.
 */
bool
mountopt_match(const char *opts, const char *list)
{
	char *l = xstrdup(list), *p, *save = NULL;
	bool ok = true;

	for (p = strtok_r(l, ",", &save); p && ok; p = strtok_r(NULL, ",", &save))
		if (!strncmp(p, "no", 2) && !mountopt_has(opts, p))
			ok = !mountopt_has(opts, p + 2);
		else
			ok = mountopt_has(opts, p);
	free(l);
	return ok;
}

/* Undo the octal escapes (\040 for a space) of /proc/self/mounts fields. */
char *
mount_unescape(char *s)
{
	char *r = s, *w = s;

	while (*r) {
		if (r[0] == '\\' && r[1] >= '0' && r[1] <= '3' &&
		    r[2] >= '0' && r[2] <= '7' && r[3] >= '0' && r[3] <= '7') {
			*w++ = (r[1] - '0') << 6 | (r[2] - '0') << 3 |
			    (r[3] - '0');
			r += 4;
		} else
			*w++ = *r++;
	}
	*w = 0;
	return s;
}

/*
 * Read the next line of a mounts/fstab-format file into e (fields split
 * in place in a static line buffer, unescaped). Skips blank and comment
 * lines. Returns false at the end.
 */
bool
mount_next(FILE *f, struct mntline *e)
{
	static char line[4096];
	char *p, *save;

	while (fgets(line, sizeof(line), f)) {
		p = line + strspn(line, " \t");
		if (*p == '#' || *p == '\n' || !*p)
			continue;
		save = NULL;
		e->src = strtok_r(p, " \t\n", &save);
		e->dir = strtok_r(NULL, " \t\n", &save);
		e->type = strtok_r(NULL, " \t\n", &save);
		e->opts = strtok_r(NULL, " \t\n", &save);
		if (!e->dir)
			continue;
		if (!e->type)
			e->type = "auto";
		if (!e->opts)
			e->opts = "defaults";
		mount_unescape(e->src);
		mount_unescape(e->dir);
		return true;
	}
	return false;
}

/*
 * -t lists: "ext4,vfat" or "nosquashfs,proc". Each item may carry "no";
 * a type matches a positive item, or, with only negative items, none.
 */
bool
mount_type_match(const char *type, const char *list)
{
	char *l, *p, *save = NULL;
	bool pos = false, hit = false, neg = false;

	if (!list)
		return true;
	l = xstrdup(list);
	for (p = strtok_r(l, ",", &save); p; p = strtok_r(NULL, ",", &save)) {
		if (!strncmp(p, "no", 2)) {
			if (!strcmp(p + 2, type))
				neg = true;
		} else {
			pos = true;
			if (!strcmp(p, type))
				hit = true;
		}
	}
	free(l);
	return pos ? hit : !neg;
}
