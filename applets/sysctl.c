/*
 * sysctl.c - read and set kernel parameters under /proc/sys
 *
 * procps-ng 4's sysctl: a KEY is a path under /proc/sys written with dots
 * ("net.ipv4.ip_forward"; a "/" in it is a dot in the file name, as in
 * "net.ipv4.conf.eth0/100.rp_filter") or with slashes (then the dots are
 * the file name's own); names are always shown the dotted way. KEY=VALUE
 * (with or without -w) writes VALUE, blanks around it trimmed, and a
 * newline; a directory KEY lists every parameter under it. A
 * file with KEY = VALUE lines (-p; '#' and ';' start comments, a '-'
 * before the key is allowed, '*' '?' '[' in the key match many) is read
 * whole, every file before any value is set; --system's unknown keys
 * pass without a word, as with -e. procps's quirks are kept:
 * setting a parameter that is not writable (a directory, mode without
 * w) says "Invalid argument" and does not fail; a file without read
 * permission is skipped silently; a read that fails with EIO (a value
 * not set yet, such as stable_secret) fails without a message. Unlike
 * procps, a bad -r expression is an error, and a KEY whose path has a
 * ".." part is refused before anything is opened.
 *
 * applet: sysctl sbin linux
 * opts: (system)(deprecated)(dry-run)a(all)AXb(binary)e(ignore)N(names)
 *	n(values)p?(load)fq(quiet)w(write)r:(pattern)
 * usage: sysctl [-bNneqw] [--dry-run] KEY[=VALUE]...
 *	sysctl -a [-bNn] [-r REGEX] [--deprecated]
 *	sysctl -p[FILE] [-eq] [FILE]... | --system [-eq]
 *
 *	Show or set kernel parameters (/proc/sys).
 *
 *	-a, -A, -X, --all	Show every parameter
 *	-b, --binary	Values as they are, no newline added
 *	-N, --names	Names only
 *	-n, --values	Values only
 *	-e, --ignore	Say nothing about unknown keys
 *	-q, --quiet	Do not show the values set
 *	-w, --write	Set (KEY=VALUE is a setting without it too)
 *	-p, -f, --load[=FILE]	Set what FILE (/etc/sysctl.conf) says
 *	--system	Set what the sysctl.d directories and
 *			/etc/sysctl.conf say
 *	-r, --pattern REGEX	With -a: only names that match
 *	--deprecated	With -a: also the deprecated parameters
 *	--dry-run	Show what would be set, set nothing
 * SPDX-License-Identifier: MIT
 */
#define FOR_sysctl
#include "libbb.h"
#include <dirent.h>
#include <glob.h>
#include <regex.h>

#define SYS	"/proc/sys/"

struct setting {
	char	*key, *val;
};

struct sysctl {
	struct opts	o;
	regex_t		re;
	bool		use_re;
	int		rc;
	struct setting	*v;
	size_t		n;
};

/* swap '.' and '/' in s (a dotted key to its path, or back) */
static void
swap_seps(char *s)
{
	for (; *s; s++)
		if (*s == '.' || *s == '/')
			*s ^= '.' ^ '/';
}

/* has the relative path rel a ".." part? */
static bool
has_dotdot(const char *rel)
{
	const char *p, *s;

	for (s = rel; ; s = p + 1) {
		p = strchrnul(s, '/');
		if (p - s == 2 && s[0] == '.' && s[1] == '.')
			return true;
		if (!*p)
			return false;
	}
}

/*
 * KEY's path under /proc/sys (malloc'd), and its shown name in *name
 * (malloc'd); NULL when KEY is empty or has a ".." part
 */
static char *
key_path(const char *key, char **name)
{
	size_t k = strcspn(key, "./");
	char *rel, *p;

	rel = xstrdup(key);
	if (key[k] == '.')
		swap_seps(rel);
	if (!*key || has_dotdot(rel)) {
		error_msg("Path is not under " SYS ": " SYS "%s", key);
		free(rel);
		return NULL;
	}
	*name = xstrdup(rel);
	swap_seps(*name);
	p = xasprintf(SYS "%s", rel);
	free(rel);
	return p;
}

static bool
stat_key(struct sysctl *c, const char *path, struct stat *st)
{
	if (!stat(path, st))
		return true;
	if (!OPT(&c->o, F_e)) {
		perror_msg("cannot stat %s", path);
		c->rc = 1;
	}
	return false;
}

static void show_dir(struct sysctl *c, const char *path, bool all);

/* all of fd (malloc'd, length in *len); NULL and errno on a read error */
static char *
slurp(int fd, size_t *len)
{
	size_t cap = 4096, n = 0;
	char *b = xmalloc(cap);
	ssize_t r;

	while ((r = read(fd, b + n, cap - n))) {
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			free(b);
			return NULL;
		}
		if ((n += r) == cap)
			b = xrealloc(b, cap *= 2, 1);
	}
	*len = n;
	return b;
}

