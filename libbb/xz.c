/*
 * xz.c - .xz and legacy .lzma decoding: LZMA, LZMA2, BCJ and delta filters
 *
 * Follows "The .xz File Format" 1.1.0 (stream header and footer, blocks,
 * index, stream padding, checks none/CRC32/CRC64/SHA-256) and the LZMA
 * specification (lzma-specification.txt: range coder, literal, match and
 * rep coding). LZMA2 chunks (control byte, sizes, resets) and the branch
 * converters (x86, ARM, ARM-Thumb, ARM64, PowerPC, SPARC, IA-64, RISC-V)
 * and delta are decoded as xz-utils defines them; their results were
 * compared with files xz made.
 *
 * Memory: the dictionary the stream declares (less when a block header or
 * the .lzma header says the data is smaller, and grown as output comes,
 * so a small file does not take all of it), a 128 KiB input buffer, and
 * 64 KiB for the filters; a memlimit refuses a bigger dictionary with
 * xz's "Memory usage limit reached". Output is handed out from the
 * dictionary itself when no filter follows LZMA2, one chunk at a time.
 *
 * Each LZMA2 chunk's compressed bytes (64 KiB at most) are gathered in the
 * input buffer before it is decoded, so the LZMA loop never waits for
 * input; only the output can suspend it (a match cut by the end of the
 * ring). The .lzma format has no chunks: there the loop stops while 128
 * bytes (more than one symbol can take) remain, and the buffer is
 * refilled; at the end of the input it is padded with zeros, and a
 * symbol that read the padding is a truncated stream.
 *
 * Messages are xz's own, for the same cases (xz -dc, C locale).
 * Deliberate deviation: none known; trailing bytes follow xz -dc (zero
 * padding in multiples of four after .xz, nothing after .lzma).
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#define INSIZE		(1 << 17)
#define INPAD		128		/* > the bytes one LZMA symbol reads */
#define FBSIZE		65536		/* filter buffer */
#define DICT_MIN	4096
#define DICT_STEP	(1 << 18)	/* made ready at a time */

static const char msg_corrupt[] = "Compressed data is corrupt";
static const char msg_eof[] = "Unexpected end of input";
static const char msg_format[] = "File format not recognized";
static const char msg_options[] = "Unsupported options";
static const char msg_memlimit[] = "Memory usage limit reached";
static const char msg_nomem[] = "Cannot allocate memory";
static const char msg_nocheck[] =
    "Unsupported type of integrity check; not verifying file integrity";

static const unsigned char xz_head_magic[6] = {
	0xfd, '7', 'z', 'X', 'Z', 0
};

enum {
	ST_HEADER, ST_BLOCK, ST_DATA, ST_PADDING, ST_ALONE, ST_ALONE_DATA,
	ST_END, ST_ERR
};
enum { L2_CTRL, L2_COPY, L2_LZMA, L2_END };
enum {
	F_DELTA = 3, F_X86, F_PPC, F_IA64, F_ARM, F_ARMT, F_SPARC, F_ARM64,
	F_RISCV, F_LZMA2 = 0x21
};

/* LZMA's adaptive probabilities, 11 bits, all starting at one half */
struct lzlen {
	uint16_t	choice, choice2, low[16][8], mid[16][8], high[256];
};
struct lzprobs {
	uint16_t	is_match[12][16], is_rep[12], is_rep0[12], is_rep1[12];
	uint16_t	is_rep2[12], rep0_long[12][16];
	uint16_t	slot[4][64], spec[115], align[16];
	struct lzlen	len, replen;
	uint16_t	lit[0x300 << 4];	/* lc + lp <= 4 */
};

struct filt {
	unsigned char	id;
	uint32_t	pos;		/* stream offset of the next byte */
	uint32_t	mask, last;	/* x86: recent E8/E9 bytes */
	unsigned	dist;		/* delta */
	unsigned char	hist[256];
	unsigned char	hp;
};

struct xz {
	ssize_t		(*rd)(void *, void *, size_t);
	void		*ctx;
	int		flags, state;
	uint64_t	memlimit;
	const char	*err, *warn;

	/* input */
	unsigned char	*in;		/* INSIZE + INPAD */
	unsigned char	*ip, *iend;
	uint64_t	ibase;		/* stream offset of in[0] */
	bool		eof;

	/* stream and block */
	unsigned char	sflags[2];
	unsigned	check, checksize;
	uint32_t	crc32;
	uint64_t	crc64;
	struct hash	sha;
	uint64_t	nblocks, sum_unpadded, sum_usize, rec_crc;
	uint64_t	bstart;		/* offset of this block's header */
	unsigned	bhsize;
	uint64_t	bcsize, busize;	/* declared, or UINT64_MAX */
	uint64_t	bout;		/* uncompressed bytes of this block */
	uint64_t	bcsize_got;	/* its compressed size, unpadded */
	uint64_t	sstart;		/* offset of this stream's header */

	/* filters other than LZMA2, in decoding order */
	int		nf;
	struct filt	f[3];
	unsigned char	*fbuf;
	size_t		flen, fp[3], fout;
	const unsigned char *pend;	/* LZMA2 output not yet filtered */
	size_t		pendlen;
	bool		lzdone;

	/* LZMA2 */
	int		l2;
	uint32_t	ulen;		/* uncompressed bytes left of chunk */
	bool		need_dict, need_props;

	/* the dictionary, a ring of dsize bytes (a multiple of 16) */
	unsigned char	*dict;
	size_t		dalloc, dready, dsize, dpos;
	bool		dfull;
	uint32_t	dict_decl;

	/* LZMA */
	const unsigned char *lip;	/* range coder input */
	uint32_t	rng, code;
	uint32_t	rep[4];
	unsigned	st, lc, lp, pb, mlen;
	uint64_t	alone_left;	/* .lzma: bytes still to come */
	struct lzprobs	pr;
};

/* ---- CRC-64 (ECMA-182, reflected, as .xz uses it) ---------------------- */

static uint64_t crc64_tab[8][256];
static bool crc64_ready;

static void
crc64_init(void)
{
	uint64_t c;
	int i, k;

	for (i = 0; i < 256; i++) {
		c = i;
		for (k = 0; k < 8; k++)
			c = c & 1 ? (c >> 1) ^ 0xc96c5795d7870f42ull : c >> 1;
		crc64_tab[0][i] = c;
	}
	for (i = 0; i < 256; i++)
		for (k = 1; k < 8; k++) {
			c = crc64_tab[k - 1][i];
			crc64_tab[k][i] = c >> 8 ^ crc64_tab[0][c & 0xff];
		}
	crc64_ready = true;
}

/* slicing by 8; start with crc 0, chain calls */
static uint64_t
crc64_update(uint64_t crc, const void *buf, size_t n)
{
	const unsigned char *p = buf;

	if (!crc64_ready)
		crc64_init();
	crc = ~crc;
	for (; n >= 8; n -= 8, p += 8) {
		crc ^= get_le64(p);
		crc = crc64_tab[7][crc & 0xff] ^
		    crc64_tab[6][crc >> 8 & 0xff] ^
		    crc64_tab[5][crc >> 16 & 0xff] ^
		    crc64_tab[4][crc >> 24 & 0xff] ^
		    crc64_tab[3][crc >> 32 & 0xff] ^
		    crc64_tab[2][crc >> 40 & 0xff] ^
		    crc64_tab[1][crc >> 48 & 0xff] ^
		    crc64_tab[0][crc >> 56];
	}
	while (n--)
		crc = crc64_tab[0][(crc ^ *p++) & 0xff] ^ crc >> 8;
	return ~crc;
}

