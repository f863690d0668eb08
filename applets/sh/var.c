/*
 * var.c - shell variables, the environment, locals and positional params
 *
 * POSIX.1-2024 XCU 2.5 (parameters and variables). Variables live in a
 * hash table as malloc'd "name=value" strings, so building the
 * environment for exec is cheap. Some are special: IFS is cached for
 * field splitting, PATH changes forget the command hash, OPTIND resets
 * getopts, and LINENO, RANDOM and SECONDS are computed when read. A
 * function's "local" saves the old state on a stack that the function's
 * return unwinds. With SH_EXTRAS, bash's NAME+=VALUE, its declare
 * (typeset) with the attributes -a, -i, -l, -u, -r, -x, and its indexed
 * arrays (bash manual 6.7; no associative ones).
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

/*
 * bash's indexed arrays (SH_EXTRAS). The elements of one array sit in
 * a vector sorted by index, each value malloc'd: a lookup is a binary
 * search, and a+=(x), which adds past the end, is amortised O(1). The
 * arrays hang off a list of their own, found from their variable (flag
 * V_ARRAY), so a scalar variable carries nothing more; scripts have few
 * arrays, and the one used last is moved to the front.
 */
struct aelem {
	intmax_t	idx;
	char		*val;
};
struct array {
	struct array	*next;
	struct var	*v;
	struct aelem	*e;
	size_t		n, cap;
};
static struct array *arrays;

/* v's array, NULL when it has none (or a new empty one with create) */
static struct array *
arr_find(struct var *v, bool create)
{
	struct array **ap, *a;

	for (ap = &arrays; (a = *ap); ap = &a->next)
		if (a->v == v) {
			*ap = a->next;
			break;
		}
	if (!a && !create)
		return NULL;
	if (!a) {
		a = xzalloc(sizeof(*a));
		a->v = v;
	}
	a->next = arrays;
	arrays = a;
	return a;
}

