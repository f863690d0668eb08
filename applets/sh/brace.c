/*
 * brace.c - bash's brace expansion (SH_EXTRAS): a{b,c}d and {x..y..incr}
 *
 * The bash manual, 3.5.1 "Brace Expansion", with bash 5.2's results in
 * the C locale where the manual says nothing. It comes before every
 * other expansion and works on the word as parsed: only the characters
 * of its unquoted literal parts can be braces, commas or a sequence;
 * quoted or escaped text and $..., `...` expansions are kept whole, so
 * "{a,b}", \{a,b} and {a\,b} stay as written, and {$a,$b} gives two
 * words expanded afterwards. The first brace pair, from the left, that
 * holds a comma outside inner braces or is a sequence is expanded; each
 * result is then scanned again from where the pair began (the text
 * before it is never rescanned, so {1{..,x}3} gives {1..3} and {1x3},
 * as in bash). A pair that is neither stays and the search goes on
 * after its '{' ({a}{b,c} gives {a}b {a}c). A sequence is two integers,
 * with an optional sign, or two letters, and an optional integer step
 * whose sign does not matter (0 is 1); integers are padded with zeros
 * to the longer of the two as written when either begins with 0 or -0
 * and more digits; letters run through the C character codes, and the
 * backslash between Z and a gives an empty word, as in bash. Anything
 * else, and a number that overflows, is left as written.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <inttypes.h>

/* a character of an unquoted literal, or (c < 0) a part kept whole */
struct unit {
	int		c;
	struct wpart	*p;
};

struct bctx {
	struct word	*head, **tail;
};

/* the backslash of {A..z}: bash's quote removal leaves an empty word */
static struct wpart bs_part = { .type = WP_LIT, .quoted = 1, .str = "" };

bool
brace_candidate(const struct wpart *p)
{
	const char *o;
	bool open = false;

	for (; p; p = p->next) {
		if (p->type != WP_LIT || p->quoted)
			continue;
		o = open ? p->str : memchr(p->str, '{', p->len);
		if (!o)
			continue;
		open = true;
		if (memchr(o, '}', p->len - (o - p->str)))
			return true;
	}
	return false;
}

static void
emit(struct bctx *b, const struct unit *u, size_t n)
{
	struct word *w = stzalloc(sizeof(*w));
	struct wpart **tail = &w->parts, *q;
	size_t i, k;

	for (i = 0; i < n; i = k) {
		q = stalloc(sizeof(*q));
		if (u[i].c < 0) {
			*q = *u[i].p;
			k = i + 1;
		} else {
			memset(q, 0, sizeof(*q));
			for (k = i; k < n && u[k].c >= 0; k++)
				;
			q->type = WP_LIT;
			q->str = stalloc(k - i + 1);
			q->len = k - i;
			for (k = i; k < n && u[k].c >= 0; k++)
				q->str[k - i] = u[k].c;
			q->str[k - i] = 0;
		}
		q->next = NULL;
		*tail = q;
		tail = &q->next;
	}
	*b->tail = w;
	b->tail = &w->next;
}

/*
 * For each '{' of u, the '}' that closes it (0: none, as no '{' closes
 * at 0) and whether a comma comes outside inner braces (the low bit),
 * in one pass, so that a word of many braces takes linear time.
 */
static size_t *
pairs(const struct unit *u, size_t n)
{
	size_t *m = stzalloc(sizeof(*m) * (n + 1)), *open, top = 0, i;

	open = stalloc(sizeof(*open) * (n + 1));
	for (i = 0; i < n; i++) {
		if (u[i].c == '{')
			open[top++] = i;
		else if (u[i].c == '}' && top)
			m[open[--top]] |= i << 1;
		else if (u[i].c == ',' && top)
			m[open[top - 1]] |= 1;
	}
	return m;
}

/* [+-]digits at *s, without overflow; the end, or NULL */
static const char *
seq_int(const char *s, intmax_t *v)
{
	const char *d = s + (*s == '-' || *s == '+');
	char *end;

	if (!isdigit((unsigned char)*d))
		return NULL;
	errno = 0;
	*v = strtoimax(s, &end, 10);
	return errno ? NULL : end;
}

/* padded: 0 or -0 followed by more */
static bool
seq_pads(const char *s, size_t n)
{
	return (*s == '0' && n > 1) || (*s == '-' && s[1] == '0' && n > 2);
}

/*
 * A sequence in the text t: its ends, step and width. Letters come back
 * as their codes, with *alpha set.
 */
static bool
seq_parse(const char *t, intmax_t v[3], int *width, bool *alpha)
{
	const char *e1, *e2, *e3;

	*alpha = isalpha((unsigned char)t[0]) && t[1] == '.';
	if (*alpha) {
		if (t[2] != '.' || !isalpha((unsigned char)t[3]))
			return false;
		v[0] = (unsigned char)t[0];
		v[1] = (unsigned char)t[3];
		e2 = t + 4;
	} else {
		e1 = seq_int(t, &v[0]);
		if (!e1 || e1[0] != '.' || e1[1] != '.')
			return false;
		e2 = seq_int(e1 + 2, &v[1]);
		if (!e2)
			return false;
		*width = 0;
		if (seq_pads(t, e1 - t) || seq_pads(e1 + 2, e2 - e1 - 2))
			*width = MAX(e1 - t, e2 - e1 - 2);
	}
	v[2] = 1;
	if (!*e2)
		return true;
	if (e2[0] != '.' || e2[1] != '.')
		return false;
	e3 = seq_int(e2 + 2, &v[2]);
	if (!e3 || *e3 || v[2] == INTMAX_MIN)
		return false;
	if (v[2] < 0)
		v[2] = -v[2];
	if (!v[2])
		v[2] = 1;
	return true;
}

