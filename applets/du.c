/*
 * du.c - estimate file space usage
 *
 * POSIX.1-2024 du plus GNU's -b, -B, -c, -d, -h, -l, -m, -S, -0 and
 * --apparent-size; output, rounding (up, per printed line) and messages
 * are GNU coreutils 9's in the C locale. Trees go through libbb's walk,
 * each directory's sum kept on a stack indexed by depth and printed after
 * its entries. A file with more than one link is counted once; with more
 * than one operand, or -L, directories are remembered too, so an operand
 * seen before is not printed again; -l remembers nothing. -x skips
 * directories on another filesystem. Deviations: usage errors print the
 * synopsis, not GNU's "Try 'du --help'" line; no --inodes, --time, --si,
 * --exclude, and the BLOCK_SIZE variables are ignored.
 *
 * applet: du bin core
 * opts: (apparent-size)0(null)a(all)b(bytes)c(total)d:(max-depth)
 *	h(human-readable)kl(count-links)ms(summarize)S(separate-dirs)
 *	x(one-file-system)L(dereference)D(dereference-args)HP(no-dereference)
 *	B:(block-size)
 * usage: du [-0abchHklLmPsSx] [-d N] [-B SIZE] [FILE...]
 *
 *	Print the disk space each FILE (default .) uses, directories
 *	summed over their contents, in 1024-byte blocks.
 *
 *	-a, --all	Print files too, not only directories
 *	-s, --summarize	Print only a total for each operand (-d 0)
 *	-d, --max-depth N	Print directories N levels deep at most
 *	-c, --total	Print a grand total at the end
 *	-l, --count-links	Count a file with several links each time
 *	-S, --separate-dirs	Leave subdirectories out of sums
 *	-x, --one-file-system	Skip directories on other filesystems
 *	-L, --dereference	Follow all symbolic links
 *	-H, -D, --dereference-args	Follow symbolic links given as operands
 *	-P, --no-dereference	Follow no symbolic links (the default)
 *	-h, --human-readable	Human-readable sizes (1.5K, 12M...)
 *	-k	1024-byte blocks
 *	-m	1048576-byte blocks
 *	-B, --block-size SIZE	SIZE-byte blocks (1M, K, MB, 4k...)
 *	--apparent-size	Count file sizes, not the space they occupy
 *	-b, --bytes	--apparent-size -B 1
 *	-0, --null	End each line with NUL, not newline
 * SPDX-License-Identifier: MIT
 */
#define FOR_du
#include "libbb.h"

struct du {
	unsigned long long	*sum;	/* sum[d]: the directory at depth d */
	unsigned long long	total, bs;
	int			cap, maxdepth;
	bool			all, sep, xdev, apparent, human, hashall, links;
	char			eol, suffix[8];
	dev_t			dev;	/* the operand's (-x) */
	struct {
		dev_t	dev;
		ino_t	ino;
	}			*seen;	/* open addressing, used < size/2 */
	size_t			nseen, hsize;
};

/* Was dev/ino counted before? Remembers it if not. */
static bool
seen(struct du *d, dev_t dev, ino_t ino)
{
	size_t i;

	if (d->nseen * 2 >= d->hsize) {
		__typeof__(d->seen) old = d->seen;
		size_t n = d->hsize;

		d->hsize = n ? n * 2 : 256;
		d->seen = xzalloc(d->hsize * sizeof(*d->seen));
		d->nseen = 0;
		for (i = 0; i < n; i++)
			if (old[i].ino)
				seen(d, old[i].dev, old[i].ino);
		free(old);
	}
	i = (ino * 0x9e3779b97f4a7c15ULL ^ dev) & (d->hsize - 1);
	for (; d->seen[i].ino; i = (i + 1) & (d->hsize - 1))
		if (d->seen[i].ino == ino && d->seen[i].dev == dev)
			return true;
	d->seen[i].dev = dev;
	d->seen[i].ino = ino;
	d->nseen++;
	return false;
}

