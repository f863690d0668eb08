/*
 * swapon.c - start and stop swapping on devices and files (swapon, swapoff)
 *
 * util-linux 2.38's swapon and swapoff in the C locale: messages, -v
 * lines and exit statuses (swapon: 255 when something failed, 1 for a
 * usage error; swapoff: 4 when swapoff(2) failed, 2 when it ran out of
 * memory, 16 for a usage error, 32/64 when all/some of -a failed). A
 * DEVICE may be a path, LABEL=, UUID=, PARTUUID= or PARTLABEL= (looked
 * up among /proc/partitions). Before swapon(2), the header is checked as
 * util-linux does: "SWAPSPACE2" at the end of a page of 4 to 64 KiB, a
 * file without holes, owner and modes (warnings). -a reads /etc/fstab's
 * swap entries: noauto ones and inaccessible ones are passed over, as
 * are those already on; pri= and discard[=once|pages] are their options,
 * nofail (or -e) passes over one that cannot be found. swapoff -a turns
 * off every swap of /proc/swaps, then /etc/fstab's. swapon -s prints
 * /proc/swaps in util-linux's layout; --show (also with no operand) the
 * table with NAME TYPE SIZE USED PRIO (and UUID, LABEL). Not done:
 * --fixpgsz, rewriting software-suspend signatures, -o.
 *
 * applet: swapon sbin linux
 * opts: (show)?(noheadings)(raw)(bytes)p:(priority)d?(discard)e(ifexists)
 *	s(summary)a(all)v(verbose)L*U*
 * usage: swapon [-aev] [-p PRIO] [-d[=POLICY]] [-L LABEL] [-U UUID]
 *	[-s | --show[=COLUMNS]] [DEVICE...]
 *
 *	Start swapping on each DEVICE (a block device or a file), or list
 *	the swap areas in use.
 *
 *	-a, --all	Every swap entry of /etc/fstab but noauto ones
 *	-p, --priority PRIO	Priority, -1 to 32767
 *	-d, --discard[=POLICY]	Discard freed pages (pages), the whole
 *		area at swapon (once), or both (no POLICY)
 *	-e, --ifexists	With -a, pass over devices that do not exist
 *	-L LABEL	The device with this label
 *	-U UUID	The device with this UUID
 *	-s, --summary	Print /proc/swaps
 *	--show[=COLUMNS]	A table: NAME TYPE SIZE USED PRIO UUID LABEL
 *	--noheadings	No header line in the table
 *	--raw	No alignment in the table
 *	--bytes	Sizes in bytes in the table
 *	-v, --verbose	Say what is done
 * applet: swapoff sbin linux main=swapon usage-exit=16
 * opts: a(all)v(verbose)L*U*
 * usage: swapoff [-av] [-L LABEL] [-U UUID] [DEVICE...]
 *
 *	Stop swapping on each DEVICE.
 *
 *	-a, --all	Every swap area of /proc/swaps and /etc/fstab
 *	-L LABEL	The device with this label
 *	-U UUID	The device with this UUID
 *	-v, --verbose	Say what is done
 * SPDX-License-Identifier: MIT
 */
#define FOR_swapon
#include "libbb.h"
#include <sys/ioctl.h>
#include <sys/swap.h>

#ifndef SWAP_FLAG_DISCARD_ONCE
#define SWAP_FLAG_DISCARD_ONCE	0x20000
#define SWAP_FLAG_DISCARD_PAGES	0x40000
#endif

struct swaps {
	char		*name, *type;
	unsigned long long	size, used;	/* KiB */
	int		prio;
};

static bool verbose;

/* /proc/swaps' areas; their count */
static int
read_swaps(struct swaps **out)
{
	FILE *f = fopen("/proc/swaps", "r");
	char line[4200], name[4096], type[32];
	struct swaps *v = NULL;
	int n = 0;

	*out = NULL;
	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%4095s %31s", name, type) == 2 &&
		    strcmp(name, "Filename")) {
			v = xrealloc(v, n + 1, sizeof(*v));
			v[n].name = xstrdup(mount_unescape(name));
			v[n].type = xstrdup(type);
			sscanf(line, "%*s %*s %llu %llu %d", &v[n].size,
			    &v[n].used, &v[n].prio);
			n++;
		}
	fclose(f);
	*out = v;
	return n;
}

