/*
 * builtins.c - the builtin table and the builtins that are not part of
 * evaluation, execution, traps or jobs
 *
 * POSIX.1-2024 XCU 2.15 (special builtins) and the utilities alias, cd,
 * getopts, pwd, read, ulimit, umask, unalias; local as in dash. Output
 * and messages follow dash 0.5.12 so that scripts see the same text:
 * "Illegal option -x", `set -o` in columns, `export -p` as re-readable
 * "export NAME='value'", getopts' own "Illegal option -x" and "No arg for
 * -x option" without the shell's prefix. Deviations from dash: `set -o`
 * lists our options (pipefail, no vi/emacs); local is still flagged
 * special, as in dash, so its errors exit the shell and the function's
 * locals are not undone when the builtin returns.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <poll.h>
#include <sys/resource.h>
#include <sys/times.h>
#include <termios.h>

/* Sorted by strcmp: find_builtin() does a binary search. */
const struct builtin builtintab[] = {
	{ ".",		bi_dot,		BI_SPECIAL },
	{ ":",		bi_colon,	BI_SPECIAL },
	{ "alias",	bi_alias,	0 },
	{ "bg",		bi_bg,		0 },
	{ "break",	bi_break,	BI_SPECIAL },
	{ "cd",		bi_cd,		0 },
	{ "command",	bi_command,	0 },
	{ "continue",	bi_break,	BI_SPECIAL },
	{ "eval",	bi_eval,	BI_SPECIAL },
	{ "exec",	bi_exec,	BI_SPECIAL },
	{ "exit",	bi_exit,	BI_SPECIAL },
	{ "export",	bi_export,	BI_SPECIAL | BI_ASSIGN },
	{ "false",	bi_false,	0 },
	{ "fg",		bi_fg,		0 },
	{ "getopts",	bi_getopts,	0 },
	{ "hash",	bi_hash,	0 },
	{ "jobs",	bi_jobs,	0 },
	{ "kill",	bi_kill,	0 },
	{ "local",	bi_local,	BI_SPECIAL | BI_ASSIGN },
	{ "pwd",	bi_pwd,		0 },
	{ "read",	bi_read,	0 },
	{ "readonly",	bi_readonly,	BI_SPECIAL | BI_ASSIGN },
	{ "return",	bi_return,	BI_SPECIAL },
	{ "set",	bi_set,		BI_SPECIAL },
	{ "shift",	bi_shift,	BI_SPECIAL },
#if ENABLE_SH_EXTRAS
	{ "source",	bi_dot,		0 },
#endif
	{ "times",	bi_times,	BI_SPECIAL },
	{ "trap",	bi_trap,	BI_SPECIAL },
	{ "true",	bi_colon,	0 },
	{ "type",	bi_type,	0 },
	{ "ulimit",	bi_ulimit,	0 },
	{ "umask",	bi_umask,	0 },
	{ "unalias",	bi_unalias,	0 },
	{ "unset",	bi_unset,	BI_SPECIAL },
	{ "wait",	bi_wait,	0 },
};
const int nbuiltins = ARRAY_SIZE(builtintab);

const struct builtin *
find_builtin(const char *name)
{
	int lo = 0, hi = nbuiltins - 1, mid, c;

	while (lo <= hi) {
		mid = (lo + hi) / 2;
		c = strcmp(name, builtintab[mid].name);
		if (!c)
			return &builtintab[mid];
		if (c < 0)
			hi = mid - 1;
		else
			lo = mid + 1;
	}
	return NULL;
}

/*
 * Options of a builtin, as dash parses them: clusters of letters after
 * '-' until "--" (consumed) or the first operand; a lone "-" is an
 * operand. spec lists the letters, ':' after one that takes an argument
 * (the rest of the cluster or the next word). Returns the operands, or
 * NULL after the message: fatal (sh_error) when the builtin is special.
 */
struct bopts {
	unsigned char	seen[128];	/* per letter: how often */
	int		last;		/* the last letter given */
	char		*arg;		/* of the one letter with ':' */
};

static char **
bi_options(char **argv, const char *spec, struct bopts *o, bool fatal)
{
	const char *p, *s;
	char *a;

	memset(o, 0, sizeof(*o));
	for (argv++; (a = *argv) && a[0] == '-' && a[1]; argv++) {
		if (a[1] == '-' && !a[2])
			return argv + 1;
		for (p = a + 1; *p; p++) {
			s = (unsigned char)*p < 128 && *p != ':' ?
			    strchr(spec, *p) : NULL;
			if (!s) {
				if (fatal)
					sh_error("Illegal option -%c", *p);
				sh_warn("Illegal option -%c", *p);
				return NULL;
			}
			o->seen[(unsigned char)*p]++;
			o->last = *p;
			if (s[1] != ':')
				continue;
			if (p[1]) {
				o->arg = (char *)p + 1;
			} else if (argv[1]) {
				o->arg = *++argv;
			} else {
				if (fatal)
					sh_error("No arg for -%c option", *p);
				sh_warn("No arg for -%c option", *p);
				return NULL;
			}
			break;
		}
	}
	return argv;
}

