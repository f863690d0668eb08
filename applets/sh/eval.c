/*
 * eval.c - walking the command tree: lists, pipelines, compound
 * commands, simple commands, functions, and the command loop
 *
 * POSIX.1-2024 XCU 2.9 (Shell Commands) and 2.14 (set -e). Every node
 * leaves its status in exitstatus. EV_TESTED marks contexts whose status
 * is being tested (if/while/until conditions, all but the last command of
 * && and ||, ! pipelines), where set -e is ignored; it is passed down into
 * compound commands and function bodies called there. EV_EXIT says the
 * process ends after this node, so a last external command may be exec'd
 * without a fork (unless a trap still has to run).
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <inttypes.h>
#include <stdio_ext.h>

int exitstatus;
int evalskip;
static int skipcount;
static int loopdepth;
int funcdepth;
static int builtin_flags;	/* the eval flags of the running builtin */

/* ---- functions ---------------------------------------------------- */

struct func {
	struct func	*next;
	char		*name;
	struct node	*body;
	int		refs;		/* the table's, plus running calls */
};

#define NFUNC	64
static struct func *functab[NFUNC];

static struct func **
func_slot(const char *name)
{
	struct func **f;

	for (f = &functab[str_hash(name, strlen(name)) % NFUNC]; *f;
	    f = &(*f)->next)
		if (!strcmp((*f)->name, name))
			break;
	return f;
}

static void
func_release(struct func *f)
{
	if (--f->refs > 0)
		return;
	node_free(f->body);
	free(f->name);
	free(f);
}

struct func *
func_find(const char *name)
{
	return *func_slot(name);
}

int
func_unset(const char *name)
{
	struct func **s = func_slot(name), *f = *s;

	if (!f)
		return -1;
	*s = f->next;
	func_release(f);
	return 0;
}

static void
func_define(const char *name, const struct node *body)
{
	struct func *f;

	func_unset(name);
	f = xzalloc(sizeof(*f));
	f->name = xstrdup(name);
	f->body = node_copy(body);
	f->refs = 1;
	*func_slot(name) = f;
}

/* ---- numbers, skips ---------------------------------------------- */

int
sh_number(const char *builtin, const char *s)
{
	long long v;

	if (!dash_number(s, &v) || v > INT_MAX)
		sh_error("%s: Illegal number: %s", builtin, s);
	return v;
}

/* After a loop body: true to leave the loop. */
static bool
loop_skip(void)
{
	if ((evalskip == SKIP_CONT || evalskip == SKIP_BREAK) &&
	    --skipcount <= 0) {
		bool brk = evalskip == SKIP_BREAK;

		evalskip = 0;
		return brk;
	}
	return evalskip != 0;
}

/* ---- compound commands ------------------------------------------- */

static int
evalloop(struct node *n, int flags)
{
	struct stmark m;
	int st = 0, c;

	loopdepth++;
	for (;;) {
		stmark(&m);
		c = evaltree(n->ifn.cond, EV_TESTED);
		strelease(&m);
		if (evalskip) {
			/* "while return 2" returns 2 */
			st = c;
			if (loop_skip())
				break;
			continue;
		}
		if ((n->type == N_WHILE) != (c == 0))
			break;
		st = evaltree(n->ifn.then, flags & ~EV_EXIT);
		strelease(&m);
		if (evalskip && loop_skip())
			break;
	}
	loopdepth--;
	return st;
}

/*
 * The value of a ((...)) expression word (bash's arithmetic command and
 * for loop, SH_EXTRAS): expanded as $((...)); a blank one is 1.
 */
static intmax_t
arith_value(struct word *w)
{
	struct stmark m;
	intmax_t v = 1;

	if (w->parts) {
		stmark(&m);
		v = strtoimax(expand_word(w, 0), NULL, 10);
		strelease(&m);
	}
	return v;
}

static int
evalfor_arith(struct node *n, int flags)
{
	struct word *init = n->forn.words, *cond = init->next;
	struct word *step = cond->next;
	int st = 0;

	arith_value(init);
	loopdepth++;
	while (arith_value(cond)) {
		st = evaltree(n->forn.body, flags & ~EV_EXIT);
		if (evalskip && loop_skip())
			break;
		arith_value(step);
	}
	loopdepth--;
	return st;
}

