/*
 * zstd.c - expand Zstandard files (zstd -d, unzstd, zstdcat)
 *
 * The zstd CLI's decompression through libbb's own decoder (zstd.c, RFC
 * 8878) and gzip's file handling (zfile.c): FILE.zst becomes FILE
 * (.tzst becomes .tar), and as with the zstd CLI the input is kept unless
 * --rm is given; -c, -f, -t, -q, -v, -r as gzip's. zstdcat is zstd -dcf,
 * so data that is not compressed passes through; zstdcat also expands
 * every other format gzip -d and its family read, as BusyBox's *cat do.
 * Frames follow one another as one output; skippable frames are skipped.
 * --memory caps the window (default 128 MiB, the CLI's); -T is accepted
 * and ignored (one thread). The decoder's messages are the CLI's words,
 * the file handling's are GNU gzip's, under the name zstd; the status is
 * 1 on an error or a file skipped, as the CLI's. Deviations: no
 * compression (zstd without -d says so), no -o, -l, dictionaries or
 * --long=N on decompression (a long window needs --memory).
 *
 * applet: zstd usr/bin archival
 * opts: (rm)(memory):(no-check)c(stdout)d(decompress)(uncompress)
 *	f(force)h(help)k(keep)q(quiet)r(recursive)t(test)v(verbose)M:T:
 * usage: zstd -d [-cfhkqrtv] [--rm] [--memory LIMIT] [FILE]...
 *
 *	Expand each FILE.zst to FILE, keeping FILE.zst. No FILE or -:
 *	standard input to standard output. Compression is not offered.
 *
 *	-d, --decompress, --uncompress	Decompress
 *	-c, --stdout	Write to standard output
 *	-f, --force	Overwrite outputs; with -c pass other data through
 *	-h, --help	Show this help
 *	-k, --keep	Keep the input files (the default)
 *	--rm	Remove the input files after a complete expansion
 *	-q, --quiet	Suppress warnings
 *	-r, --recursive	Operate on the files in directories
 *	-t, --test	Test the integrity of compressed files
 *	-v, --verbose	Print names and compression ratios
 *	--memory, -M LIMIT	The largest window allowed (K, M, G suffixes)
 *	-T N	Threads (accepted; one is used)
 *	--no-check	Do not verify the content checksum
 * applet: unzstd usr/bin archival main=zstd
 * opts: (rm)(memory):(no-check)c(stdout)f(force)h(help)k(keep)q(quiet)
 *	r(recursive)t(test)v(verbose)M:T:
 * usage: unzstd [-cfhkqrtv] [--rm] [--memory LIMIT] [FILE]...
 *
 *	Expand each FILE.zst to FILE (zstd -d), keeping FILE.zst.
 *
 *	-c, --stdout	Write to standard output
 *	-f, --force	Overwrite outputs; with -c pass other data through
 *	-h, --help	Show this help
 *	-k, --keep	Keep the input files (the default)
 *	--rm	Remove the input files after a complete expansion
 *	-q, --quiet	Suppress warnings
 *	-r, --recursive	Operate on the files in directories
 *	-t, --test	Test the integrity of compressed files
 *	-v, --verbose	Print names and compression ratios
 *	--memory, -M LIMIT	The largest window allowed (K, M, G suffixes)
 *	-T N	Threads (accepted; one is used)
 *	--no-check	Do not verify the content checksum
 * applet: zstdcat usr/bin archival main=zstd
 * opts: (memory):(no-check)h(help)q(quiet)r(recursive)v(verbose)M:T:
 * usage: zstdcat [-hqrv] [--memory LIMIT] [FILE]...
 *
 *	Expand each FILE to standard output (zstd -dcf): Zstandard, and
 *	every format gzip -d and its family read; other data as it is.
 *
 *	-h, --help	Show this help
 *	-q, --quiet	Suppress warnings
 *	-r, --recursive	Operate on the files in directories
 *	-v, --verbose	Print names and compression ratios
 *	--memory, -M LIMIT	The largest window allowed (K, M, G suffixes)
 *	-T N	Threads (accepted; one is used)
 *	--no-check	Do not verify the content checksum
 * SPDX-License-Identifier: MIT
 */
#define FOR_zstd
#include "libbb.h"

static const char *const known[] = { ".zst", ".tzst=.tar", NULL };

int
zstd_main(int argc, char **argv)
{
	struct zfile g = { .ext = ".zst", .known = known, .keep = true,
	    .formats = GZ_F_ZSTD, .warn_status = 1,
	    .unknown = "%s: unsupported format" };
	unsigned long long lim;
	struct opts o;
	const char *m = NULL;

	(void)argc;
	if (!strcmp(applet_name, "unzstd"))
		g.dec = true;
	if (!strcmp(applet_name, "zstdcat")) {
		g.dec = g.tostdout = g.force = true;
		g.formats = GZ_F_ANY;
	}
	applet_name = "zstd";
	argv = getopts(&o, OPTS_zstd, argv);
	if (OPT(&o, F_h)) {
		show_usage(stdout, true);
		return 0;
	}
	g.test = OPT(&o, F_t);
	g.dec |= OPT(&o, F_d) || g.test;
	g.tostdout |= OPT(&o, F_c) || g.test;
	g.force |= OPT(&o, F_f);
	g.keep = !OPT(&o, F_rm);
	g.quiet = OPT(&o, F_q);
	g.verbose = OPT(&o, F_v);
	g.recursive = OPT(&o, F_r);
	if (OPT(&o, F_no_check))
		g.formats |= GZ_NOCHECK;
	if (OPT(&o, F_memory))
		m = o.arg[S_memory].s;
	if (OPT(&o, F_M))
		m = o.arg[S_M].s;
	if (m) {
		if (parse_size(m, &lim) < 0 || !lim)
			error_exit("invalid memory limit '%s'", m);
		g.memlimit = lim;
	}
	if (!g.dec)
		error_exit("compression is not supported; use -d to "
		    "decompress");
	return zfile_run(&g, argv);
}
