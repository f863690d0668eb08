/*
 * deflate.c - DEFLATE compression (RFC 1951), levels 1 to 9, streaming
 *
 * LZ77 over a 64 KiB buffer (a 32 KiB window plus the data ahead of it)
 * with hash chains of 4-byte prefixes, plus, for the lazy levels, one
 * table of the last position of each 3-byte prefix, so that a near
 * 3-byte match is still found without walking chains full of them.
 * Levels 1-3 take the first good match greedily (and after a long run
 * without one skip ahead ever faster, which pays on binary and already
 * compressed data); 4-9 look one byte ahead before committing (lazy
 * matching). The chain length, "good enough" and "nice" lengths per
 * level follow the usual zlib/gzip curve (-6 walks half gzip's chain:
 * the 4-byte chains hold fewer useless candidates), so -1 is fastest,
 * -6 the default and -9 the smallest, and output for a given level is
 * deterministic, whatever the sizes of the writes (the window slides at
 * fixed positions of the data). Matches are compared 8 bytes at a time.
 *
 * Every block of up to 8K symbols (smaller blocks follow the data's
 * changes: on text and binaries 8K beat 4K, 16K and 32K at every level;
 * after a stored block, 32K, so that incompressible data pays for few
 * headers) is sent as whichever is smallest of
 * a dynamic Huffman block (code lengths limited to 15 bits, 7 for the
 * code length code, by the JPEG Annex K adjustment, and every code
 * complete, since zlib and gzip reject incomplete ones), the fixed code, or
 * stored blocks when the data does not compress. Output goes through a
 * 64-bit bit buffer into a 128 KiB buffer handed to a write callback.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#define WSIZE		32768
#define WMASK		(WSIZE - 1)
#define HBITS		15
#define H3BITS		14
#define MIN_MATCH	3
#define MAX_MATCH	258
#define LOOKAHEAD	(MAX_MATCH + MIN_MATCH + 1)
#define MAX_DIST	(WSIZE - LOOKAHEAD)
#define TOO_FAR		4096	/* a 3-byte match farther than this is worse */
#define SYMS		32768	/* a block after a stored one */
#define BLOCK_SYMS	8192	/* other blocks */
#define OUTSIZE		(128 * 1024)

struct deflate {
	unsigned	pos, ahead;	/* current position, bytes after it */
	unsigned	blen;		/* input bytes of the pending block */
	unsigned	nsyms;
	unsigned	prev_len, prev_dist;
	bool		avail;		/* a literal at pos - 1 waits (lazy) */
	bool		lazy;
	unsigned	good, max_lazy, nice, chain;
	int		err;
	uint64_t	bb;
	unsigned	bc;
	unsigned char	*op;
	int		(*wr)(void *, const void *, size_t);
	void		*ctx;
	uint32_t	lfreq[288], dfreq[32];
	unsigned	cand3;		/* last position with pos's 3 bytes */
	unsigned	misses;		/* greedy: literals since a match */
	unsigned	skip;		/* greedy: literals not searched */
	unsigned	maxsyms;	/* the pending block ends here... */
	unsigned	nmatch;		/* ...or at 8K if it has matches */
	uint16_t	head[1 << HBITS];	/* chains of 4-byte hashes */
	uint16_t	head3[1 << H3BITS];	/* one entry per 3-byte hash */
	uint16_t	prev[WSIZE];
	uint32_t	syms[SYMS];	/* literal, or dist << 8 | (len - 3) */
	unsigned char	win[2 * WSIZE + MAX_MATCH + 16];
	unsigned char	out[OUTSIZE + 16];
};

/* good, lazy (greedy levels: longest match whose strings are inserted),
 * nice, chain: the zlib/gzip figures */
static const uint16_t levels[10][4] = {
	{ 0, 0, 0, 0 },
	{ 4, 4, 8, 4 }, { 4, 5, 16, 8 }, { 4, 6, 32, 32 },
	{ 4, 4, 16, 16 }, { 8, 16, 32, 32 }, { 8, 16, 128, 64 },
	{ 8, 32, 128, 256 }, { 32, 128, 258, 1024 }, { 32, 258, 258, 4096 },
};

