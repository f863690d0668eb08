/*
 * sh.c - the POSIX shell: invocation, options, errors and the way out
 *
 * POSIX.1-2024 XCU sh and 2 (Shell Command Language). The shell reads a
 * script from a file, from -c's string or from standard input and runs it
 * command by command (see eval.c). Error messages take dash's form,
 * "$0: LINENO: text", so that scripts and tests can compare with it; a
 * script that cannot be opened exits 2, as in dash (bash gives 127).
 * The shell is interactive with -i, or when it reads commands from
 * standard input and both that and standard error are terminals; an
 * interactive shell turns job control on (jobs.c), reads the file $ENV
 * names and prompts with PS1 (default "\u@\h:\w\$ ") and PS2. A login
 * shell (-l, or $0 starting with '-') first reads /etc/profile and
 * $HOME/.profile, as dash does.
 *
 * applet: sh bin shell exec
 * usage: sh [-abCefhilmnuvx] [-o OPTION]
 *	    [-c STRING [NAME [ARG...]] | -s [ARG...] | FILE [ARG...]]
 *
 *	The POSIX command language interpreter. The options are those of
 *	set (allexport notify noclobber errexit noglob hashall monitor
 *	noexec nounset verbose xtrace, and pipefail), plus c: run STRING,
 *	s: read commands from standard input, i: interactive, l: a login
 *	shell (reads /etc/profile and ~/.profile).
 * config:
 *	config SH_EXTRAS
 *		bool "bash extensions: [[ ]], {a,b}, (( )), ${x/a/b}, declare"
 *		default y
 *		depends on SH
 *		select TEST
 *		help
 *		  Common bash extensions that scripts for BusyBox ash use:
 *		  [[ ]] conditionals, brace expansion (set +B turns it
 *		  off), (( )) and for (( ; ; )), function NAME { },
 *		  case's ;;&, pattern substitution, substrings, case
 *		  modification and indirection in parameter expansion,
 *		  x+=word, declare/typeset, indexed arrays (a=(x y),
 *		  ${a[i]}, ${a[@]}, read -a), let, increment, decrement
 *		  and the comma in arithmetic, $RANDOM, $SECONDS, source.
 *
 *	config SH_JOB_CONTROL
 *		bool "job control: set -m, fg, bg, C-z"
 *		default y
 *		depends on SH
 *		help
 *		  An interactive shell on a terminal runs each job in a
 *		  process group of its own and hands the terminal to the
 *		  foreground job, so that C-z stops it and fg and bg
 *		  continue it. Without it, set -m says job control is
 *		  off, and there is no fg or bg.
 *
 *	config SH_APPLETS
 *		bool "run applets found in PATH without a new exec"
 *		default y
 *		depends on SH
 *		help
 *		  When a PATH search finds a link to this binary, the child
 *		  calls the applet directly instead of executing the file
 *		  again, which makes scripts that call applets faster.
 *		  Anything else in PATH is still executed; so is exec.
 *
 *	config FEATURE_EDITING
 *		bool "line editing at the interactive prompt"
 *		default y
 *		depends on SH
 *		help
 *		  Edit the command line with the arrow keys and the emacs
 *		  keys (libbb/lineedit.c), on any VT100-like terminal, with
 *		  no terminfo. Off: the kernel's line editing only.
 *
 *	config FEATURE_EDITING_VI
 *		bool "vi keys (set -o vi)"
 *		default y
 *		depends on FEATURE_EDITING
 *		help
 *		  set -o vi: vi's insert and command modes in the editor.
 *
 *	config FEATURE_EDITING_HISTORY
 *		bool "history: Up, Down, C-r, fc -l, history"
 *		default y
 *		depends on FEATURE_EDITING
 *		help
 *		  Remember the lines typed (HISTSIZE of them, 1000 by
 *		  default): recall them with Up and Down, search them
 *		  with C-r, list them with fc -l and history.
 *
 *	config FEATURE_EDITING_SAVEHISTORY
 *		bool "keep the history in HISTFILE"
 *		default y
 *		depends on FEATURE_EDITING_HISTORY
 *		help
 *		  Load the history from $HISTFILE (~/.ash_history by
 *		  default) and append the new lines at exit.
 *
 *	config FEATURE_TAB_COMPLETION
 *		bool "Tab completes commands, files, ~user and $VAR"
 *		default y
 *		depends on FEATURE_EDITING
 *		help
 *		  Tab completes the word before the cursor; a second Tab
 *		  lists the choices.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <sys/resource.h>
#include <sys/utsname.h>
#include <time.h>

char optflags[NOPTS];
const char optletters[NOPTS] = {
	'a', 'b', 'C', 'e', 'f', 'h', 'i', 'm', 'n', 's', 'u', 'v', 'x', 0,
	0, 0, 0 IF_SH_EXTRAS(, 'B')
};
const char *const optnames[NOPTS] = {
	"allexport", "notify", "noclobber", "errexit", "noglob", "hashall",
	"interactive", "monitor", "noexec", "stdin", "nounset", "verbose",
	"xtrace", "pipefail", "ignoreeof", "vi", "emacs"
	IF_SH_EXTRAS(, "braceexpand")
};
char *arg0;
const char *errcmd;
pid_t rootpid;
int cur_lineno;
bool interactive;
bool login_shell;
int prompt_next;
struct jmploc *handler;
int exception;
static bool dash_c;

NORETURN void
sh_raise(int kind)
{
	exception = kind;
	if (!handler)		/* cannot happen: main installs one */
		_exit(exitstatus);
	longjmp(handler->jb, 1);
}

