/*
 * tar.c - create, extract and list tar archives
 *
 * POSIX.1-2024 pax "ustar Interchange Format" and "pax Interchange
 * Format", read and written by libbb/ustar.c, which also reads v7 and the
 * GNU extensions (long names, base-256 numbers, sparse members). The
 * options, listing layout, messages and exit statuses are GNU tar 1.34's:
 * errors are reported, the run goes on, and tar exits 2 after "Exiting
 * with failure status due to previous errors"; a broken archive or an
 * unusable archive file stops it at once. Both the bundled style
 * ("tar xzf a.tgz", each letter taking the next word as its argument)
 * and the dashed one work. Archives are padded to 10240-byte records.
 *
 * Written archives are pax by default in bsdtar's restricted sense: plain
 * ustar, with an extended header only for a member whose name, link
 * target, size, ids or mtime do not fit (GNU's default is its own format;
 * --format=gnu gives that, --format=ustar refuses what does not fit).
 * -z uses rootbox's own deflate and inflate in-process; gzip input is
 * detected by itself on -x and -t, also from a pipe (GNU refuses those).
 *
 * Extraction is confined to the target directory unless -P is given: a
 * leading "/" is removed with GNU's notice, a member whose name has a
 * ".." component is refused, nothing is written through a symbolic link
 * that this archive created (checked on every leading component, see
 * member_guard in libbb/path.c), and hard link targets obey the same
 * rules. Existing files are removed and recreated, never written through,
 * unless --overwrite is given (which still refuses to follow a symbolic
 * link at the last component). Device nodes are made only by root;
 * set-user-ID and set-group-ID bits are kept only by root with -p, which
 * is root's default. Directory modes and times are set last, so that a
 * read-only directory is filled first. Deliberate deviations from GNU:
 * -C inside a -T list, volumes, --delete, -d, -A, writing xz, zstd,
 * lzma or compress archives (they are read; -I writes them through the
 * program), --sparse-version are not supported. --wildcards and its
 * kin apply, as GNU's do, to the --exclude, -X, -T and FILEs after them.
 *
 * applet: tar bin archival usage-exit=2
 * opts: (zstd)(lzma)(same-owner)(numeric-owner)(owner):(group):(overwrite)
 *	(null)
 *	(exclude)*(strip-components)#<0(no-recursion)(mtime):(sort):
 *	(wildcards)(skip-old-files)(no-same-permissions)(mode):
 *	(transform)*(xform)*(show-transformed-names)(no-wildcards)(anchored)
 *	(no-anchored)(wildcards-match-slash)(no-wildcards-match-slash)
 *	(ignore-case)(no-ignore-case)
 *	c(create)x(extract)(get)t(list)r(append)u(update)f:(file)
 *	C*(directory)v(verbose)z(gzip)(gunzip)(ungzip)j(bzip2)J(xz)
 *	Z(compress)(uncompress)a(auto-compress)I:(use-compress-program)
 *	p(same-permissions)(preserve-permissions)o(no-same-owner)
 *	O(to-stdout)k(keep-old-files)m(touch)h(dereference)T*(files-from)
 *	X*(exclude-from)P(absolute-names)H:(format)S(sparse)
 * usage: tar -c|-x|-t|-r|-u [-vzpokmhOP] [-f ARCHIVE] [-C DIR] [FILE]...
 *
 *	Create (-c), extract (-x), list (-t), append to (-r) or update (-u)
 *	a tar archive. FILEs select members on -x and -t (a directory name
 *	selects what is under it). Options can also be bundled without a
 *	dash: "tar xzvf a.tgz".
 *
 *	-c, --create	Create an archive of the FILEs
 *	-x, --extract, --get	Extract members
 *	-t, --list	List members (-v: like ls -l)
 *	-r, --append	Add the FILEs to the end of an archive file
 *	-u, --update	Add the FILEs that are newer than their copy
 *	-f, --file ARCHIVE	Archive file, - for stdin/stdout (the default)
 *	-C, --directory DIR	Change to DIR (also between FILEs on -c)
 *	-v, --verbose	List the files processed (twice: like ls -l)
 *	-z, --gzip, --gunzip, --ungzip	Use gzip (found by itself on -x/-t)
 *	-j, --bzip2	Use bzip2 (also found by itself)
 *	-J, --xz	Read xz (found by itself; not written)
 *	-Z, --compress, --uncompress	Read compress's .Z (not written)
 *	--zstd	Read zstd (found by itself; not written)
 *	--lzma	Read lzma (found by itself; not written)
 *	-a, --auto-compress	Compress by the archive's suffix (-c)
 *	-I, --use-compress-program PROG	Filter through PROG (PROG -d to read)
 *	-H, --format FORMAT	pax (default), ustar or gnu
 *	-T, --files-from FILE	Read more FILEs from FILE (- for stdin)
 *	--null	-T names end in NUL, not newline
 *	-X, --exclude-from FILE	Exclude the patterns listed in FILE
 *	--exclude PATTERN	Exclude what matches PATTERN (any component)
 *	--wildcards	FILEs after this are shell patterns (as --exclude)
 *	--no-wildcards	FILEs and --exclude after this are plain strings
 *	--anchored	Patterns after this match at the start (as FILEs)
 *	--no-anchored	... or after any / (as --exclude)
 *	--wildcards-match-slash	* ? [ ] after this match / (the default)
 *	--no-wildcards-match-slash	... or do not
 *	--ignore-case	Patterns after this ignore case
 *	--no-ignore-case	... or do not (the default)
 *	--no-recursion	Do not descend into directories
 *	--transform, --xform EXPR	Rename members: sed's s/RE/REPL/FLAGS
 *	--show-transformed-names	-v and -t show the new names
 *	-h, --dereference	Archive what symbolic links point to
 *	-S, --sparse	Store the holes of sparse files as holes (-c)
 *	-P, --absolute-names	Keep leading / and .. in names
 *	--owner NAME	Owner of the archived files (name or number)
 *	--group NAME	Group of the archived files
 *	--mtime DATE	Time of the archived files (@SECONDS, date or file)
 *	--mode MODE	Change the archived files' modes (as chmod MODE)
 *	--sort ORDER	Order of directory entries: none, name or inode
 *	-O, --to-stdout	Extract file data to standard output
 *	-k, --keep-old-files	Do not replace existing files (an error)
 *	--skip-old-files	Do not replace existing files, silently
 *	--overwrite	Write into existing files instead of replacing them
 *	-m, --touch	Do not restore modification times
 *	-p, --same-permissions, --preserve-permissions	Keep modes (no umask)
 *	--no-same-permissions	Apply the umask (the default for users)
 *	--same-owner	Restore owners (the default for root)
 *	-o, --no-same-owner	Do not restore owners
 *	--numeric-owner	Use numeric ids, not names
 *	--strip-components N	Drop N leading components of names on -x
 * SPDX-License-Identifier: MIT
 */
#define FOR_tar
#include "config.h"
#include "libbb.h"
#include <fnmatch.h>
#include <regex.h>
#include <sys/sendfile.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>

#define RECORD		10240	/* GNU's default blocking factor of 20 */
#define IOBUF		(8 * RECORD)
#define BULK		(64 * 1024)	/* data moved by sendfile from here */

/* A directory whose mode and times are set after its contents. */
struct dirfix {
	struct dirfix	*next;
	char		*path;
	mode_t		mode;
	struct timespec	mtime;
	unsigned	removals;	/* T.removals when we made it */
	bool		made;		/* by our mkdir, not there before */
};

/* An inode already archived under name (hard link detection). */
struct hlink {
	dev_t		dev;
	ino_t		ino;
	char		*name;
};

/* What to do with an operand, in command-line order (-C between FILEs). */
struct work {
	const char	*arg;
	bool		chdir;
};

static struct tar {
	struct opts	o;
	int		mode;		/* 'c' 'x' 't' 'r' 'u' */
	int		verbose, format;
	const char	*file;		/* archive name for messages */
	int		fd;
	struct gz	*gz;
	struct bz2w	*bz;		/* writing bzip2 */
	int		comp;		/* z j J Z s (zstd) l (lzma), or 0 */
	pid_t		feeder;		/* child replaying a piped prefix */
	const char	*prog;		/* -I */
	pid_t		filter;		/* its process */
	/* reading */
	unsigned char	*buf;
	size_t		pos, len;
	bool		ended;
	bool		bulk;		/* a plain archive file: sendfile */
	unsigned long long	nread;	/* bytes consumed, for -r/-u */
	/* writing */
	bool		sendfile;	/* plain, to a file or pipe */
	size_t		wlen;
	unsigned long long	wtotal;
	/* member selection */
	char		**names;
	bool		*found;
	size_t		nnames;
	char		**excl;
	unsigned	*exfl, *nmfl;	/* P_ flags of excl and names */
	bool		wild_given;	/* --wildcards or --no-wildcards */
	size_t		nexcl;
	long long	strip;
	/* creating */
	struct hlink	*links;
	size_t		nlinks, caplinks;
	struct stat	arch;		/* the archive file, not to be added */
	bool		arch_reg;
	long long	mtime;		/* --mtime */
	long long	uid, gid;	/* --owner, --group, or -1 */
	const char	*uname, *gname;
	const char	*chmode;	/* --mode */
	/* extracting */
	struct member_guard guard;
	char		*okdir;		/* parent whose prefixes passed */
	unsigned	gen, okgen;	/* links made */
	unsigned	removals;	/* directories removed */
	bool		made;		/* the last mk_dir made one */
	struct dirfix	*dirs;
	bool		root, same_perms, same_owner;
	mode_t		umask;
	int		depth;		/* of add_dir */
	/* listing */
	int		ugswidth, datewidth;
	char		**prefixes;	/* "Removing leading" said for these */
	size_t		nprefixes;
	bool		partial;	/* -c's archive: archive_partial */
} T;

/* ---- messages --------------------------------------------------------- */

/* "Error is not recoverable": GNU's way out of a fatal error, status 2. */
static NORETURN void
fatal(void)
{
	error_msg("Error is not recoverable: exiting now");
	xexit(2);
}

/* A usage-level error in GNU's words. */
static NORETURN void
tar_usage(const char *msg)
{
	error_msg("%s", msg);
	fprintf(stderr, "Try '%s --help' for more information.\n",
	    applet_name);
	xexit(2);
}

static bool
utf8_locale(void)
{
	static int known = -1;
	const char *v;

	if (known < 0) {
		v = getenv("LC_ALL");
		if (!v || !*v)
			v = getenv("LC_CTYPE");
		if (!v || !*v)
			v = getenv("LANG");
		known = v && (strstr(v, "UTF-8") || strstr(v, "utf8") ||
		    strstr(v, "UTF8") || strstr(v, "utf-8"));
	}
	return known;
}

/*
 * A name as GNU tar shows it, in its "escape" quoting: bytes above 0x7f
 * as octal unless the locale is UTF-8.
 */
static const char *
qn(const char *s)
{
	return quote(s, QUOTE_ESCAPE | (utf8_locale() ? QUOTE_8BIT : 0));
}

/*
 * GNU's rule for names that could leave the target: everything up to the
 * last ".." component, and then any slashes, is a prefix to remove. The
 * notice is given once per distinct prefix. Returns the name without it
 * ("." if nothing is left).
 */
static size_t
prefix_len(const char *name)
{
	const char *p = name, *q;
	size_t plen = 0;

	if (OPT(&T.o, F_P))
		return 0;
	while (*p) {
		if (p[0] == '.' && p[1] == '.' && (!p[2] || p[2] == '/'))
			plen = p + 2 - name;
		q = strchr(p, '/');
		p = q ? q + 1 : p + strlen(p);
	}
	while (name[plen] == '/')
		plen++;
	return plen;
}

