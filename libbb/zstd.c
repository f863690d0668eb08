/*
 * zstd.c - Zstandard decoding (RFC 8878), streaming, with bounded memory
 *
 * Frames (RFC 8878 3.1.1) are decoded one block at a time: a block is at
 * most 128 KiB of input and of output, so the input buffer holds one
 * whole block (its bitstreams are read backwards from the block's end)
 * and the output goes into a history buffer of the frame's window plus
 * one block. Blocks are written contiguously; when the next block might
 * not fit before the buffer's end, writing starts again at its beginning
 * and matches reach the older bytes behind the write position (the
 * buffer is a window plus a block plus 64 bytes, so the bytes a match
 * may still need are never overwritten before they are read). A frame
 * whose content size is known and smaller than its window gets a buffer
 * of that size. zstd_out hands out each block's bytes where they lie.
 *
 * Checked as the zstd CLI checks, with its words: the content checksum
 * (XXH64, low 32 bits; ZSTD_NOCHECK skips it, as --no-check does), the
 * content size, every table and bitstream consumed exactly, offsets
 * within the window and the bytes decoded so far; a window over memlimit
 * (default 128 MiB, the CLI's --memory default) or over 2 GiB is refused,
 * and so is a dictionary ID (no dictionaries here). Skippable frames
 * (RFC 8878 3.1.2) are skipped; any other bytes after a frame are an
 * error, as with `zstd -dc`. Legacy (pre-1.0) frames are not read.
 * Deliberately stricter than the CLI: a Huffman or sequences bitstream
 * must be used up exactly (RFC 8878 4.2.2, 3.1.1.3.2.1.2), where zstd
 * 1.5.4 lets some damaged ones through (with --no-check, garbage out);
 * so a damaged block may get "Data corruption detected" here where the
 * CLI reaches the end and reports the checksum.
 *
 * Speed: a 64-bit backward bit reader refilled a word at a time, one
 * table lookup per Huffman literal (11-bit tables; the four streams of
 * a block decoded side by side) and per FSE symbol, and 16-byte copies
 * that may run past their end into the buffers' slack.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#define BLOCK_MAX	(128 * 1024)	/* RFC 8878 3.1.1.2.4 */
#define INSIZE		(2 * BLOCK_MAX)
#define SLACK		64		/* copies run up to 16 bytes over */
#define READY_STEP	(1 << 18)	/* prefaulted at a time */
#define MEMLIMIT	(128u << 20)	/* zstd's --memory default */
#define WINDOW_MAX	((uint64_t)1 << 31)
#define HUF_BITS	11		/* longest Huffman code */
#define MAGIC		0xfd2fb528u
#define SKIP_MAGIC	0x184d2a50u	/* low 4 bits: any */

enum { ST_FRAME, ST_BLOCK, ST_FRAME_END, ST_END, ST_ERR };
enum { LL, OF, ML };

/* an FSE decoding table cell (RFC 8878 4.1.1) */
struct fse {
	uint16_t	base;
	uint8_t		sym;
	uint8_t		bits;
};

struct xxh64 {
	uint64_t	v[4];
	uint64_t	len;
	unsigned char	buf[32];
	unsigned	n;
};

/* a backward bitstream (RFC 8878 4.1): used bits counted from the top */
struct br {
	uint64_t	acc;
	unsigned	used;
	const unsigned char *p, *start;
};

struct zstd {
	ssize_t		(*rd)(void *, void *, size_t);
	void		*ctx;
	int		flags, state;
	uint64_t	memlimit;
	const char	*err;
	const char	*why;		/* a block error other than corrupt */
	unsigned char	*ip, *iend;
	bool		eof;
	unsigned	frames;
	/* the frame */
	bool		last, has_fcs, has_sum;
	uint64_t	fcs, window, produced;
	unsigned char	*buf;		/* history, then the block being made */
	size_t		bufsize;	/* allocated */
	size_t		ready;		/* prefaulted (xalloc.c) */
	size_t		usable;		/* a block starts only if it fits */
	size_t		wpos, tail;	/* write position, end of older bytes */
	size_t		blockmax;
	uint32_t	rep[3];
	/* entropy tables, kept from block to block for the repeat modes */
	bool		have_huf, have[3];
	unsigned	huf_bits, log[3];
	uint16_t	huf[1 << HUF_BITS];
	struct fse	tab[3][512];
	struct xxh64	xxh;
	unsigned char	lit[BLOCK_MAX + SLACK];
	unsigned char	in[INSIZE + SLACK];
};

static const char msg_corrupt[] = "Data corruption detected";
static const char msg_trunc[] = "premature end";
static const char msg_checksum[] = "Restored data doesn't match checksum";
static const char msg_format[] = "unsupported format";
static const char msg_header[] = "unknown header";
static const char msg_empty[] = "unexpected end of file";
static const char msg_memory[] = "Frame requires too much memory for decoding";
static const char msg_dict[] = "Dictionary mismatch";
static const char msg_param[] = "Unsupported frame parameter";
static const char msg_alloc[] = "Allocation error : not enough memory";
static const char msg_srcsize[] = "Src size is incorrect";
static const char msg_dstsize[] = "Destination buffer is too small";
static const char msg_dictbad[] = "Dictionary is corrupted";