/*
 * "$0: LINENO: " then the text, in one write; a syntax error says
 * "$0: line LINENO: syntax error: " instead
 */
static void
vmessage(bool syntax, const char *fmt, va_list ap)
{
	char buf[1024];
	int n;

	fflush(stdout);
	/* while eval or . runs, dash names it: "sh: 1: eval: x: ..." */
	n = snprintf(buf, sizeof(buf), syntax ?
	    "%s: line %d: %s%ssyntax error: " : "%s: %d: %s%s", arg0,
	    cur_lineno, errcmd ? errcmd : "", errcmd ? ": " : "");
	if (n < 0 || n >= (int)sizeof(buf))
		n = 0;
	vsnprintf(buf + n, sizeof(buf) - n - 1, fmt, ap);
	n = strlen(buf);
	buf[n++] = '\n';
	write_full(2, buf, n);
}

void
sh_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmessage(false, fmt, ap);
	va_end(ap);
}

void
syn_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmessage(true, fmt, ap);
	va_end(ap);
}

NORETURN void
sh_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmessage(false, fmt, ap);
	va_end(ap);
	exitstatus = 2;
	sh_raise(EX_ERROR);
}

NORETURN void
synerror(const char *fmt, ...)
{
	va_list ap;

	cur_lineno = plinno;
	parse_reset();
	va_start(ap, fmt);
	vmessage(true, fmt, ap);
	va_end(ap);
	exitstatus = 2;
	sh_raise(EX_ERROR);
}

NORETURN void
sh_exit(int status)
{
	exitstatus = status;
	sh_raise(EX_EXIT);
}

/* The end of the shell: the EXIT trap, then stdout checked, then _exit. */
NORETURN static void
exitshell(void)
{
	trap_exit();
	if (jobctl)		/* the terminal back to the group before */
		jobctl_set(false, NULL);
	xexit(exitstatus);
}

/*
 * Deep nesting in the input or runaway recursion in a script is an
 * error, not a crash: the recursive stages check how much of the stack
 * they have used. The limit leaves a quarter of RLIMIT_STACK (at most
 * 8 MiB is assumed) for libc and the applets.
 */
char *stack_base;
size_t stack_max;

