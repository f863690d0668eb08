/*
 * xz.c - expand .xz and .lzma files (xz -d, unxz, xzcat, unlzma, lzcat)
 *
 * xz-utils 5.4's decompression through libbb's own decoder (xz.c, from
 * the .xz file format and the LZMA specification) and gzip's file
 * handling (zfile.c): FILE.xz (or .lzma) becomes FILE, .txz and .tlz
 * become .tar, the input removed once the output is complete (not with
 * -k or -c). xz -d reads both formats, unlzma only .lzma; every check
 * (none, CRC32, CRC64, SHA-256) is verified, a check of an unknown kind
 * is xz's warning (status 2); several streams and stream padding are one
 * output. xzcat and lzcat are -dc, and, like zcat, expand every format
 * this family reads. -l lists each file's streams, blocks, sizes, ratio
 * and checks as xz -l does (read from the end of the file; not from
 * standard input). -M caps the memory (xz's default: none); -T is
 * accepted (one thread). The decoder's messages are xz's words, and so
 * are "(stdin)", an empty input's "File format not recognized" and an
 * existing output's "FILE: File exists" (an error, never asked about);
 * the other file handling's are GNU gzip's, under the name the applet
 * was called by; the statuses are xz's. Deviations: no
 * compression (xz without -d says so), no -lv or --robot, no --format,
 * --single-stream, --ignore-check.
 *
 * applet: xz usr/bin archival
 * opts: (memlimit):(memory):c(stdout)(to-stdout)d(decompress)(uncompress)
 *	f(force)h(help)k(keep)l(list)q(quiet)t(test)v(verbose)M:T:
 * usage: xz -d [-cfhkqtv] [-M LIMIT] [FILE]... | xz -l FILE...
 *
 *	Expand each FILE.xz or FILE.lzma to FILE, removing it. No FILE or
 *	-: standard input to standard output. Compression is not offered.
 *
 *	-d, --decompress, --uncompress	Decompress
 *	-c, --stdout, --to-stdout	Write to standard output, keep the input
 *	-f, --force	Overwrite outputs; with -c pass other data through
 *	-h, --help	Show this help
 *	-k, --keep	Keep (do not delete) the input files
 *	-l, --list	List streams, blocks, sizes, ratio and checks
 *	-q, --quiet	Suppress warnings
 *	-t, --test	Test the integrity of compressed files
 *	-v, --verbose	Print names and compression ratios
 *	-M, --memlimit, --memory LIMIT	Memory allowed (K, M, G suffixes)
 *	-T N	Threads (accepted; one is used)
 * applet: unxz usr/bin archival main=xz
 * opts: (memlimit):(memory):c(stdout)(to-stdout)f(force)h(help)k(keep)
 *	l(list)q(quiet)t(test)v(verbose)M:T:
 * usage: unxz [-cfhklqtv] [-M LIMIT] [FILE]...
 *
 *	Expand each FILE.xz or FILE.lzma to FILE (xz -d).
 *
 *	-c, --stdout, --to-stdout	Write to standard output, keep the input
 *	-f, --force	Overwrite outputs; with -c pass other data through
 *	-h, --help	Show this help
 *	-k, --keep	Keep (do not delete) the input files
 *	-l, --list	List streams, blocks, sizes, ratio and checks
 *	-q, --quiet	Suppress warnings
 *	-t, --test	Test the integrity of compressed files
 *	-v, --verbose	Print names and compression ratios
 *	-M, --memlimit, --memory LIMIT	Memory allowed (K, M, G suffixes)
 *	-T N	Threads (accepted; one is used)
 * applet: xzcat usr/bin archival main=xz
 * opts: (memlimit):(memory):f(force)h(help)q(quiet)v(verbose)M:T:
 * usage: xzcat [-fhqv] [-M LIMIT] [FILE]...
 *
 *	Expand each FILE to standard output (xz -dc): xz, lzma, and every
 *	format gzip -d and its family read.
 *
 *	-f, --force	Pass data that is not compressed through
 *	-h, --help	Show this help
 *	-q, --quiet	Suppress warnings
 *	-v, --verbose	Print names and compression ratios
 *	-M, --memlimit, --memory LIMIT	Memory allowed (K, M, G suffixes)
 *	-T N	Threads (accepted; one is used)
 * applet: unlzma usr/bin archival main=xz
 * opts: (memlimit):(memory):c(stdout)(to-stdout)f(force)h(help)k(keep)
 *	q(quiet)t(test)v(verbose)M:T:
 * usage: unlzma [-cfhkqtv] [-M LIMIT] [FILE]...
 *
 *	Expand each FILE.lzma to FILE (xz --format=lzma -d).
 *
 *	-c, --stdout, --to-stdout	Write to standard output, keep the input
 *	-f, --force	Overwrite outputs; with -c pass other data through
 *	-h, --help	Show this help
 *	-k, --keep	Keep (do not delete) the input files
 *	-q, --quiet	Suppress warnings
 *	-t, --test	Test the integrity of compressed files
 *	-v, --verbose	Print names and compression ratios
 *	-M, --memlimit, --memory LIMIT	Memory allowed (K, M, G suffixes)
 *	-T N	Threads (accepted; one is used)
 * applet: lzcat usr/bin archival main=xz
 * opts: (memlimit):(memory):f(force)h(help)q(quiet)v(verbose)M:T:
 * usage: lzcat [-fhqv] [-M LIMIT] [FILE]...
 *
 *	Expand each FILE to standard output (xz --format=lzma -dc), and
 *	every format gzip -d and its family read.
 *
 *	-f, --force	Pass data that is not compressed through
 *	-h, --help	Show this help
 *	-q, --quiet	Suppress warnings
 *	-v, --verbose	Print names and compression ratios
 *	-M, --memlimit, --memory LIMIT	Memory allowed (K, M, G suffixes)
 *	-T N	Threads (accepted; one is used)
 * SPDX-License-Identifier: MIT
 */
