/*
 * pgrep.c - find or signal processes by name and other attributes
 * (pgrep, pkill)
 *
 * procps-ng 4's pgrep and pkill: the pattern is an extended regular
 * expression matched against the command name (/proc/PID/stat's, 15
 * bytes at most) or, with -f, the whole command line (a kernel thread's
 * is "[name]"); -x anchors it at both ends. Every other criterion given
 * must hold too, and -v negates the lot. Lists are comma-separated; for
 * -s and -g, 0 is our own session or group. The process itself is never
 * selected. Exit status: 0 something matched, 1 nothing did, 2 a usage
 * error, 3 a fatal one (as procps). pkill's signal comes as -SIG first,
 * or --signal SIG. Not here: -w (threads), -F/-L pid files, -r, -A, -O,
 * --cgroup, --ns.
 *
 * applet: pgrep usr/bin linux
 * opts: d:(delimiter)f(full)x(exact)v(inverse)c(count)i(ignore-case)
 *	n(newest)o(oldest)u:(euid)U:(uid)G:(group)g:(pgroup)P:(parent)
 *	s:(session)t:(terminal)l(list-name)a(list-full)
 * usage: pgrep [-flavcinox] [-d DELIM] [-u UIDS] [-U UIDS] [-G GIDS]
 *	[-g PGIDS] [-P PPIDS] [-s SIDS] [-t TTYS] [PATTERN]
 *
 *	List the processes that match PATTERN (an extended regular
 *	expression) and every other criterion given.
 *
 *	-f, --full	Match the whole command line, not the name
 *	-x, --exact	The pattern must match all of it
 *	-i, --ignore-case	Ignore case
 *	-v, --inverse	Select the processes that do not match
 *	-c, --count	Print how many matched
 *	-n, --newest	Only the newest of them
 *	-o, --oldest	Only the oldest of them
 *	-u, --euid UIDS	Effective user names or ids
 *	-U, --uid UIDS	Real user names or ids
 *	-G, --group GIDS	Real group names or ids
 *	-g, --pgroup PGIDS	Process groups (0: ours)
 *	-P, --parent PPIDS	Parent process ids
 *	-s, --session SIDS	Sessions (0: ours)
 *	-t, --terminal TTYS	Terminals (pts/0, tty1)
 *	-d, --delimiter DELIM	Put DELIM between the ids (default newline)
 *	-l, --list-name	Print the name after each id
 *	-a, --list-full	Print the command line after each id
 * applet: pkill usr/bin linux main=pgrep
 * opts: (signal):f(full)x(exact)v(inverse)c(count)i(ignore-case)
 *	n(newest)o(oldest)u:(euid)U:(uid)G:(group)g:(pgroup)P:(parent)
 *	s:(session)t:(terminal)e(echo)
 * usage: pkill [-SIG] [-fxvcinoe] [-u UIDS] [-U UIDS] [-G GIDS]
 *	[-g PGIDS] [-P PPIDS] [-s SIDS] [-t TTYS] [PATTERN]
 *
 *	Send a signal (TERM by default) to the processes that match PATTERN
 *	and every other criterion given, as pgrep selects them.
 *
 *	--signal SIG	The signal, by name or number (or -SIG first)
 *	-e, --echo	Say what is killed
 *	-f, --full	Match the whole command line, not the name
 *	-x, --exact	The pattern must match all of it
 *	-i, --ignore-case	Ignore case
 *	-v, --inverse	Select the processes that do not match
 *	-c, --count	Print how many matched
 *	-n, --newest	Only the newest of them
 *	-o, --oldest	Only the oldest of them
 *	-u, --euid UIDS	Effective user names or ids
 *	-U, --uid UIDS	Real user names or ids
 *	-G, --group GIDS	Real group names or ids
 *	-g, --pgroup PGIDS	Process groups (0: ours)
 *	-P, --parent PPIDS	Parent process ids
 *	-s, --session SIDS	Sessions (0: ours)
 *	-t, --terminal TTYS	Terminals (pts/0, tty1)
 * SPDX-License-Identifier: MIT
 */
#define FOR_pgrep
#include "libbb.h"
#include <regex.h>
#include <signal.h>
#include <sys/sysmacros.h>

/* pkill's --signal and -e sit where pgrep's -d and -l are (bit, slot) */
#define F_signal	F_d
#define S_signal	S_d
#define F_e		F_l

enum { L_EUID, L_RUID, L_RGID, L_PGID, L_PPID, L_SID, L_TTY, NLIST };

static const char *const what[NLIST] = {
	"user name", "user name", "group name", "process group id",
	"parent pid", "session id", "terminal"
};

struct list {
	long	*v;
	int	n;
};

static NORETURN void
bad_usage(const char *fmt, const char *arg)
{
	if (fmt)
		error_msg(fmt, arg);
	fprintf(stderr, "Try `%s --help' for more information.\n",
	    applet_name);
	xexit(2);
}

static void
parse_list(struct list *l, int k, const char *arg)
{
	char *s = xstrdup(arg), *t, *end, buf[64];
	struct stat st;
	uid_t u;
	gid_t g;
	long v;
	int i;

	for (t = strtok(s, ","); t; t = strtok(NULL, ",")) {
		errno = 0;
		v = strtol(t, &end, 10);
		if (k == L_TTY) {
			/* stat's device number, coded as stat's tty_nr */
			snprintf(buf, sizeof(buf), "/dev/%s",
			    strncmp(t, "/dev/", 5) ? t : t + 5);
			v = stat(buf, &st) ? -2 : (long)(minor(st.st_rdev) &
			    0xff) | (long)major(st.st_rdev) << 8 |
			    (long)(minor(st.st_rdev) & ~0xffu) << 12;
		} else if (k <= L_RUID && (*end || end == t)) {
			if (name_to_uid(t, &u) < 0)
				v = -1;
			else
				v = u;
		} else if (k == L_RGID && (*end || end == t)) {
			if (name_to_gid(t, &g) < 0)
				v = -1;
			else
				v = g;
		} else if (*end || end == t || errno || v < 0) {
			v = -1;
		} else if (v == 0 && k == L_PGID) {
			v = getpgrp();
		} else if (v == 0 && k == L_SID) {
			v = getsid(0);
		}
		if (v == -1)
			status_exit(2, "invalid %s: %s", what[k], t);
		i = l->n++;
		l->v = xrealloc(l->v, l->n, sizeof(*l->v));
		l->v[i] = v;
	}
	free(s);
}