/* ---- input ------------------------------------------------------------- */

static ssize_t
fail(struct xz *s, const char *msg)
{
	s->err = msg;
	s->state = ST_ERR;
	return -1;
}

static uint64_t
tell(const struct xz *s)
{
	return s->ibase + (uint64_t)(s->ip - s->in);
}

/* Read more input after what is left; 0 at the end, -1 on a read error. */
static ssize_t
fill(struct xz *s)
{
	size_t left = s->iend - s->ip;
	ssize_t r;

	if (s->eof)
		return 0;
	s->ibase += s->ip - s->in;
	memmove(s->in, s->ip, left);
	s->ip = s->in;
	s->iend = s->in + left;
	do
		r = s->rd(s->ctx, s->iend, INSIZE - left);
	while (r < 0 && errno == EINTR);
	if (r < 0)
		return fail(s, NULL);
	if (r == 0) {
		s->eof = true;
		memset(s->iend, 0, INPAD);
		return 0;
	}
	s->iend += r;
	return r;
}

/* Make n bytes (n <= INSIZE) available at s->ip; -1 when they cannot be. */
static int
need(struct xz *s, size_t n)
{
	while ((size_t)(s->iend - s->ip) < n) {
		ssize_t r = fill(s);

		if (r < 0)
			return -1;
		if (r == 0)
			return fail(s, msg_eof);
	}
	return 0;
}

/*
 * A variable-length integer (the .xz spec's section 1.2): 7 bits a byte,
 * least significant first, at most 9 bytes, no needless trailing zero
 * byte. From p[*off] on, at most end bytes in all; -1 if bad.
 */
static int
vli(const unsigned char *p, size_t end, size_t *off, uint64_t *v)
{
	unsigned i;

	*v = 0;
	for (i = 0; i < 9 && *off < end; i++) {
		unsigned char b = p[(*off)++];

		*v |= (uint64_t)(b & 0x7f) << (7 * i);
		if (!(b & 0x80))
			return i > 0 && b == 0 ? -1 : 0;
	}
	return -1;
}

/* a VLI straight from the input, its bytes added to *crc */
static int
vli_in(struct xz *s, uint64_t *v, uint32_t *crc)
{
	size_t off = 0;

	if (need(s, 1) < 0)
		return -1;
	while ((size_t)(s->iend - s->ip) < 9 && !s->eof)
		if (fill(s) < 0)
			return -1;
	if (vli(s->ip, MIN((size_t)9, (size_t)(s->iend - s->ip)), &off,
	    v) < 0) {
		if (off < 9 && s->ip + off == s->iend)
			return fail(s, msg_eof);
		return fail(s, msg_corrupt);
	}
	*crc = crc32_update(*crc, s->ip, off);
	s->ip += off;
	return 0;
}

/* ---- LZMA (lzma-specification.txt) ------------------------------------- */

static void
lz_reset_state(struct xz *s)
{
	uint16_t *p = (uint16_t *)&s->pr;
	size_t n = offsetof(struct lzprobs, lit) / 2 +
	    (0x300u << (s->lc + s->lp));

	for (size_t i = 0; i < n; i++)
		p[i] = 1024;
	s->st = 0;
	s->rep[0] = s->rep[1] = s->rep[2] = s->rep[3] = 0;
	s->mlen = 0;
}

/* the properties byte (pb * 5 + lp) * 9 + lc; -1 if out of range */
static int
lz_props(struct xz *s, unsigned b)
{
	if (b >= 9 * 5 * 5)
		return -1;
	s->lc = b % 9;
	b /= 9;
	s->lp = b % 5;
	s->pb = b / 5;
	return s->lc + s->lp > 4 ? -1 : 0;
}

/* the range coder's 5 first bytes at p; -1 if they cannot start one */
static int
rc_init(struct xz *s, const unsigned char *p)
{
	if (p[0] != 0)
		return -1;
	s->code = (uint32_t)p[1] << 24 | p[2] << 16 | p[3] << 8 | p[4];
	s->rng = 0xffffffff;
	s->lip = p + 5;
	return s->code == 0xffffffff ? -1 : 0;
}

/*
 * The dictionary: a ring of dsize bytes, rounded up to a multiple of 16 so
 * that positions in the ring agree with stream positions in their low
 * bits. The buffer grows towards dsize as output arrives (doubling), so a
 * small file with a big declared dictionary takes little memory; the
 * memlimit is checked against the declared size, as xz does.
 */
static int
dict_setup(struct xz *s, uint64_t declared, uint64_t usize)
{
	uint64_t want = MAX(declared, (uint64_t)DICT_MIN);

	if (s->memlimit && declared + sizeof(*s) + FBSIZE + INSIZE >
	    s->memlimit)
		return fail(s, msg_memlimit);
	if (usize < want)
		want = MAX(usize, (uint64_t)16);
	want = (want + 15) & ~(uint64_t)15;
	if (want > SIZE_MAX / 2)
		return fail(s, msg_nomem);
	s->dsize = want;
	s->dict_decl = declared > 0xffffffff ? 0xffffffff : declared;
	s->dpos = 0;
	s->dfull = false;
	return 0;
}

/* where the usable part of the ring ends now */
static size_t
dict_end(const struct xz *s)
{
	return MIN(s->dready, s->dsize);
}

/*
 * Room at dpos: wrap the full ring, or make the next DICT_STEP of the
 * buffer ready (prefaulted), growing it first if need be; -1 if there
 * is no memory.
 */
static int
dict_room(struct xz *s)
{
	unsigned char *d;
	size_t n;

	if (s->dpos < dict_end(s))
		return 0;
	if (dict_end(s) == s->dsize) {
		s->dpos = 0;
		s->dfull = true;
		return 0;
	}
	if (s->dready == s->dalloc) {
		n = MIN(s->dsize, MAX(s->dalloc * 2, (size_t)DICT_STEP));
		if (!(d = realloc(s->dict, n)))
			return fail(s, msg_nomem);
		s->dict = d;
		s->dalloc = n;
	}
	n = MIN(s->dalloc, s->dready + DICT_STEP);
	prefault(s->dict + s->dready, n - s->dready);
	s->dready = n;
	return 0;
}

#define RC_NORM() do { \
	if (rng < (1u << 24)) { \
		rng <<= 8; \
		code = code << 8 | *ip++; \
	} \
} while (0)

/* decode one bit with probability *(p) into bit */
#define RC_BIT(p, bit) do { \
	uint16_t *p_ = (p); \
	uint32_t b_ = (rng >> 11) * *p_; \
	if (code < b_) { \
		rng = b_; \
		*p_ += (2048 - *p_) >> 5; \
		bit = 0; \
	} else { \
		rng -= b_; \
		code -= b_; \
		*p_ -= *p_ >> 5; \
		bit = 1; \
	} \
	RC_NORM(); \
} while (0)

/*
 * RC_BIT without a branch on the bit, for literals, whose bits the CPU
 * cannot guess: both outcomes are computed and selected (cmov).
 */
#define RC_BIT_SEL(p, bit) do { \
	uint16_t *p_ = (p); \
	uint32_t v_ = *p_, b_ = (rng >> 11) * v_; \
	uint32_t m_ = 0 - (uint32_t)(code >= b_); \
	bit = m_ & 1; \
	code -= b_ & m_; \
	rng = (b_ & ~m_) | ((rng - b_) & m_); \
	*p_ = v_ + (((2048 - v_) >> 5) & ~m_) - ((v_ >> 5) & m_); \
	RC_NORM(); \
} while (0)