/* RFC 8878 3.1.1.3.2.1.1: codes to baselines and extra bits */
static const uint32_t ll_base[36] = {
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
	16, 18, 20, 22, 24, 28, 32, 40, 48, 64, 128, 256, 512, 1024, 2048,
	4096, 8192, 16384, 32768, 65536
};
static const unsigned char ll_bits[36] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	1, 1, 1, 1, 2, 2, 3, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
};
static const uint32_t ml_base[53] = {
	3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
	19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34,
	35, 37, 39, 41, 43, 47, 51, 59, 67, 83, 99, 131, 259, 515, 1027,
	2051, 4099, 8195, 16387, 32771, 65539
};
static const unsigned char ml_bits[53] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
};

/* RFC 8878 3.1.1.3.2.2: the predefined distributions */
static const int16_t ll_default[36] = {
	4, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1,
	2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 1, 1, 1, 1, 1,
	-1, -1, -1, -1
};
static const int16_t ml_default[53] = {
	1, 4, 3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1,
	-1, -1, -1, -1, -1
};
static const int16_t of_default[29] = {
	1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1
};
/* per symbol type: largest symbol, largest accuracy log, default */
static const unsigned char max_sym[3] = { 35, 31, 52 };
static const unsigned char max_log[3] = { 9, 8, 9 };
static const int16_t *const def_norm[3] = {
	ll_default, of_default, ml_default
};
static const unsigned char def_count[3] = { 36, 29, 53 };
static const unsigned char def_log[3] = { 6, 5, 6 };

static inline unsigned
highbit(uint32_t v)
{
	return 31 - __builtin_clz(v);
}

/* ---- XXH64 (the xxHash specification), for the content checksum ---- */

#define P1	0x9e3779b185ebca87ull
#define P2	0xc2b2ae3d27d4eb4full
#define P3	0x165667b19e3779f9ull
#define P4	0x85ebca77c2b2ae63ull
#define P5	0x27d4eb2f165667c5ull

static inline uint64_t
rotl64(uint64_t x, unsigned r)
{
	return x << r | x >> (64 - r);
}

static inline uint64_t
xxh_round(uint64_t acc, uint64_t lane)
{
	return rotl64(acc + lane * P2, 31) * P1;
}

static void
xxh_init(struct xxh64 *h)
{
	h->v[0] = P1 + P2;
	h->v[1] = P2;
	h->v[2] = 0;
	h->v[3] = -P1;
	h->len = 0;
	h->n = 0;
}

static void
xxh_stripes(struct xxh64 *h, const unsigned char *p, size_t n)
{
	uint64_t v0 = h->v[0], v1 = h->v[1], v2 = h->v[2], v3 = h->v[3];

	for (; n >= 32; n -= 32, p += 32) {
		v0 = xxh_round(v0, get_le64(p));
		v1 = xxh_round(v1, get_le64(p + 8));
		v2 = xxh_round(v2, get_le64(p + 16));
		v3 = xxh_round(v3, get_le64(p + 24));
	}
	h->v[0] = v0;
	h->v[1] = v1;
	h->v[2] = v2;
	h->v[3] = v3;
}

static void
xxh_update(struct xxh64 *h, const unsigned char *p, size_t n)
{
	size_t k;

	h->len += n;
	if (h->n) {
		k = MIN(n, 32 - h->n);
		memcpy(h->buf + h->n, p, k);
		h->n += k;
		p += k;
		n -= k;
		if (h->n < 32)
			return;
		xxh_stripes(h, h->buf, 32);
		h->n = 0;
	}
	k = n & ~(size_t)31;
	xxh_stripes(h, p, k);
	memcpy(h->buf, p + k, n - k);
	h->n = n - k;
}

static uint64_t
xxh_digest(const struct xxh64 *h)
{
	const unsigned char *p = h->buf;
	unsigned n = h->n;
	uint64_t r;
	int i;

	if (h->len >= 32) {
		r = rotl64(h->v[0], 1) + rotl64(h->v[1], 7) +
		    rotl64(h->v[2], 12) + rotl64(h->v[3], 18);
		for (i = 0; i < 4; i++)
			r = (r ^ xxh_round(0, h->v[i])) * P1 + P4;
	} else
		r = P5;
	r += h->len;
	for (; n >= 8; n -= 8, p += 8)
		r = rotl64(r ^ xxh_round(0, get_le64(p)), 27) * P1 + P4;
	if (n >= 4) {
		r = rotl64(r ^ get_le32(p) * P1, 23) * P2 + P3;
		n -= 4;
		p += 4;
	}
	for (; n; n--, p++)
		r = rotl64(r ^ *p * P5, 11) * P1;
	r ^= r >> 33;
	r *= P2;
	r ^= r >> 29;
	r *= P3;
	r ^= r >> 32;
	return r;
}

/* ---- input ---- */