/* strip_prefix without the notice */
static const char *
strip_quiet(const char *name)
{
	size_t plen = prefix_len(name);

	return !plen || name[plen] ? name + plen : ".";
}

static const char *
strip_prefix(const char *name, bool link)
{
	size_t plen = prefix_len(name), i;

	if (!plen)
		return name;
	for (i = 0; i < T.nprefixes; i++)
		if (strlen(T.prefixes[i] + 1) == plen &&
		    T.prefixes[i][0] == link &&
		    !strncmp(T.prefixes[i] + 1, name, plen))
			break;
	if (i == T.nprefixes) {
		char *s = xmalloc(plen + 2);

		s[0] = link;
		memcpy(s + 1, name, plen);
		s[plen + 1] = 0;
		T.prefixes = xrealloc(T.prefixes, T.nprefixes + 1,
		    sizeof(char *));
		T.prefixes[T.nprefixes++] = s;
		fflush(stdout);
		fprintf(stderr, "%s: Removing leading `%s' from %s\n",
		    applet_name, qn(s + 1),
		    link ? "hard link targets" : "member names");
	}
	return name[plen] ? name + plen : ".";
}

/* ---- --transform ------------------------------------------------------ */

/*
 * GNU's sed-like name transformations: "s/REGEX/REPLACEMENT/FLAGS", any
 * delimiter, several in one argument separated by ';', each option's in
 * order. REGEX is a basic regular expression (x: extended; i: ignore
 * case); the replacement may use & and \1..\9, \n \t, and GNU sed's case
 * conversions \U \L \E \u \l. g replaces every match, a number N the Nth
 * (with g: the Nth and those after). The scope flags r, s and h (all on
 * by default; R, S, H turn them off) say whether member names, symbolic
 * link targets and hard link targets are transformed. sed's own code is
 * tied to its pattern space and script reader, so this is tar's.
 */
enum { XF_REG = 1, XF_SYM = 2, XF_HARD = 4 };

struct xform {
	struct xform	*next;
	regex_t		re;
	char		*repl;		/* coded as below */
	size_t		rlen;
	unsigned long	num;
	bool		g;
	int		scope;
};
static struct xform *xforms, **xlast = &xforms;

/*
 * One part of an expression, up to the delimiter, into o: the regex
 * (maxref NULL), where \DELIM is the delimiter and other escapes stay for
 * regcomp, or the replacement, coded for xform_one: a backslash and a
 * digit is a group (& is \0), a backslash and one of LUElu a case
 * conversion, two backslashes one backslash. False if it does not end.
 */
static bool
xform_part(const char **pp, int delim, struct strbuf *o, int *maxref)
{
	const char *p = *pp;
	char c;

	strbuf_add(o, "", 0);
	for (; *p && *p != delim; p++) {
		c = *p;
		if (maxref && c == '&') {
			strbuf_add(o, "\\0", 2);
			continue;
		}
		if (c == '\\' && p[1] && p[1] != delim) {
			c = *++p;
			if (!maxref || isdigit((unsigned char)c) ||
			    strchr("LUElu\\", c))
				strbuf_add(o, "\\", 1);
			else if (c == 'n' || c == 't')
				c = c == 'n' ? '\n' : '\t';
			else if (c != '&')	/* kept, backslash too */
				strbuf_add(o, "\\\\", 2);
			if (maxref && isdigit((unsigned char)c) &&
			    c - '0' > *maxref)
				*maxref = c - '0';
		} else if (c == '\\' && p[1]) {
			c = *++p;	/* the delimiter itself */
		}
		strbuf_add(o, &c, 1);
	}
	*pp = p + (*p != 0);
	return *p != 0;
}

static NORETURN void
xform_bad(const char *what, const char *detail)
{
	char *s = detail ? xasprintf("%s: %s", what, detail) : NULL;

	tar_usage(s ? s : what);
}

/* Parse one --transform argument. */
static void
xform_parse(const char *p)
{
	struct xform *x;
	struct strbuf b[2];
	int delim, maxref, e;
	char *end;

	while (*p) {
		if (*p != 's' || !p[1])
			xform_bad("Invalid transform expression", NULL);
		delim = p[1];
		p += 2;
		memset(b, 0, sizeof(b));
		maxref = 0;
		if (!xform_part(&p, delim, &b[0], NULL) ||
		    !xform_part(&p, delim, &b[1], &maxref)) {
			free(b[0].s);
			free(b[1].s);
			xform_bad("Invalid transform expression", NULL);
		}
		x = xzalloc(sizeof(*x));
		x->scope = XF_REG | XF_SYM | XF_HARD;
		x->num = 1;
		e = 0;
		for (; *p && *p != ';'; p++) {
			switch (*p) {
			case 'g': x->g = true; break;
			case 'i': e |= REG_ICASE; break;
			case 'x': e |= REG_EXTENDED; break;
			case 'r': x->scope |= XF_REG; break;
			case 'R': x->scope &= ~XF_REG; break;
			case 's': x->scope |= XF_SYM; break;
			case 'S': x->scope &= ~XF_SYM; break;
			case 'h': x->scope |= XF_HARD; break;
			case 'H': x->scope &= ~XF_HARD; break;
			default:
				if (!isdigit((unsigned char)*p)) {
					char f[2] = { *p };

					xform_bad("Unknown flag in transform "
					    "expression", f);
				}
				x->num = strtoul(p, &end, 10);
				if (!x->num)
					x->num = 1;
				p = end - 1;
			}
		}
		if (*p == ';')
			p++;
		if ((e = regcomp(&x->re, b[0].s, e)))
			xform_bad("Invalid transform expression",
			    regex_message(e));
		free(b[0].s);
		if ((size_t)maxref > x->re.re_nsub)
			xform_bad("Invalid transform replacement",
			    "back reference out of range");
		x->repl = b[1].s;
		x->rlen = b[1].n;
		*xlast = x;
		xlast = &x->next;
	}
}

/* regsub's output into an sbuf */
static void
sb_put(void *b, const char *p, size_t n)
{
	strbuf_add(b, p, n);
}

/* One expression on s into b; false when nothing matched. */
static bool
xform_one(const struct xform *x, const char *s, struct strbuf *b)
{
	regmatch_t m[10];
	size_t start = 0, copied = 0, n = strlen(s), so, eo;
	size_t last = (size_t)-1;
	unsigned long count = 0;
	bool done = false;

	b->n = 0;
	strbuf_add(b, "", 0);
	while (start <= n && !regexec(&x->re, s + start, 10, m,
	    start ? REG_NOTBOL : 0)) {
		so = start + m[0].rm_so;
		eo = start + m[0].rm_eo;
		if (so == eo && so == last) {
			/* as sed: no empty match right after a match */
			start = so + 1;
			continue;
		}
		last = eo;
		if (++count >= x->num) {
			strbuf_add(b, s + copied, so - copied);
			regsub(x->repl, x->rlen, s + start, m, sb_put, b);
			copied = eo;
			done = true;
			if (!x->g)
				break;
		}
		/* an empty match moves on by one character */
		start = so == eo ? eo + 1 : eo;
	}
	if (done)
		strbuf_add(b, s + copied, n - copied);
	return done;
}

/*
 * name after every expression whose scope has kind; a string of ours
 * (valid until the next call with the same kind), or name itself.
 */
static const char *
xform(const char *name, int kind)
{
	static struct strbuf out[3], tmp;
	struct strbuf *o = &out[kind >> 1], t;
	const struct xform *x;
	const char *cur = name;

	for (x = xforms; x; x = x->next) {
		if (!(x->scope & kind) || !xform_one(x, cur, &tmp))
			continue;
		t = *o;
		*o = tmp;
		tmp = t;
		cur = o->s;
	}
	return cur;
}

/*
 * A member's name as read (-x, -t), or with XF_HARD a hard link's target:
 * transformed, then without what could leave the target, as GNU does it.
 * An empty result is "." with GNU's warning (the status stays).
 */
static const char *
safe_name(const char *name, int scope)
{
	const char *s = strip_prefix(xform(name, scope), scope == XF_HARD);

	if (!*s) {
		fflush(stdout);
		fprintf(stderr, "%s: Substituting `.' for empty %s\n",
		    applet_name, scope == XF_HARD ? "hard link target" :
		    "member name");
		s = ".";
	}
	return s;
}
#define read_name(name)		safe_name(name, XF_REG)
#define link_target(name)	safe_name(name, XF_HARD)

/* What -v and -t show: the name as given or stored, or the new one. */
static const char *
shown(const char *orig, const char *now)
{
	return OPT(&T.o, F_show_transformed_names) ? now : orig;
}

/* ---- -I: an external filter ------------------------------------------ */

/*
 * PROG's words, split as GNU tar splits them: at blanks, with '...',
 * "..." (where \ escapes " \ $ `) and \ quoting as in the shell; then
 * extra, if there are any.
 */
static char **
prog_words(const char *s, const char *extra)
{
	char **v = xmalloc((strlen(s) / 2 + 3) * sizeof(char *)), *w;
	size_t n = 0, k;
	char q;

	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == '\n')
			s++;
		if (!*s)
			break;
		w = xmalloc(strlen(s) + 1);
		k = 0;
		for (q = 0; *s && (q || !strchr(" \t\n", *s)); s++) {
			if (!q && (*s == '\'' || *s == '"'))
				q = *s;
			else if (q && *s == q)
				q = 0;
			else if (*s == '\\' && s[1] && q != '\'' &&
			    (!q || strchr("\"\\$`", s[1])))
				w[k++] = *++s;
			else
				w[k++] = *s;
		}
		w[k] = 0;
		v[n++] = w;
	}
	if (n && extra)
		v[n++] = (char *)extra;
	v[n] = NULL;
	return v;
}

/*
 * Put PROG between the archive and us: on -c it reads what we write and
 * writes the archive (run by /bin/sh -c, as GNU does); otherwise PROG -d
 * reads the archive and we read it (exec'd with its words, an applet of
 * ours called directly).
 */
static void
start_filter(bool writing)
{
	int p[2];
	char **v;

	xpipe(p);
	fflush(NULL);
	if ((T.filter = xfork()) == 0) {
		xdup2(writing ? p[0] : T.fd, 0);
		xdup2(writing ? T.fd : p[1], 1);
		close(p[0]);
		close(p[1]);
		if (T.fd > 1)
			close(T.fd);
		if (writing) {
			v = xmalloc(4 * sizeof(char *));
			v[0] = "/bin/sh";
			v[1] = "-c";
			v[2] = (char *)T.prog;
			v[3] = NULL;
		} else {
			v = prog_words(T.prog, "-d");
		}
		if (!v[0])
			errno = ENOENT;
		else
			exec_command(v, -1);
		fprintf(stderr, "%s (child): %s: Cannot exec: %s\n",
		    applet_name, qn(v[0] ? v[0] : T.prog), strerror(errno));
		fprintf(stderr, "%s (child): Error is not recoverable: "
		    "exiting now\n", applet_name);
		_exit(2);
	}
	if (T.fd > 1)
		close(T.fd);
	if (writing)	/* its early end is reported by its status */
		signal(SIGPIPE, SIG_IGN);
	close(writing ? p[0] : p[1]);
	T.fd = writing ? p[1] : p[0];
}

/* The filter's end: its failure is ours, in GNU's words. */
static void
wait_filter(void)
{
	int st;

	if (T.filter <= 0)
		return;
	while (waitpid(T.filter, &st, 0) < 0)
		if (errno != EINTR) {
			perror_msg("waitpid");
			fatal();
		}
	T.filter = 0;
	if (WIFSIGNALED(st)) {
		error_msg("Child died with signal %d", WTERMSIG(st));
		fatal();
	}
	if (WEXITSTATUS(st)) {
		error_msg("Child returned status %d", WEXITSTATUS(st));
		fatal();
	}
}

