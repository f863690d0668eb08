/*
 * bz2.c - bzip2 decompression and compression, streaming, bounded memory
 *
 * Follows the bzip2 format as documented in Joe Tsai's "The bzip2 format
 * specification" (2016), checked against what bzip2 1.0.8 accepts: a
 * stream is "BZh" and a block size digit, then blocks (48-bit magic
 * 0x314159265359, block CRC, randomised bit, origin pointer, symbol map,
 * 2 to 6 Huffman tables chosen per group of 50 symbols by MTF-coded
 * selectors), then an end marker (0x177245385090) with the combined CRC,
 * padded to a byte. A block's symbols undo RLE2 and MTF into at most
 * level * 100000 bytes; the inverse Burrows-Wheeler transform walks them,
 * optionally un-randomises (bzip2 0.9.0 and older), and undoes RLE1 (four
 * equal bytes and a count) into the output.
 *
 * Memory: the block array, 4 bytes per byte of block size (3.6 MiB at
 * level 9), allocated for the largest block size seen, plus 163 KiB of
 * buffers and tables. A block is read whole, pulling input through the
 * read callback as needed; its output is handed out 64 KiB at a time.
 *
 * The compressor (bz2_writer_new and on, at the end) writes streams that
 * bzip2 1.0.8 reads, never randomised, blocks filled as bzip2 fills them.
 *
 * Errors use bzip2's words (without its program and file names):
 * "not a bzip2 file" for a first stream without the magic, "Compressed
 * file ends unexpectedly" for truncation, "Data integrity error when
 * decompressing" for bad data or a CRC mismatch, "couldn't allocate
 * enough memory" past memlimit. Data after a complete stream that does
 * not start another is ignored with bzip2's warning (bz2_warning); a
 * prefix of "BZh" followed by the end of input is truncation, as in
 * bzip2. Deliberate deviation: an over-subscribed Huffman code is refused
 * (bzip2 decodes something from it; no encoder writes one).
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#define BLK_UNIT	100000u
#define MAXGROUPS	6
#define MAXALPHA	258
#define MAXLEN		20
#define GROUP		50		/* symbols per selector */
#define MAXSEL		18002		/* selectors kept, as bzip2 1.0.8 */
#define TBITS		10		/* first-level table bits */
#define INSIZE		65536
#define OUTSIZE		65536
#define OUTSLACK	256		/* an RLE1 run past the limit */

enum { ST_MAGIC, ST_BLOCK, ST_OUT, ST_END, ST_ERR };

struct huff {
	/* len << 9 | symbol for codes up to TBITS long, 0: a longer code */
	uint16_t	tab[1 << TBITS];
	uint32_t	limit[MAXLEN + 1];	/* first code past length n */
	int32_t		offs[MAXLEN + 1];	/* perm index - first code */
	uint16_t	perm[MAXALPHA];		/* symbols by (length, value) */
	unsigned	minlong;		/* shortest code over TBITS */
};

struct bz2 {
	uint64_t	bb;		/* bit buffer, next bit is bit bc - 1 */
	unsigned	bc;		/* valid bits in bb */
	unsigned	padbits;	/* zero bits added past the input */
	const unsigned char *ip, *iend;
	bool		eof, rerr, first, rand;
	int		state;
	const char	*err, *warn;
	uint64_t	memlimit;
	unsigned	level;		/* block size of this stream, 1-9 */
	uint32_t	*tt;		/* the block, then its BWT links */
	size_t		ttcap;		/* entries allocated */
	/* output of the current block */
	uint32_t	pos, left;	/* BWT position, bytes still to walk */
	int		last;		/* previous byte, -1 after a count */
	unsigned	run;		/* equal bytes seen (RLE1), 4: count */
	unsigned	rtpos, rntogo;	/* un-randomising state */
	uint32_t	crc, want_crc;	/* of this block: computed, stored */
	uint32_t	combined;	/* stream CRC over the blocks so far */
	ssize_t		(*rd)(void *, void *, size_t);
	void		*ctx;
	unsigned char	seq[256];	/* symbol map: MTF value -> byte */
	unsigned char	sel[MAXSEL];
	struct huff	huff[MAXGROUPS];
	unsigned char	in[INSIZE];
	unsigned char	out[OUTSIZE + OUTSLACK];
};

static const char msg_magic[] = "not a bzip2 file";
static const char msg_eof[] = "Compressed file ends unexpectedly";
static const char msg_data[] = "Data integrity error when decompressing";
static const char msg_mem[] = "couldn't allocate enough memory";
static const char msg_trail[] = "trailing garbage after EOF ignored";

/*
 * The table of randomised blocks (the format's fixed sequence of 512
 * gaps): after rnums[i] more bytes of the BWT output, one byte has its
 * low bit flipped.
 */
