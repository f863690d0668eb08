/*
 * hash.c - MD5 (RFC 1321), SHA-1, SHA-224, SHA-256, SHA-384 and SHA-512
 * (FIPS 180-4), for md5sum and its family, cksum -a, and crypt-style
 * password hashes
 *
 * One context serves every algorithm: an X_init sets the chaining values
 * and the compression function, hash_update and hash_final do the
 * buffering and the padding (FIPS 180-4 5.1: a 1 bit, zeros, the length
 * in bits big-endian in the last 8 or 16 bytes; MD5 the same, with a
 * little-endian length). Message words are assembled from bytes, so the
 * code is endian-neutral; the rounds are unrolled with the constants
 * written in (MD5) or the schedule kept in a 16-word ring (SHA), which
 * is what lets compilers keep everything in registers. No table is built
 * at run time and no CPU-specific instruction is used.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#define ROL32(x, n)	((x) << (n) | (x) >> (32 - (n)))
#define ROR32(x, n)	((x) >> (n) | (x) << (32 - (n)))
#define ROR64(x, n)	((x) >> (n) | (x) << (64 - (n)))

static inline uint64_t
get_be64(const unsigned char *p)
{
	return (uint64_t)get_be32(p) << 32 | get_be32(p + 4);
}

static void
hash_start(struct hash *h, void (*block)(struct hash *, const unsigned char *,
    size_t), const void *iv, unsigned ivsize, unsigned dsize)
{
	memcpy(&h->s, iv, ivsize);
	h->block = block;
	h->len = 0;
	h->used = 0;
	h->bsize = ivsize == 64 ? 128 : 64;	/* SHA-384/512: 64-bit words */
	h->dsize = dsize;
	h->le = false;
}

void
hash_update(struct hash *h, const void *data, size_t n)
{
	const unsigned char *p = data;
	size_t bs = h->bsize, k;

	h->len += n;
	if (h->used) {
		k = MIN(bs - h->used, n);
		memcpy(h->buf + h->used, p, k);
		h->used += k;
		p += k;
		n -= k;
		if (h->used < bs)
			return;
		h->block(h, h->buf, 1);
		h->used = 0;
	}
	if (n >= bs) {
		h->block(h, p, n / bs);
		p += n - n % bs;
		n %= bs;
	}
	memcpy(h->buf, p, n);
	h->used = n;
}

/*
 * Pad, and write the digest: MD5's words little-endian, SHA's big-endian
 * (SHA-224 and SHA-384 are SHA-256 and SHA-512 cut short).
 */
unsigned
hash_final(struct hash *h, unsigned char *out)
{
	unsigned bs = h->bsize, i;
	uint64_t bits = h->len << 3;
	bool md5 = h->le, wide = bs == 128;

	h->buf[h->used++] = 0x80;
	if (h->used > bs - bs / 8) {
		memset(h->buf + h->used, 0, bs - h->used);
		h->block(h, h->buf, 1);
		h->used = 0;
	}
	memset(h->buf + h->used, 0, bs - h->used);
	if (md5)
		put_le64(h->buf + bs - 8, bits);
	for (i = 0; !md5 && i < 8; i++) {
		h->buf[bs - 1 - i] = bits >> 8 * i;
		if (wide)	/* the top of the 128-bit length */
			h->buf[bs - 9 - i] = (h->len >> 61) >> 8 * i;
	}
	h->block(h, h->buf, 1);
	for (i = 0; i < h->dsize; i++)
		out[i] = wide ? h->s.d[i / 8] >> (56 - 8 * (i % 8)) :
		    md5 ? h->s.w[i / 4] >> 8 * (i % 4) :
		    h->s.w[i / 4] >> (24 - 8 * (i % 4));
	return h->dsize;
}

/*
 * MD5, RFC 1321 3.4: four rounds of sixteen steps; the step constants
 * are the RFC's T[i] = floor(2^32 * abs(sin(i + 1))).
 */
