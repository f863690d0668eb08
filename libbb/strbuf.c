/*
 * strbuf.c - a growing string: n bytes at s, always NUL-terminated, with
 * room for one more byte after the NUL (path.c's canonical names append
 * a '/' and pop it)
 *
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

void
strbuf_add(struct strbuf *b, const char *s, size_t n)
{
	if (b->n + n + 2 > b->cap) {
		b->cap = 2 * (b->n + n) + 64;
		b->s = xrealloc(b->s, b->cap, 1);
	}
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = 0;
}
