/*
 * insmod.c - insmod, rmmod, lsmod, modprobe: load and unload kernel modules
 *
 * The kernel side is init_module(2), finit_module(2) and delete_module(2).
 * insmod hands a plain module to finit_module (falling back to init_module
 * where that is missing), and expands a compressed one (gzip, xz, zstd,
 * bzip2: .ko.gz, .ko.xz, .ko.zst) with our own decoders, whatever the
 * kernel can decompress, as kmod does by default. Messages follow kmod's,
 * since that is what Debian users see: "insmod: ERROR: could not insert
 * module F: Invalid module format", "rmmod: ERROR: Module X is not
 * currently loaded".
 *
 * modprobe reads the text files depmod writes in /lib/modules/VERSION
 * (modules.dep, modules.alias, modules.softdep, modules.builtin; the .bin
 * indexes are not needed) and the "alias", "options", "softdep",
 * "blacklist", "install" and "remove" lines of /etc/modprobe.d,
 * /run/modprobe.d and /lib/modprobe.d (*.conf). Dependencies are loaded
 * in the reverse of their modules.dep order, as kmod does; a module that
 * is loaded already, or built in, is success. Deviations from kmod:
 * -d DIR also prefixes the modprobe.d directories, so a whole root tree
 * can be tested; module options on the kernel command line are not read;
 * a blacklist entry hides aliases only (as in kmod) and there is no -b.
 *
 * applet: insmod sbin init
 * opts: <1^
 * usage: insmod FILE [PARAM[=VALUE]]...
 *
 *	Load the kernel module FILE (.ko, or compressed: .ko.gz, .ko.xz,
 *	.ko.zst) with the given parameters.
 *
 * applet: rmmod sbin init
 * opts: <1f(force)w(wait)
 * usage: rmmod [-fw] MODULE...
 *
 *	Unload kernel modules (by name, or by a .ko file name).
 *
 *	-f, --force	Unload even when in use (if the kernel allows it)
 *	-w, --wait	Wait until the module is no longer in use
 *
 * applet: lsmod sbin init
 * opts: >0
 * usage: lsmod
 *
 *	List the loaded kernel modules, from /proc/modules.
 *
 * applet: modprobe sbin init
 * opts: ^r(remove)q(quiet)v(verbose)a(all)n(dry-run)S:(set-version)
 *	d:(dirname)
 * usage: modprobe [-qvn] [-S VERSION] [-d DIR] MODULE [PARAM[=VALUE]]...
 *	   or: modprobe -a [-qvn] MODULE...
 *	   or: modprobe -r [-qvn] MODULE...
 *
 *	Load a kernel module by name or alias, with the modules it needs.
 *
 *	-r, --remove	Unload the modules, and the unused ones they needed
 *	-a, --all	Every operand is a module name
 *	-q, --quiet	No message when a module is not found
 *	-v, --verbose	Show each insmod and rmmod
 *	-n, --dry-run	Do everything but load or unload (with -v: show it)
 *	-S, --set-version VERSION	Kernel version (default: uname -r)
 *	-d, --dirname DIR	Root of /lib/modules and modprobe.d
 * SPDX-License-Identifier: MIT
 */
#define FOR_insmod
#define FOR_rmmod
#define FOR_lsmod
#define FOR_modprobe
#include "libbb.h"
#include <dirent.h>
#include <fnmatch.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>

/* ---- the kernel interface, shared by all four ---- */

/* kmod's wording for the errors init_module gives */
static const char *
mod_error(int err)
{
	switch (err) {
	case ENOEXEC:
		return "Invalid module format";
	case ENOENT:
		return "Unknown symbol in module, or unknown parameter "
		    "(see dmesg)";
	case ESRCH:
		return "Unknown symbol in module";
	case EINVAL:
		return "Invalid parameters";
	case ENOSYS:
		return "Kernel does not have module support";
	}
	return strerror(err);
}

/* The whole of a compressed module, expanded; NULL after a message. */
static void *
inflate_module(int fd, const char *path, size_t *len)
{
	struct gz *z = gz_open_read_flags(fd, path, GZ_F_ANY);
	size_t cap = 1 << 20, n = 0;
	char *buf = xmalloc(cap);
	ssize_t k;

	if (!z) {
		free(buf);
		return NULL;
	}
	while ((k = gz_read(z, buf + n, cap - n)) > 0) {
		n += k;
		if (n == cap)
			buf = xrealloc(buf, cap *= 2, 1);
	}
	gz_close(z);
	if (k < 0) {
		free(buf);
		return NULL;
	}
	*len = n;
	return buf;
}