/* show one parameter (all: as part of a listing, whose errors pass) */
static void
show(struct sysctl *c, const char *path, const struct stat *st, bool all)
{
	char *name, *buf, *line, *nl;
	size_t len;
	int fd;

	if (S_ISDIR(st->st_mode)) {
		show_dir(c, path, all);
		return;
	}
	if (!(st->st_mode & S_IRUSR))
		return;
	name = xstrdup(path + strlen(SYS));
	swap_seps(name);
	if (c->use_re && regexec(&c->re, name, 0, NULL, 0))
		goto out;
	if (OPT(&c->o, F_N)) {
		printf("%s\n", name);
		goto out;
	}
	buf = NULL;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0 ||
	    !(buf = slurp(fd, &len))) {
		if (errno == EACCES || errno == EPERM)
			error_msg("permission denied on key \"%s\"", name);
		else if (errno != EIO)
			error_msg("reading key \"%s\"", name);
		if (!all)
			c->rc = 1;
	} else if (OPT(&c->o, F_b)) {
		fwrite(buf, 1, len - (len && buf[len - 1] == '\n'), stdout);
	} else {
		for (line = buf; line < buf + len; line = nl + 1) {
			nl = memchr(line, '\n', buf + len - line);
			if (!nl)
				nl = buf + len;
			if (OPT(&c->o, F_n))
				printf("%.*s\n", (int)(nl - line), line);
			else
				printf("%s = %.*s\n", name, (int)(nl - line),
				    line);
		}
	}
	if (fd >= 0)
		close(fd);
	free(buf);
out:
	free(name);
}

/* every parameter under the directory path, in the directory's order */
static void
show_dir(struct sysctl *c, const char *path, bool all)
{
	DIR *d = opendir(path);
	struct dirent *e;
	struct stat st;
	char *p;

	if (!d) {
		error_msg("unable to open directory \"%s\"", path);
		c->rc = 1;
		return;
	}
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") ||
		    (!OPT(&c->o, F_deprecated) &&
		    (!strcmp(e->d_name, "base_reachable_time") ||
		    !strcmp(e->d_name, "retrans_time"))))
			continue;
		p = join_path(path, e->d_name);
		if (!lstat(p, &st))
			show(c, p, &st, all);
		free(p);
	}
	closedir(d);
}

static void
show_key(struct sysctl *c, const char *key)
{
	struct stat st;
	char *name, *path = key_path(key, &name);

	if (!path) {
		c->rc = 1;
		return;
	}
	if (stat_key(c, path, &st))
		show(c, path, &st, false);
	free(path);
	free(name);
}

/* set one path (name: as shown) to val */
static void
set_path(struct sysctl *c, const char *path, const char *name,
    const char *val)
{
	struct stat st;
	size_t len = strlen(val);
	int fd, e = 0;

	if (!stat_key(c, path, &st))
		return;
	if (S_ISDIR(st.st_mode) || !(st.st_mode & S_IWUSR)) {
		error_msg("setting key \"%s\": %s", name, strerror(EINVAL));
		return;
	}
	if (!OPT(&c->o, F_dry_run)) {
		if ((fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)) < 0) {
			e = errno;
		} else {
			char *s = xasprintf("%s\n", val);

			if (write(fd, s, len + 1) != (ssize_t)len + 1)
				e = errno ? errno : EIO;
			if (close(fd) && !e)
				e = errno;
			free(s);
		}
		if (e) {
			error_msg("setting key \"%s\": %s", name,
			    strerror(e));
			c->rc = 1;
			return;
		}
	}
	if (OPT(&c->o, F_q))
		return;
	if (OPT(&c->o, F_b))
		fputs(val, stdout);
	else if (OPT(&c->o, F_n) || OPT(&c->o, F_N))
		printf("%s\n", val);
	else
		printf("%s = %s\n", name, val);
}

/* KEY=VALUE's key (may have '*', '?', '[': every match) set to val */
static void
set_key(struct sysctl *c, const char *key, const char *val)
{
	char *name, *path = key_path(key, &name);
	glob_t g;
	size_t i, n = 0;

	if (!path) {
		c->rc = 1;
		return;
	}
	if (strpbrk(path, "*?[") && !glob(path, 0, NULL, &g)) {
		for (i = 0; i < g.gl_pathc; i++) {
			char *m = xstrdup(g.gl_pathv[i] + strlen(SYS));

			/* ".[.]" matches "..": never out of /proc/sys */
			if (has_dotdot(m)) {
				free(m);
				continue;
			}
			swap_seps(m);
			set_path(c, g.gl_pathv[i], m, val);
			free(m);
			n++;
		}
		globfree(&g);
	}
	if (!n)
		set_path(c, path, name, val);
	free(path);
	free(name);
}

static char *
trim(char *s)
{
	char *e;

	s += strspn(s, " \t");
	for (e = s + strlen(s); e > s && strchr(" \t\n", e[-1]); e--)
		continue;
	*e = 0;
	return s;
}