/* ---- the archive: reading ------------------------------------------ */

/* Refill T.buf; false at the end of input (or a read error, said). */
static bool
fill(void)
{
	ssize_t r;

	if (T.ended)
		return false;
	if (T.pos < T.len)
		memmove(T.buf, T.buf + T.pos, T.len - T.pos);
	T.len -= T.pos;
	T.pos = 0;
	if (T.gz)
		r = gz_read(T.gz, T.buf + T.len, IOBUF - T.len);
	else
		r = read_full(T.fd, T.buf + T.len, IOBUF - T.len);
	if (r < 0) {
		if (!T.gz)
			perror_msg("%s: Read error", qn(T.file));
		fatal();
	}
	if (r == 0)
		T.ended = true;
	T.len += r;
	return r > 0;
}

/* The next 512-byte block, or NULL at the end (a partial one is none). */
static const unsigned char *
next_block(void *ctx)
{
	const unsigned char *b;

	(void)ctx;
	while (T.len - T.pos < 512)
		if (!fill())
			return NULL;
	b = T.buf + T.pos;
	T.pos += 512;
	T.nread += 512;
	return b;
}

static NORETURN void
unexpected_eof(void)
{
	error_msg("Unexpected EOF in archive");
	/* a member cut short by the archive's end is kept, as GNU keeps
	 * it: what is there is the member's data, to salvage */
	if (T.mode == 'x')
		partial_set(NULL);
	fatal();
}

/*
 * Hand n bytes of member data (plus the padding to a block) to out, in
 * chunks; out may be NULL to skip. Plain seekable archives skip by lseek.
 */
static void
data_pad(unsigned long long n, unsigned long long pad,
    void (*out)(void *, const unsigned char *, size_t), void *ctx)
{
	unsigned long long left;
	size_t k;

	if (!out && !T.gz && n + pad > IOBUF) {
		unsigned long long skip = (n + pad) / 512 * 512;
		off_t cur = lseek(T.fd, 0, SEEK_CUR), end;

		if (cur >= 0 && (end = lseek(T.fd, 0, SEEK_END)) >= 0) {
			unsigned long long have = T.len - T.pos;

			if ((unsigned long long)(end - cur) + have < skip)
				unexpected_eof();
			xlseek(T.fd, cur + (skip - have), SEEK_SET);
			T.pos = T.len = 0;
			T.nread += skip;
			return;
		}
	}
	for (left = n + pad; left; left -= k) {
		if (T.pos == T.len && !fill())
			unexpected_eof();
		k = MIN(T.len - T.pos, left);
		if (out && n)
			out(ctx, T.buf + T.pos, MIN(k, n));
		n -= MIN(k, n);
		T.pos += k;
		T.nread += k;
	}
}

static void
data(unsigned long long n, void (*out)(void *, const unsigned char *,
    size_t), void *ctx)
{
	data_pad(n, (512 - n % 512) % 512, out, ctx);
}

/* The formats -z, -j, -J, -Z, --zstd or --lzma read */
static int
comp_formats(void)
{
	switch (T.comp) {
	case 'z': return GZ_F_GZIP | GZ_F_LZW | GZ_F_PACK;
	case 'j': return GZ_F_BZ2;
	case 'J': return GZ_F_XZ | GZ_F_LZMA;
	case 'Z': return GZ_F_LZW;
	case 's': return GZ_F_ZSTD;
	default: return GZ_F_XZ | GZ_F_LZMA;	/* as xz --format=auto */
	}
}

/*
 * Open the archive for reading. Without -z the first bytes decide: data
 * in any format gz reads (gzip, compress's .Z, ...) is read through gz_*
 * (-z: gzip -d's formats); from a pipe, a child process replays the
 * bytes already read in front of the rest.
 */
static void
open_read(int flags)
{
	off_t start;

	T.buf = xmalloc(IOBUF);
	if (!strcmp(T.file, "-")) {
		T.fd = 0;
		if (isatty(0)) {
			error_msg("Refusing to read archive contents from "
			    "terminal (missing -f option?)");
			fatal();
		}
	} else if ((T.fd = open(T.file, flags | O_CLOEXEC)) < 0) {
		perror_msg("%s: Cannot open", qn(T.file));
		fatal();
	}
	if (T.prog) {
		start_filter(false);
		return;
	}
	if (T.comp) {
		T.gz = gz_open_read_flags(T.fd, T.fd ? T.file : NULL,
		    comp_formats());
		return;
	}
	if (T.mode == 'r' || T.mode == 'u')
		return;
	start = lseek(T.fd, 0, SEEK_CUR);
	while (T.len < 6 && fill())
		;
	if (!gz_known(T.buf, T.len, GZ_F_ANY)) {
		struct stat st;

		T.bulk = fstat(T.fd, &st) == 0 && S_ISREG(st.st_mode);
		return;
	}
	if (start >= 0 && lseek(T.fd, start, SEEK_SET) == start) {
		T.len = 0;
	} else {
		int p[2];

		xpipe(p);
		if ((T.feeder = xfork()) == 0) {
			close(p[0]);
			if (write_full(p[1], T.buf, T.len) < 0 ||
			    copy_fd(T.fd, p[1]) < 0)
				_exit(1);
			_exit(0);
		}
		close(p[1]);
		T.fd = p[0];
		T.len = 0;
	}
	T.ended = false;
	T.gz = gz_open_read_flags(T.fd, strcmp(T.file, "-") ? T.file : NULL,
	    GZ_F_ANY);
}

static void
close_read(void)
{
	if (T.filter > 0) {	/* all it writes, so that it ends well */
		while (fill())
			T.pos = T.len;
		close(T.fd);
		wait_filter();
	}
	if (T.gz)
		gz_close(T.gz);
	if (T.feeder > 0) {
		close(T.fd);
		kill(T.feeder, SIGTERM);
		waitpid(T.feeder, NULL, 0);
	}
}

/* ---- the archive: writing ------------------------------------------ */

static void
flush_out(void)
{
	int r;

	if (!T.wlen)
		return;
	if (T.gz)
		r = gz_write(T.gz, T.buf, T.wlen);
	else if (ENABLE_BZIP2 && T.bz)
		r = bz2_write(T.bz, T.buf, T.wlen);
	else
		r = write_full(T.fd, T.buf, T.wlen) < 0 ? -1 : 0;
	if (r < 0) {
		/* a filter that ended early: its status says why */
		if (errno == EPIPE && T.filter > 0) {
			close(T.fd);
			wait_filter();
			errno = EPIPE;
		}
		perror_msg("%s: Cannot write", qn(T.file));
		fatal();
	}
	T.wtotal += T.wlen;
	T.wlen = 0;
}

static void
put(void *ctx, const void *p, size_t n)
{
	const char *s = p;
	size_t k;

	(void)ctx;
	while (n) {
		k = MIN(IOBUF - T.wlen, n);
		memcpy(T.buf + T.wlen, s, k);
		T.wlen += k;
		s += k;
		n -= k;
		if (T.wlen == IOBUF)
			flush_out();
	}
}

static void
put_zeros(unsigned long long n)
{
	static const unsigned char zero[512];

	while (n) {
		size_t k = MIN(n, sizeof(zero));

		put(NULL, zero, k);
		n -= k;
	}
}

/* Two zero blocks, then zeros to the end of the record. */
static void
finish_write(void)
{
	unsigned long long end;

	put_zeros(1024);
	end = T.wtotal + T.wlen;
	put_zeros((RECORD - end % RECORD) % RECORD);
	flush_out();
	if ((T.gz && gz_finish(T.gz) < 0) ||
	    (ENABLE_BZIP2 && T.bz && bz2_finish(T.bz) < 0)) {
		perror_msg("%s: Cannot write", qn(T.file));
		fatal();
	}
	T.gz = NULL;
	T.bz = NULL;
	if ((T.mode == 'r' || T.mode == 'u') && ftruncate(T.fd, T.wtotal) < 0)
		perror_msg("%s: Cannot truncate", qn(T.file));
	if (T.fd > 1 && close(T.fd) < 0) {
		perror_msg("%s: Cannot close", qn(T.file));
		fatal();
	}
	wait_filter();
	if (T.mode == 'c')
		partial_set(NULL);
}

/* ---- listing ---------------------------------------------------------- */

static char
type_char(const struct tar_hdr *h)
{
	static const char types[] = "0-1h2l3c4b5d6p7-DdMMVV";
	const char *p = strchr(types, h->type);

	if (h->type && p && (p - types) % 2 == 0)
		return p[1];
	return '?';
}

/* GNU's "tar -tv" line; widths grow and stay grown, as GNU's do. */
static void
list_long(FILE *f, const struct tar_hdr *h, const char *name)
{
	char mode[11], user[32], group[32], size[48], date[64];
	const char *u = h->uname, *g = h->gname, *lt = h->linkname;
	bool reading = T.mode == 'x' || T.mode == 't';
	time_t t = h->mtime;
	struct tm *tm;
	int pad, len;

	/* on -c -r -u the targets are the new ones already; notices first */
	if (reading && h->type == '2')
		lt = xform(lt, XF_SYM);
	else if (reading && h->type == '1')
		lt = link_target(lt);
	mode_string(S_IFREG | (h->mode & 07777), mode);
	mode[0] = type_char(h);
	if (OPT(&T.o, F_numeric_owner) || !u || !*u) {
		snprintf(user, sizeof(user), "%llu", h->uid);
		u = user;
	}
	if (OPT(&T.o, F_numeric_owner) || !g || !*g) {
		snprintf(group, sizeof(group), "%llu", h->gid);
		g = group;
	}
	if (h->type == '3' || h->type == '4')
		snprintf(size, sizeof(size), "%u,%u", h->major, h->minor);
	else
		snprintf(size, sizeof(size), "%llu",
		    h->sparse ? h->realsize : h->size);
	tm = (long long)t == h->mtime ? localtime(&t) : NULL;
	if (tm)
		snprintf(date, sizeof(date), "%lld-%02d-%02d %02d:%02d",
		    tm->tm_year + 1900LL, tm->tm_mon + 1, tm->tm_mday,
		    tm->tm_hour, tm->tm_min);
	else
		snprintf(date, sizeof(date), "%lld", h->mtime);
	len = strlen(size);
	pad = strlen(u) + 1 + strlen(g) + 1 + len;
	if (!T.ugswidth)
		T.ugswidth = 19;
	if (pad > T.ugswidth)
		T.ugswidth = pad;
	if (!T.datewidth)
		T.datewidth = 16;
	if ((int)strlen(date) > T.datewidth)
		T.datewidth = strlen(date);
	fprintf(f, "%s %s/%s %*s %-*s %s", mode, qn(u), qn(g),
	    T.ugswidth - pad + len, size, T.datewidth, date, qn(name));
	if (h->type == '2')
		fprintf(f, " -> %s", qn(lt));
	else if (h->type == '1')
		fprintf(f, " link to %s", qn(lt));
	fputc('\n', f);
}

/* -v prints the name, -vv the long listing. */
static void
verbose(FILE *f, const struct tar_hdr *h, const char *name)
{
	if (T.verbose > 1 || (T.mode == 't' && T.verbose))
		list_long(f, h, name);
	else if (T.verbose)
		fprintf(f, "%s\n", qn(name));
}

/* ---- member selection ------------------------------------------------- */

/*
 * How a pattern matches, from --wildcards, --anchored, --wildcards-match-
 * slash, --ignore-case and their --no- forms before it on the command
 * line (GNU's order-dependent rule): --exclude patterns are by default
 * wildcards matching '/', unanchored; FILEs plain strings, anchored.
 * Either way a pattern also matches what is under a directory it names.
 */
enum { P_WILD = 1, P_ANCH = 2, P_SLASH = 4, P_ICASE = 8 };

