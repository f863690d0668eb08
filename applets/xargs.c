/*
 * xargs.c - build command lines from standard input and run them
 *
 * POSIX.1-2024 xargs (-E -I -L -n -p -s -t -x, and -0 and -r), with GNU
 * findutils' -d, -P and -a, long options, messages and exit statuses:
 * 123 when a command exited 1-125, 124 when one exited 255 (xargs stops
 * then), 125 when one was killed by a signal, 126 when a command cannot
 * be run, 127 when it is not found. Input is split at blanks and
 * newlines, with '' "" and \ quoting (-0 and -d take items as they are);
 * -I takes whole lines and implies -L 1 and -x. The size limit counts
 * each argument and its NUL, the command's included: by default 128 KiB,
 * and at most ARG_MAX less 2048 and the environment, as GNU's. xargs
 * searches PATH itself (exec_command); when the file it finds is a link
 * to rootbox, the forked child calls the applet instead of a new execve,
 * as sh does.
 * The command's standard input is /dev/null, or xargs' own with -a.
 * Not done: GNU's -i, -l, -e (old spellings), -o, --show-limits and the
 * SIGUSR1/SIGUSR2 change of -P.
 *
 * applet: xargs usr/bin core
 * opts: ^d:(delimiter)0(null)n:(max-args)L:(max-lines)s:(max-chars)
 *	I:(replace)r(no-run-if-empty)t(verbose)p(interactive)P:(max-procs)
 *	a:(arg-file)E:(eof)x(exit)
 * usage: xargs [OPTION]... [COMMAND [ARG]...]
 *
 *	Run COMMAND (default echo) with ARGs and then items read from
 *	standard input, as many at a time as the limits allow.
 *
 *	-0, --null		Items end with NUL; no quotes or escapes
 *	-d, --delimiter DELIM	Items end with DELIM (a character or a C
 *				escape, octal or hex); no quotes or escapes
 *	-n, --max-args N	At most N items per command
 *	-L, --max-lines N	At most N input lines per command
 *	-s, --max-chars SIZE	At most SIZE bytes of command line
 *	-I, --replace REPL	One command per line, REPL in ARGs replaced
 *				by the line (implies -L 1 and -x)
 *	-r, --no-run-if-empty	Do not run COMMAND when there is no input
 *	-t, --verbose		Print each command on stderr first
 *	-p, --interactive	Ask on /dev/tty before each command
 *	-P, --max-procs N	Run up to N commands at once (0: no limit)
 *	-a, --arg-file FILE	Read items from FILE
 *	-E, --eof EOF		An item EOF ends the input
 *	-x, --exit		Stop if a command line does not fit the size
 * SPDX-License-Identifier: MIT
 */
#define FOR_xargs
#include "libbb.h"
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>

#define BIT(f)	__builtin_ctzll(f)

struct xargs {
	char		**cmd, **args, *repl;
	const char	*eof;
	size_t		ncmd, nargs, cap, size, limit, base;
	long		maxargs, maxlines, procs, running;
	int		fd, delim, status, badquote;
	bool		exit, trace, ask, eol, ended, quit, keep_stdin;
	size_t		pos, end;
	char		*word, buf[4096];
	size_t		wlen, wcap;
	FILE		*tty;
};

static NORETURN void
try_help(void)
{
	fputs("Try 'xargs --help' for more information.\n", stderr);
	xexit(1);
}

/* -n, -L, -s, -P's numbers, with GNU's messages */
static long
number(const char *s, int opt, long min, bool fatal)
{
	long long v;

	if (atoll_range(s, LLONG_MIN, LLONG_MAX, &v) < 0) {
		error_msg("invalid number \"%s\" for -%c option", s, opt);
		try_help();
	}
	if (v < min) {
		error_msg("value %s for -%c option should be >= %ld", s, opt, min);
		if (fatal)
			try_help();
		v = min;
	}
	return v > LONG_MAX ? LONG_MAX : v;
}

