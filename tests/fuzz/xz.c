/*
 * xz.c - libFuzzer target for the .xz and .lzma decoder (libbb/xz.c)
 *
 * An input that starts with the .xz magic is decoded as .xz, and also
 * listed with xz_list from a memfd (the index walk from the end); any
 * other input is decoded as .lzma (XZ_ALONE). Input is handed out in
 * chunks of 64 KiB, 1, 3 or 4096 bytes, chosen by the size, so that the
 * refill paths for short reads are taken. The memlimit is 64 MiB (an
 * input may declare a 4 GiB dictionary) and output is bounded at
 * 32 MiB; a bad stream must end in -1 with a message. Built and run by
 * `make fuzz`; inputs that once crashed belong in tests/fuzz/regress.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/mman.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define OUT_MAX		(32u << 20)
#define MEMLIMIT	(64u << 20)

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

static void
list(const uint8_t *data, size_t size)
{
	static int fd = -1;
	struct xz_info info;

	if (fd < 0 && (fd = memfd_create("fuzz-xz", 0)) < 0)
		abort();
	if (ftruncate(fd, 0) < 0 ||
	    pwrite(fd, data, size, 0) != (ssize_t)size)
		abort();
	if (xz_list(fd, &info) < 0) {
		if (!info.err)
			abort();
	} else if (info.compressed != size || info.padding > size ||
	    !info.streams || !info.checks) {
		abort();
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const size_t chunks[4] = { 65536, 1, 3, 4096 };
	struct feed f = { data, size, 0, chunks[size & 3] };
	bool xz = xz_magic(data, size);
	struct xz *s = xz_new(feed_read, &f, xz ? 0 : XZ_ALONE, MEMLIMIT);
	const unsigned char *p;
	size_t total = 0;
	ssize_t r;

	if (!s)
		abort();
	while ((r = xz_out(s, &p)) > 0) {
		/* touch the bytes, so that ASan sees a bad pointer */
		if (p[0] == 0x55 && p[r - 1] == 0xaa)
			total++;
		total += r;
		if (total >= OUT_MAX)
			break;
	}
	if (r < 0 && !xz_error(s))
		abort();
	xz_free(s);
	if (xz)
		list(data, size);
	return 0;
}
