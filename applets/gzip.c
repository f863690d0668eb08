/*
 * gzip.c - compress or expand files in the gzip format (gzip, gunzip, zcat)
 *
 * RFC 1952 files through libbb's own deflate and inflate. The options,
 * messages (in the C locale), -l columns, -v ratios and exit statuses
 * (0, 1 on error, 2 on warning) are GNU gzip 1.12's, and the messages say
 * "gzip:" for gunzip and zcat too, as GNU's scripts do. A file is
 * replaced only when its output is completely written and closed; on an
 * error or a signal the partial output is removed and the input kept.
 * compress's .Z (LZW) data is read too, as GNU's gzip -d reads it.
 * Deviations: no pack data or zip members;
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
 *	Expand each FILE to standard output (gzip -dc).
 *
 *	-f, --force	Pass data that is not gzip through unchanged
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
#include <dirent.h>
#include <signal.h>
#include <time.h>

#define BUFSIZE		(128 * 1024)
/* what gzip -d reads: gzip, compress's .Z */
#define GZ_FORMATS	(GZ_F_GZIP | GZ_F_LZW)
#define MAX_SUFFIX	30

struct gzip {
	int		level;
	bool		dec, list, test, tostdout, force, keep, quiet;
	bool		recursive, verbose, name, noname;
	const char	*suffix;
	int		warned;		/* a warning: exit status 2 */
	/* -l totals */
	unsigned	listed;
	uint64_t	tot_in, tot_out, last_over;
	unsigned char	*buf;
};

/* the output being written, removed on a signal or an early exit */
static char *volatile partial;
static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXFSZ };
static struct sigaction oldact[ARRAY_SIZE(sigs)];

static void
on_signal(int sig)
{
	char *p = partial;

	if (p)
		unlink(p);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void
remove_partial(void *arg)
{
	(void)arg;
	if (partial) {
		unlink(partial);
		free(partial);
		partial = NULL;
	}
}

/* A warning: printed unless -q; the exit status becomes 2, not 1. */
#define warning(g, ...)	((g)->warned = 1, (g)->quiet ? (void)0 : \
	warn_msg(__VA_ARGS__))

/* GNU gzip starts some messages (data and write errors) with a newline */
static void
newline(void)
{
	fflush(stdout);
	write_full(2, "\n", 1);
}

/* the ratio GNU prints: (whole - part) / whole, one decimal, in 5 columns */
static void
ratio(FILE *f, uint64_t whole, uint64_t part)
{
	double r = 0;

	if (whole)
		r = 100.0 * ((double)whole - (double)part) / (double)whole;
	fprintf(f, "%5.1f%%", r);
}

/* the suffixes gunzip knows, -S SUF first; tried without case */
static const char *const known[] = {
	".gz", ".z", ".taz", ".tgz", "-gz", "-z", "_z", NULL
};

/*
 * The length of the known suffix name ends with (0: none). The suffix
 * must leave something of the last component before it.
 */
static size_t
suffix_len(struct gzip *g, const char *name)
{
	const char *b = base_name(name);
	size_t n = strlen(b), k;
	int i;

	if (g->suffix) {
		k = strlen(g->suffix);
		if (k < n && !strcasecmp(b + n - k, g->suffix))
			return k;
	}
	for (i = 0; known[i]; i++) {
		k = strlen(known[i]);
		if (k < n && !strcasecmp(b + n - k, known[i]))
			return k;
	}
	return 0;
}

/* The name gunzip writes for name: without the suffix, .tgz as .tar. */
static char *
plain_name(struct gzip *g, const char *name, size_t k)
{
	size_t n = strlen(name) - k;
	const char *s = name + n;

	if (!strcasecmp(s, ".tgz") || !strcasecmp(s, ".taz"))
		return xasprintf("%.*s.tar", (int)n, name);
	return xstrndup(name, n);
}

/* y or Y answers yes; reads one line of the terminal on stdin */
static bool
yes(void)
{
	char c, first = 0;
	bool seen = false;

	while (read(0, &c, 1) == 1 && c != '\n')
		if (!seen && !isspace((unsigned char)c)) {
			first = c;
			seen = true;
		}
	return first == 'y' || first == 'Y';
}

