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
 * lists our options (hashall, pipefail, braceexpand); `alias`
 * lists by name; read also has bash's -t, -n and -s (and -a, and unset
 * 'a[i]', with SH_EXTRAS' arrays); a pwd that cannot
 * find the directory fails instead of printing an empty line. local is
 * flagged special, as in dash (POSIX does not list it), so its errors
 * exit the shell and eval does not undo its locals when it returns.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <poll.h>
#include <sys/resource.h>
#include <sys/times.h>
#include <termios.h>
#include <time.h>

/* Sorted by strcmp: find_builtin() does a binary search. */
static const struct builtin builtintab[] = {
	{ ".",		bi_dot,		BI_SPECIAL },
	{ ":",		bi_colon,	BI_SPECIAL },
	{ "alias",	bi_alias,	0 },
#if ENABLE_SH_JOB_CONTROL
	{ "bg",		bi_bg,		0 },
#endif
	{ "break",	bi_break,	BI_SPECIAL },
	{ "cd",		bi_cd,		0 },
	{ "command",	bi_command,	0 },
	{ "continue",	bi_break,	BI_SPECIAL },
#if ENABLE_SH_EXTRAS
	/* special as local is here: its locals outlive the call */
	{ "declare",	bi_declare,	BI_SPECIAL | BI_ASSIGN },
#endif
	{ "eval",	bi_eval,	BI_SPECIAL },
	{ "exec",	bi_exec,	BI_SPECIAL },
	{ "exit",	bi_exit,	BI_SPECIAL },
	{ "export",	bi_export,	BI_SPECIAL | BI_ASSIGN },
	{ "false",	bi_false,	0 },
#if ENABLE_FEATURE_EDITING_HISTORY
	{ "fc",		bi_fc,		0 },
#endif
#if ENABLE_SH_JOB_CONTROL
	{ "fg",		bi_fg,		0 },
#endif
	{ "getopts",	bi_getopts,	0 },
	{ "hash",	bi_hash,	0 },
#if ENABLE_FEATURE_EDITING_HISTORY
	{ "history",	bi_history,	0 },
#endif
	{ "jobs",	bi_jobs,	0 },
	{ "kill",	bi_kill,	0 },
#if ENABLE_SH_EXTRAS
	{ "let",	bi_let,		0 },
#endif
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
#if ENABLE_SH_EXTRAS
	{ "typeset",	bi_declare,	BI_SPECIAL | BI_ASSIGN },
#endif
	{ "ulimit",	bi_ulimit,	0 },
	{ "umask",	bi_umask,	0 },
	{ "unalias",	bi_unalias,	0 },
	{ "unset",	bi_unset,	BI_SPECIAL },
	{ "wait",	bi_wait,	0 },
};
static const int nbuiltins = ARRAY_SIZE(builtintab);

static const struct builtin *
search_builtin(const char *name)
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
 * The builtin and the applet of a command name. Both tables are fixed,
 * so the answers for short names are remembered: a loop asks for the
 * same few names on every turn (for `[`, two binary searches of the
 * builtins and one of the applets a turn, a tenth of its time).
 */
const struct known *
known_name(const char *name)
{
	static struct known memo[32], scratch;
	struct known *k = &scratch;
	unsigned h = 0;
	size_t len;

	for (len = 0; name[len]; len++)
		h = h * 31 + (unsigned char)name[len];
	if (len < sizeof(k->name)) {
		k = &memo[h % ARRAY_SIZE(memo)];
		/* an unused entry's "" is right for "": no builtin or applet */
		if (!memcmp(k->name, name, len + 1))
			return k;
		memcpy(k->name, name, len + 1);
	}
	k->bi = search_builtin(name);
	k->applet = find_applet(name);
	return k;
}

const struct builtin *
find_builtin(const char *name)
{
	return known_name(name)->bi;
}

/*
 * The one way every builtin reads its options, as dash's nextopt:
 * clusters of letters after '-' until "--" (consumed) or the first
 * operand; a lone "-" is an operand. spec lists the letters, ':' after
 * one that takes an argument (the rest of the cluster or the next word;
 * arg[i] for the i-th such letter in spec). Returns the operands, or NULL
 * after opt_error()'s message (none with BO_QUIET). set and the
 * invocation read theirs with set_options() instead, and kill its own way.
 */
char **
bi_options(char **argv, const char *spec, struct bopts *o, int flags)
{
	const char *p, *s, *q, *name = argv[0];
	unsigned short turn = 0;
	char *a;
	int n;

	memset(o, 0, sizeof(*o));
	for (argv++; (a = *argv) && a[0] == '-' && a[1]; argv++) {
		if (a[1] == '-' && !a[2])
			return argv + 1;
		for (p = a + 1; *p; p++) {
			s = (unsigned char)*p < 128 && *p != ':' ?
			    strchr(spec, *p) : NULL;
			if (!s)
				goto bad;
			o->seen[(unsigned char)*p]++;
			o->when[(unsigned char)*p] = ++turn;
			o->last = *p;
			if (s[1] != ':')
				continue;
			for (n = 0, q = spec; q < s; q++)
				n += *q == ':';
			if (p[1])
				o->arg[n] = (char *)p + 1;
			else if (argv[1])
				o->arg[n] = *++argv;
			else
				goto bad;
			break;
		}
	}
	return argv;
bad:
	if (!(flags & BO_QUIET))
		opt_error(name, *p, s != NULL, flags & BO_FATAL);
	return NULL;
}

