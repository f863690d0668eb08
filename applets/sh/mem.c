/*
 * mem.c - the shell's stack arena and growable strings
 *
 * Parse trees and expansion results of one command live in a stack of
 * blocks; the command loop marks the stack before a command and releases
 * it afterwards, so a long-running loop does not grow. What must outlive
 * a command (variables, functions, traps, aliases) is malloc'd.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"

struct stblock {
	struct stblock	*prev;
	size_t		size, used;
	char		data[];
};

#define STBLOCK	8000
#define SPARE_MAX	(1 << 20)	/* the most one idle spare may hold */

/*
 * The biggest released block beyond STBLOCK is kept for the next big
 * allocation: a loop over one big value (s="$s$x") would otherwise map
 * and unmap it (musl's malloc) in every round.
 */
static struct stblock *top, *spare_block;

void *
stalloc(size_t n)
{
	struct stblock *b;

	n = (n + 15) & ~(size_t)15;
	if (!top || top->size - top->used < n) {
		size_t sz = n > STBLOCK ? n : STBLOCK;

		if (spare_block && spare_block->size >= sz) {
			b = spare_block;
			spare_block = NULL;
		} else {
			b = xmalloc(sizeof(*b) + sz);
			b->size = sz;
		}
		b->prev = top;
		b->used = 0;
		top = b;
	}
	b = top;
	b->used += n;
	return b->data + b->used - n;
}

void *
stzalloc(size_t n)
{
	return memset(stalloc(n), 0, n);
}

char *
ststrndup(const char *s, size_t n)
{
	char *p = stalloc(n + 1);

	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *
ststrdup(const char *s)
{
	return ststrndup(s, strlen(s));
}

/*
 * Growable strings that the arena owns: the lexer's. A syntax error
 * unwinds past the functions that would sb_free them; the strelease that
 * drops their headers frees their buffers too. Newest first.
 */
struct stsbuf {
	struct sbuf	b;
	struct stsbuf	*prev;
};
static struct stsbuf *stsbufs;

struct sbuf *
sb_arena(void)
{
	struct stsbuf *e = stzalloc(sizeof(*e));

	e->prev = stsbufs;
	stsbufs = e;
	return &e->b;
}

/*
 * The growable strings of the expansions under way, innermost last. An
 * error unwinds past the sb_give that ends each; the strelease of a mark
 * taken before frees the strings taken after it. Cheaper than sb_arena:
 * expansions are the shell's hot path, and nest only as deep as words do.
 */
struct sbuf **xbufs;
int nxbufs, xdepth;

/* sb_take() (sh.h) when every one made is in use: 8 more */
struct sbuf *
sb_take_more(void)
{
	xbufs = xrealloc(xbufs, nxbufs + 8, sizeof(*xbufs));
	for (int i = nxbufs; i < nxbufs + 8; i++)
		xbufs[i] = xzalloc(sizeof(**xbufs));
	nxbufs += 8;
	return xbufs[xdepth++];
}

/* Was p allocated after the mark m (strelease(m) drops it)? */
static bool
after_mark(const struct stmark *m, const void *p)
{
	const char *c = p;
	struct stblock *b;

	for (b = top; b && b != m->block; b = b->prev)
		if (c >= b->data && c < b->data + b->size)
			return true;
	return b && c >= b->data + m->used && c < b->data + b->size;
}

void
stmark(struct stmark *m)
{
	m->block = top;
	m->used = top ? top->used : 0;
	m->xdepth = xdepth;
}

/* Free every block allocated after the mark; keep the marked one. */
void
strelease(const struct stmark *m)
{
	struct stblock *b;

	while (stsbufs && after_mark(m, stsbufs)) {
		sb_free(&stsbufs->b);
		stsbufs = stsbufs->prev;
	}
	while (xdepth > m->xdepth)
		sb_free(xbufs[--xdepth]);
	while (top && top != m->block) {
		b = top->prev;
		if (top->size > STBLOCK && top->size <= SPARE_MAX &&
		    (!spare_block || spare_block->size < top->size)) {
			free(spare_block);
			spare_block = top;
		} else {
			free(top);
		}
		top = b;
	}
	if (top)
		top->used = m->used;
}

/*
 * Every word expansion fills a growable string and frees it: one freed
 * buffer, the biggest so far up to SPARE_MAX, is kept for the next. That
 * saves a malloc/free pair each time, and for big values (s="$s$x" in a
 * loop) the mmap/munmap pair that musl's malloc makes for each of them.
 */
static char *spare;
static size_t spare_cap;

void
sb_grow(struct sbuf *b, size_t more)
{
	size_t need = b->len + more + 1;

	if (need <= b->cap)
		return;
	if (!b->s && spare) {
		b->s = spare;
		b->cap = spare_cap;
		spare = NULL;
		spare_cap = 0;
		if (need <= b->cap)
			return;
	}
	b->cap = b->cap ? b->cap : 64;
	while (b->cap < need)
		b->cap *= 2;
	b->s = xrealloc(b->s, b->cap, 1);
}

void
sb_addc(struct sbuf *b, int c)
{
	if (b->len + 2 > b->cap)
		sb_grow(b, 1);
	b->s[b->len++] = c;
}

void
sb_add(struct sbuf *b, const char *s, size_t n)
{
	sb_grow(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
}

void
sb_adds(struct sbuf *b, const char *s)
{
	sb_add(b, s, strlen(s));
}

const char *
sb_str(struct sbuf *b)
{
	sb_grow(b, 0);
	b->s[b->len] = 0;
	return b->s;
}

void
sb_free(struct sbuf *b)
{
	if (b->s && b->cap > spare_cap && b->cap <= SPARE_MAX) {
		free(spare);	/* keep the bigger one */
		spare = b->s;
		spare_cap = b->cap;
	} else {
		free(b->s);
	}
	b->s = NULL;
	b->len = b->cap = 0;
}

/*
 * Print a value in single quotes, the form the shell reads back; quotes
 * inside go in double quotes, as dash writes them: 'it'"'"'s'.
 */
void
print_quoted(const char *s)
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

/* n in decimal into buf (at least 24 bytes); returns buf */
char *
fmt_int(char *buf, intmax_t n)
{
	char tmp[24], *p = tmp + sizeof(tmp);
	uintmax_t u = n < 0 ? -(uintmax_t)n : (uintmax_t)n;
	size_t len;

	*--p = 0;
	do
		*--p = '0' + u % 10;
	while (u /= 10);
	if (n < 0)
		*--p = '-';
	len = tmp + sizeof(tmp) - p;
	memcpy(buf, p, len);
	return buf;
}