#define F(x, y, z)	((z) ^ ((x) & ((y) ^ (z))))
#define G(x, y, z)	((y) ^ ((z) & ((x) ^ (y))))
#define H(x, y, z)	((x) ^ (y) ^ (z))
#define I(x, y, z)	((y) ^ ((x) | ~(z)))
#define STEP(f, a, b, c, d, k, t, s) do { \
	a += f(b, c, d) + x[k] + t; \
	a = ROL32(a, s) + b; \
} while (0)

static void
md5_block(struct hash *h, const unsigned char *p, size_t n)
{
	uint32_t a, b, c, d, x[16];
	int i;

	for (; n--; p += 64) {
		for (i = 0; i < 16; i++)
			x[i] = get_le32(p + 4 * i);
		a = h->s.w[0];
		b = h->s.w[1];
		c = h->s.w[2];
		d = h->s.w[3];
		STEP(F, a, b, c, d,  0, 0xd76aa478,  7);
		STEP(F, d, a, b, c,  1, 0xe8c7b756, 12);
		STEP(F, c, d, a, b,  2, 0x242070db, 17);
		STEP(F, b, c, d, a,  3, 0xc1bdceee, 22);
		STEP(F, a, b, c, d,  4, 0xf57c0faf,  7);
		STEP(F, d, a, b, c,  5, 0x4787c62a, 12);
		STEP(F, c, d, a, b,  6, 0xa8304613, 17);
		STEP(F, b, c, d, a,  7, 0xfd469501, 22);
		STEP(F, a, b, c, d,  8, 0x698098d8,  7);
		STEP(F, d, a, b, c,  9, 0x8b44f7af, 12);
		STEP(F, c, d, a, b, 10, 0xffff5bb1, 17);
		STEP(F, b, c, d, a, 11, 0x895cd7be, 22);
		STEP(F, a, b, c, d, 12, 0x6b901122,  7);
		STEP(F, d, a, b, c, 13, 0xfd987193, 12);
		STEP(F, c, d, a, b, 14, 0xa679438e, 17);
		STEP(F, b, c, d, a, 15, 0x49b40821, 22);
		STEP(G, a, b, c, d,  1, 0xf61e2562,  5);
		STEP(G, d, a, b, c,  6, 0xc040b340,  9);
		STEP(G, c, d, a, b, 11, 0x265e5a51, 14);
		STEP(G, b, c, d, a,  0, 0xe9b6c7aa, 20);
		STEP(G, a, b, c, d,  5, 0xd62f105d,  5);
		STEP(G, d, a, b, c, 10, 0x02441453,  9);
		STEP(G, c, d, a, b, 15, 0xd8a1e681, 14);
		STEP(G, b, c, d, a,  4, 0xe7d3fbc8, 20);
		STEP(G, a, b, c, d,  9, 0x21e1cde6,  5);
		STEP(G, d, a, b, c, 14, 0xc33707d6,  9);
		STEP(G, c, d, a, b,  3, 0xf4d50d87, 14);
		STEP(G, b, c, d, a,  8, 0x455a14ed, 20);
		STEP(G, a, b, c, d, 13, 0xa9e3e905,  5);
		STEP(G, d, a, b, c,  2, 0xfcefa3f8,  9);
		STEP(G, c, d, a, b,  7, 0x676f02d9, 14);
		STEP(G, b, c, d, a, 12, 0x8d2a4c8a, 20);
		STEP(H, a, b, c, d,  5, 0xfffa3942,  4);
		STEP(H, d, a, b, c,  8, 0x8771f681, 11);
		STEP(H, c, d, a, b, 11, 0x6d9d6122, 16);
		STEP(H, b, c, d, a, 14, 0xfde5380c, 23);
		STEP(H, a, b, c, d,  1, 0xa4beea44,  4);
		STEP(H, d, a, b, c,  4, 0x4bdecfa9, 11);
		STEP(H, c, d, a, b,  7, 0xf6bb4b60, 16);
		STEP(H, b, c, d, a, 10, 0xbebfbc70, 23);
		STEP(H, a, b, c, d, 13, 0x289b7ec6,  4);
		STEP(H, d, a, b, c,  0, 0xeaa127fa, 11);
		STEP(H, c, d, a, b,  3, 0xd4ef3085, 16);
		STEP(H, b, c, d, a,  6, 0x04881d05, 23);
		STEP(H, a, b, c, d,  9, 0xd9d4d039,  4);
		STEP(H, d, a, b, c, 12, 0xe6db99e5, 11);
		STEP(H, c, d, a, b, 15, 0x1fa27cf8, 16);
		STEP(H, b, c, d, a,  2, 0xc4ac5665, 23);
		STEP(I, a, b, c, d,  0, 0xf4292244,  6);
		STEP(I, d, a, b, c,  7, 0x432aff97, 10);
		STEP(I, c, d, a, b, 14, 0xab9423a7, 15);
		STEP(I, b, c, d, a,  5, 0xfc93a039, 21);
		STEP(I, a, b, c, d, 12, 0x655b59c3,  6);
		STEP(I, d, a, b, c,  3, 0x8f0ccc92, 10);
		STEP(I, c, d, a, b, 10, 0xffeff47d, 15);
		STEP(I, b, c, d, a,  1, 0x85845dd1, 21);
		STEP(I, a, b, c, d,  8, 0x6fa87e4f,  6);
		STEP(I, d, a, b, c, 15, 0xfe2ce6e0, 10);
		STEP(I, c, d, a, b,  6, 0xa3014314, 15);
		STEP(I, b, c, d, a, 13, 0x4e0811a1, 21);
		STEP(I, a, b, c, d,  4, 0xf7537e82,  6);
		STEP(I, d, a, b, c, 11, 0xbd3af235, 10);
		STEP(I, c, d, a, b,  2, 0x2ad7d2bb, 15);
		STEP(I, b, c, d, a,  9, 0xeb86d391, 21);
		h->s.w[0] += a;
		h->s.w[1] += b;
		h->s.w[2] += c;
		h->s.w[3] += d;
	}
}
#undef F
#undef G
#undef H
#undef I
#undef STEP

