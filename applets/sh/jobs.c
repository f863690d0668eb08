/*
 * jobs.c - children: fork, wait, the table of jobs, job control, and the
 * wait, jobs, kill, fg and bg builtins
 *
 * POSIX.1-2024 XCU 2.9.3.1 (Asynchronous Lists), 2.11 (Job Control),
 * wait, jobs, kill, fg, bg. A job is a pipeline (or one command, or a
 * subshell) the shell forked: every background job, and a foreground
 * one until it ends. Without job control (set -m) background jobs stay
 * in the shell's process group, ignore SIGINT and SIGQUIT and read
 * /dev/null. With it, each job gets its own process group; a foreground
 * job is given the terminal, C-z stops it and fg or bg continue it. The
 * jobs listing and notices have dash's layout and wording, and its
 * current-job order: a job that stops becomes the current one (+), a job
 * started or continued in the background comes after the stopped ones.
 * Interactive shells keep each process's text (node_text) for jobs and
 * notices; non-interactive ones only under set -m, as dash does.
 * Finished background jobs are reaped when a new one starts, so a
 * script that starts many jobs without waiting leaves no zombies; their
 * statuses are kept for wait and jobs.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"

enum { JOB_RUNNING, JOB_STOPPED, JOB_DONE };

struct proc {
	pid_t	pid;
	int	st;		/* its wait status; -1 while it runs */
	char	*text;
};

struct job {
	struct proc	*ps;
	int		n;
	pid_t		pgid;
	unsigned char	state;
	bool		used;
	bool		jc;	/* started under job control */
	bool		fg;	/* the shell waits for it now */
	bool		bg;	/* started with & (stdin /dev/null...) */
	bool		changed;	/* a state not yet reported */
	bool		waited;	/* its status went to wait */
};

/* a job under job control (never, when it is not compiled in) */
#define JC(j)	(ENABLE_SH_JOB_CONTROL && (j)->jc)

static struct job *jobtab;
static int njobs;
static int *order;	/* the used jobs' indexes, the current one first */
static int norder;
pid_t lastbg_pid;
static bool in_child;
bool jobctl_on;		/* job control is on in this shell */
static int ttyfd = -1;
static pid_t tty_pgrp;	/* the terminal's group before the shell took it */
static int stop_warned;	/* prompts left until exit warns again */

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

static void job_free(struct job *j);

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
		jobctl_on = false;	/* only the shell itself does it */
		trap_reset_child();
		if (ENABLE_SH_EXTRAS)
			random_fork();
		for (int i = 0; i < njobs; i++)	/* the parent's jobs */
			if (jobtab[i].used)
				job_free(&jobtab[i]);
		free(jobtab);
		free(order);
		jobtab = NULL;
		order = NULL;
		njobs = norder = 0;
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	if (pid < 0)
		sh_error("Cannot fork");
	return pid;
}

/* ---- the order of jobs: which is current (+) and previous (-) ------ */

static void
order_remove(int i)
{
	int k;

	for (k = 0; k < norder; k++)
		if (order[k] == i) {
			memmove(order + k, order + k + 1,
			    sizeof(*order) * (norder - k - 1));
			norder--;
			return;
		}
}

/* a stopped job goes first; a running one after the stopped ones */
static void
order_put(int i)
{
	int k = 0;

	order_remove(i);
	if (jobtab[i].state != JOB_STOPPED)
		while (k < norder && jobtab[order[k]].state == JOB_STOPPED)
			k++;
	memmove(order + k + 1, order + k, sizeof(*order) * (norder - k));
	order[k] = i;
	norder++;
}

static void
job_free(struct job *j)
{
	int k;

	for (k = 0; k < j->n; k++)
		free(j->ps[k].text);
	free(j->ps);
	j->used = false;
	order_remove(j - jobtab);
}

/* ---- making jobs --------------------------------------------------- */

/* A new job of nprocs processes; bg: started with &, else foreground. */
struct job *
job_new(int nprocs, bool bg)
{
	struct job *j;
	int i;

	for (i = 0; i < njobs; i++)	/* and any a failed fork left */
		if (jobtab[i].used && (!jobtab[i].n || (bg &&
		    jobtab[i].waited && jobtab[i].state == JOB_DONE)))
			job_free(&jobtab[i]);
	for (i = 0; i < njobs; i++)
		if (!jobtab[i].used)
			break;
	if (i == njobs) {
		jobtab = xrealloc(jobtab, njobs + 1, sizeof(*jobtab));
		order = xrealloc(order, njobs + 1, sizeof(*order));
		njobs++;
	}
	j = &jobtab[i];
	memset(j, 0, sizeof(*j));
	j->ps = xzalloc(sizeof(*j->ps) * nprocs);
	j->used = true;
	j->jc = jobctl;
	j->bg = bg;
	j->fg = !bg;
	order_put(i);
	return j;
}