/* a bit tree of n bits, most significant first; out gets the symbol */
#define RC_TREE(probs, n, out) do { \
	unsigned m_ = 1, t_; \
	do { \
		RC_BIT(&(probs)[m_], t_); \
		m_ = m_ << 1 | t_; \
	} while (m_ < (1u << (n))); \
	out = m_ - (1u << (n)); \
} while (0)

/* a bit tree read least significant bit first */
#define RC_REVTREE(probs, n, out) do { \
	unsigned m_ = 1, t_, r_ = 0; \
	for (unsigned k_ = 0; k_ < (unsigned)(n); k_++) { \
		RC_BIT(&(probs)[m_], t_); \
		m_ = m_ << 1 | t_; \
		r_ |= t_ << k_; \
	} \
	out = r_; \
} while (0)

#define RC_LEN(l, ps, out) do { \
	unsigned c_; \
	RC_BIT(&(l)->choice, c_); \
	if (!c_) { \
		RC_TREE((l)->low[ps], 3, out); \
	} else { \
		RC_BIT(&(l)->choice2, c_); \
		if (!c_) { \
			RC_TREE((l)->mid[ps], 3, out); \
			out += 8; \
		} else { \
			RC_TREE((l)->high, 8, out); \
			out += 16; \
		} \
	} \
	out += 2; \
} while (0)

/*
 * Decode into the ring up to olimit (<= dict_end), starting symbols only
 * while the input pointer is at or before ilimit. Returns 0, 1 after the
 * end marker, -1 on corrupt data (no message set).
 */
static int
lz_run(struct xz *s, size_t olimit, const unsigned char *ilimit)
{
	struct lzprobs *pr = &s->pr;
	unsigned char *d = s->dict;
	size_t pos = s->dpos, dsize = s->dsize;
	uint32_t rng = s->rng, code = s->code;
	const unsigned char *ip = s->lip;
	uint32_t r0 = s->rep[0], r1 = s->rep[1], r2 = s->rep[2],
	    r3 = s->rep[3];
	unsigned st = s->st, len = s->mlen, lc = s->lc;
	unsigned pbmask = (1u << s->pb) - 1, lpmask = (1u << s->lp) - 1;
	bool full = s->dfull;
	int ret = 0;

	for (;;) {
		/* copy (what is left of) a match */
		if (len) {
			size_t src = pos - r0 - 1, n = MIN((size_t)len,
			    olimit - pos);

			if (pos <= r0)
				src += dsize;
			len -= n;
			if (src + n <= dsize) {
				unsigned char *dp = d + pos;
				const unsigned char *sp = d + src;

				/*
				 * Source and destination apart (the source
				 * behind, or ahead in a wrapped ring): 8-byte
				 * moves, the last one ending at n. Else a
				 * byte loop, which repeats an overlap right.
				 */
				if (n >= 8 && (src < pos ? (size_t)r0 + 1 :
				    src - pos) >= n) {
					size_t k = 0;

					for (; k + 8 < n; k += 8)
						memcpy(dp + k, sp + k, 8);
					memcpy(dp + n - 8, sp + n - 8, 8);
				} else {
					for (size_t k = 0; k < n; k++)
						dp[k] = sp[k];
				}
				pos += n;
			} else {
				while (n--) {
					d[pos++] = d[src++];
					if (src == dsize)
						src = 0;
				}
			}
		}
		if (pos >= olimit || ip > ilimit)
			break;

		unsigned ps = pos & pbmask, bit;

		RC_BIT(&pr->is_match[st][ps], bit);
		if (!bit) {
			unsigned prev = pos ? d[pos - 1] :
			    full ? d[dsize - 1] : 0;
			uint16_t *lp = pr->lit + 0x300 *
			    (((pos & lpmask) << lc) + (prev >> (8 - lc)));
			unsigned sym = 1;

			if (st >= 7) {
				size_t src = pos - r0 - 1;
				unsigned mb, mbit;

				if (pos <= r0) {
					if (!full || r0 >= dsize) {
						ret = -1;
						break;
					}
					src += dsize;
				}
				mb = d[src];
				do {
					mbit = mb >> 7 & 1;
					mb <<= 1;
					RC_BIT(&lp[0x100 + (mbit << 8) + sym],
					    bit);
					sym = sym << 1 | bit;
				} while (sym < 0x100 && mbit == bit);
			}
			if (sym == 1) {
				/* a plain literal: always 8 bits, unrolled */
#define LIT_BIT() do { RC_BIT_SEL(&lp[sym], bit); \
	sym = sym << 1 | bit; } while (0)
				LIT_BIT(); LIT_BIT(); LIT_BIT(); LIT_BIT();
				LIT_BIT(); LIT_BIT(); LIT_BIT(); LIT_BIT();
#undef LIT_BIT
			} else {
				while (sym < 0x100) {
					RC_BIT_SEL(&lp[sym], bit);
					sym = sym << 1 | bit;
				}
			}
			d[pos++] = sym;
			st = st < 4 ? 0 : st < 10 ? st - 3 : st - 6;
			continue;
		}
		RC_BIT(&pr->is_rep[st], bit);
		if (!bit) {
			unsigned slot, ls;
			uint32_t dist;

			RC_LEN(&pr->len, ps, len);
			ls = len < 6 ? len - 2 : 3;
			RC_TREE(pr->slot[ls], 6, slot);
			if (slot < 4) {
				dist = slot;
			} else {
				unsigned nd = (slot >> 1) - 1, r;

				dist = (2 | (slot & 1)) << nd;
				if (slot < 14) {
					RC_REVTREE(pr->spec + dist - slot, nd,
					    r);
					dist += r;
				} else {
					uint32_t dir = 0;

					for (nd -= 4; nd; nd--) {
						rng >>= 1;
						code -= rng;
						uint32_t t = 0 - (code >> 31);
						code += rng & t;
						dir = dir << 1 | (t + 1);
						RC_NORM();
					}
					RC_REVTREE(pr->align, 4, r);
					dist += (dir << 4) + r;
				}
			}
			if (dist == 0xffffffff) {
				len = 0;
				ret = 1;
				break;
			}
			r3 = r2;
			r2 = r1;
			r1 = r0;
			r0 = dist;
			st = st < 7 ? 7 : 10;
		} else {
			RC_BIT(&pr->is_rep0[st], bit);
			if (!bit) {
				RC_BIT(&pr->rep0_long[st][ps], bit);
				if (!bit) {
					/* a "short rep": one byte */
					st = st < 7 ? 9 : 11;
					len = 1;
					goto check;
				}
			} else {
				uint32_t dist;

				RC_BIT(&pr->is_rep1[st], bit);
				if (!bit) {
					dist = r1;
				} else {
					RC_BIT(&pr->is_rep2[st], bit);
					if (!bit) {
						dist = r2;
					} else {
						dist = r3;
						r3 = r2;
					}
					r2 = r1;
				}
				r1 = r0;
				r0 = dist;
			}
			RC_LEN(&pr->replen, ps, len);
			st = st < 7 ? 8 : 11;
		}
check:
		if (r0 >= (full ? dsize : pos)) {
			ret = -1;
			break;
		}
	}
	s->dpos = pos;
	s->rng = rng;
	s->code = code;
	s->lip = ip;
	s->rep[0] = r0;
	s->rep[1] = r1;
	s->rep[2] = r2;
	s->rep[3] = r3;
	s->st = st;
	s->mlen = len;
	return ret;
}

