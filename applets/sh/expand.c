/*
 * expand.c - word expansions: tilde, parameters, command substitution,
 * arithmetic, field splitting, pathname expansion and quote removal
 *
 * POSIX.1-2024 XCU 2.6. A word's parts are expanded left to right into
 * the current field. Text that came from an unquoted expansion is split
 * on IFS as it is added (2.6.5), so quoting needs no marker bytes. When
 * the result will be a pattern (globbing, case, ${x#...}) the quoted
 * characters are written backslash-escaped and the pattern matcher reads
 * the escapes; fields that are not globbed have the escapes taken out.
 * With SH_EXTRAS, bash's arrays (manual 6.7): ${a[i]}, and ${a[@]},
 * ${a[*]} and ${!a[@]} by way of the machinery of $@ and $*, with the
 * elements standing in for the positional parameters; a=(...)'s words.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <pwd.h>

int lastcmdsub_status;

struct expctx {
	int		flags;
	struct sbuf	*cur;		/* sb_take(), as lit: an error's */
	bool		present;	/* the current field exists */
	bool		just_ws;	/* an IFS white space ended a field */
	bool		globby;		/* unquoted * ? [ in the field */
	bool		escaped;	/* cur holds backslash escapes */
	bool		twin;		/* lit holds the field as text */
	bool		eq_seen;	/* EXP_ASSIGN: past the first '=' */
	bool		pending_bs;	/* cur ends in an expansion's '\\' */
	struct sbuf	*lit;		/* longjmp past them frees them */
	struct arglist	*out;
};

static void expand_parts(struct expctx *x, struct wpart *p, bool in_param);

void
arglist_add(struct arglist *l, char *s)
{
	if (l->n + 1 >= l->cap) {
		int cap = l->cap ? l->cap * 2 : 16;
		char **v = stalloc(sizeof(*v) * cap);

		if (l->n)
			memcpy(v, l->v, sizeof(*v) * l->n);
		l->v = v;
		l->cap = cap;
	}
	l->v[l->n++] = s;
	l->v[l->n] = NULL;
}

static bool
is_pat_special(int c)
{
	return c == '*' || c == '?' || c == '[' || c == ']' || c == '\\' ||
	    c == '!' || c == '^' || c == '-';
}

/* quoted text: never split, never a pattern */
static void
add_quoted(struct expctx *x, const char *s, size_t n)
{
	size_t i;

	x->present = true;
	x->just_ws = false;
	if (x->twin)
		sb_add(x->lit, s, n);
	if (!(x->flags & (EXP_GLOB | EXP_PATTERN))) {
		sb_add(x->cur, s, n);
		return;
	}
	sb_grow(x->cur, n);
	for (i = 0; i < n; i++) {
		if (!i && x->pending_bs && n) {
			/* that backslash already escapes it */
			x->pending_bs = false;
		} else if ((x->flags & EXP_REGEX) ?
		    !!strchr(".[]()*+?{}|^$\\", s[i]) :
		    is_pat_special((unsigned char)s[i])) {
			sb_addc(x->cur, '\\');
			x->escaped = true;
		}
		sb_addc(x->cur, s[i]);
	}
}

/* unquoted literal text of the script: a pattern, but not split */
static void
add_literal(struct expctx *x, const char *s, size_t n)
{
	size_t i;

	x->present = true;
	x->just_ws = false;
	if (n)
		x->pending_bs = false;
	if (x->twin)
		sb_add(x->lit, s, n);
	if (x->flags & EXP_GLOB)
		for (i = 0; i < n; i++)
			if (s[i] == '*' || s[i] == '?' || s[i] == '[')
				x->globby = true;
	sb_add(x->cur, s, n);
}

static void
end_field(struct expctx *x)
{
	char *f, *lit;

	if (!x->present)
		return;
	f = ststrndup(x->cur->s ? x->cur->s : "", x->cur->len);
	lit = x->twin ? ststrndup(x->lit->s, x->lit->len) : NULL;
	if ((x->flags & EXP_GLOB) && x->globby && !OPTSET(f) && has_glob(f))
		glob_expand(f, lit, x->out);
	else
		arglist_add(x->out, lit ? lit : x->escaped ? unescape(f) : f);
	x->cur->len = x->lit->len = 0;
	x->present = x->globby = x->escaped = x->twin = false;
	x->pending_bs = false;
}

/*
 * A backslash from an unquoted expansion escapes the next character of
 * a pathname pattern ($x with x='a\*' matches only "a*", as in dash and
 * bash), but stays in the word when nothing is globbed or nothing
 * matches. cur keeps the pattern, where quoted characters are escaped
 * too, so from the first such backslash lit keeps the field's text.
 */
static void
pattern_backslash(struct expctx *x)
{
	size_t i;

	if (!x->twin) {
		x->twin = true;
		sb_grow(x->lit, x->cur->len);
		for (i = 0; i < x->cur->len; i++) {
			if (x->cur->s[i] == '\\' && i + 1 < x->cur->len)
				i++;
			sb_addc(x->lit, x->cur->s[i]);
		}
	}
	x->escaped = true;
}