static unsigned char len_sym[256];	/* len - 3 -> length code - 257 */

static inline unsigned
hash4(const unsigned char *p)
{
	return (get_le32(p) * 0x9e3779b1u) >> (32 - HBITS);
}

static inline unsigned
hash3(const unsigned char *p)
{
	return ((get_le32(p) & 0xffffff) * 0x9e3779b1u) >> (32 - H3BITS);
}

static inline unsigned
dist_sym(unsigned d)
{
	unsigned x = d - 1, n;

	if (x < 4)
		return x;
	n = 31 - __builtin_clz(x);
	return 2 * n + ((x >> (n - 1)) & 1);
}

/* ---- bit output ---- */

static inline void
put(struct deflate *d, uint64_t v, unsigned n)
{
	d->bb |= v << d->bc;
	d->bc += n;
}

static inline void
flushbits(struct deflate *d)
{
	put_le64(d->op, d->bb);
	d->op += d->bc >> 3;
	d->bb >>= d->bc & ~7u;
	d->bc &= 7;
}

static int
flush_out(struct deflate *d)
{
	size_t n = d->op - d->out;

	if (d->err) {
		errno = d->err;
		return -1;
	}
	if (n && d->wr(d->ctx, d->out, n) < 0) {
		d->err = errno ? errno : EIO;
		return -1;
	}
	/* the partial byte stays in bb; whole bytes were all written */
	d->op = d->out;
	return 0;
}

static int
room(struct deflate *d, size_t n)
{
	if ((size_t)(d->out + OUTSIZE - d->op) < n)
		return flush_out(d);
	return d->err ? -1 : 0;
}

/* ---- Huffman codes ---- */

/*
 * Sort the keys freq << 9 | symbol, collected in symbol order, by
 * frequency: a stable radix sort of the frequency bits, 8 at a time
 * (libc's qsort costs a fifth of the time of -1).
 */
static void
sort_keys(uint32_t *key, unsigned m)
{
	uint32_t tmp[288], all = 0;
	unsigned cnt[256], i, sh, sum, t;

	for (i = 0; i < m; i++)
		all |= key[i];
	for (sh = 9; sh < 32 && all >> sh; sh += 8) {
		memset(cnt, 0, sizeof(cnt));
		for (i = 0; i < m; i++)
			cnt[key[i] >> sh & 255]++;
		for (i = 0, sum = 0; i < 256; i++) {
			t = cnt[i];
			cnt[i] = sum;
			sum += t;
		}
		for (i = 0; i < m; i++)
			tmp[cnt[key[i] >> sh & 255]++] = key[i];
		memcpy(key, tmp, m * sizeof(*key));
	}
}

/*
 * Optimal code lengths for freq[0..n), at most limit bits. At least two
 * frequencies must be non-zero. Huffman's tree from a sorted list and a
 * queue of merged nodes, then JPEG Annex K's adjustment of the length
 * counts, which keeps the code complete.
 */
static void
huff_lengths(const uint32_t *freq, unsigned n, unsigned limit,
    unsigned char *lens)
{
	uint32_t key[288], w[2 * 288];
	uint16_t parent[2 * 288];
	unsigned char depth[2 * 288];
	unsigned cnt[40] = { 0 }, m = 0, i, j, k, a, l, max = 0;

	for (i = 0; i < n; i++) {
		lens[i] = 0;
		if (freq[i])
			key[m++] = freq[i] << 9 | i;
	}
	sort_keys(key, m);
	for (i = 0; i < m; i++)
		w[i] = key[i] >> 9;
	for (i = 0, j = m, k = m; k < 2 * m - 1; k++) {
		w[k] = 0;
		for (int t = 0; t < 2; t++) {
			if (i < m && (j >= k || w[i] <= w[j]))
				a = i++;
			else
				a = j++;
			w[k] += w[a];
			parent[a] = k;
		}
	}
	depth[2 * m - 2] = 0;
	for (k = 2 * m - 2; k-- > 0;)
		depth[k] = depth[parent[k]] + 1;
	for (i = 0; i < m; i++) {
		cnt[depth[i]]++;
		if (depth[i] > max)
			max = depth[i];
	}
	for (i = max; i > limit; i--)
		while (cnt[i]) {
			j = i - 2;
			while (!cnt[j])
				j--;
			cnt[i] -= 2;
			cnt[i - 1]++;
			cnt[j + 1] += 2;
			cnt[j]--;
		}
	/* the rarest symbols get the longest codes */
	for (i = 0, l = MIN(max, limit); l > 0; l--)
		for (k = cnt[l]; k; k--)
			lens[key[i++] & 511] = l;
}

