/*
 * inflate.c - libFuzzer target for the DEFLATE decoder and the gzip
 * container (libbb/inflate.c, libbb/gz.c)
 *
 * An input that starts with the gzip magic (1f 8b), compress's (1f 9d)
 * or pack's (1f 1e) is read through gz_* from a memfd, every format gz reads allowed, with reader flags taken from its size
 * (warnings, -f pass-through, trailing zeros); any other input is decoded
 * as raw DEFLATE streams one after another (inflate_reset between them,
 * as a container does), read through a callback that hands out the input
 * in chunks of 64 KiB, 1, 3 or 4096 bytes (also chosen by the size), so
 * that the refill paths for short reads are taken too. Output is bounded
 * at 32 MiB; a bad stream must end in -1 with a message. Built and run by
 * `make fuzz`; inputs that once crashed belong in tests/fuzz/regress,
 * where tests/gzip.t replays them through gzip -dc.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/mman.h>

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

static void
raw(const uint8_t *data, size_t size)
{
	static const size_t chunks[4] = { 65536, 1, 3, 4096 };
	struct feed f = { data, size, 0, chunks[size & 3] };
	struct inflate *s = inflate_new(feed_read, &f);
	const unsigned char *p;
	unsigned char tail[4];
	size_t total = 0;
	ssize_t r;
	int streams;

	for (streams = 0; streams < 4; streams++) {
		while ((r = inflate_out(s, &p)) > 0) {
			/* touch the bytes, so that ASan sees a bad pointer */
			if (p[0] == 0x55 && p[r - 1] == 0xaa)
				total++;
			total += r;
			if (total >= OUT_MAX)
				break;
		}
		if (r < 0) {
			if (!*inflate_error(s))
				abort();
			break;
		}
		if (r > 0 || inflate_bytes(s, tail, sizeof(tail)) <= 0)
			break;
		if (inflate_tell(s) > size)
			abort();
		inflate_reset(s);
	}
	inflate_free(s);
}

static void
gzip(const uint8_t *data, size_t size)
{
	static const int flags[4] = { 0, GZ_QUIET, GZ_CAT, GZ_NL | GZ_ZEROS };
	static int fd = -1;
	const unsigned char *p;
	uint64_t in, out;
	size_t total = 0;
	ssize_t r;
	struct gz *z;
	int warnings;

	if (fd < 0 && (fd = memfd_create("fuzz-gz", 0)) < 0)
		abort();
	if (ftruncate(fd, 0) < 0 ||
	    pwrite(fd, data, size, 0) != (ssize_t)size ||
	    lseek(fd, 0, SEEK_SET) != 0)
		abort();
	z = gz_open_read_flags(fd, "fuzz", flags[size & 3] | GZ_F_ANY);
	if (gz_header(z)) {
		while ((r = gz_read_chunk(z, &p)) > 0) {
			if (p[0] == 0x55 && p[r - 1] == 0xaa)
				total++;
			total += r;
			if (total >= OUT_MAX)
				break;
		}
	}
	gz_counts(z, &in, &out, &warnings);
	if (in > size)
		abort();
	(void)gz_overhead(z);
	gz_close(z);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size >= 2 && data[0] == 0x1f && (data[1] == 0x8b ||
	    data[1] == 0x9d || data[1] == 0x1e))
		gzip(data, size);
	else
		raw(data, size);
	return 0;
}