static void
print(struct du *d, unsigned long long v, const char *path)
{
	char buf[32];

	if (d->human)
		human_size(buf, v, 1024);
	else
		sprintf(buf, "%llu%s", v / d->bs + (v % d->bs != 0), d->suffix);
	printf("%s\t%s%c", buf, path, d->eol);
}

static int
du_cb(struct walk_ent *e, void *ctx)
{
	struct du *d = ctx;
	unsigned long long v;
	bool dir = S_ISDIR(e->st.st_mode);

	switch (e->type) {
	case WALK_NS:
		errno = e->err;
		perror_msg("cannot access %s",
		    quote(e->path, QUOTE_SHELL_ESCAPE_ALWAYS));
		/* fallthrough */
	case WALK_LOOP:
		return WALK_CONTINUE;
	case WALK_DNR:
		errno = e->err;
		perror_msg("cannot read directory %s",
		    quote(e->path, QUOTE_SHELL_ESCAPE_ALWAYS));
	}
	/* followed, still a symlink: dangling (no errno shown) or a loop */
	if (e->follow && S_ISLNK(e->st.st_mode)) {
		struct stat st;

		if (!fstatat(e->dirfd, e->name, &st, 0) || errno == ENOENT)
			error_msg("cannot access %s",
			    quote(e->path, QUOTE_SHELL_ESCAPE_ALWAYS));
		else
			perror_msg("cannot access %s",
			    quote(e->path, QUOTE_SHELL_ESCAPE_ALWAYS));
		return WALK_CONTINUE;
	}
	if (e->type == WALK_PRE || e->type == WALK_FILE) {
		if (!e->depth)
			d->dev = e->st.st_dev;
		else if (dir && d->xdev && e->st.st_dev != d->dev)
			return WALK_SKIP;
		if (!d->links && (d->hashall || (!dir && e->st.st_nlink > 1)) &&
		    seen(d, e->st.st_dev, e->st.st_ino))
			return WALK_SKIP;
		v = d->apparent ? (unsigned long long)e->st.st_size :
		    (unsigned long long)e->st.st_blocks * 512;
		if (d->sep)
			d->total += v;	/* -S: sums leave out subdirectories */
		if (e->type == WALK_PRE) {
			if (e->depth >= d->cap) {
				d->cap = e->depth * 2 + 64;
				d->sum = xrealloc(d->sum, d->cap,
				    sizeof(*d->sum));
			}
			d->sum[e->depth] = v;
			return WALK_CONTINUE;
		}
		if (!e->depth || (d->all && e->depth <= d->maxdepth))
			print(d, v, e->path);
	} else {
		/* WALK_POST or WALK_DNR */
		v = d->sum[e->depth];
		if (e->depth <= d->maxdepth)
			print(d, v, e->path);
		if (d->sep)
			v = 0;
	}
	if (e->depth)
		d->sum[e->depth - 1] += v;
	else if (!d->sep)
		d->total += v;
	return WALK_CONTINUE;
}

/*
 * -B's argument as GNU's: a number (C syntax: 0x10, 010; leading blanks
 * and + allowed) with an optional unit K, M... (k m g t too), KB (1000s)
 * or KiB; a unit alone counts one of it and is printed after each size.
 */