static int
fail(struct zstd *s, const char *msg)
{
	s->err = msg;
	s->state = ST_ERR;
	return -1;
}

/*
 * Make n (<= INSIZE) bytes available at ip. Returns 0, or -1 at the end
 * of the input (fewer are there) or on a read error (err is NULL then).
 */
static int
fill(struct zstd *s, size_t n)
{
	size_t have = s->iend - s->ip;
	ssize_t r;

	if (have >= n)
		return 0;
	if (s->ip != s->in) {
		memmove(s->in, s->ip, have);
		s->ip = s->in;
		s->iend = s->in + have;
	}
	while (have < n) {
		if (s->eof)
			return -1;
		r = s->rd(s->ctx, s->iend, INSIZE - have);
		if (r < 0) {
			s->err = NULL;
			s->state = ST_ERR;
			return -1;
		}
		if (r == 0)
			s->eof = true;
		s->iend += r;
		have += r;
	}
	return 0;
}

/* fill, with truncation as "premature end" */
static int
need(struct zstd *s, size_t n)
{
	if (fill(s, n) < 0)
		return s->state == ST_ERR ? -1 : fail(s, msg_trunc);
	return 0;
}

/* ---- bitstreams ---- */

/* a backward bitstream over p[0..n): skip the padding up to its 1 bit */
static int
br_init(struct br *b, const unsigned char *p, size_t n)
{
	size_t i;

	if (n == 0 || p[n - 1] == 0)
		return -1;
	b->start = p;
	if (n >= 8) {
		b->p = p + n - 8;
		b->acc = get_le64(b->p);
		b->used = 8 - highbit(p[n - 1]);
	} else {
		/* the missing high bytes count as consumed */
		b->p = p;
		b->acc = 0;
		for (i = 0; i < n; i++)
			b->acc |= (uint64_t)p[i] << 8 * i;
		b->used = 8 * (8 - n) + 8 - highbit(p[n - 1]);
	}
	return 0;
}

/* step back over the whole bytes used, never before the start */
static inline void
br_reload(struct br *b)
{
	size_t nb = b->used >> 3;

	if (nb == 0 || b->p == b->start)
		return;
	if (nb > (size_t)(b->p - b->start))
		nb = b->p - b->start;
	b->p -= nb;
	b->used -= nb * 8;
	b->acc = get_le64(b->p);
}

/*
 * n (0..57) bits; past the start of the stream they read as zeros (used
 * then exceeds 64: br_over), and the shift is kept defined.
 */
static inline uint32_t
br_get(struct br *b, unsigned n)
{
	uint64_t v = (b->acc << (b->used & 63)) >> 1 >> (63 - n);

	if (b->used >= 64)
		v = 0;
	b->used += n;
	return v;
}

static inline bool
br_over(const struct br *b)
{
	return b->used > 64;
}

static inline bool
br_done(const struct br *b)
{
	return b->used == 64 && b->p == b->start;
}

/* ---- FSE tables (RFC 8878 4.1.1) ---- */

/* k (<= 16) bits at bit pos of a forward stream p[0..n), zeros past it */
static unsigned
fwd_bits(const unsigned char *p, size_t n, size_t pos, unsigned k)
{
	uint32_t v = 0;
	size_t i, byte = pos >> 3;

	for (i = 0; i < 3; i++)
		if (byte + i < n)
			v |= (uint32_t)p[byte + i] << 8 * i;
	return v >> (pos & 7) & ((1u << k) - 1);
}

/*
 * Read a distribution from p[0..n) (a forward bitstream) into norm,
 * symbols up to maxs, accuracy log up to maxl. Returns the bytes used or
 * -1; *nsym and *log get the symbol count and the accuracy log.
 */
static int
fse_read(const unsigned char *p, size_t n, int16_t *norm, unsigned maxs,
    unsigned maxl, unsigned *nsym, unsigned *log)
{
	size_t pos = 4;
	int remaining, threshold, nb, max, v, prob;
	unsigned s = 0, r, i;

#define PEEK(k) fwd_bits(p, n, pos, k)
	if (n == 0)
		return -1;
	*log = (p[0] & 15) + 5;
	if (*log > maxl)
		return -1;
	remaining = (1 << *log) + 1;
	threshold = 1 << *log;
	nb = *log + 1;
	while (remaining > 1) {
		if (s > maxs)
			return -1;
		max = 2 * threshold - 1 - remaining;
		v = PEEK(nb - 1);
		if (v < max)
			pos += nb - 1;
		else {
			v = PEEK(nb);
			if (v >= threshold)
				v -= max;
			pos += nb;
		}
		prob = v - 1;
		norm[s++] = prob;
		remaining -= prob < 0 ? -prob : prob;
		if (prob == 0) {
			do {
				r = PEEK(2);
				pos += 2;
				if (s + r > maxs + 1)
					return -1;
				for (i = 0; i < r; i++)
					norm[s++] = 0;
			} while (r == 3);
		}
		if (remaining < 1 || pos > 8 * n)
			return -1;
		while (remaining < threshold) {
			nb--;
			threshold >>= 1;
		}
	}
#undef PEEK
	if (remaining != 1 || pos > 8 * n)
		return -1;
	*nsym = s;
	return (pos + 7) >> 3;
}

