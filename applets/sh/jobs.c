/*
 * jobs.c - children: fork, wait, the table of asynchronous jobs, and the
 * wait, jobs, kill, fg and bg builtins
 *
 * POSIX.1-2024 XCU 2.9.3.1 (Asynchronous Lists), wait, jobs, kill, fg,
 * bg. Without job control (set -m) background jobs stay in the shell's
 * process group, ignore SIGINT and SIGQUIT and read /dev/null; with -m
 * each job gets its own group, which fg and bg then continue. Children
 * of finished jobs are reaped when a new job starts, so a script that
 * starts many jobs without waiting leaves no pile of zombies; their
 * statuses are kept for wait. The jobs listing has dash's layout.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"

struct job {
	pid_t	*pids;
	int	*status;	/* -1 while running */
	int	n;
	int	last;	/* the wait status of the last process */
	bool	used;
	bool	waited;	/* its status went to wait: free it when convenient */
};

static struct job *jobtab;
static int njobs;
pid_t lastbg_pid;
static bool in_child;

static int
decode_status(int st)
{
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	if (WIFSIGNALED(st))
		return 128 + WTERMSIG(st);
	if (WIFSTOPPED(st))
		return 128 + WSTOPSIG(st);
	return st;
}

/*
 * Every signal is blocked across the fork until the child has put its
 * caught signals back to the default: a signal sent to the new pid at
 * once (kill $! right after &) then takes its default action in the
 * child instead of running the parent's handler there and being lost.
 */
pid_t
sh_fork(void)
{
	sigset_t all, old;
	pid_t pid;

	fflush(stdout);
	fflush(stderr);
	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, &old);
	pid = fork();
	if (pid == 0) {
		in_child = true;
		trap_reset_child();
		if (ENABLE_SH_EXTRAS)
			random_fork();
		free(jobtab);
		jobtab = NULL;
		njobs = 0;
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	if (pid < 0)
		sh_error("Cannot fork");
	return pid;
}

/* record a status that belongs to a job; false when it is no job's */
static bool
job_record(pid_t pid, int st)
{
	int i, k;

	for (i = 0; i < njobs; i++) {
		if (!jobtab[i].used)
			continue;
		for (k = 0; k < jobtab[i].n; k++)
			if (jobtab[i].pids[k] == pid) {
				jobtab[i].status[k] = decode_status(st);
				if (k == jobtab[i].n - 1)
					jobtab[i].last = st;
				return true;
			}
	}
	return false;
}

/* collect finished children without blocking */
static void
reap(void)
{
	pid_t pid;
	int st;

	while ((pid = waitpid(-1, &st, WNOHANG)) > 0)
		job_record(pid, st);
}

/* "Terminated" for a command a signal killed, as dash says it */
static void
signal_note(int st)
{
	int sig;

	if (WIFSIGNALED(st)) {
		sig = WTERMSIG(st);
		if (sig != SIGINT && sig != SIGPIPE) {
			fflush(stdout);
			fprintf(stderr, "%s%s\n", strsignal(sig),
			    WCOREDUMP(st) ? " (core dumped)" : "");
		}
	}
}

static int
foreground_status(int st)
{
	signal_note(st);
	return decode_status(st);
}

int
wait_pid(pid_t pid)
{
	pid_t r;
	int st;

	for (;;) {
		r = waitpid(pid, &st, 0);
		if (r == pid)
			return foreground_status(st);
		if (r < 0 && errno != EINTR)
			return 127;
	}
}

static void
job_free(struct job *j)
{
	free(j->pids);
	free(j->status);
	j->used = false;
}

void
job_add(const pid_t *pids, int n, const struct node *cmd)
{
	struct job *j;
	int i;

	(void)cmd;
	for (i = 0; i < njobs; i++)
		if (jobtab[i].used && jobtab[i].waited)
			job_free(&jobtab[i]);
	for (i = 0; i < njobs; i++)
		if (!jobtab[i].used)
			break;
	if (i == njobs) {
		jobtab = xrealloc(jobtab, njobs + 1, sizeof(*jobtab));
		njobs++;
	}
	j = &jobtab[i];
	j->pids = xmalloc(sizeof(*j->pids) * n);
	j->status = xmalloc(sizeof(*j->status) * n);
	memcpy(j->pids, pids, sizeof(*pids) * n);
	for (i = 0; i < n; i++)
		j->status[i] = -1;
	j->n = n;
	j->last = 0;
	j->used = true;
	j->waited = false;
	reap();		/* after the job is known: it may be done already */
}

static bool
job_done(const struct job *j)
{
	int i;

	for (i = 0; i < j->n; i++)
		if (j->status[i] < 0)
			return false;
	return true;
}

/* the job with process PID, or NULL */
static struct job *
job_by_pid(long pid)
{
	int i, k;

	for (i = 0; i < njobs; i++)
		for (k = 0; jobtab[i].used && k < jobtab[i].n; k++)
			if (jobtab[i].pids[k] == pid)
				return &jobtab[i];
	return NULL;
}

