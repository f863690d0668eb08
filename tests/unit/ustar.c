/*
 * ustar.c - unit tests for libbb/ustar.c: round trips in every format,
 * pax records, base-256 numbers, and mutated archives (a small fuzz loop
 * that runs under ASan/UBSan with the other unit tests)
 * SPDX-License-Identifier: MIT
 */
#include "unit.h"

struct mem {
	unsigned char	*p;
	size_t		len, cap, pos;
};

static void
mem_put(void *ctx, const void *blk, size_t n)
{
	struct mem *m = ctx;

	if (m->len + n > m->cap) {
		m->cap = (m->len + n) * 2;
		m->p = xrealloc(m->p, m->cap, 1);
	}
	memcpy(m->p + m->len, blk, n);
	m->len += n;
}

static const unsigned char *
mem_block(void *ctx)
{
	struct mem *m = ctx;
	const unsigned char *b;

	if (m->pos + 512 > m->len)
		return NULL;
	b = m->p + m->pos;
	m->pos += 512;
	return b;
}

static void
hdr(struct tar_hdr *h, const char *name, const char *link, char type)
{
	memset(h, 0, sizeof(*h));
	h->name = (char *)name;
	h->linkname = (char *)link;
	h->uname = "user";
	h->gname = "group";
	h->mode = 0644;
	h->type = type;
	h->mtime = 1700000000;
}

/* Encode h in format, decode it back into r (which the caller frees). */
static int
round_trip(int format, const struct tar_hdr *h, struct tar_reader *r,
    struct mem *m, const char **why)
{
	struct tar_writer w = { .put = mem_put, .ctx = m, .format = format };
	unsigned long long pad = (512 - h->size % 512) % 512, i;
	static const unsigned char zero[512];

	m->len = m->pos = 0;
	*why = tar_encode(&w, h);
	if (*why)
		return -1;
	/* data: only for small members */
	for (i = 0; h->size < 65536 && i < h->size + pad; i += 512)
		mem_put(m, zero, 512);
	mem_put(m, zero, 512);
	mem_put(m, zero, 512);
	memset(r, 0, sizeof(*r));
	r->block = mem_block;
	r->ctx = m;
	return tar_next(r);
}

static char *
rep(char c, size_t n)
{
	char *s = xmalloc(n + 1);

	memset(s, c, n);
	s[n] = 0;
	return s;
}

