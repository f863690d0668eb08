/*
 * losetup.c - set up, list and detach loop devices
 *
 * Follows util-linux losetup(8): the same modes (show one device, -a, -l,
 * -j, -f, DEV FILE, -d, -D, -c), the same listings (the old "-a" lines,
 * the --list table with its columns, -O, --output-all, -n, --raw, -J), the
 * same device order (that of /sys/block), the same warning when the data
 * does not fill whole 512-byte sectors, and its error words. A device is
 * set up with LOOP_CONFIGURE, or LOOP_SET_FD + LOOP_SET_STATUS64 on older
 * kernels; -f retries when another process takes the free device first.
 * Missing /dev nodes of loop devices the kernel has are created.
 * Deviations: no -v; options are checked
 * before anything is done, with our own usage messages; an extra operand
 * after DEV FILE is an error (util-linux ignores it).
 *
 * applet: losetup sbin linux
 * opts: (show)(sizelimit):(raw)(output-all)(direct-io)?a(all)
 *	b:(sector-size)c(set-capacity)d(detach)D(detach-all)f(find)
 *	j:(associated)J(json)l(list)L(nooverlap)n(noheadings)o:(offset)
 *	O:(output)P(partscan)r(read-only)[!acdDfj]
 * usage: losetup [-l [-a]] [-n] [-O COLS] [--raw|-J] [DEV]
 *	or: losetup -j FILE [-o OFFSET]
 *	or: losetup -d DEV... | -D | -c DEV
 *	or: losetup -b SIZE | --direct-io[=on|off] DEV
 *	or: losetup [-LPr] [-o OFFSET] [--sizelimit SIZE] [-b SIZE]
 *		[--direct-io[=on|off]] [--show] -f|DEV FILE
 *
 *	Show the loop device DEV, or every attached one; attach FILE to DEV
 *	or to the first free device; detach devices.
 *
 *	-a, --all	Show every attached loop device
 *	-l, --list	Show them as a table (the default with no operands)
 *	-j, --associated FILE	Show the devices FILE is attached to
 *	-f, --find	Print the first free device, or attach FILE to it
 *	--show	Print the name of the device attached with -f
 *	-L, --nooverlap	With -f, use the device FILE is on already, if any;
 *		fail if one has an overlapping part of FILE
 *	-d, --detach	Detach each DEV
 *	-D, --detach-all	Detach every loop device
 *	-c, --set-capacity	Reread the size of the file behind DEV
 *	-o, --offset OFFSET	Start the data OFFSET bytes into FILE
 *	--sizelimit SIZE	Use at most SIZE bytes of FILE
 *	-b, --sector-size SIZE	Logical sector size of the device
 *	--direct-io[=on|off]	Direct I/O to FILE (no page cache twice)
 *	-P, --partscan	Scan the device for partitions
 *	-r, --read-only	Attach read-only
 *	-O, --output COLS	Table columns (+COLS: added to the defaults)
 *	--output-all	Every column
 *	-n, --noheadings	No table header
 *	--raw	Columns separated by one space, no alignment
 *	-J, --json	The table in JSON
 * SPDX-License-Identifier: MIT
 */
#define FOR_losetup
#include "libbb.h"
#include <sys/sysmacros.h>

enum {
	C_NAME, C_AUTOCLEAR, C_BACK_FILE, C_BACK_INO, C_BACK_MAJMIN,
	C_MAJMIN, C_OFFSET, C_PARTSCAN, C_RO, C_SIZELIMIT, C_DIO, C_LOGSEC,
	NCOLS
};

/* json: s string, n number, b boolean, as util-linux types them */
static const struct {
	const char	*name;
	bool		right;
	char		json;
} cols[NCOLS] = {
	{ "NAME", false, 's' }, { "AUTOCLEAR", true, 'b' },
	{ "BACK-FILE", false, 's' }, { "BACK-INO", true, 'n' },
	{ "BACK-MAJ:MIN", false, 's' }, { "MAJ:MIN", false, 's' },
	{ "OFFSET", true, 'n' }, { "PARTSCAN", true, 'b' },
	{ "RO", true, 'b' }, { "SIZELIMIT", true, 'n' },
	{ "DIO", true, 'b' }, { "LOG-SEC", true, 'n' },
};

