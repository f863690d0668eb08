/*
 * ls.c - list directory contents
 *
 * POSIX.1-2024 ls, with the GNU options people type, byte for byte as GNU
 * ls 9 prints them in the C locale. Options are resolved in the order
 * given, as GNU does: the last of -l/-1/-C/-x/-m wins (but -1 never
 * cancels -l), -f after -l cancels it, the last of -t/-S/-U/-X/-v wins.
 * Columns use GNU's layout: the most columns that fit, each as wide as its
 * widest name plus two, padded with tabs of -T (8). Names are quoted as
 * GNU quotes them (libbb/quote.c): shell-escape on a terminal, literal
 * otherwise. A + after the mode marks a POSIX ACL, as in GNU.
 * Deliberate deviations: -Z/--context shows ? as every security context,
 * as GNU does where there is no SELinux (we never read one, so there is
 * no SELinux "." mark either); no -D/--dired, --hyperlink or capability
 * colour (ca); bytes >= 128 are never printable (the C locale, whatever
 * LANG says).
 * Each directory is read, printed and freed before its subdirectories
 * (-R), so memory is one directory at a time.
 *
 * applet: ls bin core usage-exit=2
 * opts: (si)(full-time)(group-directories-first)(time-style):(time):
 *	(sort):(indicator-style):(file-type)(quoting-style):(hide)*
 *	(block-size):(show-control-chars)
 *	(dereference-command-line-symlink-to-dir)(author)(format):
 *	(classify)?[LS_COLOR](color)?
 *	a(all)A(almost-all)b(escape)B(ignore-backups)cCd(directory)fF
 *	gG(no-group)h(human-readable)H(dereference-command-line)i(inode)
 *	I*(ignore)k(kibibytes)lL(dereference)mn(numeric-uid-gid)N(literal)
 *	opq(hide-control-chars)Q(quote-name)r(reverse)R(recursive)s(size)
 *	StT#<0(tabsize)uUvw#<0(width)xX1Z(context)
 * usage: ls [-1AaBbCcdFfGgHhikLlmNnopQqRrSsTtUuvwXxZ] [FILE]...
 *
 *	List each FILE, or the contents of each directory (default: .).
 *	Options that conflict: the last one given wins.
 *
 *	-a, --all	Include names starting with .
 *	-A, --almost-all	Same, but not . and ..
 *	-B, --ignore-backups	Leave out names ending with ~
 *	-I, --ignore PATTERN	Leave out names matching PATTERN
 *	--hide PATTERN	Same, unless -a or -A is given
 *	-d, --directory	List directories themselves, not their contents
 *	-R, --recursive	List subdirectories recursively
 *	-l	Long format: mode, links, owner, group, size, time
 *	-g	Long format without the owner
 *	-o	Long format without the group
 *	-n, --numeric-uid-gid	Long format, numeric owner and group
 *	-G, --no-group	No group in the long format
 *	--author	Show the author (the owner) in the long format
 *	-1	One name per line (the default when not on a terminal)
 *	-C	Names in columns (the default on a terminal)
 *	-x	Names in rows
 *	-m	Names separated by commas
 *	--format WORD	across, commas, long, single-column or vertical
 *	-w, --width COLS	Line width for -C, -x and -m (0: no limit)
 *	-T, --tabsize COLS	Tab stops every COLS (0: spaces only)
 *	-t	Sort by time, newest first
 *	-S	Sort by size, largest first
 *	-X	Sort by extension
 *	-v	Sort by version numbers in names
 *	-U	Do not sort: directory order
 *	-f	Same as -aU, and cancels -l, -s and --color
 *	--sort WORD	none, size, time, version or extension
 *	-r, --reverse	Reverse the sort
 *	--group-directories-first	Directories before other files
 *	-c	Use the status change time (sort by it without -l)
 *	-u	Use the access time (sort by it without -l)
 *	--time WORD	atime, ctime, mtime or birth (or GNU's synonyms)
 *	--time-style STYLE	full-iso, long-iso, iso, locale or +FORMAT
 *	--full-time	Same as -l --time-style=full-iso
 *	-i, --inode	Show inode numbers
 *	-Z, --context	Show security contexts (? without SELinux)
 *	-s, --size	Show allocated blocks
 *	-h, --human-readable	Sizes like 1.5K, 20M (powers of 1024)
 *	--si	Sizes in powers of 1000
 *	-k, --kibibytes	Blocks of 1024 bytes for -s and totals
 *	--block-size SIZE	Sizes in units of SIZE (1K, 1M, 1KB...)
 *	-F	Mark types: / dir, * exec, @ link, | fifo, = socket
 *	--classify[=WHEN]	-F always, auto (on a terminal) or never
 *	--file-type	Same as -F without *
 *	-p	Mark directories with /
 *	--indicator-style WORD	none, slash, file-type or classify
 *	-H, --dereference-command-line	Follow symlinks given as operands
 *	--dereference-command-line-symlink-to-dir	Only those to dirs
 *	-L, --dereference	Follow all symlinks
 *	-q, --hide-control-chars	Print ? for control characters
 *	--show-control-chars	Print control characters as they are
 *	-b, --escape	C-style escapes for unprintable characters
 *	-N, --literal	Names as they are
 *	-Q, --quote-name	Names in double quotes, with C escapes
 *	--quoting-style WORD	literal, shell[-escape][-always], c, escape...
 *	[LS_COLOR]--color[=WHEN]	Colours (LS_COLORS): always, auto, never
 * config:
 *	config LS_COLOR
 *		bool "ls --color and LS_COLORS"
 *		default y
 *		depends on LS
 *		help
 *		  Colour names by type and extension, with GNU's default
 *		  colours and LS_COLORS.
 * SPDX-License-Identifier: MIT
 */
#define FOR_ls
#include "config.h"
#include "libbb.h"
#include <dirent.h>
#include <fnmatch.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <sys/xattr.h>
#include <sys/sysmacros.h>
#include <time.h>

enum { FMT_LONG, FMT_ONE, FMT_COLS, FMT_ACROSS, FMT_COMMAS };
enum { SORT_NAME, SORT_NONE, SORT_TIME, SORT_SIZE, SORT_EXT, SORT_VERSION };
enum { T_MTIME, T_CTIME, T_ATIME, T_BTIME };
enum { IND_NONE, IND_SLASH, IND_FILETYPE, IND_CLASSIFY };
enum { DEREF_UNSET, DEREF_NEVER, DEREF_ARGS, DEREF_ARGDIRS, DEREF_ALWAYS };
enum { SHOW_NORMAL, SHOW_ALMOST, SHOW_ALL };

struct ent {
	char			*name;
	char			*link;		/* symlink target, for -l */
	unsigned long long	ino, size, blocks;
	struct timespec		t;
	dev_t			rdev;
	uid_t			uid;
	gid_t			gid;
	nlink_t			nlink;
	mode_t			mode;		/* S_IFMT only, unless ok */
	mode_t			lmode;		/* of the target; 0: broken */
	unsigned		width;		/* of the name and its frills */
	bool			ok;		/* stat worked */
	bool			linkok;		/* lmode is the target's */
	bool			acl;		/* has a POSIX ACL (+) */
	bool			isdir;		/* list its contents */
};

/* a list of entries and the arena their names live in */
struct list {
	struct ent	*v;
	struct ent	**p;		/* v in the order to print */
	size_t		n, cap;
	char		**chunks;
	size_t		nchunks, used, room, size0;
};

static struct {
	int		fmt, sort, timetype, indicator, deref, quoting, show;
	bool		reverse, recursive, dirs, inode, blocks, numeric;
	bool		owner, group, author, dirsfirst, qmark, tty, color;
	bool		context;	/* -Z: a ? column */
	bool		need_stat, need_type, ignore_backups, linkstat;
	unsigned	human;		/* 0, 1024 or 1000 */
	unsigned long long blocksize, filebsize;
	const char	*bsuffix;	/* unit letter of --block-size=K */
	const char	*tfmt[2];	/* strftime formats: old, recent */
	const char	*curdir;	/* the directory read_dir reads */
	bool		tdefault;	/* the C locale "%b %e %H:%M" format */
	size_t		width, tabsize;
	struct optlist	ignore, hide;
	struct timespec	now;
	const char	*q;		/* the name quote_name quoted last */
	bool		align;		/* a space before names not quoted */
	bool		first;		/* nothing printed yet */
	int		status;
	dev_t		*active;	/* -R: dev/ino of the directories */
	ino_t		*active_ino;	/* being listed, to catch loops */
	size_t		nactive, capactive;
} G;