/*
 * The job a %N, %%, %+ or %- operand names; NULL after a message in
 * dash's words. A pid is no job ID (POSIX), only kill and wait take one.
 */
static struct job *
job_get(const char *builtin, const char *s)
{
	int i, last = -1, prev = -1;
	long n;
	char *end;

	for (i = 0; i < njobs; i++)
		if (jobtab[i].used) {
			prev = last;
			last = i;
		}
	if (*s == '%') {
		s++;
		if (!*s || !strcmp(s, "%") || !strcmp(s, "+")) {
			if (last < 0)
				sh_warn("%s: No current job", builtin);
			return last < 0 ? NULL : &jobtab[last];
		}
		if (!strcmp(s, "-")) {
			if (prev < 0)
				sh_warn("%s: No previous job", builtin);
			return prev < 0 ? NULL : &jobtab[prev];
		}
		n = strtol(s, &end, 10);
		i = *end || n < 1 || n > njobs ? -1 : (int)n - 1;
		if (i >= 0 && jobtab[i].used)
			return &jobtab[i];
		sh_warn("%s: No such job: %%%s", builtin, s);
		return NULL;
	}
	sh_warn("%s: No such job: %s", builtin, s);
	return NULL;
}

/*
 * Wait for one job; a trapped signal interrupts with 128+signal. The
 * status is that of its last process.
 */
static int
wait_job(struct job *j)
{
	pid_t r;
	int st, k;

	while (!job_done(j)) {
		if (pending_sigs)	/* caught while reaping another child */
			return 128 + last_signal;
		r = waitpid(-1, &st, 0);
		if (r > 0) {
			job_record(r, st);
			continue;
		}
		if (errno == EINTR && pending_sigs)
			return 128 + last_signal;
		if (errno != EINTR) {
			for (k = 0; k < j->n; k++)
				if (j->status[k] < 0)
					j->status[k] = 127;
		}
	}
	j->waited = true;	/* jobs still reports it, as dash does */
	return j->status[j->n - 1];
}

/*
 * wait [PID|JOB...]: an unknown process or job gives 127 (POSIX); an
 * operand that is not a number or an option ends wait with status 2,
 * as in dash.
 */
int
bi_wait(int argc, char **argv)
{
	struct bopts o;
	struct job *j;
	char **p;
	int i, st = 0;
	long long v = 1;
	bool again;

	if (!(p = bi_options(argv, "", &o, 0)))
		return 2;
	if (!*p) {
		/*
		 * Every job is waited for, those done already too: POSIX
		 * has wait forget all known process IDs, so a later %1 is
		 * a new job
		 */
		for (i = 0; i < njobs; i++) {
			if (!jobtab[i].used)
				continue;
			st = wait_job(&jobtab[i]);
			if (st > 128 && pending_sigs)
				return st;
		}
		return 0;
	}
	for (; *p; p++) {
		if (**p != '%' && (!dash_number(*p, &v) || v > INT_MAX)) {
			sh_warn("wait: Illegal number: %s", *p);
			return 2;
		}
		j = **p == '%' ? job_get("wait", *p) : job_by_pid(v);
		if (!j) {
			st = 127;
			continue;
		}
		again = j->waited;
		st = wait_job(j);
		if (st > 128 && pending_sigs)
			return st;
		if (!again)
			signal_note(j->last);	/* wait PID names the signal */
	}
	return st;
}

/*
 * One line of jobs: "[N] + State", '+' the current (newest) job and '-'
 * the previous one, as POSIX asks; -l adds the process ids (one line
 * per process of a pipeline), padded as dash pads them. A finished job
 * is forgotten once shown.
 */
static void
job_print(int i, bool done_only, bool pids)
{
	struct job *j = &jobtab[i];
	char state[32];
	int last = -1, prev = -1, k, st, w;

	for (k = 0; k < njobs; k++)
		if (jobtab[k].used) {
			prev = last;
			last = k;
		}
	if (!job_done(j)) {
		if (done_only)
			return;
		strcpy(state, "Running");
	} else {
		st = j->status[j->n - 1];
		if (st == 0)
			strcpy(state, "Done");
		else if (st > 128)
			snprintf(state, sizeof(state), "%s", strsignal(st - 128));
		else
			snprintf(state, sizeof(state), "Done(%d)", st);
	}
	w = printf("[%d] %c ", i + 1, i == last ? '+' : i == prev ? '-' : ' ');
	if (pids)
		w += printf("%d ", (int)j->pids[0]);
	printf("%-*s\n", w < 33 ? 33 - w : 0, state);
	for (k = 1; pids && k < j->n; k++)
		printf("      %-27d\n", (int)j->pids[k]);
	if (job_done(j))
		job_free(j);
}