static int
evalfor(struct node *n, int flags)
{
	struct arglist al = { 0 };
	struct stmark m;
	int st = 0, i;

	cur_lineno = n->lineno;		/* for errors and $LINENO in the list */
	if (ENABLE_SH_EXTRAS && !n->forn.var)
		return evalfor_arith(n, flags);
	if (n->forn.has_in)
		expand_words(n->forn.words, &al);
	else	/* copies: the body may "set" or "shift" them away */
		for (i = 0; i < posc; i++)
			arglist_add(&al, ststrdup(posv[i]));
	loopdepth++;
	stmark(&m);
	for (i = 0; i < al.n; i++) {
		var_set(n->forn.var, al.v[i], 0);
		st = evaltree(n->forn.body, flags & ~EV_EXIT);
		strelease(&m);
		if (evalskip && loop_skip())
			break;
	}
	loopdepth--;
	return st;
}

static int
evalcase(struct node *n, int flags)
{
	struct caseitem *ci;
	struct word *p;
	char *w;
	int st = 0;

	cur_lineno = n->lineno;		/* for errors and $LINENO in the word */
	w = expand_word(n->casen.word, EXP_TILDE);

	ci = n->casen.items;
next:
	for (; ci; ci = ci->next)
		for (p = ci->pats; p; p = p->next)
			if (pmatch(expand_pattern(p), w))
				goto found;
	return st;
found:
	for (; ci; ci = ci->next) {
		st = ci->body ? evaltree(ci->body, flags) : 0;
		if (evalskip || !ci->fallthrough)
			break;
		if (ci->fallthrough == 2) {	/* ;;& */
			ci = ci->next;
			goto next;
		}
	}
	return st;
}

static int
evalsubshell(struct node *n, int flags)
{
	struct job *j;

	if (!(flags & EV_EXIT) || trap_any()) {
		j = job_new(1, false);
		if (job_fork(j, n))
			return job_wait(j, NULL);
	}
	if (n->redirs)
		cur_lineno = n->lineno;
	if (redirect(n->redirs, 0))
		sh_exit(2);
	/* (...) || x: set -e stays ignored inside, as in the parent */
	evaltree(n->body, EV_EXIT | (flags & EV_TESTED));
	sh_exit(exitstatus);
}

/*
 * A pipeline: one job of a process per command; bg: started with &
 * (the processes are the job's, as in dash, so jobs -l lists each)
 */
static int
evalpipe(struct node *n, int flags, bool bg)
{
	int i, cnt = n->pipe.n, prev = -1, fds[2], st, fail = 0;
	int *sts = stalloc(sizeof(*sts) * cnt);
	struct job *j = job_new(cnt, bg);
	struct node bang = { .type = N_NOT, .body = n->pipe.cmds[0] };
	pid_t pid = 0;

	for (i = 0; i < cnt; i++) {
		fds[0] = fds[1] = -1;
		if (i < cnt - 1 && pipe(fds) < 0)
			sh_error("Pipe call failed");
		/* the text of "! a | b" is dash's "!a | b" */
		pid = job_fork(j, i || !n->pipe.bang ? n->pipe.cmds[i] :
		    &bang);
		if (pid == 0) {
			if (prev >= 0 && prev != 0) {
				dup2(prev, 0);
				close(prev);
			}
			if (fds[1] >= 0) {
				close(fds[0]);
				if (fds[1] != 1) {
					dup2(fds[1], 1);
					close(fds[1]);
				}
			}
			evaltree(n->pipe.cmds[i],
			    EV_EXIT | (flags & EV_TESTED));
			sh_exit(exitstatus);
		}
		if (prev >= 0)
			close(prev);
		if (fds[1] >= 0)
			close(fds[1]);
		prev = fds[0];
	}
	if (bg) {
		lastbg_pid = pid;
		return 0;
	}
	job_wait(j, sts);
	for (i = 0; i < cnt; i++)
		if (sts[i])
			fail = sts[i];
	st = OPTSET(pipefail) ? fail : sts[cnt - 1];
	return n->pipe.bang ? !st : st;
}

