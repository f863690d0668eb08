/*
 * killall.c - signal processes by name
 *
 * psmisc's killall, its common options. A NAME matches a process whose
 * command name (/proc/PID/comm) it is; the kernel cuts that name to 15
 * bytes, so a process whose command name has 15 also matches by the base
 * name of its argv[0]. A NAME with a slash matches the processes running
 * that file (/proc/PID/exe). A script run as ./script has the script's
 * name as its command name, and so matches; run as "sh script" it does
 * not, as in psmisc. killall never signals itself. The signal is given
 * by -s SIG, or -SIG first, by name or number. Messages and the status
 * are psmisc's: "NAME: no process found" (not with -q) and status 1 when
 * some NAME killed nothing. -w polls until the processes killed are gone;
 * unlike psmisc's it takes a zombie for gone (psmisc waits for the parent
 * to reap it). Not here: -e, -g, -i, -n, -o, -r, -y, -Z; -u needs a NAME.
 *
 * killall reads a leading -SIG itself; the opts: line has the rest.
 *
 * applet: killall usr/bin linux
 * opts: s:(signal)qwvIu:(user)l(list)
 * usage: killall [-qvwI] [-s SIG | -SIG] [-u USER] [--] NAME...
 *	killall -l
 *
 *	Send a signal (TERM by default) to the processes running NAME.
 *
 *	-s, --signal SIG	The signal, by name or number
 *	-q	Say nothing about a NAME that matched nothing
 *	-w	Wait until the processes killed have gone
 *	-v	Say which processes were signalled
 *	-I	Ignore case in names
 *	-u, --user USER	Only the processes of USER
 *	-l, --list	List the signal names
 * SPDX-License-Identifier: MIT
 */
#define FOR_killall
#include "libbb.h"
#include <signal.h>
#include <time.h>

/* does name (with a slash: its file, st) match p? */
static bool
match(struct proc_info *p, const char *name, const struct stat *st,
    bool icase)
{
	char link[40];
	struct stat e;

	if (st) {
		snprintf(link, sizeof(link), "/proc/%d/exe", (int)p->pid);
		return !stat(link, &e) && e.st_dev == st->st_dev &&
		    e.st_ino == st->st_ino;
	}
	if (!(icase ? strcasecmp : strcmp)(p->comm, name))
		return true;
	return strlen(p->comm) == 15 && p->argslen &&
	    !(icase ? strcasecmp : strcmp)(base_name(p->args), name);
}

int
killall_main(int argc, char **argv)
{
	struct proc_info p = { 0 };
	struct timespec ts = { 0, 20000000 };
	struct stat *st;
	struct opts o;
	const char *sigarg = NULL;
	pid_t *killed = NULL;
	bool *found, alive;
	int sig = SIGTERM, n = 0, i, k;
	uid_t uid = 0;
	DIR *d;

	/* -9, -KILL, -RTMIN+1: a signal; -I, -Iv: options */
	if (argc > 1 && argv[1][0] == '-' && (isdigit((unsigned char)argv[1][1])
	    || (argv[1][2] && !argv[1][strspn(argv[1] + 1,
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-") + 1]))) {
		sigarg = argv[1] + 1;
		argv[1] = argv[0];
		argv++;
	}
	argv = getopts(&o, OPTS_killall, argv);
	if (OPT(&o, F_l)) {
		sig_list();
		return 0;
	}
	if (OPT(&o, F_s))
		sigarg = o.arg[S_s].s;
	if (sigarg && (sig = sig_number(sigarg)) < 0) {
		fprintf(stderr, "%s: unknown signal; killall -l lists "
		    "signals.\n", sigarg);
		return 1;
	}
	if (!o.argc)
		usage_exit("no process name given");
	if (OPT(&o, F_u) && name_to_uid(o.arg[S_u].s, &uid) < 0) {
		fprintf(stderr, "Cannot find user %s\n", o.arg[S_u].s);
		return 1;
	}
	found = xzalloc(o.argc * sizeof(*found));
	st = xzalloc(o.argc * sizeof(*st));
	for (i = 0; i < o.argc; i++)
		if (strchr(argv[i], '/') && stat(argv[i], &st[i]) < 0)
			memset(&st[i], 0, sizeof(*st));
	d = proc_open();
	while (proc_next(d, &p, PROC_STATUS | PROC_CMDLINE)) {
		if (p.pid == getpid() || p.state == 'Z' ||
		    (OPT(&o, F_u) && p.euid != uid))
			continue;
		for (i = 0; i < o.argc; i++)
			if ((!strchr(argv[i], '/') || st[i].st_ino) &&
			    match(&p, argv[i], strchr(argv[i], '/') ? &st[i] :
			    NULL, OPT(&o, F_I)))
				break;
		if (i == o.argc)
			continue;
		if (kill(p.pid, sig) < 0) {
			if (!OPT(&o, F_q))
				fprintf(stderr, "%s(%d): %s\n", p.comm,
				    (int)p.pid, strerror(errno));
			continue;
		}
		found[i] = true;
		if (OPT(&o, F_v))
			fprintf(stderr, "Killed %s(%d) with signal %d\n",
			    p.comm, (int)p.pid, sig);
		killed = xrealloc(killed, n + 1, sizeof(*killed));
		killed[n++] = p.pid;
	}
	closedir(d);
	for (i = 0; i < o.argc; i++) {
		if (found[i])
			continue;
		if (!OPT(&o, F_q))
			fprintf(stderr, "%s: no process found\n",
			    base_name(argv[i]));
		exit_status = 1;
	}
	/* -w: until each is gone, or a zombie left for its parent */
	for (alive = OPT(&o, F_w); alive;) {
		nanosleep(&ts, NULL);
		if (ts.tv_nsec < 500000000)
			ts.tv_nsec *= 2;
		alive = false;
		for (k = 0; k < n; k++)
			if (killed[k] && (!proc_read(killed[k], &p, 0) ||
			    p.state == 'Z'))
				killed[k] = 0;
			else if (killed[k])
				alive = true;
	}
	proc_free(&p);
	return exit_status;
}