#define FOR_xz
#include "libbb.h"

static const char *const known[] = {
	".xz", ".txz=.tar", ".lzma", ".tlz=.tar", NULL
};
static const char *const known_lzma[] = { ".lzma", ".tlz=.tar", NULL };

/* -l totals */
static struct {
	unsigned	files;
	struct xz_info	sum;
} L;

/* xz's sizes: bytes under 10000, else KiB, MiB... with one decimal */
static void
nice_size(char *buf, size_t n, uint64_t v)
{
	static const char *const units[] = { "KiB", "MiB", "GiB", "TiB" };
	double d = (double)v;
	int u = -1;

	if (v < 10000) {
		snprintf(buf, n, "%llu B", (unsigned long long)v);
		return;
	}
	do
		d /= 1024;
	while (++u < 3 && d > 9999.9);
	snprintf(buf, n, "%.1f %s", d, units[u]);
}

static void
list_line(const struct xz_info *x, const char *name)
{
	static const char *const names[16] = { "None", "CRC32", NULL, NULL,
	    "CRC64", NULL, NULL, NULL, NULL, NULL, "SHA-256" };
	char comp[32], unc[32], ratio[16], checks[128] = "";
	size_t k = 0;
	int i;

	nice_size(comp, sizeof(comp), x->compressed);
	nice_size(unc, sizeof(unc), x->uncompressed);
	if (!x->uncompressed || !x->compressed ||
	    (double)x->compressed / (double)x->uncompressed > 9.999)
		snprintf(ratio, sizeof(ratio), "---");
	else
		snprintf(ratio, sizeof(ratio), "%.3f",
		    (double)x->compressed / (double)x->uncompressed);
	for (i = 0; i < 16; i++) {
		if (!(x->checks & 1u << i))
			continue;
		if (names[i])
			k += snprintf(checks + k, sizeof(checks) - k, "%s%s",
			    k ? "," : "", names[i]);
		else
			k += snprintf(checks + k, sizeof(checks) - k,
			    "%sUnknown-%d", k ? "," : "", i);
	}
	printf("%5llu %7llu  %11s %12s  %5s  %-7s %s\n",
	    (unsigned long long)x->streams, (unsigned long long)x->blocks,
	    comp, unc, ratio, checks, name);
}

