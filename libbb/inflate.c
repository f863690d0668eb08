/*
 * inflate.c - DEFLATE decoding (RFC 1951), streaming, with bounded memory
 *
 * The decoder pulls its input through a read callback into a 64 KiB
 * buffer and decodes into a 128 KiB output area that keeps the last
 * 32 KiB as the history window; when it is full the window slides down
 * (one memmove per 96 KiB of output). It stops only at symbol
 * boundaries, so the only suspended states are "between blocks", "inside
 * a Huffman block" and "n bytes left of a stored block"; block headers
 * are read in one go, pulling input as needed.
 *
 * Speed: a 64-bit bit buffer refilled a word at a time (one refill covers
 * a whole length/distance pair, at most 48 bits), one table lookup per
 * code for codes up to 10 bits (8 for distances) with second-level
 * tables for longer ones, and match copies 8 bytes at a time when the
 * distance allows. At the end of the input the bit buffer is padded with
 * zero bytes that are counted; decoding into them is a truncated stream.
 *
 * Codes are checked as zlib does: an over-subscribed code is an error, an
 * incomplete one is allowed only when it is a single code of one bit (and
 * for distances, no code at all, which is an error only if used).
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#define WSIZE		32768
#define OUTSIZE		(4 * WSIZE)	/* decode until this much is used */
#define OUTSLACK	(258 + 16)	/* a match past the limit, overshoot */
#define INSIZE		65536
#define LBITS		10		/* first-level bits, literal/length */
#define DBITS		8		/* first-level bits, distance */
#define LSIZE		1536		/* >= 1334 for a 10-bit root */
#define DSIZE		512		/* >= 402 for an 8-bit root */

/*
 * Table entry: bits 0-7 the code's bits to drop (for a link: LBITS or
 * DBITS), 8-11 extra bits after the code (for a link: the second-level
 * table's bits), 12-15 flags, 16-31 literal, base or second-level offset.
 */
#define E_LIT		0x1000
#define E_LINK		0x2000
#define E_EOB		0x4000
#define E_BAD		0x8000

enum { ST_HEADER, ST_HUFF, ST_STORED, ST_END, ST_ERR };
enum { K_LIT, K_DIST, K_CODE };

struct inflate {
	uint64_t	bb;		/* bit buffer, LSB first */
	unsigned	bc;		/* valid bits in bb */
	unsigned	padbits;	/* zero bits added past the input */
	const unsigned char *ip, *iend;
	unsigned char	*wp;		/* where the next output byte goes */
	unsigned char	*lo;		/* oldest byte a distance may reach */
	int		state, rerr;
	bool		final, eof, fixed;
	uint32_t	stored;		/* bytes left in a stored block */
	const char	*err;
	uint64_t	total_in;
	ssize_t		(*rd)(void *, void *, size_t);
	void		*ctx;
	uint32_t	lit[LSIZE];
	uint32_t	dist[DSIZE];
	unsigned char	in[INSIZE];
	unsigned char	out[OUTSIZE + OUTSLACK];
};

static const char msg_format[] = "invalid compressed data--format violated";
static const char msg_eof[] = "unexpected end of file";

const uint16_t rfc1951_len_base[29] = {
	3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
	35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258
};
const unsigned char rfc1951_len_extra[29] = {
	0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
	3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0
};
const uint16_t rfc1951_dist_base[30] = {
	1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
	257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193,
	12289, 16385, 24577
};
static const unsigned char dist_extra[30] = {
	0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
	7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13
};
/* RFC 1951 3.2.7: the order code length code lengths are sent in */
const unsigned char rfc1951_clen_order[19] = {
	16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15
};

