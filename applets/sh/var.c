/*
 * var.c - shell variables, the environment, locals and positional params
 *
 * POSIX.1-2024 XCU 2.5 (parameters and variables). Variables live in a
 * hash table as malloc'd "name=value" strings, so building the
 * environment for exec is cheap. Some are special: IFS is cached for
 * field splitting, PATH changes forget the command hash, OPTIND resets
 * getopts, and LINENO, RANDOM and SECONDS are computed when read. A
 * function's "local" saves the old state on a stack that the function's
 * return unwinds. With SH_EXTRAS, bash's NAME+=VALUE and its declare
 * (typeset) with the attributes -i, -l, -u, -r, -x; no arrays.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <time.h>

#define NHASH	128

static struct var *vtab[NHASH];
const char *ifs = " \t\n";
bool ifs_set;
char **posv;
int posc;
static time_t start_time;
static unsigned rand_state;

/* the hash of the shell's name tables: variables, functions, commands */
unsigned
str_hash(const char *s, size_t n)
{
	unsigned h = 0;

	while (n--)
		h = h * 31 + (unsigned char)*s++;
	return h;
}

static unsigned
hashname(const char *s, size_t n)
{
	return str_hash(s, n) % NHASH;
}

struct var *
var_lookup(const char *name, size_t len)
{
	struct var *v;

	for (v = vtab[hashname(name, len)]; v; v = v->next)
		if (v->namelen == len && !memcmp(v->name, name, len))
			return v;
	return NULL;
}

static char numbuf[24];

const char *
var_getn(const char *name, size_t len)
{
	struct var *v;

	if (len == 6 && !memcmp(name, "LINENO", 6)) {
		snprintf(numbuf, sizeof(numbuf), "%d", cur_lineno);
		return numbuf;
	}
	v = var_lookup(name, len);
	if (ENABLE_SH_EXTRAS && len >= 6 && (!v || !(v->flags & V_UNSET))) {
		if (len == 6 && !memcmp(name, "RANDOM", 6)) {
			rand_state = rand_state * 1103515245 + 12345;
			snprintf(numbuf, sizeof(numbuf), "%u",
			    (rand_state >> 16) & 0x7fff);
			return numbuf;
		}
		if (len == 7 && !memcmp(name, "SECONDS", 7)) {
			snprintf(numbuf, sizeof(numbuf), "%lld",
			    (long long)(time(NULL) - start_time));
			return numbuf;
		}
	}
	if (!v || (v->flags & V_UNSET))
		return NULL;
	return v->value;
}

const char *
var_get(const char *name)
{
	return var_getn(name, strlen(name));
}

static void
var_changed(struct var *v)
{
	const char *n = v->name;

	switch (v->namelen) {
	case 3:
		if (!memcmp(n, "IFS", 3)) {
			ifs_set = !(v->flags & V_UNSET);
			ifs = ifs_set ? v->value : " \t\n";
		}
		break;
	case 4:
		if (!memcmp(n, "PATH", 4))
			hash_clear();
		break;
	case 6:
		if (!memcmp(n, "OPTIND", 6))
			getopts_reset();
		if (ENABLE_SH_EXTRAS && !memcmp(n, "RANDOM", 6) &&
		    !(v->flags & V_UNSET))
			rand_state = strtoul(v->value, NULL, 10);
		break;
	case 7:
		if (ENABLE_SH_EXTRAS && !memcmp(n, "SECONDS", 7) &&
		    !(v->flags & V_UNSET))
			start_time = time(NULL) - strtoll(v->value, NULL, 10);
		break;
	}
}

static struct var *
var_new(const char *name, size_t len)
{
	struct var *v = xzalloc(sizeof(*v));
	unsigned h = hashname(name, len);

	v->namelen = len;
	v->name = xmalloc(len + 2);
	memcpy(v->name, name, len);
	v->name[len] = '=';
	v->name[len + 1] = 0;
	v->value = v->name + len + 1;
	v->flags = V_UNSET;
	v->next = vtab[h];
	vtab[h] = v;
	return v;
}

/* the value of a declare -i assignment: blank is 0, as in bash */
static intmax_t
int_value(const char *s)
{
	return s[strspn(s, " \t\n")] ? arith_eval(s) : 0;
}

