/*
 * find.c - search for files in a directory hierarchy
 *
 * POSIX.1-2024 find plus the GNU findutils primaries that scripts use,
 * with GNU's messages, exit statuses, operator precedence (! binds
 * tightest, then -a, -o and ",") and implicit -print (added when the
 * expression has no action but -prune and -quit). The tree is walked by
 * libbb's walk(): no recursion and a bounded number of fds at any depth;
 * a file is stat'ed only when a primary needs more than its name and
 * type (which readdir gives), so "find -name" is as quick as GNU's.
 * Deliberate differences: no -fprint*, -newerXY, -fstype, -context or
 * %F %S %Z; regular expressions are musl's POSIX ones, with GNU's
 * default "emacs" syntax translated (\| \( \) + ? \w \W \` \'; no \< \>
 * \b); the warnings GNU gives at a terminal (global option after a test,
 * -name with a '/') are given, as GNU does, only when stdin is one.
 *
 * applet: find usr/bin core
 * usage: find [-H|-L|-P] [PATH...] [EXPRESSION]
 *
 *	Walk each PATH (default .) and evaluate EXPRESSION for every file
 *	(default -print). -H follows symbolic links given as PATH, -L all.
 *	Operators: ( EXPR ), ! EXPR, -not, EXPR [-a] EXPR, -and, EXPR -o
 *	EXPR, -or, EXPR , EXPR.
 *	Options: -depth -d -maxdepth N -mindepth N -xdev -mount -daystart
 *	-follow -noleaf -ignore_readdir_race -regextype TYPE.
 *	Tests (N is +N more, -N less, or N exactly): -name -iname -path
 *	-wholename -ipath -iwholename PATTERN, -regex -iregex RE, -type
 *	-xtype [bcdpfls], -newer -anewer -cnewer FILE, -mtime -atime -ctime
 *	N (days), -mmin -amin -cmin N, -size N[cwbkMG], -perm [-/]MODE,
 *	-user -group NAME, -uid -gid -links -inum N, -nouser -nogroup,
 *	-empty, -samefile FILE, -readable -writable -executable, -true
 *	-false.
 *	Actions: -print -print0 -printf FORMAT -ls -delete -prune -quit,
 *	-exec CMD ; -exec CMD {} + -execdir CMD ; -execdir CMD {} +
 *	-ok CMD ; -okdir CMD ;
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <dirent.h>
#include <fnmatch.h>
#include <regex.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <time.h>

struct node;
typedef bool evalfn(struct node *, struct walk_ent *);

struct exec {
	char		**argv;		/* the command, up to ";" or "{} +" */
	int		argc;
	bool		plus, dir, ok;
	char		**bv;		/* "+": the names gathered */
	size_t		bn, bcap, bsize;
	char		*bdir;		/* -execdir +: their directory */
	int		bfd;
	struct exec	*next;
};

struct node {
	evalfn		*fn;
	struct node	*l, *r;
	const char	*s;		/* pattern, format */
	long long	n;
	double		f;		/* -mtime's N */
	int		cmp;		/* -1 less, 0 equal, 1 more */
	int		arg;		/* a unit, a flag, a time's letter */
	struct timespec	ts;
	regex_t		*re;
	struct exec	*x;
};

enum { EXACT, ALL, ANY };	/* -perm MODE, -MODE, /MODE */

static struct {
	int		follow;		/* 0 -P, 'H', 'L' */
	bool		depth, xdev, quit, prune, nostat, delete, pruned;
	bool		warn;
	int		maxdepth, mindepth, regex;
	dev_t		rootdev;
	const char	*root;
	size_t		rootlen;
	char		*rootbase;	/* the operand's last name, for -name */
	struct timespec	now, ref;	/* the start; -daystart's tomorrow */
	struct exec	*execs;
	size_t		argmax;
	char		**av;		/* the expression being parsed */
	const char	*last_test;	/* for the global-option warning */
} G;

/* ---- evaluation helpers ---------------------------------------------- */

/* The entry's full stat; false (after a message) when it fails. */
static bool
getst(struct walk_ent *e)
{
	if (e->have_st)
		return true;
	if (G.nostat)
		return false;
	if (walk_stat(e) == 0)
		return true;
	perror_msg("'%s'", e->path);
	G.nostat = true;
	return false;
}

static bool
cmpnum(struct node *n, long long v)
{
	return n->cmp < 0 ? v < n->n : n->cmp > 0 ? v > n->n : v == n->n;
}

static const char typechars[] = "bcdpfls";
static const mode_t typebits[] = { S_IFBLK, S_IFCHR, S_IFDIR, S_IFIFO,
	S_IFREG, S_IFLNK, S_IFSOCK };

static char
typechar(mode_t m)
{
	for (int i = 0; i < 7; i++)
		if ((m & S_IFMT) == typebits[i])
			return typechars[i];
	return 'U';
}

/* The operand's last name for -name: trailing slashes go, "/" stays. */
static char *
last_name(const char *path, bool keep_slash)
{
	size_t n = strlen(path), b;

	while (n > 1 && path[n - 1] == '/')
		n--;
	for (b = n; b > 0 && path[b - 1] != '/'; b--)
		;
	if (b == n)		/* all slashes */
		return xstrdup("/");
	return xasprintf("%.*s%s", (int)(n - b), path + b,
	    keep_slash && path[n] ? "/" : "");
}

static const char *
basename_of(struct walk_ent *e)
{
	return e->depth ? e->name : G.rootbase;
}

static struct timespec
ftime_of(struct stat *st, int which)
{
	return which == 'a' ? st->st_atim : which == 'c' ? st->st_ctim :
	    st->st_mtim;
}

/* ---- tests ------------------------------------------------------------ */

static bool
f_true(struct node *n, struct walk_ent *e)
{
	(void)n, (void)e;
	return true;
}

static bool
f_false(struct node *n, struct walk_ent *e)
{
	(void)n, (void)e;
	return false;
}

static bool
f_name(struct node *n, struct walk_ent *e)
{
	return fnmatch(n->s, basename_of(e), n->arg) == 0;
}

/* "*.h": the common case, compared without fnmatch */
static bool
f_suffix(struct node *n, struct walk_ent *e)
{
	const char *b = basename_of(e);
	size_t len = strlen(b);

	return len >= (size_t)n->n && !memcmp(b + len - n->n, n->s, n->n);
}

static bool
f_path(struct node *n, struct walk_ent *e)
{
	return fnmatch(n->s, e->path, n->arg) == 0;
}

static bool
f_regex(struct node *n, struct walk_ent *e)
{
	regmatch_t m;

	return regexec(n->re, e->path, 1, &m, 0) == 0 && m.rm_so == 0 &&
	    e->path[m.rm_eo] == 0;
}