/* ---- LZMA2 chunks ------------------------------------------------------ */

/* the dictionary size of an LZMA2 property byte (<= 40) */
static uint64_t
lzma2_dict(unsigned b)
{
	if (b == 40)
		return 0xffffffff;
	return (uint64_t)(2 | (b & 1)) << (b / 2 + 11);
}

/* start a chunk at its control byte; 0, or -1 after a message */
static int
lzma2_chunk(struct xz *s)
{
	unsigned c, hs;
	uint32_t csize;

	if (need(s, 1) < 0)
		return -1;
	c = *s->ip;
	if (c == 0) {
		s->ip++;
		s->l2 = L2_END;
		return 0;
	}
	if (c >= 3 && c < 0x80)
		return fail(s, msg_corrupt);
	if (s->need_dict && c != 1 && c < 0xe0)
		return fail(s, msg_corrupt);
	hs = c < 0x80 ? 3 : c >= 0xc0 ? 6 : 5;
	if (need(s, hs) < 0)
		return -1;
	if (c == 1 || c >= 0xe0) {
		s->need_dict = false;
		s->dpos = 0;
		s->dfull = false;
	}
	if (c < 0x80) {
		s->ulen = (s->ip[1] << 8 | s->ip[2]) + 1;
		s->ip += 3;
		s->l2 = L2_COPY;
		return 0;
	}
	s->ulen = ((c & 0x1f) << 16 | s->ip[1] << 8 | s->ip[2]) + 1;
	csize = (s->ip[3] << 8 | s->ip[4]) + 1;
	if (c >= 0xc0) {
		if (lz_props(s, s->ip[5]) < 0)
			return fail(s, msg_corrupt);
		s->need_props = false;
	} else if (s->need_props) {
		return fail(s, msg_corrupt);
	}
	s->ip += hs;
	if (c >= 0xa0)
		lz_reset_state(s);
	if (csize < 5)
		return fail(s, msg_corrupt);
	if (need(s, csize) < 0)
		return -1;
	if (rc_init(s, s->ip) < 0)
		return fail(s, msg_corrupt);
	s->ip += csize;		/* the decoder reads from s->lip up to here */
	s->l2 = L2_LZMA;
	return 0;
}

/* the next LZMA2 output: bytes at *p, 0 at the end, -1 after a message */
static ssize_t
lzma2_out(struct xz *s, const unsigned char **p)
{
	for (;;) {
		size_t start, n;

		if (s->l2 == L2_CTRL && lzma2_chunk(s) < 0)
			return -1;
		if (s->l2 == L2_END)
			return 0;
		if (s->l2 == L2_CTRL)
			continue;
		if (dict_room(s) < 0)
			return -1;
		start = s->dpos;
		n = MIN((size_t)s->ulen, dict_end(s) - start);
		if (s->l2 == L2_COPY) {
			if (s->ip == s->iend && need(s, 1) < 0)
				return -1;
			n = MIN(n, (size_t)(s->iend - s->ip));
			memcpy(s->dict + start, s->ip, n);
			s->ip += n;
			s->dpos += n;
		} else {
			int r = lz_run(s, start + n, s->ip);

			n = s->dpos - start;
			if (r != 0 || s->lip > s->ip)
				return fail(s, msg_corrupt);
		}
		s->ulen -= n;
		if (s->ulen == 0) {
			if (s->l2 == L2_LZMA && (s->mlen || s->code ||
			    s->lip != s->ip))
				return fail(s, msg_corrupt);
			s->l2 = L2_CTRL;
		}
		if (n) {
			*p = s->dict + start;
			return n;
		}
	}
}

/* ---- branch converters and delta --------------------------------------- */

static uint32_t
be32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3];
}

static void
put_be32(unsigned char *p, uint32_t v)
{
	p[0] = v >> 24;
	p[1] = v >> 16;
	p[2] = v >> 8;
	p[3] = v;
}

static void
put_le32(unsigned char *p, uint32_t v)
{
	p[0] = v;
	p[1] = v >> 8;
	p[2] = v >> 16;
	p[3] = v >> 24;
}

/*
 * x86: E8 (call) and E9 (jmp) with a 32-bit operand whose top byte is 00
 * or FF had the operand made absolute. The encoder skips an opcode byte
 * that follows closely on other E8/E9 bytes in some patterns; mask keeps
 * which of the last three bytes were such (bits 1-3 once shifted) and
 * whether their operand's top byte qualified (bits 5-7).
 */
static bool
x86_top(unsigned char b)
{
	return b == 0 || b == 0xff;
}

static size_t
bcj_x86(struct filt *f, unsigned char *b, size_t n)
{
	static const bool ok[8] = { 1, 1, 1, 0, 1, 0, 0, 0 };
	static const unsigned char shift[8] = { 0, 1, 2, 2, 3, 3, 3, 3 };
	uint32_t mask = f->mask, gap;
	size_t i = 0;

	if (n < 5)
		return 0;
	if (f->pos - f->last > 5)
		f->last = f->pos - 5;
	while (i + 5 <= n) {
		if ((b[i] & 0xfe) != 0xe8) {
			i++;
			continue;
		}
		gap = f->pos + (uint32_t)i - f->last;
		f->last = f->pos + (uint32_t)i;
		if (gap > 5)
			mask = 0;
		else
			while (gap--)
				mask = (mask & 0x77) << 1;
		if (x86_top(b[i + 4]) && ok[mask >> 1 & 7] &&
		    mask >> 1 < 0x10) {
			uint32_t v = get_le32(b + i + 1), dest;

			for (;;) {
				unsigned k;

				dest = v - (f->pos + (uint32_t)i + 5);
				if (!mask)
					break;
				k = shift[mask >> 1] * 8;
				if (!x86_top(dest >> (24 - k)))
					break;
				v = dest ^ ((1u << (32 - k)) - 1);
			}
			dest &= 0x01ffffff;
			if (dest & 0x01000000)
				dest |= 0xff000000;
			put_le32(b + i + 1, dest);
			i += 5;
			mask = 0;
		} else {
			i++;
			mask |= 1;
			if (x86_top(b[i + 3]))
				mask |= 0x10;
		}
	}
	f->mask = mask;
	return i;
}

static size_t
bcj_arm(struct filt *f, unsigned char *b, size_t n)
{
	size_t i;

	for (i = 0; i + 4 <= n; i += 4) {
		if (b[i + 3] != 0xeb)
			continue;
		uint32_t v = (uint32_t)(b[i + 2] << 16 | b[i + 1] << 8 | b[i])
		    << 2;

		v = (v - (f->pos + (uint32_t)i + 8)) >> 2;
		b[i] = v;
		b[i + 1] = v >> 8;
		b[i + 2] = v >> 16;
	}
	return i;
}

static size_t
bcj_armt(struct filt *f, unsigned char *b, size_t n)
{
	size_t i;

	for (i = 0; i + 4 <= n; i += 2) {
		if ((b[i + 1] & 0xf8) != 0xf0 || (b[i + 3] & 0xf8) != 0xf8)
			continue;
		uint32_t v = ((uint32_t)(b[i + 1] & 7) << 19 | b[i] << 11 |
		    (b[i + 3] & 7) << 8 | b[i + 2]) << 1;

		v = (v - (f->pos + (uint32_t)i + 4)) >> 1;
		b[i + 1] = 0xf0 | (v >> 19 & 7);
		b[i] = v >> 11;
		b[i + 3] = 0xf8 | (v >> 8 & 7);
		b[i + 2] = v;
		i += 2;
	}
	return i;
}