/* the decoding table for a distribution (RFC 8878 4.1.1) */
static int
fse_build(struct fse *t, const int16_t *norm, unsigned nsym, unsigned log)
{
	unsigned size = 1u << log, mask = size - 1, pos = 0, s, u, ns;
	unsigned step = (size >> 1) + (size >> 3) + 3;
	int high = size - 1, i;
	uint16_t next[256];

	for (s = 0; s < nsym; s++) {
		if (norm[s] == -1) {
			t[high--].sym = s;
			next[s] = 1;
		} else
			next[s] = norm[s];
	}
	for (s = 0; s < nsym; s++)
		for (i = 0; i < norm[s]; i++) {
			t[pos].sym = s;
			do
				pos = (pos + step) & mask;
			while ((int)pos > high);
		}
	if (pos != 0)
		return -1;
	for (u = 0; u < size; u++) {
		ns = next[t[u].sym]++;
		t[u].bits = log - highbit(ns);
		t[u].base = (ns << t[u].bits) - size;
	}
	return 0;
}

/* ---- Huffman literals (RFC 8878 4.2) ---- */

/*
 * Huffman weights coded with FSE (RFC 8878 4.2.1.2): two states over one
 * table, taking turns; when an update runs past the stream, the other
 * state gives the last weight. Returns the count, or -1.
 */
static int
huf_fse_weights(const unsigned char *p, size_t n, unsigned char *w)
{
	struct fse t[64];
	int16_t norm[16];
	unsigned nsym, log, st[2], k = 0, cnt = 0;
	struct br b;
	int used;

	if ((used = fse_read(p, n, norm, 15, 6, &nsym, &log)) < 0 ||
	    fse_build(t, norm, nsym, log) < 0 ||
	    br_init(&b, p + used, n - used) < 0)
		return -1;
	st[0] = br_get(&b, log);
	st[1] = br_get(&b, log);
	br_reload(&b);
	if (br_over(&b))
		return -1;
	for (;;) {
		if (cnt > 253)
			return -1;
		w[cnt++] = t[st[k]].sym;
		st[k] = t[st[k]].base + br_get(&b, t[st[k]].bits);
		br_reload(&b);
		if (br_over(&b)) {
			w[cnt++] = t[st[k ^ 1]].sym;
			return cnt;
		}
		k ^= 1;
	}
}

/* read a Huffman tree description; bytes used or -1 */
static int
huf_read(struct zstd *s, const unsigned char *p, size_t n)
{
	unsigned char w[256];
	unsigned count[HUF_BITS + 2] = { 0 }, pos[HUF_BITS + 2];
	unsigned nw, i, k, hb = p[0], used, sum = 0, maxb, rest, len;
	uint16_t e;
	int r;

	if (hb >= 128) {
		nw = hb - 127;
		used = 1 + (nw + 1) / 2;
		if (used > n)
			return -1;
		for (i = 0; i < nw; i++)
			w[i] = i & 1 ? p[1 + i / 2] & 15 : p[1 + i / 2] >> 4;
	} else {
		used = 1 + hb;
		if (used > n || (r = huf_fse_weights(p + 1, hb, w)) < 0)
			return -1;
		nw = r;
	}
	for (i = 0; i < nw; i++) {
		if (w[i] > HUF_BITS)
			return -1;
		if (w[i])
			sum += 1u << (w[i] - 1);
	}
	if (sum == 0)
		return -1;
	maxb = highbit(sum) + 1;
	rest = (1u << maxb) - sum;
	if (maxb > HUF_BITS || (rest & (rest - 1)))
		return -1;
	w[nw++] = highbit(rest) + 1;
	for (i = 0; i < nw; i++)
		count[w[i]]++;
	/* codes go out from the lowest weight up (RFC 8878 4.2.1.3) */
	pos[1] = 0;
	for (k = 1; k <= HUF_BITS; k++)
		pos[k + 1] = pos[k] + (count[k] << (k - 1));
	for (i = 0; i < nw; i++) {
		if (!w[i])
			continue;
		len = 1u << (w[i] - 1);
		e = i | (maxb + 1 - w[i]) << 8;
		for (k = 0; k < len; k++)
			s->huf[pos[w[i]] + k] = e;
		pos[w[i]] += len;
	}
	s->huf_bits = maxb;
	s->have_huf = true;
	return used;
}

/*
 * Huffman streams into out[0..cnt) each, exactly (RFC 8878 4.2.2): the
 * four streams of a literals section are decoded side by side, which
 * lets the CPU overlap their table lookups; each stream then ends alone.
 * 0 or -1.
 */