/*
 * The one message for a bad option, in dash's words: "NAME: Illegal
 * option -x", or "NAME: No arg for -x option" when its argument is
 * missing; name NULL (the invocation) leaves out "NAME: ". fatal (a
 * special builtin): an error; otherwise a warning, and 2 for the status.
 */
int
opt_error(const char *name, int c, bool noarg, bool fatal)
{
	char msg[32];

	snprintf(msg, sizeof(msg), noarg ? "No arg for -%c option" :
	    "Illegal option -%c", c);
	if (fatal)
		sh_error("%s%s%s", name ? name : "", name ? ": " : "", msg);
	sh_warn("%s%s%s", name ? name : "", name ? ": " : "", msg);
	return 2;
}

/*
 * A decimal number of digits only, as dash's "Illegal number" check. The
 * numbers here are long long, as dash's intmax_t, so that a 32-bit board
 * takes what a 64-bit one does; the overflow check is exact.
 */
static bool
get_number(const char *s, long long *out)
{
	long long v = 0;

	if (!*s)
		return false;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || v > (LLONG_MAX - (*s - '0')) / 10)
			return false;
		v = v * 10 + (*s - '0');
	}
	*out = v;
	return true;
}

/*
 * A decimal number as dash reads one for shift, exit, return, break,
 * OPTIND and the like (strtoimax): blanks around it and a sign are
 * allowed, but not a negative value other than -0.
 */
bool
dash_number(const char *s, long long *out)
{
	long long v = 0;
	bool neg = false;

	while (isspace((unsigned char)*s))
		s++;
	if (*s == '+' || *s == '-')
		neg = *s++ == '-';
	if (*s < '0' || *s > '9')
		return false;
	for (; *s >= '0' && *s <= '9'; s++) {
		if (v > (LLONG_MAX - (*s - '0')) / 10)
			return false;
		v = v * 10 + (*s - '0');
	}
	while (isspace((unsigned char)*s))
		s++;
	if (*s || (neg && v))
		return false;
	*out = v;
	return true;
}

static void getopts_fresh(void);

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

static bool
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

static bool
set_opt_name(const char *name, bool on)
{
	int i;

	for (i = 0; i < NOPTS; i++)
		if (optnames[i] && !strcmp(optnames[i], name)) {
			optflags[i] = on;
			/* vi and emacs: one editing mode at a time */
			if (on && i == OPT_vi)
				optflags[OPT_emacs] = 0;
			if (on && i == OPT_emacs)
				optflags[OPT_vi] = 0;
			return true;
		}
	return false;
}

/*
 * set -o: a table; set +o: commands that restore the settings. In dash's
 * order, so that a script grepping one line sees the same text; hashall,
 * pipefail and braceexpand (SH_EXTRAS), which dash lacks, come last.
 */
static const unsigned char optorder[] = {
	OPT_e, OPT_f, OPT_ignoreeof, OPT_i, OPT_m, OPT_n, OPT_s, OPT_x, OPT_v,
	OPT_vi, OPT_emacs, OPT_C, OPT_a, OPT_b, OPT_u, OPT_h, OPT_pipefail
	IF_SH_EXTRAS(, OPT_B)
};
_Static_assert(sizeof(optorder) == NOPTS, "optorder lists every option");

static void
list_options(bool table)
{
	int j, i;

	if (table)
		puts("Current option settings");
	for (j = 0; j < NOPTS; j++) {
		i = optorder[j];
		if (!optnames[i])
			continue;
		if (table)
			printf("%-16s%s\n", optnames[i], optflags[i] ? "on" : "off");
		else
			printf("set %co %s\n", optflags[i] ? '-' : '+', optnames[i]);
	}
}

/* A bad option of set (fatal: a special builtin) or of the invocation */
NORETURN static void
set_bad(bool inv, int c, const char *oname)
{
	if (oname && inv)
		sh_warn("Illegal option -o %s", oname);
	else if (oname)
		sh_error("set: Illegal option -o %s", oname);
	else
		opt_error(inv ? NULL : "set", c, false, !inv);
	xexit(2);
}

/*
 * The options of set and of the invocation, which cannot be read with
 * bi_options(): '+' turns an option off, the letters are the optletters
 * table, each one takes effect as it is read (an error leaves those
 * before it set, as in dash), and each 'o' of a cluster takes the next
 * word as its name or, for set, lists the options when there is none.
 * "--" ends them, as does "-" (for set it also turns -x and -v off) and,
 * for set, "+". cflag non-NULL: the invocation, where -c sets *cflag and
 * an error ends the shell. *newpos (set): "--" ended them, so the
 * positional parameters are replaced even by none. Returns the operands.
 */
char **
set_options(char **argv, bool *cflag, bool *newpos)
{
	bool on, inv = cflag != NULL;
	char **next;
	const char *p;
	char *a;

	for (; (a = *argv) && (a[0] == '-' || a[0] == '+'); argv = next) {
		on = a[0] == '-';
		next = argv + 1;
		if (!a[1] && (on || !inv)) {
			if (on && !inv) {
				OPTSET(x) = 0;
				OPTSET(v) = 0;
			}
			return next;
		}
		if (on && a[1] == '-' && !a[2]) {
			if (newpos)
				*newpos = true;
			return next;
		}
		for (p = a + 1; *p; p++) {
			if (*p == 'c' && on && inv) {
				*cflag = true;
			} else if (*p == 'l' && inv) {
				login_shell = on;
			} else if (*p != 'o') {
				if (!set_opt_letter(*p, on))
					set_bad(inv, *p, NULL);
			} else if (!*next && inv) {
				sh_warn("-o needs an option name");
				xexit(2);
			} else if (!*next) {
				list_options(on);
			} else if (!set_opt_name(*next, on)) {
				set_bad(inv, 'o', *next);
			} else {
				next++;
			}
		}
	}
	return argv;
}