static bool
f_type(struct node *n, struct walk_ent *e)
{
	return n->n >> ((e->st.st_mode & S_IFMT) >> 12) & 1;
}

/* the type the other way: the link itself under -L, its target without */
static bool
f_xtype(struct node *n, struct walk_ent *e)
{
	struct stat st;
	mode_t m = e->st.st_mode;

	if (e->follow) {
		if (!fstatat(e->dirfd, e->name, &st, AT_SYMLINK_NOFOLLOW))
			m = st.st_mode;
	} else if (S_ISLNK(m)) {
		if (!fstatat(e->dirfd, e->name, &st, 0))
			m = st.st_mode;
		else if (errno != ENOENT) {
			perror_msg("'%s'", e->path);
			return false;
		}
	}
	return n->n >> ((m & S_IFMT) >> 12) & 1;
}

static bool
f_newer(struct node *n, struct walk_ent *e)
{
	struct timespec t;

	if (!getst(e))
		return false;
	t = ftime_of(&e->st, n->arg);
	return t.tv_sec > n->ts.tv_sec || (t.tv_sec == n->ts.tv_sec &&
	    t.tv_nsec > n->ts.tv_nsec);
}

/*
 * -mtime N: N whole days ago, the fraction dropped (so +1 is two days or
 * more); -mmin N: within the minute up to N minutes ago, as GNU counts
 */
static bool
f_time(struct node *n, struct walk_ent *e)
{
	struct timespec t;
	double d, unit = n->arg >> 8, lo;

	if (!getst(e))
		return false;
	t = ftime_of(&e->st, n->arg & 255);
	d = (double)(n->ts.tv_sec - t.tv_sec) +
	    (n->ts.tv_nsec - t.tv_nsec) / 1e9;
	lo = unit == 60 ? (n->f - 1) * unit : n->f * unit;
	if (n->cmp > 0)
		return unit == 60 ? d > n->f * unit : d >= lo + unit;
	if (n->cmp < 0)
		return d < n->f * unit;
	return unit == 60 ? d > lo && d <= lo + unit : d >= lo && d < lo + unit;
}

static bool
f_size(struct node *n, struct walk_ent *e)
{
	if (!getst(e))
		return false;
	return cmpnum(n, ((long long)e->st.st_size + n->arg - 1) / n->arg);
}

static bool
f_perm(struct node *n, struct walk_ent *e)
{
	mode_t m, want = n->n;

	if (!getst(e))
		return false;
	m = e->st.st_mode & 07777;
	return n->arg == EXACT ? m == want : n->arg == ALL ?
	    (m & want) == want : !want || (m & want);
}

/* -uid -gid -links -inum: which stat field is the node's arg */
static bool
f_num(struct node *n, struct walk_ent *e)
{
	struct stat *s = &e->st;
	long long v;

	if (!getst(e))
		return false;
	v = n->arg == 'u' ? (long long)s->st_uid : n->arg == 'g' ?
	    (long long)s->st_gid : n->arg == 'l' ? (long long)s->st_nlink :
	    (long long)s->st_ino;
	return cmpnum(n, v);
}

static bool
f_nouser(struct node *n, struct walk_ent *e)
{
	if (!getst(e))
		return false;
	return n->arg ? !gid_to_name(e->st.st_gid) : !uid_to_name(e->st.st_uid);
}

static bool
f_empty(struct node *n, struct walk_ent *e)
{
	struct dirent *d;
	bool empty = true;
	DIR *dir;
	int fd;

	(void)n;
	if (S_ISREG(e->st.st_mode))
		return getst(e) && e->st.st_size == 0;
	if (!S_ISDIR(e->st.st_mode))
		return false;
	fd = openat(e->dirfd, e->name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0 || !(dir = fdopendir(fd))) {
		perror_msg("cannot read '%s'", e->path);
		if (fd >= 0)
			close(fd);
		return false;
	}
	while (empty && (d = readdir(dir)))
		empty = d->d_name[0] == '.' && (!d->d_name[1] ||
		    (d->d_name[1] == '.' && !d->d_name[2]));
	closedir(dir);
	return empty;
}

static bool
f_samefile(struct node *n, struct walk_ent *e)
{
	if (!getst(e))
		return false;
	return e->st.st_dev == (dev_t)n->arg && e->st.st_ino == (ino_t)n->n;
}

static bool
f_access(struct node *n, struct walk_ent *e)
{
	return faccessat(e->dirfd, e->name, n->arg, 0) == 0;
}

/* ---- actions ------------------------------------------------------------ */

static bool
f_print(struct node *n, struct walk_ent *e)
{
	fputs(e->path, stdout);
	putchar(n->arg);
	return true;
}

static bool
f_prune(struct node *n, struct walk_ent *e)
{
	(void)n, (void)e;
	G.pruned = true;
	return true;
}

static bool
f_quit(struct node *n, struct walk_ent *e)
{
	(void)n, (void)e;
	G.quit = true;
	return true;
}

static bool
f_delete(struct node *n, struct walk_ent *e)
{
	(void)n;
	if (e->depth == 0 && !strcmp(e->path, "."))
		return true;
	if (unlinkat(e->dirfd, e->name, e->type != WALK_FILE &&
	    S_ISDIR(e->st.st_mode) ? AT_REMOVEDIR : 0)) {
		perror_msg("cannot delete '%s'", e->path);
		return false;
	}
	return true;
}

/* %Tk and -ls: strftime, with GNU's ".NNNNNNNNN0" after the seconds */
static void
fmt_time(char *buf, size_t cap, struct timespec t, int k)
{
	static const char *const fmts[] = { "%a %b %e %H:%M:%S@ %Y", "%F+%T@",
		"%S@", "%T@", "%X@" };
	char f[4] = { '%', (char)k, 0, 0 };
	const char *fmt = f, *at;
	struct tm tm;
	size_t len;

	if (k == '@') {
		snprintf(buf, cap, "%lld.%09ld0", (long long)t.tv_sec,
		    t.tv_nsec);
		return;
	}
	at = strchr("t+STX", k);
	if (k && at)
		fmt = fmts[at - "t+STX"];
	localtime_r(&t.tv_sec, &tm);
	/* musl's strftime has no %k and %l: space-padded hours */
	if (k == 'k' || k == 'l') {
		snprintf(buf, cap, "%2d", k == 'k' ? tm.tm_hour :
		    (tm.tm_hour + 11) % 12 + 1);
		return;
	}
	len = strftime(buf, cap, fmt, &tm);
	buf[len] = 0;
	if ((at = strchr(buf, '@'))) {
		char rest[16];

		snprintf(rest, sizeof(rest), "%s", at + 1);
		snprintf(buf + (at - buf), cap - (at - buf), ".%09ld0%s",
		    t.tv_nsec, rest);
	}
}