void
md5_init(struct hash *h)
{
	static const uint32_t iv[4] = {
		0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476
	};

	hash_start(h, md5_block, iv, sizeof(iv), 16);
	h->le = true;
}

/*
 * SHA-1, FIPS 180-4 6.1.2: 80 steps in four groups of 20, each with its
 * function and constant (4.1.1, 4.2.1); the schedule is a 16-word ring.
 * All 80 steps are written out, so that the variables rotate by renaming
 * and the ring's indexes are constants.
 */
#define CH(x, y, z)	((z) ^ ((x) & ((y) ^ (z))))
#define PAR(x, y, z)	((x) ^ (y) ^ (z))
#define MAJ(x, y, z)	(((x) & (y)) | ((z) & ((x) | (y))))
#define K1	0x5a827999
#define K2	0x6ed9eba1
#define K3	0x8f1bbcdc
#define K4	0xca62c1d6
#define W1(t)	(w[t] = ROL32(w[((t) + 13) & 15] ^ w[((t) + 8) & 15] ^ \
	w[((t) + 2) & 15] ^ w[t], 1))
#define STEP1(f, k, a, b, c, d, e, x) do { \
	e += ROL32(a, 5) + f(b, c, d) + k + (x); \
	b = ROL32(b, 30); \
} while (0)

