/*
 * df - report filesystem disk space usage
 *
 * POSIX.1-2024 df (-k -P) plus GNU's -a -h -H -i -T -t -x and --total,
 * in GNU's layout: columns as wide as their widest cell, Use% rounded up.
 * Mounts come from /proc/self/mountinfo, sizes from statfs(2). Without
 * -a, filesystems with no blocks (proc, sysfs, cgroup...) are left out,
 * and of several mounts of one device only the one with the shortest
 * mount point is shown. A FILE operand shows the mount that holds it.
 * Not done: --output, -B and --sync.
 *
 * applet: df bin core
 * opts: (total)a(all)hHi(inodes)kPT(print-type)t*(type)x*(exclude-type)[-hHk]
 * usage: df [-ahHikPT] [-t TYPE] [-x TYPE] [--total] [FILE]...
 *
 *	Show the size, use and free space of each mounted filesystem, or
 *	of those holding each FILE.
 *
 *	-a, --all	Include filesystems without blocks and duplicates
 *	-h	Sizes in powers of 1024 (1.5K, 20M)
 *	-H	Sizes in powers of 1000
 *	-i, --inodes	Inodes instead of blocks
 *	-k	Sizes in 1024-byte blocks (the default)
 *	-P	POSIX output format
 *	-T, --print-type	Show the filesystem type
 *	-t, --type TYPE	Only filesystems of TYPE
 *	-x, --exclude-type TYPE	Not filesystems of TYPE
 *	--total	Add a line of totals
 * SPDX-License-Identifier: MIT
 */
#define FOR_df
#include "libbb.h"
#include <sys/statfs.h>
#include <sys/sysmacros.h>

struct mnt {
	char			*src, *dir, *type;
	dev_t			dev;
	unsigned long long	v[3];	/* size, used, available */
	bool			shown;
};

static bool
in_list(const struct optlist *l, const char *type)
{
	for (int i = 0; i < l->n; i++)
		if (!strcmp(l->v[i], type))
			return true;
	return false;
}

/* The mounts of /proc/self/mountinfo, in its order */
static struct mnt *
read_mounts(size_t *count)
{
	FILE *f = fopen("/proc/self/mountinfo", "re");
	struct mnt *m = NULL;
	char *line = NULL, *fld[10], *p, *dash;
	size_t cap = 0, n = 0;
	unsigned maj, mnr;
	int i;

	if (!f)
		perror_exit("cannot read table of mounted file systems");
	while (getline(&line, &cap, f) > 0) {
		dash = strstr(line, " - ");
		if (!dash)
			continue;
		*dash = 0;
		for (i = 0, p = strtok(line, " "); p && i < 5;
		    p = strtok(NULL, " "))
			fld[i++] = p;
		fld[5] = strtok(dash + 3, " \n");
		fld[6] = strtok(NULL, " \n");
		if (i < 5 || !fld[6] || sscanf(fld[2], "%u:%u", &maj, &mnr) != 2)
			continue;
		m = xrealloc(m, n + 1, sizeof(*m));
		m[n].dir = xstrdup(mount_unescape(fld[4]));
		m[n].type = xstrdup(fld[5]);
		m[n].src = xstrdup(mount_unescape(fld[6]));
		m[n].dev = makedev(maj, mnr);
		m[n++].shown = false;
	}
	free(line);
	fclose(f);
	*count = n;
	return m;
}

/* A number cell: as it is, or human-readable */
static char *
cell(unsigned long long v, unsigned human)
{
	char buf[32];

	if (human)
		return xstrdup(human_size(buf, v, human));
	snprintf(buf, sizeof(buf), "%llu", v);
	return xstrdup(buf);
}

static char *
percent(unsigned long long used, unsigned long long avail)
{
	unsigned long long t = used + avail;

	if (!t)
		return xstrdup("-");
	return xasprintf("%llu%%", (used * 100 + t - 1) / t);
}

