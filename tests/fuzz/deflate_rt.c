/*
 * deflate_rt.c - libFuzzer target for the deflate -> inflate round trip
 * (libbb/deflate.c, libbb/inflate.c)
 *
 * The first byte chooses the level (1-9) and how the data is handed to
 * deflate_write: all at once, 1 byte, 7777 bytes or 65549 bytes at a
 * time, with a deflate_flush between writes for some. The second byte
 * says how many copies of the rest make the data (1-16, each copy a little
 * changed, so that matches reach far back and the window slides even
 * though libFuzzer inputs are small). The data is compressed in one go
 * and as chosen: the two outputs must be the same bytes (output depends
 * on the level and the data only), and must inflate, read back 5 bytes
 * at a time, to the data. Any difference is an abort(). Built and run by
 * `make fuzz`.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

struct buf {
	unsigned char	*p;
	size_t		len, cap, pos;
};

static int
buf_write(void *ctx, const void *src, size_t n)
{
	struct buf *b = ctx;

	if (b->len + n > b->cap) {
		b->cap = (b->len + n) * 2;
		b->p = xrealloc(b->p, b->cap, 1);
	}
	memcpy(b->p + b->len, src, n);
	b->len += n;
	return 0;
}

static ssize_t
buf_read(void *ctx, void *dst, size_t n)
{
	struct buf *b = ctx;

	n = MIN(n, b->len - b->pos);
	n = MIN(n, (size_t)5);
	memcpy(dst, b->p + b->pos, n);
	b->pos += n;
	return n;
}

static void
compress(struct buf *out, int level, const unsigned char *in, size_t n,
    size_t chunk, bool flush)
{
	struct deflate *d = deflate_new(level, buf_write, out);
	size_t i, k;

	for (i = 0; i < n; i += k) {
		k = MIN(chunk, n - i);
		if (deflate_write(d, in + i, k) < 0)
			abort();
		if (flush && deflate_flush(d) < 0)
			abort();
	}
	if (deflate_end(d) < 0 || deflate_flush(d) < 0)
		abort();
	deflate_free(d);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const size_t chunks[4] = { SIZE_MAX, 1, 7777, 65549 };
	struct buf one = { 0 }, some = { 0 };
	unsigned char *in;
	const unsigned char *p;
	struct inflate *s;
	size_t n, m, i, j, got = 0;
	unsigned reps, level, mode, vary;
	ssize_t r;

	if (size < 2)
		return 0;
	level = 1 + data[0] % 9;
	mode = data[0] / 9 % 8;
	reps = 1 + (data[1] & 15);
	vary = data[1] >> 4;
	data += 2;
	m = size - 2;
	n = m * reps;
	in = xmalloc(n + 1);
	for (i = 0; i < reps; i++)
		for (j = 0; j < m; j++)
			in[i * m + j] = data[j] ^
			    (j % 61 == i % 61 ? vary * i : 0);
	compress(&one, level, in, n, SIZE_MAX, false);
	compress(&some, level, in, n, chunks[mode & 3], mode & 4);
	if (one.len != some.len || memcmp(one.p, some.p, one.len))
		abort();
	s = inflate_new(buf_read, &one);
	while ((r = inflate_out(s, &p)) > 0) {
		if (got + r > n || memcmp(in + got, p, r))
			abort();
		got += r;
	}
	if (r < 0 || got != n || inflate_tell(s) != one.len)
		abort();
	inflate_free(s);
	free(one.p);
	free(some.p);
	free(in);
	return 0;
}