static char ifs_copy[64];
static unsigned char ifs_map[256];	/* 1 white space, 2 other */

static void
ifs_update(void)
{
	const unsigned char *p;

	if (!strncmp(ifs, ifs_copy, sizeof(ifs_copy)) && *ifs_copy)
		return;
	memset(ifs_map, 0, sizeof(ifs_map));
	for (p = (const unsigned char *)ifs; *p; p++)
		ifs_map[*p] = (*p == ' ' || *p == '\t' || *p == '\n') ? 1 : 2;
	snprintf(ifs_copy, sizeof(ifs_copy), "%s", ifs);
}

/* IFS as a table of the 256 bytes: 1 white space, 2 other, 0 not in it */
const unsigned char *
ifs_table(void)
{
	ifs_update();
	return ifs_map;
}

/* the result of an unquoted expansion: split, and a pattern */
static void
add_expansion(struct expctx *x, const char *s, size_t n)
{
	size_t i, j;
	unsigned char c;

	if (!(x->flags & EXP_SPLIT)) {
		if (n)
			x->just_ws = false;
		if (!n)
			return;
		x->present = true;
		if (x->flags & EXP_GLOB) {
			for (i = 0; i < n; i++) {
				c = s[i];
				x->pending_bs = false;
				if (c == '\\') {
					pattern_backslash(x);
					/* at the end: escapes what follows */
					x->pending_bs = i + 1 == n;
				} else if (c == '*' || c == '?' || c == '[')
					x->globby = true;
				sb_addc(x->cur, c);
				if (x->twin)
					sb_addc(x->lit, c);
			}
		} else
			sb_add(x->cur, s, n);
		return;
	}
	ifs_update();
	for (i = 0; i < n; i++) {
		/* a run of plain characters (no IFS, nothing for a pattern)
		 * goes in at once: a number or a word, usually the whole */
		for (j = i; j < n && !ifs_map[c = s[j]] && c != '\\' &&
		    c != '*' && c != '?' && c != '['; j++)
			;
		if (j > i) {
			x->present = true;
			x->just_ws = false;
			if (x->flags & EXP_GLOB) {
				x->pending_bs = false;
				if (x->twin)
					sb_add(x->lit, s + i, j - i);
			}
			sb_add(x->cur, s + i, j - i);
			i = j - 1;
			continue;
		}
		c = s[i];
		switch (ifs_map[c]) {
		case 1:
			if (x->present) {
				end_field(x);
				x->just_ws = true;
			}
			continue;
		case 2:
			if (x->present)
				end_field(x);
			else if (!x->just_ws) {
				x->present = true;
				end_field(x);
			}
			x->just_ws = false;
			continue;
		}
		x->present = true;
		x->just_ws = false;
		if (x->flags & EXP_GLOB) {
			x->pending_bs = false;
			if (c == '\\') {
				if (i + 1 == n) {
					/* escapes what follows */
					pattern_backslash(x);
					x->pending_bs = true;
				} else if (!ifs_map[(unsigned char)s[i + 1]])
					pattern_backslash(x);
				else {	/* escapes nothing */
					sb_addc(x->cur, '\\');
					x->escaped = true;
				}
			} else if (c == '*' || c == '?' || c == '[')
				x->globby = true;
			if (x->twin)
				sb_addc(x->lit, c);
		}
		sb_addc(x->cur, c);
	}
}

static void
add_value(struct expctx *x, const char *s, size_t n, bool quoted)
{
	if (quoted)
		add_quoted(x, s, n);
	else
		add_expansion(x, s, n);
}

/* Expand a word to one string with the given flags (arena). */
static char *
expand_to_string(struct word *w, int flags)
{
	struct expctx x = { .flags = flags };
	struct arglist dummy = { 0 };
	struct wpart *p = w ? w->parts : NULL;
	char *r;

	/* one unquoted literal (a case pattern, say) without a tilde */
	if (p && !p->next && p->type == WP_LIT && !p->quoted &&
	    (!(flags & (EXP_TILDE | EXP_ASSIGN)) ||
	    !memchr(p->str, '~', p->len)))
		return ststrndup(p->str, p->len);
	x.out = &dummy;
	x.cur = sb_take();
	x.lit = sb_take();
	if (w)
		expand_parts(&x, w->parts, false);
	r = ststrndup(x.cur->s ? x.cur->s : "", x.cur->len);
	sb_give(x.cur);
	sb_give(x.lit);
	return r;
}

/* ---- tilde ------------------------------------------------------- */

static const char *
tilde_dir(const char *user, size_t n)
{
	struct passwd *pw;
	char name[256];
	const char *h;

	if (!n) {
		h = var_get("HOME");
		if (h)
			return h;
		pw = getpwuid(getuid());
		return pw ? pw->pw_dir : NULL;
	}
	if (n >= sizeof(name))
		return NULL;
	memcpy(name, user, n);
	name[n] = 0;
	pw = getpwnam(name);
	return pw ? pw->pw_dir : NULL;
}