/* ---- quoting ------------------------------------------------------- */

/* Columns the quoted name takes: control bytes take none, as in GNU. */
static size_t
quoted_width(size_t n)
{
	size_t w = G.align && G.q[0] != '\'' && G.q[0] != '"';

	for (size_t i = 0; i < n; i++)
		w += (unsigned char)G.q[i] >= 32 && (unsigned char)G.q[i] < 127;
	return w;
}

/* Quote name as the options say, into G.q; returns its length. */
static size_t
quote_name(const char *name)
{
	G.q = quote(name, G.quoting | QUOTE_SPACE |
	    (G.qmark ? QUOTE_QMARK : 0));
	return strlen(G.q);
}

/* ---- output helpers ------------------------------------------------ */

static void
out(const char *s, size_t n)
{
	fwrite_unlocked(s, 1, n, stdout);
}

static void
outs(const char *s)
{
	fputs_unlocked(s, stdout);
}

static void
pad(size_t n)
{
	while (n--)
		putchar_unlocked(' ');
}

/* Move from column from to column to, with tabs where they fit. */
static void
indent(size_t from, size_t to)
{
	while (from < to) {
		if (G.tabsize && to / G.tabsize > (from + 1) / G.tabsize) {
			putchar_unlocked('\t');
			from += G.tabsize - from % G.tabsize;
		} else {
			putchar_unlocked(' ');
			from++;
		}
	}
}

static char *
utoa(char *end, unsigned long long v)
{
	*--end = 0;
	do
		*--end = '0' + v % 10;
	while (v /= 10);
	return end;
}

/* A byte count in the units of bs (rounded up), or human-readable. */
static char *
fmt_size(char *buf, unsigned long long bytes, unsigned long long bs)
{
	unsigned long long v;

	if (G.human)
		return human_size(buf, bytes, G.human);
	v = bs <= 1 ? bytes : bytes / bs + (bytes % bs != 0);
	sprintf(buf, "%llu%s", v, G.bsuffix ? G.bsuffix : "");
	return buf;
}

static char *
fmt_blocks(char *buf, unsigned long long blocks)
{
	/* st_blocks counts 512-byte units; keep the product from wrapping */
	if (!G.human && G.blocksize % 512 == 0) {
		unsigned long long d = G.blocksize / 512;

		sprintf(buf, "%llu%s", blocks / d + (blocks % d != 0),
		    G.bsuffix ? G.bsuffix : "");
		return buf;
	}
	return fmt_size(buf, blocks * 512, G.blocksize);
}

/* ---- entries ------------------------------------------------------- */

static char *
list_strdup(struct list *l, const char *s)
{
	size_t n = strlen(s) + 1;
	char *p;

	if (n > l->room) {
		size_t sz = MAX(n, 65536);

		l->chunks = xrealloc(l->chunks, l->nchunks + 1, sizeof(char *));
		l->chunks[l->nchunks++] = xmalloc(sz);
		if (l->nchunks == 1)
			l->size0 = sz;
		l->room = sz;
		l->used = 0;
	}
	p = l->chunks[l->nchunks - 1] + l->used;
	memcpy(p, s, n);
	l->used += n;
	l->room -= n;
	return p;
}

static struct ent *
list_add(struct list *l)
{
	struct ent *e;

	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 64;
		l->v = xrealloc(l->v, l->cap, sizeof(*l->v));
	}
	e = &l->v[l->n++];
	memset(e, 0, sizeof(*e));
	return e;
}

/* Empty the list but keep its memory, for the next directory. */
static void
list_reset(struct list *l)
{
	for (size_t i = 0; i < l->n; i++)
		free(l->v[i].link);
	l->n = 0;
	while (l->nchunks > 1)
		free(l->chunks[--l->nchunks]);
	l->used = 0;
	l->room = l->nchunks ? l->size0 : 0;
}

static void
list_free(struct list *l)
{
	list_reset(l);
	if (l->nchunks)
		free(l->chunks[0]);
	free(l->chunks);
	free(l->v);
	free(l->p);
	memset(l, 0, sizeof(*l));
}

static bool
get_time(struct ent *e, int dirfd, const char *name, int flags,
    const struct stat *st)
{
	switch (G.timetype) {
	case T_CTIME:
		e->t = st->st_ctim;
		break;
	case T_ATIME:
		e->t = st->st_atim;
		break;
	case T_BTIME:
		return file_btime(dirfd, name, flags, &e->t);
	default:
		e->t = st->st_mtim;
	}
	return true;
}

static void
fill(struct ent *e, const struct stat *st)
{
	e->ok = true;
	e->mode = st->st_mode;
	e->ino = st->st_ino;
	e->size = st->st_size;
	e->blocks = st->st_blocks;
	e->nlink = st->st_nlink;
	e->uid = st->st_uid;
	e->gid = st->st_gid;
	e->rdev = st->st_rdev;
}

/*
 * Does the file carry a POSIX ACL beyond its mode bits (GNU's + mark)?
 * The kernel drops the xattr of an ACL the mode alone says, so its
 * presence is the answer. A filesystem without xattrs is asked once.
 */
static bool
has_acl(const char *name, bool follow, const struct stat *st)
{
	static dev_t nodev;
	static bool have_nodev;
	char buf[PATH_MAX];
	const char *path = name;
	ssize_t (*get)(const char *, const char *, void *, size_t) =
	    follow ? getxattr : lgetxattr;

	if (S_ISLNK(st->st_mode) || (have_nodev && st->st_dev == nodev))
		return false;
	if (G.curdir) {
		if ((size_t)snprintf(buf, sizeof(buf), "%s/%s", G.curdir,
		    name) >= sizeof(buf))
			return false;
		path = buf;
	}
	if (get(path, "system.posix_acl_access", NULL, 0) > 0)
		return true;
	if (errno == ENOTSUP) {
		nodev = st->st_dev;
		have_nodev = true;
		return false;
	}
	return S_ISDIR(st->st_mode) &&
	    get(path, "system.posix_acl_default", NULL, 0) > 0;
}

/* Can a time be shown: T_BTIME may be missing; mark it with tv_nsec. */
#define NO_TIME	-1L

/*
 * Stat an entry: follow says stat or lstat. Reads the link target for the
 * long format, and its mode where -F or colours want it. Returns 0, or -1
 * with errno (e keeps the type it had).
 */
static int
stat_ent(struct ent *e, int dirfd, const char *name, bool follow)
{
	struct stat st;
	int flags = follow ? 0 : AT_SYMLINK_NOFOLLOW;

	if (fstatat(dirfd, name, &st, flags) < 0)
		return -1;
	fill(e, &st);
	if (G.fmt == FMT_LONG)
		e->acl = has_acl(name, follow, &st);
	if (!get_time(e, dirfd, name, flags, &st))
		e->t.tv_nsec = NO_TIME;
	if (S_ISLNK(st.st_mode)) {
		if (G.fmt == FMT_LONG) {
			size_t cap = 64;
			ssize_t n;

			for (;;) {
				e->link = xrealloc(e->link, cap, 1);
				n = readlinkat(dirfd, name, e->link, cap);
				if (n < 0 || (size_t)n < cap)
					break;
				cap *= 2;
			}
			if (n < 0) {
				free(e->link);
				e->link = NULL;
			} else {
				e->link[n] = 0;
			}
		}
		if (G.linkstat && fstatat(dirfd, name, &st, 0) == 0) {
			e->lmode = st.st_mode;
			e->linkok = true;
		}
	}
	return 0;
}

