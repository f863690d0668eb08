/*
 * ustar.c - libFuzzer target for tar's header parser (libbb/ustar.c)
 *
 * The input is read as an archive: 512-byte blocks (the last one padded
 * with zeros), members decoded with tar_next() and their data skipped as
 * tar does, until the end, an error or 10000 members. Built and run by
 * `make fuzz`; inputs that once crashed belong in tests/fuzz/regress.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

struct feed {
	const uint8_t	*p;
	size_t		len, pos;
	unsigned char	last[512];
};

static const unsigned char *
next_block(void *ctx)
{
	struct feed *f = ctx;
	size_t n;

	if (f->pos >= f->len)
		return NULL;
	n = f->len - f->pos;
	if (n >= 512) {
		f->pos += 512;
		return f->p + f->pos - 512;
	}
	memset(f->last, 0, sizeof(f->last));
	memcpy(f->last, f->p + f->pos, n);
	f->pos = f->len;
	return f->last;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct feed f = { .p = data, .len = size };
	struct tar_reader r;
	unsigned long long skip;
	int i;

	memset(&r, 0, sizeof(r));
	r.block = next_block;
	r.ctx = &f;
	for (i = 0; i < 10000 && tar_next(&r) == 1; i++) {
		skip = (r.h.size + 511) / 512;
		while (skip-- && next_block(&f))
			;
	}
	tar_reader_free(&r);
	return 0;
}
