/*
 * sh.c - the POSIX shell: invocation, options, errors and the way out
 *
 * POSIX.1-2024 XCU sh and 2 (Shell Command Language). The shell reads a
 * script from a file, from -c's string or from standard input and runs it
 * command by command (see eval.c). Error messages take dash's form,
 * "$0: LINENO: text", so that scripts and tests can compare with it; a
 * script that cannot be opened exits 2, as in dash (bash gives 127).
 *
 * applet: sh bin shell
 * usage: sh [-abCefhimnuvx] [-o OPTION]
 *	    [-c STRING [NAME [ARG...]] | -s [ARG...] | FILE [ARG...]]
 *
 *	The POSIX command language interpreter. The options are those of
 *	set (allexport notify noclobber errexit noglob hashall monitor
 *	noexec nounset verbose xtrace, and pipefail), plus c: run STRING,
 *	s: read commands from standard input, i: interactive.
 * config:
 *	config SH_EXTRAS
 *		bool "bash extensions: [[ ]], ${x/a/b}, ${x:1:2}, ++ and --, RANDOM"
 *		default y
 *		depends on SH
 *		select TEST
 *		help
 *		  Common bash extensions that scripts for BusyBox ash use:
 *		  [[ ]] conditionals, pattern substitution and substrings
 *		  in parameter expansion, increment and decrement in
 *		  arithmetic, $RANDOM, $SECONDS.
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
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <sys/resource.h>

char optflags[NOPTS];
const char optletters[NOPTS] = {
	'a', 'b', 'C', 'e', 'f', 'h', 'i', 'm', 'n', 's', 'u', 'v', 'x', 0
};
const char *const optnames[NOPTS] = {
	"allexport", "notify", "noclobber", "errexit", "noglob", "hashall",
	"interactive", "monitor", "noexec", "stdin", "nounset", "verbose",
	"xtrace", "pipefail"
};
char *arg0;
const char *errcmd;
pid_t rootpid;
int cur_lineno;
bool interactive;
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
	static const char order[] = "ubaCvxsnmihfe";
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

/* An interactive shell first reads the file $ENV names (expanded). */
static void
source_env(void)
{
	const char *env = var_get("ENV");
	char *path;

	if (!env || !*env || getuid() != geteuid())
		return;
	path = xstrdup(expand_word(parse_arith_word(env, 1), 0));
	if (setinput_file(path, false) == 0) {
		cmdloop(false);
		pop_file();
	}
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
	var_init(environ);
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
	set_positional(args, 0 + (int)(argv + argc - args));
	trap_init();

	jl.prev = NULL;
	handler = &jl;
	if (setjmp(jl.jb)) {
		/* errors before the command loop: opening the script */
		exitshell();
	}
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
		if (interactive)
			source_env();
		push_file(0, false);
		cmdloop(true);
	}
	exitshell();
}