static bool
ignored(const char *name)
{
	int i;

	if (name[0] == '.' && (G.show == SHOW_NORMAL || (G.show == SHOW_ALMOST
	    && (!name[1] || (name[1] == '.' && !name[2])))))
		return true;
	if (G.show == SHOW_NORMAL)
		for (i = 0; i < G.hide.n; i++)
			if (!fnmatch(G.hide.v[i], name, FNM_PERIOD))
				return true;
	for (i = 0; i < G.ignore.n; i++)
		if (!fnmatch(G.ignore.v[i], name, FNM_PERIOD))
			return true;
	if (G.ignore_backups && name[0] && name[strlen(name) - 1] == '~')
		return true;
	return false;
}

/* ---- sorting ------------------------------------------------------- */

static bool
ent_isdir(const struct ent *e)
{
	return S_ISDIR(e->mode) || (S_ISLNK(e->mode) && S_ISDIR(e->lmode)) ||
	    e->isdir;
}

static int
cmp_key(const struct ent *a, const struct ent *b)
{
	const char *x, *y;
	int r = 0;

	switch (G.sort) {
	case SORT_TIME:
		if (a->t.tv_sec != b->t.tv_sec)
			return a->t.tv_sec < b->t.tv_sec ? 1 : -1;
		if (a->t.tv_nsec != b->t.tv_nsec)
			return a->t.tv_nsec < b->t.tv_nsec ? 1 : -1;
		break;
	case SORT_SIZE:
		if (a->size != b->size)
			return a->size < b->size ? 1 : -1;
		break;
	case SORT_EXT:
		x = strrchr(a->name, '.');
		y = strrchr(b->name, '.');
		r = strcmp(x ? x : "", y ? y : "");
		break;
	case SORT_VERSION:
		r = filevercmp(a->name, strlen(a->name), b->name,
		    strlen(b->name));
		break;
	}
	return r ? r : strcmp(a->name, b->name);
}

static int
cmp_ent(const void *pa, const void *pb)
{
	const struct ent *a = pa, *b = pb;

	if (G.dirsfirst) {
		bool da = ent_isdir(a), db = ent_isdir(b);

		if (da != db)
			return da ? -1 : 1;
	}
	return G.reverse ? cmp_key(b, a) : cmp_key(a, b);
}

/* Fill l->p, sorted: pointers move faster than entries. */
static void
sort_list(struct list *l)
{
	l->p = xrealloc(l->p, l->cap ? l->cap : 1, sizeof(*l->p));
	for (size_t i = 0; i < l->n; i++)
		l->p[i] = &l->v[i];
	if (G.sort != SORT_NONE)	/* libbb's merge sort, not qsort(3) */
		sort_ptrs((void **)l->p, l->n, NULL, cmp_ent);
}

/* ---- colours ------------------------------------------------------- */

enum { C_LC, C_RC, C_EC, C_RS, C_NO, C_FI, C_DI, C_LN, C_PI, C_SO, C_BD,
	C_CD, C_MI, C_OR, C_EX, C_DO, C_SU, C_SG, C_ST, C_OW, C_TW, C_CA,
	C_MH, C_CL, NCOLOR };

static const char color_keys[] =
	"lcrcecrsnofidilnpisobdcdmiorexdosusgstowtwcamhcl";

/* GNU ls's built-in colours, used without LS_COLORS */
static const char *const color_default[NCOLOR] = {
	"\033[", "m", NULL, "0", NULL, NULL, "01;34", "01;36", "33", "01;35",
	"01;33", "01;33", NULL, NULL, "01;32", "01;35", "37;41", "30;43",
	"37;44", "34;42", "30;42", NULL, NULL, "\033[K"
};

/* dircolors' TERM list: without LS_COLORS, colour only on these */
static const char *const color_terms[] = {
	"Eterm", "ansi", "*color*", "con[0-9]*x[0-9]*", "cons25", "console",
	"cygwin", "*direct*", "dtterm", "gnome", "hurd", "jfbterm", "konsole",
	"kterm", "linux", "linux-c", "mlterm", "putty", "rxvt*", "screen*",
	"st", "terminator", "tmux*", "vt100", "xterm*", NULL
};

struct color_ext {
	const char	*ext, *seq;
	size_t		elen, slen;
};

static struct {
	const char		*s[NCOLOR];
	size_t			len[NCOLOR];
	struct color_ext	*ext;
	size_t			next;
	bool			target;		/* ln=target */
	bool			used;		/* a colour was printed */
	char			*buf;
} C;

/* Decode one LS_COLORS value in place: \e \ooo \xHH ^X escapes; the end
 * is ':' or, for a *.ext key, '='. */
static char *
color_unescape(char **pp, size_t *len, int stop)
{
	char *p = *pp, *start = p, *o = p;

	while (*p && *p != ':' && *p != stop) {
		if (*p == '\\' && p[1]) {
			p++;
			if (*p >= '0' && *p <= '7') {
				int v = 0, k;

				for (k = 0; k < 3 && *p >= '0' && *p <= '7';
				    k++)
					v = v * 8 + *p++ - '0';
				*o++ = v;
				continue;
			}
			if (*p == 'x' && isxdigit((unsigned char)p[1])) {
				int v = 0, k;

				for (p++, k = 0; k < 2 && isxdigit(
				    (unsigned char)*p); k++, p++)
					v = v * 16 + (isdigit(
					    (unsigned char)*p) ? *p - '0' :
					    (*p | 32) - 'a' + 10);
				*o++ = v;
				continue;
			}
			switch (*p) {
			case 'a': *o++ = '\a'; break;
			case 'b': *o++ = '\b'; break;
			case 'e': *o++ = 27; break;
			case 'f': *o++ = '\f'; break;
			case 'n': *o++ = '\n'; break;
			case 'r': *o++ = '\r'; break;
			case 't': *o++ = '\t'; break;
			case 'v': *o++ = '\v'; break;
			case '?': *o++ = 127; break;
			case '_': *o++ = ' '; break;
			default: *o++ = *p;
			}
			p++;
		} else if (*p == '^' && p[1]) {
			p++;
			*o++ = *p == '?' ? 127 : *p & 31;
			p++;
		} else {
			*o++ = *p++;
		}
	}
	*len = o - start;
	*pp = p;
	return start;
}

static void
color_init(void)
{
	const char *env = getenv("LS_COLORS"), *term, *ct;
	char *p, *key, *val;
	size_t klen, vlen;
	int i;

	for (i = 0; i < NCOLOR; i++) {
		C.s[i] = color_default[i];
		C.len[i] = C.s[i] ? strlen(C.s[i]) : 0;
	}
	if (!env || !*env) {
		term = getenv("TERM");
		ct = getenv("COLORTERM");
		if (ct && *ct)
			return;
		for (i = 0; term && *term && color_terms[i]; i++)
			if (!fnmatch(color_terms[i], term, 0))
				return;
		G.color = false;
		return;
	}
	p = C.buf = xstrdup(env);
	while (*p) {
		if (*p == ':') {
			p++;
			continue;
		}
		if (*p == '*') {
			p++;
			key = color_unescape(&p, &klen, '=');
			if (*p != '=')
				goto bad;
			p++;
			val = color_unescape(&p, &vlen, 0);
			C.ext = xrealloc(C.ext, C.next + 1, sizeof(*C.ext));
			C.ext[C.next++] = (struct color_ext){ key, val, klen,
			    vlen };
		} else {
			if (!p[0] || !p[1] || p[2] != '=')
				goto bad;
			key = p;
			p += 3;
			val = color_unescape(&p, &vlen, 0);
			for (i = 0; i < NCOLOR; i++)
				if (!memcmp(color_keys + 2 * i, key, 2))
					break;
			if (i == NCOLOR) {
				error_msg("unrecognized prefix: %.2s", key);
				continue;
			}
			if (i == C_LN && vlen == 6 && !memcmp(val, "target", 6))
				C.target = true;
			C.s[i] = val;
			C.len[i] = vlen;
		}
		if (*p)
			*p++ = 0;
	}
	return;
bad:
	error_msg("unparsable value for LS_COLORS environment variable");
	free(C.buf);
	free(C.ext);
	C.buf = NULL;
	C.ext = NULL;
	C.next = 0;
	G.color = false;
}

static void
put_color(int k)
{
	out(C.s[k], C.len[k]);
}