static size_t
bcj_arm64(struct filt *f, unsigned char *b, size_t n)
{
	size_t i;

	for (i = 0; i + 4 <= n; i += 4) {
		uint32_t ins = get_le32(b + i), pc = f->pos + (uint32_t)i, v;

		if (ins >> 26 == 0x25) {		/* BL */
			ins = 0x94000000 | ((ins - (pc >> 2)) & 0x03ffffff);
			put_le32(b + i, ins);
		} else if ((ins & 0x9f000000) == 0x90000000) {	/* ADRP */
			v = (ins >> 29 & 3) | (ins >> 3 & 0x001ffffc);
			/* only +-512 MiB is converted */
			if ((v + 0x00020000) & 0x001c0000)
				continue;
			v -= pc >> 12;
			ins &= 0x9000001f;
			ins |= (v & 3) << 29;
			ins |= (v & 0x0003fffc) << 3;
			ins |= (0u - (v & 0x00020000)) & 0x00e00000;
			put_le32(b + i, ins);
		}
	}
	return i;
}

static size_t
bcj_ppc(struct filt *f, unsigned char *b, size_t n)
{
	size_t i;

	for (i = 0; i + 4 <= n; i += 4) {
		if (b[i] >> 2 != 0x12 || (b[i + 3] & 3) != 1)
			continue;
		uint32_t v = (be32(b + i) & 0x03fffffc) -
		    (f->pos + (uint32_t)i);

		b[i] = 0x48 | (v >> 24 & 3);
		b[i + 1] = v >> 16;
		b[i + 2] = v >> 8;
		b[i + 3] = (b[i + 3] & 3) | (unsigned char)v;
	}
	return i;
}

static size_t
bcj_sparc(struct filt *f, unsigned char *b, size_t n)
{
	size_t i;

	for (i = 0; i + 4 <= n; i += 4) {
		if (!(b[i] == 0x40 && (b[i + 1] & 0xc0) == 0) &&
		    !(b[i] == 0x7f && (b[i + 1] & 0xc0) == 0xc0))
			continue;
		uint32_t v = ((be32(b + i) << 2) - (f->pos + (uint32_t)i)) >> 2;

		v = ((0u - (v >> 22 & 1)) << 22 & 0x3fffffff) |
		    (v & 0x3fffff) | 0x40000000;
		put_be32(b + i, v);
	}
	return i;
}

/* IA-64: 16-byte bundles; the template says which 41-bit slots hold
 * branches (br.call and friends, opcode 5 with btype 0) */
static size_t
bcj_ia64(struct filt *f, unsigned char *b, size_t n)
{
	static const unsigned char slots[32] = {
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		4, 4, 6, 6, 0, 0, 7, 7, 4, 4, 0, 0, 4, 4, 0, 0
	};
	size_t i;

	for (i = 0; i + 16 <= n; i += 16) {
		unsigned m = slots[b[i] & 0x1f];

		for (unsigned slot = 0; slot < 3; slot++) {
			unsigned bit = 5 + 41 * slot, at = i + bit / 8;
			unsigned sh = bit % 8;
			uint64_t raw = 0, ins;
			uint32_t v;

			if (!(m >> slot & 1))
				continue;
			for (int k = 0; k < 6; k++)
				raw |= (uint64_t)b[at + k] << (8 * k);
			ins = raw >> sh;
			if ((ins >> 37 & 0xf) != 5 || (ins >> 9 & 7) != 0)
				continue;
			v = (ins >> 13 & 0xfffff) | (ins >> 36 & 1) << 20;
			v = ((v << 4) - (f->pos + (uint32_t)i)) >> 4;
			ins &= ~((uint64_t)0x8fffff << 13);
			ins |= (uint64_t)(v & 0xfffff) << 13;
			ins |= (uint64_t)(v & 0x100000) << 16;
			raw = (raw & (((uint64_t)1 << sh) - 1)) | ins << sh;
			for (int k = 0; k < 6; k++)
				b[at + k] = raw >> (8 * k);
		}
	}
	return i;
}

/*
 * RISC-V: JAL with rd x1 or x5 had its offset made absolute; AUIPC
 * followed by an instruction using its register had the pair's 32-bit
 * offset made absolute and the two instructions rearranged. A pair
 * whose second half does not match is skipped whole, as the encoder did.
 */
static size_t
bcj_riscv(struct filt *f, unsigned char *b, size_t n)
{
	size_t i;

	if (n < 8)
		return 0;
	for (i = 0; i + 8 <= n; i += 2) {
		uint32_t ins = b[i], ins2, a, pc = f->pos + (uint32_t)i;

		if (ins == 0xef) {				/* JAL */
			uint32_t b1 = b[i + 1], b2 = b[i + 2], b3 = b[i + 3];

			if (b1 & 0x0d)
				continue;
			a = ((b1 & 0xf0) << 13 | b2 << 9 | b3 << 1) - pc;
			b[i + 1] = (b1 & 0x0f) | (a >> 8 & 0xf0);
			b[i + 2] = (a >> 16 & 0x0f) | (a >> 7 & 0x10) |
			    (a << 4 & 0xe0);
			b[i + 3] = (a >> 4 & 0x7f) | (a >> 13 & 0x80);
			i += 2;
			continue;
		}
		if ((ins & 0x7f) != 0x17)			/* AUIPC */
			continue;
		ins = get_le32(b + i);
		if (ins & 0xe80) {
			/* rd is not x0 or x2: the pair was not converted
			 * unless the next instruction fits */
			ins2 = get_le32(b + i + 4);
			if (((ins << 8) ^ (ins2 - 3)) & 0xf8003) {
				i += 4;
				continue;
			}
			a = (ins & 0xfffff000) + (ins2 >> 20);
			ins = 0x17 | 2 << 7 | ins2 << 12;
			ins2 = a;
		} else {
			/* rd x0 or x2: a converted pair's marker */
			uint32_t rs1 = ins >> 27;

			if ((uint32_t)((ins - 0x3117) << 18) >= (rs1 & 0x1d)) {
				i += 2;
				continue;
			}
			a = be32(b + i + 4) - pc;
			ins2 = ins >> 12 | a << 20;
			ins = 0x17 | rs1 << 7 | ((a + 0x800) & 0xfffff000);
		}
		put_le32(b + i, ins);
		put_le32(b + i + 4, ins2);
		i += 6;
	}
	return i;
}

static size_t
delta(struct filt *f, unsigned char *b, size_t n)
{
	unsigned char hp = f->hp;

	for (size_t i = 0; i < n; i++) {
		b[i] += f->hist[(unsigned char)(hp + f->dist)];
		f->hist[hp--] = b[i];
	}
	f->hp = hp;
	return n;
}

static size_t
filt_run(struct filt *f, unsigned char *b, size_t n, bool final)
{
	size_t done;

	switch (f->id) {
	case F_DELTA:	done = delta(f, b, n); break;
	case F_X86:	done = bcj_x86(f, b, n); break;
	case F_PPC:	done = bcj_ppc(f, b, n); break;
	case F_IA64:	done = bcj_ia64(f, b, n); break;
	case F_ARM:	done = bcj_arm(f, b, n); break;
	case F_ARMT:	done = bcj_armt(f, b, n); break;
	case F_SPARC:	done = bcj_sparc(f, b, n); break;
	case F_ARM64:	done = bcj_arm64(f, b, n); break;
	default:	done = bcj_riscv(f, b, n); break;
	}
	/* at the end, bytes too few to hold an instruction pass as they are */
	if (final)
		done = n;
	f->pos += done;
	return done;
}