static const uint16_t rnums[512] = {
	619, 720, 127, 481, 931, 816, 813, 233, 566, 247, 985, 724,
	205, 454, 863, 491, 741, 242, 949, 214, 733, 859, 335, 708,
	621, 574, 73, 654, 730, 472, 419, 436, 278, 496, 867, 210,
	399, 680, 480, 51, 878, 465, 811, 169, 869, 675, 611, 697,
	867, 561, 862, 687, 507, 283, 482, 129, 807, 591, 733, 623,
	150, 238, 59, 379, 684, 877, 625, 169, 643, 105, 170, 607,
	520, 932, 727, 476, 693, 425, 174, 647, 73, 122, 335, 530,
	442, 853, 695, 249, 445, 515, 909, 545, 703, 919, 874, 474,
	882, 500, 594, 612, 641, 801, 220, 162, 819, 984, 589, 513,
	495, 799, 161, 604, 958, 533, 221, 400, 386, 867, 600, 782,
	382, 596, 414, 171, 516, 375, 682, 485, 911, 276, 98, 553,
	163, 354, 666, 933, 424, 341, 533, 870, 227, 730, 475, 186,
	263, 647, 537, 686, 600, 224, 469, 68, 770, 919, 190, 373,
	294, 822, 808, 206, 184, 943, 795, 384, 383, 461, 404, 758,
	839, 887, 715, 67, 618, 276, 204, 918, 873, 777, 604, 560,
	951, 160, 578, 722, 79, 804, 96, 409, 713, 940, 652, 934,
	970, 447, 318, 353, 859, 672, 112, 785, 645, 863, 803, 350,
	139, 93, 354, 99, 820, 908, 609, 772, 154, 274, 580, 184,
	79, 626, 630, 742, 653, 282, 762, 623, 680, 81, 927, 626,
	789, 125, 411, 521, 938, 300, 821, 78, 343, 175, 128, 250,
	170, 774, 972, 275, 999, 639, 495, 78, 352, 126, 857, 956,
	358, 619, 580, 124, 737, 594, 701, 612, 669, 112, 134, 694,
	363, 992, 809, 743, 168, 974, 944, 375, 748, 52, 600, 747,
	642, 182, 862, 81, 344, 805, 988, 739, 511, 655, 814, 334,
	249, 515, 897, 955, 664, 981, 649, 113, 974, 459, 893, 228,
	433, 837, 553, 268, 926, 240, 102, 654, 459, 51, 686, 754,
	806, 760, 493, 403, 415, 394, 687, 700, 946, 670, 656, 610,
	738, 392, 760, 799, 887, 653, 978, 321, 576, 617, 626, 502,
	894, 679, 243, 440, 680, 879, 194, 572, 640, 724, 926, 56,
	204, 700, 707, 151, 457, 449, 797, 195, 791, 558, 945, 679,
	297, 59, 87, 824, 713, 663, 412, 693, 342, 606, 134, 108,
	571, 364, 631, 212, 174, 643, 304, 329, 343, 97, 430, 751,
	497, 314, 983, 374, 822, 928, 140, 206, 73, 263, 980, 736,
	876, 478, 430, 305, 170, 514, 364, 692, 829, 82, 855, 953,
	676, 246, 369, 970, 294, 750, 807, 827, 150, 790, 288, 923,
	804, 378, 215, 828, 592, 281, 565, 555, 710, 82, 896, 831,
	547, 261, 524, 462, 293, 465, 502, 56, 661, 821, 976, 991,
	658, 869, 905, 758, 745, 193, 768, 550, 608, 933, 378, 286,
	215, 979, 792, 961, 61, 688, 793, 644, 986, 403, 106, 366,
	905, 644, 372, 567, 466, 434, 645, 210, 389, 550, 919, 135,
	780, 773, 635, 389, 707, 100, 626, 958, 165, 504, 920, 176,
	193, 713, 857, 265, 203, 50, 668, 108, 645, 990, 626, 197,
	510, 357, 358, 850, 858, 364, 936, 638
};

/*
 * CRC-32 as bzip2 uses it: polynomial 0x04c11db7 fed MSB first, initial
 * value and final xor ~0 (the CRC of POSIX cksum without the length):
 * crc32.c's crc32_msb_update over the output buffer.
 */
/* ---- bits ---- */

/*
 * Fill the bit buffer to at least 57 bits. Past the end of the input (or
 * after a read error) zero bytes are added and counted in padbits; a
 * decoder that has consumed them (padbits > bc) has read a truncated
 * stream.
 */
static void
refill_slow(struct bz2 *s)
{
	ssize_t r;

	while (s->bc <= 56) {
		if (s->ip == s->iend && !s->eof) {
			do
				r = s->rd(s->ctx, s->in, INSIZE);
			while (r < 0 && errno == EINTR);
			if (r <= 0) {
				s->eof = true;
				s->rerr = r < 0;
			} else {
				s->ip = s->in;
				s->iend = s->in + r;
			}
		}
		if (s->ip < s->iend) {
			s->bb = s->bb << 8 | *s->ip++;
		} else {
			s->bb <<= 8;
			s->padbits += 8;
		}
		s->bc += 8;
	}
}

static inline void
refill(struct bz2 *s)
{
	if (s->bc > 56)
		return;
	if (s->iend - s->ip >= 8) {
		while (s->bc <= 56) {
			s->bb = s->bb << 8 | *s->ip++;
			s->bc += 8;
		}
		return;
	}
	refill_slow(s);
}

/* the next n bits (n <= 32) */
static inline uint32_t
bits(struct bz2 *s, unsigned n)
{
	refill(s);
	s->bc -= n;
	return (uint32_t)(s->bb >> s->bc) & (uint32_t)((1ull << n) - 1);
}

static inline bool
truncated(struct bz2 *s)
{
	return s->padbits > s->bc;
}

/* no real bits left: the input ended here */
static bool
at_end(struct bz2 *s)
{
	refill(s);
	return s->padbits >= s->bc;
}

/*
 * Fail with msg, unless the decoder ran past the end of the input or the
 * read failed: that is the real cause of whatever went wrong after it.
 */
static int
fail(struct bz2 *s, const char *msg)
{
	if (s->rerr)
		msg = NULL;
	else if (truncated(s))
		msg = msg_eof;
	s->err = msg;
	s->state = ST_ERR;
	return -1;
}

