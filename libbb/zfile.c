/*
 * zfile.c - the files of gzip and its family: what to read and write,
 * and how an output replaces its input
 *
 * GNU gzip 1.12's rules, shared by every compressor applet (gzip, xz,
 * bzip2, zstd and their un- and -cat forms; each applet parses its own
 * options into a struct zfile and supplies its format's compression and
 * -l). Operands: "-" (or none) is standard input to standard output,
 * refused on a terminal without -f; a directory is walked with -r;
 * anything but a regular file is skipped unless -c; links, set-id and
 * sticky files are left alone without -f. Decompression takes a known
 * suffix off (".tgz=.tar" entries also put one on), or with -N restores
 * the name saved in a gzip header; NAME finds NAME.gz. The output is
 * created O_EXCL (an existing one replaced with -f or a yes on the
 * terminal), mode 0600 until it is complete; then it gets the input's
 * owner, mode and times, and is closed and checked, and only then is the
 * input removed. On an error, or SIGINT, SIGTERM, SIGHUP, SIGPIPE or
 * SIGXFSZ, the partial output is removed and the input kept. Messages
 * are GNU gzip's, under the applet's name; the status is 1 after an
 * error, else 2 after a warning. An applet may ask for another status
 * after bad data (bzip2's 2, above an error's 1), and bzip2's wording
 * for an existing output, which it never asks to replace.
 *
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <dirent.h>
#include <time.h>

/* A warning: printed unless -q; the exit status becomes 2, not 1. */
#define warning(g, ...)	((g)->warned = 1, (g)->quiet ? (void)0 : \
	warn_msg(__VA_ARGS__))

/* GNU gzip starts some messages (data and write errors) with a newline */
void
zfile_newline(struct zfile *g)
{
	if (!(g->formats & GZ_NL))
		return;
	fflush(stdout);
	write_full(2, "\n", 1);
}

/* the ratio GNU prints: (whole - part) / whole, one decimal, in 5 columns */
void
zfile_ratio(FILE *f, uint64_t whole, uint64_t part)
{
	double r = 0;

	if (whole)
		r = 100.0 * ((double)whole - (double)part) / (double)whole;
	fprintf(f, "%5.1f%%", r);
}

/*
 * The length of the known suffix name ends with (0: none). The suffix
 * must leave something of the last component before it.
 */
static size_t
suffix_len(struct zfile *g, const char *name)
{
	const char *b = base_name(name);
	size_t n = strlen(b), k;
	int i;

	if (g->suffix) {
		k = strlen(g->suffix);
		if (k < n && !strcasecmp(b + n - k, g->suffix))
			return k;
	}
	for (i = 0; g->known[i]; i++) {
		k = strcspn(g->known[i], "=");
		if (k < n && !strncasecmp(b + n - k, g->known[i], k))
			return k;
	}
	return 0;
}

/* The name -d writes for name: without the suffix, .tgz as .tar. */
char *
zfile_plain_name(struct zfile *g, const char *name, size_t k)
{
	size_t n = strlen(name) - k;
	const char *s = name + n, *e;
	int i;

	for (i = 0; g->known[i]; i++) {
		e = strchr(g->known[i], '=');
		if (e && (size_t)(e - g->known[i]) == k &&
		    !strncasecmp(s, g->known[i], k))
			return xasprintf("%.*s%s", (int)n, name, e + 1);
	}
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
create_out(struct zfile *g, const char *out, const struct stat *in)
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
		if (!g->force && g->exists) {
			error_msg(g->exists, out);
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
				if (g->exists_error)
					exit_status = 1;
				else
					g->warned = 1;
				return -1;
			}
		}
		if (unlink(out) < 0 && errno != ENOENT) {
			perror_msg("%s", out);
			return -1;
		}
	}
	partial_set(out);
	return fd;
}

/* Drop the partial output after an error. */
static void
discard_out(int fd)
{
	if (fd > 1)
		close(fd);
	partial_drop();
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
	partial_set(NULL);
	return 0;
}

