/*
 * env.c - run a command in a changed environment, or print it
 *
 * POSIX.1-2024 env (-i, "-" for -i, NAME=VALUE operands), plus GNU
 * coreutils' -u NAME, -0, -C DIR and -S STRING, which splits STRING into
 * arguments in its place (for a #! line, where the kernel passes all
 * that follows the interpreter as one argument): by blanks, with GNU's
 * quotes, backslash escapes, ${NAME} and # comments; its words are read
 * as options again up to the first operand. The command is found as
 * execvp finds it, through the new PATH (exec_command: one of our applets
 * runs in this process). Exit status: 125 for env's own failures (usage,
 * -C, a bad -u NAME, a bad -S string), 126 when the command cannot be
 * run, 127 when it is not found, else the command's, as GNU's. Not done:
 * GNU's -v and the signal options.
 *
 * applet: env usr/bin core usage-exit=125
 * opts: ^i(ignore-environment)u*(unset)0(null)C:(chdir)S*(split-string)
 * usage: env [-i0] [-u NAME]... [-C DIR] [-S STR] [NAME=VAL]... [CMD [ARG]...]
 *
 *	Set each NAME to VALUE in the environment and run COMMAND, or print
 *	the environment. A lone "-" operand first is -i.
 *
 *	-i, --ignore-environment	Start with an empty environment
 *	-u, --unset NAME	Remove NAME from the environment
 *	-0, --null	End each printed variable with NUL, not a newline
 *	-C, --chdir DIR	Change to DIR before running COMMAND
 *	-S, --split-string STRING	Split STRING into arguments (#! lines)
 * SPDX-License-Identifier: MIT
 */
#define FOR_env
#include "libbb.h"

/*
 * Take every NAME=... out of env (n entries), or with put, let the first
 * one be put (as setenv does) or add put at the end; the new count.
 */
static size_t
drop(char **env, size_t n, const char *name, size_t len, char *put)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++)
		if (strncmp(env[i], name, len) || env[i][len] != '=')
			env[k++] = env[i];
		else if (put)
			env[k++] = put, put = NULL;
	if (put)
		env[k++] = put;
	return k;
}

/* the words of -S's string, and the one being made */
struct words {
	char	**v, *w;
	size_t	n, cap, wn, wcap;
	bool	in;	/* a word is begun (if only by "") */
};

static void
add(struct words *x, char c)
{
	if (x->wn == x->wcap) {
		x->wcap = x->wcap * 2 + 32;
		x->w = xrealloc(x->w, x->wcap, 1);
	}
	x->w[x->wn++] = c;
	x->in = true;
}

static void
push(struct words *x, char *word)
{
	if (x->n + 1 >= x->cap) {
		x->cap = x->cap * 2 + 8;
		x->v = xrealloc(x->v, x->cap, sizeof(*x->v));
	}
	x->v[x->n++] = word;
	x->v[x->n] = NULL;
}

static void
end_word(struct words *x)
{
	if (!x->in)
		return;
	push(x, xstrndup(x->w, x->wn));
	x->wn = 0;
	x->in = false;
}

#define bad_split(...)	status_exit(125, __VA_ARGS__)

/* -S: s split by blanks, GNU's way, onto x's words */
static void
split(struct words *x, const char *s)
{
	const char *p = s, *v;
	char q = 0, c;
	size_t n;

	for (; (c = *p); p++) {
		if (!q && strchr(" \t\n\v\f\r", c)) {
			end_word(x);
		} else if (!q && c == '#' && !x->in) {
			break;		/* a comment to the end */
		} else if ((c == '\'' && q != '"') || (c == '"' && q != '\'')) {
			q = q ? 0 : c;
			x->in = true;
		} else if (c == '\\' && q == '\'') {
			/* in single quotes only \\ and \' are escapes */
			if (p[1] == '\\' || p[1] == '\'')
				c = *++p;
			add(x, c);
		} else if (c == '\\') {
			switch ((c = *++p)) {
			case 0:
				bad_split("invalid backslash at end of string "
				    "in -S");
			case 'c':
				if (q)
					bad_split("'\\c' must not appear in "
					    "double-quoted -S string");
				end_word(x);
				return;
			case '_':
				if (q)
					add(x, ' ');
				else
					end_word(x);
				break;
			case 'f': add(x, '\f'); break;
			case 'n': add(x, '\n'); break;
			case 'r': add(x, '\r'); break;
			case 't': add(x, '\t'); break;
			case 'v': add(x, '\v'); break;
			case '#': case '$': case '"': case '\'': case '\\':
				add(x, c);
				break;
			default:
				bad_split("invalid sequence '\\%c' in -S", c);
			}
		} else if (c == '$' && q != '\'') {
			n = p[1] == '{' && (isalpha((unsigned char)p[2]) ||
			    p[2] == '_') ? strspn(p + 2, "abcdefghijklmnopqrstu"
			    "vwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") : 0;
			if (!n || p[2 + n] != '}')
				bad_split("only ${VARNAME} expansion is "
				    "supported, error at: %s", p);
			v = getenv(xstrndup(p + 2, n));
			for (; v && *v; v++)
				add(x, *v);
			p += 2 + n;
		} else {
			add(x, c);
		}
	}
	if (q)
		bad_split("no terminating quote in -S string");
	end_word(x);
}