/* ---- Huffman tables ---- */

/*
 * Canonical codes as bzip2 assigns them: by length, then by symbol value.
 * An over-subscribed code is refused; an incomplete one is allowed, and a
 * code that is not assigned fails when it is read.
 */
static int
build(struct huff *h, const unsigned char *lens, unsigned n)
{
	unsigned count[MAXLEN + 1] = { 0 }, next[MAXLEN + 1];
	unsigned len, sym, code = 0, i, k, idx = 0;

	for (sym = 0; sym < n; sym++)
		count[lens[sym]]++;
	h->minlong = MAXLEN + 1;
	for (len = 1; len <= MAXLEN; len++) {
		next[len] = idx;
		h->offs[len] = (int32_t)idx - (int32_t)code;
		idx += count[len];
		code += count[len];
		if (code > 1u << len)
			return -1;
		h->limit[len] = code;
		if (len > TBITS && count[len] && h->minlong > MAXLEN)
			h->minlong = len;
		code <<= 1;
	}
	for (sym = 0; sym < n; sym++)
		h->perm[next[lens[sym]]++] = sym;
	memset(h->tab, 0, sizeof(h->tab));
	code = 0;
	i = 0;
	for (len = 1; len <= TBITS; len++) {
		for (k = 0; k < count[len]; k++, i++) {
			unsigned lo = code << (TBITS - len);
			unsigned hi = (code + 1) << (TBITS - len);
			uint16_t e = len << 9 | h->perm[i];

			while (lo < hi)
				h->tab[lo++] = e;
			code++;
		}
		code <<= 1;
	}
	return 0;
}

/* a symbol, or -1 for a code that is not assigned */
static inline int
decode(struct bz2 *s, const struct huff *h)
{
	uint32_t v, c;
	unsigned e, len;

	refill(s);
	v = (uint32_t)(s->bb >> (s->bc - MAXLEN)) & ((1u << MAXLEN) - 1);
	e = h->tab[v >> (MAXLEN - TBITS)];
	if (e) {
		s->bc -= e >> 9;
		return e & 511;
	}
	for (len = h->minlong; len <= MAXLEN; len++) {
		c = v >> (MAXLEN - len);
		if (c < h->limit[len]) {
			s->bc -= len;
			return h->perm[h->offs[len] + (int32_t)c];
		}
	}
	return -1;
}

/* ---- blocks ---- */

/*
 * Read one block after its magic: header, tables, and the symbols, undoing
 * RLE2 and MTF into tt, then link tt for the inverse BWT.
 */
static int
read_block(struct bz2 *s)
{
	unsigned char lens[MAXALPHA], mtf[256], gmtf[MAXGROUPS];
	uint32_t count[256] = { 0 };
	uint32_t origptr, cap = s->level * BLK_UNIT, n, run, w, i, sum, c;
	unsigned used, m, ninuse = 0, ngroups, nsel, alpha, t, j, k, len;
	unsigned group, gleft;
	uint32_t *tt = s->tt;
	const struct huff *h;
	int sym;

	s->want_crc = bits(s, 16) << 16;
	s->want_crc |= bits(s, 16);
	s->rand = bits(s, 1);
	origptr = bits(s, 24);
	used = bits(s, 16);
	for (i = 0; i < 16; i++) {
		if (!(used & (0x8000 >> i)))
			continue;
		m = bits(s, 16);
		for (j = 0; j < 16; j++)
			if (m & (0x8000 >> j))
				s->seq[ninuse++] = i * 16 + j;
	}
	if (!ninuse)
		return fail(s, msg_data);
	alpha = ninuse + 2;
	ngroups = bits(s, 3);
	nsel = bits(s, 15);
	if (ngroups < 2 || ngroups > MAXGROUPS || !nsel)
		return fail(s, msg_data);
	for (j = 0; j < ngroups; j++)
		gmtf[j] = j;
	for (i = 0; i < nsel; i++) {
		for (j = 0; bits(s, 1); j++)
			if (j + 1 >= ngroups)
				return fail(s, msg_data);
		k = gmtf[j];
		for (; j; j--)
			gmtf[j] = gmtf[j - 1];
		gmtf[0] = k;
		if (i < MAXSEL)
			s->sel[i] = k;
		if (truncated(s))
			return fail(s, msg_eof);
	}
	nsel = MIN(nsel, MAXSEL);
	for (t = 0; t < ngroups; t++) {
		len = bits(s, 5);
		for (k = 0; k < alpha; k++) {
			for (;;) {
				if (len < 1 || len > MAXLEN)
					return fail(s, msg_data);
				if (!bits(s, 1))
					break;
				len += bits(s, 1) ? -1 : 1;
			}
			lens[k] = len;
		}
		if (build(&s->huff[t], lens, alpha) < 0)
			return fail(s, msg_data);
	}

	for (i = 0; i < 256; i++)
		mtf[i] = i;
	n = run = 0;
	w = 1;
	group = gleft = 0;
	h = NULL;
	for (;;) {
		if (!gleft) {
			if (group >= nsel || truncated(s))
				return fail(s, msg_data);
			h = &s->huff[s->sel[group++]];
			gleft = GROUP;
		}
		gleft--;
		if ((sym = decode(s, h)) < 0)
			return fail(s, msg_data);
		if (sym <= 1) {
			/* RUNA adds w, RUNB 2w, w doubling: bijective base 2 */
			run += w << sym;
			w <<= 1;
			if (run > cap)
				return fail(s, msg_data);
			continue;
		}
		if (run) {
			c = s->seq[mtf[0]];
			if (run > cap - n)
				return fail(s, msg_data);
			count[c] += run;
			while (run--)
				tt[n++] = c;
			run = 0;
			w = 1;
		}
		if ((unsigned)sym == alpha - 1)
			break;
		/* MTF index sym - 1 to the front */
		k = sym - 1;
		c = mtf[k];
		/*
		 * Shift mtf[0..k-1] up by one, 16 or 8 bytes a step from the
		 * top (each step reads what the previous one did not write).
		 */
		for (; k >= 16; k -= 16) {
			uint64_t lo8, hi8;

			memcpy(&lo8, mtf + k - 16, 8);
			memcpy(&hi8, mtf + k - 8, 8);
			memcpy(mtf + k - 7, &hi8, 8);
			memcpy(mtf + k - 15, &lo8, 8);
		}
		if (k >= 8) {
			uint64_t v8;

			memcpy(&v8, mtf + k - 8, 8);
			memcpy(mtf + k - 7, &v8, 8);
			k -= 8;
		}
		if (k) {
			/*
			 * The last k < 8 bytes in one masked 64-bit shift
			 * (a byte loop here became a call to memmove, a
			 * third of the decoder's time on binaries)
			 */
			uint64_t v8, m8;

			memcpy(&v8, mtf, 8);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
			m8 = ~0ull << (56 - 8 * k) & ~0ull >> 8;
			v8 = (v8 & ~m8) | (v8 >> 8 & m8);
#else
			m8 = ~0ull >> (56 - 8 * k) & ~0xffull;
			v8 = (v8 & ~m8) | (v8 << 8 & m8);
#endif
			memcpy(mtf, &v8, 8);
		}
		mtf[0] = c;
		c = s->seq[c];
		if (n >= cap)
			return fail(s, msg_data);
		count[c]++;
		tt[n++] = c;
	}
	if (truncated(s))
		return fail(s, msg_eof);
	if (origptr >= n)
		return fail(s, msg_data);

	/*
	 * Inverse BWT: the i-th occurrence of byte c in the last column is
	 * the i-th in the sorted first column; link each first-column slot
	 * to its last-column position in the upper 24 bits.
	 */
	for (sum = 0, i = 0; i < 256; i++) {
		c = count[i];
		count[i] = sum;
		sum += c;
	}
	for (i = 0; i < n; i++)
		tt[count[tt[i] & 0xff]++] |= i << 8;
	s->pos = tt[origptr] >> 8;
	s->left = n;
	s->last = -1;
	s->run = 0;
	s->rtpos = s->rntogo = 0;
	s->crc = ~0u;
	return 0;
}