/* the byte of -d: one character, or a C-style escape */
static int
delimiter(const char *s)
{
	static const char esc[] = "a\ab\bf\fn\nr\rt\tv\v\\\\";
	const char *e;
	char *end;
	long v;

	if (s[0] && !s[1])
		return (unsigned char)s[0];
	if (s[0] == '\\') {
		if ((e = strchr(esc, s[1])) && s[1] && !s[2] &&
		    (e - esc) % 2 == 0)
			return (unsigned char)e[1];
		if (s[1] == 'x' || (s[1] >= '0' && s[1] <= '7')) {
			v = strtol(s + 1 + (s[1] == 'x'), &end,
			    s[1] == 'x' ? 16 : 8);
			if (!*end && end > s + 1 + (s[1] == 'x') && v < 256)
				return v;
		}
	}
	error_exit("Invalid input delimiter specification %s: the delimiter "
	    "must be either a single character or an escape sequence "
	    "starting with \\.", s);
}

/* next input byte, or -1 at the end */
static int
next_byte(struct xargs *x)
{
	ssize_t n;

	if (x->pos == x->end) {
		do
			n = read(x->fd, x->buf, sizeof(x->buf));
		while (n < 0 && errno == EINTR);
		if (n < 0)
			perror_exit("read error");
		if (n == 0)
			return -1;
		x->pos = 0;
		x->end = n;
	}
	return (unsigned char)x->buf[x->pos++];
}

static void
add_byte(struct xargs *x, int c)
{
	if (x->wlen + 1 >= x->wcap)
		x->word = xrealloc(x->word, x->wcap = x->wcap * 2 + 64, 1);
	x->word[x->wlen++] = c;
}

/*
 * The next item into x->word; false at the end of the input. x->eol
 * tells whether the item ended an input line (for -L: a line whose last
 * character is a blank goes on on the next one).
 */
static bool
next_item(struct xargs *x)
{
	int c, q = 0;
	bool any = false;

	if (x->ended)
		return false;
	x->wlen = 0;
	x->eol = false;
	if (x->delim >= 0) {
		while ((c = next_byte(x)) >= 0 && c != x->delim)
			add_byte(x, c);
		if (c < 0 && !x->wlen)
			return false;
		x->eol = true;
		goto done;
	}
	/* blanks and empty lines before an item */
	while ((c = next_byte(x)) == ' ' || c == '\t' || c == '\n')
		;
	for (; c >= 0; c = next_byte(x)) {
		if (q) {
			if (c == '\n')
				goto unmatched;
			if (c == q)
				q = 0;
			else
				add_byte(x, c);
			continue;
		}
		if (c == '\n') {
			x->eol = true;
			break;
		}
		if ((c == ' ' || c == '\t') && !x->repl)
			break;
		any = true;
		if (c == '\'' || c == '"') {
			q = c;
		} else if (c == '\\') {
			if ((c = next_byte(x)) < 0)
				break;
			add_byte(x, c);
		} else {
			add_byte(x, c);
		}
	}
	if (q)
		goto unmatched;
	if (c == ' ' || c == '\t') {
		/* trailing blanks continue the line */
		while ((c = next_byte(x)) == ' ' || c == '\t')
			;
		if (c >= 0 && c != '\n')
			x->pos--;
	}
	if (c < 0)
		x->eol = true;
	if (!x->wlen && !any)
		return false;
done:
	x->word[x->wlen] = 0;
	if (x->eof && !strcmp(x->word, x->eof)) {
		x->ended = true;
		return false;
	}
	return true;
unmatched:
	/* what came before still runs; then xargs fails */
	x->badquote = q;
	x->ended = true;
	return false;
}

/* wait for one child; false when xargs must stop */
static bool
reap(struct xargs *x)
{
	int st;
	pid_t pid;

	while ((pid = wait(&st)) < 0 && errno == EINTR)
		;
	if (pid < 0)
		return true;
	x->running--;
	if (WIFSIGNALED(st)) {
		error_msg("%s: terminated by signal %d", x->cmd[0],
		    WTERMSIG(st));
		x->status = 125;
		return false;
	}
	st = WEXITSTATUS(st);
	if (st == 255) {
		error_msg("%s: exited with status 255; aborting", x->cmd[0]);
		if (!x->status)
			x->status = 124;
		return false;
	}
	if (st && !x->status)
		x->status = 123;
	return true;
}