int
main(void)
{
	static const int fmts[] = { TAR_USTAR, TAR_PAX, TAR_GNU };
	static const char *const fn[] = { "ustar", "pax", "gnu" };
	struct tar_reader r;
	struct tar_hdr h;
	struct mem m = { 0 };
	const char *why;
	char name[128], *n100 = rep('a', 100), *n300 = rep('b', 300);
	char *p150 = rep('p', 150), *split = xasprintf("%s/%s", p150, n100);
	int f, st;

	for (f = 0; f < 3; f++) {
		hdr(&h, "dir/file", "", '0');
		h.size = 1234;
		st = round_trip(fmts[f], &h, &r, &m, &why);
		snprintf(name, sizeof(name), "%s plain", fn[f]);
		EXPECT(name, st == 1 && !strcmp(r.h.name, "dir/file") &&
		    r.h.size == 1234 && r.h.mode == 0644 &&
		    r.h.mtime == 1700000000 && !strcmp(r.h.uname, "user") &&
		    !strcmp(r.h.gname, "group") && r.h.type == '0');
		tar_reader_free(&r);

		hdr(&h, n100, "", '0');
		st = round_trip(fmts[f], &h, &r, &m, &why);
		snprintf(name, sizeof(name), "%s name of 100", fn[f]);
		EXPECT(name, st == 1 && !strcmp(r.h.name, n100));
		tar_reader_free(&r);

		hdr(&h, split, "", '0');
		st = round_trip(fmts[f], &h, &r, &m, &why);
		snprintf(name, sizeof(name), "%s prefix split", fn[f]);
		EXPECT(name, st == 1 && !strcmp(r.h.name, split) &&
		    (fmts[f] != TAR_USTAR || m.len == 3 * 512));
		tar_reader_free(&r);

		hdr(&h, n300, n300, '2');
		st = round_trip(fmts[f], &h, &r, &m, &why);
		snprintf(name, sizeof(name), "%s name and link of 300", fn[f]);
		if (fmts[f] == TAR_USTAR)
			EXPECT(name, st < 0 && why);
		else
			EXPECT(name, st == 1 && !strcmp(r.h.name, n300) &&
			    !strcmp(r.h.linkname, n300) && r.h.type == '2');
		tar_reader_free(&r);

		hdr(&h, "big", "", '0');
		h.size = 1ULL << 40;
		h.uid = 3000000;
		h.gid = 4000000000ULL;
		h.mtime = -1000000000000LL;
		st = round_trip(fmts[f], &h, &r, &m, &why);
		snprintf(name, sizeof(name), "%s big numbers", fn[f]);
		if (fmts[f] == TAR_USTAR)
			EXPECT(name, st < 0 && why);
		else
			EXPECT(name, st == 1 && r.h.size == 1ULL << 40 &&
			    r.h.uid == 3000000 && r.h.gid == 4000000000ULL &&
			    r.h.mtime == -1000000000000LL);
		tar_reader_free(&r);

		hdr(&h, "dev", "", '3');
		h.major = 4095;
		h.minor = 1048575;
		st = round_trip(fmts[f], &h, &r, &m, &why);
		snprintf(name, sizeof(name), "%s device", fn[f]);
		EXPECT(name, st == 1 && r.h.type == '3' && r.h.major == 4095 &&
		    r.h.minor == 1048575);
		tar_reader_free(&r);
	}

	/* a pax header by hand: fractions, negative times, unknown keys */
	{
		static const char rec[] = "15 mtime=-1.25\n"
		    "18 SCHILY.xattr=x\n" "12 path=p/q\n" "18 uname=somebody\n";
		struct tar_writer w = { .put = mem_put, .ctx = &m,
		    .format = TAR_USTAR };
		unsigned char b[512];

		m.len = m.pos = 0;
		hdr(&h, "PaxHeaders/x", "", 'x');
		h.size = strlen(rec);
		tar_encode(&w, &h);
		memset(b, 0, 512);
		memcpy(b, rec, strlen(rec));
		mem_put(&m, b, 512);
		hdr(&h, "x", "", '0');
		tar_encode(&w, &h);
		memset(&r, 0, sizeof(r));
		r.block = mem_block;
		r.ctx = &m;
		st = tar_next(&r);
		EXPECT("pax mtime -1.25", st == 1 && r.h.mtime == -2 &&
		    r.h.nsec == 750000000);
		EXPECT("pax path and uname", st == 1 &&
		    !strcmp(r.h.name, "p/q") && !strcmp(r.h.uname, "somebody"));
		EXPECT("pax marks the format", r.h.format == TAR_PAX);
		tar_reader_free(&r);
	}

	/* checksums: a flipped byte is caught; all zeros is the end */
	{
		unsigned char b[512];

		hdr(&h, "f", "", '0');
		m.len = 0;
		tar_encode(&(struct tar_writer){ .put = mem_put, .ctx = &m,
		    .format = TAR_USTAR }, &h);
		memcpy(b, m.p, 512);
		EXPECT("decode", tar_decode(b, &r.h) == 0);
		b[0] ^= 1;
		EXPECT("bad checksum", tar_decode(b, &r.h) == TAR_BADSUM);
		memset(b, 0, 512);
		EXPECT("zero block", tar_decode(b, &r.h) == TAR_ZERO);
		free(r.h.name);
		free(r.h.linkname);
		free(r.h.uname);
		free(r.h.gname);
	}

	/*
	 * Mutations of an archive with pax, GNU L/K and a sparse member:
	 * whatever the bytes, the reader ends or fails, never misbehaves.
	 */
	{
		struct mem a = { 0 };
		struct tar_writer w = { .put = mem_put, .ctx = &a };
		static const unsigned char zero[512];
		unsigned seed = 12345, i, k;
		int loops;

		w.format = TAR_PAX;
		hdr(&h, n300, n300, '2');
		tar_encode(&w, &h);
		w.format = TAR_GNU;
		tar_encode(&w, &h);
		hdr(&h, "data", "", '0');
		h.size = 700;
		tar_encode(&w, &h);
		mem_put(&a, zero, 512);
		mem_put(&a, zero, 512);
		mem_put(&a, zero, 512);
		for (i = 0; i < 20000; i++) {
			memcpy(m.p = xrealloc(m.p, a.len, 1), a.p, a.len);
			m.len = m.cap = a.len;
			m.pos = 0;
			for (k = 0; k < 1 + i % 8; k++) {
				seed = seed * 1103515245 + 12345;
				m.p[(seed >> 8) % a.len] = seed >> 24;
			}
			memset(&r, 0, sizeof(r));
			r.block = mem_block;
			r.ctx = &m;
			for (loops = 0; loops < 100; loops++) {
				int s = tar_next(&r);

				if (s == 0 || s == TAR_EOF)
					break;
			}
			tar_reader_free(&r);
		}
		EXPECT("20000 mutated archives", loops < 100);
		free(a.p);
	}
	free(m.p);
	free(n100);
	free(n300);
	free(p150);
	free(split);
	return unit_failed;
}