/*
 * Walk the BWT links into the output, undoing randomisation and RLE1,
 * until the block ends or the output area is full. Returns bytes made.
 */
static size_t
emit(struct bz2 *s)
{
	unsigned char *o = s->out, *end = s->out + OUTSIZE;
	const uint32_t *tt = s->tt;
	uint32_t pos = s->pos, left = s->left, e;
	unsigned run = s->run, b, rntogo = s->rntogo, rtpos = s->rtpos;
	bool rnd = s->rand;
	int last = s->last;

	while (left && o < end) {
		e = tt[pos];
		pos = e >> 8;
		b = e & 0xff;
		left--;
		if (rnd) {
			if (!rntogo) {
				rntogo = rnums[rtpos];
				rtpos = (rtpos + 1) & 511;
			}
			rntogo--;
			b ^= rntogo == 1;
		}
		if (run == 4) {
			/* a count after four equal bytes (the slack fits it) */
			memset(o, last, b);
			o += b;
			run = 0;
			last = -1;
			continue;
		}
		if ((int)b == last) {
			run++;
		} else {
			run = 1;
			last = b;
		}
		*o++ = b;
	}
	s->pos = pos;
	s->left = left;
	s->run = run;
	s->last = last;
	s->rntogo = rntogo;
	s->rtpos = rtpos;
	s->crc = crc32_msb_update(s->crc, s->out, o - s->out);
	return o - s->out;
}

/* ---- streams ---- */

/*
 * A stream header. EOF before its first byte ends the input after a
 * complete stream; other bytes there are trailing garbage, warned about
 * and ignored, as bzip2 does.
 */
static int
read_magic(struct bz2 *s)
{
	static const char magic[3] = "BZh";
	unsigned i, c, need;
	uint32_t *tt;

	/* streams start on a byte boundary */
	s->bc -= s->bc & 7;
	for (i = 0; i < 4; i++) {
		if (at_end(s)) {
			if (s->rerr)
				return fail(s, NULL);
			if (i == 0 && !s->first) {
				s->state = ST_END;
				return 0;
			}
			return fail(s, msg_eof);
		}
		c = bits(s, 8);
		if (i < 3 ? c != (unsigned char)magic[i] : c < '1' || c > '9') {
			if (s->first)
				return fail(s, msg_magic);
			s->warn = msg_trail;
			s->state = ST_END;
			return 0;
		}
	}
	s->level = c - '0';
	need = s->level * BLK_UNIT;
	if (need > s->ttcap) {
		if (s->memlimit &&
		    (uint64_t)need * 4 + sizeof(*s) > s->memlimit)
			return fail(s, msg_mem);
		free(s->tt);
		s->ttcap = 0;
		if (!(tt = malloc((size_t)need * 4)))
			return fail(s, msg_mem);
		s->tt = tt;
		s->ttcap = need;
	}
	s->first = false;
	s->combined = 0;
	s->state = ST_BLOCK;
	return 0;
}