static void
sha1_block(struct hash *h, const unsigned char *p, size_t n)
{
	uint32_t a, b, c, d, e, w[16];
	int t;

	for (; n--; p += 64) {
		for (t = 0; t < 16; t++)
			w[t] = get_be32(p + 4 * t);
		a = h->s.w[0];
		b = h->s.w[1];
		c = h->s.w[2];
		d = h->s.w[3];
		e = h->s.w[4];
		STEP1(CH, K1, a, b, c, d, e, w[0]);
		STEP1(CH, K1, e, a, b, c, d, w[1]);
		STEP1(CH, K1, d, e, a, b, c, w[2]);
		STEP1(CH, K1, c, d, e, a, b, w[3]);
		STEP1(CH, K1, b, c, d, e, a, w[4]);
		STEP1(CH, K1, a, b, c, d, e, w[5]);
		STEP1(CH, K1, e, a, b, c, d, w[6]);
		STEP1(CH, K1, d, e, a, b, c, w[7]);
		STEP1(CH, K1, c, d, e, a, b, w[8]);
		STEP1(CH, K1, b, c, d, e, a, w[9]);
		STEP1(CH, K1, a, b, c, d, e, w[10]);
		STEP1(CH, K1, e, a, b, c, d, w[11]);
		STEP1(CH, K1, d, e, a, b, c, w[12]);
		STEP1(CH, K1, c, d, e, a, b, w[13]);
		STEP1(CH, K1, b, c, d, e, a, w[14]);
		STEP1(CH, K1, a, b, c, d, e, w[15]);
		STEP1(CH, K1, e, a, b, c, d, W1(0));
		STEP1(CH, K1, d, e, a, b, c, W1(1));
		STEP1(CH, K1, c, d, e, a, b, W1(2));
		STEP1(CH, K1, b, c, d, e, a, W1(3));
		STEP1(PAR, K2, a, b, c, d, e, W1(4));
		STEP1(PAR, K2, e, a, b, c, d, W1(5));
		STEP1(PAR, K2, d, e, a, b, c, W1(6));
		STEP1(PAR, K2, c, d, e, a, b, W1(7));
		STEP1(PAR, K2, b, c, d, e, a, W1(8));
		STEP1(PAR, K2, a, b, c, d, e, W1(9));
		STEP1(PAR, K2, e, a, b, c, d, W1(10));
		STEP1(PAR, K2, d, e, a, b, c, W1(11));
		STEP1(PAR, K2, c, d, e, a, b, W1(12));
		STEP1(PAR, K2, b, c, d, e, a, W1(13));
		STEP1(PAR, K2, a, b, c, d, e, W1(14));
		STEP1(PAR, K2, e, a, b, c, d, W1(15));
		STEP1(PAR, K2, d, e, a, b, c, W1(0));
		STEP1(PAR, K2, c, d, e, a, b, W1(1));
		STEP1(PAR, K2, b, c, d, e, a, W1(2));
		STEP1(PAR, K2, a, b, c, d, e, W1(3));
		STEP1(PAR, K2, e, a, b, c, d, W1(4));
		STEP1(PAR, K2, d, e, a, b, c, W1(5));
		STEP1(PAR, K2, c, d, e, a, b, W1(6));
		STEP1(PAR, K2, b, c, d, e, a, W1(7));
		STEP1(MAJ, K3, a, b, c, d, e, W1(8));
		STEP1(MAJ, K3, e, a, b, c, d, W1(9));
		STEP1(MAJ, K3, d, e, a, b, c, W1(10));
		STEP1(MAJ, K3, c, d, e, a, b, W1(11));
		STEP1(MAJ, K3, b, c, d, e, a, W1(12));
		STEP1(MAJ, K3, a, b, c, d, e, W1(13));
		STEP1(MAJ, K3, e, a, b, c, d, W1(14));
		STEP1(MAJ, K3, d, e, a, b, c, W1(15));
		STEP1(MAJ, K3, c, d, e, a, b, W1(0));
		STEP1(MAJ, K3, b, c, d, e, a, W1(1));
		STEP1(MAJ, K3, a, b, c, d, e, W1(2));
		STEP1(MAJ, K3, e, a, b, c, d, W1(3));
		STEP1(MAJ, K3, d, e, a, b, c, W1(4));
		STEP1(MAJ, K3, c, d, e, a, b, W1(5));
		STEP1(MAJ, K3, b, c, d, e, a, W1(6));
		STEP1(MAJ, K3, a, b, c, d, e, W1(7));
		STEP1(MAJ, K3, e, a, b, c, d, W1(8));
		STEP1(MAJ, K3, d, e, a, b, c, W1(9));
		STEP1(MAJ, K3, c, d, e, a, b, W1(10));
		STEP1(MAJ, K3, b, c, d, e, a, W1(11));
		STEP1(PAR, K4, a, b, c, d, e, W1(12));
		STEP1(PAR, K4, e, a, b, c, d, W1(13));
		STEP1(PAR, K4, d, e, a, b, c, W1(14));
		STEP1(PAR, K4, c, d, e, a, b, W1(15));
		STEP1(PAR, K4, b, c, d, e, a, W1(0));
		STEP1(PAR, K4, a, b, c, d, e, W1(1));
		STEP1(PAR, K4, e, a, b, c, d, W1(2));
		STEP1(PAR, K4, d, e, a, b, c, W1(3));
		STEP1(PAR, K4, c, d, e, a, b, W1(4));
		STEP1(PAR, K4, b, c, d, e, a, W1(5));
		STEP1(PAR, K4, a, b, c, d, e, W1(6));
		STEP1(PAR, K4, e, a, b, c, d, W1(7));
		STEP1(PAR, K4, d, e, a, b, c, W1(8));
		STEP1(PAR, K4, c, d, e, a, b, W1(9));
		STEP1(PAR, K4, b, c, d, e, a, W1(10));
		STEP1(PAR, K4, a, b, c, d, e, W1(11));
		STEP1(PAR, K4, e, a, b, c, d, W1(12));
		STEP1(PAR, K4, d, e, a, b, c, W1(13));
		STEP1(PAR, K4, c, d, e, a, b, W1(14));
		STEP1(PAR, K4, b, c, d, e, a, W1(15));
		h->s.w[0] += a;
		h->s.w[1] += b;
		h->s.w[2] += c;
		h->s.w[3] += d;
		h->s.w[4] += e;
	}
}