/* Canonical codes (RFC 1951 3.2.2), bit-reversed for LSB-first output. */
static void
huff_codes(const unsigned char *lens, unsigned n, uint16_t *codes)
{
	unsigned cnt[16] = { 0 }, next[16], code = 0, i, l, c, r;

	for (i = 0; i < n; i++)
		cnt[lens[i]]++;
	cnt[0] = 0;
	for (l = 1; l < 16; l++) {
		code = (code + cnt[l - 1]) << 1;
		next[l] = code;
	}
	for (i = 0; i < n; i++) {
		if (!(l = lens[i]))
			continue;
		c = next[l]++;
		for (r = 0; l--; c >>= 1)
			r = r << 1 | (c & 1);
		codes[i] = r;
	}
}

/* At least two used symbols, so that every code is a complete tree. */
static void
two_used(uint32_t *freq, unsigned n)
{
	unsigned i, used = 0;

	for (i = 0; i < n; i++)
		used += freq[i] != 0;
	for (i = 0; used < 2; i++)
		if (!freq[i]) {
			freq[i] = 1;
			used++;
		}
}

/* ---- blocks ---- */

/*
 * The block's symbols, then end-of-block. Each length's code and extra
 * bits are put together once per block; the bit buffer and the output
 * pointer live in locals, since byte stores may alias anything.
 */
static void
emit_symbols(struct deflate *d, const uint16_t *lc, const unsigned char *ll,
    const uint16_t *dc, const unsigned char *dl)
{
	uint32_t lenc[256];
	unsigned char lenn[256], dn[30];
	const uint32_t *syms = d->syms;
	unsigned char *op = d->op;
	uint64_t bb = d->bb;
	unsigned bc = d->bc, i, n = d->nsyms, v, s, len, dist;

	for (i = 0; i < 256; i++) {
		s = len_sym[i];
		lenc[i] = lc[257 + s] |
		    (uint32_t)(i + 3 - rfc1951_len_base[s]) << ll[257 + s];
		lenn[i] = ll[257 + s] + rfc1951_len_extra[s];
	}
	for (i = 0; i < 30; i++)
		dn[i] = dl[i] + (i < 4 ? 0 : i / 2 - 1);
	for (i = 0; i < n; i++) {
		v = syms[i];
		if (v < 256) {
			bb |= (uint64_t)lc[v] << bc;
			bc += ll[v];
		} else {
			len = v & 255;
			dist = v >> 8;
			bb |= (uint64_t)lenc[len] << bc;
			bc += lenn[len];
			s = dist_sym(dist);
			bb |= ((uint64_t)dc[s] | (uint64_t)(dist -
			    rfc1951_dist_base[s]) << dl[s]) << bc;
			bc += dn[s];
		}
		put_le64(op, bb);
		op += bc >> 3;
		bb >>= bc & ~7u;
		bc &= 7;
	}
	d->op = op;
	d->bb = bb;
	d->bc = bc;
	put(d, lc[256], ll[256]);
	flushbits(d);
}

static unsigned long long
data_bits(struct deflate *d, const unsigned char *ll, const unsigned char *dl)
{
	unsigned long long b = 0;
	unsigned i;

	for (i = 0; i < 286; i++)
		b += (unsigned long long)d->lfreq[i] * ll[i];
	for (i = 0; i < 29; i++)
		b += (unsigned long long)d->lfreq[257 + i] *
		    rfc1951_len_extra[i];
	for (i = 0; i < 30; i++)
		b += (unsigned long long)d->dfreq[i] *
		    (dl[i] + (i < 4 ? 0 : i / 2 - 1));
	return b;
}