/* a value as declare -i, -l or -u make it (bash), in the arena */
static const char *
attr_value(unsigned flags, const char *value)
{
	char *r;
	size_t i;

	if (flags & V_INTEGER)
		return fmt_int(stalloc(24), int_value(value));
	r = ststrdup(value);
	for (i = 0; r[i]; i++)
		r[i] = flags & V_UPPER ? toupper((unsigned char)r[i]) :
		    tolower((unsigned char)r[i]);
	return r;
}

/*
 * Set name (length len) to value, or only add flags when value is NULL.
 * Readonly variables refuse with the error dash gives.
 */
static struct var *
var_setn(const char *name, size_t len, const char *value, unsigned flags)
{
	struct var *v = var_lookup(name, len);
	size_t vl;

	if (!v)
		v = var_new(name, len);
	if (value && (v->flags & V_READONLY))
		sh_error("%.*s: is read only", (int)len, name);
	if (ENABLE_SH_EXTRAS && value &&
	    (v->flags & (V_INTEGER | V_LOWER | V_UPPER)))
		value = attr_value(v->flags, value);
	if (value) {
		vl = strlen(value);
		/*
		 * v->name is always the malloc'd "name=value" (var_new), so
		 * value, when it points into it, is never longer: realloc
		 * cannot pull it away (an unset variable's value is "")
		 */
		if (vl <= strlen(v->value)) {
			/* it fits: no new string (a loop counter, say) */
			memmove((char *)v->value, value, vl + 1);
		} else {
			/*
			 * it grows (s="$s$x" in a loop): realloc keeps a big
			 * value in place instead of a new mapping each time
			 */
			v->name = xrealloc(v->name, len + vl + 2, 1);
			v->value = v->name + len + 1;
			memcpy(v->name + len + 1, value, vl + 1);
		}
		v->flags &= ~V_UNSET;
		if (OPTSET(a))
			v->flags |= V_EXPORT;
	}
	v->flags |= flags;
	if (value)
		var_changed(v);
	return v;
}

struct var *
var_set(const char *name, const char *value, unsigned flags)
{
	return var_setn(name, strlen(name), value, flags);
}

/* "name=value" as one string */
struct var *
var_setkv(const char *nv, unsigned flags)
{
	const char *eq = strchr(nv, '=');

	if (!eq)
		return var_setn(nv, strlen(nv), NULL, flags);
	return var_setn(nv, eq - nv, eq + 1, flags);
}

void
var_setint(const char *name, long long n)
{
	char buf[24];

	fmt_int(buf, n);
	var_set(name, buf, 0);
}

/* Returns -1 for a readonly variable. */
int
var_unset(const char *name)
{
	struct var *v = var_lookup(name, strlen(name));

	if (!v)
		return 0;
	if (v->flags & V_READONLY)
		return -1;
	v->flags = (v->flags & V_LOCALSAVE) | V_UNSET;
	v->name[v->namelen + 1] = 0;
	v->value = v->name + v->namelen + 1;
	var_changed(v);
	return 0;
}

/* The environment for exec: exported, set variables (arena). */
char **
var_environ(void)
{
	struct var *v;
	char **env;
	int n = 0, i;

	for (i = 0; i < NHASH; i++)
		for (v = vtab[i]; v; v = v->next)
			if ((v->flags & (V_EXPORT | V_UNSET)) == V_EXPORT)
				n++;
	env = stalloc(sizeof(*env) * (n + 1));
	n = 0;
	for (i = 0; i < NHASH; i++)
		for (v = vtab[i]; v; v = v->next)
			if ((v->flags & (V_EXPORT | V_UNSET)) == V_EXPORT)
				env[n++] = v->name;
	env[n] = NULL;
	return env;
}

static int
cmp_var(const void *a, const void *b)
{
	return strcmp(((const struct var *)a)->name,
	    ((const struct var *)b)->name);
}

/* every variable, in an arena array of *np: for the listings to filter */
static struct var **
var_all(int *np)
{
	struct var *v, **all;
	int n = 0, i;

	for (i = 0; i < NHASH; i++)
		for (v = vtab[i]; v; v = v->next)
			n++;
	all = stalloc(sizeof(*all) * (n + 1));
	n = 0;
	for (i = 0; i < NHASH; i++)
		for (v = vtab[i]; v; v = v->next)
			all[n++] = v;
	*np = n;
	return all;
}