/* Does the colour do anything: not unset, "", "0" or "00" */
static bool
colored(int k)
{
	return C.len[k] && !(C.len[k] <= 2 && !strncmp(C.s[k], "00",
	    C.len[k]));
}

/* The colour sequence for a file of this mode, or NULL. */
static const char *
color_of(const char *name, mode_t mode, nlink_t nlink, bool missing,
    size_t *len)
{
	int k = C_FI;

	if (missing) {
		k = colored(C_MI) ? C_MI : C_OR;
	} else if (S_ISREG(mode)) {
		if ((mode & S_ISUID) && colored(C_SU))
			k = C_SU;
		else if ((mode & S_ISGID) && colored(C_SG))
			k = C_SG;
		else if ((mode & 0111) && colored(C_EX))
			k = C_EX;
		else if (nlink > 1 && colored(C_MH))
			k = C_MH;
	} else if (S_ISDIR(mode)) {
		if ((mode & S_ISVTX) && (mode & 2) && colored(C_TW))
			k = C_TW;
		else if ((mode & 2) && colored(C_OW))
			k = C_OW;
		else if ((mode & S_ISVTX) && colored(C_ST))
			k = C_ST;
		else
			k = C_DI;
	} else if (S_ISLNK(mode)) {
		k = C_LN;
	} else if (S_ISFIFO(mode)) {
		k = C_PI;
	} else if (S_ISSOCK(mode)) {
		k = C_SO;
	} else if (S_ISBLK(mode)) {
		k = C_BD;
	} else if (S_ISCHR(mode)) {
		k = C_CD;
	} else if (!mode) {
		k = C_MI;
	}
	if (k == C_FI) {
		size_t n = strlen(name);

		for (size_t i = C.next; i-- > 0;) {
			const struct color_ext *x = &C.ext[i];

			if (x->elen <= n && !strncasecmp(name + n - x->elen,
			    x->ext, x->elen)) {
				*len = x->slen;
				return x->seq;
			}
		}
	}
	*len = C.len[k];
	return C.s[k];
}

/* Print the name (already quoted in G.q, n bytes) in its colour. */
static void
put_colored(const char *seq, size_t slen, size_t n)
{
	if (!seq) {
		out(G.q, n);
		return;
	}
	if (!C.used) {
		C.used = true;
		put_color(C_LC);
		put_color(C_RS);
		put_color(C_RC);
	}
	put_color(C_LC);
	out(seq, slen);
	put_color(C_RC);
	out(G.q, n);
	if (C.s[C_EC]) {
		put_color(C_EC);
	} else {
		put_color(C_LC);
		put_color(C_RS);
		put_color(C_RC);
	}
}

/* ---- names and their frills ---------------------------------------- */

static int
indicator(mode_t mode)
{
	if (G.indicator == IND_NONE || !mode)
		return 0;
	if (S_ISDIR(mode))
		return '/';
	if (G.indicator == IND_SLASH)
		return 0;
	if (S_ISLNK(mode))
		return '@';
	if (S_ISFIFO(mode))
		return '|';
	if (S_ISSOCK(mode))
		return '=';
	if (G.indicator == IND_CLASSIFY && S_ISREG(mode) && (mode & 0111))
		return '*';
	return 0;
}

/* The mode whose indicator the name gets (none after a long symlink). */
static mode_t
ind_mode(const struct ent *e)
{
	if (S_ISLNK(e->mode) && G.fmt == FMT_LONG)
		return 0;
	return e->ok ? e->mode : e->mode & S_IFMT;
}

/* Print the name, coloured; returns its width. */
static size_t
put_name(const struct ent *e)
{
	size_t n = quote_name(e->name), slen = 0;
	const char *seq = NULL;

	if (ENABLE_LS_COLOR && G.color) {
		if (S_ISLNK(e->mode)) {
			if (G.linkstat && !e->linkok && C.s[C_OR])
				seq = C.s[C_OR], slen = C.len[C_OR];
			else if (C.target && e->linkok)
				seq = color_of(e->name, e->lmode, 1, false,
				    &slen);
			else
				seq = C.s[C_LN], slen = C.len[C_LN];
		} else {
			seq = color_of(e->name, e->mode, e->ok ? e->nlink : 1,
			    false, &slen);
		}
	}
	if (G.align && G.q[0] != '\'' && G.q[0] != '"')
		putchar_unlocked(' ');
	put_colored(seq, slen, n);
	return n;
}

static void
put_target(const struct ent *e)
{
	size_t n = quote_name(e->link), slen = 0;
	const char *seq = NULL;
	int c;

	outs(" -> ");
	if (ENABLE_LS_COLOR && G.color)
		seq = color_of(e->link, e->lmode, 1, !e->linkok, &slen);
	put_colored(seq, slen, n);
	if (e->linkok && (c = indicator(e->lmode)) && G.indicator >=
	    IND_FILETYPE)
		putchar_unlocked(c);
}

/* widths of the columns of one listing */
struct widths {
	size_t	ino, blk, nlink, owner, group, author, size, major, minor;
	size_t	time;
	bool	acl;		/* a column for + after the mode */
};

static const char *
owner_name(const struct ent *e, char *buf)
{
	const char *s = G.numeric ? NULL : uid_to_name(e->uid);

	return s ? s : utoa(buf + 24, e->uid);
}

static const char *
group_name(const struct ent *e, char *buf)
{
	const char *s = G.numeric ? NULL : gid_to_name(e->gid);

	return s ? s : utoa(buf + 24, e->gid);
}

static size_t
frills_width(const struct ent *e, const struct widths *w)
{
	char buf[32];
	size_t n = 0;

	if (G.inode)
		n += (G.fmt == FMT_COMMAS ? (e->ok ? strlen(utoa(buf + 24,
		    e->ino)) : 1) : w->ino) + 1;
	if (G.blocks)
		n += (G.fmt == FMT_COMMAS ? (e->ok ? strlen(fmt_blocks(buf,
		    e->blocks)) : 1) : w->blk) + 1;
	if (G.context)
		n += 2;
	return n + e->width + (indicator(ind_mode(e)) != 0);
}

/* Inode and block columns, then the name and its indicator. */
static void
put_frills(const struct ent *e, const struct widths *w)
{
	char buf[32];
	const char *s;
	int c;

	if (G.inode) {
		s = e->ok ? utoa(buf + 24, e->ino) : "?";
		if (G.fmt != FMT_COMMAS)
			pad(w->ino - strlen(s));
		outs(s);
		putchar_unlocked(' ');
	}
	if (G.blocks) {
		s = e->ok ? fmt_blocks(buf, e->blocks) : "?";
		if (G.fmt != FMT_COMMAS)
			pad(w->blk - strlen(s));
		outs(s);
		putchar_unlocked(' ');
	}
	if (G.context)
		outs("? ");
	put_name(e);
	if ((c = indicator(ind_mode(e))))
		putchar_unlocked(c);
}

/* ---- the long format ----------------------------------------------- */

static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";

/* strftime, with GNU's %N (nanoseconds) done first */
static size_t
fmt_time(char *buf, size_t cap, const char *fmt, const struct tm *tm,
    long nsec)
{
	char f[256], *o = f;
	size_t n;

	for (; *fmt && o < f + sizeof(f) - 12; fmt++) {
		if (fmt[0] == '%' && fmt[1] == 'N') {
			o += sprintf(o, "%09ld", nsec);
			fmt++;
		} else if (fmt[0] == '%' && fmt[1] == '%') {
			*o++ = *fmt++;
			*o++ = *fmt;
		} else {
			*o++ = *fmt;
		}
	}
	*o = 0;
	n = strftime(buf, cap, f, tm);
	if (!n && *f)
		buf[0] = 0;
	return n;
}

static bool
recent(const struct timespec *t)
{
	struct timespec six = G.now;

	if (t->tv_sec > G.now.tv_sec || (t->tv_sec == G.now.tv_sec &&
	    t->tv_nsec > G.now.tv_nsec))
		clock_gettime(CLOCK_REALTIME, &G.now);
	six.tv_sec -= 31556952 / 2;
	if (t->tv_sec < six.tv_sec || (t->tv_sec == six.tv_sec &&
	    t->tv_nsec <= six.tv_nsec))
		return false;
	return t->tv_sec < G.now.tv_sec || (t->tv_sec == G.now.tv_sec &&
	    t->tv_nsec <= G.now.tv_nsec);
}