int
df_main(int argc, char **argv)
{
	struct opts o;
	struct mnt *m, tot = { "total", "-", "-", 0, { 0, 0, 0 }, true };
	struct statfs sf;
	struct stat st;
	size_t n, i, j, r, rows = 0, ncol, nord = 0, *order;
	char ***t;
	int w[8], c;
	unsigned human = 0, bs;
	bool inodes, type, ops = false;

	argv = getopts(&o, OPTS_df, argv);
	argc = o.argc;
	inodes = OPT(&o, F_i);
	type = OPT(&o, F_T);
	if (OPT(&o, F_h))
		human = 1024;
	else if (OPT(&o, F_H))
		human = 1000;
	m = read_mounts(&n);
	/* the rows: one per FILE, else every mount shown */
	order = xmalloc((n + argc) * sizeof(*order));
	for (; *argv; argv++) {
		size_t best = n, len = 0;
		char *real;

		ops = true;
		if (stat(*argv, &st) < 0) {
			perror_msg("%s", quote(*argv, QUOTE_SHELL_ESCAPE));
			continue;
		}
		real = realpath(*argv, NULL);
		/* the last mount of its device above it */
		for (i = 0; i < n; i++) {
			size_t l = strlen(m[i].dir);

			if (m[i].dev != st.st_dev || !real ||
			    strncmp(real, m[i].dir, l) || (l > 1 &&
			    real[l] && real[l] != '/') || l < len)
				continue;
			best = i;
			len = l;
		}
		free(real);
		if (best < n)
			order[nord++] = best;
	}
	for (i = 0; i < n && !ops; i++) {
		m[i].shown = true;
		if (OPT(&o, F_a))
			continue;
		for (j = 0; j < i; j++)
			if (m[j].shown && m[j].dev == m[i].dev) {
				if (strlen(m[i].dir) < strlen(m[j].dir))
					m[j].shown = false;
				else
					m[i].shown = false;
			}
	}
	for (i = 0; i < n && !ops; i++)
		if (m[i].shown)
			order[nord++] = i;
	ncol = 6 + type;
	t = xmalloc((nord + 2) * sizeof(*t));
	t[rows] = xmalloc(ncol * sizeof(char *));
	t[rows][0] = "Filesystem";
	if (type)
		t[rows][1] = "Type";
	t[rows][1 + type] = inodes ? "Inodes" : human ? "Size" :
	    OPT(&o, F_P) ? "1024-blocks" : "1K-blocks";
	t[rows][2 + type] = inodes ? "IUsed" : "Used";
	t[rows][3 + type] = inodes ? "IFree" : human ? "Avail" : "Available";
	t[rows][4 + type] = inodes ? "IUse%" : OPT(&o, F_P) && !human ?
	    "Capacity" : "Use%";
	t[rows++][5 + type] = "Mounted on";
	for (i = 0; i <= nord; i++) {
		struct mnt *e = i < nord ? &m[order[i]] : &tot;

		if (i == nord && (!OPT(&o, F_total) || rows == 1))
			break;
		if (i < nord) {
			if ((o.arg[S_t].l.n &&
			    !in_list(&o.arg[S_t].l, e->type)) ||
			    in_list(&o.arg[S_x].l, e->type))
				continue;
			if (statfs(e->dir, &sf) < 0) {
				if (ops || OPT(&o, F_a))
					perror_msg("%s", quote(e->dir,
					    QUOTE_SHELL_ESCAPE));
				continue;
			}
			/* no blocks, or hidden under a later mount */
			if (!OPT(&o, F_a) && !ops && (!sf.f_blocks ||
			    stat(e->dir, &st) < 0 || st.st_dev != e->dev))
				continue;
			bs = sf.f_frsize ? sf.f_frsize : sf.f_bsize;
			if (inodes) {
				e->v[0] = sf.f_files;
				e->v[1] = sf.f_files - sf.f_ffree;
				e->v[2] = sf.f_ffree;
			} else {
				e->v[0] = (unsigned long long)sf.f_blocks * bs;
				e->v[1] = (unsigned long long)(sf.f_blocks -
				    sf.f_bfree) * bs;
				e->v[2] = (unsigned long long)sf.f_bavail * bs;
			}
			for (j = 0; j < 3; j++)
				tot.v[j] += e->v[j];
		}
		t[rows] = xmalloc(ncol * sizeof(char *));
		t[rows][0] = e->src;
		if (type)
			t[rows][1] = e->type;
		for (j = 0; j < 3; j++)
			t[rows][1 + type + j] = cell(inodes || human ?
			    e->v[j] : (e->v[j] + 1023) / 1024, human);
		t[rows][4 + type] = percent(e->v[1], e->v[2]);
		t[rows++][5 + type] = e->dir;
	}
	if (rows == 1) {
		error_msg("no file systems processed");
		return 1;
	}
	/* GNU's narrowest columns */
	for (c = 0; c < (int)ncol - 1; c++)
		w[c] = c == 0 ? 14 : c <= type ? 4 : c == 4 + type ? 4 : 5;
	for (r = 0; r < rows; r++)
		for (c = 0; c < (int)ncol - 1; c++)
			w[c] = MAX(w[c], (int)strlen(t[r][c]));
	for (r = 0; r < rows; r++) {
		for (c = 0; c < (int)ncol - 1; c++)
			printf(c <= type ? "%-*s " : "%*s ", w[c], t[r][c]);
		printf("%s\n", t[r][c]);
	}
	return exit_status;
}