static void
free_swaps(struct swaps *v, int n)
{
	while (n--) {
		free(v[n].name);
		free(v[n].type);
	}
	free(v);
}

static bool
is_active(const char *path)
{
	struct swaps *v;
	int i, n = read_swaps(&v);
	bool on = false;

	for (i = 0; i < n && !on; i++)
		on = !strcmp(v[i].name, path);
	free_swaps(v, n);
	return on;
}

/*
 * The device of spec (LABEL=, UUID=... or a path), malloc'd; NULL after
 * util-linux's message (unless quiet).
 */
static char *
resolve(const char *what, const char *val, const char *spec, bool quiet)
{
	static const char *const tags[] = { "LABEL", "UUID", "PARTUUID",
		"PARTLABEL" };
	const char *eq = strchr(spec, '=');
	char *dev;
	size_t i;

	if (!what && eq)
		for (i = 0; i < ARRAY_SIZE(tags); i++)
			if (!strncmp(spec, tags[i], eq - spec) &&
			    !tags[i][eq - spec]) {
				what = tags[i];
				val = eq + 1;
			}
	if (!what)
		return xstrdup(spec);
	if (!(dev = fsprobe_find(what, val)) && !quiet)
		error_msg("cannot find the device for %s", spec);
	return dev;
}

/* the header's page size and size in bytes, or -1: no swap signature */
static int
swap_header(int fd, unsigned long long *size)
{
	unsigned char b[65536];
	ssize_t n = pread(fd, b, sizeof(b), 0);
	uint32_t v[2];
	int psz;

	for (psz = 4096; psz <= 65536; psz *= 2)
		if (n >= psz && !memcmp(b + psz - 10, "SWAPSPACE2", 10))
			break;
	if (psz > 65536)
		return -1;
	memcpy(v, b + 1024, sizeof(v));
	if (v[0] != 1)		/* written the other way, or no version 1 */
		v[1] = __builtin_bswap32(v[0]) == 1 ? __builtin_bswap32(v[1]) :
		    0;
	*size = ((unsigned long long)v[1] + 1) * psz;
	return psz;
}

static int
do_swapon(const char *spec, int flags)
{
	char *path = canonical_path(spec, CANON_EXIST);
	const char *p = path ? path : spec;
	unsigned long long size = 0;
	struct stat st;
	mode_t mask;
	int fd, psz, r = -1;

	if ((fd = open(p, O_RDONLY | O_CLOEXEC)) < 0 || fstat(fd, &st) < 0) {
		perror_msg("cannot open %s", p);
		goto out;
	}
	mask = S_ISBLK(st.st_mode) ? 07007 : 07077;
	if (st.st_mode & mask)
		error_msg("%s: insecure permissions %04o, %04o suggested.", p,
		    (unsigned)st.st_mode & 07777, ~mask & 0666);
	if (S_ISREG(st.st_mode) && st.st_uid)
		error_msg("%s: insecure file owner %u, 0 (root) suggested.", p,
		    (unsigned)st.st_uid);
	exit_status = 0;	/* warnings only */
	if (S_ISREG(st.st_mode) && (off_t)st.st_blocks * 512 < st.st_size) {
		error_msg("%s: skipping - it appears to have holes.", p);
		goto out;
	}
	if ((psz = swap_header(fd, &size)) < 0) {
		error_msg("%s: read swap header failed", p);
		goto out;
	}
	if (S_ISBLK(st.st_mode))
		ioctl(fd, _IOR(0x12, 114, size_t), &st.st_size);
	if (verbose) {
		warn_msg("%s: found signature [pagesize=%d, signature=swap]",
		    p, psz);
		warn_msg("%s: pagesize=%d, swapsize=%llu, devsize=%llu", p,
		    psz, size, (unsigned long long)st.st_size);
	}
	if (psz != getpagesize())
		warn_msg("%s: swap format pagesize does not match. "
		    "(Use --fixpgsz to reinitialize it.)", p);
	if (verbose && size > (unsigned long long)st.st_size)
		warn_msg("%s: last_page 0x%08llx is larger than actual size "
		    "of swapspace", p, size);
	if (verbose)
		printf("swapon %s\n", p);
	if (swapon(p, flags) < 0)
		perror_msg("%s: swapon failed", p);
	else
		r = 0;
out:
	if (fd >= 0)
		close(fd);
	free(path);
	return r;
}