static int
evalbg(struct node *n)
{
	struct job *j;
	pid_t pid;

	if (n->body->type == N_PIPE && !n->body->redirs)
		return evalpipe(n->body, 0, true);
	j = job_new(1, true);
	pid = job_fork(j, n->body);
	if (pid == 0) {
		evaltree(n->body, EV_EXIT);
		sh_exit(exitstatus);
	}
	lastbg_pid = pid;
	return 0;
}

/* ---- simple commands ---------------------------------------------- */

/* a word of the trace: a=(...) with its elements (SH_EXTRAS) */
static void
trace_add(struct sbuf *b, const char *s)
{
	struct arglist *l = ENABLE_SH_EXTRAS ? compound_of(s) : NULL;
	int i;

	sb_adds(b, s);
	if (!l)
		return;
	sb_addc(b, '(');
	for (i = 0; i < l->n; i++) {
		if (i)
			sb_addc(b, ' ');
		/* a value without its 'v', "[i]=x" as it is */
		sb_adds(b, l->v[i] + (*l->v[i] == 'v'));
	}
	sb_addc(b, ')');
}

static void
xtrace(char **asg, int nasg, char **argv, int fd)
{
	static bool in_ps4;
	struct sbuf b = { 0 };
	const char *ps4 = var_get("PS4"), *raw;
	int i, save = lastcmdsub_status;

	if (in_ps4)		/* commands run to expand PS4 are not traced */
		return;
	/* POSIX 2.5.3: PS4 is expanded each time (not while expanding it) */
	if (ps4 && !in_ps4 && strpbrk(ps4, "$`")) {
		in_ps4 = true;
		raw = ststrdup(ps4);	/* the expansion may assign PS4 */
		/*
		 * after an error there (PS4='+ $BASH_SOURCE ' under set -u)
		 * PS4 is used as it stands, as in dash, bash and BusyBox
		 */
		if (!(ps4 = expand_word_caught(parse_arith_word(raw, 1))))
			ps4 = raw;
		in_ps4 = false;
		lastcmdsub_status = save;
	}
	sb_adds(&b, ps4 ? ps4 : "");
	for (i = 0; i < nasg; i++) {
		if (i)
			sb_addc(&b, ' ');
		trace_add(&b, asg[i]);
	}
	for (i = 0; argv[i]; i++) {
		if (i || nasg)
			sb_addc(&b, ' ');
		trace_add(&b, argv[i]);
	}
	sb_addc(&b, '\n');
	fflush(stdout);
	write_full(fd, b.s, b.len);
	sb_free(&b);
}

/* flush what a builtin wrote; a write error is its failure */
static int
flush_builtin(const char *name, int st)
{
	if (fflush(stdout) || ferror(stdout)) {
		__fpurge(stdout);
		clearerr(stdout);
		sh_warn("%s: I/O error", name);
		st = 1;
	}
	return st;
}

/* An applet that is safe in the shell's process: run it here. */
int
run_inproc(const struct applet *a, char **argv)
{
	jmp_buf jb, *saved = die_jmp;
	int r;

	fflush(stdout);
	die_jmp = &jb;
	r = setjmp(jb);
	if (r == 0)
		run_applet(a, argv);
	die_jmp = saved;
	applet_name = "sh";
	return r & 0xff;
}

static void
set_args(char **argv, int argc, char ***savev, int *savec)
{
	*savev = posv;
	*savec = posc;
	posv = argv_block(argv, argc);
	posc = argc;
}

static void
restore_args(char **savev, int savec)
{
	free(posv);
	posv = savev;
	posc = savec;
}

static int
evalfunc(struct func *f, char **argv, int argc, int flags)
{
	struct jmploc jl, *prev = handler;
	char **savev;
	int savec, saveloop = loopdepth;
	long gsave[2];

	set_args(argv + 1, argc - 1, &savev, &savec);
	getopts_push(gsave);	/* each call has its own getopts scan */
	f->refs++;
	funcdepth++;
	loopdepth = 0;
	if (setjmp(jl.jb)) {
		handler = prev;
		loopdepth = saveloop;
		funcdepth--;
		restore_args(savev, savec);
		getopts_pop(gsave);
		func_release(f);
		sh_raise(exception);
	}
	handler = &jl;
	evaltree(f->body, flags & EV_TESTED);
	handler = prev;
	if (evalskip == SKIP_RETURN)
		evalskip = 0;
	loopdepth = saveloop;
	funcdepth--;
	restore_args(savev, savec);
	getopts_pop(gsave);
	func_release(f);
	return exitstatus;
}