/*
 * In the child, before anything else: its process group (the first
 * process's) and, in the foreground, the terminal; the job control
 * signals back to the default. System calls only: a vfork child runs
 * this in the shell's memory.
 */
void
job_child(const struct job *j)
{
	pid_t pg;

	if (!JC(j))
		return;
	pg = j->n ? j->pgid : getpid();
	setpgid(0, pg);
	if (j->fg)
		tcsetpgrp(ttyfd, pg);
	signal(SIGTSTP, SIG_DFL);
	signal(SIGTTIN, SIG_DFL);
	signal(SIGTTOU, SIG_DFL);
}

/* In the shell: the child pid is the job's next process, running n. */
void
job_proc(struct job *j, pid_t pid, const struct node *n)
{
	struct proc *p = &j->ps[j->n];

	if (!j->n)
		j->pgid = pid;
	if (JC(j))
		setpgid(pid, j->pgid);	/* whichever side comes first */
	p->pid = pid;
	p->st = -1;
	p->text = interactive || JC(j) ? node_text(n) : NULL;
	j->n++;
}

static void reap(void);

/* fork the job's next process, which will run n */
pid_t
job_fork(struct job *j, const struct node *n)
{
	struct job copy = *j;	/* the child frees the table */
	pid_t pid = sh_fork();
	int fd;

	if (pid == 0) {
		job_child(&copy);
		if (copy.bg && !JC(&copy)) {
			signal(SIGINT, SIG_IGN);
			signal(SIGQUIT, SIG_IGN);
			fd = copy.n ? -1 : open("/dev/null", O_RDONLY);
			if (fd > 0) {
				dup2(fd, 0);
				close(fd);
			}
		}
		return 0;
	}
	job_proc(j, pid, n);
	if (j->bg)
		reap();		/* others that are done: no zombies */
	return pid;
}

/* ---- waiting --------------------------------------------------------- */

static int
job_state(const struct job *j)
{
	int k, state = JOB_DONE;

	for (k = 0; k < j->n; k++) {
		if (j->ps[k].st < 0)
			return JOB_RUNNING;
		if (WIFSTOPPED(j->ps[k].st))
			state = JOB_STOPPED;
	}
	return state;
}

/*
 * Wait for one child (block: until one changes) and record its status
 * in its job. The pid, 0 when none was ready, -1 with errno.
 */
static pid_t
dowait(bool block)
{
	struct job *j;
	pid_t pid;
	int st, i, k, old;

	pid = waitpid(-1, &st, (block ? 0 : WNOHANG) |
	    (jobctl ? WUNTRACED : 0));
	if (pid <= 0)
		return pid;
	for (i = 0; i < njobs; i++) {
		j = &jobtab[i];
		for (k = 0; j->used && k < j->n; k++) {
			if (j->ps[k].pid != pid)
				continue;
			j->ps[k].st = st;
			old = j->state;
			j->state = job_state(j);
			if (j->state != old) {
				/* no notices without job control (dash) */
				if (!j->fg && JC(j))
					j->changed = true;
				if (j->state == JOB_STOPPED)
					order_put(i);
			}
			return pid;
		}
	}
	return pid;
}