/*
 * Create out for writing, mode 0600 until it is complete; an existing
 * file is replaced with -f, or when the terminal on stdin says yes.
 * Returns the fd, or -1 after a message.
 */
static int
create_out(struct gzip *g, const char *out, const struct stat *in)
{
	struct stat st;
	int fd;

	for (;;) {
		fd = open(out, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC |
		    O_NOFOLLOW | O_NOCTTY, 0600);
		if (fd >= 0)
			break;
		if (errno != EEXIST) {
			perror_msg("%s", out);
			return -1;
		}
		if (lstat(out, &st) == 0 && st.st_dev == in->st_dev &&
		    st.st_ino == in->st_ino) {
			error_msg("%s: input and output are the same file",
			    out);
			return -1;
		}
		if (!g->force) {
			bool ok = false;

			fflush(stdout);
			fprintf(stderr, "%s: %s already exists;", applet_name,
			    out);
			if (isatty(0)) {
				fputs(" do you wish to overwrite (y or n)? ",
				    stderr);
				ok = yes();
			}
			if (!ok) {
				fputs("\tnot overwritten\n", stderr);
				g->warned = 1;
				return -1;
			}
		}
		if (unlink(out) < 0 && errno != ENOENT) {
			perror_msg("%s", out);
			return -1;
		}
	}
	partial = xstrdup(out);
	return fd;
}

/* Drop the partial output after an error. */
static void
discard_out(int fd)
{
	if (fd > 1)
		close(fd);
	remove_partial(NULL);
}

/*
 * The input's owner, mode and times on the finished output (mtime may
 * differ: -dN), then a checked close. 0, or -1 with the output removed.
 */
static int
finish_out(int fd, const char *out, const struct stat *in, time_t mtime)
{
	struct timespec ts[2] = { in->st_atim, in->st_mtim };
	mode_t mode = in->st_mode & 07777;

	if (mtime != in->st_mtime) {
		ts[1].tv_sec = mtime;
		ts[1].tv_nsec = 0;
	}
	if (fchown(fd, in->st_uid, in->st_gid) < 0) {
		/* not permitted: keep the group if we can, drop set-ids */
		mode &= ~(mode_t)S_ISUID;
		if (fchown(fd, -1, in->st_gid) < 0)
			mode &= ~(mode_t)S_ISGID;
	}
	if (fchmod(fd, mode) < 0 || futimens(fd, ts) < 0) {
		perror_msg("%s", out);
		discard_out(fd);
		return -1;
	}
	if (close(fd) < 0) {
		perror_msg("%s", out);
		discard_out(-1);
		return -1;
	}
	free(partial);
	partial = NULL;
	return 0;
}

/* Compress in to out; *nout counts all the bytes written. 0 or -1. */
static int
compress_fd(struct gzip *g, int in, const char *inname, int out,
    const char *outname, const char *hname, time_t mtime, uint64_t *nin,
    uint64_t *nout)
{
	struct gz *z = gz_open_write(out, g->level, hname, mtime);
	ssize_t r;
	int err = 0;

	*nin = 0;
	for (;;) {
		r = read(in, g->buf, BUFSIZE);
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
			newline();
			perror_msg("%s", outname);
			err = -1;
			break;
		}
	}
	if (gz_finish_count(z, nout) < 0 && !err) {
		newline();
		perror_msg("%s", outname);
		err = -1;
	}
	return err ? -1 : 0;
}

/* Decompress z into out (-1: only test it). 0, or -1 after a message. */
static int
expand(struct gzip *g, struct gz *z, int out, const char *outname)
{
	const unsigned char *p;
	uint64_t in, n;
	ssize_t r;
	int w;

	while ((r = gz_read_chunk(z, &p)) > 0)
		if (out >= 0 && write_full(out, p, r) < 0) {
			newline();
			perror_msg("%s", outname);
			return -1;
		}
	if (r < 0)
		return -1;
	gz_counts(z, &in, &n, &w);
	if (w)
		g->warned = 1;
	return 0;
}