/*
 * argv with each -S STRING (also in a cluster, as --split-string[=]) put
 * in place by its words, which are scanned again, up to the first
 * operand; options taking an argument are stepped over. A -S without its
 * string is left for getopts to report.
 */
static char **
expand_split(char **argv)
{
	struct words x = { 0 };
	const char *a, *val;
	size_t i, k, len;

	for (i = 0; argv[i]; i++)
		push(&x, argv[i]);
	for (i = 1; i < x.n; i++) {
		a = x.v[i];
		if (a[0] != '-' || !a[1] || !strcmp(a, "--"))
			break;
		val = NULL;
		k = i;
		if (a[1] == '-') {
			len = strcspn(a + 2, "=");
			if (!strncmp(a + 2, "split-string", len)) {
				val = a[2 + len] ? a + 3 + len : x.v[++k];
			} else if (!a[2 + len] && (!strncmp(a + 2, "unset",
			    len) || !strncmp(a + 2, "chdir", len))) {
				i++;
			}
		} else {
			for (len = 1; a[len] && !strchr("uCS", a[len]); len++)
				;
			if (a[len] == 'S')
				val = a[len + 1] ? a + len + 1 : x.v[++k];
			else if (a[len] && !a[len + 1])
				i++;	/* -u NAME, -C DIR */
		}
		if (!val)
			continue;
		/* the words replace v[i..k]: the cluster's head stays */
		{
			struct words w = { 0 };
			size_t m;

			if (a[1] != '-' && len > 1)
				push(&w, xstrndup(a, len));
			split(&w, val);
			m = w.n;
			while (x.n + m >= x.cap) {
				x.cap = x.cap * 2 + 8;
				x.v = xrealloc(x.v, x.cap, sizeof(*x.v));
			}
			memmove(x.v + i + m, x.v + k + 1,
			    (x.n - k - 1) * sizeof(*x.v));
			memcpy(x.v + i, w.v, m * sizeof(*x.v));
			x.n = x.n - (k + 1 - i) + m;
			x.v[x.n] = NULL;
			free(w.v);
			i--;	/* scan the new words */
		}
	}
	x.v[x.n] = NULL;
	return x.v;
}

int
env_main(int argc, char **argv)
{
	extern char **environ;
	struct optlist *u;
	struct opts o;
	char **env, **e;
	size_t n = 0;
	int i;

	argv = expand_split(argv);
	for (argc = 0; argv[argc]; argc++)
		;
	argv = getopts(&o, OPTS_env, argv);
	if (*argv && !strcmp(*argv, "-"))
		argv++, o.seen |= F_i;
	if (!OPT(&o, F_i))
		for (e = environ; *e; e++)
			n++;
	env = xmalloc((n + argc + 1) * sizeof(*env));
	memcpy(env, environ, n * sizeof(*env));
	u = &o.arg[S_u].l;
	for (i = 0; i < u->n; i++) {
		if (!*u->v[i] || strchr(u->v[i], '=')) {
			errno = EINVAL;
			perror_msg("cannot unset %s", quote(u->v[i], QUOTE_LOCALE));
			return 125;
		}
		n = drop(env, n, u->v[i], strlen(u->v[i]), NULL);
	}
	for (; *argv && strchr(*argv, '='); argv++)
		n = drop(env, n, *argv, strchr(*argv, '=') - *argv, *argv);
	env[n] = NULL;
	environ = env;
	if (!*argv) {
		if (OPT(&o, F_C))
			usage_exit("must specify command with --chdir (-C)");
		for (e = env; *e; e++)
			printf("%s%c", *e, OPT(&o, F_0) ? 0 : '\n');
		return 0;
	}
	if (OPT(&o, F_0))
		usage_exit("cannot specify --null (-0) with command");
	if (OPT(&o, F_C) && chdir(o.arg[S_C].s)) {
		perror_msg("cannot change directory to %s",
		    quote(o.arg[S_C].s, QUOTE_LOCALE));
		return 125;
	}
	exec_command(argv, -1);
	i = errno;
	perror_msg("%s", quote(argv[0], QUOTE_LOCALE));
	return i == ENOENT ? 127 : 126;
}