/* set [-+abCefhimnsuvx] [-+o name]... [--] [arg...] */
int
bi_set(int argc, char **argv)
{
	bool newpos = false;
	char **ap, m = OPTSET(m);

	if (argc == 1) {
		var_list(0, NULL);
		return 0;
	}
	ap = set_options(argv + 1, NULL, &newpos);
	if (OPTSET(m) != m)
		jobctl_set(OPTSET(m), "set");
	if (newpos || *ap) {
		set_positional(ap, argc - (ap - argv));
		getopts_fresh();
	}
	return 0;
}

/* ---- shift ------------------------------------------------------- */

int
bi_shift(int argc, char **argv)
{
	long long n = 1;

	if (argc > 1 && !dash_number(argv[1], &n))
		sh_error("shift: Illegal number: %s", argv[1]);
	if (n > posc)
		sh_error("shift: can't shift that many");
	if (n)
		set_positional(posv + n, posc - n);
	getopts_fresh();
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

/* ---- alias unalias ------------------------------------------------
 * A sorted list, so `alias` lists by name. lex.c gets an alias as an
 * opaque handle whose value it reads in place; an alias that is being
 * expanded when it is removed or redefined is kept on a dead list until
 * input.c no longer holds its text (alias_on_stack).
 */
struct alias {
	struct alias	*next;
	char		*name, *value;
};

static struct alias *aliases, *dead_aliases;

void *
alias_find(const char *name, const char **value)
{
	struct alias *a;
	int c;

	for (a = aliases; a; a = a->next) {
		c = strcmp(a->name, name);
		if (c > 0)
			break;
		if (!c) {
			*value = a->value;
			return a;
		}
	}
	return NULL;
}

/* every alias's and builtin's name, for the line editor (edit.c) */
void
alias_names(void (*fn)(const char *name))
{
	struct alias *a;
	int i;

	for (a = aliases; a; a = a->next)
		fn(a->name);
	for (i = 0; i < nbuiltins; i++)
		fn(builtintab[i].name);
}

static void
alias_free(struct alias *a)
{
	free(a->name);
	free(a->value);
	free(a);
}

/* Unlink *ap and free it, or park it while its text is being read. */
static void
alias_drop(struct alias **ap)
{
	struct alias *a = *ap;

	*ap = a->next;
	if (alias_on_stack(a)) {
		a->next = dead_aliases;
		dead_aliases = a;
	} else {
		alias_free(a);
	}
}

static void
alias_sweep(void)
{
	struct alias **ap = &dead_aliases, *a;

	while ((a = *ap)) {
		if (alias_on_stack(a)) {
			ap = &a->next;
		} else {
			*ap = a->next;
			alias_free(a);
		}
	}
}

static struct alias **
alias_slot(const char *name, size_t len, bool *found)
{
	struct alias **ap;
	int c;

	for (ap = &aliases; *ap; ap = &(*ap)->next) {
		c = strncmp((*ap)->name, name, len);
		if (!c && (*ap)->name[len])
			c = 1;
		if (c >= 0) {
			*found = !c;
			return ap;
		}
	}
	*found = false;
	return ap;
}

static void
alias_print(const struct alias *a)
{
	printf("%s=", a->name);
	print_quoted(a->value);
	putchar('\n');
}

/*
 * alias [name[=value]...]: as dash, the name ends at the first '=' after
 * its first character, and "not found" goes to stderr without the
 * shell's prefix.
 */
int
bi_alias(int argc, char **argv)
{
	struct alias **ap, *a;
	const char *eq;
	bool found;
	int st = 0;

	alias_sweep();
	if (argc == 1) {
		for (a = aliases; a; a = a->next)
			alias_print(a);
		return 0;
	}
	for (argv++; *argv; argv++) {
		eq = strchr(*argv + 1, '=');
		if (!eq) {
			ap = alias_slot(*argv, strlen(*argv), &found);
			if (found) {
				alias_print(*ap);
			} else {
				fflush(stdout);
				fprintf(stderr, "alias: %s not found\n", *argv);
				st = 1;
			}
			continue;
		}
		ap = alias_slot(*argv, eq - *argv, &found);
		if (found)
			alias_drop(ap);
		a = xmalloc(sizeof(*a));
		a->name = xstrndup(*argv, eq - *argv);
		a->value = xstrdup(eq + 1);
		a->next = *ap;
		*ap = a;
	}
	return st;
}

int
bi_unalias(int argc, char **argv)
{
	struct alias **ap;
	struct bopts o;
	bool found;
	int st = 0;

	if (!(argv = bi_options(argv, "a", &o, 0)))
		return 2;
	alias_sweep();
	if (o.seen['a']) {
		while (aliases)
			alias_drop(&aliases);
		return 0;
	}
	for (; *argv; argv++) {
		ap = alias_slot(*argv, strlen(*argv), &found);
		if (found) {
			alias_drop(ap);
		} else {
			fflush(stdout);
			fprintf(stderr, "unalias: %s not found\n", *argv);
			st = 1;
		}
	}
	return st;
}

/* ---- export readonly unset local --------------------------------- */

/* export and readonly: argv[0] says which; both are special builtins */
int
bi_export(int argc, char **argv)
{
	unsigned flag = argv[0][0] == 'r' ? V_READONLY : V_EXPORT;
	struct bopts o;
	struct var *v;
	const char *eq;
	size_t len;
	char **ap;

	ap = bi_options(argv, "p", &o, BO_FATAL);
	if (o.seen['p'] || !*ap) {
		var_list(flag, argv[0]);
		return 0;
	}
	for (; *ap; ap++) {
		if (ENABLE_SH_EXTRAS && compound_of(*ap)) {
			/* export a=(...): the array, which bash does not
			 * put in the environment */
			len = strchr(*ap, '=') - *ap;
			len -= len && (*ap)[len - 1] == '+';
			if (!is_name(*ap, len))
				sh_error("%s: %.*s: bad variable name",
				    argv[0], (int)len, *ap);
			var_assign_extra(*ap);
			var_setkv(ststrndup(*ap, len), flag);
			continue;
		}
		if (ENABLE_SH_EXTRAS)
			*ap = var_append(*ap);	/* export x+=y */
		eq = strchr(*ap, '=');
		len = eq ? (size_t)(eq - *ap) : strlen(*ap);
		if (!is_name(*ap, len))
			sh_error("%s: %.*s: bad variable name", argv[0],
			    (int)len, *ap);
		v = var_lookup(*ap, len);
		if (eq && v && (v->flags & V_READONLY))
			sh_error("%s: %.*s: is read only", argv[0], (int)len,
			    *ap);
		var_setkv(*ap, flag);
	}
	return 0;
}

int
bi_readonly(int argc, char **argv)
{
	return bi_export(argc, argv);
}

/* unset [-f|-v] name...: the last of -f and -v counts, -v by default */
int
bi_unset(int argc, char **argv)
{
	struct bopts o;
	bool funcs;
	int st = 0;

	argv = bi_options(argv, "fv", &o, BO_FATAL);
	funcs = o.last == 'f';
	for (; *argv; argv++) {
		if (funcs) {
			func_unset(*argv);
			continue;
		}
		if (ENABLE_SH_EXTRAS && strchr(*argv, '[') &&
		    var_is_ref(*argv, strlen(*argv))) {
			/* unset 'a[i]' (bash) */
			st |= var_unsetref(*argv);
			continue;
		}
		if (!is_name(*argv, strlen(*argv)))
			sh_error("unset: %s: bad variable name", *argv);
		if (var_unset(*argv) < 0)
			sh_error("unset: %s: is read only", *argv);
	}
	return st;
}

int
bi_local(int argc, char **argv)
{
	errcmd = "local";	/* var.c's errors name it; the caller restores */
	/* local -a, -i...: bash's declare makes locals in a function */
	if (ENABLE_SH_EXTRAS && argv[1] && argv[1][0] == '-' && argv[1][1] &&
	    funcdepth)
		return bi_declare(argc, argv);
	for (argv++; *argv; argv++) {
		local_var(*argv);
		/* "local OPTIND=N" moved the scan already (var.c) */
		if (!strcmp(*argv, "OPTIND"))
			getopts_fresh();
	}
	return 0;
}

/* ---- umask ------------------------------------------------------- */

int
bi_umask(int argc, char **argv)
{
	static const char who[] = "ugo";
	struct bopts o;
	mode_t mask, m;
	unsigned long v = 0;
	const char *p;
	int i, bits;

	if (!(argv = bi_options(argv, "S", &o, 0)))
		return 2;
	mask = umask(0);
	umask(mask);
	if (!*argv) {
		if (!o.seen['S']) {
			printf("%04o\n", (unsigned)mask);
			return 0;
		}
		for (i = 0; i < 3; i++) {
			bits = ~mask >> (6 - 3 * i) & 7;
			printf("%c=%s%s%s%c", who[i], bits & 4 ? "r" : "",
			    bits & 2 ? "w" : "", bits & 1 ? "x" : "",
			    i < 2 ? ',' : '\n');
		}
		return 0;
	}
	p = *argv;
	if (*p >= '0' && *p <= '9') {
		for (; *p; p++) {
			if (*p < '0' || *p > '7' || v > 07777) {
				sh_warn("umask: Illegal number: %s", *argv);
				return 2;
			}
			v = v * 8 + (*p - '0');
		}
		umask(v & 0777);
		return 0;
	}
	/* symbolic: the permissions a new file keeps, edited like chmod */
	if (mode_parse(p, ~mask & 0777, 0, false, &m)) {
		sh_warn("umask: Illegal mode: %s", p);
		return 2;
	}
	umask(~m & 0777);
	return 0;
}

/* ---- ulimit ------------------------------------------------------
 * dash's resources, units and -a layout. The last resource letter wins;
 * without -H or -S a new limit sets both and the soft one is shown.
 */
static const struct rlim {
	char		opt;
	unsigned char	res;
	unsigned short	unit;
	const char	*name;
} rlims[] = {
	{ 't', RLIMIT_CPU,	1,	"time(seconds)" },
	{ 'f', RLIMIT_FSIZE,	512,	"file(blocks)" },
	{ 'd', RLIMIT_DATA,	1024,	"data(kbytes)" },
	{ 's', RLIMIT_STACK,	1024,	"stack(kbytes)" },
	{ 'c', RLIMIT_CORE,	512,	"coredump(blocks)" },
	{ 'm', RLIMIT_RSS,	1024,	"memory(kbytes)" },
	{ 'l', RLIMIT_MEMLOCK,	1024,	"locked memory(kbytes)" },
	{ 'p', RLIMIT_NPROC,	1,	"process" },
	{ 'n', RLIMIT_NOFILE,	1,	"nofiles" },
	{ 'v', RLIMIT_AS,	1024,	"vmemory(kbytes)" },
	{ 'w', RLIMIT_LOCKS,	1,	"locks" },
	{ 'r', RLIMIT_RTPRIO,	1,	"rtprio" },
};

static void
print_rlim(const struct rlim *r, bool hard)
{
	struct rlimit rl;
	rlim_t v;

	getrlimit(r->res, &rl);
	v = hard ? rl.rlim_max : rl.rlim_cur;
	if (v == RLIM_INFINITY)
		puts("unlimited");
	else
		printf("%llu\n", (unsigned long long)(v / r->unit));
}

int
bi_ulimit(int argc, char **argv)
{
	const struct rlim *r = &rlims[1];
	unsigned long long v = 0;
	struct rlimit rl;
	struct bopts o;
	bool hard, soft;
	const char *p;
	size_t i;

	if (!(argv = bi_options(argv, "HSatfdscmlpnvwr", &o, 0)))
		return 2;
	hard = o.seen['H'];
	soft = o.seen['S'];
	/* the resource given last; -H, -S and -a do not count */
	for (i = 0; i < ARRAY_SIZE(rlims); i++)
		if (o.when[(unsigned char)rlims[i].opt] >
		    o.when[(unsigned char)r->opt])
			r = &rlims[i];
	if (*argv && (argv[1] || o.seen['a'])) {
		sh_warn("ulimit: too many arguments");
		return 2;
	}
	if (o.seen['a']) {
		for (i = 0; i < ARRAY_SIZE(rlims); i++) {
			printf("%-20s ", rlims[i].name);
			print_rlim(&rlims[i], hard && !soft);
		}
		return 0;
	}
	if (!*argv) {
		print_rlim(r, hard && !soft);
		return 0;
	}
	p = *argv;
	if (!strcmp(p, "unlimited")) {
		v = RLIM_INFINITY;
	} else {
		if (!*p)
			goto bad;
		for (; *p; p++) {
			if (*p < '0' || *p > '9' ||
			    v > ULLONG_MAX / 10 / r->unit)
				goto bad;
			v = v * 10 + (*p - '0');
		}
		v *= r->unit;
		if (v >= RLIM_INFINITY)
			goto bad;
	}
	if (!hard && !soft)
		hard = soft = true;
	getrlimit(r->res, &rl);
	if (hard)
		rl.rlim_max = v;
	if (soft)
		rl.rlim_cur = v;
	if (setrlimit(r->res, &rl)) {
		sh_warn("ulimit: error setting limit (%s)", strerror(errno));
		return 2;
	}
	return 0;
bad:
	sh_warn("ulimit: bad number");
	return 2;
}

/* ---- cd pwd -------------------------------------------------------
 * The shell keeps its own idea of the current directory (the logical
 * one, with the symbolic links it went through), as dash does; $PWD is a
 * copy. It is taken from $PWD on first use, when $PWD names ".".
 */
static char *curdir;

static const char *
cur_dir(void)
{
	const char *pwd;
	struct stat a, b;

	if (curdir)
		return curdir;
	pwd = var_get("PWD");
	if (pwd && *pwd == '/' && !stat(pwd, &a) && !stat(".", &b) &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino)
		curdir = xstrdup(pwd);
	else
		curdir = getcwd(NULL, 0);
	return curdir;
}

/*
 * The logical form of path (relative to the current directory): "." and
 * empty components dropped, ".." removing the one before it, without
 * looking at the file system. A leading "//" stays, as POSIX allows.
 */
static char *
logical_path(const char *path)
{
	const char *base = cur_dir(), *p, *e;
	struct sbuf b = { 0 };
	size_t root, n;

	if (*path != '/') {
		if (!base)
			return NULL;
		sb_adds(&b, base);
		if (b.len && b.s[b.len - 1] != '/')
			sb_addc(&b, '/');
	}
	sb_adds(&b, path);
	p = sb_str(&b);
	root = p[0] == '/' && p[1] == '/' && p[2] != '/' ? 2 : 1;
	n = root;
	/* rewrite in place: the output never gets ahead of the input */
	for (p = b.s + root; *p; p = e) {
		while (*p == '/')
			p++;
		e = p + strcspn(p, "/");
		if (e - p == 1 && *p == '.')
			continue;
		if (e - p == 2 && p[0] == '.' && p[1] == '.') {
			while (n > root && b.s[n - 1] != '/')
				n--;
			if (n > root)
				n--;
			continue;
		}
		if (e == p)
			continue;
		if (n > root)
			b.s[n++] = '/';
		memmove(b.s + n, p, e - p);
		n += e - p;
	}
	b.s[n] = 0;
	return b.s;
}

/* a readonly variable that builtin bi would set: dash's error */
static void
check_writable(const char *bi, const char *name)
{
	struct var *v = var_lookup(name, strlen(name));

	if (v && (v->flags & V_READONLY))
		sh_error("%s: %s: is read only", bi, name);
}

/* chdir to dir; 0, or -1 with errno. Updates PWD, OLDPWD and curdir. */
static int
do_cd(const char *dir, bool physical)
{
	char *path = physical ? NULL : logical_path(dir), *old;

	if (chdir(path ? path : dir)) {
		free(path);
		return -1;
	}
	if (!path)
		path = getcwd(NULL, 0);
	old = curdir;
	curdir = path;
	hash_clear();	/* relative PATH entries now mean other places */
	if (old) {
		/* an arena copy: the readonly error must not leak it */
		path = ststrdup(old);
		free(old);
		check_writable("cd", "OLDPWD");
		var_set("OLDPWD", path, V_EXPORT);
	}
	if (curdir) {
		check_writable("cd", "PWD");
		var_set("PWD", curdir, V_EXPORT);
	}
	return 0;
}

/* The dir of "cd dir" starts with "/", or its first component is . or .. */
static bool
cdpath_skips(const char *d)
{
	if (*d == '/')
		return true;
	if (*d == '.' && d[1] == '.')
		d++;
	return *d == '.' && (!d[1] || d[1] == '/');
}

int
bi_cd(int argc, char **argv)
{
	const char *dest, *cdpath, *e;
	struct bopts o;
	struct stat st;
	bool physical, print = false;
	char *cand;
	size_t n;

	if (!(argv = bi_options(argv, "LP", &o, 0)))
		return 2;
	physical = o.last == 'P';
	cur_dir();
	dest = *argv;
	if (!dest) {
		dest = var_get("HOME");
	} else if (!strcmp(dest, "-")) {
		dest = var_get("OLDPWD");
		print = true;
	}
	if (!dest)
		dest = "";
	/* as in dash, an empty dir becomes "." after the test */
	cdpath = cdpath_skips(dest) ? NULL : var_get("CDPATH");
	if (!*dest)
		dest = ".";
	if (cdpath) {
		/* POSIX cd step 5: each CDPATH entry; an empty one is "." */
		for (;; cdpath = e + 1) {
			e = cdpath + strcspn(cdpath, ":");
			n = e - cdpath;
			if (!n)
				cand = xstrdup(dest);
			else
				cand = xasprintf("%.*s%s%s", (int)n, cdpath,
				    cdpath[n - 1] == '/' ? "" : "/", dest);
			if (!stat(cand, &st) && S_ISDIR(st.st_mode)) {
				if (do_cd(cand, physical)) {
					free(cand);
					goto fail;
				}
				free(cand);
				if (n)
					print = true;
				goto done;
			}
			free(cand);
			if (!*e)
				break;
		}
	}
	if (do_cd(dest, physical))
		goto fail;
done:
	if (print && curdir)
		puts(curdir);
	return 0;
fail:
	sh_warn("cd: can't cd to %s", dest);
	return 2;
}

int
bi_pwd(int argc, char **argv)
{
	struct bopts o;
	char *p;

	if (!(argv = bi_options(argv, "LP", &o, 0)))
		return 2;
	if (o.last != 'P' && cur_dir()) {
		puts(curdir);
		return 0;
	}
	p = getcwd(NULL, 0);
	if (!p) {
		sh_warn("pwd: getcwd() failed: %s", strerror(errno));
		return 2;
	}
	puts(p);
	free(p);
	return 0;
}

/* ---- getopts ------------------------------------------------------
 * As in dash, the scan position is the shell's own: the next word
 * (opt_ind) and the next letter inside a cluster such as -abc (opt_off);
 * OPTIND shows opt_ind, which already points past the cluster. Assigning
 * OPTIND (var.c calls getopts_reset) moves the scan there; new positional
 * parameters (set, shift) and a bare "local OPTIND" start it afresh, and
 * a function call can have its own (getopts_push/getopts_pop).
 */
static long opt_ind = 1;		/* the next word, from 1 */
static int opt_off;		/* next letter in the cluster, 0: none */
static bool optsetting;		/* getopts itself is setting OPTIND */

void
getopts_reset(void)
{
	const char *p = var_get("OPTIND");
	long long v;

	if (optsetting)
		return;
	if (!p || !dash_number(p, &v))
		v = 1;
	opt_ind = v > INT_MAX ? INT_MAX : v;	/* past any argument list */
	opt_off = 0;
}

static void
getopts_fresh(void)
{
	opt_ind = 1;
	opt_off = 0;
}

/* eval.c, around a function call: the call scans its own arguments */
void
getopts_push(long save[2])
{
	save[0] = opt_ind;
	save[1] = opt_off;
	getopts_fresh();
}

void
getopts_pop(const long save[2])
{
	opt_ind = save[0];
	opt_off = save[1];
}

static int
getopts_var(const char *name, const char *val)
{
	struct var *v = var_lookup(name, strlen(name));

	if (v && (v->flags & V_READONLY)) {
		sh_warn("getopts: %s: is read only", name);
		return 2;
	}
	if (val)
		var_set(name, val, 0);
	else
		var_unset(name);
	return 0;
}

int
bi_getopts(int argc, char **argv)
{
	const char *optstr, *s, *cl, *optarg = NULL;
	char **args, opt[2] = { '?', 0 }, c[2] = { 0, 0 };
	bool silent, quiet, found = true;
	int nargs, st;
	long ind;

	if (argc < 3) {
		sh_warn("getopts: Usage: getopts optstring var [arg...]");
		return 2;
	}
	if (!is_name(argv[2], strlen(argv[2]))) {
		sh_warn("getopts: %s: bad variable name", argv[2]);
		return 2;
	}
	optstr = argv[1];
	silent = *optstr == ':';
	optstr += silent;
	/* OPTERR=0 (bash, BusyBox ash): no messages, the rest unchanged */
	quiet = silent || ((s = var_get("OPTERR")) && !strcmp(s, "0"));
	args = argc > 3 ? argv + 3 : posv;
	nargs = argc > 3 ? argc - 3 : posc;
	ind = opt_ind;
	if (ind < 1 || ind > nargs + 1) {
		ind = 1;
		opt_off = 0;
	}
	if (opt_off && ind >= 2 && (size_t)opt_off < strlen(args[ind - 2])) {
		cl = args[ind - 2];
	} else {
		opt_off = 0;
		cl = ind <= nargs ? args[ind - 1] : NULL;
		if (!cl || cl[0] != '-' || !cl[1]) {
			found = false;
		} else if (!strcmp(cl, "--")) {
			ind++;
			found = false;
		} else {
			ind++;
			opt_off = 1;
		}
	}
	if (!found)
		goto out;
	c[0] = cl[opt_off++];
	s = c[0] != ':' ? strchr(optstr, c[0]) : NULL;
	if (!s) {
		if (silent) {
			optarg = c;
		} else if (!quiet) {
			fflush(stdout);
			fprintf(stderr, "Illegal option -%c\n", c[0]);
		}
	} else if (s[1] == ':') {
		if (cl[opt_off]) {
			optarg = cl + opt_off;
		} else if (ind <= nargs) {
			optarg = args[ind++ - 1];
		} else if (silent) {
			opt[0] = ':';
			optarg = c;
		} else if (!quiet) {
			fflush(stdout);
			fprintf(stderr, "No arg for -%c option\n", c[0]);
		}
		if (optarg != c)
			opt[0] = optarg ? c[0] : '?';
		opt_off = 0;
	} else {
		opt[0] = c[0];
		optarg = "";
	}
	if (opt_off && !cl[opt_off])
		opt_off = 0;
	if ((st = getopts_var("OPTARG", optarg)))
		return st;
out:
	opt_ind = ind;
	check_writable("getopts", "OPTIND");
	optsetting = true;
	var_setint("OPTIND", ind);
	optsetting = false;
	if ((st = getopts_var(argv[2], opt)))
		return st;
	return !found;
}

/*
 * Set by eval for a read whose own command gives it a here-document or
 * here-string on fd 0: no one else reads that descriptor and what is left
 * goes with the command, so read may read ahead instead of a byte at a
 * time.
 */
bool read_ahead;

/* ---- read ---------------------------------------------------------
 * Nothing past the line may be consumed, since the next command reads
 * the same fd: a pipe is read a byte at a time; a regular file a block
 * at a time, seeking back over what follows the line. -t, -n and -s are
 * bash's: a timeout (status 142, what was read is kept), a character
 * count, and no echo on a terminal.
 */
struct lineread {
	char		buf[512];
	int		pos, len;
	bool		seekable, ahead, timed;
	struct timespec	end;		/* the -t deadline */
};

/* ms until the deadline, 0 when it has passed */
static int
ms_left(const struct timespec *end)
{
	struct timespec now;
	long long ms;

	clock_gettime(CLOCK_MONOTONIC, &now);
	ms = (end->tv_sec - now.tv_sec) * 1000LL +
	    (end->tv_nsec - now.tv_nsec + 999999) / 1000000;
	return ms <= 0 ? 0 : ms > INT_MAX ? INT_MAX : (int)ms;
}

/*
 * The next byte: 1, 0 at end of file, -1 on an error or a trapped
 * signal, -2 at the -t deadline.
 */
static int
read_byte(struct lineread *r, char *c)
{
	struct pollfd pfd = { 0, POLLIN, 0 };
	ssize_t n;
	int ms;

	while (r->pos == r->len) {
		if (r->timed) {
			ms = ms_left(&r->end);
			n = ms ? poll(&pfd, 1, ms) : 0;
			if (n < 0 && errno == EINTR && !pending_sigs)
				continue;
			if (n < 0)
				return -1;
			if (!n)
				return -2;
		}
		n = read(0, r->buf, r->seekable || r->ahead ?
		    sizeof(r->buf) : 1);
		if (n < 0 && errno == EINTR && !pending_sigs)
			continue;
		if (n <= 0)
			return n < 0 ? -1 : 0;
		r->pos = 0;
		r->len = n;
	}
	*c = r->buf[r->pos++];
	return 1;
}

/* -t SECS[.FRACTION] */
static bool
parse_timeout(const char *s, struct timespec *ts)
{
	long long sec = 0;
	long ns = 0, scale = 100000000;
	bool digits = false;

	for (; *s >= '0' && *s <= '9'; s++, digits = true) {
		if (sec > (LLONG_MAX - (*s - '0')) / 10)
			return false;
		sec = sec * 10 + (*s - '0');
	}
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++, digits = true) {
			ns += (*s - '0') * scale;
			scale /= 10;
		}
	if (*s || !digits)
		return false;
	ts->tv_sec = sec;
	ts->tv_nsec = ns;
	return true;
}