static int
huf_streams(const struct zstd *s, struct br *b, unsigned char **out,
    unsigned char **end, int nstreams)
{
	const uint16_t *t = s->huf;
	unsigned sh = 64 - s->huf_bits;
	uint16_t e;
	int i, k;

	/* with 8 bytes before p, a reload leaves >= 57 bits: 4 codes */
#define DEC(i) (e = t[(b[i].acc << b[i].used) >> sh], \
	b[i].used += e >> 8, *out[i]++ = (unsigned char)e)
	for (;;) {
		for (i = 0; i < nstreams; i++)
			if (end[i] - out[i] < 4 || b[i].p - b[i].start < 8)
				break;
		if (i < nstreams)
			break;
		for (i = 0; i < nstreams; i++)
			br_reload(&b[i]);
		for (k = 0; k < 4; k++)
			for (i = 0; i < nstreams; i++)
				DEC(i);
	}
	for (i = 0; i < nstreams; i++) {
		while (end[i] - out[i] >= 4 && b[i].p - b[i].start >= 8) {
			br_reload(&b[i]);
			DEC(i);
			DEC(i);
			DEC(i);
			DEC(i);
		}
		while (out[i] < end[i]) {
			br_reload(&b[i]);
			if (b[i].used >= 64)
				return -1;
			DEC(i);
		}
		br_reload(&b[i]);
		if (!br_done(&b[i]))
			return -1;
	}
#undef DEC
	return 0;
}

/*
 * The literals section (RFC 8878 3.1.1.3.1) of a block p[0..n): its
 * literals go to *lit (into the input for raw ones), *nlit of them.
 * Returns the section's size or -1.
 */
static int
literals(struct zstd *s, const unsigned char *p, size_t n,
    const unsigned char **lit, size_t *nlit)
{
	unsigned type = p[0] & 3, sf = p[0] >> 2 & 3, hs, streams;
	size_t regen, csize, sz[4], each, i, off, tree = 0;
	unsigned char *out[4], *end[4];
	struct br b[4];
	uint64_t v;
	int r;

	if (type < 2) {
		hs = sf == 1 ? 2 : sf == 3 ? 3 : 1;
		if (n < hs)
			return -1;
		regen = p[0] >> (hs == 1 ? 3 : 4);
		if (hs >= 2)
			regen += (size_t)p[1] << 4;
		if (hs == 3)
			regen += (size_t)p[2] << 12;
		if (regen > s->blockmax)
			return -1;
		*nlit = regen;
		if (type == 0) {
			if (n - hs < regen)
				return -1;
			*lit = p + hs;
			return hs + regen;
		}
		if (n - hs < 1)
			return -1;
		memset(s->lit, p[hs], regen);
		*lit = s->lit;
		return hs + 1;
	}
	hs = sf < 2 ? 3 : sf + 2;
	if (n < hs + 1)
		return -1;
	v = 0;
	for (i = 0; i < hs; i++)
		v |= (uint64_t)p[i] << 8 * i;
	streams = sf == 0 ? 1 : 4;
	if (sf < 2) {
		regen = v >> 4 & 0x3ff;
		csize = v >> 14 & 0x3ff;
	} else if (sf == 2) {
		regen = v >> 4 & 0x3fff;
		csize = v >> 18 & 0x3fff;
	} else {
		regen = v >> 4 & 0x3ffff;
		csize = v >> 22 & 0x3ffff;
	}
	if (regen > s->blockmax || csize > n - hs)
		return -1;
	p += hs;
	if (type == 2) {
		if (csize < 1 || (r = huf_read(s, p, csize)) < 0)
			return -1;
		tree = r;
		p += tree;
		csize -= tree;
	} else if (!s->have_huf) {
		/* the CLI's words: it would take the table from a dictionary */
		s->why = msg_dictbad;
		return -1;
	}
	*lit = s->lit;
	*nlit = regen;
	if (streams == 1) {
		out[0] = s->lit;
		end[0] = s->lit + regen;
		if (br_init(&b[0], p, csize) < 0 ||
		    huf_streams(s, b, out, end, 1) < 0)
			return -1;
		return hs + tree + csize;
	}
	/* RFC 8878 3.1.1.3.1.6: a jump table of three stream sizes */
	if (csize < 6 + 1)
		return -1;
	sz[0] = p[0] | p[1] << 8;
	sz[1] = p[2] | p[3] << 8;
	sz[2] = p[4] | p[5] << 8;
	if (sz[0] + sz[1] + sz[2] + 6 + 1 > csize)
		return -1;
	sz[3] = csize - 6 - sz[0] - sz[1] - sz[2];
	each = (regen + 3) / 4;
	if (3 * each > regen)
		return -1;
	off = 6;
	for (i = 0; i < 4; i++) {
		if (br_init(&b[i], p + off, sz[i]) < 0)
			return -1;
		out[i] = s->lit + i * each;
		end[i] = i < 3 ? out[i] + each : s->lit + regen;
		off += sz[i];
	}
	if (huf_streams(s, b, out, end, 4) < 0)
		return -1;
	return hs + tree + csize;
}

/* ---- sequences (RFC 8878 3.1.1.3.2) and their execution ---- */