/* where idx is, or where it would go */
static size_t
arr_pos(const struct array *a, intmax_t idx)
{
	size_t lo = 0, hi = a->n, mid;

	if (hi && a->e[hi - 1].idx < idx)
		return hi;		/* past the end: appending */
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (a->e[mid].idx < idx)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static const char *
arr_get(const struct array *a, intmax_t idx)
{
	size_t i;

	if (!a)
		return NULL;
	i = arr_pos(a, idx);
	return i < a->n && a->e[i].idx == idx ? a->e[i].val : NULL;
}

static void
arr_put(struct array *a, intmax_t idx, const char *val)
{
	size_t i = arr_pos(a, idx);
	char *s = xstrdup(val);

	if (i < a->n && a->e[i].idx == idx) {
		free(a->e[i].val);
		a->e[i].val = s;
		return;
	}
	if (a->n == a->cap) {
		a->cap = a->cap ? 2 * a->cap : 8;
		a->e = xrealloc(a->e, a->cap, sizeof(*a->e));
	}
	memmove(a->e + i + 1, a->e + i, (a->n - i) * sizeof(*a->e));
	a->e[i].idx = idx;
	a->e[i].val = s;
	a->n++;
}

static void
arr_del(struct array *a, intmax_t idx)
{
	size_t i;

	if (!a)
		return;
	i = arr_pos(a, idx);
	if (i == a->n || a->e[i].idx != idx)
		return;
	free(a->e[i].val);
	memmove(a->e + i, a->e + i + 1, (a->n - i - 1) * sizeof(*a->e));
	a->n--;
}

/* v's array taken off the list, for local to keep aside; or NULL */
static struct array *
arr_detach(struct var *v)
{
	struct array *a = arr_find(v, false);

	if (a)
		arrays = a->next;
	return a;
}

static void
arr_drop(struct var *v)
{
	struct array *a = arr_detach(v);

	if (!a)
		return;
	while (a->n)
		free(a->e[--a->n].val);
	free(a->e);
	free(a);
}

static void arr_print(struct var *v);
static void var_setlist(struct var *v, struct arglist *l, bool append);

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
	/* one test for both: an array costs scalars nothing */
	if (!v || (v->flags & (V_UNSET | V_ARRAY))) {
		if (ENABLE_SH_EXTRAS && v && (v->flags & V_ARRAY) &&
		    !(v->flags & V_UNSET))
			return arr_get(arr_find(v, false), 0);	/* $a */
		return NULL;
	}
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
	    (v->flags & (V_INTEGER | V_LOWER | V_UPPER | V_ARRAY))) {
		if (v->flags & (V_INTEGER | V_LOWER | V_UPPER))
			value = attr_value(v->flags, value);
		if (v->flags & V_ARRAY) {
			/* a=x is a[0]=x (bash) */
			arr_put(arr_find(v, true), 0, value);
			v->flags = (v->flags & ~V_UNSET) | flags;
			return v;
		}
	}
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
	if (ENABLE_SH_EXTRAS && (v->flags & V_ARRAY))
		arr_drop(v);
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
			if ((v->flags & (V_EXPORT | V_UNSET | V_ARRAY)) ==
			    V_EXPORT)
				n++;
	env = stalloc(sizeof(*env) * (n + 1));
	n = 0;
	for (i = 0; i < NHASH; i++)
		for (v = vtab[i]; v; v = v->next)
			if ((v->flags & (V_EXPORT | V_UNSET | V_ARRAY)) ==
			    V_EXPORT)
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
		if (ENABLE_SH_EXTRAS && (v->flags & (V_ARRAY | V_UNSET)) ==
		    V_ARRAY) {
			putchar('=');
			arr_print(v);
		} else if (!(v->flags & V_UNSET)) {
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
	IF_SH_EXTRAS(unsigned short) IF_NOT_SH_EXTRAS(unsigned char) flags;
	IF_SH_EXTRAS(struct array *arr;)	/* its elements, V_ARRAY */
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
#if ENABLE_SH_EXTRAS
		arr_drop(l->v);
		if (l->arr) {
			l->arr->next = arrays;
			arrays = l->arr;
		}
#endif
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
#if ENABLE_SH_EXTRAS
	/* the array waits aside; the local one starts unset (bash) */
	l->arr = arr_detach(v);
	if (v->flags & V_ARRAY)
		v->flags = (v->flags & ~V_ARRAY) | V_UNSET;
	if (eq && compound_of(arg)) {
		var_setlist(v, compound_of(arg), eq[-1] == '+');
		return;
	}
#endif
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
static const char decl_letters[] = "airxlu";
static const unsigned short decl_flags[] = {
	V_ARRAY, V_INTEGER, V_READONLY, V_EXPORT, V_LOWER, V_UPPER
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
		if (v->flags & V_ARRAY)
			arr_print((struct var *)v);
		else
			print_dquoted(v->value);
	}
	putchar('\n');
}

/* ---- bash's indexed arrays (SH_EXTRAS) ---------------------------- */

/* an error of bash's arrays, with bash's status 1 */
NORETURN static void
arr_error(const char *ref, size_t len, const char *what)
{
	sh_warn("%.*s: %s", (int)len, ref, what);
	exitstatus = 1;
	sh_raise(EX_ERROR);
}

/* "NAME[SUB]" taken apart: NAME's length and SUB (arena) */
static bool
ref_split(const char *ref, size_t len, size_t *nlen, char **sub)
{
	const char *b = memchr(ref, '[', len);

	if (!b || len < 2 || ref[len - 1] != ']' || !is_name(ref, b - ref))
		return false;
	*nlen = b - ref;
	*sub = ststrndup(b + 1, len - *nlen - 2);
	return true;
}

bool
var_is_ref(const char *s, size_t len)
{
	size_t n;
	char *sub;

	return is_name(s, len) || (ref_split(s, len, &n, &sub) && *sub);
}

