/*
 * gzip.c - compress or expand files in the gzip format (gzip, gunzip, zcat)
 *
 * RFC 1952 files through libbb's own deflate and inflate. The options,
 * messages (in the C locale), -l columns, -v ratios and exit statuses
 * (0, 1 on error, 2 on warning) are GNU gzip 1.12's, and the messages say
 * "gzip:" for gunzip and zcat too, as GNU's scripts do. A file is
 * replaced only when its output is completely written and closed; on an
 * error or a signal the partial output is removed and the input kept.
 * compress's .Z (LZW) and pack's .z (Huffman) data are read too, as
 * members like gzip's, as GNU's gzip -d reads them. Deviations: no zip
 * members;
 * -l reads the last member's trailer, as GNU does, but prints a file
 * with trailing garbage like any other; -v ratios of multi-member files
 * count every member's header; no --rsyncable, --synchronous, -L, -V.
 *
 * applet: gzip bin archival
 * opts: c(stdout)(to-stdout)d(decompress)(uncompress)f(force)h(help)k(keep)
 *	l(list)n(no-name)N(name)q(quiet)r(recursive)S:(suffix)t(test)
 *	v(verbose)1(fast)23456789(best)[-123456789][-nN][-qv]
 * usage: gzip [-cdfhklnNqrtv1-9] [-S SUF] [FILE]...
 *
 *	Compress each FILE to FILE.gz, or with -d expand it, replacing it
 *	and keeping its mode, owner and times. No FILE or -: standard
 *	input to standard output.
 *
 *	-c, --stdout, --to-stdout	Write to standard output, keep the input
 *	-d, --decompress, --uncompress	Decompress
 *	-f, --force	Overwrite outputs; also links, terminals, .gz files
 *	-h, --help	Show this help
 *	-k, --keep	Keep (do not delete) the input files
 *	-l, --list	List compressed and uncompressed sizes of .gz files
 *	-n, --no-name	Do not save (-d: restore) the name and time stamp
 *	-N, --name	Save (the default) or with -d restore name and time
 *	-q, --quiet	Suppress all warnings
 *	-r, --recursive	Operate on the files in directories
 *	-S, --suffix SUF	Use suffix SUF instead of .gz
 *	-t, --test	Test the integrity of compressed files
 *	-v, --verbose	Print names and compression ratios
 *	-1, --fast	Compress fastest
 *	-2..-8	Compression levels in between; -6 is the default
 *	-9, --best	Compress best (smallest output)
 * applet: gunzip bin archival main=gzip
 * opts: c(stdout)(to-stdout)f(force)h(help)k(keep)l(list)n(no-name)N(name)
 *	q(quiet)r(recursive)S:(suffix)t(test)v(verbose)
 * usage: gunzip [-cfhklnNqrtv] [-S SUF] [FILE]...
 *
 *	Expand each .gz FILE, replacing it (gzip -d). No FILE or -:
 *	standard input to standard output.
 *
 *	-c, --stdout, --to-stdout	Write to standard output, keep the input
 *	-f, --force	Overwrite outputs; with -c pass non-gzip data through
 *	-h, --help	Show this help
 *	-k, --keep	Keep (do not delete) the input files
 *	-l, --list	List compressed and uncompressed sizes
 *	-n, --no-name	Do not restore the name and time stamp (the default)
 *	-N, --name	Restore the name and time stamp saved in the file
 *	-q, --quiet	Suppress all warnings
 *	-r, --recursive	Operate on the files in directories
 *	-S, --suffix SUF	Also accept suffix SUF
 *	-t, --test	Test the integrity of compressed files
 *	-v, --verbose	Print names and compression ratios
 * applet: zcat bin archival main=gzip
 * opts: f(force)h(help)l(list)q(quiet)r(recursive)S:(suffix)t(test)
 *	v(verbose)
 * usage: zcat [-fhlqrtv] [-S SUF] [FILE]...
 *
 *	Expand each FILE to standard output (gzip -dc): gzip, .Z, pack,
 *	and also xz, lzma, bzip2 and zstd.
 *
 *	-f, --force	Pass data that is not compressed through unchanged
 *	-h, --help	Show this help
 *	-l, --list	List compressed and uncompressed sizes
 *	-q, --quiet	Suppress all warnings
 *	-r, --recursive	Operate on the files in directories
 *	-S, --suffix SUF	Also accept suffix SUF
 *	-t, --test	Test the integrity of compressed files
 *	-v, --verbose	Print names and compression ratios
 * SPDX-License-Identifier: MIT
 */
#define FOR_gzip
#include "libbb.h"
#include <time.h>

#define MAX_SUFFIX	30

/* the suffixes gunzip knows, -S SUF first; tried without case */
static const char *const known[] = {
	".gz", ".z", ".taz=.tar", ".tgz=.tar", "-gz", "-z", "_z", NULL
};

/* -l totals */
static struct {
	unsigned	listed;
	uint64_t	tot_in, tot_out, last_over;
} L;

/*
 * Compress in to out; *nout counts the bytes written but the header and
 * trailer (GNU's ratio leaves them out). 0 or -1.
 */
static int
compress_fd(struct zfile *g, int in, const char *inname, int out,
    const char *outname, const char *hname, time_t mtime, uint64_t *nin,
    uint64_t *nout)
{
	struct gz *z = gz_open_write(out, g->level, hname, mtime);
	ssize_t r;
	int err = 0;

	*nin = 0;
	for (;;) {
		r = read(in, g->buf, ZFILE_BUF);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			err = errno;
			perror_msg("%s", inname);
			break;
		}
		if (r == 0)
			break;
		*nin += r;
		if (gz_write(z, g->buf, r) < 0) {
			zfile_newline(g);
			perror_msg("%s", outname);
			err = -1;
			break;
		}
	}
	if (gz_finish_count(z, nout) < 0 && !err) {
		zfile_newline(g);
		perror_msg("%s", outname);
		err = -1;
	}
	*nout -= 18 + (hname ? strlen(hname) + 1 : 0);
	return err ? -1 : 0;
}