static uint32_t
sym_entry(int kind, unsigned s, unsigned drop)
{
	if (kind == K_CODE)
		return (uint32_t)s << 16 | E_LIT | drop;
	if (kind == K_LIT) {
		if (s < 256)
			return (uint32_t)s << 16 | E_LIT | drop;
		if (s == 256)
			return E_EOB | drop;
		if (s > 285)
			return E_BAD | drop;
		s -= 257;
		return (uint32_t)rfc1951_len_base[s] << 16 |
		    rfc1951_len_extra[s] << 8 | drop;
	}
	if (s > 29)
		return E_BAD | drop;
	return (uint32_t)rfc1951_dist_base[s] << 16 | dist_extra[s] << 8 |
	    drop;
}

/*
 * Build a decoding table for n code lengths: tb first-level bits, the rest
 * in second-level tables after them (at most tsize entries in all).
 * Returns 0, or -1 for an over-subscribed or (disallowed) incomplete code.
 */
static int
build(uint32_t *t, unsigned tsize, const unsigned char *lens, unsigned n,
    unsigned tb, int kind)
{
	uint16_t count[16] = { 0 }, offs[16], sorted[288];
	unsigned s, len, max = 0, i, code, r, k, next, sub = 0, sbits = 0;
	unsigned total = 0;
	int left = 1, prefix = -1, sleft;

	for (s = 0; s < n; s++)
		count[lens[s]]++;
	count[0] = 0;
	for (len = 1; len < 16; len++) {
		left = (left << 1) - count[len];
		if (left < 0)
			return -1;
		if (count[len])
			max = len;
	}
	for (i = 0; i < (1u << tb); i++)
		t[i] = E_BAD | 1;
	if (left > 0 && !(max == 1 && count[1] == 1 && kind != K_CODE) &&
	    !(max == 0 && kind == K_DIST))
		return -1;
	offs[1] = 0;
	for (len = 1; len < 15; len++)
		offs[len + 1] = offs[len] + count[len];
	for (s = 0; s < n; s++)
		if (lens[s]) {
			sorted[offs[lens[s]]++] = s;
			total++;
		}
	next = 1u << tb;
	code = 0;
	len = 0;
	for (k = 0; k < total; k++) {
		s = sorted[k];
		if (lens[s] > len) {
			code <<= lens[s] - len;
			len = lens[s];
		}
		for (r = 0, i = 0; i < len; i++)
			r |= ((code >> i) & 1) << (len - 1 - i);
		if (len <= tb) {
			for (i = r; i < (1u << tb); i += 1u << len)
				t[i] = sym_entry(kind, s, len);
		} else {
			if ((int)(r & ((1u << tb) - 1)) != prefix) {
				prefix = r & ((1u << tb) - 1);
				sbits = len - tb;
				sleft = 1 << sbits;
				while (sbits + tb < max) {
					sleft -= count[sbits + tb];
					if (sleft <= 0)
						break;
					sbits++;
					sleft <<= 1;
				}
				sub = next;
				next += 1u << sbits;
				if (next > tsize)
					return -1;
				for (i = 0; i < (1u << sbits); i++)
					t[sub + i] = E_BAD | 1;
				t[prefix] = (uint32_t)sub << 16 | E_LINK |
				    sbits << 8 | tb;
			}
			for (i = r >> tb; i < (1u << sbits);
			    i += 1u << (len - tb))
				t[sub + i] = sym_entry(kind, s, len - tb);
		}
		count[len]--;
		code++;
	}
	return 0;
}

struct inflate *
inflate_new(ssize_t (*rd)(void *, void *, size_t), void *ctx)
{
	struct inflate *s = xmalloc(sizeof(*s));

	s->rd = rd;
	s->ctx = ctx;
	s->bb = 0;
	s->bc = s->padbits = 0;
	s->ip = s->iend = s->in;
	s->eof = false;
	s->total_in = 0;
	s->wp = s->out;
	inflate_reset(s);
	return s;
}

/* Start a new DEFLATE stream: no history, no block. */
void
inflate_reset(struct inflate *s)
{
	s->lo = s->wp;
	s->state = ST_HEADER;
	s->final = false;
	s->fixed = false;
	s->err = NULL;
}