void
sha1_init(struct hash *h)
{
	static const uint32_t iv[8] = {
		0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0
	};

	hash_start(h, sha1_block, iv, sizeof(iv), 20);
}

/*
 * SHA-256, FIPS 180-4 6.2.2; SHA-224 (6.3) is the same with other
 * initial values (5.3.2), cut to 28 bytes. K256 holds the first 32 bits
 * of the fractional parts of the cube roots of the first 64 primes
 * (4.2.2). Sixteen rounds a loop turn keep the ring's indexes constant;
 * the first sixteen take the message words as they are. Maj(a, b, c) is
 * b ^ ((a ^ b) & (b ^ c)), where b ^ c is the last round's a ^ b.
 */
static const uint32_t K256[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5,
	0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
	0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
	0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
	0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

#define S0_256(x)	(ROR32(x, 2) ^ ROR32(x, 13) ^ ROR32(x, 22))
#define S1_256(x)	(ROR32(x, 6) ^ ROR32(x, 11) ^ ROR32(x, 25))
#define s0_256(x)	(ROR32(x, 7) ^ ROR32(x, 18) ^ (x) >> 3)
#define s1_256(x)	(ROR32(x, 17) ^ ROR32(x, 19) ^ (x) >> 10)
#define R256(a, b, c, d, e, f, g, h, j, x, ab, bc) do { \
	t = h + S1_256(e) + CH(e, f, g) + K256[i + j] + (x); \
	ab = a ^ b; \
	d += t; \
	h = t + S0_256(a) + (b ^ (ab & bc)); \
} while (0)
#define W256(j)	(w[j] += s1_256(w[(j + 14) & 15]) + w[(j + 9) & 15] + \
	s0_256(w[(j + 1) & 15]))