/* fnmatch on s, or on any leading directory of it (FNM_LEADING_DIR). */
static bool
lead_match(const char *pat, const char *s, int flags)
{
	char buf[PATH_MAX];
	size_t n = strlen(s), i;

	if (!fnmatch(pat, s, flags))
		return true;
	if (n >= sizeof(buf))
		return false;
	memcpy(buf, s, n + 1);
	for (i = n; i-- > 0;)
		if (buf[i] == '/') {
			buf[i] = 0;
			if (!fnmatch(pat, buf, flags))
				return true;
		}
	return false;
}

/* Does pat (with P_ flags fl) match name, or (unanchored) a tail of it? */
static bool
pat_match(const char *pat, unsigned fl, const char *name)
{
	const char *s = name;
	size_t n = strlen(pat);

	for (;;) {
		if (!*s)
			;
		else if (fl & P_WILD) {
			if (lead_match(pat, s, (fl & P_SLASH ? 0 :
			    FNM_PATHNAME) | (fl & P_ICASE ? FNM_CASEFOLD : 0)))
				return true;
		} else if (!(fl & P_ICASE ? strncasecmp(pat, s, n) :
		    strncmp(pat, s, n)) && (!s[n] || s[n] == '/'))
			return true;
		if ((fl & P_ANCH) || !(s = strchr(s, '/')))
			return false;
		s++;
	}
}

/* A member name without its trailing slashes, for matching. */
static const char *
bare(const char *name)
{
	static char *b;
	static size_t cap;
	size_t n = strlen(name);

	while (n > 1 && name[n - 1] == '/')
		n--;
	if (!name[n])
		return name;
	if (n + 1 > cap) {
		free(b);
		cap = n + 64;
		b = xmalloc(cap);
	}
	memcpy(b, name, n);
	b[n] = 0;
	return b;
}

/* Is this name excluded by --exclude or -X? */
static bool
excluded(const char *name)
{
	size_t i;

	if (T.nexcl)
		name = bare(name);
	for (i = 0; i < T.nexcl; i++)
		if (pat_match(T.excl[i], T.exfl[i], name))
			return true;
	return false;
}

/* Does a member name match the FILEs given (all when none)? */
static bool
selected(const char *name)
{
	size_t i;

	if (!T.nnames)
		return true;
	name = bare(name);
	for (i = 0; i < T.nnames; i++)
		if (pat_match(T.names[i], T.nmfl[i], name)) {
			T.found[i] = true;
			return true;
		}
	return false;
}

static FILE *
listing_stream(void)
{
	return OPT(&T.o, F_O) || ((T.mode == 'c' || T.mode == 'r' ||
	    T.mode == 'u') && !strcmp(T.file, "-")) ? stderr : stdout;
}

/* ---- extracting ------------------------------------------------------- */

struct sink {
	int			fd;
	const char		*name;
	const struct tar_sparse	*sp;	/* sparse map, or NULL */
	size_t			nsp, i;
	unsigned long long	left;	/* of the current map entry */
	bool			failed;
};

static void
sink_write(void *ctx, const unsigned char *p, size_t n)
{
	struct sink *s = ctx;
	size_t k;

	while (n && !s->failed) {
		k = n;
		if (s->sp) {
			while (!s->left && s->i < s->nsp) {
				if (lseek(s->fd, s->sp[s->i].off, SEEK_SET) < 0)
					goto fail;
				s->left = s->sp[s->i++].len;
			}
			if (!s->left)	/* more data than the map says */
				return;
			k = MIN(k, s->left);
			s->left -= k;
		}
		if (write_full(s->fd, p, k) < 0)
			goto fail;
		p += k;
		n -= k;
	}
	return;
fail:
	perror_msg("%s: Cannot write", qn(s->name));
	s->failed = true;
}

/*
 * The data of a member into s->fd. From a plain archive file, what is
 * not in T.buf already goes by sendfile(2), kernel to kernel; whatever it
 * does not move (an error, the end of the archive) is left to data_pad,
 * which says what went wrong.
 */
static void
data_to(unsigned long long n, struct sink *s)
{
	unsigned long long pad = (512 - n % 512) % 512;
	size_t k;
	ssize_t r;

	if (T.bulk && !s->sp && n >= BULK) {
		k = MIN(T.len - T.pos, n);
		sink_write(s, T.buf + T.pos, k);
		T.pos += k;
		T.nread += k;
		n -= k;
		while (n >= BULK && !s->failed && T.pos == T.len &&
		    (r = sendfile(s->fd, T.fd, NULL, MIN(n, 1 << 30))) > 0) {
			n -= r;
			T.nread += r;
		}
	}
	data_pad(n, pad, sink_write, s);
}

/* The uid and gid to give an extracted file. */
static void
owner_of(const struct tar_hdr *h, uid_t *uid, gid_t *gid)
{
	*uid = h->uid;
	*gid = h->gid;
	if (!OPT(&T.o, F_numeric_owner)) {
		if (h->uname && *h->uname)
			name_to_uid(h->uname, uid);
		if (h->gname && *h->gname)
			name_to_gid(h->gname, gid);
	}
}

/*
 * The mode to give a member: set-id bits only for root with -p; without
 * -p the umask applies and, as in GNU tar, the sticky bit goes too.
 */
static mode_t
perm_of(const struct tar_hdr *h)
{
	if (!T.same_perms)
		return h->mode & 0777 & ~T.umask;
	return h->mode & (T.root ? 07777 : 01777);
}

/*
 * Owner, mode and times of an extracted member, through fd when there is
 * one. Set-id bits survive only for root with -p, and only when the chown
 * worked. what says which to set: META_MODE (else the mode is right
 * already, or this is a symbolic link), META_OWNER (when we restore
 * owners) and META_TIME (unless -m).
 */
enum { META_MODE = 1, META_OWNER = 2, META_TIME = 4, META_ALL = 7 };

static void
set_meta(const char *path, int fd, const struct tar_hdr *h, int what)
{
	struct timespec ts[2];
	mode_t perm;
	bool chown_ok = !T.same_owner || !(what & META_OWNER);
	uid_t uid;
	gid_t gid;

	if (!chown_ok) {
		owner_of(h, &uid, &gid);
		if ((fd >= 0 ? fchown(fd, uid, gid) :
		    lchown(path, uid, gid)) < 0)
			perror_msg("%s: Cannot change ownership to uid %lu, "
			    "gid %lu", qn(path), (unsigned long)uid,
			    (unsigned long)gid);
		else
			chown_ok = true;
	}
	if (what & META_MODE) {
		perm = perm_of(h);
		if (!chown_ok)
			perm &= ~06000;
		if ((fd >= 0 ? fchmod(fd, perm) : chmod(path, perm)) < 0)
			perror_msg("%s: Cannot change mode", qn(path));
	}
	if (OPT(&T.o, F_m) || !(what & META_TIME))
		return;
	ts[0].tv_sec = 0;
	ts[0].tv_nsec = UTIME_NOW;
	ts[1].tv_sec = h->mtime;
	ts[1].tv_nsec = h->nsec;
	if ((fd >= 0 ? futimens(fd, ts) :
	    utimensat(AT_FDCWD, path, ts, AT_SYMLINK_NOFOLLOW)) < 0)
		perror_msg("%s: Cannot utime", qn(path));
}

/* Create the missing parents of path (for a retry after ENOENT). */
static bool
make_parents(const char *path)
{
	char *dir = xstrdup(path), *s = strrchr(dir, '/');
	bool ok = false;

	if (s && s != dir) {
		*s = 0;
		ok = mkpath(dir, 0777, 0777, NULL, NULL) >= 0;
	}
	free(dir);
	return ok;
}

/*
 * Make room for a new member at path: 0 to go on, 1 to skip it quietly,
 * -1 after a message. Existing directories stay when a directory comes.
 */
static int
clear_path(const char *path, bool dir, const char *what)
{
	struct stat st;

	if (lstat(path, &st) < 0)
		return 0;
	if (dir && S_ISDIR(st.st_mode))
		return 0;
	if (OPT(&T.o, F_skip_old_files))
		return 1;
	if (OPT(&T.o, F_k)) {
		errno = EEXIST;
		perror_msg("%s: %s", qn(path), what);
		return -1;
	}
	if (OPT(&T.o, F_overwrite) && S_ISREG(st.st_mode) && !dir &&
	    !strcmp(what, "Cannot open"))
		return 0;
	/*
	 * Only a directory's removal can take away one that fix_dirs would
	 * set by name; a removal makes no symbolic link, so the parents that
	 * guard_check passed stay passed (T.gen) until a link is made.
	 */
	if (S_ISDIR(st.st_mode))
		T.removals++;
	if ((S_ISDIR(st.st_mode) ? rmdir(path) : unlink(path)) < 0) {
		perror_msg("%s: Cannot %s", qn(path), S_ISDIR(st.st_mode) ?
		    "rmdir" : "unlink");
		return -1;
	}
	return 0;
}

/*
 * member_guard_check, remembering the last parent directory whose leading
 * components all passed: the members of one directory come together, and
 * their leading components need one look, not one each; a member in a
 * subdirectory of it needs a look at the new components only. Which
 * prefixes are checked depends only on the part before the last '/' (the
 * key), and a prefix that passed can only fail after this run makes a
 * link (symbolic, or hard, which can name a symbolic link): T.gen counts
 * those and clears what we know.
 */
static size_t
guard_check(const char *path)
{
	const char *s, *o = T.okdir;
	size_t n, m = 0, i, bad;
	char *buf;
	struct stat st;

	if (!T.guard.n || !(s = strrchr(path, '/')))
		return 0;
	n = s - path;
	if (!o || T.okgen != T.gen || n >= PATH_MAX)
		o = "";
	while (m < n && o[m] && o[m] == path[m])
		m++;
	buf = xstrndup(path, n);
	for (i = 1; i <= n; i++) {
		if ((i < n && buf[i] != '/') || buf[i - 1] == '/')
			continue;
		/* a proper prefix of the key that passed */
		if (i <= m && (!o[i] || o[i] == '/'))
			continue;
		buf[i] = 0;
		if (lstat(buf, &st) == 0 && S_ISLNK(st.st_mode)) {
			/* ours or not: member_guard_check knows */
			free(buf);
			if ((bad = member_guard_check(&T.guard, path)))
				return bad;
			buf = xstrndup(path, n);
			break;
		}
		if (i < n)
			buf[i] = '/';
	}
	if (n >= PATH_MAX) {
		free(buf);
		return member_guard_check(&T.guard, path);
	}
	free(T.okdir);
	T.okdir = buf;
	T.okgen = T.gen;
	return 0;
}

static void
defer_dir(const char *path, const struct tar_hdr *h)
{
	struct dirfix *d = xzalloc(sizeof(*d));

	d->path = xstrdup(path);
	d->mode = h->mode;
	d->mtime.tv_sec = h->mtime;
	d->mtime.tv_nsec = h->nsec;
	d->made = T.made;
	d->removals = T.removals;
	d->next = T.dirs;
	T.dirs = d;
}

/*
 * Directory modes and times, deepest (latest) first, never via a link. A
 * directory our mkdir made, with nothing removed since, is still ours at
 * that path (only a removal could put a symbolic link there), so it is
 * set by name as GNU does; any other goes through an O_NOFOLLOW open.
 */
static void
fix_dirs(void)
{
	struct tar_hdr h;
	struct dirfix *d;
	int fd;

	memset(&h, 0, sizeof(h));
	while ((d = T.dirs)) {
		T.dirs = d->next;
		h.mode = d->mode;
		h.mtime = d->mtime.tv_sec;
		h.nsec = d->mtime.tv_nsec;
		if (guard_check(d->path))
			;
		else if (d->made && d->removals == T.removals)
			set_meta(d->path, -1, &h, META_MODE | META_TIME);
		else if ((fd = open(d->path, O_RDONLY | O_DIRECTORY |
		    O_NOFOLLOW)) >= 0) {
			set_meta(d->path, fd, &h, META_MODE | META_TIME);
			close(fd);
		}
		free(d->path);
		free(d);
	}
}