static uint32_t
le32(const unsigned char *p)
{
	return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
}

/*
 * -l: one line per file. Like GNU, the sizes come from the file's size
 * and the last member's trailer (read by seeking when the input can);
 * the ratio leaves out the header and trailer.
 */
static void
list_fd(struct zfile *g, int fd, const char *name, const struct stat *st,
    size_t k)
{
	static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
	const struct gz_header *h;
	struct gz *z = gz_open_read_flags(fd, name ? name : "stdin",
	    GZ_QUIET | g->formats);
	unsigned char t[8];
	uint64_t comp, in, n, over, isize;
	unsigned long crc;
	const char *method = "defla";
	char *shown = NULL;
	time_t when;
	struct tm *tm;
	int w;

	if (!(h = gz_header(z)))
		goto done;
	gz_counts(z, &in, &n, &w);
	over = in + 8;
	if (gz_format(z)) {
		/* .Z, .z: the sizes are found by decoding; crc -1, as GNU */
		if (zfile_expand(g, z, -1, NULL) < 0)
			goto done;
		gz_counts(z, &comp, &isize, &w);
		crc = -1;
		over = 0;
		method = gz_format(z) == GZ_F_PACK ? "pack " : "compr";
	} else if (S_ISREG(st->st_mode) && st->st_size >= (off_t)over &&
	    pread(fd, t, 8, st->st_size - 8) == 8) {
		comp = st->st_size;
		crc = le32(t);
		isize = le32(t + 4);
	} else if (S_ISREG(st->st_mode) && st->st_size < (off_t)over) {
		zfile_newline(g);
		error_msg("%s: unexpected end of file", name ? name : "stdin");
		goto done;
	} else {
		if (zfile_expand(g, z, -1, NULL) < 0)
			goto done;
		gz_counts(z, &comp, &n, &w);
		crc = h->crc;
		isize = h->isize;
	}
	if (!L.listed++)
		printf("%s         compressed        uncompressed  ratio "
		    "uncompressed_name\n", g->verbose ? "method  crc     date  time  "
		    : "");
	if (g->verbose) {
		when = name || S_ISREG(st->st_mode) ? st->st_mtime : 0;
		if (g->name && h->mtime)
			when = h->mtime;
		tm = localtime(&when);
		printf("%s %08lx %.3s%3d %02d:%02d ", method, crc,
		    tm ? months + 3 * tm->tm_mon : "???", tm ? tm->tm_mday : 0,
		    tm ? tm->tm_hour : 0, tm ? tm->tm_min : 0);
	}
	if (name && g->name && h->name[0])
		shown = zfile_saved_name(name, h->name);
	if (!shown && name)
		shown = k ? zfile_plain_name(g, name, k) : xstrdup(name);
	printf("%19llu %19llu ", (unsigned long long)comp,
	    (unsigned long long)isize);
	zfile_ratio(stdout, isize, comp - over);
	printf(" %s\n", shown ? shown : "stdout");
	L.tot_in += comp;
	L.tot_out += isize;
	L.last_over = over;
	free(shown);
done:
	gz_close(z);
}

static void
list_totals(struct zfile *g)
{
	if (L.listed < 2)
		return;
	if (g->verbose)
		printf("%27s ", "");
	printf("%19llu %19llu ", (unsigned long long)L.tot_in,
	    (unsigned long long)L.tot_out);
	zfile_ratio(stdout, L.tot_out, L.tot_in - L.last_over);
	printf(" (totals)\n");
}

int
gzip_main(int argc, char **argv)
{
	struct zfile g = { .level = 6, .ext = ".gz", .known = known,
	    .formats = GZ_NL | GZ_F_GZIP | GZ_F_LZW | GZ_F_PACK,
	    .compress = compress_fd, .list_fd = list_fd };
	struct opts o;
	int l, st;

	(void)argc;
	if (!strcmp(applet_name, "gunzip"))
		g.dec = true;
	if (!strcmp(applet_name, "zcat")) {
		g.dec = g.tostdout = true;
		g.formats = GZ_NL | GZ_F_ANY;	/* as BusyBox's zcat */
	}
	applet_name = "gzip";
	argv = getopts(&o, OPTS_gzip, argv);
	if (OPT(&o, F_h)) {
		show_usage(stdout, true);
		return 0;
	}
	for (l = 1; l <= 9; l++)
		if (OPT(&o, F_1 << (l - 1)))
			g.level = l;
	g.dec |= OPT(&o, F_d);
	g.list = OPT(&o, F_l);
	g.test = OPT(&o, F_t);
	g.tostdout |= OPT(&o, F_c) || g.list || g.test;
	g.dec |= g.test;
	g.force = OPT(&o, F_f);
	g.keep = OPT(&o, F_k);
	g.quiet = OPT(&o, F_q);
	g.verbose = OPT(&o, F_v);
	g.recursive = OPT(&o, F_r);
	g.name = OPT(&o, F_N);
	g.noname = OPT(&o, F_n);
	if (OPT(&o, F_S)) {
		g.suffix = o.arg[S_S].s;
		if (!*g.suffix || strlen(g.suffix) > MAX_SUFFIX)
			error_exit("invalid suffix '%s'", g.suffix);
	}
	L.listed = 0;
	L.tot_in = L.tot_out = 0;
	st = zfile_run(&g, argv);
	if (g.list)
		list_totals(&g);
	return st;
}