/* ${u-~/x} unquoted: a leading tilde prefix; the length it took */
static size_t
tilde_lead(struct expctx *x, struct wpart *p)
{
	const char *s = p->str, *e = s + p->len, *t, *d;

	if (!(x->flags & EXP_TILDE) || s == e || *s != '~')
		return 0;
	for (t = s + 1; t < e && *t != '/'; t++)
		;
	if (t == e && p->next)
		return 0;
	d = tilde_dir(s + 1, t - s - 1);
	if (!d)
		return 0;
	add_quoted(x, d, strlen(d));
	return t - s;
}

/* An unquoted literal, with tilde prefixes where allowed. */
static void
expand_lit(struct expctx *x, struct wpart *p, bool word_start)
{
	const char *s = p->str, *e = s + p->len, *t, *d;
	bool assign = x->flags & EXP_ASSIGN;
	bool can = word_start && (x->flags & EXP_TILDE);

	while (s < e) {
		if (can && *s == '~') {
			for (t = s + 1; t < e && *t != '/'; t++)
				if (assign && *t == ':')
					break;
			if (t < e || !p->next) {
				d = tilde_dir(s + 1, t - s - 1);
				if (d) {
					add_quoted(x, d, strlen(d));
					s = t;
					can = false;
					continue;
				}
			}
		}
		can = false;
		if (assign) {
			/* after the first '=' and after each ':' */
			for (t = s; t < e && *t != ':' &&
			    (*t != '=' || x->eq_seen); t++)
				;
			if (t < e) {
				x->eq_seen = true;
				t++;
				add_literal(x, s, t - s);
				s = t;
				can = x->flags & EXP_TILDE;
				continue;
			}
		}
		add_literal(x, s, e - s);
		break;
	}
}

/* ---- parameters -------------------------------------------------- */

static char *
special_value(const char *name, char *buf, size_t bufsz)
{
	switch (*name) {
	case '?':
		snprintf(buf, bufsz, "%d", exitstatus);
		return buf;
	case '$':
		snprintf(buf, bufsz, "%d", (int)rootpid);
		return buf;
	case '!':
		if (!lastbg_pid)
			return NULL;
		snprintf(buf, bufsz, "%d", (int)lastbg_pid);
		return buf;
	case '#':
		snprintf(buf, bufsz, "%d", posc);
		return buf;
	case '-':
		return dollar_minus();
	}
	return NULL;
}

/* The value of a non-list parameter, NULL when unset. */
static const char *
param_value(struct wpart *p, char *buf, size_t bufsz)
{
	const char *n = p->str;

	if (isdigit((unsigned char)*n)) {
		long i = strtol(n, NULL, 10);

		if (i == 0)	/* ${00} too, as in dash */
			return arg0;
		if (i >= 1 && i <= posc)
			return posv[i - 1];
		return NULL;
	}
	if (p->len == 1 && strchr("?$!#-", *n))
		return special_value(n, buf, bufsz);
#if ENABLE_SH_EXTRAS
	if (p->subk == '[')	/* ${a[i]} */
		return var_elem(n, p->len, expand_to_string(p->sub, 0));
#endif
	return var_getn(n, p->len);
}

/* $* or $@ joined with sep (NUL: no separator) into the arena */
static char *
join_params(int sep)
{
	struct sbuf b = { 0 };
	char *r;
	int i;

	for (i = 0; i < posc; i++) {
		if (i && sep)
			sb_addc(&b, sep);
		sb_adds(&b, posv[i]);
	}
	r = ststrndup(b.s ? b.s : "", b.len);
	sb_free(&b);
	return r;
}

/* the first match of pat at or after from, the longest one there */
static ssize_t
subst_find(const char *pat, const char *s, size_t len, size_t *mlen,
    int flags, size_t from)
{
	ssize_t m;
	size_t i;

	if (flags & PF_TAIL) {
		m = match_suffix(pat, s, true);
		if (m < (ssize_t)from)
			return -1;
		*mlen = len - m;
		return m;
	}
	for (i = from; i <= len; i++) {
		if ((flags & PF_HEAD) && i > 0)
			break;
		if ((m = match_prefix(pat, s + i, len - i, true)) >= 0) {
			*mlen = m;
			return i;
		}
	}
	return -1;
}

/*
 * ${x/pat/rep} and ${x//pat/rep} (bash). An empty pattern matches
 * nothing, except anchored: ${x/#/pre} and ${x/%/post} add text.
 */
static char *
do_subst(struct wpart *p, const char *val, const char *pat, const char *rep)
{
	struct sbuf b = { 0 };
	size_t len = strlen(val), from = 0, ml;
	ssize_t at;
	char *r;

	if (!*pat && !(p->flags & (PF_HEAD | PF_TAIL)))
		return (char *)val;
	while (from <= len) {
		at = subst_find(pat, val, len, &ml, p->flags, from);
		if (at < 0)
			break;
		sb_add(&b, val + from, at - from);
		sb_adds(&b, rep);
		if (ml == 0) {
			if ((size_t)at < len)
				sb_addc(&b, val[at]);
			from = at + 1;
		} else
			from = at + ml;
		/* a match up to the end leaves no empty one after it */
		if (!(p->flags & PF_ALL) || (ml && from == len))
			break;
	}
	if (from <= len)
		sb_adds(&b, val + from);
	r = ststrndup(b.s ? b.s : "", b.len);
	sb_free(&b);
	return r;
}