/* Drop --strip-components leading components; NULL when none are left. */
static const char *
strip_components(const char *name)
{
	long long n;

	for (n = T.strip; n > 0; n--) {
		name = strchr(name, '/');
		if (!name)
			return NULL;
		while (*name == '/')
			name++;
	}
	return *name ? name : NULL;
}

/*
 * -c's archive file, when it is a regular file, is partial until
 * finish_write: a fatal error or a signal removes it (GNU tar leaves the
 * truncated archive, which lists as valid up to where it stops). By an
 * absolute name, since -C moves the working directory meanwhile.
 */
static void
archive_partial(void)
{
	struct stat st;
	char *cwd, *abs;

	if (fstat(T.fd, &st) < 0 || !S_ISREG(st.st_mode))
		return;
	partial_begin();
	T.partial = true;
	if (T.file[0] == '/' || !(cwd = getcwd(NULL, 0))) {
		partial_set(T.file);
		return;
	}
	abs = xasprintf("%s/%s", cwd, T.file);
	partial_set(abs);
	free(abs);
	free(cwd);
}

static void
extract_file(const char *path, struct tar_hdr *h)
{
	struct sink s;
	int fd, tries, flags = O_WRONLY | O_CREAT | O_NOFOLLOW;
	long long used;
	mode_t perm = perm_of(h);
	/*
	 * Without set-id bits (which must follow the chown) and with nothing
	 * the umask would take, the file is created with its final mode:
	 * no fchmod. O_CREAT gives a writable descriptor whatever the mode.
	 */
	bool early = !(perm & 07000) && !(perm & T.umask);

	flags |= OPT(&T.o, F_overwrite) ? O_TRUNC : O_EXCL;
	for (tries = 0;; tries++) {
		fd = open(path, flags, early ? perm : 0600);
		if (fd >= 0 || tries == 2)
			break;
		if (errno == ENOENT && make_parents(path))
			continue;
		if (errno != EEXIST && errno != ELOOP && errno != EISDIR)
			break;
		if (clear_path(path, false, "Cannot open") != 0) {
			data(h->size, NULL, NULL);
			return;
		}
		flags = (flags & ~O_TRUNC) | O_EXCL;
	}
	if (fd < 0) {
		perror_msg("%s: Cannot open", qn(path));
		data(h->size, NULL, NULL);
		return;
	}
	/*
	 * Stricter than GNU tar, which keeps what it wrote: a member cut
	 * short by a write error or a signal is removed, since a file of
	 * the right name but not the right content passes for extracted
	 * (a truncated archive is another matter: unexpected_eof).
	 */
	partial_set(path);
	memset(&s, 0, sizeof(s));
	s.fd = fd;
	s.name = path;
	if (h->sparse == TAR_SPARSE_PAX1) {
		used = tar_sparse_map1(h, next_block, NULL);
		if (used < 0) {
			error_msg("%s: Malformed sparse map", qn(path));
			close(fd);
			fatal();
		}
		h->size -= used;
	}
	if (h->sparse) {
		s.sp = h->sp;
		s.nsp = h->nsp;
	}
	data_to(h->size, &s);
	if (s.failed) {
		close(fd);
		partial_drop();
		return;
	}
	if (h->sparse && ftruncate(fd, h->realsize) < 0)
		perror_msg("%s: Cannot truncate", qn(path));
	/* only O_EXCL says that this open created the file */
	set_meta(path, fd, h, early && (flags & O_EXCL) ? META_OWNER |
	    META_TIME : META_ALL);
	if (close(fd) < 0) {
		perror_msg("%s: Cannot close", qn(path));
		partial_drop();
	}
	partial_set(NULL);
}

/* Run mk (mkdir, symlink, link, mknod...) with the usual retries. */
static int
make_node(const char *path, const char *what, bool dir,
    int (*mk)(const char *, const struct tar_hdr *), const struct tar_hdr *h)
{
	int tries, r;

	for (tries = 0;; tries++) {
		if (mk(path, h) == 0)
			return 0;
		if (tries == 2)
			break;
		if (errno == ENOENT && make_parents(path))
			continue;
		if (errno != EEXIST)
			break;
		if (dir) {
			struct stat st;

			if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
				return 0;
		}
		if ((r = clear_path(path, dir, what)) != 0)
			return r;
	}
	return -2;
}

static int
mk_dir(const char *path, const struct tar_hdr *h)
{
	int r = mkdir(path, 0700 | (h->mode & 0777));

	T.made = r == 0;
	return r;
}

static const char *symlink_target;

static int
mk_symlink(const char *path, const struct tar_hdr *h)
{
	(void)h;
	return symlink(symlink_target, path);
}

static const char *hardlink_target;

static int
mk_link(const char *path, const struct tar_hdr *h)
{
	(void)h;
	return link(hardlink_target, path);
}

static int
mk_node(const char *path, const struct tar_hdr *h)
{
	mode_t t = h->type == '3' ? S_IFCHR : h->type == '4' ? S_IFBLK :
	    S_IFIFO;

	if (t != S_IFIFO && !T.root) {
		errno = EPERM;
		return -1;
	}
	return mknod(path, t | 0600, makedev(h->major, h->minor));
}

static void
extract(struct tar_hdr *h)
{
	const char *path = read_name(h->name), *target = NULL, *orig;
	size_t bad;
	int r;

	if (!OPT(&T.o, F_P) && member_dotdot(h->name)) {
		error_msg("%s: Member name contains '..'", qn(h->name));
		data(h->size, NULL, NULL);
		return;
	}
	/* FILEs and --exclude match the name in the archive */
	orig = xforms ? strip_quiet(h->name) : path;
	if (h->type == '1')
		target = link_target(h->linkname);
	if (!selected(orig) || excluded(orig) ||
	    !(path = strip_components(path)) ||
	    (target && !(target = strip_components(target)))) {
		data(h->size, NULL, NULL);
		return;
	}
	verbose(listing_stream(), h, shown(h->name, path));
	if (OPT(&T.o, F_O)) {
		struct sink s = { .fd = 1, .name = "stdout" };

		fflush(stdout);
		if (h->type == '0')
			data(h->size, sink_write, &s);
		else
			data(h->size, NULL, NULL);
		return;
	}
	if ((bad = guard_check(path)) ||
	    (target && (bad = guard_check(target)))) {
		const char *p = target && !guard_check(path) ? target : path;

		error_msg("%s: Cannot extract through symbolic link '%.*s'",
		    qn(h->name), (int)bad, p);
		data(h->size, NULL, NULL);
		return;
	}
	switch (h->type) {
	case '0':
		extract_file(path, h);
		return;
	case '5':
	case 'D':
		T.made = false;
		r = make_node(path, "Cannot mkdir", true, mk_dir, h);
		if (r == 0) {
			if (T.same_owner)
				set_meta(path, -1, h, META_OWNER);
			defer_dir(path, h);
		} else if (r == -2)
			perror_msg("%s: Cannot mkdir", qn(path));
		break;
	case '2':
		symlink_target = xform(h->linkname, XF_SYM);
		r = make_node(path, "Cannot create symlink", false,
		    mk_symlink, h);
		if (r == 0) {
			member_guard_add(&T.guard, path);
			T.gen++;
			set_meta(path, -1, h, META_OWNER | META_TIME);
		} else if (r == -2)
			perror_msg("%s: Cannot create symlink to %s",
			    qn(path), qn(symlink_target));
		break;
	case '1':
		hardlink_target = target;
		r = make_node(path, "Cannot hard link", false, mk_link, h);
		T.gen++;
		if (r == -2)
			perror_msg("%s: Cannot hard link to '%s'", qn(path),
			    qn(target));
		break;
	case '3':
	case '4':
	case '6':
		r = make_node(path, "Cannot mknod", false, mk_node, h);
		if (r == 0)
			set_meta(path, -1, h, META_ALL);
		else if (r == -2)
			perror_msg("%s: Cannot mknod", qn(path));
		break;
	case 'V':
	case 'M':
		break;
	default:
		fprintf(stderr, "%s: %s: Unknown file type '%c', extracted as "
		    "normal file\n", applet_name, qn(path), h->type);
		extract_file(path, h);
		return;
	}
	data(h->size, NULL, NULL);
}

/* ---- reading an archive: -t, -x, and the scan of -r and -u ------------- */

struct seen_name {
	char		*name;
	long long	mtime;
};
static struct seen_name *seen;	/* -u: members already archived */
static size_t nseen;


static void
member(struct tar_hdr *h)
{
	const char *name, *orig;

	if (T.mode == 'x') {
		extract(h);
		return;
	}
	if (T.mode == 'u') {
		if (nseen % 256 == 0)
			seen = xrealloc(seen, nseen + 256, sizeof(*seen));
		seen[nseen].name = xstrdup(h->name);
		seen[nseen++].mtime = h->mtime;
	}
	if (T.mode == 't') {
		name = read_name(h->name);
		orig = xforms ? strip_quiet(h->name) : name;
		if (h->type == '1' && !T.verbose)
			link_target(h->linkname);
		if (selected(orig) && !excluded(orig)) {
			if (T.verbose)
				list_long(stdout, h, shown(h->name, name));
			else
				printf("%s\n", qn(shown(h->name, name)));
		}
	}
	data(h->size, NULL, NULL);
}

/*
 * Every member, then the end: two zero blocks, or the end of the input
 * (GNU accepts both; one zero block and then nothing is a warning). For
 * -r and -u, returns where new members go.
 */
static unsigned long long
read_archive(void)
{
	struct tar_reader r;
	unsigned long long end;
	bool skipping = false, any = false;
	int st;

	memset(&r, 0, sizeof(r));
	r.block = next_block;
	for (;;) {
		st = tar_next(&r);
		if (st == 1) {
			skipping = false;
			any = true;
			member(&r.h);
			continue;
		}
		if (st == TAR_EOF)
			unexpected_eof();
		if (st == 0)
			break;
		if (st == TAR_BADSUM && T.nread == 512 && !any)
			error_msg("This does not look like a tar archive");
		if (!skipping)
			error_msg("Skipping to next header");
		skipping = true;
	}
	end = T.nread;
	if (r.eof && !T.nread && T.mode != 'r' && T.mode != 'u' && !T.prog)
		error_msg("This does not look like a tar archive");
	else if (!r.eof) {
		end -= 512;
		if (!next_block(NULL))
			fprintf(stderr, "%s: A lone zero block at %llu\n",
			    applet_name, T.nread / 512);
	}
	tar_reader_free(&r);
	return end;
}

/* ---- creating ---------------------------------------------------------- */

struct pbuf {
	char	*s;
	size_t	len, cap;
};

static void
pb_set(struct pbuf *p, size_t len, const char *add)
{
	size_t n = strlen(add);

	if (len + n + 2 > p->cap) {
		p->cap = (len + n + 2) * 2;
		p->s = xrealloc(p->s, p->cap, 1);
	}
	memcpy(p->s + len, add, n + 1);
	p->len = len + n;
}

static size_t
link_slot(dev_t dev, ino_t ino)
{
	size_t i = ((size_t)ino * 2654435761u ^ (size_t)dev) &
	    (T.caplinks - 1);

	while (T.links[i].name && (T.links[i].dev != dev ||
	    T.links[i].ino != ino))
		i = (i + 1) & (T.caplinks - 1);
	return i;
}