static void
list_fd(struct zfile *g, int fd, const char *name, const struct stat *st,
    size_t k)
{
	struct xz_info x = { 0 };

	(void)g;
	(void)st;
	(void)k;
	if (!name) {
		error_msg("--list does not support reading from standard "
		    "input");
		return;
	}
	if (xz_list(fd, &x) < 0) {
		if (x.err)
			error_msg("%s: %s", name, x.err);
		else
			perror_msg("%s", name);
		return;
	}
	if (!L.files++)
		printf("Strms  Blocks   Compressed Uncompressed  Ratio  Check"
		    "   Filename\n");
	list_line(&x, name);
	L.sum.streams += x.streams;
	L.sum.blocks += x.blocks;
	L.sum.compressed += x.compressed;
	L.sum.uncompressed += x.uncompressed;
	L.sum.checks |= x.checks;
}

int
xz_main(int argc, char **argv)
{
	struct zfile g = { .ext = ".xz", .known = known,
	    .formats = GZ_F_XZ | GZ_F_LZMA, .list_fd = list_fd,
	    .unknown = "%s: File format not recognized",
	    .exists_error = true, .exists = "%s: File exists",
	    .stdin_name = "(stdin)" };
	unsigned long long lim;
	struct opts o;
	const char *m = NULL;
	char total[32];
	int st;

	(void)argc;
	if (!strcmp(applet_name, "unxz"))
		g.dec = true;
	if (!strcmp(applet_name, "xzcat") || !strcmp(applet_name, "lzcat")) {
		g.dec = g.tostdout = true;
		g.formats = GZ_F_ANY;
	}
	if (!strcmp(applet_name, "unlzma")) {
		g.dec = true;
		g.formats = GZ_F_LZMA;
		g.known = known_lzma;
		g.ext = ".lzma";
	}
	argv = getopts(&o, OPTS_xz, argv);
	if (OPT(&o, F_h)) {
		show_usage(stdout, true);
		return 0;
	}
	g.list = OPT(&o, F_l);
	g.test = OPT(&o, F_t);
	g.dec |= OPT(&o, F_d) || g.test || g.list;
	g.tostdout |= OPT(&o, F_c) || g.test || g.list;
	g.force = OPT(&o, F_f);
	g.keep = OPT(&o, F_k);
	g.quiet = OPT(&o, F_q);
	g.verbose = OPT(&o, F_v);
	if (OPT(&o, F_memlimit))
		m = o.arg[S_memlimit].s;
	if (OPT(&o, F_memory))
		m = o.arg[S_memory].s;
	if (OPT(&o, F_M))
		m = o.arg[S_M].s;
	if (m) {
		if (parse_size(m, &lim) < 0)
			error_exit("%s: Invalid memory usage limit", m);
		g.memlimit = lim;
	}
	if (!g.dec)
		error_exit("compression is not supported; use -d to "
		    "decompress");
	if (g.list && !*argv) {
		error_msg("--list does not support reading from standard "
		    "input");
		return 1;
	}
	L.files = 0;
	memset(&L.sum, 0, sizeof(L.sum));
	g.formats |= GZ_EMPTY_UNKNOWN;
	st = zfile_run(&g, argv);
	if (g.list && L.files > 1) {
		printf("%.79s\n", "---------------------------------------"
		    "----------------------------------------");
		snprintf(total, sizeof(total), "%u files", L.files);
		list_line(&L.sum, total);
	}
	return st;
}