/* an offset or length of ${x:off:len}: blank (${x::2}, ${x:$u}) is 0,
 * as in bash */
static intmax_t
substr_num(struct word *w)
{
	char *s = expand_to_string(w, 0);

	return s[strspn(s, " \t\n")] ? arith_eval(s) : 0;
}

/* ${x:off:len} (bash) */
static char *
do_substr(struct wpart *p, const char *val)
{
	intmax_t len = strlen(val), off, n;

	off = substr_num(p->arg);
	if (off < 0)
		off += len;
	if (off < 0 || off > len)
		return "";
	n = len - off;
	if (p->arg2) {
		intmax_t want = substr_num(p->arg2);

		n = want < 0 ? want + (len - off) : want;
		if (n < 0)	/* named by the length, as bash */
			sh_error("%jd: substring expression < 0", want);
		if (n > len - off)
			n = len - off;
	}
	return ststrndup(val + off, n);
}

static void expand_param(struct expctx *x, struct wpart *p);

/*
 * ${@:off:len} and ${*:off:len} (bash): a slice of $0 $1 ..., expanded
 * as "$@" or "$*" would be, by expanding the plain form over the slice.
 */
static void
slice_params(struct expctx *x, struct wpart *p)
{
	intmax_t cnt = posc + 1, off, n, i;
	struct wpart q = *p;
	char **sv = posv, **sl;
	int sc = posc;

	off = substr_num(p->arg);
	if (off < 0)
		off += cnt;
	if (off < 0 || off > cnt)
		n = off = 0;	/* nothing, whatever the length, as bash */
	else if (!p->arg2)
		n = cnt - off;
	else {
		n = substr_num(p->arg2);
		if (n < 0)
			sh_error("%jd: substring expression < 0", n);
		if (n > cnt - off)
			n = cnt - off;
	}
	sl = stalloc(sizeof(*sl) * (n + 1));
	for (i = 0; i < n; i++)
		sl[i] = off + i == 0 ? arg0 : posv[off + i - 1];
	sl[n] = NULL;
	q.op = PO_NONE;
	q.arg = q.arg2 = NULL;
	posv = sl;
	posc = n;
	expand_param(x, &q);
	posv = sv;
	posc = sc;
}

/*
 * The pattern of ${x^pat} and the like: NULL, matching any character,
 * when there is none or it expands to nothing unquoted (as bash:
 * ${x^^$empty} is ${x^^}, ${x^^""} changes nothing).
 */
static char *
case_pattern(struct wpart *p)
{
	struct wpart *a;
	char *pat = expand_pattern(p->arg);

	if (*pat)
		return pat;
	for (a = p->arg->parts; a; a = a->next)
		if (a->quoted)
			return pat;
	return NULL;
}

/* ${x^pat} ${x^^pat} ${x,pat} ${x,,pat} (bash): each character (only
 * the first without PF_ALL) that matches pat, in the C locale */
static char *
case_mod(struct wpart *p, const char *val, const char *pat)
{
	char *r = ststrdup(val), c[2] = "";
	size_t i;
	int ch;

	for (i = 0; r[i]; i++) {
		c[0] = r[i];
		ch = (unsigned char)r[i];
		if (!pat || pmatch(pat, c))
			r[i] = p->op == PO_UPPER ? toupper(ch) : tolower(ch);
		if (!(p->flags & PF_ALL))
			break;
	}
	return r;
}

/* ${x#pat} ${x%pat} ${x/pat/rep} ${x^pat}... of one value */
static const char *
trim_subst(struct wpart *p, const char *val, const char *pat,
    const char *rep)
{
	ssize_t m;

	switch (p->op) {
	case PO_UPPER: case PO_LOWER:
		if (ENABLE_SH_EXTRAS)
			val = case_mod(p, val, pat);
		break;
	case PO_TRIMS: case PO_TRIML:
		m = match_prefix(pat, val, strlen(val), p->op == PO_TRIML);
		if (m > 0)
			val += m;
		break;
	case PO_TRIMPS: case PO_TRIMPL:
		m = match_suffix(pat, val, p->op == PO_TRIMPL);
		if (m >= 0)
			val = ststrndup(val, m);
		break;
	case PO_SUBST:
		val = do_subst(p, val, pat, rep);
		break;
	}
	return val;
}

/* ${@#pat}, "${@/pat/rep}"...: as bash, the operator applies to each
 * positional parameter, which then expand as $@ or $* would */
static void
trim_subst_params(struct expctx *x, struct wpart *p)
{
	char **sv = posv, **nv, *pat, *rep = "";
	struct wpart q = *p;
	int i;

	if (ENABLE_SH_EXTRAS && p->op >= PO_UPPER)
		pat = case_pattern(p);
	else
		pat = expand_pattern(p->arg);
	if (p->op == PO_SUBST && p->arg2)
		rep = expand_to_string(p->arg2, EXP_TILDE);
	nv = stalloc(sizeof(*nv) * (posc + 1));
	for (i = 0; i < posc; i++)
		nv[i] = (char *)trim_subst(p, posv[i], pat, rep);
	nv[posc] = NULL;
	q.op = PO_NONE;
	q.arg = q.arg2 = NULL;
	posv = nv;
	expand_param(x, &q);
	posv = sv;
}