/* A block magic or the end-of-stream marker, compared a byte at a time. */
static int
next_block(struct bz2 *s)
{
	static const unsigned char blk[6] = {
		0x31, 0x41, 0x59, 0x26, 0x53, 0x59 };
	static const unsigned char eos[6] = {
		0x17, 0x72, 0x45, 0x38, 0x50, 0x90 };
	const unsigned char *m;
	unsigned i, c;
	uint32_t crc;

	c = bits(s, 8);
	m = c == blk[0] ? blk : eos;
	for (i = 0; i < 6; i++) {
		if (i)
			c = bits(s, 8);
		if (truncated(s))
			return fail(s, msg_eof);
		if (c != m[i])
			return fail(s, msg_data);
	}
	if (m == blk) {
		if (read_block(s) < 0)
			return -1;
		s->state = ST_OUT;
		return 0;
	}
	crc = bits(s, 16) << 16;
	crc |= bits(s, 16);
	if (truncated(s))
		return fail(s, msg_eof);
	if (crc != s->combined)
		return fail(s, msg_data);
	s->state = ST_MAGIC;
	return 0;
}

struct bz2 *
bz2_new(ssize_t (*rd)(void *, void *, size_t), void *ctx, int flags,
    uint64_t memlimit)
{
	struct bz2 *s = xmalloc(sizeof(*s));

	(void)flags;
	s->bb = 0;
	s->bc = s->padbits = 0;
	s->ip = s->iend = s->in;
	s->eof = s->rerr = false;
	s->first = true;
	s->state = ST_MAGIC;
	s->err = s->warn = NULL;
	s->memlimit = memlimit;
	s->tt = NULL;
	s->ttcap = 0;
	s->rd = rd;
	s->ctx = ctx;
	return s;
}

void
bz2_free(struct bz2 *s)
{
	if (!s)
		return;
	free(s->tt);
	free(s);
}

const char *
bz2_error(struct bz2 *s)
{
	return s->err;
}

const char *
bz2_warning(struct bz2 *s)
{
	return s->warn;
}

ssize_t
bz2_out(struct bz2 *s, const unsigned char **p)
{
	size_t n;

	for (;;) {
		switch (s->state) {
		case ST_MAGIC:
			if (read_magic(s) < 0)
				return -1;
			break;
		case ST_BLOCK:
			if (next_block(s) < 0)
				return -1;
			break;
		case ST_OUT:
			if ((n = emit(s))) {
				*p = s->out;
				return n;
			}
			/* run == 4 at the end: the block ended on a run */
			s->crc = ~s->crc;
			if (s->crc != s->want_crc)
				return fail(s, msg_data);
			s->combined = (s->combined << 1 | s->combined >> 31) ^
			    s->crc;
			s->state = ST_BLOCK;
			break;
		case ST_END:
			return 0;
		default:
			return -1;
		}
	}
}

bool
bz2_magic(const unsigned char *buf, size_t n)
{
	return n >= 4 && buf[0] == 'B' && buf[1] == 'Z' && buf[2] == 'h' &&
	    buf[3] >= '1' && buf[3] <= '9';
}

/* ---- compression ---- */

/*
 * The writer: input goes through RLE1 (runs of 4 to 255 equal bytes as
 * four and a count) into a block of up to level * 100000 - 19 bytes, as
 * bzip2 fills them. A full block is sorted (cyclic rotations, see
 * sort_rotations), MTF and RLE2 coded, and Huffman coded with 2 to 6
 * tables chosen per group of 50 symbols, the tables refined over four
 * passes of choosing and counting, code lengths limited to 17 bits by
 * flattening the weights, as bzip2 does. Memory: 9 bytes per block byte
 * (8.1 MB at level 9; bzip2 takes 7.6 MB) plus about 90 KiB.
 */
#define WMAXLEN		17		/* code lengths the writer makes */
#define WPASSES		4

struct bz2w {
	int		(*wr)(void *, const void *, size_t);
	void		*ctx;
	unsigned	level;
	uint32_t	cap;		/* block bytes that may be filled */
	uint32_t	n;		/* block bytes filled */
	int		ch;		/* byte of the pending run, -1: none */
	unsigned	len;		/* its length, 1-255 */
	uint32_t	crc, combined;
	uint64_t	acc;		/* bit accumulator, MSB first */
	unsigned	nacc;		/* bits in acc */
	size_t		o;		/* bytes in out */
	bool		failed;
	unsigned char	*block;
	uint32_t	*p, *c;		/* the sort's order and ranks */
	uint16_t	*sym;		/* MTF/RLE2 symbols (in c) */
	unsigned char	lens[MAXGROUPS][MAXALPHA];
	uint32_t	gfreq[MAXGROUPS][MAXALPHA];
	unsigned char	sel[MAXSEL];
	unsigned char	out[INSIZE];
};

static int
w_flush(struct bz2w *w)
{
	if (w->o && !w->failed && w->wr(w->ctx, w->out, w->o) < 0)
		w->failed = true;
	w->o = 0;
	return w->failed ? -1 : 0;
}

/* n bits (n <= 24) of v, most significant first */
static inline void
w_bits(struct bz2w *w, unsigned n, uint32_t v)
{
	w->acc = w->acc << n | v;
	w->nacc += n;
	while (w->nacc >= 8) {
		w->nacc -= 8;
		w->out[w->o++] = (unsigned char)(w->acc >> w->nacc);
	}
	if (w->o > INSIZE - 8)
		w_flush(w);
}

