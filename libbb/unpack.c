/*
 * unpack.c - the Huffman data of pack(1) (.z files), decoded
 *
 * The "new" pack format, the one GNU gzip reads: the magic 1f 1e (read
 * by the caller), the original length (4 bytes, big-endian, modulo 2^32), the depth of the
 * code tree (1 to 24), the number of leaves on each level from 1 down
 * (the deepest level's stored minus 2, so that 257 fits), then the leaf
 * bytes level by level, all but the end-of-data leaf, which is the last
 * one of the deepest level and is not stored. On every level the inner
 * nodes come first and the leaves after them, so a code is read bit by
 * bit from the most significant end of each byte: the index within the
 * level doubles and takes the bit, and an index past the inner nodes is a
 * leaf. The tree must be complete. After the end-of-data code the output
 * length must be the stored one. Not a byte after the data is read: a
 * caller may find another member there, as GNU gzip does. Messages are
 * GNU gzip's.
 *
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#define UNPACK_OUT	(64 * 1024)
#define MAXLEV		24

struct unpack {
	ssize_t		(*rd)(void *, void *, size_t);
	void		*ctx;
	const char	*err;
	int		state, maxlev;
	unsigned	inner[MAXLEV + 1], leaves[MAXLEV + 1], base[MAXLEV + 1];
	unsigned char	lit[256];
	uint32_t	want, got;	/* the stored length, bytes decoded */
	unsigned	bits, nbits;
	unsigned char	in[1];
	size_t		ip, iend;
	unsigned char	out[UNPACK_OUT];
};

enum { UP_HEADER, UP_DATA, UP_END, UP_ERR };

struct unpack *
unpack_new(ssize_t (*rd)(void *, void *, size_t), void *ctx)
{
	struct unpack *s = xzalloc(sizeof(*s));

	s->rd = rd;
	s->ctx = ctx;
	return s;
}

void
unpack_free(struct unpack *s)
{
	free(s);
}

const char *
unpack_error(struct unpack *s)
{
	return s->err;
}

static int
fail(struct unpack *s, const char *msg)
{
	s->state = UP_ERR;
	s->err = msg;
	return -1;
}

/*
 * One input byte; -1 at the end or on a read error (then UP_ERR). One
 * byte is asked for at a time, so that nothing after the end of the data
 * is taken from the caller's stream (another member may follow).
 */
static int
byte(struct unpack *s)
{
	ssize_t r;

	if (s->ip == s->iend) {
		r = s->rd(s->ctx, s->in, 1);
		if (r < 0) {
			s->state = UP_ERR;
			s->err = NULL;
			return -1;
		}
		if (r == 0)
			return -1;
		s->ip = 0;
		s->iend = r;
	}
	return s->in[s->ip++];
}

/* A header byte; a short header is a truncated file. */
static int
hbyte(struct unpack *s)
{
	int c = byte(s);

	if (c < 0 && s->state != UP_ERR)
		fail(s, "unexpected end of file");
	return c;
}

static int
header(struct unpack *s)
{
	unsigned total = 0, room = 1, nodes;
	int i, c, lev;

	for (i = 0; i < 4; i++) {
		if ((c = hbyte(s)) < 0)
			return -1;
		s->want = s->want << 8 | c;
	}
	if ((c = hbyte(s)) < 0)
		return -1;
	if (c < 1 || c > MAXLEV)
		return fail(s, "invalid compressed data -- Huffman code bit "
		    "length out of range");
	s->maxlev = c;
	/* room: the nodes a level can have, from its parents */
	for (lev = 1; lev <= s->maxlev; lev++) {
		if ((c = hbyte(s)) < 0)
			return -1;
		s->leaves[lev] = c + (lev == s->maxlev ? 2 : 0);
		room *= 2;
		if (s->leaves[lev] > room)
			return fail(s, "too many leaves in Huffman tree");
		total += s->leaves[lev];
		room -= s->leaves[lev];
	}
	if (total > 257)
		return fail(s, "too many leaves in Huffman tree");
	if (room)
		return fail(s, "too few leaves in Huffman tree");
	/* inner nodes per level, from the bottom: half the level below */
	s->inner[s->maxlev] = 0;
	for (lev = s->maxlev - 1; lev >= 1; lev--) {
		nodes = s->inner[lev + 1] + s->leaves[lev + 1];
		s->inner[lev] = nodes / 2;
	}
	for (lev = 1, i = 0; lev <= s->maxlev; lev++) {
		s->base[lev] = i;
		for (unsigned k = 0; k < s->leaves[lev]; k++) {
			if (lev == s->maxlev && k + 1 == s->leaves[lev])
				break;		/* end of data: not stored */
			if ((c = hbyte(s)) < 0)
				return -1;
			s->lit[i++] = c;
		}
	}
	s->state = UP_DATA;
	return 0;
}

ssize_t
unpack_out(struct unpack *s, const unsigned char **p)
{
	size_t n = 0;
	unsigned idx, lev;
	int c;

	if (s->state == UP_HEADER && header(s) < 0)
		return -1;
	while (s->state == UP_DATA && n < UNPACK_OUT) {
		idx = 0;
		for (lev = 1;; lev++) {
			if (!s->nbits) {
				if ((c = byte(s)) < 0) {
					if (s->state != UP_ERR)
						fail(s, "unexpected end of file");
					goto out;
				}
				s->bits = c;
				s->nbits = 8;
			}
			idx = idx * 2 + (s->bits >> --s->nbits & 1);
			if (idx >= s->inner[lev])
				break;
		}
		idx -= s->inner[lev];
		if (lev == (unsigned)s->maxlev && idx + 1 == s->leaves[lev]) {
			if (s->got != s->want)
				fail(s, "invalid compressed data--length error");
			else
				s->state = UP_END;
			break;
		}
		s->out[n++] = s->lit[s->base[lev] + idx];
		s->got++;
	}
out:
	/* what was decoded before an error is given first */
	if (s->state == UP_ERR && !n)
		return -1;
	*p = s->out;
	return n;
}