/* The name an inode was first archived under, or NULL (and remember). */
static const char *
hard_link(const struct stat *st, const char *name)
{
	struct hlink *old = T.links;
	size_t i, oldcap = T.caplinks;

	if (T.caplinks) {
		i = link_slot(st->st_dev, st->st_ino);
		if (T.links[i].name)
			return T.links[i].name;
	}
	if (2 * (T.nlinks + 1) > T.caplinks) {
		T.caplinks = T.caplinks ? 2 * T.caplinks : 64;
		T.links = xzalloc(T.caplinks * sizeof(*T.links));
		for (i = 0; i < oldcap; i++)
			if (old[i].name)
				T.links[link_slot(old[i].dev, old[i].ino)] =
				    old[i];
		free(old);
	}
	i = link_slot(st->st_dev, st->st_ino);
	T.links[i].dev = st->st_dev;
	T.links[i].ino = st->st_ino;
	T.links[i].name = xstrdup(name);
	T.nlinks++;
	return NULL;
}

/*
 * Sort n elements of size bytes at base with libbb's merge sort: it sorts
 * pointers, so the elements are moved once, afterwards. Stable, so equal
 * keys (-u's repeated names, --sort=inode's hard links) keep their order.
 */
static void
sort_elems(void *base, size_t n, size_t size,
    int (*cmp)(const void *, const void *))
{
	void **v = xmalloc(2 * n * sizeof(*v));
	char *copy = xmalloc(n * size);
	size_t i;

	for (i = 0; i < n; i++)
		v[i] = (char *)base + i * size;
	sort_ptrs(v, n, v + n, cmp);
	for (i = 0; i < n; i++)
		memcpy(copy + i * size, v[i], size);
	memcpy(base, copy, n * size);
	free(v);
	free(copy);
}

static int
by_seen(const void *a, const void *b)
{
	return strcmp(((const struct seen_name *)a)->name,
	    ((const struct seen_name *)b)->name);
}

/* -u: is there a member of this name at least as new? (seen is sorted) */
static bool
up_to_date(const char *name, long long mtime)
{
	struct seen_name key = { .name = (char *)name }, *p;
	size_t i, lo;

	p = nseen ? bsearch(&key, seen, nseen, sizeof(*seen), by_seen) : NULL;
	if (!p)
		return false;
	for (lo = p - seen; lo > 0 && !strcmp(seen[lo - 1].name, name); lo--)
		;
	for (i = lo; i < nseen && !strcmp(seen[i].name, name); i++)
		if (seen[i].mtime >= mtime)
			return true;
	return false;
}

/* Copy size bytes of fd into the archive, padding if the file shrank. */
static void
copy_data(int fd, const char *name, unsigned long long size)
{
	unsigned long long left = size;
	ssize_t r;

	/*
	 * A big file goes to a plain archive file or pipe by sendfile(2):
	 * one copy in the kernel, none through T.buf. Whatever it does not
	 * send (the file shrank, an error) is left to the loop below, which
	 * says what went wrong.
	 */
	if (T.sendfile && left >= BULK) {
		flush_out();
		while (left && (r = sendfile(T.fd, fd, NULL,
		    MIN(left, 1 << 30))) > 0) {
			left -= r;
			T.wtotal += r;
		}
	}
	while (left) {
		size_t room = IOBUF - T.wlen;

		r = read(fd, T.buf + T.wlen, MIN(room, left));
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			if (r < 0)
				perror_msg("%s: Read error at byte %llu, "
				    "while reading %llu bytes", qn(name),
				    size - left, left);
			else
				error_msg("%s: File shrank by %llu bytes; "
				    "padding with zeros", qn(name), left);
			put_zeros(left);
			break;
		}
		T.wlen += r;
		left -= r;
		if (T.wlen == IOBUF)
			flush_out();
	}
}

/* The data of a member (the map's pieces if it is sparse), padded. */
static void
add_data(int fd, const char *name, const struct tar_hdr *h)
{
	size_t i;

	if (!h->sparse)
		copy_data(fd, name, h->size);
	for (i = 0; h->sparse && i < h->nsp; i++) {
		if (lseek(fd, h->sp[i].off, SEEK_SET) < 0) {
			perror_msg("%s: Cannot seek", qn(name));
			put_zeros(h->sp[i].len);
		} else
			copy_data(fd, name, h->sp[i].len);
	}
	put_zeros((512 - h->size % 512) % 512);
}

/*
 * -S: the data pieces of a file of size bytes, as SEEK_DATA and SEEK_HOLE
 * find them; where the file system cannot say, the runs of 512-byte
 * blocks that are not all zeros. Then an empty piece at the file's size,
 * as GNU writes it.
 */
static void
sparse_map(int fd, struct tar_hdr *h, off_t size)
{
	static const unsigned char zero[512];
	unsigned char blk[512];
	off_t pos = 0, d, e;
	ssize_t r;
	size_t cap = 0;
	bool seek = true;

	h->nsp = 0;
	h->size = 0;
	while (pos < size) {
		if (seek && (d = lseek(fd, pos, SEEK_DATA)) < 0 &&
		    errno == ENXIO)
			break;
		if (seek && d >= 0 && (e = lseek(fd, d, SEEK_HOLE)) >= 0) {
			e = MIN(e, size);
		} else {
			/* no SEEK_DATA here: look at the blocks */
			seek = false;
			if (lseek(fd, pos, SEEK_SET) < 0 ||
			    (r = read_full(fd, blk, 512)) <= 0)
				break;
			d = pos;
			e = pos += r;
			if (!memcmp(blk, zero, r))
				continue;
			if (h->nsp && h->sp[h->nsp - 1].off +
			    h->sp[h->nsp - 1].len == (unsigned long long)d) {
				h->sp[h->nsp - 1].len += r;
				h->size += r;
				continue;
			}
		}
		if (h->nsp == cap) {
			cap = cap * 2 + 8;
			h->sp = xrealloc(h->sp, cap, sizeof(*h->sp));
		}
		h->sp[h->nsp].off = d;
		h->sp[h->nsp++].len = e - d;
		h->size += e - d;
		pos = e;
	}
	if (h->nsp == cap)
		h->sp = xrealloc(h->sp, cap + 1, sizeof(*h->sp));
	h->sp[h->nsp].off = size;
	h->sp[h->nsp++].len = 0;
	h->realsize = size;
	h->sparse = T.format == TAR_GNU ? TAR_SPARSE_OLD : TAR_SPARSE_PAX1;
}

struct dent {
	size_t	off;	/* of the name in the pool */
	ino_t	ino;
};

static int
by_inode(const void *a, const void *b)
{
	ino_t x = ((const struct dent *)a)->ino;
	ino_t y = ((const struct dent *)b)->ino;

	return x < y ? -1 : x > y;
}

static void add_path(struct pbuf *p, int dfd, const char *base);

/* getdents64(2) records, as the kernel's linux/dirent.h has them */
struct kdirent {
	uint64_t	d_ino;
	int64_t		d_off;
	unsigned short	d_reclen;
	unsigned char	d_type;
	char		d_name[];
};

/*
 * The entries of directory p (base in dfd), in --sort order, each added
 * in turn. The names are read first, through one shared buffer of 32 KiB,
 * onto a stack of entries and a pool of names that every level shares
 * (offsets, as both may move when they grow), so a walk allocates nothing
 * per directory. The directory stays open while its entries are added,
 * so that they are looked at relative to it rather than by their whole
 * path, except below 200 levels, where descriptors could run out.
 */
static struct dent *ents;
static size_t nents, capents;
static char *pool;
static size_t npool, cappool;

static int
by_name(const void *a, const void *b)
{
	return strcmp(pool + ((const struct dent *)a)->off,
	    pool + ((const struct dent *)b)->off);
}

static void
add_dir(struct pbuf *p, int dfd, const char *base)
{
	static char *dbuf;
	struct kdirent *de;
	size_t e0 = nents, p0 = npool, len = p->len, i, k;
	long r, off;
	int fd = openat(dfd, base, O_RDONLY | O_DIRECTORY);

	if (fd < 0) {
		perror_msg("%s: Cannot open", qn(p->s));
		return;
	}
	if (!dbuf)
		dbuf = xmalloc(32768);
	while ((r = syscall(SYS_getdents64, fd, dbuf, 32768)) > 0) {
		for (off = 0; off < r; off += de->d_reclen) {
			de = (struct kdirent *)(dbuf + off);
			if (de->d_name[0] == '.' && (!de->d_name[1] ||
			    (de->d_name[1] == '.' && !de->d_name[2])))
				continue;
			if (nents == capents) {
				capents = capents * 2 + 256;
				ents = xrealloc(ents, capents, sizeof(*ents));
			}
			k = strlen(de->d_name) + 1;
			if (npool + k > cappool) {
				cappool = (npool + k) * 2 + 4096;
				pool = xrealloc(pool, cappool, 1);
			}
			memcpy(pool + npool, de->d_name, k);
			ents[nents].off = npool;
			ents[nents++].ino = de->d_ino;
			npool += k;
		}
	}
	if (r < 0)
		perror_msg("%s: Cannot read directory", qn(p->s));
	if (nents - e0 > 1 && T.o.arg[S_sort].s &&
	    !strcmp(T.o.arg[S_sort].s, "name"))
		sort_elems(ents + e0, nents - e0, sizeof(*ents), by_name);
	else if (nents - e0 > 1 && T.o.arg[S_sort].s &&
	    !strcmp(T.o.arg[S_sort].s, "inode"))
		sort_elems(ents + e0, nents - e0, sizeof(*ents), by_inode);
	if (++T.depth > 200) {
		close(fd);
		fd = -1;
	}
	for (i = e0; i < nents; i++) {
		pb_set(p, len, len && p->s[len - 1] == '/' ? "" : "/");
		k = p->len;
		pb_set(p, k, pool + ents[i].off);
		/* the name in p->s is only read before p grows again */
		add_path(p, fd >= 0 ? fd : AT_FDCWD, fd >= 0 ? p->s + k : p->s);
	}
	T.depth--;
	if (fd >= 0)
		close(fd);
	nents = e0;
	npool = p0;
	pb_set(p, len, "");
}