/* collect finished children without blocking */
static void
reap(void)
{
	while (dowait(false) > 0)
		;
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

/* A child gone missing (waitpid failed): its status is 127. */
static void
job_lost(struct job *j)
{
	int k;

	for (k = 0; k < j->n; k++)
		if (j->ps[k].st < 0)
			j->ps[k].st = 127 << 8;
	j->state = JOB_DONE;
}

int
wait_pid(pid_t pid)
{
	pid_t r;
	int st;

	for (;;) {
		r = waitpid(pid, &st, 0);
		if (r == pid) {
			signal_note(st);
			return decode_status(st);
		}
		if (r < 0 && errno != EINTR)
			return 127;
	}
}

static void job_print(FILE *f, struct job *j, bool pids);

/*
 * Wait for a foreground job; the terminal comes back to the shell. A
 * job that stops stays in the table and is reported at once; one that
 * ends is freed. sts (if not NULL) gets every process's status. When a
 * job under job control dies of SIGINT (C-c), the shell acts as if it
 * got the signal itself: the command it is running is abandoned, as in
 * dash. The status is that of the last process.
 */
int
job_wait(struct job *j, int *sts)
{
	int k, st, last;

	if (!j->n) {		/* its fork failed */
		job_free(j);
		return 127;
	}
	while (j->state == JOB_RUNNING)
		if (dowait(true) < 0 && errno != EINTR)
			job_lost(j);
	if (JC(j) && ttyfd >= 0)
		tcsetpgrp(ttyfd, getpgrp());
	j->fg = false;
	last = j->ps[j->n - 1].st;
	if (j->state == JOB_STOPPED) {
		for (k = j->n - 1; k > 0 && !WIFSTOPPED(j->ps[k].st); k--)
			;
		st = 128 + WSTOPSIG(j->ps[k].st);
		for (k = 0; sts && k < j->n; k++)
			sts[k] = st;
		job_print(stderr, j, false);
		return st;
	}
	for (k = 0; k < j->n; k++) {
		st = j->ps[k].st;
		if (sts)
			sts[k] = decode_status(st);
		signal_note(st);
		if (JC(j) && WIFSIGNALED(st) && WTERMSIG(st) == SIGINT)
			raise(SIGINT);
	}
	job_free(j);
	return decode_status(last);
}

/* the job with process PID, or NULL */
static struct job *
job_by_pid(long pid)
{
	int i, k;

	for (i = 0; i < njobs; i++)
		for (k = 0; jobtab[i].used && k < jobtab[i].n; k++)
			if (jobtab[i].ps[k].pid == pid)
				return &jobtab[i];
	return NULL;
}

/* the job's text: its processes' joined by " | " (malloc'd) */
static char *
job_text(const struct job *j)
{
	struct sbuf b = { 0 };
	int k;

	for (k = 0; k < j->n; k++) {
		if (k)
			sb_adds(&b, " | ");
		if (j->ps[k].text)
			sb_adds(&b, j->ps[k].text);
	}
	sb_addc(&b, 0);
	return b.s;
}

/* does the job's text start with s (or contain it: any) */
static bool
job_matches(const struct job *j, const char *s, bool any)
{
	char *t = job_text(j);
	bool r = any ? strstr(t, s) != NULL : !strncmp(t, s, strlen(s));

	free(t);
	return r;
}

/*
 * The job a job ID names: %N, %%, %+ (or %) the current job, %- the
 * previous one, %STRING the job whose command starts with STRING,
 * %?STRING the one whose command contains it; NULL after a message in
 * dash's words. A pid is no job ID (POSIX), only kill and wait take one.
 */
static struct job *
job_get(const char *builtin, const char *spec)
{
	struct job *j = NULL;
	const char *s = spec + 1;
	long n;
	char *end;
	int i;
	bool any;

	if (*spec != '%')
		goto none;
	if (!*s || !strcmp(s, "%") || !strcmp(s, "+")) {
		if (!norder)
			sh_warn("%s: No current job", builtin);
		return norder ? &jobtab[order[0]] : NULL;
	}
	if (!strcmp(s, "-")) {
		if (norder < 2)
			sh_warn("%s: No previous job", builtin);
		return norder > 1 ? &jobtab[order[1]] : NULL;
	}
	if (isdigit((unsigned char)*s)) {
		n = strtol(s, &end, 10);
		i = *end || n < 1 || n > njobs ? -1 : (int)n - 1;
		if (i >= 0 && jobtab[i].used)
			return &jobtab[i];
		goto none;
	}
	any = *s == '?';
	s += any;
	for (i = 0; i < njobs; i++) {
		if (!jobtab[i].used || !job_matches(&jobtab[i], s, any))
			continue;
		if (j) {
			sh_warn("%s: %s: ambiguous", builtin, spec);
			return NULL;
		}
		j = &jobtab[i];
	}
	if (j)
		return j;
none:
	sh_warn("%s: No such job: %s", builtin, spec);
	return NULL;
}

/*
 * Wait for a background job (the wait builtin); a trapped signal, or
 * C-c in an interactive shell, interrupts with 128+signal. The status
 * is that of its last process.
 */
static int
wait_job(struct job *j)
{
	while (j->state == JOB_RUNNING) {
		if (pending_sigs)	/* caught while reaping another child */
			return 128 + last_signal;
		if (dowait(true) < 0) {
			if (errno != EINTR)
				job_lost(j);
			else if (pending_sigs)
				return 128 + last_signal;
		}
	}
	j->waited = true;	/* jobs still reports it, as dash does */
	return decode_status(j->ps[j->n - 1].st);
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
			if (!jobtab[i].used || jobtab[i].state == JOB_STOPPED)
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
		if (!again)	/* wait PID names the signal */
			signal_note(j->ps[j->n - 1].st);
	}
	return st;
}

/* ---- listing ------------------------------------------------------- */