static bool
in_list(const struct list *l, long v)
{
	int i;

	if (!l->v)
		return true;
	for (i = 0; i < l->n; i++)
		if (l->v[i] == v)
			return true;
	return false;
}

int
pgrep_main(int argc, char **argv)
{
	struct list lists[NLIST] = { { 0 } };
	const long long flag[NLIST] = { F_u, F_U, F_G, F_g, F_P, F_s, F_t };
	const int slot[NLIST] = { S_u, S_U, S_G, S_g, S_P, S_s, S_t };
	bool kill_ = applet_name[1] == 'k';
	struct proc_info p = { 0 };
	pid_t *found = NULL, self = getpid();
	unsigned long long best = 0;
	int sig = SIGTERM, nfound = 0, i, r;
	const char *delim = "\n";
	char spec[512], *pat, *sp;
	struct opts o;
	regex_t re;
	DIR *d;
	bool m;

	(void)argc;
	if (kill_ && argv[1] && argv[1][0] == '-' &&
	    (sig = sig_number(argv[1] + 1)) > 0) {
		argv[1] = argv[0];
		argv++;
	} else {
		sig = SIGTERM;
	}
	/* pkill's spec: --signal for -d, the shared part, -e for -l -a */
	sp = strstr(OPTS_pgrep, "l(list-name)");
	snprintf(spec, sizeof(spec), "(signal):%.*se(echo)",
	    (int)(sp - OPTS_pgrep - 13), OPTS_pgrep + 13);
	applet_usage_exit = 2;
	argv = getopts(&o, kill_ ? spec : OPTS_pgrep, argv);
	/* an unknown name is signal -1: each kill fails, as with procps */
	if (kill_ && OPT(&o, F_signal))
		sig = sig_number(o.arg[S_signal].s);
	if (!kill_ && OPT(&o, F_d))
		delim = o.arg[S_d].s;
	for (i = 0; i < NLIST; i++)
		if (o.seen & flag[i])
			parse_list(&lists[i], i, o.arg[slot[i]].s);
	if (o.argc > 1)
		bad_usage("only one pattern can be provided", NULL);
	if (!*argv && !(o.seen & (F_u | F_U | F_G | F_g | F_P | F_s | F_t)))
		bad_usage("no matching criteria specified", NULL);
	if (*argv) {
		pat = OPT(&o, F_x) ? xasprintf("^(%s)$", *argv) : *argv;
		r = regcomp(&re, pat, REG_EXTENDED | REG_NOSUB |
		    (OPT(&o, F_i) ? REG_ICASE : 0));
		if (r)
			status_exit(2, "regex error: %s", regex_message(r));
	}
	d = proc_open();
	while (proc_next(d, &p, PROC_STATUS |
	    (OPT(&o, F_f) || OPT(&o, F_a) ? PROC_CMDLINE : 0))) {
		if (p.pid == self)
			continue;
		m = (!*argv || !regexec(&re, OPT(&o, F_f) ?
		    proc_args(&p, true) : p.comm, 0, NULL, 0)) &&
		    in_list(&lists[L_EUID], p.euid) &&
		    in_list(&lists[L_RUID], p.ruid) &&
		    in_list(&lists[L_RGID], p.rgid) &&
		    in_list(&lists[L_PGID], p.pgid) &&
		    in_list(&lists[L_PPID], p.ppid) &&
		    in_list(&lists[L_SID], p.sid) &&
		    in_list(&lists[L_TTY], p.tty);
		if (m == OPT(&o, F_v))
			continue;
		if (OPT(&o, F_n) || OPT(&o, F_o)) {
			/* the first seen wins a tie */
			if (nfound && (OPT(&o, F_n) ? p.start <= best :
			    p.start >= best))
				continue;
			best = p.start;
			nfound = 0;
		}
		found = xrealloc(found, nfound + 1, sizeof(*found));
		found[nfound++] = p.pid;
	}
	closedir(d);
	for (i = 0; i < nfound; i++) {
		if (kill_) {
			if (OPT(&o, F_e) && !proc_read(found[i], &p, 0))
				strcpy(p.comm, "?");
			if (kill(found[i], sig) < 0) {
				warn_msg("killing pid %d failed: %s",
				    (int)found[i], strerror(errno));
				continue;
			}
			if (OPT(&o, F_e))
				printf("%s killed (pid %d)\n", p.comm,
				    (int)found[i]);
			continue;
		}
		if (OPT(&o, F_c))
			continue;
		printf("%s%d", i ? delim : "", (int)found[i]);
		if ((OPT(&o, F_l) || OPT(&o, F_a)) &&
		    proc_read(found[i], &p, OPT(&o, F_a) ? PROC_CMDLINE : 0))
			printf(" %s", OPT(&o, F_a) ? proc_args(&p, true) :
			    p.comm);
	}
	if (OPT(&o, F_c))
		printf("%d\n", nfound);
	else if (nfound && !kill_)
		putchar('\n');
	proc_free(&p);
	return nfound ? 0 : 1;
}