/* v's highest index, -1 for none; a set scalar is an element 0 */
static intmax_t
var_maxidx(struct var *v)
{
	struct array *a;

	if (!v || (v->flags & V_UNSET))
		return -1;
	if (!(v->flags & V_ARRAY))
		return 0;
	a = arr_find(v, false);
	return a && a->n ? a->e[a->n - 1].idx : -1;
}

/*
 * The index that SUB names in v: an arithmetic expression, a negative
 * one counted back from the end (bash). One that is still negative is
 * bash's "bad array subscript", named by ref: an error for an
 * assignment (fatal), else a warning and false.
 */
static bool
sub_index(struct var *v, const char *sub, const char *ref, size_t len,
    bool fatal, intmax_t *out)
{
	intmax_t i = 0;

	if (sub[strspn(sub, " \t\n")])
		i = arith_eval(sub);
	if (!sub[strspn(sub, " \t\n")] ||
	    (i < 0 && (i += var_maxidx(v) + 1) < 0)) {
		if (fatal)
			arr_error(ref, len, "bad array subscript");
		sh_warn("%.*s: bad array subscript", (int)len, ref);
		return false;
	}
	*out = i;
	return true;
}

/* ${NAME[SUB]}: NULL when unset */
const char *
var_elem(const char *name, size_t len, const char *sub)
{
	struct var *v = var_lookup(name, len);
	intmax_t i;

	if (!sub_index(v, sub, name, len, false, &i))
		return NULL;
	if (v && (v->flags & V_ARRAY))
		return v->flags & V_UNSET ? NULL :
		    arr_get(arr_find(v, false), i);
	return i == 0 ? var_getn(name, len) : NULL;
}

const char *
var_getref(const char *ref, size_t len)
{
	size_t n;
	char *sub;

	if (!ref_split(ref, len, &n, &sub))
		return var_getn(ref, len);
	return var_elem(ref, n, sub);
}

/* the values in index order, and the indices when idx is set */
char **
var_elems(const char *name, size_t len, int *np, intmax_t **idx)
{
	struct var *v = var_lookup(name, len);
	struct array *a = NULL;
	const char *one = NULL;
	char **vals;
	size_t i, n = 0;

	if (v && (v->flags & V_ARRAY)) {
		if (!(v->flags & V_UNSET) && (a = arr_find(v, false)))
			n = a->n;
	} else if ((one = var_getn(name, len)))
		n = 1;
	/* copies: an expansion that assigns cannot pull them away */
	vals = stalloc(sizeof(*vals) * (n + 1));
	if (idx)
		*idx = stalloc(sizeof(**idx) * (n + 1));
	for (i = 0; i < n; i++) {
		vals[i] = ststrdup(a ? a->e[i].val : one);
		if (idx)
			(*idx)[i] = a ? a->e[i].idx : 0;
	}
	vals[n] = NULL;
	*np = n;
	return vals;
}

/* ${#a[@]}: the number of elements, without copying them */
int
var_nelems(const char *name, size_t len)
{
	struct var *v = var_lookup(name, len);
	struct array *a;

	if (v && (v->flags & V_ARRAY))
		return !(v->flags & V_UNSET) && (a = arr_find(v, false)) ?
		    (int)a->n : 0;
	return var_getn(name, len) != NULL;
}

/* NAME, created, unless readonly */
static struct var *
var_writable(const char *name, size_t len)
{
	struct var *v = var_lookup(name, len);

	if (!v)
		v = var_new(name, len);
	if (v->flags & V_READONLY)
		arr_error(name, len, "is read only");
	return v;
}

/* v made an array: a set scalar becomes its element 0 (bash) */
static struct array *
var_mkarray(struct var *v)
{
	struct array *a = arr_find(v, true);

	if (v->flags & V_ARRAY)
		return a;
	if (!(v->flags & V_UNSET))
		arr_put(a, 0, v->value);
	v->name[v->namelen + 1] = 0;
	v->value = v->name + v->namelen + 1;
	v->flags |= V_ARRAY;
	return a;
}

