/*
 * exec.c - finding commands and starting them: the search order, the
 * remembered-location table, our own applets, execve and ENOEXEC
 *
 * POSIX.1-2024 XCU 2.9.1.4 (Command Search and Execution): special
 * builtins, then functions, then regular builtins, then PATH. Applets
 * marked nofork (echo, printf, test, true, false: builtins in other
 * shells too) count as regular builtins and run in the shell's process;
 * any other applet is found through PATH. When a PATH search finds a
 * file that is this very binary (a link to rootbox), the child calls the
 * applet directly instead of a new execve. A file that execve refuses
 * with ENOEXEC is a script without "#!": a new shell runs it.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"

static const char defpath[] = "/usr/sbin:/usr/bin:/sbin:/bin";
const char *lookup_path;	/* FC_NOHASH: the PATH of an assignment */

/* ---- PATH search -------------------------------------------------- */

/*
 * The first DIR/name in pathvar that is a regular file we may open with
 * amode (X_OK for commands, R_OK for the dot builtin); NULL with errno
 * EACCES when one exists without permission (or, for X_OK, is a
 * directory), ENOENT when none does.
 */
char *
find_path(const char *name, const char *pathvar, int amode)
{
	const char *p = pathvar ? pathvar : defpath, *e;
	size_t nl = strlen(name), dl;
	struct stat st;
	char *buf;
	int err = ENOENT;
	bool there;

	for (;;) {
		e = strchrnul(p, ':');
		dl = e - p;
		buf = stalloc(dl + nl + 2);
		if (dl) {
			memcpy(buf, p, dl);
			buf[dl++] = '/';
		}
		memcpy(buf + dl, name, nl + 1);
		there = stat(buf, &st) == 0;
		if (there && S_ISREG(st.st_mode)) {
			if (access(buf, amode) == 0)
				return buf;
			err = EACCES;
		} else if (there && amode == X_OK && S_ISDIR(st.st_mode)) {
			err = EACCES;	/* as execve says (dash) */
		}
		if (!*e)
			break;
		p = e + 1;
	}
	errno = err;
	return NULL;
}

/* ---- the remembered locations ------------------------------------ */

struct hentry {
	struct hentry		*next;
	char			*name, *path;
	const struct applet	*applet;
};

#define NHASH	64
static struct hentry *htab[NHASH];

static struct hentry **
hslot(const char *name)
{
	struct hentry **e;

	for (e = &htab[str_hash(name, strlen(name)) % NHASH]; *e;
	    e = &(*e)->next)
		if (!strcmp((*e)->name, name))
			break;
	return e;
}

void
hash_clear(void)
{
	struct hentry *e;
	int i;

	for (i = 0; i < NHASH; i++)
		while ((e = htab[i])) {
			htab[i] = e->next;
			free(e->name);
			free(e->path);
			free(e);
		}
}

/* Is path this binary? Then its applet of that name runs without exec. */
static const struct applet *
our_applet(const char *path, const char *name)
{
	const struct applet *a;

	/* a new shell starts from nothing: applet_at leaves it to exec */
	a = ENABLE_SH_APPLETS ? applet_at(path, name) : NULL;
	return a;
}

bool
find_command(const char *name, struct cmdentry *e, int flags)
{
	const struct builtin *bi;
	const struct applet *a;
	const struct known *k;
	struct hentry **h, *he;
	char *path;

	memset(e, 0, sizeof(*e));
	if (strchr(name, '/')) {
		e->kind = CK_PATH;
		e->path = (char *)name;
		return true;
	}
	k = known_name(name);
	bi = k->bi;
	if (bi && (bi->flags & BI_SPECIAL)) {
		e->kind = CK_SPECIAL;
		e->bi = bi;
		return true;
	}
	if (!(flags & FC_NOFUNC) && (e->func = func_find(name))) {
		e->kind = CK_FUNC;
		return true;
	}
	if (bi) {
		e->kind = CK_BUILTIN;
		e->bi = bi;
		return true;
	}
	a = k->applet;
	if (a && (a->flags & AF_NOFORK)) {
		e->kind = CK_APPLET;
		e->applet = a;
		return true;
	}
	e->kind = CK_PATH;
	if (flags & (FC_DEFPATH | FC_NOHASH)) {
		e->path = find_path(name, (flags & FC_DEFPATH) ? defpath :
		    lookup_path, X_OK);
		if (e->path)
			e->applet = our_applet(e->path, name);
		return e->path != NULL;
	}
	h = hslot(name);
	if ((he = *h)) {
		if (access(he->path, X_OK) == 0) {
			/* the link to us may have been replaced by a file */
			if (he->applet)
				he->applet = our_applet(he->path, name);
			e->path = he->path;
			e->applet = he->applet;
			return true;
		}
		/* POSIX 2.9.1.4: a remembered location that fails is
		 * searched for again */
		*h = he->next;
		free(he->name);
		free(he->path);
		free(he);
	}
	path = find_path(name, var_get("PATH"), X_OK);
	if (!path)
		return false;
	he = xzalloc(sizeof(*he));
	he->name = xstrdup(name);
	he->path = xstrdup(path);
	he->applet = our_applet(path, name);
	*h = he;
	e->path = he->path;
	e->applet = he->applet;
	return true;
}