/* an error of bash's indirection, with bash's status 1 */
NORETURN static void
indir_error(const char *name, const char *what)
{
	sh_warn("%s: %s", name, what);
	exitstatus = 1;
	sh_raise(EX_ERROR);
}

/*
 * ${!name...} (bash): p naming instead the parameter whose name is the
 * value of p's, a variable, a positional or a special parameter.
 */
static struct wpart *
indirect(struct wpart *p)
{
	struct wpart *q = stalloc(sizeof(*q));
	char buf[32];
	const char *v = param_value(p, buf, sizeof(buf));
	size_t n;

	if (!v)
		indir_error(p->str, "invalid indirect expansion");
	n = strlen(v);
	*q = *p;
#if ENABLE_SH_EXTRAS
	q->subk = 0;
	if (!is_name(v, n) && var_is_ref(v, n)) {
		/* a=(x y); r='a[1]'; ${!r} is y */
		struct wpart *l = stzalloc(sizeof(*l));

		n = strchr(v, '[') - v;
		l->type = WP_LIT;
		l->quoted = 1;
		l->str = ststrndup(v + n + 1, strlen(v) - n - 2);
		l->len = strlen(l->str);
		q->sub = stzalloc(sizeof(*q->sub));
		q->sub->parts = l;
		q->subk = strcmp(l->str, "@") && strcmp(l->str, "*") ?
		    '[' : *l->str;
	} else
#endif
	if (!is_name(v, n) && !(n && strspn(v, "0123456789") == n) &&
	    !(n == 1 && strchr("@*#?-$!", *v)))
		indir_error(v, "invalid variable name");
	q->str = ststrndup(v, n);
	q->len = n;
	q->flags &= ~PF_INDIR;
	return q;
}

static const char *names_prefix;
static struct arglist names_found;

static void
name_found(const char *name)
{
	if (!strncmp(name, names_prefix, strlen(names_prefix)))
		arglist_add(&names_found, ststrdup(name));
}

static int
cmp_name(const void *a, const void *b)
{
	return strcmp(a, b);
}

/*
 * ${!prefix*} and ${!prefix@} (bash): the names of the set variables
 * that begin with prefix, sorted as in the C locale, expanded as $* or
 * $@ would be.
 */
static void
prefix_names(struct expctx *x, struct wpart *p)
{
	struct wpart q = *p;
	char **sv = posv;
	int sc = posc;

	names_prefix = p->str;
	memset(&names_found, 0, sizeof(names_found));
	var_names(name_found);
	sort_ptrs((void **)names_found.v, names_found.n, NULL, cmp_name);
	q.op = PO_NONE;
	q.flags = 0;
	q.str = p->flags & PF_ALL ? "@" : "*";
	q.len = 1;
	posv = names_found.v;
	posc = names_found.n;
	expand_param(x, &q);
	posv = sv;
	posc = sc;
}

#if ENABLE_SH_EXTRAS
/* "name[sub]" of ${name[sub]}, for an assignment to it */
static char *
elem_ref(struct wpart *p)
{
	char *sub = expand_to_string(p->sub, 0);
	char *r = stalloc(p->len + strlen(sub) + 3);

	sprintf(r, "%s[%s]", p->str, sub);
	return r;
}

/*
 * ${a[@]} and ${a[*]} with any operator, ${!a[@]}, ${!a[*]} (bash): the
 * values (the indices) stand in for the positional parameters of $@ or
 * $*. ${a[@]:off:len} takes the elements from index off on, not from
 * the off-th, and a negative off counts back from the highest index.
 */
static void
expand_array(struct expctx *x, struct wpart *p)
{
	struct wpart q = *p;
	char **sv = posv, **vals, buf[24];
	intmax_t *idx, off, n;
	int sc = posc, cnt, i;

	if (p->op == PO_LEN) {
		i = var_nelems(p->str, p->len);
		fmt_int(buf, i);
		add_value(x, buf, strlen(buf), p->quoted);
		return;
	}
	vals = var_elems(p->str, p->len, &cnt, &idx);
	if (p->flags & PF_INDIR) {
		for (i = 0; i < cnt; i++)
			vals[i] = fmt_int(stalloc(24), idx[i]);
		q.flags &= ~PF_INDIR;
	}
	if (p->op == PO_SUBSTR) {
		off = substr_num(p->arg);
		if (off < 0)
			off += (cnt ? idx[cnt - 1] : -1) + 1;
		n = p->arg2 ? substr_num(p->arg2) : cnt;
		if (n < 0)
			sh_error("%jd: substring expression < 0", n);
		for (i = 0; i < cnt && idx[i] < off; i++)
			;
		if (off < 0)
			i = cnt;	/* nothing, as bash */
		vals += i;
		cnt = MIN(cnt - i, n);
		q.op = PO_NONE;
		q.arg = q.arg2 = NULL;
	}
	if (p->op == PO_PLUS && p->subk == '@') {
		/* "${a[@]+x}" of no elements (or only empty ones with
		 * :+) is the list itself, so no field, as in bash */
		for (i = 0; i < cnt && (p->flags & PF_COLON) && !*vals[i]; i++)
			;
		if (i == cnt && (cnt < 2 || !(p->flags & PF_COLON)))
			q.op = PO_NONE;
	}
	q.subk = 0;
	q.str = p->subk == '@' ? "@" : "*";
	q.len = 1;
	posv = vals;
	posc = cnt;
	expand_param(x, &q);
	posv = sv;
	posc = sc;
}
#endif