/* Field splitting of read (XCU 2.6.5 with the read rules): esc[i] marks
 * the characters a backslash made literal. */
struct fields {
	const char		*s, *esc;
	size_t			i, len;
	const unsigned char	*map;	/* ifs_table() */
};

static bool
f_ifs(const struct fields *f, size_t i)
{
	return !f->esc[i] && f->map[(unsigned char)f->s[i]];
}

static bool
f_ws(const struct fields *f, size_t i)
{
	return !f->esc[i] && f->map[(unsigned char)f->s[i]] == 1;
}

/* skip a delimiter: IFS white space, one other IFS char, white space */
static size_t
f_delim(const struct fields *f, size_t i)
{
	while (i < f->len && f_ws(f, i))
		i++;
	if (i < f->len && f_ifs(f, i)) {
		i++;
		while (i < f->len && f_ws(f, i))
			i++;
	}
	return i;
}

/*
 * The next field, or for the last variable the rest of the line: when
 * the rest is one field and delimiters, that field; otherwise the rest
 * without its trailing IFS white space (dash agrees).
 */
static char *
f_next(struct fields *f, bool last)
{
	size_t start, end;

	while (f->i < f->len && f_ws(f, f->i))
		f->i++;
	start = end = f->i;
	while (end < f->len && !f_ifs(f, end))
		end++;
	if (!last) {
		f->i = f_delim(f, end);
	} else if (f_delim(f, end) < f->len) {
		end = f->len;
		while (end > start && f_ws(f, end - 1))
			end--;
	}
	return xstrndup(f->s + start, end - start);
}