static const char *
user_str(char *buf, uid_t u, bool group)
{
	const char *s = group ? gid_to_name(u) : uid_to_name(u);

	if (s)
		return s;
	sprintf(buf, "%u", (unsigned)u);
	return buf;
}

static bool
f_ls(struct node *n, struct walk_ent *e)
{
	char mode[11], ub[16], gb[16], t[64], size[48];
	struct stat *s = &e->st;
	struct tm tm;
	bool recent;

	(void)n;
	if (!getst(e))
		return false;
	mode_string(s->st_mode, mode);
	if (S_ISCHR(s->st_mode) || S_ISBLK(s->st_mode))
		snprintf(size, sizeof(size), "%3u, %3u", major(s->st_rdev),
		    minor(s->st_rdev));
	else
		snprintf(size, sizeof(size), "%8lld", (long long)s->st_size);
	/* GNU's -ls: recent means within 180 days before and an hour after */
	recent = s->st_mtime > G.now.tv_sec - 180 * 86400 &&
	    s->st_mtime < G.now.tv_sec + 3600;
	localtime_r(&s->st_mtime, &tm);
	strftime(t, sizeof(t), recent ? "%b %e %H:%M" : "%b %e  %Y", &tm);
	printf("%9llu %6lld %s %3lu %-8s %-8s %s %s ",
	    (unsigned long long)s->st_ino, (long long)(s->st_blocks + 1) / 2,
	    mode, (unsigned long)s->st_nlink, user_str(ub, s->st_uid, false),
	    user_str(gb, s->st_gid, true), size, t);
	fputs(quote(e->path, QUOTE_ESCAPE | QUOTE_SPACE), stdout);
	if (S_ISLNK(s->st_mode)) {
		char *l = xmalloc(s->st_size + 2);
		ssize_t k = readlinkat(e->dirfd, e->name, l, s->st_size + 1);

		if (k >= 0) {
			l[k] = 0;
			printf(" -> %s", quote(l, QUOTE_ESCAPE | QUOTE_SPACE));
		}
		free(l);
	}
	putchar('\n');
	return true;
}

/* ---- -printf ----------------------------------------------------------- */

static char *
link_target(struct walk_ent *e)
{
	size_t cap = 256;
	char *buf = NULL;
	ssize_t k;

	for (;;) {
		buf = xrealloc(buf, cap, 1);
		k = readlinkat(e->dirfd, e->name, buf, cap);
		if (k < 0) {
			free(buf);
			return NULL;
		}
		if ((size_t)k < cap)
			break;
		cap *= 2;
	}
	buf[k] = 0;
	return buf;
}

/* %Y: the type with links followed; N: dangling, L: a loop */
static char
target_type(struct walk_ent *e)
{
	struct stat st;

	if (!S_ISLNK(e->st.st_mode))
		return typechar(e->st.st_mode);
	if (fstatat(e->dirfd, e->name, &st, 0) == 0)
		return typechar(st.st_mode);
	return errno == ENOENT ? 'N' : errno == ELOOP ? 'L' : '?';
}

/*
 * One directive's text into buf (or a pointer to it): NULL for an
 * unknown one. *num is set for %d and %m, which GNU prints as numbers
 * (so that the 0, + and # flags work on them).
 */
static const char *
directive(struct walk_ent *e, int c, int k, char *buf, size_t cap,
    char **freeme, long long *num)
{
	struct stat *s = &e->st;
	const char *p;
	size_t n;

	switch (c) {
	case 'p':
		return e->path;
	case 'f':
		if (e->depth)
			return e->name;
		return *freeme = last_name(e->path, true);
	case 'h':
		p = strrchr(e->path, '/');
		if (!p)
			return ".";
		return *freeme = xstrndup(e->path, p - e->path);
	case 'P':
		p = e->path + G.rootlen;
		return *p == '/' ? p + 1 : p;
	case 'H':
		return G.root;
	case 'd':
		*num = e->depth;
		return "";
	case 'y':
		buf[0] = typechar(s->st_mode);
		buf[1] = 0;
		return buf;
	case 'Y':
		buf[0] = target_type(e);
		buf[1] = 0;
		return buf;
	case 'l':
		if (!S_ISLNK(s->st_mode))
			return "";
		return (*freeme = link_target(e)) ? *freeme : "";
	}
	if (!strchr("sbkmMugUGinDtacTAC", c))
		return NULL;
	if (!getst(e))
		return "";
	switch (c) {
	case 's': n = s->st_size; break;
	case 'b': n = s->st_blocks; break;
	case 'k': n = (s->st_blocks + 1) / 2; break;
	case 'm': *num = s->st_mode & 07777; return "";
	case 'M': mode_string(s->st_mode, buf); return buf;
	case 'u': return user_str(buf, s->st_uid, false);
	case 'g': return user_str(buf, s->st_gid, true);
	case 'U': n = s->st_uid; break;
	case 'G': n = s->st_gid; break;
	case 'i': n = s->st_ino; break;
	case 'n': n = s->st_nlink; break;
	case 'D': n = s->st_dev; break;
	case 't': case 'a': case 'c':
		fmt_time(buf, cap, ftime_of(s, c == 't' ? 'm' : c), 't');
		return buf;
	default:
		fmt_time(buf, cap, ftime_of(s, c == 'T' ? 'm' : c + 32), k);
		return buf;
	}
	snprintf(buf, cap, "%zu", n);
	return buf;
}

/*
 * Run a -printf format for e, or (e NULL) only check it, warning about
 * what is unknown as GNU does; false when it is unusable.
 */