/*
 * One job as jobs shows it: "[N] + State", '+' on the current job and
 * '-' on the previous one (POSIX), the command from column 33; pids: the
 * process ids too, one line per process of a pipeline, as dash pads them.
 * A finished job is forgotten once shown.
 */
static void
job_print(FILE *f, struct job *j, bool pids)
{
	char state[48], *text;
	int i = j - jobtab, k, w, st;

	if (!j->n) {		/* a failed fork left it */
		job_free(j);
		return;
	}
	st = j->ps[j->n - 1].st;
	if (j->state == JOB_RUNNING) {
		strcpy(state, "Running");
	} else if (j->state == JOB_STOPPED) {
		for (k = j->n - 1; k > 0 && !WIFSTOPPED(j->ps[k].st); k--)
			;
		snprintf(state, sizeof(state), "%s",
		    strsignal(WSTOPSIG(j->ps[k].st)));
	} else if (WIFSIGNALED(st)) {
		snprintf(state, sizeof(state), "%s%s", strsignal(WTERMSIG(st)),
		    WCOREDUMP(st) ? " (core dumped)" : "");
	} else if (WEXITSTATUS(st)) {
		snprintf(state, sizeof(state), "Done(%d)", WEXITSTATUS(st));
	} else {
		strcpy(state, "Done");
	}
	w = fprintf(f, "[%d] %c ", i + 1, norder && order[0] == i ? '+' :
	    norder > 1 && order[1] == i ? '-' : ' ');
	if (!pids) {
		text = job_text(j);
		fprintf(f, "%-*s%s\n", w < 33 ? 33 - w : 0, state, text);
		free(text);
	}
	for (k = 0; pids && k < j->n; k++) {
		if (k)
			w = fprintf(f, "      %d", (int)j->ps[k].pid);
		else
			w += fprintf(f, "%d ", (int)j->ps[k].pid);
		fprintf(f, "%-*s%s%s\n", w < 33 ? 33 - w : 0, k ? "" : state,
		    j->ps[k].text ? j->ps[k].text : "",
		    k < j->n - 1 ? " |" : "");
	}
	j->changed = false;
	if (j->state == JOB_DONE)
		job_free(j);
}

static void
jobs_one(struct job *j, const struct bopts *o)
{
	if (o->seen['p'])
		printf("%d\n", (int)j->ps[0].pid);
	else
		job_print(stdout, j, o->seen['l']);
}

/*
 * A copy of the order (none yet: order is NULL), since showing a finished
 * job frees it; on the heap, as the line editor's set -b notices come
 * while the parser may be building a word on the stack. The caller frees.
 */
static int *
order_copy(void)
{
	int *list = xmalloc(sizeof(*list) * (norder + 1));

	if (norder)
		memcpy(list, order, sizeof(*list) * norder);
	return list;
}

/* jobs [-lp] [JOB...]: the current job first, as dash lists them */
int
bi_jobs(int argc, char **argv)
{
	struct bopts o;
	struct job *j;
	int k, n = norder, *list;

	reap();
	if (!(argv = bi_options(argv, "lp", &o, 0)))
		return 2;
	list = order_copy();
	for (k = 0; !*argv && k < n; k++)
		jobs_one(&jobtab[list[k]], &o);
	free(list);
	for (; *argv; argv++) {
		if (!(j = job_get("jobs", *argv)))
			return 2;
		jobs_one(j, &o);
	}
	return 0;
}

/*
 * The jobs that stopped or ended since, in dash's words ("[1] + Done
 * sleep 1"), on stderr (without print: only whether there are any).
 * Before an interactive shell's prompt; with set -b also at once, from
 * the line editor.
 */
bool
jobs_report(bool print)
{
	int k, *list, n;
	bool any = false;

	reap();
	n = norder;
	list = order_copy();
	for (k = 0; k < n; k++) {
		if (!jobtab[list[k]].changed)
			continue;
		any = true;
		if (print)
			job_print(stderr, &jobtab[list[k]], false);
	}
	free(list);
	fflush(stderr);
	return any;
}

void
jobs_notify(void)
{
	if (stop_warned)
		stop_warned--;
	jobs_report(true);
}