/* start COMMAND with argv; false when xargs must stop */
static bool
run(struct xargs *x, char **argv)
{
	int fds[2], err = 0, i;
	char line[64];
	pid_t pid;

	if (x->trace || x->ask) {
		for (i = 0; argv[i]; i++)
			fprintf(stderr, &" %s"[!i], quote(argv[i],
			    QUOTE_SHELL_ESCAPE));
		if (x->ask && !x->tty && !(x->tty = fopen("/dev/tty", "re")))
			perror_exit("failed to open /dev/tty for reading");
		fputs(x->ask ? " ?..." : "\n", stderr);
		if (x->ask && !(fgets(line, sizeof(line), x->tty) &&
		    (*line | 32) == 'y'))
			return true;
	}
	while (x->procs && x->running >= x->procs)
		if (!reap(x))
			return false;
	xpipe(fds);
	fcntl(fds[1], F_SETFD, FD_CLOEXEC);
	fflush(NULL);
	pid = xfork();
	if (pid == 0) {
		close(fds[0]);
		if (!x->keep_stdin) {
			i = open("/dev/null", O_RDONLY);
			if (i > 0) {
				dup2(i, 0);
				close(i);
			}
		}
		exec_command(argv, fds[1]);
		err = errno;
		write_full(fds[1], &err, sizeof(err));
		_exit(127);
	}
	close(fds[1]);
	x->running++;
	if (read_full(fds[0], &err, sizeof(err)) == sizeof(err)) {
		errno = err;
		perror_msg("%s", argv[0]);
		x->status = err == ENOENT ? 127 : 126;
		close(fds[0]);
		return false;
	}
	close(fds[0]);
	return true;
}

/* the command with the gathered items, or with -I, the line put in */
static bool
flush(struct xargs *x)
{
	char **argv = xmalloc((x->ncmd + x->nargs + 1) * sizeof(*argv));
	size_t i, n = 0, rl;
	char *p, *q, *s;
	bool ok;

	for (i = 0; i < x->ncmd; i++)
		argv[n++] = x->cmd[i];
	if (x->repl) {
		rl = strlen(x->repl);
		for (i = 0; i < x->ncmd; i++) {
			size_t len = 0;

			for (p = x->cmd[i]; (q = strstr(p, x->repl));
			    p = q + rl)
				len += q - p + strlen(x->args[0]);
			len += strlen(p);
			s = argv[i] = xmalloc(len + 1);
			for (p = x->cmd[i]; (q = strstr(p, x->repl));
			    p = q + rl)
				s += sprintf(s, "%.*s%s", (int)(q - p), p,
				    x->args[0]);
			strcpy(s, p);
			x->size += len - strlen(x->cmd[i]);
		}
		if (x->size > x->limit)
			error_exit("argument line too long");
	} else {
		for (i = 0; i < x->nargs; i++)
			argv[n++] = x->args[i];
	}
	argv[n] = NULL;
	ok = run(x, argv);
	for (i = 0; i < x->nargs; i++)
		free(x->args[i]);
	if (x->repl)
		for (i = 0; i < x->ncmd; i++)
			free(argv[i]);
	free(argv);
	x->nargs = 0;
	x->size = x->base;
	return ok;
}