/* the table for one symbol type, by its mode; bytes used or -1 */
static int
seq_table(struct zstd *s, int k, unsigned mode, const unsigned char *p,
    size_t n)
{
	int16_t norm[53];
	unsigned nsym, log;
	int r;

	switch (mode) {
	case 0:
		s->log[k] = def_log[k];
		fse_build(s->tab[k], def_norm[k], def_count[k], def_log[k]);
		r = 0;
		break;
	case 1:
		if (n < 1 || p[0] > max_sym[k])
			return -1;
		s->tab[k][0] = (struct fse){ .sym = p[0] };
		s->log[k] = 0;
		r = 1;
		break;
	case 2:
		if ((r = fse_read(p, n, norm, max_sym[k], max_log[k], &nsym,
		    &log)) < 0 || fse_build(s->tab[k], norm, nsym, log) < 0)
			return -1;
		s->log[k] = log;
		break;
	default:
		return s->have[k] ? 0 : -1;
	}
	s->have[k] = true;
	return r;
}

/* copy n bytes 16 at a time: both ends may run up to 15 bytes over */
static inline void
wildcopy(unsigned char *d, const unsigned char *src, size_t n)
{
	unsigned char *end = d + n;

	do {
		memcpy(d, src, 16);
		d += 16;
		src += 16;
	} while (d < end);
}

/*
 * The match of a sequence: ml bytes from off back, at o (position q in
 * buf); off is checked against the bytes there are.
 */
static inline unsigned char *
copy_match(struct zstd *s, unsigned char *o, size_t off, size_t ml)
{
	size_t q = o - s->buf, k;
	const unsigned char *src;

	if (off > q) {
		/* the older bytes behind the write position, then buf */
		src = s->buf + s->tail - (off - q);
		k = MIN(ml, off - q);
		ml -= k;
		while (k--)
			*o++ = *src++;
		if (!ml)
			return o;
	}
	src = o - off;
	if (off >= 16)
		wildcopy(o, src, ml);
	else if (off >= 8) {
		unsigned char *end = o + ml;

		for (; o < end; o += 8, src += 8)
			memcpy(o, src, 8);
		return end;
	} else {
		/*
		 * A repeating pattern: make d (a multiple of off, >= 8)
		 * bytes of it, then copy 8 at a time from d back.
		 */
		unsigned char *end = o + ml;
		size_t d = off;

		while (d < 8)
			d += off;
		for (k = MIN(ml, d - off); k; k--, o++)
			*o = o[-(ptrdiff_t)off];
		for (; o < end; o += 8)
			memcpy(o, o - d, 8);
		return end;
	}
	return o + ml;
}

/*
 * The sequences section p[0..n) of a block, executed with the literals
 * into o (at most limit bytes). Returns the bytes made or -1.
 */
static ssize_t
sequences(struct zstd *s, const unsigned char *p, size_t n,
    const unsigned char *lit, size_t nlit, unsigned char *o, size_t limit)
{
	const unsigned char *end = p + n, *lend = lit + nlit;
	unsigned char *obase = o, *oend = o + limit;
	const struct fse *tl, *to, *tm;
	unsigned nseq, modes, st[3], i, k, llc, mlc, ofc;
	size_t ll, ml, off, have;
	uint32_t ov;
	struct br b;
	int r;

	/* a header cut short is "Src size is incorrect" to the CLI */
	s->why = msg_srcsize;
	if (n < 1)
		return -1;
	nseq = *p++;
	if (nseq >= 128) {
		if (nseq == 255) {
			if (end - p < 2)
				return -1;
			nseq = p[0] + (p[1] << 8) + 0x7f00;
			p += 2;
		} else {
			if (end - p < 1)
				return -1;
			nseq = ((nseq - 128) << 8) + *p++;
		}
	}
	if (nseq == 0) {
		if (p != end)
			return -1;
		s->why = NULL;
		if (nlit > limit)
			return -1;
		memcpy(o, lit, nlit);
		return nlit;
	}
	if (end - p < 1)
		return -1;
	s->why = NULL;
	modes = *p++;
	if (modes & 3)
		return -1;
	for (k = 0; k < 3; k++) {
		if ((r = seq_table(s, k, modes >> (6 - 2 * k) & 3, p,
		    end - p)) < 0)
			return -1;
		p += r;
	}
	if (br_init(&b, p, end - p) < 0)
		return -1;
	tl = s->tab[LL];
	to = s->tab[OF];
	tm = s->tab[ML];
	st[LL] = br_get(&b, s->log[LL]);
	st[OF] = br_get(&b, s->log[OF]);
	st[ML] = br_get(&b, s->log[ML]);
	/* bytes of the frame before this block, for the offset check */
	have = s->produced;
	for (i = 0; i < nseq; i++) {
		br_reload(&b);
		ofc = to[st[OF]].sym;
		mlc = tm[st[ML]].sym;
		llc = tl[st[LL]].sym;
		ov = ((uint32_t)1 << ofc) + br_get(&b, ofc);
		ml = ml_base[mlc] + br_get(&b, ml_bits[mlc]);
		br_reload(&b);
		ll = ll_base[llc] + br_get(&b, ll_bits[llc]);
		if (i + 1 < nseq) {
			st[LL] = tl[st[LL]].base + br_get(&b, tl[st[LL]].bits);
			st[ML] = tm[st[ML]].base + br_get(&b, tm[st[ML]].bits);
			st[OF] = to[st[OF]].base + br_get(&b, to[st[OF]].bits);
		}
		if (br_over(&b))
			return -1;
		/* RFC 8878 3.1.1.5: repeat offsets */
		if (ov > 3) {
			off = ov - 3;
			s->rep[2] = s->rep[1];
			s->rep[1] = s->rep[0];
			s->rep[0] = off;
		} else {
			k = ov - 1 + (ll == 0);
			if (k == 0)
				off = s->rep[0];
			else {
				off = k == 3 ? s->rep[0] - 1 : s->rep[k];
				if (k != 1)
					s->rep[2] = s->rep[1];
				s->rep[1] = s->rep[0];
				s->rep[0] = off;
			}
		}
		if (ll > (size_t)(lend - lit) || ll + ml > (size_t)(oend - o))
			return -1;
		if (ll) {
			wildcopy(o, lit, ll);
			o += ll;
			lit += ll;
		}
		if (off == 0 || off > s->window ||
		    off > have + (size_t)(o - obase))
			return -1;
		o = copy_match(s, o, off, ml);
	}
	br_reload(&b);
	if (!br_done(&b))
		return -1;
	ll = lend - lit;
	if (ll > (size_t)(oend - o))
		return -1;
	memcpy(o, lit, ll);
	return o + ll - obase;
}