static void
w_bits32(struct bz2w *w, uint32_t v)
{
	w_bits(w, 16, v >> 16);
	w_bits(w, 16, v & 0xffff);
}

/*
 * Sorting the cyclic rotations of the block: Larsson and Sadakane's
 * doubling ("Faster suffix sorting", 1999) with rotations instead of
 * suffixes. v is the order being refined; rank[x] is the end of the group
 * of rotations that equal x in their first h bytes (its index in v). A
 * pass sorts each unsorted group by the rank of the rotation h further on,
 * which orders it by 2h bytes; sorted stretches of v hold -(length) and
 * are skipped. Ranks stay monotone in the true order while a group is
 * split (the lower part gets its own end at once), so the parts may be
 * sorted in any order: the smaller recursively, the larger in a loop,
 * which bounds the stack. Rotations equal in all n bytes (a periodic
 * block) stay one group; any order of them gives the same output.
 */
#define RKEY(x)	rank[(x) + h < n ? (x) + h : (x) + h - n]

static void
set_group(int32_t *v, int32_t *rank, int32_t lo, int32_t hi)
{
	for (int32_t k = lo; k <= hi; k++)
		rank[v[k]] = hi;
	if (lo == hi)
		v[lo] = -1;
}

static void
sort_group(int32_t *v, int32_t *rank, int32_t lo, int32_t cnt, uint32_t h,
    uint32_t n, uint32_t *seed)
{
	int32_t lt, gt, i, t, pk, k1, k2, k3, j, kj;

	while (cnt > 1) {
		if (cnt <= 8) {
			/*
			 * Insertion sort, then a group per run of equal keys;
			 * the keys are kept, as new groups change ranks.
			 */
			int32_t key[8];

			for (i = 0; i < cnt; i++) {
				t = v[lo + i];
				kj = RKEY(t);
				for (j = i; j && key[j - 1] > kj; j--) {
					v[lo + j] = v[lo + j - 1];
					key[j] = key[j - 1];
				}
				v[lo + j] = t;
				key[j] = kj;
			}
			for (i = 0; i < cnt; i = j + 1) {
				for (j = i; j + 1 < cnt && key[j + 1] == key[i];
				    j++)
					;
				set_group(v, rank, lo + i, lo + j);
			}
			return;
		}
		/*
		 * The pivot: the median of three keys at pseudo-random
		 * places, so that no input makes every split a bad one.
		 */
		*seed = *seed * 1103515245u + 12345;
		k1 = RKEY(v[lo + (*seed >> 8) % cnt]);
		k2 = RKEY(v[lo + cnt / 2]);
		*seed = *seed * 1103515245u + 12345;
		k3 = RKEY(v[lo + (*seed >> 8) % cnt]);
		pk = k1 < k2 ? (k2 < k3 ? k2 : k1 < k3 ? k3 : k1) :
		    (k1 < k3 ? k1 : k2 < k3 ? k3 : k2);
		lt = i = lo;
		gt = lo + cnt - 1;
		while (i <= gt) {
			kj = RKEY(v[i]);
			if (kj < pk) {
				t = v[lt];
				v[lt++] = v[i];
				v[i++] = t;
			} else if (kj > pk) {
				t = v[gt];
				v[gt--] = v[i];
				v[i] = t;
			} else {
				i++;
			}
		}
		/* [lo, lt) lower, [lt, gt] equal, (gt, lo + cnt) higher */
		if (lt > lo)
			for (i = lo; i < lt; i++)
				rank[v[i]] = lt - 1;
		set_group(v, rank, lt, gt);
		if (lt - lo == 1)
			v[lo] = -1;
		if (lo + cnt - 1 - gt == 1)
			v[gt + 1] = -1;
		if (lt - lo < lo + cnt - 1 - gt) {
			sort_group(v, rank, lo, lt - lo, h, n, seed);
			cnt = lo + cnt - 1 - gt;
			lo = gt + 1;
		} else {
			sort_group(v, rank, gt + 1, lo + cnt - 1 - gt, h, n,
			    seed);
			cnt = lt - lo;
		}
	}
}

/* w->p[i]: where the i-th smallest rotation of block[0..n) starts */
static void
sort_rotations(struct bz2w *w, uint32_t n)
{
	const unsigned char *b = w->block;
	int32_t *v = (int32_t *)w->p, *rank = (int32_t *)w->c;
	uint32_t cnt[256] = { 0 }, h, i, sl, j, s, seed = 1;

	for (i = 0; i < n; i++)
		cnt[b[i]]++;
	for (i = 1; i < 256; i++)
		cnt[i] += cnt[i - 1];
	for (i = n; i--;)
		v[--cnt[b[i]]] = i;
	for (s = 0; s < n; s = j + 1) {
		for (j = s; j + 1 < n && b[v[j + 1]] == b[v[s]]; j++)
			;
		set_group(v, rank, s, j);
	}
	for (h = 1; h < n; h <<= 1) {
		for (i = 0, sl = 0; i < n;) {
			if (v[i] < 0) {
				sl -= v[i];
				i -= v[i];
				continue;
			}
			if (sl)
				v[i - sl] = -(int32_t)sl;
			sl = 0;
			j = rank[v[i]] + 1;
			sort_group(v, rank, i, j - i, h, n, &seed);
			i = j;
		}
		if (sl)
			v[i - sl] = -(int32_t)sl;
		if ((uint32_t)-v[0] == n)
			break;
	}
	/* sorted ones are marked in v; their rank is their place */
	for (i = 0; i < n; i++)
		if (v[rank[i]] < 0)
			v[rank[i]] = i;
}