static int
read_assign(const char *name, char *val)
{
	struct var *v;
	int st = 0;

	v = var_lookup(name, strlen(name));
	if (!is_name(name, strlen(name))) {
		sh_warn("read: %s: bad variable name", name);
		st = 2;
	} else if (v && (v->flags & V_READONLY)) {
		sh_warn("read: %s: is read only", name);
		st = 2;
	} else {
		var_set(name, val, 0);
	}
	free(val);
	return st;
}

/* read -a (bash): each field an element of the array name, afresh */
static int
read_array(const char *name, struct fields *f)
{
	struct var *v = var_lookup(name, strlen(name));
	struct arglist al = { 0 };
	int i;

	if (v && (v->flags & V_READONLY)) {
		sh_warn("read: %s: is read only", name);
		return 1;	/* bash's status */
	}
	for (;;) {
		while (f->i < f->len && f_ws(f, f->i))
			f->i++;
		if (f->i >= f->len)
			break;
		arglist_add(&al, f_next(f, false));
	}
	var_setarray(name, al.v, al.n);
	for (i = 0; i < al.n; i++)
		free(al.v[i]);
	return 0;
}

/*
 * read [-rs] [-p prompt] [-t secs] [-n count] [-a array] name...: status
 * 1 at end of file, 142 at the timeout
 */