static void
block_size(struct du *d, const char *s)
{
	static const char units[] = "KMGTPEZY";
	const char *q = quote(s, QUOTE_SHELL_ESCAPE_ALWAYS), *u = s, *e;
	unsigned long long n = 1, step = 1024;
	char *end = (char *)s;
	int k = 0;

	if (!*s || !strchr("kKmMgGtTpPeEzZyY", *s)) {
		u += strspn(u, " \t\n\v\f\r");
		u += *u == '+';
		if (*u < '0' || *u > '9')
			error_exit("invalid -B argument %s", q);
		errno = 0;
		n = strtoull(s, &end, 0);
		if (errno)
			error_exit("-B argument %s too large", q);
	}
	if (*end) {
		e = strchr(units, *end & ~32);
		if (!e || !*e || (*end & 32 && e - units > 3) || (end[1] &&
		    strcmp(end + 1, "B") && strcmp(end + 1, "iB")))
			error_exit(n ? "invalid suffix in -B argument %s" :
			    "invalid -B argument %s", q);
		k = e - units + 1;
		if (end[1] == 'B')
			step = 1000;
	}
	while (k--) {
		if (n > ULLONG_MAX / step)
			error_exit("-B argument %s too large", q);
		n *= step;
	}
	if (!n)
		error_exit("invalid -B argument %s", q);
	d->bs = n;
	d->suffix[0] = 0;
	if (end != s)
		return;
	strcpy(d->suffix, s);
	d->suffix[0] &= ~32;
	if (!strcmp(d->suffix, "KB"))
		d->suffix[0] = 'k';
}

int
du_main(int argc, char **argv)
{
	static const unsigned long long units[] = { 1, 1024, 1048576, 0 };
	static const unsigned long long sizes[] = { F_b, F_k, F_m, F_h, F_B };
	struct du d = { .bs = 1024, .eol = '\n', .maxdepth = INT_MAX };
	char *dot[] = { ".", NULL };
	unsigned last = 0, k;
	long long n;
	struct opts o;
	int flags = 0;

	(void)argc;
	argv = getopts(&o, OPTS_du, argv);
	/* -b, -k, -m, -h and -B: the last one given decides */
	for (int i = 0; i < 5; i++) {
		k = __builtin_ctzll(sizes[i]);
		if (!OPT(&o, sizes[i]) || o.last[k] < last)
			continue;
		last = o.last[k];
		d.human = i == 3;
		d.suffix[0] = 0;
		if (i == 4)
			block_size(&d, o.arg[S_B].s);
		else if (i < 3)
			d.bs = units[i];
	}
	d.apparent = OPT(&o, F_b | F_apparent_size);
	if (d.human)
		d.bs = 1;
	if (OPT(&o, F_d) && atoll_range(o.arg[S_d].s, 0, LLONG_MAX, &n))
		usage_exit("invalid maximum depth %s",
		    quote(o.arg[S_d].s, QUOTE_SHELL_ESCAPE_ALWAYS));
	if (OPT(&o, F_s)) {
		if (OPT(&o, F_a))
			usage_exit("cannot both summarize and show all entries");
		if (OPT(&o, F_d) && n)
			usage_exit("warning: summarizing conflicts with "
			    "--max-depth=%lld", n);
		if (OPT(&o, F_d))
			fprintf(stderr, "%s: warning: summarizing is the same "
			    "as using --max-depth=0\n", applet_name);
		d.maxdepth = 0;
	} else if (OPT(&o, F_d)) {
		d.maxdepth = MIN(n, INT_MAX);
	}
	d.all = OPT(&o, F_a);
	d.sep = OPT(&o, F_S);
	d.xdev = OPT(&o, F_x);
	d.links = OPT(&o, F_l);
	if (OPT(&o, F_0))
		d.eol = 0;
	/* -H (-D), -L and -P: the last one given decides */
	last = 0;
	if (OPT(&o, F_L))
		last = o.last[__builtin_ctzll(F_L)], flags = WALK_FOLLOW;
	if (OPT(&o, F_H | F_D) && (k = MAX(o.last[__builtin_ctzll(F_H)],
	    o.last[__builtin_ctzll(F_D)])) > last)
		last = k, flags = WALK_FOLLOW_ROOT;
	if (OPT(&o, F_P) && o.last[__builtin_ctzll(F_P)] > last)
		flags = 0;
	if (!*argv)
		argv = dot;
	d.hashall = argv[1] || flags == WALK_FOLLOW;
	for (; *argv; argv++)
		if (**argv)
			walk(*argv, flags, du_cb, &d);
		else
			error_msg("invalid zero-length file name");
	if (OPT(&o, F_c))
		print(&d, d.total, "total");
	free(d.sum);
	free(d.seen);
	return exit_status;
}