static const unsigned char default_cols[] = {
	C_NAME, C_SIZELIMIT, C_OFFSET, C_AUTOCLEAR, C_RO, C_BACK_FILE, C_DIO,
	C_LOGSEC,
};

struct table {
	unsigned char	col[64];
	int		ncol, nrow;
	char		**cell;		/* nrow * ncol strings */
	bool		noheadings, raw, json;
};

/* lo_device holds the kernel's "huge" dev_t encoding */
static unsigned
lo_major(unsigned long long d)
{
	return (d & 0xfff00) >> 8;
}

static unsigned
lo_minor(unsigned long long d)
{
	return (d & 0xff) | ((d >> 12) & 0xfff00);
}

static void
add_cols(struct table *t, const char *list)
{
	char *l = xstrdup(list), *p, *save = NULL;
	int i;

	for (p = strtok_r(l, ",", &save); p; p = strtok_r(NULL, ",", &save)) {
		for (i = 0; i < NCOLS; i++)
			if (!strcasecmp(p, cols[i].name))
				break;
		if (i == NCOLS)
			error_exit("unknown column: %s", p);
		if (t->ncol == (int)sizeof(t->col))
			error_exit("too many columns");
		t->col[t->ncol++] = i;
	}
	free(l);
}

/*
 * One table row for DEV. An unattached device gets empty cells where
 * only an attached one has a value, and 0 in its flag columns, as
 * util-linux shows it. Returns -1 when DEV is not a loop device.
 */
static int
add_row(struct table *t, const char *dev)
{
	struct loopinfo li;
	struct stat st;
	char *v[NCOLS] = { 0 };
	int r, i;

	r = loop_info(dev, &li);
	if (r < 0 || stat(dev, &st) < 0)
		return -1;
	v[C_NAME] = xstrdup(dev);
	v[C_MAJMIN] = xasprintf("%3u:%-3u", major(st.st_rdev),
	    minor(st.st_rdev));
	v[C_AUTOCLEAR] = xasprintf("%d", !!(li.flags & LOOPF_AUTOCLEAR));
	v[C_PARTSCAN] = xasprintf("%d", !!(li.flags & LOOPF_PARTSCAN));
	v[C_RO] = xasprintf("%d", !!(li.flags & LOOPF_RO));
	v[C_DIO] = xasprintf("%d", li.dio);
	v[C_LOGSEC] = xasprintf("%u", li.logsec);
	if (r > 0) {
		v[C_BACK_FILE] = xstrdup(li.file);
		v[C_BACK_INO] = xasprintf("%llu", li.ino);
		if (li.dev)
			v[C_BACK_MAJMIN] = xasprintf("%8u:%-3u",
			    lo_major(li.dev), lo_minor(li.dev));
		v[C_OFFSET] = xasprintf("%llu", li.offset);
		v[C_SIZELIMIT] = xasprintf("%llu", li.sizelimit);
	}
	t->cell = xrealloc(t->cell, (size_t)(t->nrow + 1) * t->ncol,
	    sizeof(char *));
	for (i = 0; i < t->ncol; i++)
		t->cell[t->nrow * t->ncol + i] = xstrdup(v[t->col[i]] ?
		    v[t->col[i]] : "");
	t->nrow++;
	for (i = 0; i < NCOLS; i++)
		free(v[i]);
	return 0;
}

/* --raw: bytes that would split or hide a field are written as \xHH */
static void
put_raw(const char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s <= ' ' || *s == '\\' || *s == 0x7f)
			printf("\\x%02x", (unsigned char)*s);
		else
			putchar(*s);
}

