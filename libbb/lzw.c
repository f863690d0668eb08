/*
 * lzw.c - the LZW data of compress(1) (.Z files), decoded
 *
 * The format as compress 4 writes it and GNU gzip reads it: the magic
 * 1f 9d (read by the caller, who passes the next byte), a flags byte (bits 0-4 the largest code width, 9 to 16; bit 7
 * "block mode", in which code 256 clears the table; bits 5-6 reserved:
 * the caller may warn about them, as GNU gzip does),
 * then codes packed from the least significant bit up, 9 bits wide at
 * first. A table entry is added after every code but the first (the
 * previous code's string plus the first byte of this one's); when the
 * next entry would not fit the width, the width grows by one bit, up to
 * the largest. compress writes its codes in groups of eight, a group
 * being as many bytes as the width is bits, and pads the group it is in
 * when the width changes or the table is cleared: so at those two points
 * the reader skips to the end of the current group of eight codes,
 * counted from the last such point. A code beyond the next free entry is
 * corrupt data ("corrupt input.", as GNU gzip says); the format has no
 * check and no end marker, so the input simply ends.
 *
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#define LZW_OUT		(64 * 1024)	/* returned once this much is decoded */
#define LZW_IN		(16 * 1024)

struct lzw {
	ssize_t		(*rd)(void *, void *, size_t);
	void		*ctx;
	const char	*err;
	char		msg[64];
	int		maxbits, bits, state;
	bool		block;
	unsigned	next, limit;	/* next free entry, 1 << maxbits */
	unsigned	maxcode;	/* past it the width grows */
	int		prev;		/* previous code, -1 before the first */
	unsigned char	first;		/* first byte of prev's string */
	unsigned	group;		/* codes read since the last skip point */
	uint32_t	bitbuf;
	int		nbits;
	unsigned char	in[LZW_IN];
	size_t		ip, iend;
	bool		eof;
	uint16_t	prefix[65536];
	unsigned char	suffix[65536];
	unsigned char	stack[65536];
	unsigned char	out[LZW_OUT + 65536];
};

enum { LZW_CODES, LZW_END, LZW_ERR };

/* One input byte, or -1 at the end (s->state LZW_ERR on a read error) */
static int
byte(struct lzw *s)
{
	ssize_t r;

	if (s->ip == s->iend) {
		if (s->eof)
			return -1;
		r = s->rd(s->ctx, s->in, sizeof(s->in));
		if (r < 0) {
			s->state = LZW_ERR;
			s->err = NULL;
			return -1;
		}
		if (r == 0) {
			s->eof = true;
			return -1;
		}
		s->ip = 0;
		s->iend = r;
	}
	return s->in[s->ip++];
}

static ssize_t
fail(struct lzw *s, const char *msg)
{
	s->state = LZW_ERR;
	s->err = msg;
	return -1;
}

/* The next code, or -1 when fewer bits than a code's are left. */
static int
code(struct lzw *s)
{
	int c;

	while (s->nbits < s->bits) {
		if ((c = byte(s)) < 0)
			return -1;
		s->bitbuf |= (uint32_t)c << s->nbits;
		s->nbits += 8;
	}
	c = s->bitbuf & ((1u << s->bits) - 1);
	s->bitbuf >>= s->bits;
	s->nbits -= s->bits;
	s->group = (s->group + 1) & 7;
	return c;
}

/* Skip the rest of the group of eight codes, at the width before. */
static bool
skip_group(struct lzw *s)
{
	unsigned left = s->group ? (8 - s->group) * s->bits : 0;

	s->group = 0;
	while (left) {
		if (!s->nbits) {
			int c = byte(s);

			if (c < 0)
				return s->state != LZW_ERR;
			s->bitbuf = c;
			s->nbits = 8;
		}
		unsigned k = MIN(left, (unsigned)s->nbits);

		s->bitbuf >>= k;
		s->nbits -= k;
		left -= k;
	}
	return true;
}

/*
 * The next entry would not fit the width: one bit more. At the largest
 * width nothing grows, as the table is then full; but the largest is
 * only noticed as the width grows, so with -b9 the width still becomes
 * 10 once (compress writes it so).
 */
static bool
grow(struct lzw *s)
{
	if (!skip_group(s))
		return false;
	s->bits++;
	s->maxcode = s->bits == s->maxbits ? s->limit : (1u << s->bits) - 1;
	return true;
}

/* The flags byte after the magic: the largest width, block mode. */
static void
header(struct lzw *s, int f)
{
	s->maxbits = f & 0x1f;
	s->block = f & 0x80;
	if (s->maxbits > 16) {
		snprintf(s->msg, sizeof(s->msg), "compressed with %d bits, "
		    "can only handle 16 bits", s->maxbits);
		fail(s, s->msg);
		return;
	}
	s->limit = 1u << s->maxbits;
	s->bits = 9;
	s->maxcode = 511;
	s->next = s->block ? 257 : 256;
	s->prev = -1;
	s->group = 0;
	s->bitbuf = 0;
	s->nbits = 0;
	s->state = LZW_CODES;
}

struct lzw *
lzw_new(ssize_t (*rd)(void *, void *, size_t), void *ctx, int flags)
{
	struct lzw *s = xmalloc(sizeof(*s));

	s->rd = rd;
	s->ctx = ctx;
	s->err = NULL;
	s->ip = s->iend = 0;
	s->eof = false;
	header(s, flags);
	return s;
}

void
lzw_free(struct lzw *s)
{
	free(s);
}

const char *
lzw_error(struct lzw *s)
{
	return s->err;
}

ssize_t
lzw_out(struct lzw *s, const unsigned char **p)
{
	size_t n = 0, k;
	int c, in;

	if (s->state == LZW_ERR)
		return -1;
	while (s->state == LZW_CODES && n < LZW_OUT) {
		if (s->next > s->maxcode && !grow(s))
			break;
		if ((c = code(s)) < 0) {
			if (s->state != LZW_ERR)
				s->state = LZW_END;
			break;
		}
		if (s->prev < 0) {
			if (c > 255) {
				fail(s, "corrupt input.");
				break;
			}
			s->out[n++] = s->first = c;
			s->prev = c;
			continue;
		}
		if (c == 256 && s->block) {
			/* the entry added after the clear is never used */
			s->next = 256;
			if (!skip_group(s))
				break;
			s->bits = 9;
			s->maxcode = 511;
			continue;
		}
		in = c;
		k = 0;
		if ((unsigned)c >= s->next) {
			if ((unsigned)c > s->next) {
				fail(s, "corrupt input.");
				break;
			}
			s->stack[k++] = s->first;
			c = s->prev;
		}
		while (c > 255) {
			s->stack[k++] = s->suffix[c];
			c = s->prefix[c];
		}
		s->stack[k++] = s->first = c;
		while (k)
			s->out[n++] = s->stack[--k];
		if (s->next < s->limit) {
			s->prefix[s->next] = s->prev;
			s->suffix[s->next] = s->first;
			s->next++;
		}
		s->prev = in;
	}
	/* what was decoded before an error is given first, as GNU does */
	if (s->state == LZW_ERR && !n)
		return -1;
	*p = s->out;
	return n;
}