static const char *
time_str(char *buf, size_t cap, const struct ent *e)
{
	struct tm tm;
	time_t t = e->t.tv_sec;
	bool r;

	if (!e->ok || e->t.tv_nsec == NO_TIME)
		return "?";
	if (!localtime_r(&t, &tm)) {
		snprintf(buf, cap, "%lld", (long long)e->t.tv_sec);
		return buf;
	}
	r = recent(&e->t);
	if (G.tdefault) {
		if (r)
			snprintf(buf, cap, "%.3s %2d %02d:%02d", months + 3 *
			    tm.tm_mon, tm.tm_mday, tm.tm_hour, tm.tm_min);
		else
			snprintf(buf, cap, "%.3s %2d  %d", months + 3 *
			    tm.tm_mon, tm.tm_mday, tm.tm_year + 1900);
		return buf;
	}
	fmt_time(buf, cap, G.tfmt[r], &tm, e->t.tv_nsec);
	return buf;
}

static void
long_widths(struct list *l, struct widths *w)
{
	char buf[64];
	size_t i;

	for (i = 0; i < l->n; i++) {
		struct ent *e = l->p[i];

#define WIDEN(f, s)	do { size_t n_ = strlen(s); \
			if (n_ > w->f) w->f = n_; } while (0)
		if (!e->ok) {
			WIDEN(ino, "?");
			WIDEN(blk, "?");
			WIDEN(nlink, "?");
			WIDEN(owner, "?");
			WIDEN(group, "?");
			WIDEN(author, "?");
			WIDEN(size, "?");
			continue;
		}
		if (e->acl)
			w->acl = true;
		if (G.inode)
			WIDEN(ino, utoa(buf + 24, e->ino));
		if (G.blocks)
			WIDEN(blk, fmt_blocks(buf, e->blocks));
		if (G.fmt != FMT_LONG)
			continue;
		WIDEN(nlink, utoa(buf + 24, e->nlink));
		if (G.owner)
			WIDEN(owner, owner_name(e, buf));
		if (G.group)
			WIDEN(group, group_name(e, buf));
		if (G.author)
			WIDEN(author, owner_name(e, buf));
		if (S_ISCHR(e->mode) || S_ISBLK(e->mode)) {
			WIDEN(major, utoa(buf + 24, major(e->rdev)));
			WIDEN(minor, utoa(buf + 24, minor(e->rdev)));
		} else {
			WIDEN(size, fmt_size(buf, e->size, G.filebsize));
		}
#undef WIDEN
	}
}

static void
put_field(const char *s, size_t width, bool left)
{
	size_t n = strlen(s);

	if (!left)
		pad(width - MIN(n, width));
	out(s, n);
	if (left)
		pad(width - MIN(n, width));
	putchar_unlocked(' ');
}

static void
put_id(const char *s, size_t width, bool named)
{
	put_field(s, width, named);
}

static void
put_long(const struct ent *e, const struct widths *w)
{
	char buf[256], mode[11];
	const char *s;
	int c;

	if (G.inode)
		put_field(e->ok ? utoa(buf + 24, e->ino) : "?", w->ino, false);
	if (G.blocks)
		put_field(e->ok ? fmt_blocks(buf, e->blocks) : "?", w->blk,
		    false);
	if (e->ok) {
		mode_string(e->mode, mode);
	} else {
		mode_string(e->mode & S_IFMT, mode);
		memset(mode + 1, '?', 9);
	}
	out(mode, 10);
	if (w->acl)
		putchar_unlocked(e->acl ? '+' : ' ');
	putchar_unlocked(' ');
	put_field(e->ok ? utoa(buf + 24, e->nlink) : "?", w->nlink, false);
	if (G.owner) {
		s = e->ok ? owner_name(e, buf) : "?";
		put_id(s, w->owner, !e->ok || s < buf || s > buf + 32);
	}
	if (G.group) {
		s = e->ok ? group_name(e, buf) : "?";
		put_id(s, w->group, !e->ok || s < buf || s > buf + 32);
	}
	if (G.author) {
		s = e->ok ? owner_name(e, buf) : "?";
		put_id(s, w->author, !e->ok || s < buf || s > buf + 32);
	}
	if (G.context)
		outs("? ");
	if (e->ok && (S_ISCHR(e->mode) || S_ISBLK(e->mode))) {
		size_t blank = w->size - (w->major + 2 + w->minor);

		s = utoa(buf + 24, major(e->rdev));
		pad(w->major + blank - strlen(s));
		outs(s);
		outs(", ");
		s = utoa(buf + 24, minor(e->rdev));
		pad(w->minor - strlen(s));
		outs(s);
		putchar_unlocked(' ');
	} else {
		put_field(e->ok ? fmt_size(buf, e->size, G.filebsize) : "?",
		    w->size, false);
	}
	put_field(time_str(buf, sizeof(buf), e), w->time, false);
	put_name(e);
	if (e->link)
		put_target(e);
	else if ((c = indicator(ind_mode(e))))
		putchar_unlocked(c);
	putchar_unlocked('\n');
}

/* ---- columns ------------------------------------------------------- */

/*
 * GNU's layout: try every column count up to width / 3 (rounded up), each
 * column as wide as its widest entry plus 2 (the last: plus 0) but never
 * narrower than 3, and take the most columns whose line stays shorter
 * than the width. As in GNU, a count is only measured against the width
 * when one of its columns grows past 3, so names of one character still
 * make two columns in -w 4 ("a  d"): the last column needs no gap.
 */
#define MIN_COLW	3	/* a one-character name and its gap */

static size_t
fit_columns(const size_t *len, size_t n, bool across, size_t **colw)
{
	size_t maxc, c, i, best = 1, *w, *lines;
	bool *ok;

	if (G.width == SIZE_MAX) {	/* -w 0: one line */
		*colw = xmalloc((n ? n : 1) * sizeof(**colw));
		for (i = 0; i < n; i++)
			(*colw)[i] = len[i] + 2;
		return n ? n : 1;
	}
	maxc = G.width / MIN_COLW + (G.width % MIN_COLW != 0);
	if (maxc > n)
		maxc = n;
	if (maxc < 1)
		maxc = 1;
	w = xmalloc(maxc * (maxc + 1) / 2 * sizeof(*w));
	for (i = 0; i < maxc * (maxc + 1) / 2; i++)
		w[i] = MIN_COLW;
	lines = xmalloc(maxc * sizeof(*lines));
	for (c = 0; c < maxc; c++)
		lines[c] = (c + 1) * MIN_COLW;
	ok = xmalloc(maxc);
	memset(ok, 1, maxc);
	for (i = 0; i < n; i++) {
		for (c = 0; c < maxc; c++) {
			size_t cols = c + 1, idx, real, *cw;

			if (!ok[c])
				continue;
			idx = across ? i % cols : i / ((n + c) / cols);
			real = len[i] + (idx == c ? 0 : 2);
			cw = w + c * (c + 1) / 2;
			if (cw[idx] < real) {
				lines[c] += real - cw[idx];
				cw[idx] = real;
				ok[c] = lines[c] < G.width;
			}
		}
	}
	for (c = maxc; c-- > 0;)
		if (ok[c]) {
			best = c + 1;
			break;
		}
	*colw = xmalloc(best * sizeof(**colw));
	memcpy(*colw, w + (best - 1) * best / 2, best * sizeof(**colw));
	free(w);
	free(lines);
	free(ok);
	return best;
}

