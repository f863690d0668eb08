/*
 * bz2.c - libFuzzer target for the bzip2 decoder (libbb/bz2.c)
 *
 * The input is decoded as a bzip2 file (streams one after another, then
 * maybe trailing data), read through a callback that hands it out in
 * chunks of 64 KiB, 1, 3 or 4096 bytes, chosen by the size so that the
 * refill paths for short reads are taken too; every other size runs
 * under a 1 MiB memlimit (levels 3 to 9 refused). Output is bounded at
 * 32 MiB; a bad stream must end in -1 with a message (the callback never
 * fails). Built and run by `make fuzz`; inputs that once crashed belong
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
	return 0;
}