static void
sha256_block(struct hash *st, const unsigned char *p, size_t n)
{
	uint32_t a, b, c, d, e, f, g, h, t, w[16], m0, m1;
	int i;

	for (; n--; p += 64) {
		for (i = 0; i < 16; i++)
			w[i] = get_be32(p + 4 * i);
		a = st->s.w[0];
		b = st->s.w[1];
		c = st->s.w[2];
		d = st->s.w[3];
		e = st->s.w[4];
		f = st->s.w[5];
		g = st->s.w[6];
		h = st->s.w[7];
		m1 = b ^ c;
		i = 0;
		R256(a, b, c, d, e, f, g, h,  0, w[0], m0, m1);
		R256(h, a, b, c, d, e, f, g,  1, w[1], m1, m0);
		R256(g, h, a, b, c, d, e, f,  2, w[2], m0, m1);
		R256(f, g, h, a, b, c, d, e,  3, w[3], m1, m0);
		R256(e, f, g, h, a, b, c, d,  4, w[4], m0, m1);
		R256(d, e, f, g, h, a, b, c,  5, w[5], m1, m0);
		R256(c, d, e, f, g, h, a, b,  6, w[6], m0, m1);
		R256(b, c, d, e, f, g, h, a,  7, w[7], m1, m0);
		R256(a, b, c, d, e, f, g, h,  8, w[8], m0, m1);
		R256(h, a, b, c, d, e, f, g,  9, w[9], m1, m0);
		R256(g, h, a, b, c, d, e, f, 10, w[10], m0, m1);
		R256(f, g, h, a, b, c, d, e, 11, w[11], m1, m0);
		R256(e, f, g, h, a, b, c, d, 12, w[12], m0, m1);
		R256(d, e, f, g, h, a, b, c, 13, w[13], m1, m0);
		R256(c, d, e, f, g, h, a, b, 14, w[14], m0, m1);
		R256(b, c, d, e, f, g, h, a, 15, w[15], m1, m0);
		for (i = 16; i < 64; i += 16) {
			R256(a, b, c, d, e, f, g, h,  0, W256(0), m0, m1);
			R256(h, a, b, c, d, e, f, g,  1, W256(1), m1, m0);
			R256(g, h, a, b, c, d, e, f,  2, W256(2), m0, m1);
			R256(f, g, h, a, b, c, d, e,  3, W256(3), m1, m0);
			R256(e, f, g, h, a, b, c, d,  4, W256(4), m0, m1);
			R256(d, e, f, g, h, a, b, c,  5, W256(5), m1, m0);
			R256(c, d, e, f, g, h, a, b,  6, W256(6), m0, m1);
			R256(b, c, d, e, f, g, h, a,  7, W256(7), m1, m0);
			R256(a, b, c, d, e, f, g, h,  8, W256(8), m0, m1);
			R256(h, a, b, c, d, e, f, g,  9, W256(9), m1, m0);
			R256(g, h, a, b, c, d, e, f, 10, W256(10), m0, m1);
			R256(f, g, h, a, b, c, d, e, 11, W256(11), m1, m0);
			R256(e, f, g, h, a, b, c, d, 12, W256(12), m0, m1);
			R256(d, e, f, g, h, a, b, c, 13, W256(13), m1, m0);
			R256(c, d, e, f, g, h, a, b, 14, W256(14), m0, m1);
			R256(b, c, d, e, f, g, h, a, 15, W256(15), m1, m0);
		}
		st->s.w[0] += a;
		st->s.w[1] += b;
		st->s.w[2] += c;
		st->s.w[3] += d;
		st->s.w[4] += e;
		st->s.w[5] += f;
		st->s.w[6] += g;
		st->s.w[7] += h;
	}
}

void
sha224_init(struct hash *h)
{
	static const uint32_t iv[8] = {
		0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
		0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4
	};

	hash_start(h, sha256_block, iv, sizeof(iv), 28);
}

void
sha256_init(struct hash *h)
{
	static const uint32_t iv[8] = {
		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
	};

	hash_start(h, sha256_block, iv, sizeof(iv), 32);
}

/*
 * SHA-512, FIPS 180-4 6.4.2, and SHA-384 (6.5): the SHA-256 scheme on
 * 64-bit words, 80 rounds; K512 is 64 bits of the cube roots of the
 * first 80 primes (4.2.3).
 */