/* the block's output through its filters; as lzma2_out */
static ssize_t
filtered_out(struct xz *s, const unsigned char **p)
{
	size_t prev;
	int k;

	if (s->fout) {
		memmove(s->fbuf, s->fbuf + s->fout, s->flen - s->fout);
		s->flen -= s->fout;
		for (k = 0; k < s->nf; k++)
			s->fp[k] -= s->fout;
		s->fout = 0;
	}
	for (;;) {
		while (s->flen < FBSIZE && !s->lzdone) {
			size_t c;

			if (!s->pendlen) {
				ssize_t r = lzma2_out(s, &s->pend);

				if (r < 0)
					return -1;
				if (r == 0) {
					s->lzdone = true;
					break;
				}
				s->pendlen = r;
			}
			c = MIN(s->pendlen, FBSIZE - s->flen);
			memcpy(s->fbuf + s->flen, s->pend, c);
			s->pend += c;
			s->pendlen -= c;
			s->flen += c;
		}
		prev = s->flen;
		for (k = 0; k < s->nf; k++) {
			s->fp[k] += filt_run(&s->f[k], s->fbuf + s->fp[k],
			    prev - s->fp[k], s->lzdone);
			prev = s->fp[k];
		}
		if (prev) {
			s->fout = prev;
			*p = s->fbuf;
			return prev;
		}
		if (s->lzdone)
			return 0;
	}
}

/* ---- the .xz container ------------------------------------------------- */

static const unsigned char check_sizes[16] = {
	0, 4, 4, 4, 8, 8, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64
};

bool
xz_magic(const unsigned char *buf, size_t n)
{
	return n >= 6 && !memcmp(buf, xz_head_magic, 6);
}

/*
 * The .lzma header as xz's format detection accepts it: properties in
 * range, a dictionary of 2^n or 2^n + 2^(n-1) bytes (or all ones), and
 * the size unknown or below 256 GiB.
 */
bool
xz_alone_magic(const unsigned char *buf, size_t n)
{
	uint32_t d, r;
	uint64_t size;

	if (n < 13 || buf[0] >= 225 || buf[0] % 9 + buf[0] / 9 % 5 > 4)
		return false;
	d = get_le32(buf + 1);
	if (d != 0xffffffff) {
		r = d - 1;
		r |= r >> 2;
		r |= r >> 3;
		r |= r >> 4;
		r |= r >> 8;
		r |= r >> 16;
		if (r + 1 != d)
			return false;
	}
	size = get_le64(buf + 5);
	return size == UINT64_MAX || size < (uint64_t)1 << 38;
}

static int
stream_header(struct xz *s)
{
	const unsigned char *p;

	if (need(s, 12) < 0) {
		/* an input shorter than a header is not an .xz file */
		if (s->err == msg_eof && s->sstart == 0)
			s->err = msg_format;
		return -1;
	}
	p = s->ip;
	if (memcmp(p, xz_head_magic, 6))
		return fail(s, s->sstart ? msg_corrupt : msg_format);
	if (crc32_update(0, p + 6, 2) != get_le32(p + 8))
		return fail(s, msg_corrupt);
	if (p[6] || p[7] & 0xf0)
		return fail(s, msg_options);
	s->sflags[0] = p[6];
	s->sflags[1] = p[7];
	s->check = p[7] & 15;
	s->checksize = check_sizes[s->check];
	if (s->check != 0 && s->check != 1 && s->check != 4 &&
	    s->check != 10)
		s->warn = msg_nocheck;
	s->ip += 12;
	s->nblocks = s->sum_unpadded = s->sum_usize = s->rec_crc = 0;
	return 0;
}

/* a block header at s->ip; 0, or -1 after a message */
static int
block_header(struct xz *s)
{
	const unsigned char *p;
	size_t hs, off = 2, end;
	uint64_t id, psize;
	int nf, k;

	s->bstart = tell(s);
	hs = (*s->ip + 1) * 4;
	if (need(s, hs) < 0)
		return -1;
	p = s->ip;
	end = hs - 4;
	if (crc32_update(0, p, end) != get_le32(p + end))
		return fail(s, msg_corrupt);
	if (p[1] & 0x3c)
		return fail(s, msg_options);
	nf = (p[1] & 3) + 1;
	s->bcsize = s->busize = UINT64_MAX;
	if (p[1] & 0x40 && (vli(p, end, &off, &s->bcsize) < 0 ||
	    s->bcsize == 0))
		return fail(s, msg_corrupt);
	if (p[1] & 0x80 && vli(p, end, &off, &s->busize) < 0)
		return fail(s, msg_corrupt);
	s->nf = nf - 1;
	for (k = 0; k < nf; k++) {
		if (vli(p, end, &off, &id) < 0 ||
		    vli(p, end, &off, &psize) < 0 || psize > end - off)
			return fail(s, msg_corrupt);
		const unsigned char *pp = p + off;

		off += psize;
		if (k == nf - 1) {
			if (id != F_LZMA2)
				return fail(s, msg_options);
			if (psize != 1 || pp[0] > 40)
				return fail(s, msg_options);
			if (dict_setup(s, lzma2_dict(pp[0]), s->busize) < 0)
				return -1;
			continue;
		}
		/* decoding runs the filters last to first */
		struct filt *f = &s->f[nf - 2 - k];

		memset(f, 0, sizeof(*f));
		f->id = id;
		if (id == F_DELTA) {
			if (psize != 1)
				return fail(s, msg_options);
			f->dist = pp[0] + 1;
		} else if (id >= F_X86 && id <= F_RISCV) {
			if (psize == 4)
				f->pos = get_le32(pp);
			else if (psize != 0)
				return fail(s, msg_options);
			f->last = f->pos - 5;
		} else {
			return fail(s, msg_options);
		}
	}
	while (off < end)
		if (p[off++])
			return fail(s, msg_options);
	s->ip += hs;
	s->bhsize = hs;
	s->bout = 0;
	s->l2 = L2_CTRL;
	s->need_dict = s->need_props = true;
	s->flen = s->fout = s->pendlen = 0;
	s->lzdone = false;
	for (k = 0; k < 3; k++)
		s->fp[k] = 0;
	if (s->nf && !s->fbuf && !(s->fbuf = malloc(FBSIZE)))
		return fail(s, msg_nomem);
	s->crc32 = 0;
	s->crc64 = 0;
	if (s->check == 10)
		sha256_init(&s->sha);
	return 0;
}