static void
print_columns(struct list *l, const struct widths *wd, bool across)
{
	size_t n = l->n, *len, *colw, cols, rows, r, i, pos;

	len = xmalloc(n * sizeof(*len));
	for (i = 0; i < n; i++)
		len[i] = frills_width(l->p[i], wd);
	cols = fit_columns(len, n, across, &colw);
	rows = n / cols + (n % cols != 0);
	if (across) {
		for (i = 0, pos = 0; i < n; i++) {
			size_t c = i % cols;

			if (i) {
				if (c == 0) {
					putchar_unlocked('\n');
					pos = 0;
				} else {
					indent(pos + len[i - 1], pos +
					    colw[c - 1]);
					pos += colw[c - 1];
				}
			}
			put_frills(l->p[i], wd);
		}
		if (n)
			putchar_unlocked('\n');
	} else {
		for (r = 0; r < rows; r++) {
			size_t c = 0;

			for (i = r, pos = 0;;) {
				put_frills(l->p[i], wd);
				if (i + rows >= n)
					break;
				indent(pos + len[i], pos + colw[c]);
				pos += colw[c++];
				i += rows;
			}
			putchar_unlocked('\n');
		}
	}
	free(len);
	free(colw);
}

static void
print_commas(struct list *l, const struct widths *wd)
{
	size_t i, pos = 0, len;

	for (i = 0; i < l->n; i++) {
		len = frills_width(l->p[i], wd);
		if (i) {
			if (pos + len + 2 < G.width) {
				outs(", ");
				pos += 2;
			} else {
				outs(",\n");
				pos = 0;
			}
		}
		put_frills(l->p[i], wd);
		pos += len;
	}
	if (l->n)
		putchar_unlocked('\n');
}

/*
 * Print a sorted listing in the chosen format. The columns are as wide as
 * the widest in l and in also (the directory operands: GNU measures every
 * operand before it sets the directories apart).
 */
static void
print_list(struct list *l, bool total, struct list *also)
{
	struct widths w = { 0 };
	size_t i;

	/*
	 * GNU's shell quoting styles line names up: when one is quoted, the
	 * others get a space where its quote is (but not in -1 and -m).
	 */
	G.align = false;
	if ((G.quoting == QUOTE_SHELL || G.quoting == QUOTE_SHELL_ESCAPE) &&
	    G.fmt != FMT_ONE && G.fmt != FMT_COMMAS)
		for (i = 0; i < l->n && !G.align; i++) {
			quote_name(l->p[i]->name);
			G.align = G.q[0] == '\'' || G.q[0] == '"';
		}
	if (G.fmt != FMT_LONG && G.fmt != FMT_ONE)
		for (i = 0; i < l->n; i++)
			l->p[i]->width = quoted_width(quote_name(
			    l->p[i]->name));
	long_widths(l, &w);
	if (also)
		long_widths(also, &w);
	if (w.major + w.minor && w.size < w.major + 2 + w.minor)
		w.size = w.major + 2 + w.minor;
	if (G.fmt == FMT_LONG) {
		struct ent e = { .ok = true };
		char buf[256];

		clock_gettime(CLOCK_REALTIME, &e.t);
		w.time = strlen(time_str(buf, sizeof(buf), &e));
	}
	if (total && (G.fmt == FMT_LONG || G.blocks)) {
		unsigned long long sum = 0;
		char buf[32];

		for (i = 0; i < l->n; i++)
			if (l->p[i]->ok)
				sum += l->p[i]->blocks;
		printf("total %s\n", fmt_blocks(buf, sum));
	}
	switch (G.fmt) {
	case FMT_LONG:
		for (i = 0; i < l->n; i++)
			put_long(l->p[i], &w);
		break;
	case FMT_ONE:
		for (i = 0; i < l->n; i++) {
			put_frills(l->p[i], &w);
			putchar_unlocked('\n');
		}
		break;
	case FMT_COMMAS:
		print_commas(l, &w);
		break;
	default:
		print_columns(l, &w, G.fmt == FMT_ACROSS);
	}
}

/* ---- directories and operands -------------------------------------- */

static void
set_status(int st)
{
	if (st > G.status)
		G.status = st;
}

/* 'name' as GNU's messages quote it */
static const char *
msgq(const char *name)
{
	return quote(name, QUOTE_SHELL_ESCAPE_ALWAYS);
}

static void
fail(int st, const char *fmt, const char *name)
{
	int e = errno;
	const char *q = msgq(name);

	fflush(stdout);	/* the message goes where it happened, as GNU's */
	errno = e;
	if (e == ELOOP) {	/* musl words it differently from glibc */
		char *m = xasprintf(fmt, q);

		error_msg("%s: Too many levels of symbolic links", m);
		free(m);
	} else {
		perror_msg(fmt, q);
	}
	set_status(st);
}

static void
header(const char *path)
{
	size_t n;

	if (!G.first)
		putchar_unlocked('\n');
	G.first = false;
	n = quote_name(path);
	out(G.q, n);
	outs(":\n");
}

static bool
dot_or_dotdot(const char *s)
{
	return s[0] == '.' && (!s[1] || (s[1] == '.' && !s[2]));
}

static void list_dir(const char *path, bool arg, bool named);

/* getdents64(2) records, as the kernel lays them out */
struct ls_dirent {
	uint64_t	d_ino;
	int64_t		d_off;
	unsigned short	d_reclen;
	unsigned char	d_type;
	char		d_name[];
};

/* Read with a 32 KiB getdents64 buffer: musl's readdir reads 2 KiB. */
static void
read_dir(int fd, const char *path, struct list *l)
{
	static char buf[32768] __attribute__((aligned(8)));
	struct ls_dirent *de;
	struct ent *e;
	long n = 0, off = 0;

	for (;;) {
		if (off >= n) {
			n = syscall(SYS_getdents64, fd, buf, sizeof(buf));
			off = 0;
			if (n < 0)
				fail(1, "reading directory %s", path);
			if (n <= 0)
				break;
		}
		de = (struct ls_dirent *)(buf + off);
		off += de->d_reclen;
		if (ignored(de->d_name))
			continue;
		e = list_add(l);
		e->name = list_strdup(l, de->d_name);
		e->ino = de->d_ino;
		if (de->d_type != DT_UNKNOWN)
			e->mode = DTTOIF(de->d_type);
		if (G.need_stat || (G.need_type && (!e->mode ||
		    (S_ISLNK(e->mode) && (G.deref == DEREF_ALWAYS ||
		    G.linkstat))))) {
			if (stat_ent(e, fd, e->name, G.deref == DEREF_ALWAYS)
			    < 0) {
				char *full = strcmp(path, ".") ? join_path(path,
				    e->name) : xstrdup(e->name);

				fail(1, "cannot access %s", full);
				free(full);
			}
		}
	}
}

static struct list dirlist;	/* reused: one directory at a time */

static void
list_dir(const char *path, bool arg, bool named)
{
	struct list *l = &dirlist;
	struct stat st;
	char **subs = NULL;
	size_t nsubs = 0, i;
	bool pushed = false;
	int fd;

	/* openat: musl's open(2) adds an fcntl(2) call for O_CLOEXEC */
	if ((fd = openat(AT_FDCWD, path, O_RDONLY | O_DIRECTORY |
	    O_CLOEXEC)) < 0) {
		fail(arg ? 2 : 1, "cannot open directory %s", path);
		return;
	}
	if (G.recursive && fstat(fd, &st) == 0) {
		for (i = 0; i < G.nactive; i++)
			if (G.active[i] == st.st_dev &&
			    G.active_ino[i] == st.st_ino) {
				close(fd);
				error_msg("%s: not listing already-listed "
				    "directory", quote(path, QUOTE_SHELL_ESCAPE));
				set_status(2);
				return;
			}
		if (G.nactive == G.capactive) {
			G.capactive = G.capactive * 2 + 16;
			G.active = xrealloc(G.active, G.capactive,
			    sizeof(*G.active));
			G.active_ino = xrealloc(G.active_ino, G.capactive,
			    sizeof(*G.active_ino));
		}
		G.active[G.nactive] = st.st_dev;
		G.active_ino[G.nactive++] = st.st_ino;
		pushed = true;
	}
	if (named)
		header(path);
	G.first = false;
	list_reset(l);
	G.curdir = path;
	read_dir(fd, path, l);
	G.curdir = NULL;
	close(fd);
	sort_list(l);
	print_list(l, true, NULL);
	if (G.recursive) {
		for (i = 0; i < l->n; i++)
			if (S_ISDIR(l->p[i]->mode) &&
			    !dot_or_dotdot(l->p[i]->name)) {
				subs = xrealloc(subs, nsubs + 1, sizeof(*subs));
				subs[nsubs++] = join_path(path, l->p[i]->name);
			}
	}
	list_reset(l);
	for (i = 0; i < nsubs; i++) {
		list_dir(subs[i], false, true);
		free(subs[i]);
	}
	free(subs);
	if (pushed)
		G.nactive--;
}