/*
 * A regular builtin's error (sh_error) ends only that builtin, with
 * status 2; the shell goes on (POSIX 2.8.1: only special builtins'
 * errors end a non-interactive shell).
 */
static int
run_regular(const struct builtin *bi, int argc, char **argv)
{
	struct jmploc jl, *prev = handler;
	const char *oc = errcmd;
	int st;

	if (setjmp(jl.jb)) {
		handler = prev;
		errcmd = oc;
		if (exception != EX_ERROR)
			sh_raise(exception);
		return flush_builtin(argv[0], 2);
	}
	handler = &jl;
	errcmd = NULL;		/* a builtin's messages name itself */
	st = bi->fn(argc, argv);
	errcmd = oc;
	handler = prev;
	return flush_builtin(argv[0], st);
}

static bool
is_decl(const char *name)
{
	const struct builtin *b = find_builtin(name);

	return b && (b->flags & BI_ASSIGN) && !func_find(name);
}

/*
 * command [-p] NAME...: strip it; false when command itself must run
 * (-v, -V, a bad option: the builtin answers or complains)
 */
static bool
strip_command(char ***argvp, int *argcp, int *fcflags)
{
	struct bopts o;
	char **ap = bi_options(*argvp, "pvV", &o, BO_QUIET);

	if (!ap || o.seen['v'] || o.seen['V'])
		return false;
	if (o.seen['p'])
		*fcflags |= FC_DEFPATH;
	*argcp -= ap - *argvp;
	*argvp = ap;
	*fcflags |= FC_NOFUNC;
	return true;
}

static int evalcommand1(struct node *n, int flags);

#if ENABLE_SH_EXTRAS
/*
 * bash's a[i]=x and a=(...) (the parser marked their words): made here
 * when no command follows; in front of one, a=(...) is dropped and
 * a[i]=x too, with bash's complaint.
 */
static void
extra_assign(const char *s, int argc)
{
	if (!argc) {
		var_assign_extra(s);
		return;
	}
	if (compound_of(s))
		return;
	sh_warn("%.*s: not a valid identifier", (int)(strchr(s, '=') - s),
	    s);
}
#endif

/*
 * An assignment to a readonly variable in front of an external command,
 * or one not found, is an error of the shell itself (POSIX 2.8.1: a
 * non-interactive shell exits), found before any child is made.
 */
static void
check_readonly(char **asg, int nasg)
{
	struct var *v;
	size_t len;
	int i;

	for (i = 0; i < nasg; i++) {
		len = strchr(asg[i], '=') - asg[i];
		v = var_lookup(asg[i], len);
		if (v && (v->flags & V_READONLY))
			sh_error("%.*s: is read only", (int)len, asg[i]);
	}
}

/*
 * The environment of an external command: the exported variables with
 * the command's assignments on top.
 */
static char **
cmd_environ(char **asg, int nasg)
{
	char **env = var_environ(), **nv;
	size_t len;
	int n = 0, i, k;

	if (!nasg)
		return env;
	while (env[n])
		n++;
	nv = stalloc(sizeof(*nv) * (n + nasg + 1));
	memcpy(nv, env, sizeof(*nv) * n);
	for (i = 0; i < nasg; i++) {
		len = strchr(asg[i], '=') - asg[i];
		for (k = 0; k < n; k++)
			if (!strncmp(nv[k], asg[i], len + 1))
				break;
		nv[k] = asg[i];
		if (k == n)
			n++;
	}
	nv[n] = NULL;
	return nv;
}

static void
pop_redir(struct redir *r)
{
	if (r)
		popredir();
}

/* everything a simple command allocates goes when it is done */
static int
evalcommand(struct node *n, int flags)
{
	struct stmark m;
	void *cs = NULL;
	int st;

	stmark(&m);
	if (ENABLE_SH_EXTRAS)	/* its own a=(...) for declare to find */
		cs = compound_save();
	st = evalcommand1(n, flags);
	if (ENABLE_SH_EXTRAS)
		compound_restore(cs);
	strelease(&m);
	return st;
}

