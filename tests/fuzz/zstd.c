/*
 * zstd.c - libFuzzer target for the Zstandard decoder (libbb/zstd.c)
 *
 * The input is decoded as a zstd file (frames one after another), read
 * through a callback that hands it out in chunks of 64 KiB, 1, 3 or 4096
 * bytes, chosen by the input's size, so that the refill paths for short
 * reads are taken too; the size also picks the memlimit (1 or 8 MiB, so
 * that absurd windows are refused quickly) and ZSTD_NOCHECK. Output is
 * bounded at 32 MiB; a bad stream must end in -1 with a message, and the
 * bytes handed out are touched so that ASan sees a bad pointer. Built
 * and run by `make fuzz`; inputs that once crashed belong in
 * tests/fuzz/regress, where tests/unit/zstd.c replays them.
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

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const size_t chunks[4] = { 65536, 1, 3, 4096 };
	struct feed f = { data, size, 0, chunks[size & 3] };
	struct zstd *s = zstd_new(feed_read, &f, size >> 2 & 1 ? ZSTD_NOCHECK : 0,
	    size >> 3 & 1 ? 8u << 20 : 1u << 20);
	const unsigned char *p;
	size_t total = 0;
	ssize_t r;

	if (!s)
		abort();
	while ((r = zstd_out(s, &p)) > 0) {
		if (p[0] == 0x55 && p[r - 1] == 0xaa)
			total++;
		total += r;
		if (total >= OUT_MAX)
			break;
	}
	if (r < 0 && (!zstd_error(s) || !*zstd_error(s)))
		abort();
	zstd_free(s);
	return 0;
}