/* -v after a file: the ratio and what became of it */
static void
verbose_done(struct gzip *g, uint64_t whole, uint64_t part, const char *out)
{
	if (!g->verbose)
		return;
	ratio(stderr, whole, part);
	fprintf(stderr, " -- %s %s\n", g->keep ? "created" : "replaced with",
	    out);
}

static void
remove_input(struct gzip *g, const char *name)
{
	if (!g->keep && !g->tostdout && unlink(name) < 0)
		perror_msg("%s", name);
}

static void
compress_file(struct gzip *g, int fd, const char *name, const struct stat *st)
{
	const char *hname = g->noname ? NULL : base_name(name);
	time_t mtime = g->noname ? 0 : st->st_mtime;
	uint64_t nin, nout, over;
	char *out = NULL;
	int ofd = 1;

	if (!g->tostdout) {
		out = xasprintf("%s%s", name, g->suffix ? g->suffix : ".gz");
		if ((ofd = create_out(g, out, st)) < 0)
			goto done;
	}
	if (g->verbose)
		fprintf(stderr, "%s:\t", name);
	if (compress_fd(g, fd, name, ofd, out ? out : "stdout", hname,
	    mtime, &nin, &nout) < 0) {
		if (out)
			discard_out(ofd);
		goto done;
	}
	if (out && finish_out(ofd, out, st, st->st_mtime) < 0)
		goto done;
	over = 18 + (hname ? strlen(hname) + 1 : 0);
	verbose_done(g, nin, nout - over, out ? out : "stdout");
	remove_input(g, name);
done:
	free(out);
}

/* The name -dN restores: the saved one, in the input's directory. */
static char *
saved_name(const char *name, const char *hname)
{
	const char *b = base_name(hname);

	if (!*b || !strcmp(b, ".") || !strcmp(b, ".."))
		return NULL;
	return xasprintf("%.*s%s", (int)(base_name(name) - name), name, b);
}

static void
expand_file(struct gzip *g, int fd, const char *name, const struct stat *st,
    size_t k)
{
	const struct gz_header *h;
	struct gz *z;
	uint64_t in, n;
	time_t mtime = st->st_mtime;
	char *out = NULL;
	int flags = GZ_NL | GZ_FORMATS, ofd = 1, w;

	if (g->quiet)
		flags |= GZ_QUIET;
	if (g->verbose)
		flags |= GZ_ZEROS;
	if (g->force && g->tostdout && !g->test)
		flags |= GZ_CAT;
	z = gz_open_read_flags(fd, name, flags);
	if (!(h = gz_header(z)))
		goto done;
	if (g->test) {
		ofd = -1;
	} else if (!g->tostdout) {
		if (g->name && h->name[0])
			out = saved_name(name, h->name);
		if (!out)
			out = plain_name(g, name, k);
		if (g->name && h->mtime)
			mtime = h->mtime;
		if ((ofd = create_out(g, out, st)) < 0)
			goto done;
	}
	if (g->verbose)
		fprintf(stderr, "%s:\t", name);
	if (expand(g, z, ofd, out ? out : "stdout") < 0) {
		if (out)
			discard_out(ofd);
		goto done;
	}
	if (out && finish_out(ofd, out, st, mtime) < 0)
		goto done;
	if (g->test) {
		if (g->verbose)
			fputs(" OK\n", stderr);
	} else {
		gz_counts(z, &in, &n, &w);
		verbose_done(g, n, in - gz_overhead(z), out ? out : "stdout");
		remove_input(g, name);
	}
done:
	gz_close(z);
	free(out);
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
list_fd(struct gzip *g, int fd, const char *name, const struct stat *st,
    size_t k)
{
	static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
	const struct gz_header *h;
	struct gz *z = gz_open_read_flags(fd, name ? name : "stdin",
	    GZ_NL | GZ_QUIET | GZ_FORMATS);
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
		/* .Z: the sizes are found by decoding; GNU shows crc -1 */
		if (expand(g, z, -1, NULL) < 0)
			goto done;
		gz_counts(z, &comp, &isize, &w);
		crc = -1;
		over = 0;
		method = "compr";
	} else if (S_ISREG(st->st_mode) && st->st_size >= (off_t)over &&
	    pread(fd, t, 8, st->st_size - 8) == 8) {
		comp = st->st_size;
		crc = le32(t);
		isize = le32(t + 4);
	} else if (S_ISREG(st->st_mode) && st->st_size < (off_t)over) {
		newline();
		error_msg("%s: unexpected end of file", name ? name : "stdin");
		goto done;
	} else {
		if (expand(g, z, -1, NULL) < 0)
			goto done;
		gz_counts(z, &comp, &n, &w);
		crc = h->crc;
		isize = h->isize;
	}
	if (!g->listed++)
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
		shown = saved_name(name, h->name);
	if (!shown && name)
		shown = k ? plain_name(g, name, k) : xstrdup(name);
	printf("%19llu %19llu ", (unsigned long long)comp,
	    (unsigned long long)isize);
	ratio(stdout, isize, comp - over);
	printf(" %s\n", shown ? shown : "stdout");
	g->tot_in += comp;
	g->tot_out += isize;
	g->last_over = over;
	free(shown);
done:
	gz_close(z);
}

