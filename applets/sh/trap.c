/*
 * trap.c - traps: catching signals, running their actions, EXIT
 *
 * POSIX.1-2024 XCU trap and 2.11 (Signals and Error Handling). A caught
 * signal only sets a flag; the action runs between commands (and makes
 * the wait builtin return), with $? preserved around it. Signals ignored
 * when a non-interactive shell starts cannot be trapped or reset. A
 * subshell resets caught traps to the default and keeps ignored ones.
 * The listing is dash's: trap -- 'action' NAME. An interactive shell
 * ignores SIGTERM and SIGQUIT and catches SIGINT: C-c abandons the
 * command being run (and wait or read) and gives a new prompt, with $?
 * 130, unless SIGINT is trapped; its children get the defaults.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"

static char *traps[NSIG];		/* NULL default, "" ignore */
static char *parent_traps[NSIG];	/* trap -p in a subshell lists them */
static bool ign_entry[NSIG];
static volatile sig_atomic_t gotsig[NSIG];
volatile sig_atomic_t pending_sigs;
volatile sig_atomic_t last_signal;
int trap_depth, trap_saved_status, trap_funcdepth;
static bool child;	/* a subshell: C-c is no longer the shell's */

static void
onsig(int sig)
{
	gotsig[sig] = 1;
	pending_sigs = 1;
	last_signal = sig;
}

static void
set_disposition(int sig, void (*fn)(int))
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = fn;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

void
trap_init(void)
{
	struct sigaction sa;
	int i;

	for (i = 1; i < NSIG; i++)
		if (sigaction(i, NULL, &sa) == 0 && sa.sa_handler == SIG_IGN)
			ign_entry[i] = true;
	if (interactive) {
		set_disposition(SIGTERM, SIG_IGN);
		set_disposition(SIGQUIT, SIG_IGN);
		set_disposition(SIGINT, onsig);
	}
}

/* the shell's own way with sig when no trap is set for it */
static void (*
untrapped(int sig))(int)
{
	if (interactive && !child && (sig == SIGTERM || sig == SIGQUIT))
		return SIG_IGN;
	if (interactive && !child && sig == SIGINT)
		return onsig;
	if (jobctl && (sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU))
		return SIG_IGN;
	return SIG_DFL;
}

/*
 * A child of an interactive shell: SIGINT, SIGQUIT and SIGTERM back to
 * the default unless a trap ignores them. System calls only (vfork).
 */
static void
interactive_child(void)
{
	static const unsigned char sigs[] = { SIGINT, SIGQUIT, SIGTERM };
	size_t i;

	for (i = 0; interactive && i < sizeof(sigs); i++)
		if (!traps[sigs[i]] || *traps[sigs[i]])
			set_disposition(sigs[i], SIG_DFL);
}

/* C-c in an interactive shell, SIGINT untrapped: back to the prompt */
void
sigint_check(void)
{
	if (!gotsig[SIGINT] || traps[SIGINT] || !interactive || child)
		return;
	gotsig[SIGINT] = 0;
	write_full(2, "\n", 1);
	exitstatus = 128 + SIGINT;
	sh_raise(EX_INT);
}

bool
trap_any(void)
{
	int i;

	for (i = 0; i < NSIG; i++)
		if (traps[i] && (i == 0 || *traps[i]))
			return true;
	return false;
}

static void
run_action(const char *action)
{
	struct jmploc jl, *prev = handler;
	int save = exitstatus, saveskip = evalskip;
	char *a = xstrdup(action);	/* the action may reset its trap */

	trap_depth++;
	trap_saved_status = save;
	trap_funcdepth = funcdepth;
	evalskip = 0;
	if (setjmp(jl.jb)) {
		/* caught by "command" or an interactive shell: later
		 * signals must still run their actions */
		handler = prev;
		free(a);
		trap_depth--;
		sh_raise(exception);
	}
	handler = &jl;
	evalstring(a, 0);
	handler = prev;
	free(a);
	trap_depth--;
	/*
	 * break, continue and return in an action act on the loop or
	 * function that the signal interrupted, as in dash and bash; a
	 * return gives that function its status.
	 */
	if (evalskip != SKIP_RETURN)
		exitstatus = save;
	if (!evalskip)
		evalskip = saveskip;
}