/* split "KEY=VALUE" in place; false (and a message) when it is not one */
static bool
split(char *s, char **key, char **val, const char *file, int line)
{
	char *eq = strchr(s, '=');

	if (!eq) {
		error_msg("%s(%d): invalid syntax, continuing...", file, line);
		return false;
	}
	*eq = 0;
	*key = trim(s);
	if (**key == '-')
		*key = trim(*key + 1);
	*val = trim(eq + 1);
	return true;
}

/* read a settings file into c->v; false when it cannot be opened */
static void
load(struct sysctl *c, const char *file)
{
	FILE *f = strcmp(file, "-") ? fopen(file, "re") : stdin;
	char *buf = NULL, *s, *key, *val;
	size_t cap = 0;
	int line = 0;

	if (!f) {
		error_msg("cannot open \"%s\": %s", file, strerror(errno));
		c->rc = 1;
		return;
	}
	while (getline(&buf, &cap, f) > 0) {
		line++;
		s = trim(buf);
		if (!*s || *s == '#' || *s == ';')
			continue;
		if (!split(s, &key, &val, file, line))
			continue;
		c->v = xrealloc(c->v, c->n + 1, sizeof(*c->v));
		c->v[c->n].key = xstrdup(key);
		c->v[c->n++].val = xstrdup(val);
	}
	free(buf);
	if (f != stdin)
		fclose(f);
}

static int
by_base(const void *a, const void *b)
{
	return strcmp(base_name(a), base_name(b));
}

/* --system: *.conf of the sysctl.d directories (a name's first wins),
 * sorted by name, then /etc/sysctl.conf */
static void
load_system(struct sysctl *c)
{
	static const char *const dirs[] = {
		"/etc/sysctl.d", "/run/sysctl.d", "/usr/local/lib/sysctl.d",
		"/usr/lib/sysctl.d", "/lib/sysctl.d"
	};
	char **v = NULL;
	size_t n = 0, i, j, l;
	struct dirent *e;
	DIR *d;

	for (i = 0; i < ARRAY_SIZE(dirs); i++) {
		if (!(d = opendir(dirs[i])))
			continue;
		while ((e = readdir(d))) {
			l = strlen(e->d_name);
			if (l < 6 || strcmp(e->d_name + l - 5, ".conf"))
				continue;
			for (j = 0; j < n && strcmp(base_name(v[j]),
			    e->d_name); j++)
				continue;
			if (j < n)
				continue;
			v = xrealloc(v, n + 1, sizeof(*v));
			v[n++] = join_path(dirs[i], e->d_name);
		}
		closedir(d);
	}
	sort_ptrs((void **)v, n, NULL, by_base);
	for (i = 0; i < n; i++) {
		if (!OPT(&c->o, F_q))
			printf("* Applying %s ...\n", v[i]);
		load(c, v[i]);
		free(v[i]);
	}
	free(v);
	if (!access("/etc/sysctl.conf", F_OK)) {
		if (!OPT(&c->o, F_q))
			printf("* Applying %s ...\n", "/etc/sysctl.conf");
		load(c, "/etc/sysctl.conf");
	}
}

int
sysctl_main(int argc, char **argv)
{
	struct sysctl c = { 0 };
	char *key, *val;
	size_t i;
	int e;

	(void)argc;
	argv = getopts(&c.o, OPTS_sysctl, argv);
	if (OPT(&c.o, F_N) && OPT(&c.o, F_q))
		usage_exit("options -N and -q cannot coexist");
	if (OPT(&c.o, F_r)) {
		if ((e = regcomp(&c.re, c.o.arg[S_r].s, REG_EXTENDED |
		    REG_NOSUB)))
			error_exit("%s: %s", quote(c.o.arg[S_r].s,
			    QUOTE_LOCALE), regex_message(e));
		c.use_re = true;
	}
	if (OPT(&c.o, F_system) || OPT(&c.o, F_p) || OPT(&c.o, F_f)) {
		if (OPT(&c.o, F_system)) {
			c.o.seen |= F_e;	/* unknown keys pass */
			load_system(&c);
		}
		else if (c.o.arg[S_p].s && *c.o.arg[S_p].s)
			load(&c, c.o.arg[S_p].s);
		else if (!*argv)
			load(&c, "/etc/sysctl.conf");
		for (; *argv && !OPT(&c.o, F_system); argv++)
			load(&c, *argv);
		for (i = 0; i < c.n; i++) {
			set_key(&c, c.v[i].key, c.v[i].val);
			free(c.v[i].key);
			free(c.v[i].val);
		}
		free(c.v);
	} else if (OPT(&c.o, F_a | F_A | F_X)) {
		show_dir(&c, SYS, true);
	} else if (!*argv) {
		usage_exit("no variables specified");
	}
	for (; *argv && !OPT(&c.o, F_a | F_A | F_X | F_system | F_p | F_f);
	    argv++) {
		if (strchr(*argv, '=') && split(*argv, &key, &val, "", 0)) {
			set_key(&c, key, val);
		} else if (OPT(&c.o, F_w)) {
			error_msg("command line(0): invalid syntax, "
			    "continuing...");
			c.rc = 1;
		} else {
			show_key(&c, *argv);
		}
	}
	if (c.use_re)
		regfree(&c.re);
	return c.rc;
}