static void
expand_param(struct expctx *x, struct wpart *p)
{
	char buf[32], *pat;
	const char *val;
	bool list = p->len == 1 && (*p->str == '@' || *p->str == '*');
	bool set, quoted = p->quoted;
	int op = p->op, i;

	if (op == PO_BAD)
		bad_subst();
	if (ENABLE_SH_EXTRAS && op == PO_NAMES) {
		prefix_names(x, p);
		return;
	}
#if ENABLE_SH_EXTRAS
	if (p->subk == '@' || p->subk == '*') {
		expand_array(x, p);
		return;
	}
#endif
	if (ENABLE_SH_EXTRAS && (p->flags & PF_INDIR)) {
		expand_param(x, indirect(p));
		return;
	}
	if (list) {
		set = posc > 0;
		val = NULL;
	} else {
		val = param_value(p, buf, sizeof(buf));
		set = val != NULL;
	}
	if (op == PO_LEN) {
		if (list)
			snprintf(buf, sizeof(buf), "%d", posc);
		else {
			if (!set && OPTSET(u))
				sh_error("%s: parameter not set", p->str);
			snprintf(buf, sizeof(buf), "%zu", set ? strlen(val) : 0);
		}
		add_value(x, buf, strlen(buf), quoted);
		return;
	}
	if ((p->flags & PF_COLON) && set) {
		if (list) {
			/* null if all are empty and nothing joins them */
			for (i = 0; i < posc && !*posv[i]; i++)
				;
			set = i < posc || (posc > 1 && !(quoted &&
			    *p->str == '*' && ifs_set && !*ifs));
		} else
			set = *val != 0;
	}
	switch (op) {
	case PO_MINUS:
		if (set)
			break;
		if (quoted)		/* "${u-}" is one empty field */
			x->present = true;
		expand_parts(x, p->arg->parts, !quoted);
		return;
	case PO_PLUS:
		if (quoted)
			x->present = true;
		if (set)
			expand_parts(x, p->arg->parts, !quoted);
		return;
	case PO_ASSIGN:
		if (set)
			break;
		if (list || isdigit((unsigned char)*p->str) ||
		    !is_name(p->str, p->len))
			sh_error("%s: bad variable name", p->str);	/* ${1=x} */
		val = expand_to_string(p->arg, EXP_TILDE);
#if ENABLE_SH_EXTRAS
		if (p->subk) {
			pat = elem_ref(p);
			var_setref(pat, strlen(pat), val);
		} else
#endif
			var_set(p->str, val, 0);
		add_value(x, val, strlen(val), quoted);
		return;
	case PO_QUEST:
		if (set)
			break;
		val = p->arg && p->arg->parts ? expand_to_string(p->arg, 0) :
		    NULL;
		sh_error("%s: %s", p->str, val ? val : (p->flags & PF_COLON) ?
		    "parameter not set or null" : "parameter not set");
	}
	if (!set && !list && OPTSET(u) && op != PO_MINUS && op != PO_PLUS)
		sh_error("%s: parameter not set", p->str);
	if (list && op == PO_SUBSTR) {
		slice_params(x, p);
		return;
	}
	if (list) {
		if (op >= PO_TRIMS) {
			trim_subst_params(x, p);
			return;
		} else if (quoted && *p->str == '@' &&
		    (x->flags & EXP_SPLIT)) {
			/* one field each; x="$@" or <<< "$@" join them */
			for (i = 0; i < posc; i++) {
				if (i)
					end_field(x), x->present = true;
				add_quoted(x, posv[i], strlen(posv[i]));
			}
			return;
		} else if (quoted || !(x->flags & EXP_SPLIT)) {
			/* joined by IFS's first character (POSIX.1-2024
			 * 2.5.2), for $@ as for $* */
			int sep = ifs_set ? *ifs : ' ';

			val = join_params(sep);
			add_value(x, val, strlen(val), quoted);
			return;
		} else {
			for (i = 0; i < posc; i++) {
				if (i && x->present && *ifs == 0)
					end_field(x);
				else if (i && x->present)
					end_field(x);
				add_expansion(x, posv[i], strlen(posv[i]));
			}
			return;
		}
	}
	if (!val)
		val = "";
	switch (op) {
	case PO_TRIMS: case PO_TRIML: case PO_TRIMPS: case PO_TRIMPL:
		val = trim_subst(p, val, expand_pattern(p->arg), "");
		break;
	case PO_SUBST:
		pat = expand_pattern(p->arg);
		val = trim_subst(p, val, pat, p->arg2 ?
		    expand_to_string(p->arg2, EXP_TILDE) : "");
		break;
	case PO_SUBSTR:
		val = do_substr(p, val);
		break;
	case PO_UPPER: case PO_LOWER:
		if (ENABLE_SH_EXTRAS)
			val = case_mod(p, val, case_pattern(p));
		break;
	}
	add_value(x, val, strlen(val), quoted);
}

