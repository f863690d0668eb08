/*
 * bz2.c - libFuzzer target for the bzip2 decoder (libbb/bz2.c)
 *
 * The input is decoded as a bzip2 file (streams one after another, then
 * maybe trailing data), read through a callback that hands it out in
 * chunks of 64 KiB, 1, 3 or 4096 bytes, chosen by the size so that the
 * refill paths for short reads are taken too; every other size runs
 * under a 1 MiB memlimit (levels 3 to 9 refused). Output is bounded at
 * 32 MiB; a bad stream must end in -1 with a message (the callback never
 * fails). Then the input goes through the compressor (level 1 or 2, in
 * writes of varying size) and back through the decoder, which must give
 * it back. Built and run by `make fuzz`; inputs that once crashed belong
 * in tests/fuzz/regress.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define OUT_MAX		(32u << 20)

struct feed {
	const uint8_t	*p;
	size_t		len, pos, chunk;
};

static ssize_t
feed_read(void *ctx, void *buf, size_t n)
{
	struct feed *f = ctx;

	n = MIN(n, f->chunk);
	n = MIN(n, f->len - f->pos);
	memcpy(buf, f->p + f->pos, n);
	f->pos += n;
	return n;
}

struct sink {
	unsigned char	*buf;
	size_t		len, cap;
};

static int
sink_write(void *ctx, const void *buf, size_t n)
{
	struct sink *k = ctx;

	if (k->len + n > k->cap) {
		k->cap = (k->len + n) * 2;
		k->buf = xrealloc(k->buf, k->cap, 1);
	}
	memcpy(k->buf + k->len, buf, n);
	k->len += n;
	return 0;
}

static void
round_trip(const uint8_t *data, size_t size)
{
	static struct sink k;
	struct bz2w *w = bz2_writer_new(1 + (size & 1), sink_write, &k);
	struct feed f;
	struct bz2 *s;
	const unsigned char *p;
	size_t i, step = 1 + size % 97, got = 0;
	ssize_t r;

	k.len = 0;
	for (i = 0; i < size; i += step)
		if (bz2_write(w, data + i, MIN(step, size - i)) < 0)
			abort();
	if (bz2_finish(w) < 0)
		abort();
	f = (struct feed){ k.buf, k.len, 0, 4096 };
	s = bz2_new(feed_read, &f, 0, 0);
	while ((r = bz2_out(s, &p)) > 0) {
		if (got + r > size || memcmp(data + got, p, r))
			abort();
		got += r;
	}
	if (r < 0 || got != size)
		abort();
	bz2_free(s);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const size_t chunks[4] = { 65536, 1, 3, 4096 };
	struct feed f = { data, size, 0, chunks[size & 3] };
	struct bz2 *s = bz2_new(feed_read, &f, 0, size & 4 ? 1 << 20 : 0);
	const unsigned char *p;
	size_t total = 0;
	ssize_t r;

	while ((r = bz2_out(s, &p)) > 0) {
		/* touch the bytes, so that ASan sees a bad pointer */
		if (p[0] == 0x55 && p[r - 1] == 0xaa)
			total++;
		total += r;
		if (total >= OUT_MAX)
			break;
	}
	if (r < 0 && !bz2_error(s))
		abort();
	if (r == 0 && !bz2_magic(data, size))
		abort();
	bz2_free(s);
	round_trip(data, size);
	return 0;
}
