/*
 * pidof - the process ids of running programs
 *
 * procps-ng 4's pidof: a process is PROGRAM's when the base name of its
 * argv[0] is PROGRAM, or argv[0] is PROGRAM itself (a path), or it has no
 * arguments (a kernel thread) and its command name is PROGRAM; with -x,
 * also when argv[1] or its base name is PROGRAM (a script run by its
 * interpreter, whose command name it then is), or PROGRAM is a path and
 * the process's /proc/PID/exe. The ids come newest /proc entry first,
 * separated by spaces, on one line; the status is 0 when some were
 * found, else 1. Not here: -c, -n, -t, -w, -S.
 *
 * applet: pidof bin linux
 * opts: s(single-shot)x(scripts)q(quiet)o*(omit-pid)
 * usage: pidof [-sxq] [-o PID]... PROGRAM...
 *
 *	Print the process ids of each PROGRAM.
 *
 *	-s, --single-shot	Only one id
 *	-x, --scripts	Also scripts run by an interpreter
 *	-q, --quiet	Print nothing, only set the exit status
 *	-o, --omit-pid PID	Leave out PID (a comma-separated list;
 *		%PPID is our parent)
 * SPDX-License-Identifier: MIT
 */
#define FOR_pidof
#include "libbb.h"

static bool
omitted(const struct optlist *l, pid_t pid)
{
	char *s, *t, *end;
	bool r = false;
	int i;

	for (i = 0; i < l->n && !r; i++) {
		s = xstrdup(l->v[i]);
		for (t = strtok(s, ","); t && !r; t = strtok(NULL, ","))
			r = !strcmp(t, "%PPID") ? pid == getppid() :
			    strtol(t, &end, 10) == pid && !*end;
		free(s);
	}
	return r;
}

/* is path the process's executable? */
static bool
same_exe(pid_t pid, const char *path)
{
	char link[40], *exe;
	bool r;

	snprintf(link, sizeof(link), "/proc/%d/exe", (int)pid);
	if (!(exe = read_link(link)))
		return false;
	r = !strcmp(exe, path);
	free(exe);
	return r;
}

int
pidof_main(int argc, char **argv)
{
	struct proc_info p = { 0 };
	struct opts o;
	pid_t *found = NULL;
	const char *a0, *a1;
	int n = 0, i;
	char **name;
	DIR *d;

	(void)argc;
	argv = getopts(&o, OPTS_pidof, argv);
	d = proc_open();
	while (proc_next(d, &p, PROC_CMDLINE)) {
		if (p.pid == getpid() || omitted(&o.arg[S_o].l, p.pid))
			continue;
		a0 = p.args;
		a1 = p.argslen > strlen(a0) + 1 ? a0 + strlen(a0) + 1 : NULL;
		for (name = argv; *name; name++)
			if ((p.argslen && (!strcmp(*name, a0) ||
			    !strcmp(*name, base_name(a0)))) ||
			    (!p.argslen && !strcmp(*name, p.comm)) ||
			    (OPT(&o, F_x) && a1 &&
			    !strcmp(p.comm, base_name(a1)) &&
			    (!strcmp(*name, a1) ||
			    !strcmp(*name, base_name(a1)))) ||
			    (strchr(*name, '/') && same_exe(p.pid, *name)))
				break;
		if (!*name)
			continue;
		found = xrealloc(found, n + 1, sizeof(*found));
		found[n++] = p.pid;
	}
	closedir(d);
	proc_free(&p);
	for (i = n - 1; i >= 0 && !OPT(&o, F_q); i--) {
		printf(i < n - 1 ? " %d" : "%d", (int)found[i]);
		if (OPT(&o, F_s))
			break;
	}
	if (n && !OPT(&o, F_q))
		putchar('\n');
	return n ? 0 : 1;
}