/* swapoff(2) on spec's device; util-linux's status for it */
static int
do_swapoff(const char *what, const char *val, const char *spec, bool quiet)
{
	char *dev = resolve(what, val, spec, false), *path;
	int r = 0;

	if (!dev)
		return -1;
	if (verbose)
		printf("swapoff %s\n", spec);
	path = canonical_path(dev, CANON_EXIST);
	if (swapoff(path ? path : dev) < 0) {
		r = errno == ENOMEM ? 2 : 4;
		if (!quiet)
			perror_msg("%s: swapoff failed", spec);
	}
	free(path);
	free(dev);
	return r;
}

/* the fstab's value of option name ("pri"), or "" bare, or NULL */
static const char *
fstab_opt(const char *opts, const char *name, char *buf, size_t size)
{
	size_t n = strlen(name), k;

	for (; *opts; opts += *opts == ',') {
		k = strcspn(opts, ",");
		if (!strncmp(opts, name, n) && (k == n || opts[n] == '=')) {
			k -= n + (k > n);
			if (k >= size)
				k = size - 1;
			memcpy(buf, opts + n + (opts[n] == '='), k);
			buf[k] = 0;
			return buf;
		}
		opts += k;
	}
	return NULL;
}

static int
discard_flags(const char *pol)
{
	if (*pol == '=')
		pol++;
	if (!*pol)
		return SWAP_FLAG_DISCARD;
	if (!strcmp(pol, "once"))
		return SWAP_FLAG_DISCARD | SWAP_FLAG_DISCARD_ONCE;
	if (!strcmp(pol, "pages"))
		return SWAP_FLAG_DISCARD | SWAP_FLAG_DISCARD_PAGES;
	error_exit("unsupported discard policy: %s", pol);
}

static int
prio_flags(const char *s)
{
	long long p;

	if (atoll_range(s, -32768, 32767, &p) < 0) {
		if (errno == ERANGE)
			perror_exit("failed to parse priority: '%s'", s);
		error_exit("failed to parse priority: '%s'", s);
	}
	return p < 0 ? 0 : SWAP_FLAG_PREFER | (p & SWAP_FLAG_PRIO_MASK);
}

/* each swap entry of /etc/fstab: fn on its device; the statuses or'd */
static int
fstab_swaps(bool on, int flags, bool ifexists)
{
	FILE *f = fopen("/etc/fstab", "r");
	struct mntline e;
	char buf[64], *dev;
	int r = 0, fl;
	bool nofail;

	if (!f)
		return 0;
	while (mount_next(f, &e)) {
		char *spec, *opts;

		if (strcmp(e.type, "swap"))
			continue;
		spec = xstrdup(e.src);
		opts = xstrdup(e.opts);
		nofail = fstab_opt(opts, "nofail", buf, sizeof(buf));
		if (!on) {
			do_swapoff(NULL, NULL, spec, true);
		} else if (fstab_opt(opts, "noauto", buf, sizeof(buf))) {
			if (verbose)
				warn_msg("%s: noauto option -- ignored", spec);
		} else if (!(dev = resolve(NULL, NULL, spec,
		    ifexists || nofail))) {
			if (!ifexists && !nofail)
				r = -1;
		} else {
			char *path = canonical_path(dev, CANON_EXIST);

			fl = flags;
			if (fstab_opt(opts, "pri", buf, sizeof(buf)))
				fl = (fl & ~(SWAP_FLAG_PREFER |
				    SWAP_FLAG_PRIO_MASK)) | prio_flags(buf);
			if (fstab_opt(opts, "discard", buf, sizeof(buf)))
				fl |= discard_flags(buf);
			if ((ifexists || nofail) && (!path ||
			    access(path, R_OK))) {
				if (verbose)
					warn_msg("%s: inaccessible -- ignored",
					    dev);
			} else if (!path || !is_active(path)) {
				r |= do_swapon(path ? path : dev, fl);
			}
			free(path);
			free(dev);
		}
		free(spec);
		free(opts);
	}
	fclose(f);
	return r;
}