/* ---- kill ------------------------------------------------------------ */

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
 * A job under job control is signalled as a process group.
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
	/*
	 * children that ended while only builtins ran are collected first:
	 * "while kill -0 $pid; do ...; done" must not find a zombie forever
	 */
	reap();
	for (; *p; p++) {
		if (**p == '%') {
			j = job_get("kill", *p);
			if (!j)
				return 2;
			if (JC(j))
				kill(-j->pgid, sig);
			for (k = 0; !JC(j) && k < j->n; k++)
				if (j->ps[k].st < 0)
					kill(j->ps[k].pid, sig);
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

/* ---- job control ------------------------------------------------------ */

/*
 * fg [JOB] and bg [JOB...], for jobs started under job control: like
 * dash, fg shows the command and bg "[N] command"; a stopped job's
 * processes are continued with SIGCONT, fg's with the terminal handed to
 * them first.
 */
static int
continue_job(char **argv, bool fg)
{
	static char *cur[] = { "%%", NULL };
	struct job *j;
	char **p = argv[1] ? argv + 1 : cur, *text;
	int k;

	for (; *p; p++) {
		if (!(j = job_get(argv[0], *p)))
			return 2;
		if (!JC(j) || in_child) {
			sh_warn("%s: job %d not created under job control",
			    argv[0], (int)(j - jobtab) + 1);
			return 2;
		}
		text = job_text(j);
		if (fg)
			printf("%s\n", text);
		else
			printf("[%d] %s\n", (int)(j - jobtab) + 1, text);
		free(text);
		fflush(stdout);
		for (k = 0; k < j->n; k++)
			if (j->ps[k].st >= 0 && WIFSTOPPED(j->ps[k].st))
				j->ps[k].st = -1;
		j->state = job_state(j);
		j->changed = false;
		j->fg = fg;
		order_put(j - jobtab);
		if (fg && ttyfd >= 0)
			tcsetpgrp(ttyfd, j->pgid);
		kill(-j->pgid, SIGCONT);
		if (fg)
			return job_wait(j, NULL);
	}
	return 0;
}

int
bi_fg(int argc, char **argv)
{
	(void)argc;
	return continue_job(argv, true);
}

int
bi_bg(int argc, char **argv)
{
	(void)argc;
	return continue_job(argv, false);
}

/*
 * set -m: the shell takes the terminal (/dev/tty, else stderr if it is
 * one) into a process group of its own; while it is in the background of
 * another shell it stops itself with SIGTTIN until it is brought to the
 * foreground, as dash does. It ignores SIGTSTP, SIGTTIN and SIGTTOU
 * (its jobs do not). Without a terminal, job control stays off, with
 * dash's message. set +m gives the terminal back to its first group.
 * who: "set" for the builtin's message.
 */
void
jobctl_set(bool on, const char *who)
{
	struct sigaction sa;
	pid_t pg;
	int fd;

	if (on == jobctl)
		return;
	if (!on) {
		tcsetpgrp(ttyfd, tty_pgrp);
		setpgid(0, tty_pgrp);
		close(ttyfd);
		ttyfd = -1;
		jobctl_on = false;
		goto sigs;
	}
	if (!ENABLE_SH_JOB_CONTROL || in_child)
		goto fail;
	fd = open("/dev/tty", O_RDWR | O_CLOEXEC);
	if (fd < 0 && isatty(2))
		fd = fcntl(2, F_DUPFD_CLOEXEC, 10);
	if (fd < 0)
		goto fail;
	fd = move_fd_high(fd);
	for (;;) {
		pg = tcgetpgrp(fd);
		if (pg < 0)
			goto close_fail;
		if (pg == getpgrp())
			break;
		/* in the background: wait to be brought to the foreground */
		if (sigaction(SIGTTIN, NULL, &sa) < 0 ||
		    sa.sa_handler == SIG_IGN)
			goto close_fail;
		kill(0, SIGTTIN);
	}
	tty_pgrp = pg;
	ttyfd = fd;
	jobctl_on = true;
sigs:
	signal(SIGTSTP, jobctl ? SIG_IGN : SIG_DFL);
	signal(SIGTTIN, jobctl ? SIG_IGN : SIG_DFL);
	signal(SIGTTOU, jobctl ? SIG_IGN : SIG_DFL);
	if (jobctl) {
		setpgid(0, getpid());
		tcsetpgrp(ttyfd, getpid());
	}
	return;
close_fail:
	close(fd);
fail:
	optflags[OPT_m] = 0;
	sh_warn("%s%scan't access tty; job control turned off", who ? who : "",
	    who ? ": " : "");
}

/*
 * exit or end of input with stopped jobs: the first time the shell says
 * so and stays (true), as dash does; right after, it goes.
 */

bool
jobs_stopped(void)
{
	int i;

	if (!jobctl || stop_warned)
		return false;
	for (i = 0; i < njobs; i++)
		if (jobtab[i].used && jobtab[i].state == JOB_STOPPED) {
			fputs("You have stopped jobs.\n", stderr);
			stop_warned = 2;
			return true;
		}
	return false;
}