static const uint64_t K512[80] = {
	0x428a2f98d728ae22, 0x7137449123ef65cd,
	0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
	0x3956c25bf348b538, 0x59f111f1b605d019,
	0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
	0xd807aa98a3030242, 0x12835b0145706fbe,
	0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
	0x72be5d74f27b896f, 0x80deb1fe3b1696b1,
	0x9bdc06a725c71235, 0xc19bf174cf692694,
	0xe49b69c19ef14ad2, 0xefbe4786384f25e3,
	0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
	0x2de92c6f592b0275, 0x4a7484aa6ea6e483,
	0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
	0x983e5152ee66dfab, 0xa831c66d2db43210,
	0xb00327c898fb213f, 0xbf597fc7beef0ee4,
	0xc6e00bf33da88fc2, 0xd5a79147930aa725,
	0x06ca6351e003826f, 0x142929670a0e6e70,
	0x27b70a8546d22ffc, 0x2e1b21385c26c926,
	0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
	0x650a73548baf63de, 0x766a0abb3c77b2a8,
	0x81c2c92e47edaee6, 0x92722c851482353b,
	0xa2bfe8a14cf10364, 0xa81a664bbc423001,
	0xc24b8b70d0f89791, 0xc76c51a30654be30,
	0xd192e819d6ef5218, 0xd69906245565a910,
	0xf40e35855771202a, 0x106aa07032bbd1b8,
	0x19a4c116b8d2d0c8, 0x1e376c085141ab53,
	0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
	0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb,
	0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
	0x748f82ee5defb2fc, 0x78a5636f43172f60,
	0x84c87814a1f0ab72, 0x8cc702081a6439ec,
	0x90befffa23631e28, 0xa4506cebde82bde9,
	0xbef9a3f7b2c67915, 0xc67178f2e372532b,
	0xca273eceea26619c, 0xd186b8c721c0c207,
	0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
	0x06f067aa72176fba, 0x0a637dc5a2c898a6,
	0x113f9804bef90dae, 0x1b710b35131c471b,
	0x28db77f523047d84, 0x32caab7b40c72493,
	0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
	0x4cc5d4becb3e42b6, 0x597f299cfc657e2a,
	0x5fcb6fab3ad6faec, 0x6c44198c4a475817
};

#define S0_512(x)	(ROR64(x, 28) ^ ROR64(x, 34) ^ ROR64(x, 39))
#define S1_512(x)	(ROR64(x, 14) ^ ROR64(x, 18) ^ ROR64(x, 41))
#define s0_512(x)	(ROR64(x, 1) ^ ROR64(x, 8) ^ (x) >> 7)
#define s1_512(x)	(ROR64(x, 19) ^ ROR64(x, 61) ^ (x) >> 6)
#define R512(a, b, c, d, e, f, g, h, j, x, ab, bc) do { \
	t = h + S1_512(e) + CH(e, f, g) + K512[i + j] + (x); \
	ab = a ^ b; \
	d += t; \
	h = t + S0_512(a) + (b ^ (ab & bc)); \
} while (0)
#define W512(j)	(w[j] += s1_512(w[(j + 14) & 15]) + w[(j + 9) & 15] + \
	s0_512(w[(j + 1) & 15]))