/* after the block's data: padding, the check, the record kept */
static int
block_end(struct xz *s)
{
	uint64_t csize = tell(s) - s->bstart - s->bhsize, unpadded;
	unsigned char rec[16], digest[HASH_MAX];
	const unsigned char *c;

	if (s->bcsize != UINT64_MAX && csize != s->bcsize)
		return fail(s, msg_corrupt);
	if (s->busize != UINT64_MAX && s->bout != s->busize)
		return fail(s, msg_corrupt);
	s->bcsize_got = csize;
	while (csize & 3) {
		if (need(s, 1) < 0)
			return -1;
		if (*s->ip++)
			return fail(s, msg_corrupt);
		csize++;
	}
	if (need(s, s->checksize) < 0)
		return -1;
	c = s->ip;
	s->ip += s->checksize;
	switch (s->check) {
	case 1:
		if (get_le32(c) != s->crc32)
			return fail(s, msg_corrupt);
		break;
	case 4:
		if (get_le64(c) != s->crc64)
			return fail(s, msg_corrupt);
		break;
	case 10:
		hash_final(&s->sha, digest);
		if (memcmp(c, digest, 32))
			return fail(s, msg_corrupt);
		break;
	}
	unpadded = s->bhsize + s->bcsize_got + s->checksize;
	put_le64(rec, unpadded);
	put_le64(rec + 8, s->bout);
	s->rec_crc = crc64_update(s->rec_crc, rec, 16);
	s->sum_unpadded += unpadded;
	s->sum_usize += s->bout;
	s->nblocks++;
	return 0;
}

/* the index, its indicator byte at s->ip, checked against the blocks */
static int
index_read(struct xz *s)
{
	uint64_t start = tell(s), n, unp, us, su = 0, sus = 0, rc = 0, i;
	uint32_t crc = crc32_update(0, s->ip, 1);
	unsigned char rec[16];

	s->ip++;
	if (vli_in(s, &n, &crc) < 0)
		return -1;
	if (n != s->nblocks)
		return fail(s, msg_corrupt);
	for (i = 0; i < n; i++) {
		if (vli_in(s, &unp, &crc) < 0 || vli_in(s, &us, &crc) < 0)
			return -1;
		put_le64(rec, unp);
		put_le64(rec + 8, us);
		rc = crc64_update(rc, rec, 16);
		su += unp;
		sus += us;
	}
	if (rc != s->rec_crc || su != s->sum_unpadded || sus != s->sum_usize)
		return fail(s, msg_corrupt);
	while ((tell(s) - start) & 3) {
		if (need(s, 1) < 0)
			return -1;
		if (*s->ip)
			return fail(s, msg_corrupt);
		crc = crc32_update(crc, s->ip++, 1);
	}
	if (need(s, 4) < 0)
		return -1;
	if (get_le32(s->ip) != crc)
		return fail(s, msg_corrupt);
	s->ip += 4;
	s->sum_unpadded = tell(s) - start;	/* now the index size */
	return 0;
}

static int
stream_footer(struct xz *s)
{
	const unsigned char *p;

	if (need(s, 12) < 0)
		return -1;
	p = s->ip;
	if (p[10] != 'Y' || p[11] != 'Z' ||
	    crc32_update(0, p + 4, 6) != get_le32(p))
		return fail(s, msg_corrupt);
	if (((uint64_t)get_le32(p + 4) + 1) * 4 != s->sum_unpadded ||
	    p[8] != s->sflags[0] || p[9] != s->sflags[1])
		return fail(s, msg_corrupt);
	s->ip += 12;
	return 0;
}

/* zero bytes in fours after a stream, then the end or another stream */
static int
stream_padding(struct xz *s)
{
	uint64_t from = tell(s);

	for (;;) {
		while (s->ip < s->iend && *s->ip == 0)
			s->ip++;
		if (s->ip < s->iend)
			break;
		ssize_t r = fill(s);

		if (r < 0)
			return -1;
		if (r == 0) {
			if ((tell(s) - from) & 3)
				return fail(s, msg_corrupt);
			s->state = ST_END;
			return 0;
		}
	}
	if ((tell(s) - from) & 3)
		return fail(s, msg_corrupt);
	s->sstart = tell(s);
	s->state = ST_HEADER;
	return 0;
}

/* ---- the .lzma format -------------------------------------------------- */

static int
alone_header(struct xz *s)
{
	const unsigned char *p;
	uint64_t dict;

	if (need(s, 13) < 0) {
		if (s->err == msg_eof)
			s->err = msg_format;
		return -1;
	}
	p = s->ip;
	/* xz takes only what its format detection would (xz_alone_magic),
	 * with --format=lzma too */
	if (!xz_alone_magic(p, 13) || lz_props(s, p[0]) < 0)
		return fail(s, msg_format);
	dict = get_le32(p + 1);
	s->alone_left = get_le64(p + 5);
	if (dict_setup(s, dict, s->alone_left) < 0)
		return -1;
	lz_reset_state(s);
	s->ip += 13;
	if (need(s, 5) < 0)
		return -1;
	if (rc_init(s, s->ip) < 0)
		return fail(s, msg_corrupt);
	s->ip += 5;
	return 0;
}

/* .lzma output, as lzma2_out */
static ssize_t
alone_out(struct xz *s, const unsigned char **p)
{
	for (;;) {
		size_t start, n;
		int r;

		if (dict_room(s) < 0)
			return -1;
		start = s->dpos;
		while ((size_t)(s->iend - s->lip) < INPAD && !s->eof) {
			s->ip = (unsigned char *)s->lip;
			if (fill(s) < 0)
				return -1;
			s->lip = s->ip;
		}
		if (s->alone_left == 0) {
			/* the size is reached: an end marker may follow */
			if (s->mlen)
				return fail(s, msg_corrupt);
			r = s->code ? lz_run(s, start + 1, s->eof ? s->iend :
			    s->iend - INPAD) : 1;
			if (r != 1)
				return fail(s, s->lip > s->iend ? msg_eof :
				    msg_corrupt);
			break;
		}
		n = MIN(s->alone_left, (uint64_t)(dict_end(s) - start));
		r = lz_run(s, start + n, s->eof ? s->iend : s->iend - INPAD);
		n = s->dpos - start;
		if (s->alone_left != UINT64_MAX)
			s->alone_left -= n;
		if (s->lip > s->iend)
			return fail(s, msg_eof);
		if (r < 0)
			return fail(s, msg_corrupt);
		if (r == 1) {
			if (s->alone_left != UINT64_MAX || s->code)
				return fail(s, msg_corrupt);
			if (n) {
				/* hand out the bytes, end the next time */
				s->alone_left = 0;
				s->code = 0;
			} else {
				break;
			}
		}
		if (n) {
			*p = s->dict + start;
			return n;
		}
	}
	/* xz -dc takes nothing after an .lzma stream */
	s->ip = (unsigned char *)s->lip;
	if (s->ip < s->iend || fill(s) > 0)
		return fail(s, msg_corrupt);
	return s->state == ST_ERR ? -1 : 0;
}

/* ---- the interface ----------------------------------------------------- */

struct xz *
xz_new(ssize_t (*rd)(void *, void *, size_t), void *ctx, int flags,
    uint64_t memlimit)
{
	struct xz *s = calloc(1, sizeof(*s));

	/* past the input there is only the zero padding fill() writes at
	 * the end; a corrupt chunk may read stale bytes, and fails anyway */
	if (!s || !(s->in = malloc(INSIZE + INPAD))) {
		free(s);
		errno = ENOMEM;
		return NULL;
	}
	s->rd = rd;
	s->ctx = ctx;
	s->flags = flags;
	s->memlimit = memlimit;
	s->ip = s->iend = s->in;
	s->state = flags & XZ_ALONE ? ST_ALONE : ST_HEADER;
	return s;
}

void
xz_free(struct xz *s)
{
	if (!s)
		return;
	free(s->dict);
	free(s->fbuf);
	free(s->in);
	free(s);
}

const char *
xz_error(struct xz *s)
{
	return s->err;
}

const char *
xz_warning(struct xz *s)
{
	return s->warn;
}