static bool
is_special(const char *name)
{
	const struct builtin *b = find_builtin(name);

	return b && (b->flags & BI_SPECIAL);
}

/*
 * A simple command in the order of POSIX 2.9.1: the words are expanded,
 * then the redirections made (saved), then the assignments expanded,
 * so "a=$(cmd) prog 2>f" sends cmd's errors to f. If a redirection
 * fails, nothing is assigned and no command is looked up.
 */
static int
evalcommand1(struct node *n, int flags)
{
	struct arglist args = { 0 };
	struct cmdentry ce;
	struct word *w, one;
	char **argv, **asg, **env;
	int argc, nasg = 0, st, i, fcflags = 0, tracefd = 2, err;
	bool decl = false, nospecial = false, pushed = false;
	int cmdat = 0;	/* where "command [-p]" expects a name */
	void *lp = NULL;
	struct job *j = NULL;
	pid_t pid;

	cur_lineno = n->lineno;
	lastcmdsub_status = 0;
	for (w = n->cmd.args; w; w = w->next) {
		if (decl && word_is_assignment(w)) {
			expand_assign_arg(w, &args);
		} else {
			one = *w;
			one.next = NULL;
			expand_words(&one, &args);
		}
		if (w == n->cmd.args && args.n) {
			decl = is_decl(args.v[0]);
			/* command export x=$y: still an assignment */
			if (!strcmp(args.v[0], "command") &&
			    !func_find("command"))
				cmdat = 1;
		} else if (cmdat && args.n > cmdat) {
			if (!strcmp(args.v[cmdat], "-p") ||
			    !strcmp(args.v[cmdat], "command"))
				cmdat++;
			else {
				decl = is_decl(args.v[cmdat]);
				cmdat = 0;
			}
		}
	}
	argv = args.n ? args.v : (char *[]){ NULL };
	argc = args.n;

	if (n->redirs) {
		if (redirect(n->redirs, RD_SAVE)) {
			popredir();
			if (argc && is_special(argv[0])) {
				exitstatus = 2;	/* exec and the like */
				sh_raise(EX_ERROR);
			}
			return 2;
		}
		tracefd = redir_saved(2);	/* -x traces to the old fd 2 */
	}

	/*
	 * Assignments are expanded left to right, each seeing the ones
	 * before it (a=1 b=$a gives b=1); in front of a command they are
	 * only visible for the time of the expansions here.
	 */
	for (w = n->cmd.assigns; w; w = w->next)
		nasg++;
	asg = stalloc(sizeof(*asg) * (nasg + 1));
	for (i = 0, w = n->cmd.assigns; w; w = w->next) {
#if ENABLE_SH_EXTRAS
		if (w->arr) {
			asg[i] = w->parts->next && w->parts->next->type ==
			    WP_LIST ? expand_compound(w) : expand_assign(w);
			extra_assign(asg[i], argc);
			if (argc)
				nasg--;	/* not for a command */
			else
				i++;	/* done: only set -x shows it */
			continue;
		}
#endif
		asg[i] = expand_assign(w);
		if (ENABLE_SH_EXTRAS)
			asg[i] = var_append(asg[i]);
		if (!argc) {
			var_setkv(asg[i++], 0);
			continue;
		}
		if (w->next) {
			if (!pushed)
				lp = local_push();
			pushed = true;
			local_var(asg[i]);
		}
		i++;
	}
	if (pushed)
		local_pop(lp);
	if (OPTSET(x))		/* with no command, after: a new PS4 counts */
		xtrace(asg, nasg, argv, tracefd);
	if (!argc) {
		pop_redir(n->redirs);
		return lastcmdsub_status;
	}

	for (i = 0; i < nasg; i++)
		if (!strncmp(asg[i], "PATH=", 5)) {
			lookup_path = asg[i] + 5;	/* PATH=dir cmd */
			fcflags |= FC_NOHASH;
		}
	for (;;) {
		if (!find_command(argv[0], &ce, fcflags))
			goto notfound;
		if (ce.kind == CK_BUILTIN && ce.bi->fn == bi_command &&
		    strip_command(&argv, &argc, &fcflags)) {
			nospecial = true;
			if (!argc) {
				pop_redir(n->redirs);
				return 0;
			}
			continue;
		}
		break;
	}
	/* command exec: the redirections stay all the same (dash) */
	if (ce.kind == CK_SPECIAL && nospecial && ce.bi->fn != bi_exec)
		ce.kind = CK_BUILTIN;

	switch (ce.kind) {
	case CK_SPECIAL:
		builtin_flags = flags;
		if (ce.bi->fn == bi_exec) {
			/* exec: redirections and assignments stay */
			if (n->redirs)
				keepredir();
			for (i = 0; i < nasg && (!nospecial || argc > 1); i++)
				var_setkv(asg[i], argc > 1 ? V_EXPORT : 0);
			return flush_builtin(argv[0], bi_exec(argc, argv));
		}
		for (i = 0; i < nasg; i++)
			var_setkv(asg[i], 0);
		{
			const char *oc = errcmd;

			errcmd = NULL;	/* a builtin's messages name itself */
			st = ce.bi->fn(argc, argv);
			errcmd = oc;
		}
		st = flush_builtin(argv[0], st);
		pop_redir(n->redirs);
		return st;
	case CK_BUILTIN:
	case CK_APPLET:
	case CK_FUNC:
		lp = local_push();
		for (i = 0; i < nasg; i++)
			local_var(asg[i]);
		if (ce.kind == CK_FUNC) {
			st = evalfunc(ce.func, argv, argc, flags);
		} else if (ce.kind == CK_APPLET) {
			st = run_inproc(ce.applet, argv);
		} else {
			builtin_flags = flags;
			read_ahead = ce.bi->fn == bi_read &&
			    redir_heredoc0(n->redirs);
			st = run_regular(ce.bi, argc, argv);
			read_ahead = false;
		}
		pop_redir(n->redirs);
		local_pop(lp);
		return st;
	}

	/* an external command, or one of our applets in a child */
	check_readonly(asg, nasg);
	if ((flags & EV_EXIT) && !trap_any()) {
		pid = 0;
	} else if (!ce.applet) {
		env = cmd_environ(asg, nasg);
		st = vfork_exec(argv, env, ce.path, n);
		if (st < 0) {		/* ENOEXEC */
			j = job_new(1, false);
			if (!job_fork(j, n))
				shell_exec(argv, env, &ce, "");
			st = job_wait(j, NULL);
		}
		pop_redir(n->redirs);
		return st;
	} else {
		j = job_new(1, false);
		pid = job_fork(j, n);
	}
	if (pid) {
		st = job_wait(j, NULL);
		pop_redir(n->redirs);
		return st;
	}
	for (i = 0; i < nasg; i++)
		var_setkv(asg[i], V_EXPORT);
	shell_exec(argv, var_environ(), &ce, "");

notfound:
	err = errno;
	check_readonly(asg, nasg);
	sh_warn("%s: %s", argv[0], not_found(err));
	pop_redir(n->redirs);
	return 127;
}