/* ---- exec ---------------------------------------------------------- */

/* why a PATH search failed: dash names a file we may not run */
const char *
not_found(int err)
{
	return err == EACCES ? strerror(err) : "not found";
}

/*
 * POSIX 2.9.1.6 lets the shell refuse a file that is not a text file
 * instead of running it as a script. A NUL byte in the first line marks
 * a binary (one for another machine, say): read as commands it would run
 * garbage. dash and bash refuse such files too, with status 126.
 */
static bool
is_binary(const char *path)
{
	char buf[256], *nl;
	ssize_t n;
	int fd;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return false;
	n = read(fd, buf, sizeof(buf));
	close(fd);
	if (n <= 0)
		return false;
	if ((nl = memchr(buf, '\n', n)))
		n = nl - buf;
	return memchr(buf, 0, n) != NULL;
}

/* A script without "#!": run it with a new shell, our own binary. */
static void
exec_script(char **argv, char **env, const char *path)
{
	int n = 0;
	char **nv;

	if (is_binary(path)) {
		errno = ENOEXEC;
		return;
	}
	while (argv[n])
		n++;
	nv = stalloc(sizeof(*nv) * (n + 2));
	nv[0] = "sh";
	nv[1] = (char *)path;
	memcpy(nv + 2, argv + 1, sizeof(*nv) * n);
	execve(self_exe(), nv, env);
	execve("/bin/sh", nv, env);
}

/* the message and status of a failed execve; who is "exec: " or "" */
static int
exec_failed(const char *who, const char *name, int err)
{
	if (err == ENOENT || err == ENOTDIR) {
		sh_warn("%s%s: not found", who, name);
		return 127;
	}
	sh_warn("%s%s: %s", who, name, strerror(err));
	return 126;
}

NORETURN void
shell_exec(char **argv, char **env, const struct cmdentry *e,
    const char *who)
{
	extern char **environ;
	int err;

	if (e->applet) {
		environ = env;
		close_shell_fds();
		run_applet(e->applet, argv);
	}
	execve(e->path, argv, env);
	err = errno;
	if (err == ENOEXEC) {
		exec_script(argv, env, e->path);
		err = errno;
	}
	sh_exit(exec_failed(who, argv[0], err));
}

/*
 * An external command of a shell that goes on: vfork, so that the child
 * borrows the shell's memory until its execve instead of copying the page
 * tables and then, page by page, whatever either side writes (dash does
 * the same). The child makes system calls only: every signal is blocked
 * across the vfork, so no handler runs in the borrowed memory; the child
 * puts the signals the shell catches back to the default, restores the
 * mask and execs. execve's error comes back through a close-on-exec pipe,
 * not the borrowed memory: where vfork is a plain fork (qemu-user, which
 * runs a foreign board's /bin/sh in a chroot) a variable the child sets
 * never reaches the parent, and ENOEXEC and the error messages were lost.
 * The pipe costs a few system calls next to the fork and exec. The
 * status, or -1 for ENOEXEC: a script without "#!" needs a forked shell.
 */