static void
put_cell(struct table *t, int c, const char *s, size_t w)
{
	size_t n = strlen(s);

	if (c)
		putchar(' ');
	if (t->raw) {
		put_raw(s);
		return;
	}
	if (cols[t->col[c]].right)
		printf("%*s%s", (int)(w - MIN(n, w)), "", s);
	else if (c == t->ncol - 1)
		fputs(s, stdout);
	else
		printf("%s%*s", s, (int)(w - MIN(n, w)), "");
}

static void
put_json(int type, const char *s)
{
	if (type == 'b') {
		fputs(*s == '1' ? "true" : "false", stdout);
		return;
	}
	if (!*s) {
		fputs("null", stdout);
		return;
	}
	if (type == 'n') {
		fputs(s, stdout);
		return;
	}
	putchar('"');
	for (; *s; s++)
		if (*s == '"' || *s == '\\')
			printf("\\%c", *s);
		else if ((unsigned char)*s < ' ')
			printf("\\u%04x", *s);
		else
			putchar(*s);
	putchar('"');
}

/* -J: util-linux's layout, three spaces a level, lower-case keys */
static void
print_json(struct table *t)
{
	const char *p;
	int r, c;

	printf("{\n   \"loopdevices\": [\n");
	if (!t->nrow)
		putchar('\n');
	for (r = 0; r < t->nrow; r++) {
		printf("      {\n");
		for (c = 0; c < t->ncol; c++) {
			printf("         \"");
			for (p = cols[t->col[c]].name; *p; p++)
				putchar(tolower((unsigned char)*p));
			printf("\": ");
			put_json(cols[t->col[c]].json,
			    t->cell[r * t->ncol + c]);
			printf(c < t->ncol - 1 ? ",\n" : "\n");
		}
		printf("      }%s\n", r < t->nrow - 1 ? "," : "");
	}
	printf("   ]\n}\n");
}

static void
print_table(struct table *t)
{
	size_t w[64], n;
	int r, c;

	if (t->json)
		print_json(t);
	if (!t->nrow || t->json)
		goto out;
	for (c = 0; c < t->ncol; c++) {
		/* the header counts even when not shown, as in util-linux */
		w[c] = strlen(cols[t->col[c]].name);
		for (r = 0; r < t->nrow; r++) {
			n = strlen(t->cell[r * t->ncol + c]);
			w[c] = MAX(w[c], n);
		}
	}
	if (!t->noheadings) {
		for (c = 0; c < t->ncol; c++)
			put_cell(t, c, cols[t->col[c]].name, w[c]);
		putchar('\n');
	}
	for (r = 0; r < t->nrow; r++) {
		for (c = 0; c < t->ncol; c++)
			put_cell(t, c, t->cell[r * t->ncol + c], w[c]);
		putchar('\n');
	}
out:
	for (r = 0; r < t->nrow * t->ncol; r++)
		free(t->cell[r]);
	free(t->cell);
}

/* The old format of -a and of "losetup DEV": one line per device. */
static void
print_old(const char *dev, const struct loopinfo *li)
{
	printf("%s: [%04llu]:%llu (%s)", dev, li->dev, li->ino, li->file);
	if (li->offset)
		printf(", offset %llu", li->offset);
	if (li->sizelimit)
		printf(", sizelimit %llu", li->sizelimit);
	putchar('\n');
}

/* Is the attached device li backed by the file st (at offset off)? */
static bool
backed_by(const struct loopinfo *li, const struct stat *st, const char *file,
    long long off)
{
	char *real;
	bool hit;

	if (off >= 0 && li->offset != (unsigned long long)off)
		return false;
	if (st && loop_backed_by(li, st))
		return true;
	real = realpath(file, NULL);
	hit = real && !strcmp(real, li->file);
	free(real);
	return hit;
}

/*
 * Every attached device (-a, -l, no operands), or those backed by FILE
 * (-j), as old lines or as a table.
 */
