/*
 * regsub.c - the replacement text of s/RE/REPL/, as GNU sed and GNU tar's
 * --transform expand it: \0 to \9 are the matched groups, \U and \L turn
 * what follows to upper or lower case until \E, \u and \l the next
 * character only, and a backslash before any other character is that
 * character (the callers have turned & into \0 and a newline escape into
 * a newline already, and refused a trailing backslash).
 *
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <regex.h>

struct cased {
	void	(*add)(void *, const char *, size_t);
	void	*ctx;
	int	mode, once;	/* 'U' 'L' or 0; 'u' 'l' or 0 */
};

/* n bytes at p through the case conversion in effect */
static void
add_cased(struct cased *c, const char *p, size_t n)
{
	size_t i;
	char ch;

	if (!c->mode && !c->once) {
		if (n)
			c->add(c->ctx, p, n);
		return;
	}
	for (i = 0; i < n; i++) {
		ch = p[i];
		if (c->mode)
			ch = c->mode == 'U' ? toupper((unsigned char)ch) :
			    tolower((unsigned char)ch);
		if (c->once) {
			ch = c->once == 'u' ? toupper((unsigned char)ch) :
			    tolower((unsigned char)ch);
			c->once = 0;
		}
		c->add(c->ctx, &ch, 1);
	}
}

void
regsub(const char *r, size_t rlen, const char *subj, const regmatch_t *m,
    void (*add)(void *ctx, const char *p, size_t n), void *ctx)
{
	const char *end, *bs;
	struct cased c = { add, ctx, 0, 0 };
	int k;

	if (!rlen)
		return;		/* r may be NULL then (sed's s/x//) */
	end = r + rlen;
	while (r < end) {
		bs = memchr(r, '\\', end - r);
		if (!bs)
			bs = end;
		add_cased(&c, r, bs - r);
		if (bs == end)
			break;
		r = bs + 2;
		k = bs[1];
		if (isdigit(k)) {
			k -= '0';
			if (m[k].rm_so >= 0)
				add_cased(&c, subj + m[k].rm_so,
				    m[k].rm_eo - m[k].rm_so);
		} else if (k == 'U' || k == 'L') {
			c.mode = k;
			c.once = 0;
		} else if (k == 'E') {
			c.mode = c.once = 0;
		} else if (k == 'u' || k == 'l') {
			c.once = k;
		} else {
			add_cased(&c, bs + 1, 1);
		}
	}
}