/* v[i]=val, or v[i]+=val with append; declare -i -l -u apply */
static void
elem_set(struct var *v, intmax_t i, const char *val, bool append)
{
	struct array *a = var_mkarray(v);
	const char *old = append ? arr_get(a, i) : NULL;
	char *cat;

	if (old && (v->flags & V_INTEGER)) {
		val = fmt_int(stalloc(24), int_value(old) + int_value(val));
	} else {
		if (old) {
			cat = stalloc(strlen(old) + strlen(val) + 1);
			val = strcat(strcpy(cat, old), val);
		}
		if (v->flags & (V_INTEGER | V_LOWER | V_UPPER))
			val = attr_value(v->flags, val);
	}
	arr_put(a, i, val);
	v->flags &= ~V_UNSET;
}

void
var_setref(const char *ref, size_t len, const char *value)
{
	struct var *v;
	size_t n;
	char *sub;

	if (!ref_split(ref, len, &n, &sub)) {
		var_setn(ref, len, value, 0);
		return;
	}
	intmax_t i;

	v = var_writable(ref, n);
	sub_index(v, sub, ref, len, true, &i);
	elem_set(v, i, value, false);
}

/*
 * NAME=(...) or NAME+=(...): the elements l (see compound_of()), each
 * value at the index after the one before, or at [SUB]; a=( ) starts
 * afresh, a+=( ) goes on after the highest index.
 */
static void
var_setlist(struct var *v, struct arglist *l, bool append)
{
	intmax_t next;
	const char *s, *e;
	bool add;
	int i, depth;

	if (!append) {
		arr_drop(v);
		v->flags = (v->flags & ~V_ARRAY) | V_UNSET;
	}
	var_mkarray(v);
	v->flags &= ~V_UNSET;
	next = var_maxidx(v) + 1;
	for (i = 0; i < l->n; i++) {
		s = l->v[i];
		if (*s == 'v') {
			elem_set(v, next++, s + 1, false);
			continue;
		}
		/* [SUB]=VALUE or [SUB]+=VALUE: the ] that closes [ */
		for (e = s, depth = 0; *e; e++)
			if (*e == '[')
				depth++;
			else if (*e == ']' && !--depth)
				break;
		add = e[1] == '+';
		/* a bad one is left out, with bash's warning */
		if (sub_index(v, ststrndup(s + 1, e - s - 1), s, e + 2 +
		    add - s + strlen(e + 2 + add), false, &next))
			elem_set(v, next++, e + 2 + add, add);
	}
}

/* NAME[SUB]=VALUE, NAME[SUB]+=VALUE, or a registered NAME=(...) */
bool
var_assign_extra(const char *nv)
{
	struct arglist *l = compound_of(nv);
	const char *e;
	size_t n;
	bool add;
	int depth = 0;
	struct var *v;
	intmax_t i;

	if (l) {
		n = strchr(nv, '=') - nv;
		add = nv[n - 1] == '+';
		var_setlist(var_writable(nv, n - add), l, add);
		return true;
	}
	n = strcspn(nv, "[=");
	if (nv[n] != '[')
		return false;
	for (e = nv + n; *e; e++)
		if (*e == '[')
			depth++;
		else if (*e == ']' && !--depth)
			break;
	if (!*e)
		return false;
	add = e[1] == '+';
	v = var_writable(nv, n);
	sub_index(v, ststrndup(nv + n + 1, e - nv - n - 1), nv, e + 1 - nv,
	    true, &i);
	elem_set(v, i, e + 2 + add, add);
	return true;
}

/* read -a: the array afresh */
void
var_setarray(const char *name, char **vals, int n)
{
	struct var *v = var_writable(name, strlen(name));
	struct array *a;
	int i;

	arr_drop(v);
	v->flags = (v->flags & ~V_ARRAY) | V_UNSET;
	a = var_mkarray(v);
	for (i = 0; i < n; i++)
		arr_put(a, i, vals[i]);
	v->flags &= ~V_UNSET;
}