/* jobs [-lp] [JOB...]: the newest first, as dash lists them */
int
bi_jobs(int argc, char **argv)
{
	struct bopts o;
	struct job *j;
	bool lflag, pflag;
	int i;

	reap();
	if (!(argv = bi_options(argv, "lp", &o, 0)))
		return 2;
	lflag = o.seen['l'];
	pflag = o.seen['p'];
	for (i = njobs - 1; !*argv && i >= 0; i--) {
		if (!jobtab[i].used)
			continue;
		if (pflag)
			printf("%d\n", (int)jobtab[i].pids[0]);
		else
			job_print(i, false, lflag);
	}
	for (; *argv; argv++) {
		if (!(j = job_get("jobs", *argv)))
			return 2;
		if (pflag)
			printf("%d\n", (int)j->pids[0]);
		else
			job_print(j - jobtab, false, lflag);
	}
	return 0;
}

void
jobs_notify(void)
{
	int i;

	reap();
	for (i = 0; i < njobs; i++)
		if (jobtab[i].used)
			job_print(i, true, false);
	fflush(stdout);
}

/* kill -l [STATUS]: names, as POSIX asks; a name is not a status */
static int
kill_list(char *arg)
{
	int i, n;

	if (arg) {
		n = sh_number("kill", arg);
		if (n > 128)
			n -= 128;
		if (n > 0 && n < NSIG) {
			puts(sig_name(n));
			return 0;
		}
		sh_warn("kill: invalid signal number or exit status: %s", arg);
		return 2;
	}
	for (i = 1; i < NSIG; i++)
		puts(sig_name(i));
	return 0;
}

/* kill's signal operand; -1 (and a message) when there is no such */
static int
kill_sig(const char *s)
{
	int sig = sig_number(s);

	if (sig < 0)
		sh_warn("kill: invalid signal number or name: %s", s);
	return sig;
}

/*
 * As in dash, a bad operand (not a number, no such job) ends kill with
 * status 2; a process that cannot be signalled is reported and skipped,
 * with status 1. kill reads its words without bi_options(): -TERM and -9
 * name a signal rather than a cluster of letters, and after the one
 * option a word such as -42 is a process group, not an option (POSIX).
 */
int
bi_kill(int argc, char **argv)
{
	struct job *j;
	char **p = argv + 1;
	const char *s;
	int sig = SIGTERM, st = 0, k;
	long long v;
	bool neg;

	if (argc < 2)
		goto usage;
	if (!strcmp(*p, "-l") || !strcmp(*p, "-L")) {
		if (p[1] && !strcmp(p[1], "--"))
			p++;
		return kill_list(p[1]);
	}
	if (!strncmp(*p, "-s", 2) || !strcmp(*p, "-n")) {
		s = (*p)[2] ? *p + 2 : *++p;
		if (!s)
			return opt_error("kill", argv[1][1], true, false);
		if ((sig = kill_sig(s)) < 0)
			return 2;
		p++;
	} else if (**p == '-' && strcmp(*p, "--")) {
		if ((sig = kill_sig(*p + 1)) < 0)
			return 2;
		p++;
	}
	if (*p && !strcmp(*p, "--"))
		p++;
	if (!*p)
		goto usage;
	for (; *p; p++) {
		if (**p == '%') {
			j = job_get("kill", *p);
			if (!j)
				return 2;
			for (k = 0; k < j->n; k++)
				if (j->status[k] < 0)
					kill(OPTSET(m) ? -j->pids[0] :
					    j->pids[k], sig);
			continue;
		}
		neg = **p == '-';
		if (!dash_number(*p + neg, &v) || v > INT_MAX) {
			sh_warn("kill: Illegal number: %s", *p);
			return 2;
		}
		if (kill(neg ? -v : v, sig) < 0) {
			sh_warn("kill: %s", strerror(errno));
			st = 1;
		}
	}
	return st;
usage:
	sh_warn("kill: Usage: kill [-s sigspec | -signum | -sigspec] "
	    "[pid | job]... or\nkill -l [exitstatus]");
	return 2;
}

/* fg and bg: only for jobs started under job control (set -m) */
static int
continue_job(int argc, char **argv, bool fg)
{
	struct job *j;
	int st;

	j = job_get(argv[0], argc > 1 ? argv[1] : "%%");
	if (!j)
		return 2;
	if (!OPTSET(m) || in_child) {
		sh_warn("%s: job %d not created under job control", argv[0],
		    (int)(j - jobtab) + 1);
		return 2;
	}
	if (!fg) {
		kill(-j->pids[0], SIGCONT);
		return 0;
	}
	if (isatty(0))
		tcsetpgrp(0, j->pids[0]);
	kill(-j->pids[0], SIGCONT);
	st = wait_job(j);
	if (isatty(0)) {
		signal(SIGTTOU, SIG_IGN);
		tcsetpgrp(0, getpgrp());
		signal(SIGTTOU, SIG_DFL);
	}
	return st;
}

int
bi_fg(int argc, char **argv)
{
	return continue_job(argc, argv, true);
}

int
bi_bg(int argc, char **argv)
{
	return continue_job(argc, argv, false);
}
