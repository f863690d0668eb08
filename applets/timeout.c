/*
 * timeout.c - run a command with a time limit
 *
 * GNU coreutils timeout. The command runs in timeout's own new process
 * group (unless --foreground), and the signal goes to the whole group,
 * followed by CONT so that a stopped command sees it. A signal timeout
 * itself gets (TERM, INT, HUP, QUIT, ALRM) is passed on the same way.
 * With -k, KILL follows after that second duration; when it was needed
 * the status is 137 (timeout dies of it with its group, as GNU's does).
 * Exit status: 124 when the time ran out (unless --preserve-status), 125
 * when timeout itself fails, 126 when the command cannot run, 127 when it
 * is not found, else the command's; a command killed by a signal makes
 * timeout kill itself with that signal. Durations: see parse_duration.
 *
 * applet: timeout usr/bin core usage-exit=125
 * opts: ^<2(preserve-status)(foreground)s:(signal)k:(kill-after)v(verbose)
 * usage: timeout [OPTION]... DURATION COMMAND [ARG]...
 *
 *	Run COMMAND, and signal it if it still runs after DURATION (a number
 *	of seconds, with an optional fraction and suffix s, m, h or d; 0:
 *	no limit).
 *
 *	-s, --signal SIG	The signal to send (default TERM)
 *	-k, --kill-after DURATION	Then KILL if it still runs that long
 *	-v, --verbose	Say on stderr which signal is sent
 *	--preserve-status	The command's exit status even when timed out
 *	--foreground	Do not put the command in a process group of its own
 * SPDX-License-Identifier: MIT
 */
#define FOR_timeout
#include "libbb.h"
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

static double
duration(const char *s)
{
	double d = parse_duration(s);

	if (d < 0)
		usage_exit("invalid time interval %s", quote(s, QUOTE_LOCALE));
	return d;
}

int
timeout_main(int argc, char **argv)
{
	static const int caught[] = {
		SIGALRM, SIGINT, SIGQUIT, SIGHUP, SIGTERM, SIGCHLD
	};
	double limit, kill_after = 0, deadline = 0, left;
	struct timespec ts;
	sigset_t set, old;
	siginfo_t si;
	bool fg, timed_out = false, preserve;
	int sig = SIGTERM, s, st;
	unsigned i;
	pid_t pid;
	struct opts o;

	(void)argc;
	argv = getopts(&o, OPTS_timeout, argv);
	fg = OPT(&o, F_foreground);
	preserve = OPT(&o, F_preserve_status);
	if (OPT(&o, F_s) && (sig = sig_number(o.arg[S_s].s)) < 0)
		usage_exit("%s: invalid signal", quote(o.arg[S_s].s,
		    QUOTE_LOCALE));
	if (OPT(&o, F_k))
		kill_after = duration(o.arg[S_k].s);
	if ((limit = duration(argv[0])) > 0)
		deadline = mono_secs() + limit;
	if (!fg)
		setpgid(0, 0);
	/* everything is taken by sigtimedwait, never by a handler */
	sigemptyset(&set);
	for (i = 0; i < ARRAY_SIZE(caught); i++)
		sigaddset(&set, caught[i]);
	if (sig)
		sigaddset(&set, sig);
	sigprocmask(SIG_BLOCK, &set, &old);
	signal(SIGTTIN, SIG_IGN);
	signal(SIGTTOU, SIG_IGN);
	if ((pid = fork()) < 0) {
		perror_msg("fork system call failed");
		return 125;
	}
	if (!pid) {
		signal(SIGTTIN, SIG_DFL);
		signal(SIGTTOU, SIG_DFL);
		sigprocmask(SIG_SETMASK, &old, NULL);
		exec_command(argv + 1, -1);
		s = errno;
		perror_msg("failed to run command %s",
		    quote(argv[1], QUOTE_LOCALE));
		xexit(s == ENOENT ? 127 : 126);
	}
	for (;;) {
		left = deadline ? deadline - mono_secs() : 0;
		if (deadline && left <= 0) {
			s = 0;
		} else {
			left = MIN(left, 1e9);
			ts.tv_sec = (time_t)left;
			ts.tv_nsec = (long)((left - ts.tv_sec) * 1e9);
			s = sigtimedwait(&set, &si, deadline ? &ts : NULL);
			if (s < 0 && errno != EAGAIN)
				continue;
			if (s == SIGCHLD) {
				if (waitpid(pid, &st, WNOHANG) == pid)
					break;
				continue;
			}
		}
		/* the time ran out (s <= 0, or ALRM), or a signal came */
		if (s <= 0 || s == SIGALRM) {
			timed_out = true;
			deadline = 0;
			s = sig;
		}
		if (OPT(&o, F_v))
			fprintf(stderr, "%s: sending signal %s to command %s\n",
			    applet_name, sig_name(s), quote(argv[1],
			    QUOTE_LOCALE));
		kill(pid, s);
		if (!fg)
			kill(0, s);
		if (s != SIGKILL && s != SIGCONT) {
			kill(pid, SIGCONT);
			if (!fg)
				kill(0, SIGCONT);
		}
		/* what went to the group came to us too: take it back */
		if (!fg && s && sigismember(&set, s)) {
			sigset_t one;
			struct timespec zero = { 0, 0 };

			sigemptyset(&one);
			sigaddset(&one, s);
			sigtimedwait(&one, &si, &zero);
		}
		if (kill_after > 0) {
			deadline = mono_secs() + kill_after;
			sig = SIGKILL;
			kill_after = 0;
		}
	}
	if (WIFSIGNALED(st)) {
		s = WTERMSIG(st);
		if (WCOREDUMP(st))
			error_msg("the monitored command dumped core");
		if (!timed_out) {
			/* die as the command did, leaving no core */
			struct rlimit r = { 0, 0 };

			setrlimit(RLIMIT_CORE, &r);
			fflush(stdout);
			signal(s, SIG_DFL);
			sigemptyset(&set);
			sigaddset(&set, s);
			sigprocmask(SIG_UNBLOCK, &set, NULL);
			raise(s);
		}
		if (s == SIGKILL)
			preserve = true;
		st = 128 + s;
	} else {
		st = WEXITSTATUS(st);
	}
	return timed_out && !preserve ? 124 : st;
}