void
trap_run_pending(void)
{
	int i;

	if (trap_depth)
		return;
	pending_sigs = 0;
	sigint_check();
	for (i = 1; i < NSIG; i++) {
		if (!gotsig[i])
			continue;
		gotsig[i] = 0;
		if (traps[i] && *traps[i])
			run_action(traps[i]);
	}
}

void
trap_exit(void)
{
	/* static: an exit in the action ends the shell with it held here */
	static char *a;

	if (!traps[0])
		return;
	a = traps[0];
	traps[0] = NULL;
	trap_depth++;
	trap_saved_status = exitstatus;
	trap_funcdepth = funcdepth;
	evalskip = 0;
	evalstring(a, 0);
	trap_depth--;
	exitstatus = trap_saved_status;	/* unless the action calls exit */
	free(a);
	a = NULL;
}

void
trap_reset_child(void)
{
	int i;

	for (i = 0; i < NSIG; i++) {
		free(parent_traps[i]);
		parent_traps[i] = NULL;
		if (!traps[i] || !*traps[i])
			continue;
		/* trap -p in a subshell still lists the parent's traps */
		parent_traps[i] = traps[i];
		traps[i] = NULL;
		if (i)
			set_disposition(i, SIG_DFL);
	}
	interactive_child();
	child = true;
	pending_sigs = 0;
	gotsig[SIGINT] = 0;
}

/*
 * A vfork child before its execve: the caught signals back to the default
 * (execve would do that, but a signal could come first), by system calls
 * alone, since the child shares the shell's memory.
 */
void
trap_default_child(void)
{
	int i;

	for (i = 1; i < NSIG; i++)
		if (traps[i] && *traps[i])
			set_disposition(i, SIG_DFL);
	interactive_child();
}

static void
set_trap(int sig, const char *action)
{
	int i;

	for (i = 0; i < NSIG; i++) {	/* the subshell has its own now */
		free(parent_traps[i]);
		parent_traps[i] = NULL;
	}
	if (sig && ign_entry[sig] && !interactive)
		return;		/* POSIX: ignored on entry stays so */
	free(traps[sig]);
	traps[sig] = action ? xstrdup(action) : NULL;
	if (!sig || sig == SIGKILL || sig == SIGSTOP)
		return;
	if (!action)
		set_disposition(sig, untrapped(sig));
	else
		set_disposition(sig, *action ? onsig : SIG_IGN);
}

/*
 * A condition's action to list: in a subshell, where traps set to
 * commands were reset, "trap" lists only the ignored ones, as dash does;
 * "trap -p" (POSIX.1-2024, as bash) also the parent's, until the subshell
 * sets one of its own, so that saved=$(trap -p) works.
 */
static const char *
trap_of(int sig, bool parents)
{
	return traps[sig] || !parents ? traps[sig] : parent_traps[sig];
}

static void
list_one(int sig, bool parents)
{
	fputs("trap -- ", stdout);
	print_quoted(trap_of(sig, parents));
	printf(" %s\n", sig_name(sig));
}

int
bi_trap(int argc, char **argv)
{
	const char *action;
	struct bopts o;
	char **p;
	int i, sig, st = 0;

	p = bi_options(argv, "p", &o, BO_FATAL);
	if (!*p) {
		for (i = 0; i < NSIG; i++)
			if (trap_of(i, o.seen['p']))
				list_one(i, o.seen['p']);
		return 0;
	}
	if (o.seen['p']) {
		/* trap -p CONDITION...: POSIX.1-2024's listing */
		for (; *p; p++) {
			sig = sig_number(*p);
			if (sig < 0) {
				fflush(stdout);
				fprintf(stderr, "trap: %s: bad trap\n", *p);
				st = 1;
			} else if (trap_of(sig, true)) {
				list_one(sig, true);
			}
		}
		return st;
	}
	/* a lone condition, or an unsigned number first: reset them */
	if (!p[1] || isdigit((unsigned char)**p))
		action = NULL;
	else if (!strcmp(*p, "-"))
		action = NULL, p++;
	else
		action = *p++;
	/* as dash: a bad condition ends the list */
	for (; *p; p++) {
		sig = sig_number(*p);
		if (sig < 0) {
			fflush(stdout);
			fprintf(stderr, "trap: %s: bad trap\n", *p);
			return 1;
		}
		set_trap(sig, action);
	}
	return 0;
}