static int
stored_blocks(struct deflate *d, const unsigned char *p, unsigned n,
    bool final)
{
	unsigned k;

	do {
		k = MIN(n, 65535u);
		if (room(d, k + 16) < 0)
			return -1;
		put(d, final && k == n, 3);
		d->bc = (d->bc + 7) & ~7u;
		put(d, k | (uint64_t)(~k & 0xffff) << 16, 32);
		flushbits(d);
		memcpy(d->op, p, k);
		d->op += k;
		p += k;
		n -= k;
	} while (n);
	return 0;
}

static int
flush_block(struct deflate *d, bool final)
{
	unsigned char ll[288], dl[32], cl[19], rle[320], fl[288], fd[32];
	uint16_t lc[288], dc[32], cc[19], fc[288], fdc[32];
	uint32_t cf[19] = { 0 }, rx[320];
	unsigned nlit, ndist, ncl, nr = 0, i, j, run, n;
	unsigned long long dyn, fix, sto = ~0ULL;
	unsigned char all[320];
	const unsigned char *raw;

	d->lfreq[256] = 1;
	two_used(d->lfreq, 286);
	two_used(d->dfreq, 30);
	huff_lengths(d->lfreq, 286, 15, ll);
	huff_lengths(d->dfreq, 30, 15, dl);
	for (nlit = 286; !ll[nlit - 1]; nlit--)
		;
	for (ndist = 30; !dl[ndist - 1]; ndist--)
		;
	/* run-length code the lengths: 16 repeats the last, 17/18 zeros */
	memcpy(all, ll, nlit);
	memcpy(all + nlit, dl, ndist);
	n = nlit + ndist;
	for (i = 0; i < n; i += run) {
		for (run = 1; i + run < n && all[i + run] == all[i]; run++)
			;
		if (!all[i] && run >= 3) {
			run = MIN(run, 138u);
			rle[nr] = run >= 11 ? 18 : 17;
			rx[nr++] = run >= 11 ? run - 11 : run - 3;
		} else if (run >= 4) {
			run = MIN(run, 7u);
			rle[nr] = all[i];
			rx[nr++] = 0;
			rle[nr] = 16;
			rx[nr++] = run - 4;
		} else {
			run = 1;
			rle[nr] = all[i];
			rx[nr++] = 0;
		}
	}
	for (i = 0; i < nr; i++)
		cf[rle[i]]++;
	two_used(cf, 19);
	huff_lengths(cf, 19, 7, cl);
	for (ncl = 19; ncl > 4 && !cl[rfc1951_clen_order[ncl - 1]]; ncl--)
		;
	dyn = 3 + 14 + 3 * ncl + data_bits(d, ll, dl);
	for (i = 0; i < nr; i++)
		dyn += cl[rle[i]] + (rle[i] == 16 ? 2 : rle[i] == 17 ? 3 :
		    rle[i] == 18 ? 7 : 0);
	memset(fl, 8, 144);
	memset(fl + 144, 9, 112);
	memset(fl + 256, 7, 24);
	memset(fl + 280, 8, 8);
	memset(fd, 5, 32);
	fix = 3 + data_bits(d, fl, fd);
	if (d->blen <= d->pos - d->avail)
		sto = 8ULL * d->blen + 40 * (d->blen / 65535 + 1);
	/* data that did not compress gets longer blocks: fewer headers */
	d->maxsyms = sto <= dyn && sto <= fix ? SYMS : BLOCK_SYMS;
	if (sto <= dyn && sto <= fix) {
		raw = d->win + d->pos - d->avail - d->blen;
		if (stored_blocks(d, raw, d->blen, final) < 0)
			return -1;
	} else if (room(d, MIN(dyn, fix) / 8 + 64) < 0) {
		return -1;
	} else if (fix <= dyn) {
		huff_codes(fl, 288, fc);
		huff_codes(fd, 32, fdc);
		put(d, final | 1 << 1, 3);
		emit_symbols(d, fc, fl, fdc, fd);
	} else {
		huff_codes(ll, nlit, lc);
		huff_codes(dl, ndist, dc);
		huff_codes(cl, 19, cc);
		put(d, final | 2 << 1, 3);
		put(d, (nlit - 257) | (ndist - 1) << 5 | (ncl - 4) << 10, 14);
		flushbits(d);
		for (i = 0; i < ncl; i++) {
			put(d, cl[rfc1951_clen_order[i]], 3);
			flushbits(d);
		}
		for (i = 0; i < nr; i++) {
			j = rle[i];
			put(d, cc[j], cl[j]);
			if (j >= 16)
				put(d, rx[i], j == 16 ? 2 : j == 17 ? 3 : 7);
			flushbits(d);
		}
		emit_symbols(d, lc, ll, dc, dl);
	}
	memset(d->lfreq, 0, sizeof(d->lfreq));
	memset(d->dfreq, 0, sizeof(d->dfreq));
	d->nsyms = 0;
	d->nmatch = 0;
	d->blen = 0;
	return 0;
}