void
inflate_free(struct inflate *s)
{
	free(s);
}

const char *
inflate_error(struct inflate *s)
{
	return s->err ? s->err : strerror(s->rerr);
}

/* Input bytes consumed so far (read, minus what is still buffered). */
uint64_t
inflate_tell(struct inflate *s)
{
	unsigned real = s->bc > s->padbits ? s->bc - s->padbits : 0;

	return s->total_in - (s->iend - s->ip) - real / 8;
}

static int
fail(struct inflate *s, const char *msg)
{
	s->err = msg;
	s->state = ST_ERR;
	return -1;
}

/*
 * Bad data, or the end of a truncated stream: once the zero padding past
 * the end of the input was used (or, for a code that matched nothing,
 * the code's bits may have reached it), the input ended too soon, which
 * is what GNU gzip says then.
 */
static int
bad(struct inflate *s, unsigned needed)
{
	return fail(s, s->padbits && s->bc < s->padbits + needed ? msg_eof :
	    msg_format);
}

/* Read more input; only called when the buffer is empty. */
static int
fill(struct inflate *s)
{
	ssize_t r;

	if (s->eof)
		return 0;
	do
		r = s->rd(s->ctx, s->in, INSIZE);
	while (r < 0 && errno == EINTR);
	if (r < 0) {
		s->rerr = errno;
		s->err = NULL;
		s->state = ST_ERR;
		return -1;
	}
	if (r == 0)
		s->eof = true;
	s->ip = s->in;
	s->iend = s->in + r;
	s->total_in += r;
	return r;
}

/* Bring bc to 56 or more, byte by byte, padding with zeros at the end. */
static int
refill_slow(struct inflate *s)
{
	if (s->padbits > s->bc)
		return fail(s, msg_eof);
	while (s->bc < 56) {
		if (s->ip == s->iend) {
			if (!s->eof && fill(s) < 0)
				return -1;
			if (s->ip == s->iend) {
				s->bc += 8;
				s->padbits += 8;
				continue;
			}
		}
		s->bb |= (uint64_t)*s->ip++ << s->bc;
		s->bc += 8;
	}
	return 0;
}

static inline int
refill(struct inflate *s)
{
	if (s->iend - s->ip >= 8) {
		s->bb |= get_le64(s->ip) << s->bc;
		s->ip += (63 - s->bc) >> 3;
		s->bc |= 56;
		return 0;
	}
	return refill_slow(s);
}

static inline unsigned
bits(struct inflate *s, unsigned n)
{
	unsigned v = s->bb & ((1u << n) - 1);

	s->bb >>= n;
	s->bc -= n;
	return v;
}

/* Drop the bits up to the next byte boundary (stored blocks, the end). */
static void
align(struct inflate *s)
{
	s->bb >>= s->bc & 7;
	s->bc &= ~7u;
}

static void
fixed_tables(struct inflate *s)
{
	unsigned char lens[288];

	memset(lens, 8, 144);
	memset(lens + 144, 9, 112);
	memset(lens + 256, 7, 24);
	memset(lens + 280, 8, 8);
	build(s->lit, LSIZE, lens, 288, LBITS, K_LIT);
	memset(lens, 5, 32);
	build(s->dist, DSIZE, lens, 32, DBITS, K_DIST);
	s->fixed = true;
}