int
bi_read(int argc, char **argv)
{
	struct sbuf line = { 0 }, esc = { 0 };
	struct termios tio, saved;
	struct pollfd pfd = { 0, POLLIN, 0 };
	struct timespec ts;
	struct lineread r;
	struct fields f;
	struct bopts o;
	struct stat st;
	bool bs = false, tty_set = false;
	long long count = -1;
	int n, status = 0;
	char c;

	r.ahead = read_ahead;	/* for this call only */
	read_ahead = false;
	if (!(argv = bi_options(argv, ENABLE_SH_EXTRAS ? "rp:t:n:sa:" :
	    "rp:t:n:s", &o, 0)))
		return 2;
	if (ENABLE_SH_EXTRAS && o.arg[3]) {
		if (!is_name(o.arg[3], strlen(o.arg[3]))) {
			sh_warn("read: %s: bad variable name", o.arg[3]);
			return 2;
		}
	} else if (!*argv) {
		sh_warn("read: arg count");
		return 2;
	}
	r.timed = o.arg[1] != NULL;
	if (r.timed && !parse_timeout(o.arg[1], &ts)) {
		sh_warn("read: %s: invalid timeout", o.arg[1]);
		return 2;
	}
	if (o.arg[2] && !get_number(o.arg[2], &count)) {
		sh_warn("read: Illegal number: %s", o.arg[2]);
		return 2;
	}
	if (r.timed && !ts.tv_sec && !ts.tv_nsec)	/* -t 0: only ask */
		return poll(&pfd, 1, 0) == 1 ? 0 : 1;
	if (r.timed) {
		clock_gettime(CLOCK_MONOTONIC, &r.end);
		r.end.tv_sec += ts.tv_sec;
		if ((r.end.tv_nsec += ts.tv_nsec) >= 1000000000) {
			r.end.tv_sec++;
			r.end.tv_nsec -= 1000000000;
		}
	}
	if (o.arg[0] && isatty(0)) {
		fflush(stdout);
		fputs(o.arg[0], stderr);
	}
	/* -s: no echo; -n: characters as they are typed, not lines */
	if ((o.seen['s'] || count >= 0) && !tcgetattr(0, &saved)) {
		tio = saved;
		if (o.seen['s'])
			tio.c_lflag &= ~(ECHO | ECHOE | ECHOK | ECHONL);
		if (count >= 0) {
			tio.c_lflag &= ~ICANON;
			tio.c_cc[VMIN] = 1;
			tio.c_cc[VTIME] = 0;
		}
		tty_set = !tcsetattr(0, TCSANOW, &tio);
	}
	r.pos = r.len = 0;
	r.seekable = !r.ahead && !fstat(0, &st) && S_ISREG(st.st_mode) &&
	    lseek(0, 0, SEEK_CUR) >= 0;
	while (count < 0 ||
	    (unsigned long long)line.len < (unsigned long long)count) {
		if ((n = read_byte(&r, &c)) <= 0) {
			status = n == -2 ? 142 : 1;
			break;
		}
		if (!c)
			continue;	/* a shell string cannot hold NUL */
		if (bs) {
			bs = false;
			if (c == '\n')
				continue;	/* line continuation */
			sb_addc(&line, c);
			sb_addc(&esc, 1);
			continue;
		}
		if (c == '\\' && !o.seen['r']) {
			bs = true;
			continue;
		}
		if (c == '\n')
			break;
		sb_addc(&line, c);
		sb_addc(&esc, 0);
	}
	if (tty_set)
		tcsetattr(0, TCSANOW, &saved);
	if (r.seekable && r.pos < r.len)
		lseek(0, r.pos - r.len, SEEK_CUR);
	f.s = sb_str(&line);
	f.esc = sb_str(&esc);
	f.len = line.len;
	f.i = 0;
	f.map = ifs_table();
	if (ENABLE_SH_EXTRAS && o.arg[3] && read_array(o.arg[3], &f))
		status = 1;
	for (; !(ENABLE_SH_EXTRAS && o.arg[3]) && *argv; argv++)
		if (read_assign(*argv, f_next(&f, !argv[1]))) {
			status = 2;
			break;
		}
	sb_free(&line);
	sb_free(&esc);
	return status;
}