/*
 * Load the module in path with params. Returns 0, or an errno: -1 when
 * the file itself could not be read (after a message).
 */
static int
load_file(const char *path, const char *params)
{
	unsigned char m[6] = { 0 };
	void *image = NULL;
	size_t len = 0;
	int fd, r, err;
	bool packed;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if (pread(fd, m, sizeof(m), 0) < 0) {
		err = errno;
		close(fd);
		errno = err;
		return -1;
	}
	packed = gz_known(m, sizeof(m), GZ_F_ANY);
	if (!packed) {
		r = syscall(SYS_finit_module, fd, params, 0);
		if (r == 0 || errno != ENOSYS) {
			err = r ? errno : 0;
			close(fd);
			return err;
		}
		/* no finit_module: read it ourselves */
	}
	if (packed) {
		image = inflate_module(fd, path, &len);
		close(fd);
		if (!image)
			return -2;
	} else {
		struct stat st;

		xfstat(fd, &st, path);
		len = st.st_size;
		image = xmalloc(len ? len : 1);
		if ((size_t)read_full(fd, image, len) != len) {
			err = errno ? errno : EIO;
			close(fd);
			free(image);
			errno = err;
			return -1;
		}
		close(fd);
	}
	r = syscall(SYS_init_module, image, len, params);
	err = r ? errno : 0;
	free(image);
	return err;
}

/* "MODULE", "path/to/module.ko.gz" -> "module", with - made _ */
static char *
mod_name(const char *s)
{
	char *n = xstrdup(base_name(s)), *p;

	if ((p = strstr(n, ".ko")) && (!p[3] || p[3] == '.'))
		*p = 0;
	for (p = n; *p; p++)
		if (*p == '-')
			*p = '_';
	return n;
}

static bool
mod_loaded(const char *name)
{
	char *p = xasprintf("/sys/module/%s/initstate", name);
	bool r = access(p, F_OK) == 0;

	free(p);
	return r;
}

static int
mod_refcnt(const char *name)
{
	char *p = xasprintf("/sys/module/%s/refcnt", name);
	FILE *f = fopen(p, "re");
	int n = -1;

	free(p);
	if (f) {
		if (fscanf(f, "%d", &n) != 1)
			n = -1;
		fclose(f);
	}
	return n;
}

/* Parameters joined by spaces, as the kernel takes them. */
static char *
join_params(char **argv)
{
	size_t n = 1;
	char **p, *s;

	for (p = argv; *p; p++)
		n += strlen(*p) + 1;
	s = xzalloc(n);
	for (p = argv; *p; p++) {
		if (p != argv)
			strcat(s, " ");
		strcat(s, *p);
	}
	return s;
}

/* ---- insmod, rmmod, lsmod ---- */

int
insmod_main(int argc, char **argv)
{
	struct opts o;
	char *params;
	int r;

	(void)argc;
	argv = getopts(&o, OPTS_insmod, argv);
	params = join_params(argv + 1);
	r = load_file(argv[0], params);
	if (r == -1)	// (-2: inflate has said what was wrong)
		error_msg("ERROR: could not load module %s: %s", argv[0],
		    strerror(errno));
	else if (r > 0)
		error_msg("ERROR: could not insert module %s: %s", argv[0],
		    mod_error(r));
	free(params);
	return r ? 1 : 0;
}

int
rmmod_main(int argc, char **argv)
{
	struct opts o;
	unsigned flags;
	char *name, *show, *p;

	(void)argc;
	argv = getopts(&o, OPTS_rmmod, argv);
	flags = (OPT(&o, F_w) ? 0 : O_NONBLOCK) | (OPT(&o, F_f) ? O_TRUNC : 0);
	for (; *argv; argv++) {
		name = mod_name(*argv);
		if (!mod_loaded(name)) {
			/* kmod's wording, which names a path as given */
			show = xstrdup(*argv);
			show[strlen(show) - strlen(base_name(show))] = 0;
			p = xasprintf("%s%s", show, name);
			free(show);
			show = xasprintf("/sys/module/%s", name);
			if (access(show, F_OK) == 0)
				error_msg("ERROR: Module %s is builtin.", p);
			else
				error_msg("ERROR: Module %s is not currently "
				    "loaded", p);
			free(show);
			free(p);
		} else if (syscall(SYS_delete_module, name, flags) < 0) {
			if (errno == ENOENT)
				error_msg("ERROR: Module %s is not currently "
				    "loaded", name);
			else if (errno == EWOULDBLOCK || errno == EBUSY)
				error_msg("ERROR: Module %s is in use", name);
			else
				error_msg("ERROR: could not remove module %s: "
				    "%s", name, strerror(errno));
		}
		free(name);
	}
	return exit_status;
}