/* RFC 1951 3.2.7: the code lengths of a dynamic block, then its tables. */
static int
dynamic_tables(struct inflate *s)
{
	unsigned char lens[320], cl[19] = { 0 };
	uint32_t ct[128];
	unsigned nlit, ndist, ncode, i, n, rep, v;
	uint32_t e;

	s->fixed = false;
	if (refill(s) < 0)
		return -1;
	nlit = bits(s, 5) + 257;
	ndist = bits(s, 5) + 1;
	ncode = bits(s, 4) + 4;
	if (nlit > 286 || ndist > 30)
		return bad(s, 0);
	for (i = 0; i < ncode; i++) {
		if (s->bc < 3 && refill(s) < 0)
			return -1;
		cl[rfc1951_clen_order[i]] = bits(s, 3);
	}
	if (build(ct, 128, cl, 19, 7, K_CODE) < 0)
		return bad(s, 0);
	for (n = 0; n < nlit + ndist;) {
		if (refill(s) < 0)
			return -1;
		e = ct[s->bb & 127];
		if (e & E_BAD)
			return bad(s, 7);
		bits(s, e & 0xff);
		v = e >> 16;
		if (v < 16) {
			lens[n++] = v;
			continue;
		}
		if (v == 16) {
			if (!n)
				return bad(s, 0);
			rep = 3 + bits(s, 2);
			v = lens[n - 1];
		} else if (v == 17) {
			rep = 3 + bits(s, 3);
			v = 0;
		} else {
			rep = 11 + bits(s, 7);
			v = 0;
		}
		if (n + rep > nlit + ndist)
			return bad(s, 0);
		memset(lens + n, v, rep);
		n += rep;
	}
	if (!lens[256] || build(s->lit, LSIZE, lens, nlit, LBITS, K_LIT) < 0 ||
	    build(s->dist, DSIZE, lens + nlit, ndist, DBITS, K_DIST) < 0)
		return bad(s, 0);
	return 0;
}

static int
block_header(struct inflate *s)
{
	unsigned len, nlen;

	if (s->final) {
		if (s->padbits > s->bc)
			return fail(s, msg_eof);
		s->state = ST_END;
		return 0;
	}
	if (refill(s) < 0)
		return -1;
	s->final = bits(s, 1);
	switch (bits(s, 2)) {
	case 0:
		align(s);
		len = bits(s, 16);
		nlen = bits(s, 16);
		if (len != (~nlen & 0xffff))
			return bad(s, 0);
		s->stored = len;
		s->state = ST_STORED;
		return 0;
	case 1:
		if (!s->fixed)
			fixed_tables(s);
		break;
	case 2:
		if (dynamic_tables(s) < 0)
			return -1;
		break;
	default:
		return bad(s, 0);
	}
	s->state = ST_HUFF;
	return 0;
}

/* Copy a stored block's bytes: from the bit buffer first, then the input. */
static int
stored(struct inflate *s, unsigned char *limit)
{
	size_t n;

	while (s->stored && s->wp < limit) {
		if (s->bc) {
			if (s->bc < s->padbits + 8)
				return fail(s, msg_eof);
			*s->wp++ = bits(s, 8);
			s->stored--;
			if (!s->bc)
				s->bb = 0;
			continue;
		}
		if (s->ip == s->iend) {
			if (fill(s) < 0)
				return -1;
			if (s->ip == s->iend)
				return fail(s, msg_eof);
		}
		n = MIN((size_t)s->stored, (size_t)(limit - s->wp));
		n = MIN(n, (size_t)(s->iend - s->ip));
		memcpy(s->wp, s->ip, n);
		s->wp += n;
		s->ip += n;
		s->stored -= n;
	}
	if (!s->stored)
		s->state = ST_HEADER;
	return 0;
}