/* ---- the tree ----------------------------------------------------- */

int
evaltree(struct node *n, int flags)
{
	int st = 0;
	bool redirs;

	stack_check();
	if (!n) {
		exitstatus = 0;
		return 0;
	}
	if (OPTSET(n))	/* after "set -n" nothing more runs, as in dash */
		return exitstatus;
	redirs = n->redirs && n->type != N_CMD && n->type != N_SUBSHELL;
	if (redirs)
		cur_lineno = n->lineno;	/* errors name the compound's line */
	if (redirs && redirect(n->redirs, RD_SAVE)) {
		popredir();
		exitstatus = 2;
		return 2;
	}
	switch (n->type) {
	case N_SEQ:
		evaltree(n->bin.left, flags & ~EV_EXIT);
		if (!evalskip)
			evaltree(n->bin.right, flags);
		st = exitstatus;
		break;
	case N_AND:
	case N_OR:
		st = evaltree(n->bin.left, (flags & ~EV_EXIT) | EV_TESTED);
		if (!evalskip && (st == 0) == (n->type == N_AND))
			st = evaltree(n->bin.right, flags);
		break;
	case N_NOT:
		st = !evaltree(n->body, (flags & ~EV_EXIT) | EV_TESTED);
		break;
	case N_PIPE:
		st = evalpipe(n, flags, false);
		break;
	case N_BG:
		st = evalbg(n);
		break;
	case N_SUBSHELL:
		st = evalsubshell(n, flags);
		break;
	case N_BRACE:
		st = evaltree(n->body, flags);
		break;
	case N_IF:
		st = evaltree(n->ifn.cond, EV_TESTED);
		if (evalskip)
			break;
		if (st == 0)
			st = evaltree(n->ifn.then, flags);
		else if (n->ifn.els)
			st = evaltree(n->ifn.els, flags);
		else
			st = 0;
		break;
	case N_WHILE:
	case N_UNTIL:
		st = evalloop(n, flags);
		break;
	case N_FOR:
		st = evalfor(n, flags);
		break;
	case N_CASE:
		st = evalcase(n, flags);
		break;
	case N_FUNC:
		func_define(n->func.name, n->func.body);
		st = 0;
		break;
	case N_CMD:
		st = evalcommand(n, flags);
		break;
	case N_DBRACK:
		cur_lineno = n->lineno;
		st = evalcond(n);
		break;
	case N_ARITH:	/* ((...)): 0 when the value is not 0 */
		cur_lineno = n->lineno;
		st = !arith_value(n->cmd.args);
		break;
	}
	if (redirs)
		popredir();
	exitstatus = st;
	if (pending_sigs) {
		trap_run_pending();
		st = exitstatus;	/* a return in the action sets it */
	}
	if (st && OPTSET(e) && !(flags & EV_TESTED) && !evalskip &&
	    (n->type == N_CMD || n->type == N_SUBSHELL || n->type == N_DBRACK ||
	    (n->type == N_PIPE && !n->pipe.bang)))
		sh_exit(st);
	return st;
}