static bool
do_printf(const char *f, struct walk_ent *e)
{
	static const char esc[] = "abfnrtv\\", escv[] = "\a\b\f\n\r\t\v\\";
	char spec[32], buf[128], *freeme;
	const char *s, *q;
	long long num;

	for (; *f; f++) {
		if (*f == '\\') {
			if (!f[1]) {
				if (!e)
					warn_msg("warning: escape `\\' "
					    "followed by nothing at all");
				else
					putchar('\\');
				break;
			}
			f++;
			if (*f >= '0' && *f <= '7') {
				int v = 0;

				for (int i = 0; i < 3 && *f >= '0' && *f <= '7';
				    i++)
					v = v * 8 + *f++ - '0';
				f--;
				if (e)
					putchar(v);
			} else if (*f == 'c') {
				if (e)
					fflush(stdout);
				return true;
			} else if ((q = strchr(esc, *f))) {
				if (e)
					putchar(escv[q - esc]);
			} else if (!e) {
				warn_msg("warning: unrecognized escape `\\%c'",
				    *f);
			} else {
				putchar('\\');
				putchar(*f);
			}
			continue;
		}
		if (*f != '%') {
			if (e)
				putchar(*f);
			continue;
		}
		q = f++;
		f += strspn(f, "-+ #0");
		f += strspn(f, "0123456789");
		if (*f == '.')
			f += 1 + strspn(f + 1, "0123456789");
		if (!*f) {
			if (!e)
				error_msg("error: %% at end of format string");
			return false;
		}
		if (*f == '%') {
			if (e)
				putchar('%');
			continue;
		}
		if (strchr("ACT", *f) && !f[1]) {
			if (!e)
				warn_msg("warning: format directive `%%%c' should "
				    "be followed by another character", *f);
			else
				fputs(q, stdout);
			break;
		}
		if (f - q > 24 || !strchr("pfhPHdyYlsbkmMugUGinDtacTAC", *f)) {
			if (!e)
				warn_msg("warning: unrecognized format "
				    "directive `%%%c'", *f);
			else
				fwrite(q, 1, f + 1 - q, stdout);
			continue;
		}
		if (!e) {
			f += strchr("ACT", *f) != NULL;
			continue;
		}
		freeme = NULL;
		num = -1;
		s = directive(e, *f, f[1], buf, sizeof(buf), &freeme, &num);
		/*
		 * %d and %m as numbers, with all the flags; the rest as
		 * strings, where only "-", the width and the precision count
		 */
		if (num >= 0) {
			snprintf(spec, sizeof(spec), "%.*sll%c", (int)(f - q),
			    q, *f == 'd' ? 'd' : 'o');
			printf(spec, num);
		} else {
			size_t fl = strspn(q + 1, "-+ #0");

			snprintf(spec, sizeof(spec), "%%%s%.*ss",
			    memchr(q + 1, '-', fl) ? "-" : "",
			    (int)(f - q - 1 - fl), q + 1 + fl);
			printf(spec, s);
		}
		free(freeme);
		f += strchr("ACT", *f) != NULL;
	}
	return true;
}

static bool
f_printf(struct node *n, struct walk_ent *e)
{
	return do_printf(n->s, e);
}

/* ---- -exec ------------------------------------------------------------- */

static bool
ask(const char *cmd, const char *path)
{
	char c, first = 0;
	ssize_t k;
	int i = 0;

	fflush(stdout);
	fprintf(stderr, "< %s ... %s > ? ", cmd, path);
	fflush(stderr);
	while ((k = read(0, &c, 1)) == 1 && c != '\n')
		if (i++ == 0)
			first = c;
	return first == 'y' || first == 'Y';
}

/*
 * Run argv (in directory fd, or dir, for -execdir; -1 and NULL: here) and
 * wait: its exit status, or -1 when it could not run or was killed.
 */
static int
run(char **argv, int fd, const char *dir)
{
	int st;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (pid < 0) {
		perror_msg("cannot fork");
		return -1;
	}
	if (pid == 0) {
		if ((fd >= 0 && fchdir(fd)) || (dir && chdir(dir))) {
			perror_msg("cannot change to the directory of '%s'",
			    argv[0]);
			_exit(1);
		}
		execvp(argv[0], argv);
		st = errno == ENOENT ? 127 : 126;
		perror_msg("'%s'", argv[0]);
		_exit(st);
	}
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR) {
			perror_msg("waitpid");
			return -1;
		}
	if (WIFSIGNALED(st)) {
		warn_msg("'%s' terminated by signal %d", argv[0],
		    WTERMSIG(st));
		return -1;
	}
	return WEXITSTATUS(st);
}

/* every "{}" in s replaced by name */
static char *
subst(const char *s, const char *name)
{
	size_t n = strlen(name), len = 0;
	char *r = NULL, *p;

	for (int pass = 0; pass < 2; pass++) {
		const char *q = s;

		p = r;
		while (*q) {
			if (q[0] == '{' && q[1] == '}') {
				if (r)
					memcpy(p, name, n);
				p += n;
				q += 2;
			} else {
				if (r)
					*p = *q;
				p++;
				q++;
			}
		}
		if (!r) {
			len = p - (char *)0;
			r = xmalloc(len + 1);
		}
	}
	r[len] = 0;
	return r;
}

/* Run the names gathered by -exec ... {} +; a failure makes exit 1. */
static void
flush_batch(struct exec *x)
{
	char **v;
	int i;

	if (!x->bn)
		return;
	v = xmalloc((x->argc + x->bn + 1) * sizeof(*v));
	for (i = 0; i < x->argc; i++)
		v[i] = x->argv[i];
	memcpy(v + i, x->bv, x->bn * sizeof(*v));
	v[i + x->bn] = NULL;
	if (run(v, x->bfd, NULL) != 0)
		exit_status = 1;
	free(v);
	for (size_t k = 0; k < x->bn; k++)
		free(x->bv[k]);
	x->bn = x->bsize = 0;
	if (x->bfd >= 0)
		close(x->bfd);
	x->bfd = -1;
	free(x->bdir);
	x->bdir = NULL;
}

/*
 * -execdir: where to run, and the name to give. Below the operand, the
 * walk's directory fd and "./NAME"; for the operand itself, the directory
 * its path names and "./LAST" (a path of slashes alone is given as is).
 */
static char *
dir_of(struct walk_ent *e, char **dir, int *fd)
{
	char *base, *r;
	const char *p = e->path;
	size_t n;

	*dir = NULL;
	*fd = -1;
	if (e->depth) {
		*fd = e->dirfd;
		return xasprintf("./%s", e->name);
	}
	base = last_name(p, true);
	if (base[0] == '/') {
		*dir = xstrdup("/");
		return base;
	}
	n = strlen(p);
	while (n > 1 && p[n - 1] == '/')
		n--;
	while (n > 0 && p[n - 1] != '/')
		n--;
	while (n > 1 && p[n - 1] == '/')
		n--;
	*dir = n ? xstrndup(p, n) : xstrdup(".");
	r = xasprintf("./%s", base);
	free(base);
	return r;
}