/* Stat an operand as -H/-L and the default say; 0 or -1 (reported). */
static int
stat_arg(struct ent *e, const char *name)
{
	int r;

	switch (G.deref) {
	case DEREF_ALWAYS:
	case DEREF_ARGS:
		r = stat_ent(e, AT_FDCWD, name, true);
		break;
	case DEREF_ARGDIRS:
		r = stat_ent(e, AT_FDCWD, name, true);
		if ((r < 0 && (errno == ENOENT || errno == ELOOP)) ||
		    (r == 0 && !S_ISDIR(e->mode))) {
			free(e->link);
			memset(e, 0, sizeof(*e));
			r = stat_ent(e, AT_FDCWD, name, false);
		}
		break;
	default:
		r = stat_ent(e, AT_FDCWD, name, false);
	}
	if (r < 0)
		fail(2, "cannot access %s", name);
	return r;
}

/* ---- options ------------------------------------------------------- */

static int
word(const char *opt, const char *arg, const char *const *words)
{
	size_t n = strlen(arg);
	int i, found = -1;

	for (i = 0; words[i]; i++) {
		if (!strcmp(words[i], arg))
			return i;
		if (!strncmp(words[i], arg, n))
			found = found == -1 ? i : -2;
	}
	if (found >= 0 && n)
		return found;
	usage_exit("invalid argument '%s' for '--%s'", arg, opt);
}

/*
 * --block-size and the BLOCK_SIZE variables: 1024, 1K, 1MB... as libbb's
 * parse_size takes them; a unit alone ("K", "MB") is one of it, and its
 * letters then follow each size.
 */
static bool
block_size(const char *s, unsigned long long *bs, const char **suffix)
{
	static char suf[4];
	bool unit = !isdigit((unsigned char)*s);
	char one[5] = "1";
	unsigned long long v;

	if (!strcmp(s, "human-readable") || !strcmp(s, "si")) {
		G.human = s[0] == 's' ? 1000 : 1024;
		*bs = 1;
		return true;
	}
	if (unit && strlen(s) > 3)
		return false;
	if (parse_size(unit ? strcat(one, s) : s, &v) < 0 || !v)
		return false;
	*bs = v;
	*suffix = NULL;
	if (unit && *s) {
		strcpy(suf, s);
		if (suf[0] == 'K' && !strcmp(s + 1, "B"))
			suf[0] = 'k';
		*suffix = suf;
	}
	G.human = 0;
	return true;
}

/* Apply the options in the order given, as GNU's getopt loop does. */
static void
apply_opts(struct opts *o, bool *sorted, bool *hflag)
{
	static const char *const fmts[] = { "long", "verbose",
		"single-column", "vertical", "across", "horizontal", "commas",
		NULL };
	static const int fmtv[] = { FMT_LONG, FMT_LONG, FMT_ONE, FMT_COLS,
		FMT_ACROSS, FMT_ACROSS, FMT_COMMAS };
	static const char *const sorts[] = { "none", "time", "size",
		"extension", "version", "name", NULL };
	static const int sortv[] = { SORT_NONE, SORT_TIME, SORT_SIZE,
		SORT_EXT, SORT_VERSION, SORT_NAME };
	static const char *const times[] = { "atime", "access", "use",
		"ctime", "status", "mtime", "modification", "birth",
		"creation", NULL };
	static const int timev[] = { T_ATIME, T_ATIME, T_ATIME, T_CTIME,
		T_CTIME, T_MTIME, T_MTIME, T_BTIME, T_BTIME };
	static const char *const inds[] = { "none", "slash", "file-type",
		"classify", NULL };
	static const char *const whens[] = { "always", "yes", "force",
		"never", "no", "none", "auto", "tty", "if-tty", NULL };
	int order[64], n = 0, i, j, k;

	for (i = 0; i < 64; i++)
		if (o->seen & (1ULL << i))
			order[n++] = i;
	for (i = 1; i < n; i++)	/* insertion sort by last use */
		for (j = i; j > 0 && o->last[order[j]] < o->last[order[j - 1]];
		    j--) {
			k = order[j];
			order[j] = order[j - 1];
			order[j - 1] = k;
		}
	for (i = 0; i < n; i++) {
		unsigned long long f = 1ULL << order[i];

		if (f == F_l) {
			G.fmt = FMT_LONG;
		} else if (f == F_g) {
			G.fmt = FMT_LONG;
			G.owner = false;
		} else if (f == F_o) {
			G.fmt = FMT_LONG;
			G.group = false;
		} else if (f == F_n) {
			G.fmt = FMT_LONG;
			G.numeric = true;
		} else if (f == F_full_time) {
			G.fmt = FMT_LONG;
			G.tfmt[0] = "+%Y-%m-%d %H:%M:%S.%N %z";
		} else if (f == F_1) {
			if (G.fmt != FMT_LONG)
				G.fmt = FMT_ONE;
		} else if (f == F_C) {
			G.fmt = FMT_COLS;
		} else if (f == F_x) {
			G.fmt = FMT_ACROSS;
		} else if (f == F_m) {
			G.fmt = FMT_COMMAS;
		} else if (f == F_format) {
			G.fmt = fmtv[word("format", o->arg[S_format].s, fmts)];
		} else if (f == F_f) {
			G.show = SHOW_ALL;
			G.sort = SORT_NONE;
			*sorted = true;
			if (G.fmt == FMT_LONG)
				G.fmt = G.tty ? FMT_COLS : FMT_ONE;
			G.blocks = false;
			G.color = false;
		} else if (f == F_a) {
			G.show = SHOW_ALL;
		} else if (f == F_A) {
			G.show = SHOW_ALMOST;
		} else if (f == F_t || f == F_S || f == F_U || f == F_X ||
		    f == F_v) {
			G.sort = f == F_t ? SORT_TIME : f == F_S ? SORT_SIZE :
			    f == F_U ? SORT_NONE : f == F_X ? SORT_EXT :
			    SORT_VERSION;
			*sorted = true;
		} else if (f == F_sort) {
			G.sort = sortv[word("sort", o->arg[S_sort].s, sorts)];
			*sorted = true;
		} else if (f == F_c) {
			G.timetype = T_CTIME;
		} else if (f == F_u) {
			G.timetype = T_ATIME;
		} else if (f == F_time) {
			G.timetype = timev[word("time", o->arg[S_time].s,
			    times)];
		} else if (f == F_F || f == F_classify) {
			k = f == F_F || !o->arg[S_classify].s ? 0 :
			    word("classify", o->arg[S_classify].s, whens);
			if (k < 3 || (k >= 6 && G.tty))
				G.indicator = IND_CLASSIFY;
			else
				G.indicator = IND_NONE;
		} else if (f == F_p) {
			G.indicator = IND_SLASH;
		} else if (f == F_file_type) {
			G.indicator = IND_FILETYPE;
		} else if (f == F_indicator_style) {
			G.indicator = word("indicator-style",
			    o->arg[S_indicator_style].s, inds);
		} else if (f == F_color) {
			k = o->arg[S_color].s ? word("color", o->arg[S_color].s,
			    whens) : 0;
			G.color = k < 3 || (k >= 6 && G.tty);
		} else if (f == F_b) {
			G.quoting = QUOTE_ESCAPE;
		} else if (f == F_N) {
			G.quoting = QUOTE_LITERAL;
		} else if (f == F_Q) {
			G.quoting = QUOTE_C;
		} else if (f == F_quoting_style) {
			G.quoting = word("quoting-style",
			    o->arg[S_quoting_style].s, quote_styles);
		} else if (f == F_q) {
			G.qmark = true;
		} else if (f == F_show_control_chars) {
			G.qmark = false;
		} else if (f == F_h || f == F_si) {
			G.human = f == F_h ? 1024 : 1000;
			*hflag = true;
		} else if (f == F_block_size) {
			if (!block_size(o->arg[S_block_size].s, &G.blocksize,
			    &G.bsuffix))
				usage_exit("invalid --block-size argument '%s'",
				    o->arg[S_block_size].s);
			G.filebsize = G.blocksize;
			*hflag = true;
		} else if (f == F_H) {
			G.deref = DEREF_ARGS;
		} else if (f == F_L) {
			G.deref = DEREF_ALWAYS;
		} else if (f == F_dereference_command_line_symlink_to_dir) {
			G.deref = DEREF_ARGDIRS;
		} else if (f == F_time_style) {
			G.tfmt[0] = o->arg[S_time_style].s;
		}
	}
}