/* Decompress z into out (-1: only test it). 0, or -1 after a message. */
int
zfile_expand(struct zfile *g, struct gz *z, int out, const char *outname)
{
	const unsigned char *p;
	uint64_t in, n;
	ssize_t r;
	int w;

	while ((r = gz_read_chunk(z, &p)) > 0)
		if (out >= 0 && write_full(out, p, r) < 0) {
			zfile_newline(g);
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
verbose_done(struct zfile *g, uint64_t whole, uint64_t part, const char *out)
{
	if (!g->verbose)
		return;
	zfile_ratio(stderr, whole, part);
	fprintf(stderr, " -- %s %s\n", g->keep ? "created" : "replaced with",
	    out);
}

static void
remove_input(struct zfile *g, const char *name)
{
	if (!g->keep && !g->tostdout && unlink(name) < 0)
		perror_msg("%s", name);
}

static void
compress_file(struct zfile *g, int fd, const char *name, const struct stat *st)
{
	const char *hname = g->noname ? NULL : base_name(name);
	time_t mtime = g->noname ? 0 : st->st_mtime;
	uint64_t nin, nout;
	char *out = NULL;
	int ofd = 1;

	if (!g->tostdout) {
		out = xasprintf("%s%s", name, g->suffix ? g->suffix : g->ext);
		if ((ofd = create_out(g, out, st)) < 0)
			goto done;
	}
	if (g->verbose)
		fprintf(stderr, "%s:\t", name);
	if (g->compress(g, fd, name, ofd, out ? out : "stdout", hname,
	    mtime, &nin, &nout) < 0) {
		if (out)
			discard_out(ofd);
		goto done;
	}
	if (out && finish_out(ofd, out, st, st->st_mtime) < 0)
		goto done;
	verbose_done(g, nin, nout, out ? out : "stdout");
	remove_input(g, name);
done:
	free(out);
}

/* The name -dN restores: the saved one, in the input's directory. */
char *
zfile_saved_name(const char *name, const char *hname)
{
	const char *b = base_name(hname);

	if (!*b || !strcmp(b, ".") || !strcmp(b, ".."))
		return NULL;
	return xasprintf("%.*s%s", (int)(base_name(name) - name), name, b);
}

static void
expand_file(struct zfile *g, int fd, const char *name, const struct stat *st,
    size_t k)
{
	const struct gz_header *h;
	struct gz *z;
	uint64_t in, n;
	time_t mtime = st->st_mtime;
	char *out = NULL;
	int flags = g->formats, ofd = 1, w;

	if (g->quiet)
		flags |= GZ_QUIET;
	if (g->verbose)
		flags |= GZ_ZEROS;
	if (g->force && g->tostdout && !g->test)
		flags |= GZ_CAT;
	z = gz_open_read_flags(fd, name, flags);
	gz_set_memlimit(z, g->memlimit);
	gz_set_unknown(z, g->unknown);
	if (!(h = gz_header(z))) {
		g->data_bad |= gz_bad(z);
		goto done;
	}
	if (g->test) {
		ofd = -1;
	} else if (!g->tostdout) {
		if (g->name && h->name[0])
			out = zfile_saved_name(name, h->name);
		if (!out)
			out = zfile_plain_name(g, name, k);
		if (g->name && h->mtime)
			mtime = h->mtime;
		if ((ofd = create_out(g, out, st)) < 0)
			goto done;
	}
	if (g->verbose)
		fprintf(stderr, "%s:\t", name);
	if (zfile_expand(g, z, ofd, out ? out : "stdout") < 0) {
		g->data_bad |= gz_bad(z);
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

/* - or no operand: standard input to standard output */
static void
do_stdin(struct zfile *g)
{
	struct stat st;
	struct gz *z;
	uint64_t nin, nout;
	int flags = g->formats;

	if (fstat(0, &st) < 0)
		perror_exit("stdin");
	if (!g->force && !g->list && isatty(g->dec ? 0 : 1))
		error_exit("compressed data not %s a terminal. Use -f to "
		    "force %scompression.\nFor help, type: %s -h",
		    g->dec ? "read from" : "written to", g->dec ? "de" : "",
		    applet_name);
	if (g->list) {
		g->list_fd(g, 0, NULL, &st, 0);
		return;
	}
	if (!g->dec) {
		if (g->compress(g, 0, "stdin", 1, "stdout", NULL,
		    g->noname || !S_ISREG(st.st_mode) ? 0 : st.st_mtime,
		    &nin, &nout) == 0 && g->verbose) {
			zfile_ratio(stderr, nin, nout);
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
	z = gz_open_read_flags(0, g->stdin_name ? g->stdin_name : "stdin",
	    flags);
	gz_set_memlimit(z, g->memlimit);
	gz_set_unknown(z, g->unknown);
	if (!gz_header(z) || zfile_expand(g, z, g->test ? -1 : 1, "stdout") < 0)
		g->data_bad |= gz_bad(z);
	else if (g->test && g->verbose)
		fputs(" OK\n", stderr);
	gz_close(z);
}

static void do_path(struct zfile *g, const char *name, bool top);

/* -r: every entry of the directory, read in full first */
static void
do_dir(struct zfile *g, const char *name)
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
find_compressed(struct zfile *g, const char *name, struct stat *st,
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
	for (i = 0; g->known[i]; i++) {
		p = xasprintf("%s%.*s", name, (int)strcspn(g->known[i], "="),
		    g->known[i]);
		if ((follow ? stat : lstat)(p, st) == 0)
			return p;
		free(p);
	}
	return NULL;
}

static void
do_path(struct zfile *g, const char *name, bool top)
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
				    g->suffix ? g->suffix : g->ext);
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
		g->list_fd(g, fd, name, &fst, k);
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
zfile_run(struct zfile *g, char **argv)
{
	if (!*argv)
		argv = stdin_only;
	g->buf = xmalloc(ZFILE_BUF);
	partial_begin();
	for (; *argv; argv++) {
		if (!strcmp(*argv, "-"))
			do_stdin(g);
		else
			do_path(g, *argv, true);
	}
	partial_end();
	free(g->buf);
	if (g->data_bad && g->data_status > exit_status)
		exit_status = g->data_status;
	if (exit_status)
		return exit_status;
	return g->warned ? (g->warn_status ? g->warn_status : 2) : 0;
}