uint64_t
xz_memusage(struct xz *s)
{
	return (uint64_t)s->dict_decl + sizeof(*s) + FBSIZE + INSIZE;
}

ssize_t
xz_out(struct xz *s, const unsigned char **p)
{
	ssize_t n;

	for (;;) {
		switch (s->state) {
		case ST_HEADER:
			if (stream_header(s) < 0)
				return -1;
			s->state = ST_BLOCK;
			break;
		case ST_BLOCK:
			if (need(s, 1) < 0)
				return -1;
			if (*s->ip) {
				if (block_header(s) < 0)
					return -1;
				s->state = ST_DATA;
			} else {
				if (index_read(s) < 0 || stream_footer(s) < 0)
					return -1;
				s->state = ST_PADDING;
			}
			break;
		case ST_DATA:
			n = s->nf ? filtered_out(s, p) : lzma2_out(s, p);
			if (n < 0)
				return -1;
			if (n == 0) {
				if (block_end(s) < 0)
					return -1;
				s->state = ST_BLOCK;
				break;
			}
			s->bout += n;
			if (s->bout > s->busize || tell(s) - s->bstart -
			    s->bhsize > s->bcsize)
				return fail(s, msg_corrupt);
			if (s->check == 1)
				s->crc32 = crc32_update(s->crc32, *p, n);
			else if (s->check == 4)
				s->crc64 = crc64_update(s->crc64, *p, n);
			else if (s->check == 10)
				hash_update(&s->sha, *p, n);
			return n;
		case ST_PADDING:
			if (stream_padding(s) < 0)
				return -1;
			break;
		case ST_ALONE:
			if (alone_header(s) < 0)
				return -1;
			s->state = ST_ALONE_DATA;
			break;
		case ST_ALONE_DATA:
			n = alone_out(s, p);
			if (n)
				return n;
			s->state = ST_END;
			break;
		case ST_END:
			return 0;
		default:
			return -1;
		}
	}
}

/* ---- xz -l: the indexes, read from the end of the file ----------------- */

struct lreader {
	int		fd;
	off_t		pos;		/* file offset of buf[0] */
	size_t		i, n;
	uint32_t	crc;
	unsigned char	buf[4096];
};

/* the next index byte (added to the CRC); -1 at a read error or EOF */
static int
lr_byte(struct lreader *r, off_t limit)
{
	unsigned char c;

	if (r->i == r->n) {
		ssize_t got;

		r->pos += r->n;
		r->i = r->n = 0;
		if (r->pos >= limit)
			return -1;
		got = pread(r->fd, r->buf, MIN((off_t)sizeof(r->buf),
		    limit - r->pos), r->pos);
		if (got <= 0) {
			if (got == 0)
				errno = EIO;
			return -2;
		}
		r->n = got;
	}
	c = r->buf[r->i++];
	r->crc = crc32_update(r->crc, &c, 1);
	return c;
}

static int
lr_vli(struct lreader *r, off_t limit, uint64_t *v)
{
	int c;

	*v = 0;
	for (unsigned i = 0; i < 9; i++) {
		if ((c = lr_byte(r, limit)) < 0)
			return c;
		*v |= (uint64_t)(c & 0x7f) << (7 * i);
		if (!(c & 0x80))
			return i > 0 && c == 0 ? -1 : 0;
	}
	return -1;
}

static int
pread_full(int fd, unsigned char *b, size_t n, off_t at)
{
	ssize_t r = pread(fd, b, n, at);

	if (r == (ssize_t)n)
		return 0;
	if (r >= 0)
		errno = EIO;
	return -1;
}

/* one stream ending at *end (its footer's end); *end becomes its start */
static int
list_stream(int fd, off_t *end, struct xz_info *info)
{
	unsigned char b[12];
	struct lreader r;
	uint64_t isize, n, unp, us, blocks = 0, usum = 0;
	off_t istart, sstart;
	int c;

	if (*end < 24)
		return info->err = msg_corrupt, -1;
	if (pread_full(fd, b, 12, *end - 12) < 0)
		return -1;
	if (b[10] != 'Y' || b[11] != 'Z' ||
	    crc32_update(0, b + 4, 6) != get_le32(b))
		return info->err = msg_corrupt, -1;
	if (b[8] || b[9] & 0xf0)
		return info->err = msg_options, -1;
	isize = ((uint64_t)get_le32(b + 4) + 1) * 4;
	if ((uint64_t)*end - 12 < isize + 12)
		return info->err = msg_corrupt, -1;
	istart = *end - 12 - isize;
	memset(&r, 0, offsetof(struct lreader, buf));
	r.fd = fd;
	r.pos = istart;
	if ((c = lr_byte(&r, *end - 12)) != 0 || lr_vli(&r, *end - 12, &n))
		goto bad;
	for (uint64_t i = 0; i < n; i++) {
		if (lr_vli(&r, *end - 12, &unp) || lr_vli(&r, *end - 12, &us) ||
		    unp == 0 || unp > (uint64_t)INT64_MAX - blocks)
			goto bad;
		blocks += (unp + 3) & ~(uint64_t)3;
		usum += us;
		if (usum < us)
			goto bad;
	}
	while ((r.pos + r.i - istart) & 3)
		if (lr_byte(&r, *end - 12) != 0)
			goto bad;
	uint32_t crc = r.crc;
	unsigned char cb[4];

	for (int k = 0; k < 4; k++) {
		if ((c = lr_byte(&r, *end - 12)) < 0)
			goto bad;
		cb[k] = c;
	}
	if (get_le32(cb) != crc || r.pos + (off_t)r.i != *end - 12)
		goto bad;
	if ((uint64_t)istart < blocks + 12)
		return info->err = msg_corrupt, -1;
	sstart = istart - blocks - 12;
	unsigned char h[12];

	if (pread_full(fd, h, 12, sstart) < 0)
		return -1;
	if (memcmp(h, xz_head_magic, 6) ||
	    crc32_update(0, h + 6, 2) != get_le32(h + 8) ||
	    h[6] != b[8] || h[7] != b[9])
		return info->err = msg_corrupt, -1;
	info->streams++;
	info->blocks += n;
	info->uncompressed += usum;
	info->checks |= 1u << (b[9] & 15);
	*end = sstart;
	return 0;
bad:
	if (c == -2)
		return -1;
	return info->err = msg_corrupt, -1;
}

int
xz_list(int fd, struct xz_info *info)
{
	unsigned char b[4], h[12];
	off_t end, pos;

	memset(info, 0, sizeof(*info));
	if ((end = lseek(fd, 0, SEEK_END)) < 0)
		return -1;
	if (end == 0)
		return info->err = "File is empty", -1;
	if (end < 24)
		return info->err = "Too small to be a valid .xz file", -1;
	/* as xz -l: not .xz unless it starts as .xz, else corrupt */
	if (pread_full(fd, h, 12, 0) < 0)
		return -1;
	if (!xz_magic(h, 12))
		return info->err = msg_format, -1;
	if (end & 3)
		return info->err = msg_corrupt, -1;
	info->compressed = end;
	pos = end;
	while (pos > 0) {
		if (pread_full(fd, b, 4, pos - 4) < 0)
			return -1;
		if (!get_le32(b)) {
			pos -= 4;
			info->padding += 4;
			continue;
		}
		if (list_stream(fd, &pos, info) < 0)
			return -1;
	}
	if (!info->streams)
		return info->err = msg_format, -1;
	return 0;
}