/* stack_check() in sh.h is inline: it runs for every node and part */
void
stack_overflow(void)
{
	sh_error("recursion too deep");
}

void
stack_init(char *base)
{
	struct rlimit rl;
	size_t lim = 8 << 20;

	if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
	    rl.rlim_cur < lim)
		lim = rl.rlim_cur;
	stack_base = base;
	stack_max = lim / 4 * 3;
}

/* $-: the letters in the order dash prints them */
char *
dollar_minus(void)
{
	static const char order[] = "ubaCvxsnmihfe" IF_SH_EXTRAS("B");
	char *s = stalloc(NOPTS + 1), *p = s;
	const char *o;
	int i;

	for (o = order; *o; o++)
		for (i = 0; i < NOPTS; i++)
			if (optletters[i] == *o && optflags[i])
				*p++ = *o;
	*p = 0;
	return s;
}

/* PS1 and PS2's escapes: the text, quoted for the expansion after */
static void
prompt_add(struct sbuf *b, const char *s)
{
	for (; *s; s++) {
		if (*s == '$' || *s == '`' || *s == '\\')
			sb_addc(b, '\\');
		sb_addc(b, *s);
	}
}

/* \w and \W: the working directory, $HOME as ~ */
static void
prompt_dir(struct sbuf *b, bool last)
{
	const char *pwd = var_get("PWD"), *home = var_get("HOME"), *s;
	char buf[PATH_MAX];
	size_t n = home ? strlen(home) : 0;

	if (!pwd || *pwd != '/')
		pwd = getcwd(buf, sizeof(buf)) ? buf : "?";
	if (n > 1 && !strncmp(pwd, home, n) && (!pwd[n] || pwd[n] == '/')) {
		if (!pwd[n] || !last) {
			sb_addc(b, '~');
			pwd += n;
		}
	}
	s = strrchr(pwd, '/');
	prompt_add(b, last && s && s[1] ? s + 1 : pwd);
}

const char *
sh_prompt(int which)
{
	static char *prompt;
	struct jmploc jl, *prev = handler;
	struct sbuf b = { 0 };
	const char *p = var_get(which == 1 ? "PS1" : "PS2"), *u;
	char buf[256], *dot;
	struct utsname un;
	time_t t;
	int save = lastcmdsub_status;

	for (p = p ? p : ""; *p; p++) {
		if (*p != '\\' || !p[1]) {
			sb_addc(&b, *p);
			continue;
		}
		switch (*++p) {
		case 'u':
			u = uid_to_name(geteuid());
			prompt_add(&b, u ? u : fmt_int(buf, geteuid()));
			break;
		case 'h':
		case 'H':
			uname(&un);
			if (*p == 'h' && (dot = strchr(un.nodename, '.')))
				*dot = 0;
			prompt_add(&b, un.nodename);
			break;
		case 'w':
		case 'W':
			prompt_dir(&b, *p == 'W');
			break;
		case '$':
			sb_adds(&b, geteuid() ? "\\$" : "#");
			break;
		case 'n':
		case 'e':
		case 'a':
			sb_addc(&b, *p == 'n' ? '\n' : *p == 'e' ? 033 : 7);
			break;
		case 't':
			t = time(NULL);
			strftime(buf, sizeof(buf), "%H:%M:%S", localtime(&t));
			sb_adds(&b, buf);
			break;
		case '\\':
			sb_adds(&b, "\\\\");
			break;
		case '[':
		case ']':
			sb_addc(&b, *p == '[' ? '\001' : '\002');
			break;
		default:
			sb_addc(&b, '\\');
			sb_addc(&b, *p);
		}
	}
	free(prompt);
	prompt = xstrdup(sb_str(&b));
	/* freed before a $(...) forks: a child's exit unwinds past b */
	sb_free(&b);
	/* an error in the expansion: the text as it stands */
	if (!setjmp(jl.jb)) {
		handler = &jl;
		p = expand_word(parse_arith_word(prompt, 1), 0);
		free(prompt);
		prompt = xstrdup(p);
	} else if (exception != EX_ERROR) {
		handler = prev;
		sh_raise(exception);
	}
	handler = prev;
	lastcmdsub_status = save;
	return prompt;
}