int
xargs_main(int argc, char **argv)
{
	static char *echo[] = { "echo", NULL };
	struct xargs x = { .fd = 0, .delim = -1, .limit = 131072,
		.procs = 1 };
	struct opts o;
	char **e;
	size_t cap, len, lines = 0;
	struct rlimit rl;
	bool ran = false, ok = true;

	(void)argc;
	argv = getopts(&o, OPTS_xargs, argv);
	/*
	 * Linux takes a quarter of the stack limit for arguments and
	 * environment (musl's sysconf says 128 KiB whatever the limit)
	 */
	cap = 131072;
	if (!getrlimit(RLIMIT_STACK, &rl) && rl.rlim_cur != RLIM_INFINITY &&
	    rl.rlim_cur / 4 > cap)
		cap = rl.rlim_cur / 4;
	cap -= 2048;
	for (e = environ; *e; e++)
		cap -= strlen(*e) + 1;
	if (OPT(&o, F_0))
		x.delim = 0;
	if (OPT(&o, F_d))
		x.delim = delimiter(o.arg[S_d].s);
	if (OPT(&o, F_E)) {
		if (x.delim >= 0)
			warn_msg("warning: the -E option has no effect if -0 "
			    "or -d is used.\n");
		else if (*o.arg[S_E].s)
			x.eof = o.arg[S_E].s;
	}
	if (OPT(&o, F_n))
		x.maxargs = number(o.arg[S_n].s, 'n', 1, true);
	if (OPT(&o, F_L))
		x.maxlines = number(o.arg[S_L].s, 'L', 1, true);
	if (OPT(&o, F_I))
		x.repl = (char *)o.arg[S_I].s;
	if (OPT(&o, F_P))
		x.procs = number(o.arg[S_P].s, 'P', 0, true);
	if (OPT(&o, F_s)) {
		x.limit = number(o.arg[S_s].s, 's', 1, false);
		if (x.limit > cap) {
			warn_msg("value %s for -s option should be <= %zu",
			    o.arg[S_s].s, cap);
			x.limit = cap;
		}
	}
	x.limit = MIN(x.limit, cap);
	/* -n, -L and -I exclude each other: the last one given wins */
	if (x.maxargs && x.maxlines) {
		bool n_last = o.last[BIT(F_n)] > o.last[BIT(F_L)];

		warn_msg("warning: options %s and %s are mutually exclusive, "
		    "ignoring previous %s value", n_last ? "--max-lines" :
		    "--max-args", n_last ? "--max-args/-n" : "-L",
		    n_last ? "--max-lines" : "--max-args");
		*(n_last ? &x.maxlines : &x.maxargs) = 0;
	}
	if (x.repl && (x.maxargs || x.maxlines)) {
		bool i_last = o.last[BIT(F_I)] > MAX(o.last[BIT(F_n)],
		    o.last[BIT(F_L)]);

		if (i_last) {
			warn_msg("warning: options %s and --replace/-I/-i are "
			    "mutually exclusive, ignoring previous %s value",
			    x.maxargs ? "--max-args" : "--max-lines",
			    x.maxargs ? "--max-args" : "--max-lines");
			x.maxargs = x.maxlines = 0;
		} else {
			warn_msg("warning: options --replace and %s are "
			    "mutually exclusive, ignoring previous --replace "
			    "value", x.maxargs ? "--max-args/-n" : "-L");
			x.repl = NULL;
		}
	}
	if (x.repl)
		x.exit = true;
	else
		x.exit = OPT(&o, F_x);
	x.trace = OPT(&o, F_t);
	x.ask = OPT(&o, F_p);
	if (OPT(&o, F_a)) {
		x.fd = open(o.arg[S_a].s, O_RDONLY | O_CLOEXEC);
		if (x.fd < 0)
			perror_exit("Cannot open input file %s",
			    quote(o.arg[S_a].s, QUOTE_SHELL_ESCAPE_ALWAYS));
		x.keep_stdin = true;
	}
	x.cmd = *argv ? argv : echo;
	for (x.ncmd = 0; x.cmd[x.ncmd]; x.ncmd++)
		x.base += strlen(x.cmd[x.ncmd]) + 1;
	x.size = x.base;
	x.word = xmalloc(x.wcap = 64);
	if (x.base > x.limit)
		error_exit("cannot fit single argument within argument list "
		    "size limit");
	signal(SIGCHLD, SIG_DFL);
	while (ok && next_item(&x)) {
		len = strlen(x.word) + 1;
		if (!x.repl && x.nargs && x.size + len > x.limit) {
			if (x.exit && (x.maxargs || x.maxlines))
				error_exit("argument list too long");
			ok = flush(&x);
			ran = true;
		}
		if (!x.repl && x.size + len > x.limit)
			error_exit("argument line too long");
		if (x.nargs == x.cap)
			x.args = xrealloc(x.args, x.cap = x.cap * 2 + 16,
			    sizeof(*x.args));
		x.args[x.nargs++] = xstrdup(x.word);
		x.size += len;
		lines += x.eol;
		if (x.repl || (x.maxargs && x.nargs == (size_t)x.maxargs) ||
		    (x.maxlines && lines >= (size_t)x.maxlines)) {
			ok = ok && flush(&x);
			ran = true;
			lines = 0;
		}
	}
	if (ok && (x.nargs || (!ran && !x.repl && !x.badquote &&
	    !OPT(&o, F_r))))
		ok = flush(&x);
	/* the others still run: wait, but the first reason to stop wins */
	while (x.running) {
		int st = x.status;

		if (!reap(&x) && ok)
			ok = false;
		else if (!ok)
			x.status = st;
	}
	if (x.badquote)
		error_msg("unmatched %s quote; by default quotes are special "
		    "to xargs unless you use the -0 option",
		    x.badquote == '\'' ? "single" : "double");
	free(x.args);
	free(x.word);
	if (x.tty)
		fclose(x.tty);
	return x.status ? x.status : exit_status;
}