/* Add the file p (base in dfd) to the archive, and what is under it. */
static void
add_path(struct pbuf *p, int dfd, const char *base)
{
	struct tar_writer w = { .put = put, .format = T.format };
	struct tar_hdr h;
	struct stat st;
	const char *name = strip_prefix(p->s, false), *why, *hl, *xn;
	char *aname, *oname, *target = NULL;
	size_t xl;
	int fd = -1;
	FILE *lf = listing_stream();

	if (excluded(name))
		return;
	if (fstatat(dfd, base, &st, OPT(&T.o, F_h) ? 0 :
	    AT_SYMLINK_NOFOLLOW) < 0) {
		perror_msg("%s: Cannot stat", qn(p->s));
		return;
	}
	if (T.arch_reg && st.st_dev == T.arch.st_dev &&
	    st.st_ino == T.arch.st_ino) {
		fprintf(stderr, "%s: %s: file is the archive; not dumped\n",
		    applet_name, qn(p->s));
		return;
	}
	if (S_ISSOCK(st.st_mode)) {
		fprintf(stderr, "%s: %s: socket ignored\n", applet_name,
		    qn(p->s));
		return;
	}
	memset(&h, 0, sizeof(h));
	/* a directory's name is transformed without its slash */
	oname = S_ISDIR(st.st_mode) && name[strlen(name) - 1] != '/' ?
	    xasprintf("%s/", name) : xstrdup(name);
	xn = xform(name, XF_REG);
	xl = strlen(xn);
	aname = S_ISDIR(st.st_mode) && (!xl || xn[xl - 1] != '/') ?
	    xasprintf("%s/", xn) : xstrdup(xn);
	if (T.mode == 'u' && up_to_date(aname, st.st_mtime))
		goto recurse;
	h.name = aname;
	h.linkname = "";
	h.mode = st.st_mode & 07777;
	if (T.chmode)
		h.mode = xmode_parse(T.chmode, h.mode, T.umask,
		    S_ISDIR(st.st_mode)) & 07777;
	h.uid = T.uid >= 0 ? T.uid : st.st_uid;
	h.gid = T.gid >= 0 ? T.gid : st.st_gid;
	/* --numeric-owner stores no names, even --owner's (as GNU) */
	h.uname = (char *)(OPT(&T.o, F_numeric_owner) ? NULL : T.uname ?
	    T.uname : uid_to_name(h.uid));
	h.gname = (char *)(OPT(&T.o, F_numeric_owner) ? NULL : T.gname ?
	    T.gname : gid_to_name(h.gid));
	if (!h.uname)
		h.uname = "";
	if (!h.gname)
		h.gname = "";
	h.mtime = OPT(&T.o, F_mtime) ? T.mtime : st.st_mtime;
	if (S_ISREG(st.st_mode)) {
		h.type = '0';
		if (st.st_nlink > 1 && (hl = hard_link(&st, name))) {
			h.type = '1';
			h.linkname = (char *)link_target(hl);
		} else {
			/* no O_CLOEXEC (musl adds an fcntl); tar execs none */
			fd = openat(dfd, base, O_RDONLY |
			    (OPT(&T.o, F_h) ? 0 : O_NOFOLLOW));
			if (fd < 0) {
				perror_msg("%s: Cannot open", qn(p->s));
				goto out;
			}
			h.size = st.st_size;
			/* GNU's test: fewer blocks than the size needs */
			if (OPT(&T.o, F_S) &&
			    (unsigned long long)st.st_blocks * 512 <
			    (unsigned long long)st.st_size)
				sparse_map(fd, &h, st.st_size);
		}
	} else if (S_ISLNK(st.st_mode)) {
		ssize_t n;

		target = xmalloc(st.st_size + 2);
		n = readlinkat(dfd, base, target, st.st_size + 1);
		if (n < 0 || n > st.st_size) {
			perror_msg("%s: Cannot readlink", qn(p->s));
			goto out;
		}
		target[n] = 0;
		h.type = '2';
		h.linkname = (char *)xform(target, XF_SYM);
	} else if (S_ISDIR(st.st_mode)) {
		h.type = '5';
	} else if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)) {
		h.type = S_ISCHR(st.st_mode) ? '3' : '4';
		h.major = major(st.st_rdev);
		h.minor = minor(st.st_rdev);
	} else if (S_ISFIFO(st.st_mode)) {
		h.type = '6';
	} else {
		error_msg("%s: Unknown file type; file ignored", qn(p->s));
		goto out;
	}
	if ((why = tar_encode(&w, &h))) {
		error_msg("%s: %s", qn(p->s), why);
		goto out;
	}
	verbose(lf, &h, shown(oname, aname));
	if (fd >= 0)
		add_data(fd, p->s, &h);
recurse:
	if (S_ISDIR(st.st_mode) && !OPT(&T.o, F_no_recursion))
		add_dir(p, dfd, base);
out:
	if (fd >= 0)
		close(fd);
	free(target);
	free(aname);
	free(oname);
	free(h.sp);
}

/* ---- options ------------------------------------------------------------ */

/*
 * The bundled style: "tar cvf A B" is "tar -c -v -f A B", each letter
 * that takes an argument taking the next word, in order.
 */
static char **
old_style(char **argv)
{
	char **v, *a = argv[1];
	int n = 0, k = 1, next = 2;

	if (!a || a[0] == '-')
		return argv;
	while (argv[n])
		n++;
	v = xmalloc((n + strlen(a) + 2) * sizeof(char *));
	v[0] = argv[0];
	for (; *a; a++) {
		v[k] = xasprintf("-%c", *a);
		if (strchr("fCTXH", *a) && next < n)
			v[++k] = argv[next++];
		k++;
	}
	while (next < n)
		v[k++] = argv[next++];
	v[k] = NULL;
	return v;
}

static bool
in_word(const char *word, const char *p)
{
	uintptr_t w = (uintptr_t)word, q = (uintptr_t)p;

	return q >= w && q <= w + strlen(word);
}

/*
 * Call fn on the values of two list options (--transform and --xform)
 * in command-line order: each value lies in a word of argv.
 */
static void
in_order(char **argv, const struct optlist *a, const struct optlist *b,
    void (*fn)(const char *))
{
	int i = 0, j = 0;

	for (; *argv; argv++)
		while ((i < a->n && in_word(*argv, a->v[i])) ||
		    (j < b->n && in_word(*argv, b->v[j])))
			fn(i < a->n && in_word(*argv, a->v[i]) ? a->v[i++] :
			    b->v[j++]);
}

/*
 * The P_ flags in force after argv word w, which may be one of the
 * options that set them (or a unique abbreviation of one, as getopts
 * takes it): *set says which were given, *on their values.
 */
static void
match_opt(const char *w, unsigned *set, unsigned *on)
{
	static const char *const names[] = { "wildcards", "no-wildcards",
	    "anchored", "no-anchored", "wildcards-match-slash",
	    "no-wildcards-match-slash", "ignore-case", "no-ignore-case" };
	size_t i, k = SIZE_MAX, n, hits = 0;

	if (strncmp(w, "--", 2) || !w[2])
		return;
	w += 2;
	n = strlen(w);
	for (i = 0; i < ARRAY_SIZE(names); i++)
		if (!strcmp(w, names[i])) {
			k = i;
			hits = 1;
			break;
		} else if (!strncmp(w, names[i], n)) {
			k = i;
			hits++;
		}
	if (hits != 1)
		return;
	*set |= 1u << k / 2;
	*on = k % 2 ? *on & ~(1u << k / 2) : *on | 1u << k / 2;
	if (k < 2)
		T.wild_given = true;
}

/* The flags of a pattern with defaults def, given *set and *on. */
static unsigned
pat_flags(unsigned def, unsigned set, unsigned on)
{
	return (def & ~set) | (on & set);
}

/* One more exclusion pattern, matched with P_ flags fl. */
static void
add_excl(const char *pat, unsigned fl)
{
	T.excl = xrealloc(T.excl, T.nexcl + 1, sizeof(char *));
	T.exfl = xrealloc(T.exfl, T.nexcl + 1, sizeof(unsigned));
	T.excl[T.nexcl] = xstrdup(pat);
	T.exfl[T.nexcl++] = fl;
}

/* Read names from a -T or -X file: lines, or NUL-terminated with --null. */
static void
read_list(const char *file, char ***v, size_t *n)
{
	FILE *f = strcmp(file, "-") ? fopen(file, "r") : stdin;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int delim = OPT(&T.o, F_null) ? 0 : '\n';

	if (!f) {
		perror_msg("%s: Cannot open", qn(file));
		fatal();
	}
	while ((len = getdelim(&line, &cap, delim, f)) > 0) {
		if (line[len - 1] == delim)
			line[--len] = 0;
		if (!len)
			continue;
		*v = xrealloc(*v, *n + 1, sizeof(char *));
		(*v)[(*n)++] = xstrdup(line);
	}
	free(line);
	if (f != stdin)
		fclose(f);
}

/* --mtime: @SECONDS, YYYY-MM-DD[ HH:MM[:SS]] (local time), or a file. */
static long long
parse_mtime(const char *s)
{
	struct stat st;
	struct tm tm;
	long long v;
	char *e;

	if (*s == '@' && atoll_range(s + 1, LLONG_MIN, LLONG_MAX, &v) == 0)
		return v;
	if ((*s == '/' || *s == '.') && stat(s, &st) == 0)
		return st.st_mtime;
	memset(&tm, 0, sizeof(tm));
	e = strptime(s, "%Y-%m-%d", &tm);
	if (e && *e)
		e = strptime(e, *e == 'T' ? "T%H:%M" : " %H:%M", &tm);
	if (e && *e == ':')
		e = strptime(e, ":%S", &tm);
	if (!e || *e) {
		error_msg("Substituting -9223372036854775807 for unknown "
		    "date format '%s'", qn(s));
		return LLONG_MIN + 1;
	}
	tm.tm_isdst = -1;
	return mktime(&tm);
}

/* GNU's note on how -v runs read --mtime (not for a reference file). */
static void
mtime_note(const char *s)
{
	time_t t = T.mtime;
	struct tm *tm = localtime(&t);
	char buf[64];

	if (!T.verbose || *s == '/' || *s == '.' || !tm)
		return;
	strftime(buf, sizeof(buf), "%Y-%m-%d %H:%M:%S", tm);
	fprintf(stderr, "%s: Option --mtime: Treating date '%s' as %s\n",
	    applet_name, qn(s), buf);
}

/* --owner / --group: NAME, NUMBER, or NAME:NUMBER (GNU 1.34's forms). */
static void
parse_owner(const char *s, bool group, long long *id, const char **name)
{
	const char *colon = strchr(s, ':');
	long long v;
	uid_t u;
	gid_t g;

	if (colon) {
		*name = xstrndup(s, colon - s);
		*id = xatoll_range(colon + 1, 0, UINT32_MAX);
		return;
	}
	if (atoll_range(s + (*s == '+'), 0, UINT32_MAX, &v) == 0) {
		*id = v;
		*name = group ? gid_to_name(v) : uid_to_name(v);
		if (!*name)
			*name = "";
		return;
	}
	*name = s;
	if (group ? name_to_gid(s, &g) : name_to_uid(s, &u)) {
		error_msg("%s: Invalid %s", qn(s), group ? "group" : "owner");
		fatal();
	}
	*id = group ? (long long)g : (long long)u;
}

static int
count_of(unsigned long long f)
{
	return f ? T.o.count[__builtin_ctzll(f)] : 0;
}

static void
go_to(const char *dir)
{
	if (chdir(dir) < 0) {
		perror_msg("%s: Cannot open", qn(dir));
		fatal();
	}
}

/* bzip2's output, straight to the archive */
static int
bz_out(void *ctx, const void *buf, size_t n)
{
	(void)ctx;
	return write_full(T.fd, buf, n) < 0 ? -1 : 0;
}

/*
 * The compression: one of -z -j -J -Z --zstd --lzma, or on -c with -a
 * the archive's suffix (nothing known: none). Every one is read; gzip
 * and bzip2 are written.
 */
static void
set_comp(void)
{
	static const struct { char suf[10], c; } sufs[] = {
		{ ".tar.gz", 'z' }, { ".tgz", 'z' }, { ".taz", 'z' },
		{ ".tar.Z", 'Z' }, { ".taZ", 'Z' }, { ".tar.bz2", 'j' },
		{ ".tbz2", 'j' }, { ".tbz", 'j' }, { ".tb2", 'j' },
		{ ".tar.bz", 'j' }, { ".tar.xz", 'J' }, { ".txz", 'J' },
		{ ".tar.lzma", 'l' }, { ".tlz", 'l' }, { ".tar.zst", 's' },
		{ ".tzst", 's' },
	};
	static const char *const names[] = { "xz", "compress", "zstd",
	    "lzma", "bzip2" };
	const char *writes = ENABLE_BZIP2 ? "zj" : "z";
	const struct { unsigned long f; int c; } opt[] = {
		{ F_z, 'z' }, { F_j, 'j' }, { F_J, 'J' }, { F_Z, 'Z' },
		{ F_zstd, 's' }, { F_lzma, 'l' },
	};
	size_t i, n, k = strlen(T.file);

	for (i = 0; i < ARRAY_SIZE(opt); i++) {
		if (!OPT(&T.o, opt[i].f))
			continue;
		if (T.comp && T.comp != opt[i].c)
			tar_usage("Conflicting compression options");
		T.comp = opt[i].c;
	}
	/* -I is one more, the same as -z if it names gzip */
	if (OPT(&T.o, F_I)) {
		T.prog = T.o.arg[S_I].s;
		if (T.comp && strcmp(T.prog, (const char *[]){ "gzip",
		    "bzip2", "xz", "compress", "zstd", "lzma" }
		    [strchr("zjJZsl", T.comp) - "zjJZsl"]))
			tar_usage("Conflicting compression options");
		T.comp = 0;
		return;
	}
	if (!T.comp && OPT(&T.o, F_a) && T.mode == 'c')
		for (i = 0; i < ARRAY_SIZE(sufs); i++) {
			n = strlen(sufs[i].suf);
			if (k > n && !strcmp(T.file + k - n, sufs[i].suf)) {
				T.comp = sufs[i].c;
				break;
			}
		}
	/* bzip2 is written when its applet is in the box */
	if (T.mode == 'c' && T.comp && !strchr(writes, T.comp)) {
		error_msg("%s compression is not supported (%s)",
		    names[strchr("JZslj", T.comp) - "JZslj"], ENABLE_BZIP2 ?
		    "gzip and bzip2 are" : "gzip is");
		fatal();
	}
}