/* show the prompt on stderr, without its \001 and \002 markers */
void
prompt_put(int which)
{
	const char *p;

	for (p = sh_prompt(which); *p; p++)
		if (*p != '\001' && *p != '\002')
			putc(*p, stderr);
	fflush(stderr);
}

/*
 * A startup file: /etc/profile and ~/.profile of a login shell, $ENV of
 * an interactive one. After an error there, an interactive shell goes on.
 */
static void
source_file(const char *path)
{
	struct jmploc jl, *prev = handler;
	void *mine;

	if (setinput_file(path, false) < 0)
		return;
	mine = input_top();
	if (setjmp(jl.jb)) {
		handler = prev;
		input_unwind(mine);
		if (exception == EX_EXIT || !interactive)
			sh_raise(exception);
		return;
	}
	handler = &jl;
	cmdloop(false);
	handler = prev;
	pop_file();
}

static void
startup_files(void)
{
	const char *env = var_get("ENV"), *home = var_get("HOME");
	char *path;

	if (login_shell) {
		source_file("/etc/profile");
		if (home && *home) {
			path = xasprintf("%s/.profile", home);
			source_file(path);
			free(path);
		}
	}
	/* $ENV, expanded, unless set-user-ID */
	if (!interactive || !env || !*env || getuid() != geteuid())
		return;
	path = xstrdup(expand_word(parse_arith_word(env, 1), 0));
	source_file(path);
	free(path);
}

int
sh_main(int argc, char **argv)
{
	extern char **environ;
	struct jmploc jl;
	char **args;
	static const char *cmd;

	(void)argc;
	stack_init((char *)&jl);
	rootpid = getpid();
	arg0 = argv[0];
	login_shell = *arg0 == '-';
	var_init(environ);
	optflags[OPT_m] = 2;	/* not given: on when interactive */
	if (ENABLE_SH_EXTRAS)
		optflags[OPT_B] = 1;	/* brace expansion, as in bash */
	/* errors are dash's "sh: 0: Illegal option -x": no input read yet */
	args = set_options(argv + 1, &dash_c, NULL);
	if (dash_c) {
		if (!*args) {
			sh_warn("-c requires an argument");
			return 2;
		}
		cmd = *args++;
		if (*args)
			arg0 = *args++;
	} else if (*args && !OPTSET(s)) {
		arg0 = *args++;
	} else {
		optflags[OPT_s] = 1;
		if (!optflags[OPT_i] && isatty(0) && isatty(2))
			optflags[OPT_i] = 1;
	}
	interactive = optflags[OPT_i];
	if (optflags[OPT_m] == 2)
		optflags[OPT_m] = interactive;
	if (interactive && !getenv("PS1"))
		var_set("PS1", "\\u@\\h:\\w\\$ ", 0);
	set_positional(args, 0 + (int)(argv + argc - args));
	trap_init();
	if (OPTSET(m))
		jobctl_set(true, NULL);

	jl.prev = NULL;
	handler = &jl;
	if (setjmp(jl.jb)) {
		/* errors before the command loop: opening the script */
		exitshell();
	}
	startup_files();
	if (cmd) {
		evalstring(cmd, 0);
	} else if (!OPTSET(s)) {
		if (setinput_file(arg0, false) < 0) {
			const char *script = arg0;

			arg0 = argv[0];	/* the shell names itself here */
			cur_lineno = 0;
			sh_warn("cannot open %s: %s", script, errno == ENOENT ?
			    "No such file" : strerror(errno));
			exitstatus = 2;
			exitshell();
		}
		cmdloop(true);
	} else {
		push_file(0, false);
		cmdloop(true);
	}
	exitshell();
}