/* A decimal number of digits only, as dash's "Illegal number" check. */
static bool
get_number(const char *s, long *out)
{
	long v = 0;

	if (!*s)
		return false;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || v > (LONG_MAX - 9) / 10)
			return false;
		v = v * 10 + (*s - '0');
	}
	*out = v;
	return true;
}

/*
 * Single-quote s the way dash prints it: quote characters go in double
 * quotes between single-quoted runs, so "it's" is 'it'"'"'s'.
 */
static void
print_squoted(const char *s)
{
	size_t n;

	do {
		n = strcspn(s, "'");
		printf("'%.*s'", (int)n, s);
		s += n;
		n = strspn(s, "'");
		if (n)
			printf("\"%.*s\"", (int)n, s);
		s += n;
	} while (*s);
}

/* ---- : true false ------------------------------------------------ */

int
bi_colon(int argc, char **argv)
{
	return 0;
}

int
bi_false(int argc, char **argv)
{
	return 1;
}

/* ---- set and the option flags ------------------------------------- */

bool
set_opt_letter(int c, bool on)
{
	int i;

	for (i = 0; i < NOPTS; i++)
		if (optletters[i] && optletters[i] == c) {
			optflags[i] = on;
			return true;
		}
	return false;
}

bool
set_opt_name(const char *name, bool on)
{
	int i;

	for (i = 0; i < NOPTS; i++)
		if (optnames[i] && !strcmp(optnames[i], name)) {
			optflags[i] = on;
			return true;
		}
	return false;
}

/* set -o: a table; set +o: commands that restore the settings */
static void
list_options(bool table)
{
	int i;

	if (table)
		puts("Current option settings");
	for (i = 0; i < NOPTS; i++) {
		if (!optnames[i])
			continue;
		if (table)
			printf("%-16s%s\n", optnames[i], optflags[i] ? "on" : "off");
		else
			printf("set %co %s\n", optflags[i] ? '-' : '+', optnames[i]);
	}
}

/*
 * set [-+abCefhimnsuvx] [-+o name]... [--] [arg...]
 * Each 'o' in a cluster takes the next word as its name, or lists the
 * options when there is none. "-" alone ends the options and turns -x and
 * -v off; "+" alone only ends them; "--" ends them and always replaces the
 * positional parameters, even by none.
 */
int
bi_set(int argc, char **argv)
{
	int i = 1, next;
	bool on, newpos = false;
	const char *p;
	char *a;

	if (argc == 1) {
		var_list(0, NULL);
		return 0;
	}
	while ((a = argv[i]) && (a[0] == '-' || a[0] == '+')) {
		on = a[0] == '-';
		if (!a[1]) {
			if (on) {
				OPTSET(x) = 0;
				OPTSET(v) = 0;
			}
			i++;
			break;
		}
		if (on && a[1] == '-' && !a[2]) {
			i++;
			newpos = true;
			break;
		}
		next = i + 1;
		for (p = a + 1; *p; p++) {
			if (*p != 'o') {
				if (*p == '-' || !set_opt_letter(*p, on))
					sh_error("set: Illegal option -%c", *p);
				continue;
			}
			if (!argv[next]) {
				list_options(on);
				continue;
			}
			if (!set_opt_name(argv[next], on))
				sh_error("set: Illegal option -o %s", argv[next]);
			next++;
		}
		i = next;
	}
	if (newpos || argv[i])
		set_positional(argv + i, argc - i);
	return 0;
}

/* ---- shift ------------------------------------------------------- */

int
bi_shift(int argc, char **argv)
{
	long n = 1;

	if (argc > 1 && !get_number(argv[1], &n))
		sh_error("shift: Illegal number: %s", argv[1]);
	if (n > posc)
		sh_error("shift: can't shift that many");
	if (n)
		set_positional(posv + n, posc - n);
	return 0;
}

/* ---- times ------------------------------------------------------- */

static void
print_ticks(clock_t t, long hz, int end)
{
	long min = t / (60 * hz);

	printf("%ldm%fs%c", min, (double)(t - min * 60 * hz) / hz, end);
}

int
bi_times(int argc, char **argv)
{
	struct tms t;
	long hz = sysconf(_SC_CLK_TCK);

	if (hz <= 0)
		hz = 100;
	times(&t);
	print_ticks(t.tms_utime, hz, ' ');
	print_ticks(t.tms_stime, hz, '\n');
	print_ticks(t.tms_cutime, hz, ' ');
	print_ticks(t.tms_cstime, hz, '\n');
	return 0;
}