/* swapon -s: /proc/swaps as util-linux lays it out */
static void
summary(void)
{
	struct swaps *v;
	int i, n = read_swaps(&v), len;

	if (n)
		printf("Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n");
	for (i = 0; i < n; i++) {
		len = strlen(v[i].name);
		printf("%s%*s%s\t%s%llu\t\t%llu\t\t%d\n", v[i].name,
		    len < 40 ? 40 - len : 1, "", v[i].type,
		    strlen(v[i].type) < 8 ? "\t" : "", v[i].size,
		    v[i].used, v[i].prio);
	}
	free_swaps(v, n);
}

/* swapon --show: the table of libsmartcols' layout */
static int
show(const char *cols, bool heads, bool raw, bool bytes)
{
	static const char *const names[] = { "NAME", "TYPE", "SIZE", "USED",
		"PRIO", "UUID", "LABEL" };
	struct swaps *v;
	int n = read_swaps(&v), i, c, k, nc = 0, col[16], w[16];
	char ***cell, b[64], *list = xstrdup(cols), *t, *save;
	struct fsprobe pr;
	bool probe = false;

	for (t = strtok_r(list, ",", &save); t; t = strtok_r(NULL, ",",
	    &save)) {
		for (k = 0; k < 7 && strcasecmp(t, names[k]); k++)
			;
		if (k == 7)
			error_exit("unknown column: %s", t);
		if (nc < 16)
			col[nc++] = k;
		probe |= k > 4;
	}
	free(list);
	cell = xzalloc((n + 1) * sizeof(*cell));
	for (i = 0; i <= n; i++) {
		cell[i] = xzalloc(nc * sizeof(**cell));
		if (i && probe)
			fsprobe_path(v[i - 1].name, &pr);
		for (c = 0; c < nc; c++) {
			struct swaps *s = &v[i - !!i];
			const char *x;

			k = col[c];
			if (!i)
				x = names[k];
			else if (k == 0)
				x = s->name;
			else if (k == 1)
				x = s->type;
			else if (k == 2 || k == 3) {
				unsigned long long z = (k == 2 ? s->size :
				    s->used) * 1024;

				x = b;
				if (bytes)
					sprintf(b, "%llu", z);
				else
					ul_size(b, z, false);
			} else if (k == 4) {
				sprintf(b, "%d", s->prio);
				x = b;
			} else {
				x = fsprobe_tag(&pr, names[k]);
				x = x ? x : "";
			}
			cell[i][c] = xstrdup(x);
		}
	}
	for (c = 0; c < nc; c++)
		for (w[c] = 0, i = 0; i <= n; i++)
			w[c] = MAX(w[c], (int)strlen(cell[i][c]));
	for (i = !heads; n && i <= n; i++) {
		for (c = 0; c < nc; c++) {
			bool right = col[c] >= 2 && col[c] <= 4;
			const char *x = cell[i][c];

			if (c)
				putchar(' ');
			if (raw)
				fputs(x, stdout);
			else if (right)
				printf("%*s", w[c], x);
			else
				printf("%-*s", c == nc - 1 ? 0 : w[c], x);
		}
		putchar('\n');
	}
	for (i = 0; i <= n; i++) {
		for (c = 0; c < nc; c++)
			free(cell[i][c]);
		free(cell[i]);
	}
	free(cell);
	free_swaps(v, n);
	return 0;
}