/* ---- matching ---- */

/*
 * The match loops keep the hot state (position, symbol count...) in
 * locals: stores into syms[] and the tables could alias the fields of
 * struct deflate, so the compiler would reload them after each one.
 * save() and load() move it to and from d around flush_block and slide.
 */
struct lz {
	unsigned	pos, ahead, n, blen, nmatch;
};

static inline void
save(struct deflate *d, const struct lz *z)
{
	d->pos = z->pos;
	d->ahead = z->ahead;
	d->nsyms = z->n;
	d->blen = z->blen;
	d->nmatch = z->nmatch;
}

static inline void
load(struct deflate *d, struct lz *z)
{
	z->pos = d->pos;
	z->ahead = d->ahead;
	z->n = d->nsyms;
	z->blen = d->blen;
	z->nmatch = d->nmatch;
}

static inline void
lit(struct deflate *d, struct lz *z, unsigned c)
{
	d->syms[z->n++] = c;
	d->lfreq[c]++;
	z->blen++;
}

static inline void
match(struct deflate *d, struct lz *z, unsigned len, unsigned dist)
{
	d->syms[z->n++] = dist << 8 | (len - 3);
	z->nmatch++;
	d->lfreq[257 + len_sym[len - 3]]++;
	d->dfreq[dist_sym(dist)]++;
	z->blen += len;
}

/* How many bytes at m and s agree, up to max (at least 1 checked). */
static inline unsigned
agree(const unsigned char *m, const unsigned char *s, unsigned max)
{
	unsigned len = 0;
	uint64_t x;

	for (;;) {
		x = get_le64(m + len) ^ get_le64(s + len);
		if (x) {
			len += __builtin_ctzll(x) >> 3;
			break;
		}
		len += 8;
		if (len >= max)
			break;
	}
	return len > max ? max : len;
}

/*
 * The longest match at pos longer than best (at least 2), starting with
 * candidate c of the chain of 4-byte hashes and following at most chain
 * links; stops at nice. Returns its length (0 if none is longer) and sets
 * *dist.
 */
static inline unsigned
longest(const struct deflate *d, unsigned pos, unsigned c, unsigned best,
    unsigned maxlen, unsigned chain, unsigned nice, unsigned *dist)
{
	const unsigned char *s = d->win + pos, *m;
	unsigned limit = pos > MAX_DIST ? pos - MAX_DIST : 0, len, found = 0;
	uint32_t s4 = get_le32(s);

	while (c > limit && c < pos) {
		m = d->win + c;
		if (m[best] == s[best] && get_le32(m) == s4) {
			len = agree(m, s, maxlen);
			if (len > best) {
				best = found = len;
				*dist = pos - c;
				if (len >= nice)
					break;
			}
		}
		if (!--chain)
			break;
		c = d->prev[c & WMASK];
	}
	return found;
}

static void
slide(struct deflate *d)
{
	unsigned i;

	memmove(d->win, d->win + WSIZE, WSIZE + MAX_MATCH + 16);
	for (i = 0; i < (1u << HBITS); i++)
		d->head[i] = d->head[i] >= WSIZE ? d->head[i] - WSIZE : 0;
	for (i = 0; i < (1u << H3BITS); i++)
		d->head3[i] = d->head3[i] >= WSIZE ? d->head3[i] - WSIZE : 0;
	for (i = 0; i < WSIZE; i++)
		d->prev[i] = d->prev[i] >= WSIZE ? d->prev[i] - WSIZE : 0;
	d->pos -= WSIZE;
}