static bool
f_exec(struct node *n, struct walk_ent *e)
{
	struct exec *x = n->x;
	char *name, *dir = NULL, **v;
	int fd = -1, st;

	name = x->dir ? dir_of(e, &dir, &fd) : xstrdup(e->path);
	if (x->plus) {
		size_t len = strlen(name) + 1 + sizeof(char *);
		size_t dlen = e->name - e->path;

		/* -execdir +: one batch per directory */
		if (x->dir && x->bn && (!x->bdir || dir ||
		    strlen(x->bdir) != dlen ||
		    memcmp(x->bdir, e->path, dlen)))
			flush_batch(x);
		if (x->bn && x->bsize + len > G.argmax)
			flush_batch(x);
		if (x->dir && !x->bn) {
			if (dir) {
				x->bfd = open(dir, O_RDONLY | O_DIRECTORY |
				    O_CLOEXEC);
			} else {
				x->bfd = fcntl(fd, F_DUPFD_CLOEXEC, 3);
				x->bdir = xstrndup(e->path, dlen);
			}
		}
		if (x->bn == x->bcap)
			x->bv = xrealloc(x->bv, x->bcap = x->bcap * 2 + 64,
			    sizeof(*x->bv));
		x->bv[x->bn++] = name;
		x->bsize += len;
		free(dir);
		return true;
	}
	if (x->ok && !ask(x->argv[0], e->path)) {
		free(name);
		free(dir);
		return false;
	}
	v = xmalloc((x->argc + 1) * sizeof(*v));
	for (int i = 0; i < x->argc; i++)
		v[i] = subst(x->argv[i], name);
	v[x->argc] = NULL;
	st = run(v, fd, dir);
	for (int i = 0; i < x->argc; i++)
		free(v[i]);
	free(v);
	free(name);
	free(dir);
	return st == 0;
}

/* ---- operators ------------------------------------------------------- */

static bool
f_not(struct node *n, struct walk_ent *e)
{
	return !n->l->fn(n->l, e);
}

static bool
f_and(struct node *n, struct walk_ent *e)
{
	return n->l->fn(n->l, e) && !G.quit && n->r->fn(n->r, e);
}

static bool
f_or(struct node *n, struct walk_ent *e)
{
	return n->l->fn(n->l, e) || (!G.quit && n->r->fn(n->r, e));
}

static bool
f_comma(struct node *n, struct walk_ent *e)
{
	n->l->fn(n->l, e);
	return !G.quit && n->r->fn(n->r, e);
}

/* ---- parsing ------------------------------------------------------------ */

enum {
	K_NONE, K_OPT, K_ACTION, K_PAT, K_REGEX, K_TYPE, K_NEWER, K_TIME,
	K_SIZE, K_PERM, K_USER, K_GROUP, K_NUM, K_SAME, K_PRINTF, K_EXEC,
	K_MAXDEPTH, K_MINDEPTH, K_REGEXTYPE
};

struct prim {
	const char	*name;
	evalfn		*fn;
	unsigned char	kind;
	int		arg;
};

static const struct prim prims[] = {
	{ "name", f_name, K_PAT, 0 },
	{ "iname", f_name, K_PAT, FNM_CASEFOLD },
	{ "path", f_path, K_PAT, 0 },
	{ "wholename", f_path, K_PAT, 0 },
	{ "ipath", f_path, K_PAT, FNM_CASEFOLD },
	{ "iwholename", f_path, K_PAT, FNM_CASEFOLD },
	{ "regex", f_regex, K_REGEX, 0 },
	{ "iregex", f_regex, K_REGEX, REG_ICASE },
	{ "type", f_type, K_TYPE, 0 },
	{ "xtype", f_xtype, K_TYPE, 0 },
	{ "newer", f_newer, K_NEWER, 'm' },
	{ "anewer", f_newer, K_NEWER, 'a' },
	{ "cnewer", f_newer, K_NEWER, 'c' },
	{ "mtime", f_time, K_TIME, 'm' | 86400 << 8 },
	{ "atime", f_time, K_TIME, 'a' | 86400 << 8 },
	{ "ctime", f_time, K_TIME, 'c' | 86400 << 8 },
	{ "mmin", f_time, K_TIME, 'm' | 60 << 8 },
	{ "amin", f_time, K_TIME, 'a' | 60 << 8 },
	{ "cmin", f_time, K_TIME, 'c' | 60 << 8 },
	{ "size", f_size, K_SIZE, 0 },
	{ "perm", f_perm, K_PERM, 0 },
	{ "user", f_num, K_USER, 'u' },
	{ "group", f_num, K_GROUP, 'g' },
	{ "uid", f_num, K_NUM, 'u' },
	{ "gid", f_num, K_NUM, 'g' },
	{ "links", f_num, K_NUM, 'l' },
	{ "inum", f_num, K_NUM, 'i' },
	{ "nouser", f_nouser, K_NONE, 0 },
	{ "nogroup", f_nouser, K_NONE, 1 },
	{ "empty", f_empty, K_NONE, 0 },
	{ "samefile", f_samefile, K_SAME, 0 },
	{ "readable", f_access, K_NONE, R_OK },
	{ "writable", f_access, K_NONE, W_OK },
	{ "executable", f_access, K_NONE, X_OK },
	{ "true", f_true, K_NONE, 0 },
	{ "false", f_false, K_NONE, 0 },
	{ "print", f_print, K_ACTION, '\n' },
	{ "print0", f_print, K_ACTION, 0 },
	{ "printf", f_printf, K_PRINTF, 0 },
	{ "ls", f_ls, K_ACTION, 0 },
	{ "delete", f_delete, K_ACTION, 0 },
	{ "prune", f_prune, K_NONE, 0 },
	{ "quit", f_quit, K_NONE, 0 },
	{ "exec", f_exec, K_EXEC, 0 },
	{ "execdir", f_exec, K_EXEC, 1 },
	{ "ok", f_exec, K_EXEC, 2 },
	{ "okdir", f_exec, K_EXEC, 3 },
	{ "maxdepth", f_true, K_MAXDEPTH, 0 },
	{ "mindepth", f_true, K_MINDEPTH, 0 },
	{ "depth", f_true, K_OPT, 'd' },
	{ "d", f_true, K_OPT, 'd' },
	{ "xdev", f_true, K_OPT, 'x' },
	{ "mount", f_true, K_OPT, 'x' },
	{ "noleaf", f_true, K_OPT, 0 },
	{ "ignore_readdir_race", f_true, K_OPT, 0 },
	{ "follow", f_true, K_OPT, 'L' },
	{ "daystart", f_true, K_OPT, 't' },
	{ "regextype", f_true, K_REGEXTYPE, 0 },
};

static bool has_action, has_prune;

static struct node *
new_node(evalfn *fn, struct node *l, struct node *r)
{
	struct node *n = xzalloc(sizeof(*n));

	n->fn = fn;
	n->l = l;
	n->r = r;
	return n;
}

static NORETURN void
bad_arg(const char *opt, const char *arg)
{
	error_exit("invalid argument `%s' to `-%s'", arg, opt);
}