static int
swapoff_main(struct opts *o, char **argv)
{
	struct swaps *v;
	int i, n, r = 0, k, ok = 0, bad = 0;

	if (!*argv && !OPT(o, F_a) && !OPT(o, F_L) && !OPT(o, F_U))
		status_exit(16, "bad usage\n"
		    "Try 'swapoff --help' for more information.");
	for (i = 0; OPT(o, F_L) && i < o->arg[S_L].l.n; i++)
		r |= do_swapoff("LABEL", o->arg[S_L].l.v[i],
		    o->arg[S_L].l.v[i], false);
	for (i = 0; OPT(o, F_U) && i < o->arg[S_U].l.n; i++)
		r |= do_swapoff("UUID", o->arg[S_U].l.v[i],
		    o->arg[S_U].l.v[i], false);
	for (; *argv; argv++)
		r |= do_swapoff(NULL, NULL, *argv, false);
	if (OPT(o, F_a)) {
		n = read_swaps(&v);
		for (i = 0; i < n; i++) {
			k = do_swapoff(NULL, NULL, v[i].name, false);
			r |= k;
			*(k ? &bad : &ok) += 1;
		}
		free_swaps(v, n);
		fstab_swaps(false, 0, false);
		if (bad)
			r = ok ? 64 : 32;
	}
	return r & 0xff;
}

int
swapon_main(int argc, char **argv)
{
	struct opts o;
	int i, r = 0, flags = 0;
	bool off = applet_name[5] == 'f';

	(void)argc;
	/*
	 * swapoff's options are the last of swapon's: parse with that part
	 * of swapon's spec, then move the results into place.
	 */
	argv = getopts(&o, off ? strstr(OPTS_swapon, "a(all)") : OPTS_swapon,
	    argv);
	if (off) {
		o.seen <<= __builtin_ctzll(F_a);
		memmove(o.arg + S_L, o.arg, sizeof(o.arg) - S_L *
		    sizeof(*o.arg));
	}
	verbose = OPT(&o, F_v);
	if (off)
		return swapoff_main(&o, argv);
	if (OPT(&o, F_p))
		flags = prio_flags(o.arg[S_p].s);
	if (OPT(&o, F_d))
		flags |= discard_flags(o.arg[S_d].s ? o.arg[S_d].s : "");
	if (OPT(&o, F_s))
		summary();
	if (OPT(&o, F_show) || (!*argv && !OPT(&o, F_a) && !OPT(&o, F_s) &&
	    !OPT(&o, F_L) && !OPT(&o, F_U)))
		return show(o.arg[S_show].s ? o.arg[S_show].s :
		    "NAME,TYPE,SIZE,USED,PRIO", !OPT(&o, F_noheadings),
		    OPT(&o, F_raw), OPT(&o, F_bytes));
	if (OPT(&o, F_e) && !OPT(&o, F_a) && *argv)
		status_exit(1, "bad usage\n"
		    "Try 'swapon --help' for more information.");
	for (i = 0; OPT(&o, F_L) && i < o.arg[S_L].l.n; i++) {
		char *dev = resolve("LABEL", o.arg[S_L].l.v[i],
		    o.arg[S_L].l.v[i], false);

		r |= dev ? do_swapon(dev, flags) : -1;
		free(dev);
	}
	for (i = 0; OPT(&o, F_U) && i < o.arg[S_U].l.n; i++) {
		char *dev = resolve("UUID", o.arg[S_U].l.v[i],
		    o.arg[S_U].l.v[i], false);

		r |= dev ? do_swapon(dev, flags) : -1;
		free(dev);
	}
	if (OPT(&o, F_a))
		r |= fstab_swaps(true, flags, OPT(&o, F_e));
	for (; *argv; argv++) {
		char *dev = resolve(NULL, NULL, *argv, false);

		r |= dev ? do_swapon(dev, flags) : -1;
		free(dev);
	}
	return r & 0xff;
}