static void
list_totals(struct gzip *g)
{
	if (g->listed < 2)
		return;
	if (g->verbose)
		printf("%27s ", "");
	printf("%19llu %19llu ", (unsigned long long)g->tot_in,
	    (unsigned long long)g->tot_out);
	ratio(stdout, g->tot_out, g->tot_in - g->last_over);
	printf(" (totals)\n");
}

/* - or no operand: standard input to standard output */
static void
do_stdin(struct gzip *g)
{
	struct stat st;
	struct gz *z;
	uint64_t nin, nout;
	int flags = GZ_NL | GZ_FORMATS;

	if (fstat(0, &st) < 0)
		perror_exit("stdin");
	if (!g->force && !g->list && isatty(g->dec ? 0 : 1))
		error_exit("compressed data not %s a terminal. Use -f to "
		    "force %scompression.\nFor help, type: gzip -h",
		    g->dec ? "read from" : "written to", g->dec ? "de" : "");
	if (g->list) {
		list_fd(g, 0, NULL, &st, 0);
		return;
	}
	if (!g->dec) {
		if (compress_fd(g, 0, "stdin", 1, "stdout", NULL,
		    g->noname || !S_ISREG(st.st_mode) ? 0 : st.st_mtime,
		    &nin, &nout) == 0 && g->verbose) {
			ratio(stderr, nin, nout - 18);
			fputc('\n', stderr);
		}
		return;
	}
	if (g->quiet)
		flags |= GZ_QUIET;
	if (g->verbose)
		flags |= GZ_ZEROS;
	if (g->force && !g->test)
		flags |= GZ_CAT;
	z = gz_open_read_flags(0, "stdin", flags);
	if (gz_header(z) && expand(g, z, g->test ? -1 : 1, "stdout") == 0 &&
	    g->test && g->verbose)
		fputs(" OK\n", stderr);
	gz_close(z);
}

static void do_path(struct gzip *g, const char *name, bool top);

/* -r: every entry of the directory, read in full first */
static void
do_dir(struct gzip *g, const char *name)
{
	DIR *d = opendir(name);
	struct dirent *e;
	char **v = NULL, *p;
	size_t n = 0, i;

	if (!d) {
		perror_msg("%s", name);
		return;
	}
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		v = xrealloc(v, n + 1, sizeof(*v));
		v[n++] = join_path(name, e->d_name);
	}
	closedir(d);
	for (i = 0; i < n; i++) {
		p = v[i];
		do_path(g, p, false);
		free(p);
	}
	free(v);
}

/* gunzip NAME where only NAME.gz (or another suffix) exists */
static char *
find_compressed(struct gzip *g, const char *name, struct stat *st,
    bool follow)
{
	char *p;
	int i;

	if (g->suffix) {
		p = xasprintf("%s%s", name, g->suffix);
		if ((follow ? stat : lstat)(p, st) == 0)
			return p;
		free(p);
	}
	for (i = 0; known[i]; i++) {
		p = xasprintf("%s%s", name, known[i]);
		if ((follow ? stat : lstat)(p, st) == 0)
			return p;
		free(p);
	}
	return NULL;
}