/* ---- blocks and frames ---- */

/* a compressed block of n bytes at ip into o; bytes made or -1 */
static ssize_t
compressed(struct zstd *s, const unsigned char *p, size_t n,
    unsigned char *o, size_t limit)
{
	const unsigned char *lit;
	size_t nlit;
	int r;

	if (n < 1 || (r = literals(s, p, n, &lit, &nlit)) < 0)
		return -1;
	return sequences(s, p + r, n - r, lit, nlit, o, limit);
}

/*
 * The next block of the frame (RFC 8878 3.1.1.2): its bytes at *out.
 * Returns their count (0 for an empty block) or -1.
 */
static ssize_t
block(struct zstd *s, const unsigned char **out)
{
	unsigned hdr, type;
	size_t size, limit;
	unsigned char *o;
	ssize_t n;

	if (need(s, 3) < 0)
		return -1;
	hdr = s->ip[0] | s->ip[1] << 8 | s->ip[2] << 16;
	s->last = hdr & 1;
	type = hdr >> 1 & 3;
	size = hdr >> 3;
	if (type == 3 || size > s->blockmax)
		return fail(s, msg_corrupt);
	if (need(s, 3 + (type == 1 ? 1 : size)) < 0)
		return -1;
	s->ip += 3;
	/* the block is written where it fits whole (see the top) */
	if (s->wpos + s->blockmax > s->usable) {
		s->tail = s->wpos;
		s->wpos = 0;
	}
	o = s->buf + s->wpos;
	limit = s->blockmax;
	if (s->has_fcs && s->fcs - s->produced < limit)
		limit = s->fcs - s->produced;
	if (s->wpos + limit > s->ready) {
		size_t e = MIN(s->bufsize, MAX(s->wpos + limit,
		    s->ready + READY_STEP));

		prefault(s->buf + s->ready, e - s->ready);
		s->ready = e;
	}
	switch (type) {
	case 0:
		if (size > limit)
			return fail(s, msg_corrupt);
		memcpy(o, s->ip, size);
		s->ip += size;
		n = size;
		break;
	case 1:
		if (size > limit)
			return fail(s, msg_dstsize);
		memset(o, *s->ip++, size);
		n = size;
		break;
	default:
		s->why = NULL;
		n = compressed(s, s->ip, size, o, limit);
		if (n < 0)
			return fail(s, s->why ? s->why : msg_corrupt);
		s->ip += size;
	}
	if (s->has_sum && !(s->flags & ZSTD_NOCHECK))
		xxh_update(&s->xxh, o, n);
	s->wpos += n;
	s->produced += n;
	if (s->last)
		s->state = ST_FRAME_END;
	*out = o;
	return n;
}

/* give the frame a history buffer: its window, one block, slack */
static int
frame_buffer(struct zstd *s)
{
	uint64_t hist = s->window;
	size_t size;

	if (s->has_fcs && s->fcs < hist)
		hist = s->fcs;
	/*
	 * RFC 8878 3.1.1.2.4, with the window taken as 1 KiB at least, as
	 * the CLI does: a tiny single-segment frame may still have a
	 * compressed block; the content size bounds the output anyway.
	 */
	s->blockmax = MIN(MAX(s->window, (uint64_t)1024), (uint64_t)BLOCK_MAX);
	s->usable = hist + s->blockmax + SLACK;
	size = s->usable + SLACK;
	if (size > s->bufsize) {
		free(s->buf);
		s->bufsize = s->ready = 0;
		if (!(s->buf = malloc(size)))
			return fail(s, msg_alloc);
		s->bufsize = size;
	}
	return 0;
}