/* Decode a Huffman block until its end or until the output reaches limit. */
static int
huffman(struct inflate *s, unsigned char *limit)
{
	unsigned char *wp = s->wp, *src, *end;
	const uint32_t *lt = s->lit, *dt = s->dist;
	uint32_t e;
	unsigned len, d, x;

	while (wp < limit) {
		if (s->iend - s->ip >= 8) {
			s->bb |= get_le64(s->ip) << s->bc;
			s->ip += (63 - s->bc) >> 3;
			s->bc |= 56;
		} else if (refill_slow(s) < 0)
			goto out;
		e = lt[s->bb & ((1u << LBITS) - 1)];
		if (e & E_LINK) {
			s->bb >>= LBITS;
			s->bc -= LBITS;
			e = lt[(e >> 16) +
			    (s->bb & ((1u << ((e >> 8) & 15)) - 1))];
		}
		s->bb >>= e & 0xff;
		s->bc -= e & 0xff;
		if (e & E_LIT) {
			*wp++ = e >> 16;
			/* a second literal often fits in the same refill */
			if (s->bc >= 15) {
				e = lt[s->bb & ((1u << LBITS) - 1)];
				if ((e & (E_LIT | E_LINK)) == E_LIT) {
					s->bb >>= e & 0xff;
					s->bc -= e & 0xff;
					*wp++ = e >> 16;
				}
			}
			continue;
		}
		if (e & (E_EOB | E_BAD)) {
			if (e & E_BAD) {
				bad(s, 15);
				goto out;
			}
			s->state = ST_HEADER;
			break;
		}
		x = (e >> 8) & 15;
		len = (e >> 16) + bits(s, x);
		e = dt[s->bb & ((1u << DBITS) - 1)];
		if (e & E_LINK) {
			s->bb >>= DBITS;
			s->bc -= DBITS;
			e = dt[(e >> 16) +
			    (s->bb & ((1u << ((e >> 8) & 15)) - 1))];
		}
		if (e & E_BAD) {
			bad(s, 15);
			goto out;
		}
		s->bb >>= e & 0xff;
		s->bc -= e & 0xff;
		x = (e >> 8) & 15;
		d = (e >> 16) + bits(s, x);
		if (d > (size_t)(wp - s->lo)) {
			bad(s, 0);
			goto out;
		}
		src = wp - d;
		end = wp + len;
		if (d >= 8) {
			do {
				memcpy(wp, src, 8);
				wp += 8;
				src += 8;
			} while (wp < end);
		} else if (d == 1) {
			memset(wp, *src, len);
		} else {
			do
				*wp++ = *src++;
			while (wp < end);
		}
		wp = end;
	}
out:
	s->wp = wp;
	return s->state == ST_ERR ? -1 : 0;
}

/*
 * Decode more of the stream. Returns the number of new bytes, at *p and
 * valid until the next call; 0 at the end of the DEFLATE stream; -1 on
 * bad or truncated data or a read error (see inflate_error).
 */
ssize_t
inflate_out(struct inflate *s, const unsigned char **p)
{
	unsigned char *start, *limit = s->out + OUTSIZE;
	size_t shift;

	if (s->state == ST_ERR)
		return -1;
	if (s->wp >= limit) {
		shift = s->wp - WSIZE - s->out;
		memmove(s->out, s->wp - WSIZE, WSIZE);
		s->wp = s->out + WSIZE;
		s->lo = (size_t)(s->lo - s->out) > shift ? s->lo - shift :
		    s->out;
	}
	start = s->wp;
	while (s->wp < limit && s->state != ST_END) {
		if (s->state == ST_HEADER) {
			if (block_header(s) < 0)
				return -1;
		} else if (s->state == ST_STORED) {
			if (stored(s, limit) < 0)
				return -1;
		} else if (huffman(s, limit) < 0)
			return -1;
	}
	*p = start;
	return s->wp - start;
}

/*
 * Raw bytes from the input at a byte boundary: a gzip header before a
 * stream, the trailer after one. Returns the count (short at the end of
 * the input) or -1 on a read error.
 */
ssize_t
inflate_bytes(struct inflate *s, void *buf, size_t n)
{
	unsigned char *b = buf;
	size_t got = 0, k;

	align(s);
	while (got < n && s->bc >= s->padbits + 8)
		b[got++] = bits(s, 8);
	if (got < n && s->padbits)
		return got;
	if (!s->bc)
		s->bb = 0;
	while (got < n) {
		if (s->ip == s->iend) {
			if (fill(s) < 0)
				return -1;
			if (s->ip == s->iend)
				break;
		}
		k = MIN(n - got, (size_t)(s->iend - s->ip));
		memcpy(b + got, s->ip, k);
		s->ip += k;
		got += k;
	}
	return got;
}