static void
do_path(struct gzip *g, const char *name, bool top)
{
	bool follow = g->force || g->tostdout, loud = top || g->verbose;
	bool plain = !g->dec && !g->list;
	struct stat st, fst;
	char *alt = NULL;
	size_t k;
	int fd;

	if ((follow ? stat : lstat)(name, &st) < 0) {
		if (errno != ENOENT || plain || suffix_len(g, name) ||
		    !(alt = find_compressed(g, name, &st, follow))) {
			if (errno == ENOENT && !plain && !suffix_len(g, name))
				name = alt = xasprintf("%s%s", name,
				    g->suffix ? g->suffix : ".gz");
			perror_msg("%s", name);
			free(alt);
			return;
		}
		name = alt;
	}
	if (S_ISLNK(st.st_mode)) {
		/* as open(O_NOFOLLOW) says it, in glibc's words */
		error_msg("%s: Too many levels of symbolic links", name);
		goto out;
	}
	if (S_ISDIR(st.st_mode)) {
		if (g->recursive)
			do_dir(g, name);
		else
			warning(g, "%s is a directory -- ignored", name);
		goto out;
	}
	if (!S_ISREG(st.st_mode) && !g->tostdout) {
		warning(g, "%s is not a directory or a regular file - ignored",
		    name);
		goto out;
	}
	if (st.st_nlink > 1 && !g->tostdout && !g->force) {
		warning(g, "%s has %lu other link%s -- file ignored", name,
		    (unsigned long)st.st_nlink - 1, st.st_nlink > 2 ? "s" : "");
		goto out;
	}
	if (!g->tostdout && (st.st_mode & 07000)) {
		warning(g, st.st_mode & S_ISUID ? "%s is set-user-ID on "
		    "execution - ignored" : st.st_mode & S_ISGID ? "%s is "
		    "set-group-ID on execution - ignored" : "%s has the sticky "
		    "bit set - file ignored", name);
		goto out;
	}
	k = suffix_len(g, name);
	if (plain && k && !g->force && !g->tostdout) {
		/* GNU's one warning that leaves the exit status alone */
		if (loud && !g->quiet)
			warn_msg("%s already has %s suffix -- unchanged",
			    name, name + strlen(name) - k);
		goto out;
	}
	if (g->dec && !k && !g->tostdout) {
		if (loud)
			warning(g, "%s: unknown suffix -- ignored", name);
		goto out;
	}
	fd = open(name, O_RDONLY | O_CLOEXEC | O_NOCTTY |
	    (follow ? 0 : O_NOFOLLOW));
	if (fd < 0) {
		perror_msg("%s", name);
		goto out;
	}
	if (fstat(fd, &fst) < 0 || fst.st_dev != st.st_dev ||
	    fst.st_ino != st.st_ino) {
		error_msg("%s: changed while being read", name);
		close(fd);
		goto out;
	}
	if (g->list)
		list_fd(g, fd, name, &fst, k);
	else if (g->dec)
		expand_file(g, fd, name, &fst, k);
	else
		compress_file(g, fd, name, &fst);
	close(fd);
out:
	free(alt);
}

static char *stdin_only[] = { "-", NULL };

int
gzip_main(int argc, char **argv)
{
	struct gzip g = { .level = 6 };
	struct sigaction sa = { .sa_handler = on_signal };
	struct opts o;
	unsigned i;
	int l;

	(void)argc;
	if (!strcmp(applet_name, "gunzip"))
		g.dec = true;
	if (!strcmp(applet_name, "zcat"))
		g.dec = g.tostdout = true;
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
	if (!*argv)
		argv = stdin_only;
	g.buf = xmalloc(BUFSIZE);
	atcleanup(remove_partial, NULL);
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < ARRAY_SIZE(sigs); i++)
		sigaction(sigs[i], &sa, &oldact[i]);
	for (; *argv; argv++) {
		if (!strcmp(*argv, "-"))
			do_stdin(&g);
		else
			do_path(&g, *argv, true);
	}
	if (g.list)
		list_totals(&g);
	for (i = 0; i < ARRAY_SIZE(sigs); i++)
		sigaction(sigs[i], &oldact[i], NULL);
	uncleanup(remove_partial, NULL);
	free(g.buf);
	return exit_status ? exit_status : g.warned ? 2 : 0;
}