/* which: 0 set, V_EXPORT export -p, V_READONLY readonly -p */
void
var_list(int which, const char *prefix)
{
	struct var *v, **all;
	int n = 0, i, m;

	all = var_all(&m);
	for (i = 0; i < m; i++) {
		v = all[i];
		if (which ? (v->flags & which) : !(v->flags & V_UNSET))
			all[n++] = v;
	}
	sort_ptrs((void **)all, n, NULL, cmp_var);
	for (i = 0; i < n; i++) {
		v = all[i];
		if (prefix)
			printf("%s ", prefix);
		printf("%.*s", (int)v->namelen, v->name);
		if (!(v->flags & V_UNSET)) {
			putchar('=');
			print_quoted(v->value);
		}
		putchar('\n');
	}
}

/* ---- locals ------------------------------------------------------ */

struct localsave {
	struct localsave	*prev;
	struct var		*v;	/* NULL: "local -" saved optflags */
	char			*name;	/* the saved "name=value" */
	unsigned char		flags;
};

static struct localsave *locals;
static int local_depth;

void *
local_push(void)
{
	local_depth++;
	return locals;
}

void
local_pop(void *saved)
{
	struct localsave *l;

	local_depth--;
	while (locals && locals != saved) {
		l = locals;
		locals = l->prev;
		if (!l->v) {
			memcpy(optflags, l->name, NOPTS);
			free(l->name);
			free(l);
			continue;
		}
		free(l->v->name);
		l->v->name = l->name;
		l->v->value = l->name + l->v->namelen + 1;
		l->v->flags = l->flags;
		var_changed(l->v);
		free(l);
	}
}

/* After an error in an interactive shell: every function has been left. */
void
local_reset(void)
{
	while (local_depth)
		local_pop(NULL);
}

/*
 * local NAME[=VALUE]: save the variable's state until the return;
 * "local -" saves the set options the same way, as dash and bash do.
 */
void
local_var(const char *arg)
{
	const char *eq = strchr(arg, '=');
	size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
	struct localsave *l;
	struct var *v;

	if (!local_depth)
		sh_error("not in a function");
	if (!strcmp(arg, "-")) {
		l = xmalloc(sizeof(*l));
		l->v = NULL;
		l->name = xmalloc(NOPTS);
		memcpy(l->name, optflags, NOPTS);
		l->prev = locals;
		locals = l;
		return;
	}
	/* bash's local x+=y: the new local starts unset, so it is y */
	if (ENABLE_SH_EXTRAS && eq && len > 1 && eq[-1] == '+' &&
	    is_name(arg, len - 1))
		len--;
	if (!is_name(arg, len))
		sh_error("%s: bad variable name", arg);
	v = var_lookup(arg, len);
	if (!v)
		v = var_new(arg, len);
	l = xmalloc(sizeof(*l));
	l->v = v;
	l->name = xstrdup(v->name);
	l->flags = v->flags;
	l->prev = locals;
	locals = l;
	if (eq)
		var_setn(arg, len, eq + 1, 0);
}

/* ---- bash's += and declare (SH_EXTRAS) ---------------------------- */

/*
 * "name+=value" becomes "name=" and the old value with value appended,
 * or, for declare -i, added (an unset name takes value as it is); any
 * other string comes back as it is. In the arena.
 */
char *
var_append(char *nv)
{
	char *eq = strchr(nv, '='), *r, num[24];
	const char *old, *add = eq + 1;
	struct var *v;
	size_t len;

	if (!eq || eq == nv || eq[-1] != '+' || !is_name(nv, eq - nv - 1))
		return nv;
	len = eq - nv - 1;
	v = var_lookup(nv, len);
	if (!(old = var_getn(nv, len)))
		old = "";
	if (v && (v->flags & V_INTEGER) && *old) {
		add = fmt_int(num, int_value(old) + int_value(add));
		old = "";
	}
	r = stalloc(len + strlen(old) + strlen(add) + 2);
	sprintf(r, "%.*s=%s%s", (int)len, nv, old, add);
	return r;
}

/* declare's attribute letters, in the order declare -p shows them */
static const char decl_letters[] = "irxlu";
static const unsigned char decl_flags[] = {
	V_INTEGER, V_READONLY, V_EXPORT, V_LOWER, V_UPPER
};

/* a value as bash's declare -p shows it: "...", or $'...' when it
 * holds control characters */