/*
 * unset NAME, NAME[SUB] or NAME[@]; -1 for a readonly NAME, 1 after a
 * warning for a bad subscript or, as bash, a readonly array
 */
int
var_unsetref(const char *ref)
{
	size_t len = strlen(ref), n;
	struct var *v;
	char *sub;
	intmax_t i;

	if (!ref_split(ref, len, &n, &sub))
		return var_unset(ref);
	v = var_lookup(ref, n);
	if (v && (v->flags & V_READONLY)) {
		sh_warn("unset: %.*s: is read only", (int)n, ref);
		return 1;
	}
	if (!strcmp(sub, "@") || !strcmp(sub, "*")) {
		/* bash 5.2 empties the array, which stays set */
		if (v && (v->flags & V_ARRAY))
			arr_drop(v);
		else if (v)
			var_unset(ststrndup(ref, n));
		return 0;
	}
	if (!sub_index(v, sub, ref, len, false, &i))
		return 1;
	if (!v || (v->flags & V_UNSET))
		return 0;
	if (v->flags & V_ARRAY)
		arr_del(arr_find(v, false), i);
	else if (i == 0)
		return var_unset(ststrndup(ref, n));
	return 0;
}

/* as declare -p and set show an array: ([0]="a" [1]="b") */
static void
arr_print(struct var *v)
{
	struct array *a = arr_find(v, false);
	size_t i;

	putchar('(');
	for (i = 0; a && i < a->n; i++) {
		printf("%s[%jd]=", i ? " " : "", a->e[i].idx);
		print_dquoted(a->e[i].val);
	}
	putchar(')');
}

/* a name declare -p shows: set, or given attributes */
static bool
decl_shown(const struct var *v)
{
	return v && (!(v->flags & V_UNSET) || (v->flags & (V_EXPORT |
	    V_READONLY | V_INTEGER | V_LOWER | V_UPPER | V_DECL | V_ARRAY)));
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
	size_t len = eq ? (size_t)(eq - a) : strlen(a), k = strcspn(a, "[");
	bool sub = false;
	struct var *v;

	if (eq && len > 1 && eq[-1] == '+' && is_name(a, len - 1))
		len--;
	/*
	 * declare a[i]=x and a[i]+=x (bash): a is an array, then a[i] is
	 * set; declare a[i] only makes a an array
	 */
	if (ENABLE_SH_EXTRAS && k < len && is_name(a, k) &&
	    a[len - 1 - (eq && eq[-1] == '+')] == ']')
		sub = true, len = k;
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
	v = var_setn(a, len, NULL, (set & ~(V_READONLY | V_ARRAY)) | V_DECL);
	if ((clr & V_ARRAY) && (v->flags & V_ARRAY)) {
		sh_warn("%.*s: cannot destroy array variables in this way",
		    (int)len, a);
		return 1;
	}
	v->flags &= ~clr;
	if (set & V_UPPER)
		v->flags &= ~V_LOWER;
	if (set & V_LOWER)
		v->flags &= ~V_UPPER;
	if (set & V_ARRAY || sub)
		var_mkarray(v);
	if (sub && eq)
		var_assign_extra(a);
	else if (eq && compound_of(a))
		var_setlist(v, compound_of(a), eq[-1] == '+');
	else if (eq)
		var_setkv(var_append(a), 0);
	v->flags |= set & V_READONLY;
	return 0;
}

/*
 * declare and typeset (bash): -a -i -l -u -r -x set attributes, +i...
 * take them off, -g works on the global name from a function (else a new
 * local, as local makes it), -p shows names as declare commands. No
 * associative arrays: -A is an error.
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
			else if (*a == 'A') {
				sh_warn("-A: associative arrays are not "
				    "supported");
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