/* ---- command substitution ---------------------------------------- */

static char *
cmdsub_output(struct node *n)
{
	struct sbuf b = { 0 };
	int fds[2];
	pid_t pid;
	ssize_t r;
	char *out;

	fflush(stdout);
	xpipe(fds);
	pid = sh_fork();
	if (pid == 0) {
		close(fds[0]);
		if (fds[1] != 1) {
			dup2(fds[1], 1);
			close(fds[1]);
		}
		evaltree(n, EV_EXIT);
		sh_exit(exitstatus);
	}
	close(fds[1]);
	for (;;) {
		sb_grow(&b, 4096);
		r = read(fds[0], b.s + b.len, 4096);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		b.len += r;
	}
	close(fds[0]);
	lastcmdsub_status = wait_pid(pid);
	/* NUL bytes cannot be in a value: drop them, as dash and bash do */
	if (b.len && memchr(b.s, 0, b.len)) {
		size_t i, j;

		for (i = j = 0; i < b.len; i++)
			if (b.s[i])
				b.s[j++] = b.s[i];
		b.len = j;
	}
	while (b.len && b.s[b.len - 1] == '\n')
		b.len--;
	out = ststrndup(b.s ? b.s : "", b.len);
	sb_free(&b);
	return out;
}

static void
expand_parts(struct expctx *x, struct wpart *p, bool in_param)
{
	bool start = true;
	struct wpart *q;
	char *s, buf[32];
	size_t k;

	stack_check();
	for (; p; p = p->next, start = false) {
		switch (p->type) {
		case WP_LIT:
			if (p->quoted)
				add_quoted(x, p->str, p->len);
			else if (in_param && (x->flags & EXP_ASSIGN))
				expand_lit(x, p, start);  /* x=${u-~:~} */
			else if (in_param) {
				k = start ? tilde_lead(x, p) : 0;
				add_expansion(x, p->str + k, p->len - k);
			}
			else
				expand_lit(x, p, start);
			break;
		case WP_PARAM:
			expand_param(x, p);
			break;
		case WP_CMDSUB:
			s = p->cmd ? cmdsub_output(p->cmd) : "";
			if (!p->cmd)
				lastcmdsub_status = 0;
			add_value(x, s, strlen(s), p->quoted);
			break;
		case WP_ARITH:
			/* $((i + 1)): one literal needs no expansion */
			q = p->arg ? p->arg->parts : NULL;
			if (q && !q->next && q->type == WP_LIT)
				s = q->str;
			else
				s = expand_to_string(p->arg, 0);
			fmt_int(buf, arith_eval(s));
			add_value(x, buf, strlen(buf), p->quoted);
			break;
#if ENABLE_SH_EXTRAS
		case WP_LIST:
			/* a=(...) where no assignment can be: for a in b=() */
			sh_error("syntax error: unexpected \"(\"");
#endif
		}
	}
}

/* A word of one literal without a tilde or a glob character is itself. */
static bool
plain_literal(const struct wpart *p)
{
	size_t i;

	if (!p || p->next || p->type != WP_LIT)
		return false;
	if (p->quoted)
		return true;
	if (p->str[0] == '~')
		return false;
	for (i = 0; i < p->len; i++)
		if (p->str[i] == '*' || p->str[i] == '?' || p->str[i] == '[')
			return false;
	return true;
}

/* one word, its braces expanded or none in it */
static void
expand_fields(struct expctx *x, struct word *w)
{
	if (plain_literal(w->parts)) {
		arglist_add(x->out, ststrndup(w->parts->str, w->parts->len));
		return;
	}
	x->just_ws = false;
	expand_parts(x, w->parts, false);
	end_field(x);
}

/* the words of a command or for; one: just w, its braces expanded */
static void
expand_list(struct word *w, struct arglist *out, bool one)
{
	struct expctx x = { .flags = EXP_SPLIT | EXP_GLOB | EXP_TILDE };
	struct word *b;

	x.out = out;
	x.cur = sb_take();
	x.lit = sb_take();
	for (; w; w = one ? NULL : w->next) {
		/* bash's brace expansion comes first: {a,b}$x is a$x b$x */
		if (!one && WORD_BRACE(w) && OPTSET(B) &&
		    brace_candidate(w->parts)) {
			for (b = brace_expand(w); b; b = b->next)
				expand_fields(&x, b);
			continue;
		}
		expand_fields(&x, w);
	}
	sb_give(x.cur);
	sb_give(x.lit);
}

void
expand_words(struct word *w, struct arglist *out)
{
	expand_list(w, out, false);
}

