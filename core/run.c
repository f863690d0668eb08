/*
 * run.c - run_applet(): the one way an applet is started
 *
 * Used by main(), sh and xargs. It answers --help, sets the
 * applet's name and usage for messages, resets the sticky exit status,
 * calls the main and leaves through xexit(), which flushes and checks
 * stdout. When die_jmp is set (the shell running an applet in-process),
 * xexit() comes back here by longjmp instead of ending the process.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

/*
 * A set-user-ID rootbox: only the applets made for it (su, passwd; id,
 * which reports the ids it has) keep the privileges; every other one,
 * and --install, runs as its caller. (Ids that differ for another reason
 * look the same to a process: those go too.)
 */
void
drop_suid(void)
{
	static bool done;	/* then the ids stay equal: once a process */

	if (done)
		return;
	done = true;
	if ((getuid() != geteuid() || getgid() != getegid()) &&
	    (setgid(getgid()) < 0 || setuid(getuid()) < 0 ||
	    geteuid() != getuid() || getegid() != getgid()))
		perror_exit("cannot drop privileges");
}

int
run_applet(const struct applet *a, char **argv)
{
	int argc = 0;

	applet_name = a->name;
	applet_usage = applet_usages[a - applets];
	applet_usage_exit = a->usage_exit;
	exit_status = 0;
	while (argv[argc])
		argc++;
	/*
	 * --help is an ordinary argument to test (nohelp), and to every
	 * applet the shell runs in its process, as to a shell builtin.
	 */
	if (argc > 1 && !strcmp(argv[1], "--help") && !die_jmp &&
	    !(a->flags & AF_NOHELP)) {
		show_usage(stdout, true);
		xexit(0);
	}
	if (!(a->flags & AF_SUID))
		drop_suid();
	if ((a->flags & AF_ROOT) && geteuid() != 0)
		error_exit("must be root");
	xexit(a->main(argc, argv));
}

/* the running binary (libbb.h) */
const char *
self_exe(void)
{
#ifdef ROOTBOX_VALGRIND
	/* where Valgrind runs this (a copy run by path is not) */
	const char *s = getenv("ROOTBOX_SELF");
	char buf[256];
	ssize_t n = readlink("/proc/self/exe", buf, sizeof(buf) - 1);

	if (s && *s && n > 0 && (buf[n] = 0, strstr(buf, "/memcheck-")))
		return s;
#endif
	return "/proc/self/exe";
}

/*
 * The applet to run for a PATH search's find, when that file is this very
 * binary (a link to rootbox): sh, xargs and env then call it in the
 * (forked) process instead of a new execve. NULL for any other program,
 * and for an applet that must start from nothing (AF_EXEC: sh, whose
 * state a shell's child would otherwise inherit).
 */
const struct applet *
applet_at(const char *path, const char *name)
{
	static dev_t dev;
	static ino_t ino;
	static bool known;
	const struct applet *a;
	struct stat st;

	if (!known) {
		if (stat(self_exe(), &st))
			return NULL;
		dev = st.st_dev;
		ino = st.st_ino;
		known = true;
	}
	if (stat(path, &st) || st.st_dev != dev || st.st_ino != ino)
		return NULL;
	a = find_applet(name);
	return a && !(a->flags & AF_EXEC) ? a : NULL;
}

/*
 * The file execvp(3) would run for name: name itself when it holds a
 * slash, else the first regular file we may execute in a directory of
 * $PATH (unset: /bin:/usr/bin). Allocated; NULL with errno EACCES when
 * only files we may not execute were found, ENOENT when none.
 */
char *
find_exec(const char *name)
{
	const char *p = getenv("PATH"), *e;
	struct stat st;
	int err = ENOENT;
	char *f;

	if (strchr(name, '/'))
		return xstrdup(name);
	if (!p)
		p = "/bin:/usr/bin";
	for (;; p = e + 1) {
		e = strchrnul(p, ':');
		f = e > p ? xasprintf("%.*s/%s", (int)(e - p), p, name) :
		    xstrdup(name);
		if (!stat(f, &st)) {
			if (S_ISREG(st.st_mode) && !access(f, X_OK))
				return f;
			err = EACCES;
		}
		free(f);
		if (!*e)
			break;
	}
	errno = err;
	return NULL;
}

/*
 * Run argv in place of this process, as execvp(3) would: one of our
 * applets is called directly (after closing cloexec, when not -1, as the
 * execve would have), a script without "#!" goes to /bin/sh. Returns
 * only when it could not, with errno (ENOENT: not found).
 */
int
exec_command(char **argv, int cloexec)
{
	const struct applet *a;
	char *path = find_exec(argv[0]), **v;
	int n = 0;

	if (!path)
		return -1;
	if ((a = applet_at(path, base_name(argv[0])))) {
		free(path);
		if (cloexec >= 0)
			close(cloexec);
		run_applet(a, argv);
	}
	execv(path, argv);
	if (errno == ENOEXEC) {
		while (argv[n])
			n++;
		v = xmalloc((n + 2) * sizeof(*v));
		v[0] = "sh";
		v[1] = path;
		memcpy(v + 2, argv + 1, n * sizeof(*v));
		execv("/bin/sh", v);
		errno = ENOEXEC;
	}
	return -1;
}