/* [+-]N: the number, with n->cmp set */
static bool
parse_num(struct node *n, const char *s)
{
	n->cmp = *s == '+' ? 1 : *s == '-' ? -1 : 0;
	s += n->cmp != 0;
	if (!isdigit((unsigned char)*s))
		return false;
	return atoll_range(s, 0, LLONG_MAX, &n->n) == 0;
}

static void
ref_stat(const char *name, struct stat *st)
{
	if ((G.follow ? stat(name, st) : lstat(name, st)) &&
	    (!G.follow || lstat(name, st)))
		perror_exit("'%s'", name);
}

static const char *const regex_types[] = { "findutils-default", "ed",
	"emacs", "gnu-awk", "grep", "posix-awk", "awk", "posix-basic",
	"posix-egrep", "egrep", "posix-extended", "posix-minimal-basic",
	"sed", NULL };
/* the syntax of each: 0 emacs, 1 basic, 2 extended */
static const char regex_syntax[] = "0102122122211";

/*
 * GNU's default regular expressions (emacs syntax) as a POSIX extended
 * one: \| \( \) are the operators and | ( ) { } plain characters.
 */
static char *
emacs_to_ere(const char *s)
{
	char *r = xmalloc(strlen(s) * 11 + 1), *p = r;
	const char *q;

	while (*s) {
		if (*s == '[') {
			q = s + 1;
			q += *q == '^';
			q += *q == ']';
			while (*q && *q != ']') {
				if (q[0] != '[' || q[1] != ':') {
					q++;
					continue;
				}
				/* past the ] of [:class:], if it has one */
				q += 2 + strcspn(q + 2, "]");
				q += *q != 0;
			}
			if (*q)
				q++;
			memcpy(p, s, q - s);
			p += q - s;
			s = q;
			continue;
		}
		if (strchr("(){}|", *s)) {
			*p++ = '\\';
			*p++ = *s++;
			continue;
		}
		if (*s != '\\' || !s[1]) {
			*p++ = *s++;
			continue;
		}
		s++;
		if ((q = strchr("()|`'", *s))) {
			*p++ = "()|^$"[q - "()|`'"];
		} else if (*s == 'w' || *s == 'W') {
			p = stpcpy(p, *s == 'w' ? "[[:alnum:]]" : "[^[:alnum:]]");
		} else if (isalpha((unsigned char)*s)) {
			*p++ = *s;
		} else {
			*p++ = '\\';
			*p++ = *s;
		}
		s++;
	}
	*p = 0;
	return r;
}

static regex_t *
compile_regex(const char *s, int flags)
{
	regex_t *re = xmalloc(sizeof(*re));
	char *ere = NULL, msg[256];
	int syn = regex_syntax[G.regex] - '0', err;

	if (syn == 0)
		s = ere = emacs_to_ere(s);
	err = regcomp(re, s, flags | (syn != 1 ? REG_EXTENDED : 0));
	free(ere);
	if (err) {
		regerror(err, re, msg, sizeof(msg));
		error_exit("failed to compile regular expression '%s': %s",
		    G.av[-1], msg);
	}
	return re;
}

static void
parse_type(struct node *n, const char *s)
{
	const char *q;

	if (!*s)
		error_exit("Arguments to -type should contain at least one "
		    "letter");
	for (;;) {
		if (*s == 'D') {
			/* a Solaris door: none on Linux */
		} else if (!*s || !(q = strchr(typechars, *s))) {
			error_exit("Unknown argument to -type: %c", *s);
		} else {
			n->n |= 1LL << (typebits[q - typechars] >> 12);
		}
		if (!s[1])
			return;
		if (s[1] != ',')
			error_exit("Must separate multiple arguments to -type "
			    "using: ','");
		s += 2;
		if (!*s)
			error_exit("Last file type in list argument to -type "
			    "is missing, i.e., list is ending on: ','");
	}
}

static void
size_arg(struct node *n, const char *s)
{
	static const char units[] = "bcwkMG";
	static const int mult[] = { 512, 1, 2, 1024, 1 << 20, 1 << 30 };
	size_t len = strlen(s);
	const char *u;
	char *num;

	if (!len)
		error_exit("invalid null argument to -size");
	n->arg = 512;
	if (!isdigit((unsigned char)s[len - 1])) {
		u = strchr(units, s[len - 1]);
		if (!u)
			error_exit("invalid -size type `%c'", s[len - 1]);
		n->arg = mult[u - units];
		len--;
	}
	num = xstrndup(s, len);
	if (!parse_num(n, num))
		error_exit("Invalid argument `%s' to -size", s);
	free(num);
	/* G (2^30) fits in arg; the comparison is in units */
}

static void
parse_exec(struct node *n, const char *name, int how)
{
	struct exec *x = xzalloc(sizeof(*x));
	int i;

	for (i = 0; G.av[i]; i++) {
		if (!strcmp(G.av[i], ";"))
			break;
		if (!strcmp(G.av[i], "+") && i && !(how & 2) &&
		    strstr(G.av[i - 1], "{}")) {
			x->plus = true;
			break;
		}
	}
	if (!G.av[i] || i == 0 || (x->plus && i == 1))
		error_exit("missing argument to `-%s'", name);
	x->argv = G.av;
	x->argc = i - x->plus;
	if (x->plus && strcmp(G.av[i - 1], "{}"))
		error_exit("In '-%s ... {} +' the '{}' must appear by itself, "
		    "but you specified '%s'", name, G.av[i - 1]);
	for (int k = 0; x->plus && k < x->argc; k++)
		if (strstr(G.av[k], "{}"))
			error_exit("Only one instance of {} is supported with "
			    "-%s ... +", name);
	x->dir = how & 1;
	x->ok = how & 2;
	x->bfd = -1;
	x->next = G.execs;
	G.execs = x;
	n->x = x;
	G.av += i + 1;
}

static void
parse_perm(struct node *n, const char *s)
{
	mode_t m;

	n->arg = *s == '-' ? ALL : *s == '/' ? ANY : EXACT;
	if (mode_parse(s + (n->arg != EXACT), 0, 0, false, &m))
		error_exit("invalid mode '%s'", s);
	n->n = m;
	if (n->arg == ANY && !m)
		warn_msg("warning: you have specified a mode pattern %s (which "
		    "is equivalent to /000). The meaning of -perm /000 has now "
		    "been changed to be consistent with -perm -000; that is, "
		    "while it used to match no files, it now matches all "
		    "files.", s);
}

static int
depth_arg(const char *opt, const char *s)
{
	long long v;

	if (!isdigit((unsigned char)*s) || atoll_range(s, 0, INT_MAX, &v))
		error_exit("Expected a positive decimal integer argument to "
		    "-%s, but got '%s'", opt, s);
	return v;
}