static void
time_style(const char *s)
{
	static const char *const styles[] = { "full-iso", "long-iso", "iso",
		"locale", NULL };
	static char *own[2];
	char *nl;

	if (!strncmp(s, "posix-", 6)) {	/* the C locale's format */
		G.tdefault = true;
		return;
	}
	G.tdefault = false;
	if (*s == '+') {
		free(own[0]);
		own[0] = xstrdup(s + 1);
		G.tfmt[0] = G.tfmt[1] = own[0];
		if ((nl = strchr(own[0], '\n'))) {
			*nl = 0;
			G.tfmt[1] = nl + 1;
		}
		return;
	}
	switch (word("time-style", s, styles)) {
	case 0:
		G.tfmt[0] = G.tfmt[1] = "%Y-%m-%d %H:%M:%S.%N %z";
		break;
	case 1:
		G.tfmt[0] = G.tfmt[1] = "%Y-%m-%d %H:%M";
		break;
	case 2:
		G.tfmt[0] = "%Y-%m-%d ";
		G.tfmt[1] = "%m-%d %H:%M";
		break;
	default:
		G.tdefault = true;
	}
}

int
ls_main(int argc, char **argv)
{
	static char obuf[32768];
	struct opts o;
	struct list files = { 0 }, dirs = { 0 };
	struct winsize ws;
	bool sorted = false, hflag = false, named;
	const char *s;
	size_t i;
	int nargs;

	(void)argc;
	memset(&G, 0, sizeof(G));
	memset(&C, 0, sizeof(C));
	G.tty = isatty(1);
	G.fmt = G.tty ? FMT_COLS : FMT_ONE;
	G.owner = G.group = true;
	G.quoting = -1;
	G.qmark = G.tty;
	G.blocksize = 1024;
	G.filebsize = 1;
	G.tdefault = true;
	G.first = true;
	G.deref = DEREF_UNSET;
	if ((s = getenv("LS_BLOCK_SIZE")) || (s = getenv("BLOCK_SIZE"))) {
		if (block_size(s, &G.blocksize, &G.bsuffix))
			G.filebsize = G.blocksize;
	} else if (getenv("POSIXLY_CORRECT")) {
		G.blocksize = 512;
	}
	if ((s = getenv("TIME_STYLE")))
		G.tfmt[0] = s;
	argv = getopts(&o, OPTS_ls, argv);
	setvbuf(stdout, obuf, _IOFBF, sizeof(obuf));
	apply_opts(&o, &sorted, &hflag);
	if (OPT(&o, F_k) && !hflag) {
		G.blocksize = 1024;
		G.bsuffix = NULL;
	}
	if (G.tfmt[0])
		time_style(G.tfmt[0]);
	G.show = MAX(G.show, 0);
	G.reverse = OPT(&o, F_r);
	G.recursive = OPT(&o, F_R);
	G.dirs = OPT(&o, F_d);
	G.inode = OPT(&o, F_i);
	G.context = OPT(&o, F_Z);
	G.blocks = OPT(&o, F_s) && (!OPT(&o, F_f) || o.last[__builtin_ctzll(
	    F_s)] > o.last[__builtin_ctzll(F_f)]);
	if (OPT(&o, F_G))
		G.group = false;
	G.author = OPT(&o, F_author);
	G.dirsfirst = OPT(&o, F_group_directories_first);
	G.ignore_backups = OPT(&o, F_B);
	if (OPT(&o, F_I))
		G.ignore = o.arg[S_I].l;
	if (OPT(&o, F_hide))
		G.hide = o.arg[S_hide].l;
	if (G.quoting < 0) {
		G.quoting = G.tty ? QUOTE_SHELL_ESCAPE : QUOTE_LITERAL;
		if ((s = getenv("QUOTING_STYLE"))) {
			for (i = 0; quote_styles[i]; i++)
				if (!strcmp(s, quote_styles[i]))
					break;
			if (quote_styles[i])
				G.quoting = i;
			else
				warn_msg("ignoring invalid value of environment "
				    "variable QUOTING_STYLE: %s", msgq(s));
		}
	}
	/* -c/-u sort by that time unless -l shows it or a sort was given */
	if (G.timetype != T_MTIME && G.fmt != FMT_LONG && !sorted)
		G.sort = SORT_TIME;
	if (G.deref == DEREF_UNSET)
		G.deref = G.dirs || G.indicator == IND_CLASSIFY ||
		    G.fmt == FMT_LONG ? DEREF_NEVER : DEREF_ARGDIRS;
	G.width = 80;
	if ((s = getenv("COLUMNS")) && *s) {
		char *end;
		unsigned long v = strtoul(s, &end, 10);

		if (!*end && v > 0 && v <= SIZE_MAX)
			G.width = v;
		else
			warn_msg("ignoring invalid width in environment "
			    "variable COLUMNS: %s", msgq(s));
	}
	if (G.tty && ioctl(1, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		G.width = ws.ws_col;
	if (OPT(&o, F_w))
		G.width = o.arg[S_w].n ? (size_t)o.arg[S_w].n : 0;
	G.tabsize = 8;
	if ((s = getenv("TABSIZE"))) {
		char *end;
		unsigned long v = strtoul(s, &end, 10);

		if (!*end && *s)
			G.tabsize = v;
	}
	if (OPT(&o, F_T))
		G.tabsize = o.arg[S_T].n;
	if (!G.width) {
		G.width = SIZE_MAX;
		G.tabsize = 0;
	}
	if (ENABLE_LS_COLOR && G.color)
		color_init();
	if (G.color)
		G.tabsize = 0;	/* GNU pads coloured columns with spaces */
	G.linkstat = (G.fmt == FMT_LONG && G.indicator >= IND_FILETYPE) ||
	    (G.color && (C.target || C.s[C_OR])) || G.dirsfirst;
	G.need_stat = G.fmt == FMT_LONG || G.blocks || G.inode ||
	    G.sort == SORT_TIME || G.sort == SORT_SIZE || G.color ||
	    G.indicator == IND_CLASSIFY;
	G.need_type = G.recursive || G.indicator != IND_NONE || G.dirsfirst;
	clock_gettime(CLOCK_REALTIME, &G.now);

	nargs = o.argc;
	named = nargs > 1 || G.recursive;
	if (!nargs) {
		static char dot[] = ".", *dotv[] = { dot, NULL };

		argv = dotv;
	}
	for (; *argv; argv++) {
		struct ent e = { 0 };

		if (stat_arg(&e, *argv) < 0)
			continue;
		e.name = *argv;
		if (S_ISDIR(e.mode) && !G.dirs) {
			e.isdir = true;
			*list_add(&dirs) = e;
		} else {
			*list_add(&files) = e;
		}
	}
	sort_list(&files);
	sort_list(&dirs);
	if (files.n) {
		print_list(&files, false, &dirs);
		G.first = false;
	}
	for (i = 0; i < dirs.n; i++)
		list_dir(dirs.p[i]->name, true, named);
	list_free(&files);
	list_free(&dirs);
	list_free(&dirlist);
	free(G.active);
	free(G.active_ino);
	free(C.buf);
	free(C.ext);
	if (OPT(&o, F_I))
		free(o.arg[S_I].l.v);
	if (OPT(&o, F_hide))
		free(o.arg[S_hide].l.v);
	return MAX(G.status, exit_status);
}
