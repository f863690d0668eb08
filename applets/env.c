/*
 * env.c - run a command in a changed environment, or print it
 *
 * POSIX.1-2024 env (-i, "-" for -i, NAME=VALUE operands), plus GNU
 * coreutils' -u NAME, -0 and -C DIR. The command is found as execvp
 * finds it, through the new PATH (exec_command: one of our applets runs
 * in this process). Exit status: 125 for env's own failures (usage, -C,
 * a bad -u NAME), 126 when the command cannot be run, 127 when it is not
 * found, else the command's, as GNU's. Not done: GNU's -S (split a
 * string into arguments), -v and the signal options.
 *
 * applet: env usr/bin core usage-exit=125
 * opts: ^i(ignore-environment)u*(unset)0(null)C:(chdir)
 * usage: env [-i0] [-u NAME]... [-C DIR] [NAME=VALUE]... [COMMAND [ARG]...]
 *
 *	Set each NAME to VALUE in the environment and run COMMAND, or print
 *	the environment. A lone "-" operand first is -i.
 *
 *	-i, --ignore-environment	Start with an empty environment
 *	-u, --unset NAME	Remove NAME from the environment
 *	-0, --null	End each printed variable with NUL, not a newline
 *	-C, --chdir DIR	Change to DIR before running COMMAND
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

int
env_main(int argc, char **argv)
{
	extern char **environ;
	struct optlist *u;
	struct opts o;
	char **env, **e;
	size_t n = 0;
	int i;

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