int
vfork_exec(char **argv, char **env, const char *path,
    const struct node *cmd)
{
	struct job *j = job_new(1, false);
	sigset_t all, old;
	int verr = 0, p[2];
	pid_t pid;
	ssize_t n;
	int st;

	fflush(stdout);
	fflush(stderr);
	if (pipe2(p, O_CLOEXEC))
		sh_error("Pipe call failed");
	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, &old);
	pid = vfork();
	if (pid == 0) {
		int e;

		job_child(j);
		trap_default_child();
		sigprocmask(SIG_SETMASK, &old, NULL);
		execve(path, argv, env);
		e = errno;
		write(p[1], &e, sizeof(e));
		_exit(e == ENOENT || e == ENOTDIR ? 127 : 126);
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	close(p[1]);
	if (pid < 0) {
		close(p[0]);
		job_wait(j, NULL);
		sh_error("Cannot fork");
	}
	/* end of file: the execve worked (the pipe closed with it) */
	do
		n = read(p[0], &verr, sizeof(verr));
	while (n < 0 && errno == EINTR);
	close(p[0]);
	if (n != sizeof(verr))
		verr = 0;
	job_proc(j, pid, cmd);
	st = job_wait(j, NULL);
	if (!verr)
		return st;
	return verr == ENOEXEC ? -1 : exec_failed("", argv[0], verr);
}

/* ---- hash, type, command ------------------------------------------ */

int
bi_hash(int argc, char **argv)
{
	struct cmdentry ce;
	struct hentry *e;
	struct bopts o;
	int i, st = 0;

	if (!(argv = bi_options(argv, "r", &o, 0)))
		return 2;
	if (o.seen['r']) {	/* dash: -r forgets all, operands too */
		hash_clear();
		return 0;
	}
	if (!*argv) {
		for (i = 0; i < NHASH; i++)
			for (e = htab[i]; e; e = e->next)
				puts(e->path);
		return 0;
	}
	/* a function or builtin needs no remembering: no error */
	for (; *argv; argv++) {
		if (!find_command(*argv, &ce, 0)) {
			sh_warn("hash: %s: %s", *argv, not_found(errno));
			st = 1;
		}
	}
	return st;
}

/*
 * type NAME and command -V: verbose; command -v: terse; fcflags is
 * FC_DEFPATH for command -p, whose search POSIX has use the default PATH
 */
static int
describe(const char *name, bool verbose, int fcflags)
{
	struct cmdentry ce;
	const char *val;
	bool hashed = !fcflags && !strchr(name, '/') && *hslot(name);
	struct stat st;

	if (is_keyword(name)) {
		if (verbose)
			printf("%s is a shell keyword\n", name);
		else
			puts(name);
		return 0;
	}
	if (alias_find(name, &val)) {
		if (verbose) {
			printf("%s is an alias for %s\n", name, val);
		} else {
			printf("alias %s=", name);
			print_quoted(val);
			putchar('\n');
		}
		return 0;
	}
	if (!find_command(name, &ce, fcflags) ||
	    (ce.kind == CK_PATH && strchr(name, '/') && stat(name, &st))) {
		if (verbose)
			printf("%s: not found\n", name);
		return 127;
	}
	if (!verbose) {
		puts(ce.kind == CK_PATH ? ce.path : name);
		return 0;
	}
	switch (ce.kind) {
	case CK_SPECIAL:
		printf("%s is a special shell builtin\n", name);
		break;
	case CK_FUNC:
		printf("%s is a shell function\n", name);
		break;
	case CK_BUILTIN:
	case CK_APPLET:
		printf("%s is a shell builtin\n", name);
		break;
	default:
		if (!hashed)
			printf("%s is %s\n", name, ce.path);
		else
			printf("%s is a tracked alias for %s\n", name, ce.path);
	}
	return 0;
}

int
bi_type(int argc, char **argv)
{
	int i, st = 0;

	for (i = 1; i < argc; i++)
		if (describe(argv[i], true, 0))
			st = 127;
	return st;
}

int
bi_command(int argc, char **argv)
{
	struct bopts o;

	if (!(argv = bi_options(argv, "pvV", &o, 0)))
		return 2;
	if (!*argv || !(o.seen['v'] || o.seen['V']))
		return 0;
	/* -V wins, as dash */
	return describe(*argv, o.seen['V'], o.seen['p'] ? FC_DEFPATH : 0);
}