/* ---- strings and the command loop -------------------------------- */

int
evalstring(const char *s, int flags)
{
	struct jmploc jl, *prev = handler;
	struct node *n;
	void *mine;
	bool eof;
	volatile bool ran = false;

	push_string(s, strlen(s), NULL);
	mine = input_top();
	if (setjmp(jl.jb)) {
		/* "command eval": the error must not leave s to be read */
		handler = prev;
		input_unwind(mine);
		sh_raise(exception);
	}
	handler = &jl;
	for (;;) {
		n = parse_command(&eof);
		if (eof)
			break;
		if (n && !OPTSET(n)) {
			evaltree(n, flags & ~EV_EXIT);
			ran = true;
		}
		if (evalskip)
			break;
	}
	handler = prev;
	pop_file();
	if (!ran)
		exitstatus = 0;
	return exitstatus;
}

int
cmdloop(bool top)
{
	struct jmploc jl, *prev = handler;
	struct stmark m;
	struct node *n;
	pid_t owner = getpid();
	bool eof;

	if (top) {
		if (setjmp(jl.jb)) {
			handler = prev;
			if (exception == EX_EXIT || !interactive ||
			    getpid() != owner)
				sh_raise(exception == EX_EXIT ? EX_EXIT :
				    EX_ERROR);
			parse_reset();
			local_reset();
			errcmd = NULL;
			evalskip = 0;
			loopdepth = funcdepth = 0;
			clearredir();
			handler = &jl;
		}
		handler = &jl;
	}
	for (;;) {
		stmark(&m);
		if (interactive && top) {
			jobs_notify();
			input_prompt(1);
		}
		n = parse_command(&eof);
		if (eof) {
			strelease(&m);
			if (interactive && top && plain_prompts)
				fputc('\n', stderr);	/* as dash */
			if (interactive && top && jobs_stopped())
				continue;
			break;
		}
		if (n && !OPTSET(n))
			evaltree(n, 0);
		strelease(&m);
		if (evalskip) {
			if (evalskip == SKIP_RETURN)
				evalskip = 0;
			break;
		}
	}
	if (top)
		handler = prev;
	return exitstatus;
}

/* ---- the builtins of this stage ----------------------------------- */