/*
 * The start of each step: end the block when it is full, slide the window
 * at fixed positions (so that output does not depend on write sizes).
 */
static inline int
step(struct deflate *d, struct lz *z)
{
	if (z->n >= BLOCK_SYMS - 10 && (z->n >= d->maxsyms - 10 ||
	    z->nmatch > z->n >> 6)) {
		save(d, z);
		if (flush_block(d, false) < 0)
			return -1;
		load(d, z);
	}
	if (z->pos >= WSIZE + MAX_DIST) {
		save(d, z);
		slide(d);
		load(d, z);
	}
	return 0;
}

/*
 * Levels 1-3: the longest match found is taken; the strings inside it
 * are inserted only when it is short (max_lazy). After a long run
 * without a match (binary or compressed data), ever more bytes are
 * passed unsearched.
 */
static int
greedy(struct deflate *d, unsigned need)
{
	struct lz z;
	unsigned char *w = d->win;
	unsigned len, dist = 0, c, h, end, i, maxlen;

	load(d, &z);
	while (z.ahead >= need) {
		if (step(d, &z) < 0)
			return -1;
		len = 0;
		if (d->skip) {
			d->skip--;
		} else if (z.ahead >= MIN_MATCH) {
			h = hash4(w + z.pos);
			c = d->head[h];
			d->prev[z.pos & WMASK] = c;
			d->head[h] = z.pos;
			maxlen = MIN((unsigned)MAX_MATCH, z.ahead);
			len = longest(d, z.pos, c, MIN_MATCH - 1, maxlen,
			    d->chain, MIN(d->nice, maxlen), &dist);
			if (!len)
				d->skip = MIN(++d->misses >> 6, 8u);
		} else {
			d->skip = MIN(++d->misses >> 6, 8u);
		}
		if (!len) {
			lit(d, &z, w[z.pos]);
			z.pos++;
			z.ahead--;
			continue;
		}
		d->misses = 0;
		match(d, &z, len, dist);
		end = z.pos + len;
		if (len <= d->max_lazy && z.ahead >= len + MIN_MATCH)
			for (i = z.pos + 1; i < end; i++) {
				h = hash4(w + i);
				d->prev[i & WMASK] = d->head[h];
				d->head[h] = i;
			}
		z.pos = end;
		z.ahead -= len;
	}
	save(d, &z);
	return 0;
}

/*
 * Insert position p into the chains and the 3-byte table; returns the
 * chain's previous head and sets d->cand3.
 */
static inline unsigned
insert(struct deflate *d, unsigned p)
{
	unsigned h = hash4(d->win + p), c = d->head[h], h3;

	d->prev[p & WMASK] = c;
	d->head[h] = p;
	h3 = hash3(d->win + p);
	d->cand3 = d->head3[h3];
	d->head3[h3] = p;
	return c;
}

/*
 * Levels 4-9: a match is held back one byte; if the next position has
 * a longer one, the held byte goes out as a literal instead. A 3-byte
 * match is looked for only at the last position with the same 3 bytes,
 * and only near: a chain per 3-byte hash costs much time in text for
 * matches that rarely pay.
 */