static int
list_all(struct table *t, const char *file, long long off)
{
	struct loopinfo li;
	struct stat st, *stp = &st;
	int *v, n, i;
	char *dev;

	/* a missing FILE is no error: nothing is attached to it */
	if (file && stat(file, &st) < 0)
		stp = NULL;
	n = loop_list(&v);
	for (i = 0; i < n; i++) {
		dev = loop_name(v[i]);
		if (loop_info(dev, &li) > 0 &&
		    (!file || backed_by(&li, stp, file, off))) {
			if (t)
				add_row(t, dev);
			else
				print_old(dev, &li);
		}
		free(dev);
	}
	free(v);
	if (t)
		print_table(t);
	return exit_status;
}

static int
show_one(struct table *t, const char *dev)
{
	struct loopinfo li;
	int r;

	if (t) {
		if (add_row(t, dev) < 0)
			error_exit("%s: failed to use device: No such device",
			    dev);
		print_table(t);
		return 0;
	}
	r = loop_info(dev, &li);
	if (r < 0)
		error_exit("%s: failed to use device: No such device", dev);
	if (r == 0) {
		/* util-linux finds no loop/backing_file in sysfs: says so */
		errno = ENOENT;
		perror_exit("%s", dev);
	}
	print_old(dev, &li);
	return 0;
}

static int
detach_all(void)
{
	int *v, n, i;
	char *dev;

	n = loop_list(&v);
	for (i = 0; i < n; i++) {
		dev = loop_name(v[i]);
		if (loop_detach(dev) < 0)
			perror_msg("%s: detach failed", dev);
		free(dev);
	}
	free(v);
	return exit_status;
}

/* util-linux warns when the data does not end on a 512-byte sector */
static void
warn_size(const char *file, unsigned long long off, unsigned long long lim)
{
	struct stat st;
	unsigned long long size = lim;

	if (!size) {
		if (stat(file, &st) < 0 || !S_ISREG(st.st_mode) ||
		    (unsigned long long)st.st_size <= off)
			return;
		size = st.st_size - off;
	}
	if (size % 512)
		fprintf(stderr, "%s: %s: Warning: file does not fit into a "
		    "512-byte sector; the end of the file will be ignored.\n",
		    applet_name, file);
}

/* -b SIZE: a power of two from 512 to the page size; the kernel checks */
static unsigned
sector_size(struct opts *o)
{
	return OPT(o, F_b) ? xatou_range(o->arg[S_b].s, 1, UINT_MAX) : 0;
}

/* --direct-io[=on|off]: 1, 0, or -1 when not given */
static int
direct_io(struct opts *o)
{
	const char *v = o->arg[S_direct_io].s;

	if (!OPT(o, F_direct_io))
		return -1;
	if (!v || !strcmp(v, "on"))
		return 1;
	if (!strcmp(v, "off"))
		return 0;
	error_exit("argument error: '%s'", v);
}

static int
setup(struct opts *o, const char *dev, const char *file)
{
	unsigned long long off = 0, lim = 0;
	unsigned flags = 0, bs = sector_size(o);
	char *name;
	int fd;

	if (OPT(o, F_o))
		off = xparse_size(o->arg[S_o].s);
	if (OPT(o, F_sizelimit))
		lim = xparse_size(o->arg[S_sizelimit].s);
	if (OPT(o, F_r))
		flags |= LOOPF_RO;
	if (OPT(o, F_P))
		flags |= LOOPF_PARTSCAN;
	if (direct_io(o) > 0)
		flags |= LOOPF_DIO;
	if (OPT(o, F_L)) {
		bool overlap;

		name = loop_find(file, off, lim, &overlap);
		if ((name && dev) || overlap)
			error_exit("%s: overlapping loop device exists", file);
		if (name) {
			if (OPT(o, F_show))
				printf("%s\n", name);
			free(name);
			return 0;
		}
	}
	fd = loop_attach_bs(file, dev, off, lim, bs, &flags, &name);
	if (fd < 0)
		perror_exit("%s: failed to set up loop device", file);
	close(fd);
	warn_size(file, off, lim);
	if (OPT(o, F_show))
		printf("%s\n", name);
	free(name);
	return 0;
}