int
tar_main(int argc, char **argv)
{
	char **orig, **ops, **cv, **tlist = NULL;
	struct work *work;
	size_t nwork = 0, ntlist = 0, i, j, c, ie, ix, it;
	unsigned set = 0, on = 0, *opfl, *tfl = NULL;
	int nmodes = 0, ncv;
	const char *modes = "cxtru", *f;
	struct pbuf pb = { 0 };

	(void)argc;
	memset(&T, 0, sizeof(T));
	argv = old_style(argv);
	for (i = 0; argv[i]; i++)
		;
	orig = xmalloc((i + 1) * sizeof(char *));
	memcpy(orig, argv, (i + 1) * sizeof(char *));
	ops = getopts(&T.o, OPTS_tar, argv);
	for (f = modes; *f; f++) {
		static const unsigned long long m[] = { F_c, F_x, F_t, F_r,
		    F_u };

		if (OPT(&T.o, m[f - modes])) {
			nmodes++;
			T.mode = *f;
		}
	}
	if (!nmodes)
		tar_usage("You must specify one of the '-Acdtrux', "
		    "'--delete' or '--test-label' options");
	if (nmodes > 1)
		tar_usage("You may not specify more than one '-Acdtrux', "
		    "'--delete' or  '--test-label' option");
	T.verbose = count_of(F_v);
	T.file = OPT(&T.o, F_f) ? T.o.arg[S_f].s : getenv("TAPE");
	if (!T.file)
		T.file = "-";
	T.format = TAR_PAX;
	if (OPT(&T.o, F_H)) {
		f = T.o.arg[S_H].s;
		if (!strcmp(f, "ustar"))
			T.format = TAR_USTAR;
		else if (!strcmp(f, "gnu") || !strcmp(f, "oldgnu"))
			T.format = TAR_GNU;
		else if (strcmp(f, "pax") && strcmp(f, "posix")) {
			error_msg("Invalid archive format '%s'", qn(f));
			tar_usage("Valid formats are: pax, posix, ustar, gnu, "
			    "oldgnu");
		}
	}
	if (OPT(&T.o, F_S) && T.format == TAR_USTAR)
		tar_usage("GNU features wanted on incompatible archive format");
	if (OPT(&T.o, F_sort) && strcmp(T.o.arg[S_sort].s, "none") &&
	    strcmp(T.o.arg[S_sort].s, "name") &&
	    strcmp(T.o.arg[S_sort].s, "inode")) {
		error_msg("invalid argument '%s' for '--sort'",
		    qn(T.o.arg[S_sort].s));
		tar_usage("Valid arguments are: 'none', 'name', 'inode'");
	}
	set_comp();
	if ((T.mode == 'r' || T.mode == 'u') && (T.comp || T.prog))
		tar_usage("Cannot update compressed archives");
	if ((T.mode == 'r' || T.mode == 'u') && !strcmp(T.file, "-"))
		tar_usage("Options '-Aru' are incompatible with '-f -'");
	T.strip = OPT(&T.o, F_strip_components) ?
	    T.o.arg[S_strip_components].n : 0;
	T.root = geteuid() == 0;
	T.same_owner = OPT(&T.o, F_same_owner) ||
	    (T.root && !OPT(&T.o, F_o));
	T.same_perms = OPT(&T.o, F_p) ||
	    (T.root && !OPT(&T.o, F_no_same_permissions));
	T.umask = umask(0);
	umask(T.umask);
	T.uid = T.gid = -1;
	if (OPT(&T.o, F_mode)) {
		mode_t m;

		T.chmode = T.o.arg[S_mode].s;
		if (mode_parse(T.chmode, 0, T.umask, false, &m) < 0) {
			error_msg("Invalid mode given on option");
			fatal();
		}
	}
	if (OPT(&T.o, F_owner))
		parse_owner(T.o.arg[S_owner].s, false, &T.uid, &T.uname);
	if (OPT(&T.o, F_group))
		parse_owner(T.o.arg[S_group].s, true, &T.gid, &T.gname);
	if (OPT(&T.o, F_mtime)) {
		T.mtime = parse_mtime(T.o.arg[S_mtime].s);
		mtime_note(T.o.arg[S_mtime].s);
	}
	in_order(orig, &T.o.arg[S_transform].l, &T.o.arg[S_xform].l,
	    xform_parse);
	/*
	 * --exclude, -X, operands and -T with the matching flags in force
	 * where each is given, in command-line order
	 */
	opfl = xmalloc((T.o.argc + 1) * sizeof(*opfl));
	for (i = 1, ie = ix = it = j = 0; orig[i]; i++) {
		const struct optlist *el = &T.o.arg[S_exclude].l;
		const struct optlist *xl = &T.o.arg[S_X].l;
		const struct optlist *tl = &T.o.arg[S_T].l;
		unsigned xf = pat_flags(P_WILD | P_SLASH, set, on);
		unsigned nf = pat_flags(P_ANCH | P_SLASH, set, on);
		size_t k0;

		for (; ie < (size_t)el->n && in_word(orig[i], el->v[ie]); ie++)
			add_excl(el->v[ie], xf);
		for (; ix < (size_t)xl->n && in_word(orig[i], xl->v[ix]);
		    ix++) {
			k0 = T.nexcl;
			read_list(xl->v[ix], &T.excl, &T.nexcl);
			T.exfl = xrealloc(T.exfl, T.nexcl + 1,
			    sizeof(unsigned));
			while (k0 < T.nexcl)
				T.exfl[k0++] = xf;
		}
		for (; it < (size_t)tl->n && in_word(orig[i], tl->v[it]);
		    it++) {
			k0 = ntlist;
			read_list(tl->v[it], &tlist, &ntlist);
			tfl = xrealloc(tfl, ntlist + 1, sizeof(unsigned));
			while (k0 < ntlist)
				tfl[k0++] = nf;
		}
		if (j < (size_t)T.o.argc && orig[i] == ops[j])
			opfl[j++] = nf;
		match_opt(orig[i], &set, &on);
	}
	for (i = 0; i < T.nexcl; i++) {	/* "dir/" excludes "dir" */
		size_t n = strlen(T.excl[i]);

		while (n > 1 && T.excl[i][n - 1] == '/')
			T.excl[i][--n] = 0;
	}

	/* operands and -C in command-line order, then the -T names */
	cv = T.o.arg[S_C].l.v;
	ncv = T.o.arg[S_C].l.n;
	work = xmalloc((T.o.argc + ncv + ntlist + 1) * sizeof(*work));
	for (i = 1, j = 0, c = 0; orig[i]; i++) {
		if (c < (size_t)ncv && in_word(orig[i], cv[c])) {
			work[nwork].arg = cv[c++];
			work[nwork++].chdir = true;
		}
		if (j < (size_t)T.o.argc && orig[i] == ops[j]) {
			work[nwork].arg = ops[j++];
			work[nwork++].chdir = false;
		}
	}
	for (i = 0; i < ntlist; i++) {
		work[nwork].arg = tlist[i];
		work[nwork++].chdir = false;
	}
	T.names = xmalloc((nwork + 1) * sizeof(char *));
	T.nmfl = xmalloc((nwork + 1) * sizeof(unsigned));
	for (i = 0, j = 0; i < nwork; i++) {
		char *s;
		size_t n;

		if (work[i].chdir)
			continue;
		s = xstrdup(work[i].arg);
		n = strlen(s);
		while (n > 1 && s[n - 1] == '/')
			s[--n] = 0;
		work[i].arg = s;
		/* the operands come first, then the -T names */
		T.nmfl[T.nnames] = j < (size_t)T.o.argc ? opfl[j] :
		    tfl[j - T.o.argc];
		j++;
		T.names[T.nnames++] = s;
	}
	T.found = xzalloc(T.nnames + 1);

	if (T.mode == 'c' && !T.nnames)
		tar_usage("Cowardly refusing to create an empty archive");
	if (T.mode == 'c') {
		T.buf = xmalloc(IOBUF);
		if (!strcmp(T.file, "-")) {
			T.fd = 1;
			if (isatty(1)) {
				error_msg("Refusing to write archive contents "
				    "to terminal (missing -f option?)");
				fatal();
			}
		} else if ((T.fd = open(T.file, O_WRONLY | O_CREAT |
		    O_TRUNC | O_CLOEXEC, 0666)) < 0) {
			perror_msg("%s: Cannot open", qn(T.file));
			fatal();
		} else {
			archive_partial();
		}
	} else
		open_read(T.mode == 'x' || T.mode == 't' ? O_RDONLY :
		    O_RDWR | O_CREAT);
	if (T.mode != 'x' && T.mode != 't') {
		struct stat st;
		bool ok = fstat(T.fd, &st) == 0;

		if (ok && S_ISREG(st.st_mode)) {
			T.arch = st;
			T.arch_reg = true;
		}
		T.sendfile = ok && !T.comp && (S_ISREG(st.st_mode) ||
		    S_ISFIFO(st.st_mode));
		if (T.prog)
			start_filter(true);
		if (T.mode != 'c') {
			T.nnames = 0;	/* scan everything */
			T.wtotal = read_archive();
			if (nseen)
				sort_elems(seen, nseen, sizeof(*seen),
				    by_seen);
			T.pos = T.len = 0;
			xlseek(T.fd, T.wtotal, SEEK_SET);
		}
		if (T.comp == 'z')
			T.gz = gz_open_write(T.fd, 6, NULL, 0);
		if (ENABLE_BZIP2 && T.comp == 'j')
			T.bz = bz2_writer_new(9, bz_out, NULL);
		for (i = 0; i < nwork; i++) {
			if (work[i].chdir) {
				go_to(work[i].arg);
				continue;
			}
			pb_set(&pb, 0, work[i].arg);
			add_path(&pb, AT_FDCWD, pb.s);
		}
		free(pb.s);
		finish_write();
		if (T.partial)
			partial_end();
	} else {
		for (i = 0; i < (size_t)ncv; i++)
			go_to(cv[i]);
		partial_begin();
		read_archive();
		partial_end();
		close_read();
		fix_dirs();
		for (i = 0; i < T.nnames && !T.wild_given; i++)
			if (!T.found[i] && strpbrk(T.names[i], "*?[")) {
				error_msg("Pattern matching characters used in "
				    "file names");
				error_msg("Use --wildcards to enable pattern "
				    "matching, or --no-wildcards to suppress "
				    "this warning");
				break;
			}
		for (i = 0; i < T.nnames; i++)
			if (!T.found[i])
				error_msg("%s: Not found in archive",
				    qn(T.names[i]));
	}
	member_guard_free(&T.guard);
	free(T.okdir);
	if (exit_status) {
		error_msg("Exiting with failure status due to previous errors");
		return 2;
	}
	return 0;
}