static void gen(struct bctx *b, const struct unit *pre, size_t npre,
    const struct unit *u, size_t n);

/* pre, then a[0..na) and r[0..nr), expanded */
static void
gen_cat(struct bctx *b, const struct unit *pre, size_t npre,
    const struct unit *a, size_t na, const struct unit *r, size_t nr)
{
	struct unit *t = stalloc(sizeof(*t) * (na + nr + 1));

	memcpy(t, a, sizeof(*a) * na);
	memcpy(t + na, r, sizeof(*r) * nr);
	gen(b, pre, npre, t, na + nr);
}

/* pre and u[0..n) */
static struct unit *
prefix(const struct unit *pre, size_t npre, const struct unit *u, size_t n)
{
	struct unit *t = stalloc(sizeof(*t) * (npre + n + 1));

	memcpy(t, pre, sizeof(*t) * npre);
	memcpy(t + npre, u, sizeof(*t) * n);
	return t;
}

/* u[i..j] a sequence, expanded; false when it is none */
static bool
gen_seq(struct bctx *b, const struct unit *pre, size_t npre,
    const struct unit *u, size_t i, size_t j, size_t n)
{
	const struct unit *rest = u + j + 1;
	size_t s = i + 1, e = j, nrest = n - j - 1;
	struct unit *one;
	char *t, *buf;
	intmax_t v[3], x;
	uintmax_t left;
	int width = 0;
	bool alpha, up;

	for (i = s; i < e; i++)
		if (u[i].c <= 0 || (!isalnum(u[i].c) && !strchr("+-.", u[i].c)))
			return false;
	t = stalloc(e - s + 1);
	for (i = s; i < e; i++)
		t[i - s] = u[i].c;
	t[i - s] = 0;
	if (!seq_parse(t, v, &width, &alpha))
		return false;
	pre = prefix(pre, npre, u, s - 1);
	npre += s - 1;
	/* the width is at most the text's length */
	buf = stalloc(e - s + 24);
	one = stalloc(sizeof(*one) * (e - s + 24));
	up = v[0] <= v[1];
	for (x = v[0];;) {
		if (alpha) {
			one[0].c = x == '\\' ? -1 : x;
			one[0].p = &bs_part;
			i = 1;
		} else {
			snprintf(buf, e - s + 24, "%0*jd", width, x);
			for (i = 0; buf[i]; i++) {
				one[i].c = (unsigned char)buf[i];
				one[i].p = NULL;
			}
		}
		gen_cat(b, pre, npre, one, i, rest, nrest);
		left = up ? (uintmax_t)v[1] - (uintmax_t)x :
		    (uintmax_t)x - (uintmax_t)v[1];
		if (left < (uintmax_t)v[2])
			return true;
		x = up ? (intmax_t)((uintmax_t)x + v[2]) :
		    (intmax_t)((uintmax_t)x - v[2]);
	}
}

/* the words of pre followed by u[0..n) expanded */
static void
gen(struct bctx *b, const struct unit *pre, size_t npre,
    const struct unit *u, size_t n)
{
	struct unit *np;
	size_t *m = pairs(u, n), i, j, k, s;

	stack_check();
	for (i = 0; i < n; i++) {
		if (u[i].c != '{' || !(j = m[i] >> 1))
			continue;
		if (!(m[i] & 1)) {
			if (gen_seq(b, pre, npre, u, i, j, n))
				return;
			continue;
		}
		np = prefix(pre, npre, u, i);
		/* each member, with the rest of the word after it */
		for (s = k = i + 1; k <= j; k++) {
			if (u[k].c == '{' && (m[k] >> 1))
				k = m[k] >> 1;
			else if (u[k].c == ',' || k == j) {
				gen_cat(b, np, npre + i, u + s, k - s,
				    u + j + 1, n - j - 1);
				s = k + 1;
			}
		}
		return;
	}
	emit(b, prefix(pre, npre, u, n), npre + n);
}

struct word *
brace_expand(struct word *w)
{
	struct bctx b;
	struct wpart *p;
	struct unit *u;
	size_t n = 0, i;

	for (p = w->parts; p; p = p->next)
		n += p->type == WP_LIT && !p->quoted ? p->len : 1;
	u = stalloc(sizeof(*u) * (n + 1));
	n = 0;
	for (p = w->parts; p; p = p->next) {
		if (p->type != WP_LIT || p->quoted) {
			u[n].c = -1;
			u[n++].p = p;
			continue;
		}
		for (i = 0; i < p->len; i++) {
			u[n].c = (unsigned char)p->str[i];
			u[n++].p = NULL;
		}
	}
	b.head = NULL;
	b.tail = &b.head;
	gen(&b, u, 0, u, n);	/* no prefix: memcpy wants a pointer */
	return b.head;
}