/* /proc/modules: "name size refcount holders, state address" */
int
lsmod_main(int argc, char **argv)
{
	FILE *f = fopen("/proc/modules", "re");
	char *line = NULL, *w[4], *save;
	size_t cap = 0, n;
	struct opts o;
	int i;

	(void)argc;
	getopts(&o, OPTS_lsmod, argv);
	if (!f)
		perror_exit("/proc/modules");
	printf("Module                  Size  Used by\n");
	while (getline(&line, &cap, f) > 0) {
		w[0] = strtok_r(line, " \n", &save);
		for (i = 1; i < 4 && w[i - 1]; i++)
			w[i] = strtok_r(NULL, " \n", &save);
		if (!w[0] || !w[1] || !w[2])
			continue;
		printf("%-19s %8s  %s", w[0], w[1], w[2]);
		if (w[3] && strcmp(w[3], "-")) {
			n = strlen(w[3]);
			if (n && w[3][n - 1] == ',')
				w[3][n - 1] = 0;
			printf(" %s", w[3]);
		}
		putchar('\n');
	}
	free(line);
	fclose(f);
	return 0;
}

/* ---- modprobe ---- */

enum { C_ALIAS, C_OPTIONS, C_SOFTDEP, C_BLACKLIST, C_INSTALL, C_REMOVE };

struct mconf {
	struct mconf	*next;
	int		kind;
	char		*name, *val;
};

struct mp {
	struct opts	o;
	char		*dir;		/* ROOT/lib/modules/VERSION */
	const char	*root;
	struct mconf	*conf, **tail;
	char		**done;
	int		ndone;
};

static const char *const conf_words[] = {
	"alias", "options", "softdep", "blacklist", "install", "remove"
};

/* One file of modprobe.d lines (or modules.softdep); # starts a comment */
static void
read_conf(struct mp *m, const char *path)
{
	FILE *f = fopen(path, "re");
	char *line = NULL, *p, *w, *name, *save;
	size_t cap = 0;
	struct mconf *c;
	unsigned k;

	if (!f)
		return;
	while (getline(&line, &cap, f) > 0) {
		if ((p = strchr(line, '#')))
			*p = 0;
		if (!(w = strtok_r(line, " \t\n", &save)) ||
		    !(name = strtok_r(NULL, " \t\n", &save)))
			continue;
		for (k = 0; k < ARRAY_SIZE(conf_words); k++)
			if (!strcmp(w, conf_words[k]))
				break;
		if (k == ARRAY_SIZE(conf_words))
			continue;	/* unknown words are ignored, as kmod */
		p = strtok_r(NULL, "\n", &save);
		while (p && (*p == ' ' || *p == '\t'))
			p++;
		if (k != C_BLACKLIST && (!p || !*p))
			continue;
		c = xzalloc(sizeof(*c));
		c->kind = k;
		c->name = k == C_ALIAS ? xstrdup(name) : mod_name(name);
		c->val = xstrdup(p ? p : "");
		if (k == C_ALIAS) {
			free(c->val);
			c->val = mod_name(strtok_r(p, " \t", &save));
		}
		*m->tail = c;
		m->tail = &c->next;
	}
	free(line);
	fclose(f);
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(a, b);
}

/*
 * The *.conf files of the three directories in name order; a name in an
 * earlier directory hides the same name in a later one.
 */