static struct node *parse_comma(void);

static bool
is_op(const char *s, const char *a, const char *b)
{
	return s && (!strcmp(s, a) || (b && !strcmp(s, b)));
}

static struct node *
parse_primary(void)
{
	const char *w = *G.av, *arg;
	const struct prim *p;
	struct node *n;
	struct stat st;
	int id;

	if (!w)
		return NULL;
	if (!strcmp(w, "(")) {
		G.av++;
		if (is_op(*G.av, ")", NULL))
			error_exit("invalid expression; empty parentheses are "
			    "not allowed.");
		n = parse_comma();
		if (!is_op(*G.av, ")", NULL))
			error_exit("invalid expression; I was expecting to find "
			    "a ')' somewhere but did not see one.");
		G.av++;
		return n;
	}
	if (is_op(w, "-o", "-or") || is_op(w, "-a", "-and") ||
	    is_op(w, ",", NULL))
		error_exit("invalid expression; you have used a binary "
		    "operator '%s' with nothing before it.", w);
	if (w[0] != '-' || !w[1])
		error_exit("paths must precede expression: `%s'", w);
	for (p = prims; p < prims + ARRAY_SIZE(prims); p++)
		if (!strcmp(p->name, w + 1))
			break;
	if (p == prims + ARRAY_SIZE(prims))
		error_exit("unknown predicate `%s'", w);
	G.av++;
	n = new_node(p->fn, NULL, NULL);
	n->arg = p->arg;
	arg = *G.av;
	if (p->kind > K_ACTION && p->kind != K_EXEC) {
		if (!arg)
			error_exit("missing argument to `%s'", w);
		G.av++;
	}
	if (p->kind == K_OPT || p->kind == K_MAXDEPTH || p->kind ==
	    K_MINDEPTH) {
		if (G.warn && G.last_test && p->arg != 'L' && p->arg != 't')
			warn_msg("warning: you have specified the global "
			    "option %s after the argument %s, but global "
			    "options are not positional, i.e., %s affects "
			    "tests specified before it as well as those "
			    "specified after it.  Please specify global "
			    "options before other arguments.", w,
			    G.last_test, w);
	} else if (p->kind != K_REGEXTYPE) {
		G.last_test = w;
	}
	switch (p->kind) {
	case K_OPT:
		if (p->arg == 'd')
			G.depth = true;
		else if (p->arg == 'x')
			G.xdev = true;
		else if (p->arg == 'L')
			G.follow = 'L';
		else if (p->arg == 't') {
			struct tm tm;

			localtime_r(&G.now.tv_sec, &tm);
			tm.tm_hour = tm.tm_min = tm.tm_sec = 0;
			tm.tm_mday++;
			tm.tm_isdst = -1;
			G.ref.tv_sec = mktime(&tm);
			G.ref.tv_nsec = 0;
		}
		break;
	case K_MAXDEPTH:
		G.maxdepth = depth_arg(w + 1, arg);
		break;
	case K_MINDEPTH:
		G.mindepth = depth_arg(w + 1, arg);
		break;
	case K_REGEXTYPE:
		for (id = 0; regex_types[id] && strcmp(regex_types[id], arg);
		    id++)
			;
		if (!regex_types[id])
			error_exit("Unknown regular expression type '%s'; "
			    "valid types are 'findutils-default', 'ed', "
			    "'emacs', 'gnu-awk', 'grep', 'posix-awk', 'awk', "
			    "'posix-basic', 'posix-egrep', 'egrep', "
			    "'posix-extended', 'posix-minimal-basic', 'sed'.",
			    arg);
		G.regex = id;
		break;
	case K_ACTION:
		has_action = true;
		if (p->fn == f_delete)
			G.delete = true;
		break;
	case K_NONE:
		if (p->fn == f_prune)
			has_prune = true;
		break;
	case K_PAT:
		n->s = arg;
		if (G.warn && p->fn == f_name && strchr(arg, '/'))
			warn_msg("warning: '%s' matches against basenames "
			    "only, but the given pattern contains a "
			    "directory separator ('/'), thus the expression "
			    "will evaluate to false all the time.  Did you "
			    "mean '-wholename'?", w);
		if (p->fn == f_name && !n->arg && arg[0] == '*' &&
		    !arg[1 + strcspn(arg + 1, "*?[\\")]) {
			n->fn = f_suffix;
			n->s = arg + 1;
			n->n = strlen(arg + 1);
		}
		break;
	case K_REGEX:
		n->re = compile_regex(arg, p->arg);
		break;
	case K_TYPE:
		parse_type(n, arg);
		break;
	case K_NEWER:
		ref_stat(arg, &st);
		n->ts = st.st_mtim;
		break;
	case K_TIME: {
		char *end;

		n->ts = G.ref;
		n->cmp = *arg == '+' ? 1 : *arg == '-' ? -1 : 0;
		errno = 0;
		n->f = strtod(arg + (n->cmp != 0), &end);
		if (isspace((unsigned char)arg[n->cmp != 0]) || *end ||
		    end == arg + (n->cmp != 0) || errno || n->f != n->f)
			bad_arg(w + 1, arg);
		break;
	}
	case K_SIZE:
		size_arg(n, arg);
		break;
	case K_PERM:
		parse_perm(n, arg);
		break;
	case K_USER:
	case K_GROUP: {
		uid_t u;
		gid_t g;

		if (!*arg && p->kind == K_USER)
			error_exit("The argument to -user should not be empty");
		if (!*arg)
			error_exit("argument to -group is empty, but should be "
			    "a group name");
		if (p->kind == K_USER ? name_to_uid(arg, &u) == 0 :
		    name_to_gid(arg, &g) == 0) {
			n->n = p->kind == K_USER ? (long long)u : (long long)g;
		} else if (!*arg || arg[strspn(arg, "0123456789")] ||
		    atoll_range(arg, 0, UINT_MAX, &n->n)) {
			if (p->kind == K_USER)
				error_exit("'%s' is not the name of a known "
				    "user", arg);
			error_exit("'%s' is not the name of an existing group",
			    arg);
		}
		break;
	}
	case K_NUM:
		if (!parse_num(n, arg))
			bad_arg(w + 1, arg);
		break;
	case K_SAME:
		ref_stat(arg, &st);
		n->arg = st.st_dev;
		n->n = st.st_ino;
		break;
	case K_PRINTF:
		has_action = true;
		n->s = arg;
		if (!do_printf(arg, NULL))
			xexit(1);
		break;
	case K_EXEC:
		has_action = true;
		parse_exec(n, w + 1, p->arg);
		break;
	}
	return n;
}