static void
sha512_block(struct hash *st, const unsigned char *p, size_t n)
{
	uint64_t a, b, c, d, e, f, g, h, t, w[16], m0, m1;
	int i;

	for (; n--; p += 128) {
		for (i = 0; i < 16; i++)
			w[i] = get_be64(p + 8 * i);
		a = st->s.d[0];
		b = st->s.d[1];
		c = st->s.d[2];
		d = st->s.d[3];
		e = st->s.d[4];
		f = st->s.d[5];
		g = st->s.d[6];
		h = st->s.d[7];
		m1 = b ^ c;
		i = 0;
		R512(a, b, c, d, e, f, g, h,  0, w[0],
		    m0, m1);
		R512(h, a, b, c, d, e, f, g,  1, w[1],
		    m1, m0);
		R512(g, h, a, b, c, d, e, f,  2, w[2],
		    m0, m1);
		R512(f, g, h, a, b, c, d, e,  3, w[3],
		    m1, m0);
		R512(e, f, g, h, a, b, c, d,  4, w[4],
		    m0, m1);
		R512(d, e, f, g, h, a, b, c,  5, w[5],
		    m1, m0);
		R512(c, d, e, f, g, h, a, b,  6, w[6],
		    m0, m1);
		R512(b, c, d, e, f, g, h, a,  7, w[7],
		    m1, m0);
		R512(a, b, c, d, e, f, g, h,  8, w[8],
		    m0, m1);
		R512(h, a, b, c, d, e, f, g,  9, w[9],
		    m1, m0);
		R512(g, h, a, b, c, d, e, f, 10, w[10],
		    m0, m1);
		R512(f, g, h, a, b, c, d, e, 11, w[11],
		    m1, m0);
		R512(e, f, g, h, a, b, c, d, 12, w[12],
		    m0, m1);
		R512(d, e, f, g, h, a, b, c, 13, w[13],
		    m1, m0);
		R512(c, d, e, f, g, h, a, b, 14, w[14],
		    m0, m1);
		R512(b, c, d, e, f, g, h, a, 15, w[15],
		    m1, m0);
		for (i = 16; i < 80; i += 16) {
			R512(a, b, c, d, e, f, g, h,  0, W512(0),
			    m0, m1);
			R512(h, a, b, c, d, e, f, g,  1, W512(1),
			    m1, m0);
			R512(g, h, a, b, c, d, e, f,  2, W512(2),
			    m0, m1);
			R512(f, g, h, a, b, c, d, e,  3, W512(3),
			    m1, m0);
			R512(e, f, g, h, a, b, c, d,  4, W512(4),
			    m0, m1);
			R512(d, e, f, g, h, a, b, c,  5, W512(5),
			    m1, m0);
			R512(c, d, e, f, g, h, a, b,  6, W512(6),
			    m0, m1);
			R512(b, c, d, e, f, g, h, a,  7, W512(7),
			    m1, m0);
			R512(a, b, c, d, e, f, g, h,  8, W512(8),
			    m0, m1);
			R512(h, a, b, c, d, e, f, g,  9, W512(9),
			    m1, m0);
			R512(g, h, a, b, c, d, e, f, 10, W512(10),
			    m0, m1);
			R512(f, g, h, a, b, c, d, e, 11, W512(11),
			    m1, m0);
			R512(e, f, g, h, a, b, c, d, 12, W512(12),
			    m0, m1);
			R512(d, e, f, g, h, a, b, c, 13, W512(13),
			    m1, m0);
			R512(c, d, e, f, g, h, a, b, 14, W512(14),
			    m0, m1);
			R512(b, c, d, e, f, g, h, a, 15, W512(15),
			    m1, m0);
		}
		st->s.d[0] += a;
		st->s.d[1] += b;
		st->s.d[2] += c;
		st->s.d[3] += d;
		st->s.d[4] += e;
		st->s.d[5] += f;
		st->s.d[6] += g;
		st->s.d[7] += h;
	}
}

void
sha384_init(struct hash *h)
{
	static const uint64_t iv[8] = {
		0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17,
		0x152fecd8f70e5939, 0x67332667ffc00b31, 0x8eb44a8768581511,
		0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4
	};

	hash_start(h, sha512_block, iv, sizeof(iv), 48);
}

void
sha512_init(struct hash *h)
{
	static const uint64_t iv[8] = {
		0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b,
		0xa54ff53a5f1d36f1, 0x510e527fade682d1, 0x9b05688c2b3e6c1f,
		0x1f83d9abfb41bd6b, 0x5be0cd19137e2179
	};

	hash_start(h, sha512_block, iv, sizeof(iv), 64);
}
