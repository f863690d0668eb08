/*
 * bzip2.c - compress or expand files in the bzip2 format (bzip2,
 * bunzip2, bzcat)
 *
 * bzip2 1.0.8's use through libbb's own codec (bz2.c, from the format as
 * documented) and gzip's file handling (zfile.c): FILE becomes
 * FILE.bz2, and with -d FILE.bz2, .bz or .tbz2/.tbz (.tar) becomes FILE,
 * the input removed once the output is complete, unless -k or -c; -1 to
 * -9 (and --fast, --best) set the block size in 100k (default 9);
 * several streams expand as one output; randomised blocks are read;
 * block and stream CRCs are checked; data after the last stream is a
 * warning, as bzip2's. bzcat is bzip2 -dc, and like zcat it expands
 * every format this family reads (gzip, .Z, pack, zstd). -s is accepted
 * (memory is always what the block needs).
 *
 * Status, as bzip2's: 2 after bad data (corrupt, truncated, not bzip2;
 * an input that ends inside the magic, even an empty one, is truncated),
 * else 1 after an error or a file skipped (an existing output, which is
 * never asked about), else 0; trailing garbage is a warning that leaves
 * it 0. Messages, under the name the applet was called by as bzip2's:
 * the codec's, the existing output's and standard input's name,
 * "(stdin)", are bzip2's words, on one line "bzip2: FILE: what" (bzip2
 * adds paragraphs of advice on bzip2recover and a stray errno, and -t
 * words them differently); the file handling's
 * (no such file, a directory, links) are GNU gzip's, "bzip2: FILE:
 * strerror", as in the rest of this family.
 * Deviations: after bad data the next operands are still done (bzip2 -d
 * stops, -t goes on), the status still 2; a file without a known suffix
 * is skipped (bzip2 writes FILE.out), and NAME finds NAME.bz2 as gunzip
 * does; -q does not silence errors (bzip2 -q hides a truncation); -v
 * prints gzip's ratio, not bzip2's bits per byte.
 *
 * applet: bzip2 usr/bin archival
 * opts: c(stdout)d(decompress)z(compress)f(force)h(help)k(keep)q(quiet)
 *	s(small)t(test)v(verbose)1(fast)23456789(best)[-123456789][-dz]
 * usage: bzip2 [-cdfhkqstvz1-9] [FILE]...
 *
 *	Compress each FILE to FILE.bz2, or with -d expand it, replacing it
 *	and keeping its mode, owner and times. No FILE or -: standard
 *	input to standard output.
 *
 *	-c, --stdout	Write to standard output, keep the input
 *	-d, --decompress	Decompress
 *	-z, --compress	Compress (the default)
 *	-f, --force	Overwrite outputs; also links; -dc: pass other data
 *	-h, --help	Show this help
 *	-k, --keep	Keep (do not delete) the input files
 *	-q, --quiet	Suppress warnings
 *	-s, --small	Accepted (memory is always the block's)
 *	-t, --test	Test the integrity of compressed files
 *	-v, --verbose	Print names and compression ratios
 *	-1, --fast	100k blocks
 *	-2..-8	Block sizes in between
 *	-9, --best	900k blocks (the default)
 * applet: bunzip2 usr/bin archival main=bzip2
 * opts: c(stdout)f(force)h(help)k(keep)q(quiet)s(small)t(test)v(verbose)
 * usage: bunzip2 [-cfhkqstv] [FILE]...
 *
 *	Expand each .bz2 FILE, replacing it (bzip2 -d).
 *
 *	-c, --stdout	Write to standard output, keep the input
 *	-f, --force	Overwrite outputs; with -c pass other data through
 *	-h, --help	Show this help
 *	-k, --keep	Keep (do not delete) the input files
 *	-q, --quiet	Suppress warnings
 *	-s, --small	Accepted (memory is always the block's)
 *	-t, --test	Test the integrity of compressed files
 *	-v, --verbose	Print names and compression ratios
 * applet: bzcat usr/bin archival main=bzip2
 * opts: f(force)h(help)q(quiet)s(small)v(verbose)
 * usage: bzcat [-fhqsv] [FILE]...
 *
 *	Expand each FILE to standard output (bzip2 -dc): bzip2, and every
 *	format gzip -d and its family read.
 *
 *	-f, --force	Pass data that is not compressed through
 *	-h, --help	Show this help
 *	-q, --quiet	Suppress warnings
 *	-s, --small	Accepted (memory is always the block's)
 *	-v, --verbose	Print names and compression ratios
 * SPDX-License-Identifier: MIT
 */
#define FOR_bzip2
#include "libbb.h"

static const char *const known[] = {
	".bz2", ".bz", ".tbz2=.tar", ".tbz=.tar", NULL
};

struct sink {
	int		fd;
	uint64_t	n;
};

static int
sink_write(void *ctx, const void *buf, size_t n)
{
	struct sink *k = ctx;

	if (write_full(k->fd, buf, n) < 0)
		return -1;
	k->n += n;
	return 0;
}

/* Compress in to out; *nout counts the bytes written. 0 or -1. */
static int
compress_fd(struct zfile *g, int in, const char *inname, int out,
    const char *outname, const char *hname, time_t mtime, uint64_t *nin,
    uint64_t *nout)
{
	struct sink k = { out, 0 };
	struct bz2w *w = bz2_writer_new(g->level, sink_write, &k);
	ssize_t r;
	int err = 0;

	(void)hname;
	(void)mtime;
	*nin = 0;
	for (;;) {
		r = read(in, g->buf, ZFILE_BUF);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			err = -1;
			perror_msg("%s", inname);
			break;
		}
		if (r == 0)
			break;
		*nin += r;
		if (bz2_write(w, g->buf, r) < 0) {
			perror_msg("%s", outname);
			err = -1;
			break;
		}
	}
	/* after a write error the stream is only freed */
	if (bz2_finish(w) < 0 && !err) {
		perror_msg("%s", outname);
		err = -1;
	}
	*nout = k.n;
	return err;
}

int
bzip2_main(int argc, char **argv)
{
	struct zfile g = { .level = 9, .ext = ".bz2", .known = known,
	    .formats = GZ_F_BZ2 | GZ_BZ2_EOF, .compress = compress_fd,
	    .unknown = "%s is not a bzip2 file.", .warn_status = 1,
	    .exists = "Output file %s already exists.", .data_status = 2,
	    .stdin_name = "(stdin)" };
	struct opts o;
	int l;

	(void)argc;
	if (!strcmp(applet_name, "bunzip2"))
		g.dec = true;
	if (!strcmp(applet_name, "bzcat")) {
		g.dec = g.tostdout = true;
		g.formats = GZ_F_ANY | GZ_BZ2_EOF;
	}
	argv = getopts(&o, OPTS_bzip2, argv);
	if (OPT(&o, F_h)) {
		show_usage(stdout, true);
		return 0;
	}
	for (l = 1; l <= 9; l++)
		if (OPT(&o, F_1 << (l - 1)))
			g.level = l;
	g.test = OPT(&o, F_t);
	g.dec |= OPT(&o, F_d) || g.test;
	if (OPT(&o, F_z))
		g.dec = false;
	g.tostdout |= OPT(&o, F_c) || g.test;
	g.force = OPT(&o, F_f);
	g.keep = OPT(&o, F_k);
	g.quiet = OPT(&o, F_q);
	g.verbose = OPT(&o, F_v);
	return zfile_run(&g, argv);
}