static struct node *
parse_not(void)
{
	const char *w = *G.av;

	if (is_op(w, "!", "-not")) {
		struct node *n;

		G.av++;
		if (!*G.av || is_op(*G.av, ")", NULL) ||
		    is_op(*G.av, "-o", "-or") || is_op(*G.av, "-a", "-and") ||
		    is_op(*G.av, ",", NULL))
			error_exit("expected an expression after '%s'", w);
		n = parse_not();
		return new_node(f_not, n, NULL);
	}
	return parse_primary();
}

static struct node *
parse_and(void)
{
	struct node *n = parse_not(), *r;
	const char *w;

	while ((w = *G.av) && !is_op(w, ")", NULL) && !is_op(w, "-o", "-or") &&
	    !is_op(w, ",", NULL)) {
		if (is_op(w, "-a", "-and")) {
			G.av++;
			if (!*G.av || is_op(*G.av, ")", NULL))
				error_exit("expected an expression after '%s'",
				    w);
		}
		r = parse_not();
		n = new_node(f_and, n, r);
	}
	return n;
}

static struct node *
parse_or(void)
{
	struct node *n = parse_and();
	const char *w;

	while (is_op(w = *G.av, "-o", "-or")) {
		G.av++;
		if (!*G.av || is_op(*G.av, ")", NULL))
			error_exit("expected an expression after '%s'", w);
		n = new_node(f_or, n, parse_and());
	}
	return n;
}

static struct node *
parse_comma(void)
{
	struct node *n = parse_or();

	while (is_op(*G.av, ",", NULL)) {
		G.av++;
		if (!*G.av || is_op(*G.av, ")", NULL))
			error_exit("invalid expression");
		n = new_node(f_comma, n, parse_or());
	}
	return n;
}

/* ---- the walk ------------------------------------------------------------ */

static struct node *expr;

static int
eval(struct walk_ent *e)
{
	if (e->depth >= G.mindepth)
		expr->fn(expr, e);
	return G.quit ? WALK_STOP : WALK_CONTINUE;
}

static int
visit(struct walk_ent *e, void *ctx)
{
	struct stat st;
	bool skip;

	(void)ctx;
	G.pruned = G.nostat = false;
	switch (e->type) {
	case WALK_NS:
		errno = e->err;
		perror_msg("'%s'", e->path);
		if (!e->depth)
			return WALK_CONTINUE;
		/* as GNU: what readdir named is still evaluated */
		memset(&e->st, 0, sizeof(e->st));
		G.nostat = true;
		return eval(e);
	case WALK_LOOP:
		error_msg("File system loop detected; '%s' is part of the same "
		    "file system loop as '%.*s'.", e->path, (int)e->looplen,
		    e->path);
		return WALK_CONTINUE;
	case WALK_DNR:
		errno = e->err;
		perror_msg("'%s'", e->path);
		return G.depth ? eval(e) : WALK_CONTINUE;
	case WALK_POST:
		return G.depth ? eval(e) : WALK_CONTINUE;
	case WALK_PRE:
		if (!e->depth)
			G.rootdev = e->st.st_dev;
		skip = e->depth >= G.maxdepth ||
		    (G.xdev && e->st.st_dev != G.rootdev);
		if ((!G.depth || skip) && eval(e) == WALK_STOP)
			return WALK_STOP;
		return skip || (G.pruned && !G.depth) ? WALK_SKIP :
		    WALK_CONTINUE;
	}
	/* -L: a link whose target cannot be reached for a loop */
	if (e->follow && S_ISLNK(e->st.st_mode) &&
	    fstatat(e->dirfd, e->name, &st, 0) && errno != ENOENT) {
		perror_msg("'%s'", e->path);
		return WALK_CONTINUE;
	}
	return eval(e);
}

int
find_main(int argc, char **argv)
{
	static char obuf[16384];
	char **paths, **ep;
	int npaths = 0, flags = WALK_NOSTAT;
	long max;

	(void)argc;
	memset(&G, 0, sizeof(G));
	has_action = has_prune = false;
	G.maxdepth = INT_MAX;
	G.warn = isatty(0);
	/* whole buffers for long listings; a terminal keeps its lines */
	if (!isatty(1))
		setvbuf(stdout, obuf, _IOFBF, sizeof(obuf));
	clock_gettime(CLOCK_REALTIME, &G.now);
	G.ref = G.now;
	for (argv++; *argv; argv++) {
		if (!strcmp(*argv, "-H") || !strcmp(*argv, "-L"))
			G.follow = argv[0][1];
		else if (!strcmp(*argv, "-P"))
			G.follow = 0;
		else if (!strcmp(*argv, "--")) {
			argv++;
			break;
		} else
			break;
	}
	paths = argv;
	while (argv[npaths] && (argv[npaths][0] != '-' || !argv[npaths][1]) &&
	    strcmp(argv[npaths], "(") && strcmp(argv[npaths], "!"))
		npaths++;
	G.av = argv + npaths;
	expr = parse_comma();
	if (*G.av)
		error_exit(is_op(*G.av, ")", NULL) ? "you have too many ')'" :
		    "invalid expression");
	if (!expr)
		expr = new_node(f_true, NULL, NULL);
	if (!has_action) {
		struct node *p = new_node(f_print, NULL, NULL);

		p->arg = '\n';
		expr = new_node(f_and, expr, p);
	}
	if (G.delete && has_prune && !G.depth)
		error_exit("The -delete action automatically turns on -depth, "
		    "but -prune does nothing when -depth is in effect.  If "
		    "you want to carry on anyway, just explicitly use the "
		    "-depth option.");
	G.depth |= G.delete;
	/* -exec +: the argument space, less the environment and a margin */
	max = sysconf(_SC_ARG_MAX);
	G.argmax = max > 0 ? max : 131072;
	for (ep = environ; *ep; ep++)
		G.argmax -= strlen(*ep) + 1 + sizeof(char *);
	G.argmax = G.argmax > 4096 + 2048 ? G.argmax - 2048 : 4096;
	if (G.follow == 'L')
		flags |= WALK_FOLLOW;
	else if (G.follow == 'H')
		flags |= WALK_FOLLOW_ROOT;
	if (!npaths) {
		static char dot[] = ".", *dflt[] = { dot, NULL };

		paths = dflt;
		npaths = 1;
	}
	for (int i = 0; i < npaths && !G.quit; i++) {
		G.root = paths[i];
		G.rootlen = strlen(paths[i]);
		G.rootbase = last_name(paths[i], false);
		if (walk(paths[i], flags, visit, NULL))
			exit_status = 1;
		free(G.rootbase);
	}
	for (struct exec *x = G.execs; x; x = x->next)
		flush_batch(x);
	return exit_status;
}