/*
 * A frame header (RFC 8878 3.1.1.1), or skippable frames (3.1.2).
 * Returns 1 for a frame to decode, 0 at the end of the input, -1.
 */
static int
frame(struct zstd *s)
{
	unsigned fhd, wd, dsize, fsize, hsize, i;
	uint64_t dict, fcs, skip;
	const unsigned char *p;
	size_t k;

	for (;;) {
		if (fill(s, 4) < 0) {
			if (s->state == ST_ERR)
				return -1;
			if (s->iend == s->ip)
				return s->frames ? 0 : fail(s, msg_empty);
			return fail(s, msg_header);
		}
		if ((get_le32(s->ip) & ~15u) != SKIP_MAGIC)
			break;
		if (need(s, 8) < 0)
			return -1;
		skip = get_le32(s->ip + 4);
		s->ip += 8;
		while (skip) {
			if (s->ip == s->iend && need(s, 1) < 0)
				return -1;
			k = MIN(skip, (uint64_t)(s->iend - s->ip));
			s->ip += k;
			skip -= k;
		}
		s->frames++;
	}
	if (get_le32(s->ip) != MAGIC)
		return fail(s, msg_format);
	if (need(s, 5) < 0)
		return -1;
	fhd = s->ip[4];
	dsize = (1 << (fhd & 3)) >> 1;	/* 0, 1, 2, 4 */
	fsize = fhd >> 6 ? 1u << (fhd >> 6) : fhd & 0x20 ? 1 : 0;
	hsize = 5 + !(fhd & 0x20) + dsize + fsize;
	if (need(s, hsize) < 0)
		return -1;
	if (fhd & 8)
		return fail(s, msg_param);
	p = s->ip + 5;
	if (!(fhd & 0x20)) {
		wd = *p++;
		s->window = (uint64_t)1 << (10 + (wd >> 3));
		s->window += (s->window >> 3) * (wd & 7);
	}
	dict = 0;
	for (i = 0; i < dsize; i++)
		dict |= (uint64_t)*p++ << 8 * i;
	fcs = 0;
	for (i = 0; i < fsize; i++)
		fcs |= (uint64_t)*p++ << 8 * i;
	if (fsize == 2)
		fcs += 256;
	s->ip += hsize;
	s->has_fcs = fsize != 0;
	s->fcs = fcs;
	s->has_sum = fhd & 4;
	if (fhd & 0x20)
		s->window = fcs;
	if (dict)
		return fail(s, msg_dict);
	if (s->window > WINDOW_MAX || s->window > s->memlimit)
		return fail(s, msg_memory);
	if (frame_buffer(s) < 0)
		return -1;
	s->frames++;
	s->produced = 0;
	s->wpos = s->tail = 0;
	s->rep[0] = 1;
	s->rep[1] = 4;
	s->rep[2] = 8;
	s->have_huf = s->have[LL] = s->have[OF] = s->have[ML] = false;
	xxh_init(&s->xxh);
	return 1;
}

/* the end of a frame: its checksum and content size */
static int
frame_end(struct zstd *s)
{
	if (s->has_fcs && s->produced != s->fcs)
		return fail(s, msg_corrupt);
	if (!s->has_sum)
		return 0;
	if (need(s, 4) < 0)
		return -1;
	if (!(s->flags & ZSTD_NOCHECK) &&
	    get_le32(s->ip) != (uint32_t)xxh_digest(&s->xxh))
		return fail(s, msg_checksum);
	s->ip += 4;
	return 0;
}

ssize_t
zstd_out(struct zstd *s, const unsigned char **p)
{
	ssize_t n;
	int r;

	for (;;) {
		switch (s->state) {
		case ST_FRAME:
			if ((r = frame(s)) <= 0) {
				if (r == 0)
					s->state = ST_END;
				return r;
			}
			s->state = ST_BLOCK;
			break;
		case ST_BLOCK:
			if ((n = block(s, p)) != 0)
				return n;
			break;
		case ST_FRAME_END:
			if (frame_end(s) < 0)
				return -1;
			s->state = ST_FRAME;
			break;
		case ST_END:
			return 0;
		default:
			return -1;
		}
	}
}

struct zstd *
zstd_new(ssize_t (*rd)(void *, void *, size_t), void *ctx, int flags,
    uint64_t memlimit)
{
	struct zstd *s = malloc(sizeof(*s));

	if (!s)
		return NULL;
	memset(s, 0, offsetof(struct zstd, huf));
	s->rd = rd;
	s->ctx = ctx;
	s->flags = flags;
	s->memlimit = memlimit ? memlimit : MEMLIMIT;
	s->ip = s->iend = s->in;
	s->state = ST_FRAME;
	return s;
}

const char *
zstd_error(struct zstd *s)
{
	return s->err;
}

void
zstd_free(struct zstd *s)
{
	if (!s)
		return;
	free(s->buf);
	free(s);
}

bool
zstd_magic(const unsigned char *buf, size_t n)
{
	uint32_t m;

	if (n < 4)
		return false;
	m = get_le32(buf);
	return m == MAGIC || (m & ~15u) == SKIP_MAGIC;
}