static void
read_confs(struct mp *m)
{
	static const char *const dirs[] = {
		"/etc/modprobe.d", "/run/modprobe.d", "/lib/modprobe.d"
	};
	char **names = NULL, *d, *p;
	size_t n = 0, i, j, len;
	struct dirent *e;
	DIR *dp;

	for (i = 0; i < ARRAY_SIZE(dirs); i++) {
		d = xasprintf("%s%s", m->root, dirs[i]);
		if ((dp = opendir(d))) {
			while ((e = readdir(dp))) {
				len = strlen(e->d_name);
				if (len < 6 || strcmp(e->d_name + len - 5,
				    ".conf"))
					continue;
				for (j = 0; j < n; j++)
					if (!strcmp(base_name(names[j]),
					    e->d_name))
						break;
				if (j < n)
					continue;
				names = xrealloc(names, n + 1, sizeof(*names));
				names[n++] = join_path(d, e->d_name);
			}
			closedir(dp);
		}
		free(d);
	}
	/* by file name, whatever the directory */
	for (i = 0; i < n; i++) {
		p = names[i];
		names[i] = xasprintf("%s/%s", base_name(p), p);
		free(p);
	}
	sort_ptrs((void **)names, n, NULL, cmp_str);
	for (i = 0; i < n; i++) {
		read_conf(m, strchr(names[i], '/') + 1);
		free(names[i]);
	}
	free(names);
	p = join_path(m->dir, "modules.softdep");
	read_conf(m, p);
	free(p);
}

static struct mconf *
conf_find(struct mp *m, int kind, const char *name, struct mconf *from)
{
	struct mconf *c = from ? from->next : m->conf;

	for (; c; c = c->next)
		if (c->kind == kind && !strcmp(c->name, name))
			return c;
	return NULL;
}

/* modules.dep's line for name, split: [0] the file, then its needs */
static char **
dep_lookup(struct mp *m, const char *name)
{
	char *path = join_path(m->dir, "modules.dep");
	FILE *f = fopen(path, "re");
	char *line = NULL, *p, *n, **v = NULL, *save;
	size_t cap = 0, k = 0;

	if (!f)
		perror_exit("%s", path);
	free(path);
	while (!v && getline(&line, &cap, f) > 0) {
		if (!(p = strchr(line, ':')))
			continue;
		*p = 0;
		n = mod_name(line);
		if (!strcmp(n, name)) {
			*p = ' ';
			for (p = strtok_r(line, " \t\n", &save); p;
			    p = strtok_r(NULL, " \t\n", &save)) {
				v = xrealloc(v, k + 2, sizeof(*v));
				v[k++] = xstrdup(p);
			}
			/* a line of blanks before its ':' names nothing */
			if (v)
				v[k] = NULL;
		}
		free(n);
	}
	free(line);
	fclose(f);
	return v;
}

static void
free_vec(char **v)
{
	for (char **p = v; p && *p; p++)
		free(*p);
	free(v);
}

static bool
is_builtin(struct mp *m, const char *name)
{
	char *path = join_path(m->dir, "modules.builtin");
	FILE *f = fopen(path, "re");
	char *line = NULL, *n;
	size_t cap = 0;
	bool found = false;

	free(path);
	if (!f)
		return false;
	while (!found && getline(&line, &cap, f) > 0) {
		line[strcspn(line, "\n")] = 0;
		n = mod_name(line);
		found = !strcmp(n, name);
		free(n);
	}
	free(line);
	fclose(f);
	return found;
}

static void
vec_add(char ***v, size_t *n, const char *s)
{
	for (size_t i = 0; i < *n; i++)
		if (!strcmp((*v)[i], s))
			return;
	*v = xrealloc(*v, *n + 2, sizeof(**v));
	(*v)[(*n)++] = xstrdup(s);
	(*v)[*n] = NULL;
}

/* The modules an alias names: modprobe.d's first, then modules.alias. */
static char **
alias_lookup(struct mp *m, const char *name)
{
	char **v = NULL, *path, *line = NULL, *w, *pat, *mod, *save;
	struct mconf *c;
	size_t n = 0, cap = 0;
	FILE *f;

	for (c = m->conf; c; c = c->next)
		if (c->kind == C_ALIAS && !fnmatch(c->name, name, 0))
			vec_add(&v, &n, c->val);
	if (v)
		return v;
	path = join_path(m->dir, "modules.alias");
	f = fopen(path, "re");
	free(path);
	while (f && getline(&line, &cap, f) > 0) {
		if (!(w = strtok_r(line, " \t\n", &save)) ||
		    strcmp(w, "alias") ||
		    !(pat = strtok_r(NULL, " \t\n", &save)) ||
		    !(mod = strtok_r(NULL, " \t\n", &save)) ||
		    fnmatch(pat, name, 0))
			continue;
		mod = mod_name(mod);
		if (!conf_find(m, C_BLACKLIST, mod, NULL))
			vec_add(&v, &n, mod);
		free(mod);
	}
	free(line);
	if (f)
		fclose(f);
	return v;
}