static void
print_dquoted(const char *s)
{
	/* each control character with its letter */
	static const char esc[] = "\aa\bb\tt\nn\vv\ff\rr\33E";
	const char *e;

	for (e = s; *e && (unsigned char)*e >= ' ' && *e != 0x7f; e++)
		;
	if (!*e) {
		putchar('"');
		for (; *s; s++) {
			if (strchr("\"\\$`", *s))
				putchar('\\');
			putchar(*s);
		}
		putchar('"');
		return;
	}
	fputs("$'", stdout);
	for (; *s; s++) {
		if (*s == '\'' || *s == '\\')
			printf("\\%c", *s);
		else if ((unsigned char)*s >= ' ' && *s != 0x7f)
			putchar(*s);
		else if ((e = memchr(esc, *s, sizeof(esc) - 1)))
			printf("\\%c", e[1]);
		else
			printf("\\%03o", (unsigned char)*s);
	}
	putchar('\'');
}

static void
decl_print(const struct var *v)
{
	int i, n = 0;

	fputs("declare -", stdout);
	for (i = 0; decl_letters[i]; i++)
		if (v->flags & decl_flags[i]) {
			putchar(decl_letters[i]);
			n++;
		}
	if (!n)
		putchar('-');
	printf(" %.*s", (int)v->namelen, v->name);
	if (!(v->flags & V_UNSET)) {
		putchar('=');
		print_dquoted(v->value);
	}
	putchar('\n');
}

/* a name declare -p shows: set, or given attributes */
static bool
decl_shown(const struct var *v)
{
	return v && (!(v->flags & V_UNSET) || (v->flags & (V_EXPORT |
	    V_READONLY | V_INTEGER | V_LOWER | V_UPPER | V_DECL)));
}

static int
cmp_decl(const void *a, const void *b)
{
	const struct var *x = a, *y = b;
	int c = memcmp(x->name, y->name, MIN(x->namelen, y->namelen));

	return c ? c : (int)x->namelen - (int)y->namelen;
}

/* declare -p, or declare with no name: those with all the flags */
static void
decl_list(unsigned flags)
{
	struct var *v, **all;
	int n = 0, i, m;

	all = var_all(&m);
	for (i = 0; i < m; i++) {
		v = all[i];
		if (decl_shown(v) && (v->flags & flags) == flags)
			all[n++] = v;
	}
	sort_ptrs((void **)all, n, NULL, cmp_decl);
	for (i = 0; i < n; i++)
		decl_print(all[i]);
}

/* one NAME[=VALUE] or NAME+=VALUE of declare; 0 or 1 */
static int
decl_one(char *a, unsigned set, unsigned clr, bool local)
{
	char *eq = strchr(a, '=');
	size_t len = eq ? (size_t)(eq - a) : strlen(a);
	struct var *v;

	if (eq && len > 1 && eq[-1] == '+' && is_name(a, len - 1))
		len--;
	if (!is_name(a, len)) {
		sh_warn("%s: bad variable name", a);
		return 1;
	}
	v = var_lookup(a, len);
	if (v && (v->flags & V_READONLY) &&
	    (eq || local || (clr & V_READONLY))) {
		sh_warn("%.*s: is read only", (int)len, a);
		return 1;
	}
	if (local) {
		/* as bash, a new local starts unset, with no attributes */
		local_var(ststrndup(a, len));
		v = var_lookup(a, len);
		v->flags = V_UNSET;
		v->name[len + 1] = 0;
		v->value = v->name + len + 1;
		var_changed(v);
	}
	v = var_setn(a, len, NULL, (set & ~V_READONLY) | V_DECL);
	v->flags &= ~clr;
	if (set & V_UPPER)
		v->flags &= ~V_LOWER;
	if (set & V_LOWER)
		v->flags &= ~V_UPPER;
	if (eq)
		var_setkv(var_append(a), 0);
	v->flags |= set & V_READONLY;
	return 0;
}

/*
 * declare and typeset (bash): -i -l -u -r -x set attributes, +i... take
 * them off, -g works on the global name from a function (else a new
 * local, as local makes it), -p shows names as declare commands. No
 * arrays: -a and -A are an error.
 */
