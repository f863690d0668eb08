/*
 * deflate.c - unit tests for libbb/crc32.c, deflate.c, inflate.c and gz.c:
 * round trips of edge inputs at every level, and corrupt streams
 * SPDX-License-Identifier: MIT
 */
#include "unit.h"

static unsigned char *mem;
static size_t memlen, memcap, mempos;

static int
mem_write(void *ctx, const void *buf, size_t n)
{
	(void)ctx;
	if (memlen + n > memcap) {
		memcap = (memlen + n) * 2;
		mem = xrealloc(mem, memcap, 1);
	}
	memcpy(mem + memlen, buf, n);
	memlen += n;
	return 0;
}

static ssize_t
mem_read(void *ctx, void *buf, size_t n)
{
	(void)ctx;
	n = MIN(n, memlen - mempos);
	memcpy(buf, mem + mempos, n);
	mempos += n;
	return n;
}

/* compress in at level, inflate it back; 1 if the bytes match */
static int
round_trip(const unsigned char *in, size_t n, int level)
{
	struct deflate *d = deflate_new(level, mem_write, NULL);
	struct inflate *s;
	const unsigned char *p;
	size_t got = 0;
	ssize_t r;
	int ok = 1;

	memlen = mempos = 0;
	for (size_t i = 0; i < n; i += 7777)
		deflate_write(d, in + i, MIN((size_t)7777, n - i));
	deflate_end(d);
	deflate_flush(d);
	deflate_free(d);
	s = inflate_new(mem_read, NULL);
	while ((r = inflate_out(s, &p)) > 0) {
		if (got + r > n || memcmp(in + got, p, r))
			ok = 0;
		got += r;
	}
	inflate_free(s);
	return ok && r == 0 && got == n;
}

/* deflate in at level, chunk bytes per write; the output (malloc'd) */
static unsigned char *
deflated(const unsigned char *in, size_t n, int level, size_t chunk,
    size_t *outlen)
{
	struct deflate *d = deflate_new(level, mem_write, NULL);
	unsigned char *out;

	memlen = 0;
	for (size_t i = 0; i < n; i += chunk)
		deflate_write(d, in + i, MIN(chunk, n - i));
	deflate_end(d);
	deflate_flush(d);
	deflate_free(d);
	out = xmalloc(memlen + 1);
	memcpy(out, mem, memlen);
	*outlen = memlen;
	return out;
}

/* the same bytes out whatever the write sizes (pipes give short reads) */
static int
chunk_independent(const unsigned char *in, size_t n, int level)
{
	static const size_t chunks[] = { 1, 3, 4096, 65549 };
	unsigned char *a, *b;
	size_t alen, blen;
	int ok = 1;

	a = deflated(in, n, level, n ? n : 1, &alen);
	for (size_t i = 0; i < sizeof(chunks) / sizeof(*chunks); i++) {
		b = deflated(in, n, level, chunks[i], &blen);
		if (alen != blen || memcmp(a, b, alen))
			ok = 0;
		free(b);
	}
	free(a);
	return ok;
}

/* inflate raw bytes; returns the result of the last inflate_out */
static ssize_t
inflate_mem(const unsigned char *b, size_t n)
{
	struct inflate *s;
	const unsigned char *p;
	ssize_t r;

	memlen = mempos = 0;
	mem_write(NULL, b, n);
	s = inflate_new(mem_read, NULL);
	while ((r = inflate_out(s, &p)) > 0)
		;
	inflate_free(s);
	return r;
}

int
main(void)
{
	static unsigned char buf[300000];
	char name[64];
	uint32_t x = 1;
	int level;

	EXPECT("crc32 check value", crc32_update(0, "123456789", 9) ==
	    0xcbf43926);
	EXPECT("crc32 chains", crc32_update(crc32_update(0, "1234", 4),
	    "56789", 5) == 0xcbf43926);
	for (size_t i = 0; i < sizeof(buf); i++) {
		x = x * 1103515245 + 12345;
		buf[i] = i < 100000 ? "abcab"[x >> 29 & 3] : i < 200000 ?
		    (unsigned char)(x >> 16) : 'z';
	}
	for (level = 1; level <= 9; level++) {
		snprintf(name, sizeof(name), "empty -%d", level);
		EXPECT(name, round_trip(buf, 0, level));
		snprintf(name, sizeof(name), "one byte -%d", level);
		EXPECT(name, round_trip(buf, 1, level));
		snprintf(name, sizeof(name), "mixed 300k -%d", level);
		EXPECT(name, round_trip(buf, sizeof(buf), level));
		snprintf(name, sizeof(name), "random -%d", level);
		EXPECT(name, round_trip(buf + 100000, 100000, level));
		snprintf(name, sizeof(name), "same output for any writes -%d",
		    level);
		EXPECT(name, chunk_independent(buf, sizeof(buf), level));
	}
	/* fixed vectors: stored "a", fixed "a", a 258-byte match */
	EXPECT("stored block", inflate_mem((const unsigned char *)
	    "\x01\x01\x00\xfe\xff" "a", 6) == 0);
	EXPECT("stored block bad nlen", inflate_mem((const unsigned char *)
	    "\x01\x01\x00\xfe\xfe" "a", 6) < 0);
	EXPECT("block type 3", inflate_mem((const unsigned char *)"\x07", 1) < 0);
	EXPECT("truncated", inflate_mem((const unsigned char *)"\x4b\x04", 2) < 0);
	EXPECT("fixed a", inflate_mem((const unsigned char *)"\x4b\x04\x00", 3) == 0);
	EXPECT("distance too far", inflate_mem((const unsigned char *)
	    "\x63\x00\x42\x00", 4) < 0);
	EXPECT("empty input", inflate_mem((const unsigned char *)"", 0) < 0);
	free(mem);
	return unit_failed;
}