char *
expand_word(struct word *w, int flags)
{
	return expand_to_string(w, flags);
}

char *
expand_pattern(struct word *w)
{
	return expand_to_string(w, EXP_PATTERN | EXP_TILDE);
}

/* [[ =~ ]]: quoted parts of the regular expression match literally */
char *
expand_regex(struct word *w)
{
	return expand_to_string(w, EXP_PATTERN | EXP_REGEX);
}

#if ENABLE_SH_EXTRAS
/*
 * bash's NAME=(...): the elements expanded now, in order, kept with the
 * string "NAME=" that stands for them (compound_of() finds them by it):
 * a plain one as a command's words are (split, globbed, braces), a 'v'
 * in front of each field; one that starts with an unquoted "[SUB]="
 * (or "[SUB]+=") as an assignment is, as "[SUB]=VALUE".
 */
struct compound {
	struct compound	*next;
	const char	*arg;
	struct arglist	el;
};
static struct compound *compounds;

void *
compound_save(void)
{
	void *saved = compounds;

	compounds = NULL;
	return saved;
}

void
compound_restore(void *saved)
{
	compounds = saved;
}

struct arglist *
compound_of(const char *arg)
{
	struct compound *c;

	for (c = compounds; c; c = c->next)
		if (c->arg == arg)
			return &c->el;
	return NULL;
}

/* an element that starts with an unquoted [SUB]= or [SUB]+= */
static bool
keyed(const struct word *w)
{
	const struct wpart *p;
	const char *s;
	int depth = 0;
	size_t i;

	if (!w->parts || w->parts->type != WP_LIT || w->parts->quoted ||
	    w->parts->str[0] != '[')
		return false;
	for (p = w->parts; p; p = p->next) {
		if (p->type != WP_LIT || p->quoted)
			continue;
		for (i = 0, s = p->str; i < p->len; i++) {
			if (s[i] == '[')
				depth++;
			else if (s[i] == ']' && !--depth)
				return s[i + 1] == '=' ||
				    (s[i + 1] == '+' && s[i + 2] == '=');
		}
	}
	return false;
}

char *
expand_compound(struct word *w)
{
	struct compound *c = stzalloc(sizeof(*c));
	struct arglist f = { 0 };
	struct word *e, one;
	char *s;
	int i;

	for (e = w->parts->next->arg; e; e = e->next) {
		if (keyed(e)) {
			arglist_add(&c->el, expand_to_string(e,
			    EXP_TILDE | EXP_ASSIGN));
			continue;
		}
		one = *e;
		one.next = NULL;
		f.n = 0;
		expand_words(&one, &f);
		for (i = 0; i < f.n; i++) {
			s = stalloc(strlen(f.v[i]) + 2);
			s[0] = 'v';
			strcpy(s + 1, f.v[i]);
			arglist_add(&c->el, s);
		}
	}
	c->arg = ststrndup(w->parts->str, w->parts->len);
	c->next = compounds;
	compounds = c;
	return (char *)c->arg;
}
#endif

char *
expand_assign(struct word *w)
{
	return expand_to_string(w, EXP_TILDE | EXP_ASSIGN);
}

#if ENABLE_SH_EXTRAS
void
expand_assign_arg(struct word *w, struct arglist *out)
{
	if (w->arr && w->parts->next && w->parts->next->type == WP_LIST)
		arglist_add(out, expand_compound(w));	/* declare a=(...) */
	else if (w->brace && OPTSET(B) && brace_candidate(w->parts)) {
		for (w = brace_expand(w); w; w = w->next)
			arglist_add(out, expand_assign(w));
	} else {
		arglist_add(out, expand_assign(w));
	}
}

/*
 * bash brace-expands a redirection's target and then wants one field
 * ({a,} is "a"); more is its "ambiguous redirect". Otherwise, as in
 * dash, the target is neither split nor globbed.
 */
char *
expand_target(struct word *w)
{
	struct arglist al = { 0 };
	struct word *b;
	char *t;

	if (w->brace && OPTSET(B) && brace_candidate(w->parts)) {
		b = brace_expand(w);
		if (!b->next)
			return expand_word(b, EXP_TILDE);
		for (; b; b = b->next)
			expand_list(b, &al, true);
		if (al.n == 1)
			return al.v[0];
		t = word_source(w);
		sh_warn("%s: ambiguous redirect", t);
		free(t);
		return NULL;
	}
	return expand_word(w, EXP_TILDE);
}
#endif

/*
 * A word expanded as a here-document text or PS4 is (no tilde, no
 * splitting, no globbing), or NULL after an error in the expansion,
 * which has been reported; other exceptions (exit, a signal) go on.
 * For these two an error does not end the shell.
 */
char *
expand_word_caught(struct word *w)
{
	struct jmploc jl, *prev = handler;
	char *s;

	if (setjmp(jl.jb)) {
		handler = prev;
		if (exception != EX_ERROR)
			sh_raise(exception);
		return NULL;
	}
	handler = &jl;
	s = expand_to_string(w, 0);
	handler = prev;
	return s;
}