int
bi_declare(int argc, char **argv)
{
	unsigned set = 0, clr = 0, *to;
	bool print = false, global = false;
	const char *l;
	char **ap, *a;
	int st = 0;

	(void)argc;
	errcmd = argv[0];	/* messages name it; the caller restores */
	for (ap = argv + 1; (a = *ap) && (*a == '-' || *a == '+') && a[1];
	    ap++) {
		if (!strcmp(a, "--")) {
			ap++;
			break;
		}
		to = *a == '-' ? &set : &clr;
		for (a++; *a; a++) {
			if ((l = strchr(decl_letters, *a)))
				*to |= decl_flags[l - decl_letters];
			else if (*a == 'p')
				print = true;
			else if (*a == 'g')
				global = true;
			else if (*a == 'a' || *a == 'A') {
				sh_warn("-%c: arrays are not supported", *a);
				return 2;
			} else {
				sh_warn("%c%c: bad option", **ap, *a);
				return 2;
			}
		}
	}
	/* -l with -u cancels both, as in bash */
	if ((set & (V_LOWER | V_UPPER)) == (V_LOWER | V_UPPER))
		set &= ~(V_LOWER | V_UPPER);
	if (!*ap) {
		/* a bare declare lists the variables as set does */
		if (set || print)
			decl_list(set);
		else
			var_list(0, NULL);
		return 0;
	}
	for (; *ap; ap++) {
		if (print) {
			struct var *v = var_lookup(*ap, strlen(*ap));

			if (decl_shown(v)) {
				decl_print(v);
			} else {
				sh_warn("%s: not found", *ap);
				st = 1;
			}
			continue;
		}
		st |= decl_one(*ap, set, clr, funcdepth && !global);
	}
	return st;
}

/* ---- positional parameters --------------------------------------- */

/* argv copied into one malloc'd block: the array, then the strings */
char **
argv_block(char **argv, int argc)
{
	size_t len = 0;
	char **nv, *p;
	int i;

	for (i = 0; i < argc; i++)
		len += strlen(argv[i]) + 1;
	nv = xmalloc(sizeof(*nv) * (argc + 1) + len);
	p = (char *)(nv + argc + 1);
	for (i = 0; i < argc; i++) {
		len = strlen(argv[i]) + 1;
		nv[i] = memcpy(p, argv[i], len);
		p += len;
	}
	nv[argc] = NULL;
	return nv;
}

void
set_positional(char **argv, int argc)
{
	char **nv = argv_block(argv, argc);

	free(posv);
	posv = nv;
	posc = argc;
}

/* a subshell draws its own $RANDOM numbers, as in bash, not a copy of
 * its parent's: $(echo $RANDOM) differs each time */
void
random_fork(void)
{
	rand_state ^= (unsigned)getpid() * 2654435761u;
}

void
var_init(char **envp)
{
	char buf[24], *cwd;
	const char *pwd, *eq;
	struct stat a, b;

	start_time = time(NULL);
	rand_state = getpid() ^ start_time;
	for (; *envp; envp++)
		if ((eq = strchr(*envp, '=')) && is_name(*envp, eq - *envp))
			var_setkv(*envp, V_EXPORT);
	/* IFS and OPTIND always start afresh; the prompts may come from
	 * the environment (PS4='+ $LINENO: ' sh -x script), as in dash */
	var_set("IFS", " \t\n", 0);
	if (!var_get("PS1"))
		var_set("PS1", geteuid() ? "$ " : "# ", 0);
	if (!var_get("PS2"))
		var_set("PS2", "> ", 0);
	if (!var_get("PS4"))
		var_set("PS4", "+ ", 0);
	var_set("OPTIND", "1", 0);
	snprintf(buf, sizeof(buf), "%d", (int)getppid());
	var_set("PPID", buf, 0);
	pwd = var_get("PWD");
	if (!pwd || *pwd != '/' || stat(pwd, &a) || stat(".", &b) ||
	    a.st_dev != b.st_dev || a.st_ino != b.st_ino) {
		cwd = getcwd(NULL, 0);
		if (cwd) {	/* exported, as dash and bash do */
			var_set("PWD", cwd, V_EXPORT);
			free(cwd);
		}
	}
}

/* every set variable's name, for the line editor's completion (edit.c) */
void
var_names(void (*fn)(const char *name))
{
	struct var *v;
	char name[256];
	int i;

	for (i = 0; i < NHASH; i++)
		for (v = vtab[i]; v; v = v->next)
			if (!(v->flags & V_UNSET) &&
			    v->namelen < sizeof(name)) {
				memcpy(name, v->name, v->namelen);
				name[v->namelen] = 0;
				fn(name);
			}
}