/* The options modprobe.d gives name, then extra, as one string. */
static char *
mod_options(struct mp *m, const char *name, const char *extra)
{
	struct mconf *c = NULL;
	char *s = xstrdup(""), *t;

	while ((c = conf_find(m, C_OPTIONS, name, c))) {
		t = xasprintf("%s%s%s", s, *s ? " " : "", c->val);
		free(s);
		s = t;
	}
	if (extra && *extra) {
		t = xasprintf("%s%s%s", s, *s ? " " : "", extra);
		free(s);
		s = t;
	}
	return s;
}

static bool
mark_done(struct mp *m, const char *name)
{
	for (int i = 0; i < m->ndone; i++)
		if (!strcmp(m->done[i], name))
			return false;
	m->done = xrealloc(m->done, m->ndone + 1, sizeof(*m->done));
	m->done[m->ndone++] = xstrdup(name);
	return true;
}

/* install and remove commands run by sh -c, as kmod runs them */
static int
run_command(struct mp *m, const char *what, const char *name,
    const char *cmd)
{
	pid_t pid;
	int st;

	if (OPT(&m->o, F_v))
		printf("%s %s\n", what, cmd);
	if (OPT(&m->o, F_n))
		return 0;
	fflush(stdout);
	if ((pid = xfork()) == 0) {
		setenv("MODPROBE_MODULE", name, 1);
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st)) {
		error_msg("ERROR: Error running %s command for %s", what, name);
		return -1;
	}
	return 0;
}

static int insert_name(struct mp *m, const char *arg, const char *extra,
    bool quiet);

/* softdep NAME pre: A B post: C: load those of one side, errors aside */
static void
softdeps(struct mp *m, const char *name, bool post)
{
	struct mconf *c = NULL;
	char *v, *w, *save;
	bool on;

	while ((c = conf_find(m, C_SOFTDEP, name, c))) {
		v = xstrdup(c->val);
		on = false;
		for (w = strtok_r(v, " \t", &save); w;
		    w = strtok_r(NULL, " \t", &save)) {
			if (!strcmp(w, "pre:") || !strcmp(w, "post:"))
				on = (w[1] == 'o') == post;
			else if (on)
				insert_name(m, w, NULL, true);
		}
		free(v);
	}
}

/* insmod one file of modules.dep; EEXIST (a race) is success */
static int
insert_file(struct mp *m, const char *name, const char *file,
    const char *extra)
{
	char *path = *file == '/' ? xasprintf("%s%s", m->root, file) :
	    join_path(m->dir, file);
	char *params = mod_options(m, name, extra);
	int r = 0;

	if (OPT(&m->o, F_v))
		printf("insmod %s %s\n", path, params);
	if (!OPT(&m->o, F_n)) {
		fflush(stdout);
		r = load_file(path, params);
		if (r == -1)
			error_msg("ERROR: could not load module %s: %s", path,
			    strerror(errno));
		else if (r > 0 && r != EEXIST)
			error_msg("ERROR: could not insert '%s': %s", name,
			    mod_error(r));
		else
			r = 0;
	}
	free(path);
	free(params);
	return r ? -1 : 0;
}

/* Load module name (a real module name) and what it needs. */
static int
insert_mod(struct mp *m, const char *name, const char *extra, bool quiet,
    const char *shown)
{
	struct mconf *c;
	char **dep, *n;
	int r = 0, i;

	if (!mark_done(m, name))
		return 0;
	if ((c = conf_find(m, C_INSTALL, name, NULL)))
		return run_command(m, "install", name, c->val);
	if (!(dep = dep_lookup(m, name))) {
		if (is_builtin(m, name))
			return 0;
		if (!quiet && !OPT(&m->o, F_q))
			error_msg("FATAL: Module %s not found in directory %s",
			    shown ? shown : name, m->dir);
		return -1;
	}
	if (mod_loaded(name))
		goto out;
	softdeps(m, name, false);
	for (i = 1; dep[i]; i++)
		;
	while (--i > 0 && r == 0) {
		n = mod_name(dep[i]);
		if (!mod_loaded(n) && mark_done(m, n))
			r = insert_file(m, n, dep[i], NULL);
		free(n);
	}
	if (r == 0)
		r = insert_file(m, name, dep[0], extra);
	if (r == 0)
		softdeps(m, name, true);
out:
	free_vec(dep);
	return r;
}