/*
 * Huffman code lengths for n weights, none over maxlen: a code built
 * from the weights sorted (two queues: leaves and merged nodes); while
 * it is too deep, the weights are flattened and it is built again.
 */
static void
code_lengths(unsigned char *lens, const uint32_t *freq, unsigned n,
    unsigned maxlen)
{
	uint32_t wt[MAXALPHA], nw[MAXALPHA];
	uint16_t ord[MAXALPHA], parent[2 * MAXALPHA];
	unsigned i, j, k, leaf, node, nodes, a, b = 0, depth, max;

	for (i = 0; i < n; i++)
		wt[i] = freq[i] ? freq[i] << 8 : 1;
	for (;;) {
		/* sort symbols by weight (insertion sort: n <= 258) */
		for (i = 0; i < n; i++) {
			for (j = i; j && wt[ord[j - 1]] > wt[i]; j--)
				ord[j] = ord[j - 1];
			ord[j] = i;
		}
		/* nodes 0..n-1 are the sorted leaves, n.. the merged ones */
		leaf = 0;
		node = n;
		nodes = n;
		for (k = 0; k + 1 < n; k++) {
			for (j = 0; j < 2; j++) {
				uint32_t lw = leaf < n ? wt[ord[leaf]] :
				    UINT32_MAX;

				if (node < nodes && nw[node - n] <= lw)
					a = node++;
				else
					a = leaf++;
				if (j == 0)
					b = a;
			}
			nw[nodes - n] = (b < n ? wt[ord[b]] : nw[b - n]) +
			    (a < n ? wt[ord[a]] : nw[a - n]);
			parent[a] = parent[b] = nodes++;
		}
		max = 0;
		for (i = 0; i < n; i++) {
			for (depth = 0, j = i; j != nodes - 1; j = parent[j])
				depth++;
			lens[ord[i]] = depth;
			max = MAX(max, depth);
		}
		if (max <= maxlen)
			return;
		for (i = 0; i < n; i++)
			wt[i] = (wt[i] >> 1) + 1;
	}
}

/* MTF and RLE2 of the sorted block into w->sym; the symbol count */
static uint32_t
mtf_encode(struct bz2w *w, uint32_t n, const unsigned char *map,
    unsigned ninuse, uint32_t *freq)
{
	unsigned char mtf[256], v, t;
	uint16_t *sym = w->sym;
	uint32_t i, k, zrun = 0, ns = 0, pos;
	unsigned j;

	for (j = 0; j < ninuse; j++)
		mtf[j] = j;
	for (i = 0; i < n; i++) {
		pos = w->p[i] ? w->p[i] - 1 : n - 1;
		v = map[w->block[pos]];
		if (mtf[0] == v) {
			zrun++;
			continue;
		}
		/* a run of zeros in bijective base 2: RUNA 1, RUNB 2 */
		for (; zrun; zrun = (zrun - 1 - (~zrun & 1)) >> 1) {
			k = ~zrun & 1;
			sym[ns++] = k;
			freq[k]++;
		}
		t = mtf[0];
		for (j = 1; mtf[j] != v; j++) {
			unsigned char u = mtf[j];

			mtf[j] = t;
			t = u;
		}
		mtf[j] = t;
		mtf[0] = v;
		sym[ns++] = j + 1;
		freq[j + 1]++;
	}
	for (; zrun; zrun = (zrun - 1 - (~zrun & 1)) >> 1) {
		k = ~zrun & 1;
		sym[ns++] = k;
		freq[k]++;
	}
	sym[ns++] = ninuse + 1;
	freq[ninuse + 1]++;
	return ns;
}