int
losetup_main(int argc, char **argv)
{
	struct table tab = { .ncol = 0 }, *t = NULL;
	struct loopinfo li;
	struct opts o;
	char *dev;
	int i, n;

	(void)argc;
	argv = getopts(&o, OPTS_losetup, argv);
	n = o.argc;
	if (OPT(&o, F_sizelimit | F_P | F_r | F_show) &&
	    !(OPT(&o, F_f) ? n == 1 : n == 2 && !OPT(&o, F_j | F_a | F_c |
	    F_d | F_D)))
		usage_exit("the options --{sizelimit,partscan,read-only,show} "
		    "are allowed during loop device setup only");
	if (OPT(&o, F_o) && !OPT(&o, F_j) &&
	    !(OPT(&o, F_f) ? n == 1 : n == 2 && !OPT(&o, F_a | F_c | F_d |
	    F_D)))
		usage_exit("the option --offset is not allowed in this context");
	/* the table's layout; -l, -O or --output-all ask for the table */
	{
		const char *cl = OPT(&o, F_O) ? o.arg[S_O].s : NULL;

		if (OPT(&o, F_output_all))
			for (i = 0; i < NCOLS; i++)
				tab.col[tab.ncol++] = i;
		else if (!cl || *cl == '+') {
			memcpy(tab.col, default_cols, sizeof(default_cols));
			tab.ncol = sizeof(default_cols);
		}
		if (cl && !OPT(&o, F_output_all))
			add_cols(&tab, cl + (*cl == '+'));
		tab.noheadings = OPT(&o, F_n);
		tab.raw = OPT(&o, F_raw);
		tab.json = OPT(&o, F_J);
		if (OPT(&o, F_l | F_O | F_output_all))
			t = &tab;
	}

	if (OPT(&o, F_D)) {
		if (n)
			usage_exit("-D takes no operands");
		return detach_all();
	}
	if (OPT(&o, F_d)) {
		if (!n)
			usage_exit("-d needs a loop device");
		for (i = 0; i < n; i++)
			if (loop_info(argv[i], &li) < 0)
				error_msg("%s: failed to use device: No such "
				    "device", argv[i]);
			else if (loop_detach(argv[i]) < 0)
				perror_msg("%s: detach failed", argv[i]);
		return exit_status;
	}
	if (OPT(&o, F_c)) {
		if (n != 1)
			usage_exit("-c needs one loop device");
		if (loop_set_capacity(argv[0]) < 0)
			perror_exit("%s: set capacity failed", argv[0]);
		return 0;
	}
	if (OPT(&o, F_j)) {
		if (n)
			usage_exit("-j takes no operands");
		return list_all(t, o.arg[S_j].s, OPT(&o, F_o) ?
		    (long long)xparse_size(o.arg[S_o].s) : -1);
	}
	if (OPT(&o, F_f)) {
		if (n > 1)
			usage_exit("extra operand '%s'", argv[1]);
		if (n == 1)
			return setup(&o, NULL, argv[0]);
		if ((i = loop_free()) < 0)
			error_exit("cannot find an unused loop device");
		dev = loop_name(i);
		printf("%s\n", dev);
		free(dev);
		return 0;
	}
	if (OPT(&o, F_a)) {
		if (n)
			usage_exit("-a takes no operands");
		return list_all(t, NULL, -1);
	}
	if (n > 2)
		usage_exit("extra operand '%s'", argv[2]);
	if (n == 2)
		return setup(&o, argv[0], argv[1]);
	if (n == 1 && OPT(&o, F_b | F_direct_io)) {
		i = direct_io(&o);
		if (OPT(&o, F_b) && loop_set_blocksize(argv[0],
		    sector_size(&o)) < 0)
			perror_exit("%s: set logical block size failed",
			    argv[0]);
		if (i >= 0 && loop_set_dio(argv[0], i) < 0)
			perror_exit("%s: set direct io failed", argv[0]);
		return 0;
	}
	if (n == 1)
		return show_one(t, argv[0]);
	return list_all(&tab, NULL, -1);
}