/* A name or an alias; every module an alias names is loaded. */
static int
insert_name(struct mp *m, const char *arg, const char *extra, bool quiet)
{
	char *name = mod_name(arg), **al;
	int r = 0;

	if (conf_find(m, C_INSTALL, name, NULL) || is_builtin(m, name) ||
	    !(al = alias_lookup(m, arg))) {
		r = insert_mod(m, name, extra, quiet, arg);
	} else {
		for (char **p = al; *p; p++)
			if (insert_mod(m, *p, extra, quiet, NULL) < 0)
				r = -1;
		free_vec(al);
	}
	free(name);
	return r;
}

static int
remove_one(struct mp *m, const char *name, bool quiet)
{
	if (OPT(&m->o, F_v))
		printf("rmmod %s\n", name);
	if (OPT(&m->o, F_n))
		return 0;
	if (syscall(SYS_delete_module, name, O_NONBLOCK) == 0)
		return 0;
	if (!quiet) {
		if (errno == EWOULDBLOCK || errno == EBUSY)
			error_msg("FATAL: Module %s is in use.", name);
		else
			error_msg("FATAL: could not remove '%s': %s", name,
			    strerror(errno));
	}
	return -1;
}

/* -r: the module, then the modules it needed that nothing else uses */
static int
remove_mod(struct mp *m, const char *arg)
{
	char *name = mod_name(arg), **dep = NULL, **al = NULL, *n;
	struct mconf *c;
	int r = -1, i;

	if ((c = conf_find(m, C_REMOVE, name, NULL))) {
		r = run_command(m, "remove", name, c->val);
		goto out;
	}
	if (!(dep = dep_lookup(m, name)) && (al = alias_lookup(m, arg)) &&
	    al[0] && !al[1]) {
		free(name);
		name = xstrdup(al[0]);
		dep = dep_lookup(m, name);
	}
	if (!dep) {
		if (is_builtin(m, name))
			error_msg("FATAL: Module %s is builtin.", name);
		else if (!OPT(&m->o, F_q))
			error_msg("FATAL: Module %s not found in directory %s",
			    name, m->dir);
		goto out;
	}
	if (!OPT(&m->o, F_n) && !mod_loaded(name)) {
		error_msg("FATAL: Module %s is not currently loaded", name);
		goto out;
	}
	if ((r = remove_one(m, name, false)) < 0)
		goto out;
	for (i = 1; dep[i]; i++) {
		n = mod_name(dep[i]);
		if (mod_loaded(n) && mod_refcnt(n) == 0)
			remove_one(m, n, true);
		free(n);
	}
out:
	free_vec(dep);
	free_vec(al);
	free(name);
	return r;
}

int
modprobe_main(int argc, char **argv)
{
	struct mp *m = xzalloc(sizeof(*m));
	struct utsname u;
	const char *ver;
	char *extra;
	int r = 0;

	(void)argc;
	argv = getopts(&m->o, OPTS_modprobe, argv);
	if (!*argv)
		usage_exit("ERROR: missing parameters");
	m->root = OPT(&m->o, F_d) ? m->o.arg[S_d].s : "";
	if (OPT(&m->o, F_S)) {
		ver = m->o.arg[S_S].s;
	} else {
		if (uname(&u) < 0)
			perror_exit("uname");
		ver = u.release;
	}
	m->dir = xasprintf("%s/lib/modules/%s", m->root, ver);
	m->tail = &m->conf;
	read_confs(m);
	if (OPT(&m->o, F_r) || OPT(&m->o, F_a)) {
		for (; *argv; argv++)
			if ((OPT(&m->o, F_r) ? remove_mod(m, *argv) :
			    insert_name(m, *argv, NULL, false)) < 0)
				r = 1;
	} else {
		extra = join_params(argv + 1);
		r = insert_name(m, argv[0], extra, false) < 0;
		free(extra);
	}
	return r;
}