int
bi_break(int argc, char **argv)
{
	int n = argc > 1 ? sh_number(argv[0], argv[1]) : 1;

	if (n <= 0)
		sh_error("%s: Illegal number: %s", argv[0], argv[1]);
	if (n > loopdepth)
		n = loopdepth;
	if (n) {
		evalskip = argv[0][0] == 'c' ? SKIP_CONT : SKIP_BREAK;
		skipcount = n;
	}
	return 0;
}

int
bi_return(int argc, char **argv)
{
	int st = argc > 1 ? sh_number(argv[0], argv[1]) : exitstatus;

	/* POSIX: in a trap action itself (not in a function it calls), the
	 * status is that of the command before the action */
	if (argc < 2 && trap_depth && funcdepth == trap_funcdepth)
		st = trap_saved_status;
	evalskip = SKIP_RETURN;
	return st & 0xff;
}

int
bi_exit(int argc, char **argv)
{
	int st = argc > 1 ? sh_number(argv[0], argv[1]) : exitstatus;

	if (trap_depth)
		st = argc > 1 ? st : trap_saved_status;
	else if (interactive && jobs_stopped())
		return exitstatus;
	fflush(stdout);
	sh_exit(st & 0xff);
}

int
bi_eval(int argc, char **argv)
{
	struct sbuf b = { 0 };
	char *s;
	int i;

	if (argc < 2)
		return 0;
	for (i = 1; i < argc; i++) {
		if (i > 1)
			sb_addc(&b, ' ');
		sb_adds(&b, argv[i]);
	}
	s = ststrdup(sb_str(&b));
	sb_free(&b);
	errcmd = "eval";	/* the caller restores it */
	return evalstring(s, builtin_flags);
}

/* . FILE: searched in PATH when it has no slash, as POSIX says */
int
bi_dot(int argc, char **argv)
{
	struct jmploc jl, *prev = handler;
	struct {
		char	**v;
		int	c;
	} save;		/* not scalars, which -Wclobbered wrongly flags */
	const char *path;
	void *mine;

	if (argc < 2)
		sh_error("%s: filename argument required", argv[0]);
	path = argv[1];
	if (!strchr(path, '/')) {
		path = find_path(argv[1], var_get("PATH"), R_OK);
		/* bash's source, not ., looks in the working directory last */
		if (!path && argv[0][0] == 's' && access(argv[1], R_OK) == 0)
			path = argv[1];
		if (!path)
			sh_error("%s: %s: not found", argv[0], argv[1]);
	}
	if (setinput_file(path, false) < 0)
		sh_error("%s: cannot open %s: %s", argv[0], argv[1],
		    errno == ENOENT ? "No such file" : strerror(errno));
	mine = input_top();
	exitstatus = 0;
	errcmd = path;		/* as dash: "sh: 1: ./lib.sh: x: ..." */
	if (argc > 2)		/* . FILE ARGS: bash's positional parameters */
		set_args(argv + 2, argc - 2, &save.v, &save.c);
	if (setjmp(jl.jb)) {
		/* "command ." or source: the rest of the file is not run */
		handler = prev;
		input_unwind(mine);
		if (argc > 2)
			restore_args(save.v, save.c);
		sh_raise(exception);
	}
	handler = &jl;
	cmdloop(false);
	handler = prev;
	pop_file();
	if (argc > 2)
		restore_args(save.v, save.c);
	return exitstatus;
}

int
bi_exec(int argc, char **argv)
{
	struct cmdentry ce;
	int err;

	if (argc < 2)
		return 0;
	argv++;
	if (!strcmp(argv[0], "--") && !*++argv)
		return 0;
	ce.kind = CK_PATH;
	ce.applet = NULL;
	ce.path = strchr(argv[0], '/') ? argv[0] :
	    find_path(argv[0], var_get("PATH"), X_OK);
	if (!ce.path) {
		err = errno;
		sh_warn("exec: %s: %s", argv[0], not_found(err));
		sh_exit(err == EACCES ? 126 : 127);
	}
	shell_exec(argv, var_environ(), &ce, "exec: ");
}

/* every function's name, for the line editor's completion (edit.c) */
void
func_names(void (*fn)(const char *name))
{
	struct func *f;
	int i;

	for (i = 0; i < NFUNC; i++)
		for (f = functab[i]; f; f = f->next)
			fn(f->name);
}
