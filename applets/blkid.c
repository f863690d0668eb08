/*
 * blkid.c - print what is on block devices (filesystem, swap, partitions)
 *
 * util-linux 2.38's blkid in the C locale, over libbb's fsprobe: the
 * filesystems mount probes (ext2/3/4, squashfs, cramfs, xfs, vfat, erofs,
 * iso9660, btrfs), swap, MBR and GPT partition tables (PTUUID, PTTYPE)
 * and a partition's entry in its disk's table (PARTLABEL, PARTUUID;
 * the four primary MBR entries only). Tags come in util-linux's order and
 * quoting; -p adds the low-level tags it knows (VERSION, USAGE, iso9660's
 * ids). With no DEVICE (or -t and no DEVICE), every device of
 * /proc/partitions that holds something. Nothing is ever cached, so -c
 * is taken and ignored and -p differs from the default only by its
 * tags (and needs a DEVICE). Exit 2 when nothing is found, 4 for a
 * usage error.
 *
 * applet: blkid sbin linux usage-exit=4
 * opts: c:po:s*t:L:U:
 * usage: blkid [-p] [-c FILE] [-o FORMAT] [-s TAG]... [-t NAME=VALUE]
 *	[-L LABEL | -U UUID] [DEVICE...]
 *
 *	Print the tags (TYPE, LABEL, UUID...) of what is on each DEVICE
 *	(a block device or an image file).
 *
 *	-c FILE	Cache file (ignored: nothing is cached)
 *	-o FORMAT	full (the default), value, device or export
 *	-p	Low-level probe: also VERSION, USAGE and the like
 *	-s TAG	Show only this tag (may be repeated)
 *	-t NAME=VALUE	Only the devices that have this tag
 *	-L LABEL	Print the device with this label
 *	-U UUID	Print the device with this UUID
 * SPDX-License-Identifier: MIT
 */
#define FOR_blkid
#include "libbb.h"

enum { FULL, VALUE, DEVICE, EXPORT };

struct blkid {
	struct opts	o;
	int		fmt;
	char		*tname;
	const char	*tval;
	bool		found;
};

/*
 * A value as util-linux shows it: control characters as ^X, bytes above
 * 127 as M-x; in quotes (full), " and \ escaped; for export, the shell's
 * specials escaped.
 */
static void
put_val(const char *s, const char *esc)
{
	unsigned char c;

	for (; (c = *s); s++) {
		if (c >= 128) {
			fputs("M-", stdout);
			c -= 128;
		}
		if (c < 32 || c == 127) {
			putchar('^');
			c ^= 64;
		} else if (strchr(esc, c)) {
			putchar('\\');
		}
		putchar(c);
	}
}

static bool
shown(struct blkid *b, const char *name)
{
	int i;

	if (*name == '+') {
		if (!OPT(&b->o, F_p))
			return false;
		name++;
	}
	if (!OPT(&b->o, F_s))
		return true;
	for (i = 0; i < b->o.arg[S_s].l.n; i++)
		if (!strcmp(b->o.arg[S_s].l.v[i], name))
			return true;
	return false;
}

/* probe dev and print it; false when there is nothing (or no match) */
static bool
show(struct blkid *b, const char *dev)
{
	struct fsprobe r;
	const char *t, *v;
	bool any = false;

	if (fsprobe_path(dev, &r) < 0)
		return false;
	if (b->tname && ((v = fsprobe_tag(&r, b->tname)) == NULL ||
	    strcmp(v, b->tval)))
		return false;
	if (b->fmt == DEVICE) {
		printf("%s\n", dev);
		return b->found = true;
	}
	if (b->fmt == EXPORT) {
		/* a blank line between two devices */
		fputs(&"\nDEVNAME="[!b->found], stdout);
		put_val(dev, " \"'`$\\<>");
		putchar('\n');
	}
	for (t = r.tags; t < r.tags + r.len; t = v + strlen(v) + 1) {
		v = t + strlen(t) + 1;
		if (!shown(b, t))
			continue;
		t += *t == '+';
		if (b->fmt == VALUE) {
			printf("%s\n", v);
		} else if (b->fmt == EXPORT) {
			printf("%s=", t);
			put_val(v, " \"'`$\\<>");
			putchar('\n');
		} else {
			if (!any)
				printf("%s:", dev);
			printf(" %s=\"", t);
			put_val(v, "\"\\");
			putchar('"');
			any = true;
		}
	}
	if (any)
		putchar('\n');
	b->found = true;
	return true;
}

/* every device of /proc/partitions */
static void
show_all(struct blkid *b)
{
	FILE *f = fopen("/proc/partitions", "r");
	char line[256], name[128], *dev;
	unsigned long long x;
	unsigned ma, mi;

	if (!f)
		return;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%u %u %llu %127s", &ma, &mi, &x, name) == 4) {
			dev = xasprintf("/dev/%s", name);
			show(b, dev);
			free(dev);
		}
	fclose(f);
}

int
blkid_main(int argc, char **argv)
{
	static const char *const fmts[] = { "full", "value", "device",
		"export" };
	struct blkid b = { 0 };
	char *dev, *eq;
	bool lab;

	(void)argc;
	argv = getopts(&b.o, OPTS_blkid, argv);
	if (OPT(&b.o, F_o)) {
		for (b.fmt = 0; b.fmt < 4; b.fmt++)
			if (!strcmp(b.o.arg[S_o].s, fmts[b.fmt]))
				break;
		if (b.fmt == 4)
			status_exit(4, "unsupported output format %s",
			    b.o.arg[S_o].s);
	}
	if ((lab = OPT(&b.o, F_L)) || OPT(&b.o, F_U)) {
		dev = fsprobe_find(lab ? "LABEL" : "UUID",
		    b.o.arg[lab ? S_L : S_U].s);
		if (!dev)
			return 2;
		printf("%s\n", dev);
		free(dev);
		return 0;
	}
	if (OPT(&b.o, F_t)) {
		b.tname = xstrdup(b.o.arg[S_t].s);
		if (!(eq = strchr(b.tname, '=')))
			status_exit(4, "-t needs NAME=value pair\n"
			    "Try 'blkid --help' for more information.");
		*eq = 0;
		b.tval = eq + 1;
	}
	if (!*argv && OPT(&b.o, F_p))
		status_exit(4, "The low-level probing mode requires a device");
	if (!*argv)
		show_all(&b);
	for (; *argv; argv++)
		show(&b, *argv);
	free(b.tname);
	return b.found ? 0 : 2;
}