static void
write_block(struct bz2w *w)
{
	unsigned char (*lens)[MAXALPHA] = w->lens, *sel = w->sel;
	uint32_t (*gfreq)[MAXALPHA] = w->gfreq;
	unsigned char map[256], order[MAXGROUPS], cur, t;
	uint32_t freq[MAXALPHA] = { 0 }, codes[MAXGROUPS][MAXALPHA];
	uint32_t n = w->n, i, ns, origptr = 0, total, acc, cost[MAXGROUPS];
	unsigned ninuse = 0, alpha, ng, nsel, g, s, pass, j, k, lo, best;
	uint16_t used16 = 0, m;
	bool inuse[256] = { false };

	for (i = 0; i < n; i++)
		inuse[w->block[i]] = true;
	for (i = 0; i < 256; i++)
		if (inuse[i])
			map[i] = ninuse++;
	alpha = ninuse + 2;
	sort_rotations(w, n);
	for (i = 0; i < n; i++)
		if (w->p[i] == 0)
			origptr = i;
	w->sym = (uint16_t *)w->c;
	ns = mtf_encode(w, n, map, ninuse, freq);

	ng = ns < 200 ? 2 : ns < 600 ? 3 : ns < 1200 ? 4 : ns < 2400 ? 5 : 6;
	nsel = (ns + GROUP - 1) / GROUP;
	/* start: table g favours a slice of the alphabet of equal weight */
	for (total = ns, lo = 0, g = 0; g < ng; g++) {
		uint32_t want = total / (ng - g);

		for (acc = 0, s = lo; s < alpha && (acc < want || s == lo) &&
		    alpha - s > ng - g - 1; s++)
			acc += freq[s];
		if (g == ng - 1)
			s = alpha;
		for (k = 0; k < alpha; k++)
			lens[g][k] = k >= lo && k < s ? 0 : 15;
		lo = s;
		total -= acc;
	}
	for (pass = 0; pass < WPASSES; pass++) {
		memset(w->gfreq, 0, sizeof(w->gfreq));
		for (i = 0, j = 0; i < ns; i += GROUP, j++) {
			uint32_t end = MIN(i + GROUP, ns);

			for (g = 0; g < ng; g++)
				cost[g] = 0;
			for (k = i; k < end; k++)
				for (g = 0; g < ng; g++)
					cost[g] += lens[g][w->sym[k]];
			for (best = 0, g = 1; g < ng; g++)
				if (cost[g] < cost[best])
					best = g;
			sel[j] = best;
			for (k = i; k < end; k++)
				gfreq[best][w->sym[k]]++;
		}
		for (g = 0; g < ng; g++)
			code_lengths(lens[g], gfreq[g], alpha, WMAXLEN);
	}
	for (g = 0; g < ng; g++) {
		uint32_t code = 0;

		for (k = 1; k <= WMAXLEN; k++) {
			for (s = 0; s < alpha; s++)
				if (lens[g][s] == k)
					codes[g][s] = code++;
			code <<= 1;
		}
	}

	w->crc = ~w->crc;
	w_bits(w, 24, 0x314159);
	w_bits(w, 24, 0x265359);
	w_bits32(w, w->crc);
	w_bits(w, 1, 0);
	w_bits(w, 24, origptr);
	for (i = 0; i < 16; i++)
		for (j = 0; j < 16; j++)
			if (inuse[i * 16 + j])
				used16 |= 0x8000 >> i;
	w_bits(w, 16, used16);
	for (i = 0; i < 16; i++) {
		if (!(used16 & (0x8000 >> i)))
			continue;
		for (m = 0, j = 0; j < 16; j++)
			if (inuse[i * 16 + j])
				m |= 0x8000 >> j;
		w_bits(w, 16, m);
	}
	w_bits(w, 3, ng);
	w_bits(w, 15, nsel);
	for (g = 0; g < ng; g++)
		order[g] = g;
	for (j = 0; j < nsel; j++) {
		for (k = 0; order[k] != sel[j]; k++)
			;
		/* k ones and a zero, and the table to the front */
		for (cur = order[k]; k; k--) {
			order[k] = order[k - 1];
			w_bits(w, 1, 1);
		}
		order[0] = cur;
		w_bits(w, 1, 0);
	}
	for (g = 0; g < ng; g++) {
		cur = lens[g][0];
		w_bits(w, 5, cur);
		for (s = 0; s < alpha; s++) {
			for (t = lens[g][s]; cur < t; cur++)
				w_bits(w, 2, 2);
			for (; cur > t; cur--)
				w_bits(w, 2, 3);
			w_bits(w, 1, 0);
		}
	}
	for (i = 0, j = 0; i < ns; i += GROUP, j++) {
		uint32_t end = MIN(i + GROUP, ns);

		g = sel[j];
		for (k = i; k < end; k++)
			w_bits(w, lens[g][w->sym[k]], codes[g][w->sym[k]]);
	}
	w->combined = (w->combined << 1 | w->combined >> 31) ^ w->crc;
	w->crc = ~0u;
	w->n = 0;
}

/* the pending run into the block (four bytes and a count from 4 on) */
static void
flush_run(struct bz2w *w)
{
	unsigned char *b = w->block + w->n, run[256];
	unsigned i;

	if (w->ch < 0)
		return;
	memset(run, w->ch, w->len);
	w->crc = crc32_msb_update(w->crc, run, w->len);
	for (i = 0; i < MIN(w->len, 4u); i++)
		b[i] = w->ch;
	if (w->len >= 4)
		b[i++] = w->len - 4;
	w->n += i;
	w->ch = -1;
	if (w->n + 5 > w->cap)
		write_block(w);
}

struct bz2w *
bz2_writer_new(int level, int (*wr)(void *, const void *, size_t),
    void *ctx)
{
	struct bz2w *w = xzalloc(sizeof(*w));
	size_t bs;

	level = level < 1 ? 1 : level > 9 ? 9 : level;
	bs = level * BLK_UNIT;
	w->wr = wr;
	w->ctx = ctx;
	w->level = level;
	w->cap = bs - 19;
	w->ch = -1;
	w->crc = ~0u;
	w->block = xmalloc(bs);
	w->p = xmalloc(bs * sizeof(uint32_t));
	w->c = xmalloc((bs + 1) * sizeof(uint32_t));
	w_bits(w, 24, 'B' << 16 | 'Z' << 8 | 'h');
	w_bits(w, 8, '0' + level);
	return w;
}

int
bz2_write(struct bz2w *w, const void *buf, size_t n)
{
	const unsigned char *p = buf, *end = p + n;

	for (; p < end; p++) {
		if (*p == w->ch && w->len < 255) {
			w->len++;
			continue;
		}
		flush_run(w);
		w->ch = *p;
		w->len = 1;
	}
	if (w->failed)
		return -1;
	return 0;
}

int
bz2_finish(struct bz2w *w)
{
	int r, e;

	flush_run(w);
	if (w->n)
		write_block(w);
	w_bits(w, 24, 0x177245);
	w_bits(w, 24, 0x385090);
	w_bits32(w, w->combined);
	if (w->nacc)
		w_bits(w, 8 - w->nacc, 0);
	r = w_flush(w);
	e = errno;
	free(w->block);
	free(w->p);
	free(w->c);
	free(w);
	errno = e;
	return r;
}