static int
lazy(struct deflate *d, unsigned need)
{
	struct lz z;
	unsigned char *w = d->win;
	unsigned len, dist = 0, c, end, i, maxlen, best, chain;

	load(d, &z);
	while (z.ahead >= need) {
		if (step(d, &z) < 0)
			return -1;
		len = 0;
		if (z.ahead >= MIN_MATCH) {
			c = insert(d, z.pos);
			maxlen = MIN((unsigned)MAX_MATCH, z.ahead);
			if (d->prev_len < d->max_lazy && d->prev_len < maxlen) {
				best = MAX(d->prev_len, MIN_MATCH - 1u);
				chain = d->chain;
				if (d->prev_len >= d->good)
					chain >>= 2;
				len = longest(d, z.pos, c, best, maxlen, chain,
				    MIN(d->nice, maxlen), &dist);
				c = d->cand3;
				if (!len && best < MIN_MATCH && c &&
				    c < z.pos && z.pos - c <= TOO_FAR &&
				    !((get_le32(w + c) ^ get_le32(w + z.pos)) &
				    0xffffff)) {
					len = agree(w + c, w + z.pos, maxlen);
					dist = z.pos - c;
				}
				if (len == MIN_MATCH && dist > TOO_FAR)
					len = 0;
			}
		}
		if (d->prev_len >= MIN_MATCH && len <= d->prev_len) {
			match(d, &z, d->prev_len, d->prev_dist);
			end = z.pos - 1 + d->prev_len;
			for (i = z.pos + 1; i < end; i++)
				if (z.ahead >= i - z.pos + MIN_MATCH)
					insert(d, i);
			z.ahead -= end - z.pos;
			z.pos = end;
			d->avail = false;
			d->prev_len = 0;
			continue;
		}
		if (d->avail)
			lit(d, &z, w[z.pos - 1]);
		d->avail = true;
		d->prev_len = len;
		d->prev_dist = dist;
		z.pos++;
		z.ahead--;
	}
	save(d, &z);
	return 0;
}

static int
compress(struct deflate *d, bool final)
{
	unsigned need = final ? 1 : LOOKAHEAD;

	if ((d->lazy ? lazy(d, need) : greedy(d, need)) < 0)
		return -1;
	if (final && d->avail) {
		d->syms[d->nsyms++] = d->win[d->pos - 1];
		d->lfreq[d->win[d->pos - 1]]++;
		d->blen++;
		d->avail = false;
	}
	return 0;
}

/* ---- the stream ---- */

struct deflate *
deflate_new(int level, int (*wr)(void *, const void *, size_t), void *ctx)
{
	struct deflate *d = xzalloc(sizeof(*d));
	unsigned i, s;

	if (!len_sym[255])
		for (i = 0, s = 0; i < 256; i++) {
			while (s < 28 && rfc1951_len_base[s + 1] <= i + 3)
				s++;
			len_sym[i] = s;
		}
	level = level < 1 ? 1 : level > 9 ? 9 : level;
	d->good = levels[level][0];
	d->max_lazy = levels[level][1];
	d->nice = levels[level][2];
	d->chain = levels[level][3];
	d->lazy = level >= 4;
	d->maxsyms = BLOCK_SYMS;
	d->wr = wr;
	d->ctx = ctx;
	d->op = d->out;
	return d;
}

void
deflate_free(struct deflate *d)
{
	free(d);
}

/* Compress n more bytes. 0, or -1 with errno after a write error. */
int
deflate_write(struct deflate *d, const void *buf, size_t n)
{
	const unsigned char *p = buf;
	size_t k;

	while (n) {
		if (d->err) {
			errno = d->err;
			return -1;
		}
		if (d->pos >= WSIZE + MAX_DIST)
			slide(d);
		k = MIN(n, (size_t)(2 * WSIZE - d->pos - d->ahead));
		memcpy(d->win + d->pos + d->ahead, p, k);
		d->ahead += k;
		p += k;
		n -= k;
		if (compress(d, false) < 0)
			return -1;
	}
	return d->err ? (errno = d->err, -1) : 0;
}

/* The last block; the output ends on a byte boundary. */
int
deflate_end(struct deflate *d)
{
	/* the hashes and compares may look past the data: make it zeros */
	memset(d->win + d->pos + d->ahead, 0, 8);
	if (compress(d, true) < 0 || flush_block(d, true) < 0)
		return -1;
	d->bc = (d->bc + 7) & ~7u;
	flushbits(d);
	return 0;
}

/* Raw bytes between streams (a container's header or trailer). */
int
deflate_put(struct deflate *d, const void *buf, size_t n)
{
	if (room(d, n) < 0)
		return -1;
	if (n > OUTSIZE)
		return d->wr(d->ctx, buf, n);
	memcpy(d->op, buf, n);
	d->op += n;
	return 0;
}

int
deflate_flush(struct deflate *d)
{
	return flush_out(d);
}
