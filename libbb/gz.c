/*
 * gz.c - the gzip container (RFC 1952) around inflate.c and deflate.c
 *
 * Reading: member after member (concatenated files are one stream, as
 * gzip -d gives them), with FEXTRA, FNAME, FCOMMENT and FHCRC parsed and
 * the header CRC checked, CRC-32 and ISIZE checked at each member's end.
 * After the last member, zero bytes (tape padding) are ignored silently
 * and anything else draws GNU's "decompression OK, trailing garbage
 * ignored" warning; the data stays good. Messages name the file as given.
 *
 * Writing: the header GNU gzip writes (FNAME when a name is given, MTIME,
 * XFL 2 for -9 and 4 for -1, OS 3 for Unix), the DEFLATE data, the trailer.
 * SPDX-License-Identifier: MIT
 */
#include "config.h"
#include "libbb.h"

enum { GZ_HEADER, GZ_DATA, GZ_NEXT, GZ_RAW, GZ_OTHER, GZ_END, GZ_ERR };

struct gz {
	struct inflate	*inf;
	struct deflate	*def;
	const char	*name;
	int		fd, state, flags, warnings, members;
	uint32_t	crc, size;
	const unsigned char *p;		/* decoded bytes not yet handed out */
	size_t		n;
	uint64_t	out_total;
	unsigned char	*raw;		/* GZ_CAT: input that is not gzip */
	size_t		nraw;
	uint64_t	overhead;	/* header and trailer bytes read */
	uint64_t	start;		/* input offset of this member */
	uint64_t	written;	/* bytes handed to fd (writing) */
	struct gz_header hdr;		/* the first member's */
	/* reading another format (GZ_F_*): its decoder, after the first
	 * bytes were read to tell which it is (pre), handed to it again */
	int		fmt;		/* the first member's */
	int		dfmt;		/* dec's: this member's */
	void		*dec;
	bool		sniffed;
	unsigned char	pre[16];
	size_t		npre, ppre;
	uint64_t	in_total;
	uint64_t	memlimit;	/* for the other formats; 0: theirs */
	const char	*unknown;	/* the message for data of no format */
	bool		warned_check;	/* xz's check warning given */
	bool		bad;		/* the error was in the data */
};

/*
 * A decoder is compiled in with one of its applets: a box without xz's
 * reads no xz in tar or zcat either, and is 17 KB smaller for it.
 */
#define WITH_XZ		(ENABLE_XZ || ENABLE_UNXZ || ENABLE_XZCAT || \
			    ENABLE_UNLZMA || ENABLE_LZCAT)
#define WITH_BZ2	(ENABLE_BZIP2 || ENABLE_BUNZIP2 || ENABLE_BZCAT)
#define WITH_ZSTD	(ENABLE_ZSTD || ENABLE_UNZSTD || ENABLE_ZSTDCAT)

static ssize_t
src_read(void *ctx, void *buf, size_t n)
{
	struct gz *z = ctx;
	ssize_t r;

	if (z->ppre < z->npre) {
		r = MIN(n, z->npre - z->ppre);
		memcpy(buf, z->pre + z->ppre, r);
		z->ppre += r;
		return r;
	}
	r = read(z->fd, buf, n);
	if (r > 0)
		z->in_total += r;
	return r;
}

static int
fd_write(void *ctx, const void *buf, size_t n)
{
	struct gz *z = ctx;

	if (write_full(z->fd, buf, n) < 0)
		return -1;
	z->written += n;
	return 0;
}

bool
gz_magic(const unsigned char *buf, size_t n)
{
	return n >= 3 && buf[0] == 0x1f && buf[1] == 0x8b && buf[2] == 8;
}

/* Do these bytes start data in one of formats (GZ_F_*) that gz reads? */
bool
gz_known(const unsigned char *buf, size_t n, int formats)
{
	if ((formats & GZ_F_GZIP) && gz_magic(buf, n))
		return true;
	if (WITH_ZSTD && (formats & GZ_F_ZSTD) && zstd_magic(buf, n))
		return true;
	if (WITH_BZ2 && (formats & GZ_F_BZ2) && bz2_magic(buf, n))
		return true;
	if (WITH_XZ && (formats & GZ_F_XZ) && xz_magic(buf, n))
		return true;
	/* .lzma has no magic: its usual properties byte (lc=3 lp=0 pb=2),
	 * so that "x" and NULs, a tar header, is not taken for one */
	if (WITH_XZ && (formats & GZ_F_LZMA) && n && buf[0] == 0x5d &&
	    xz_alone_magic(buf, n))
		return true;
	if (n < 2 || buf[0] != 0x1f)
		return false;
	return ((formats & GZ_F_LZW) && buf[1] == 0x9d) ||
	    ((formats & GZ_F_PACK) && buf[1] == 0x1e);
}

/* GZ_NL: GNU gzip starts its data errors with a newline */
static void
nl(struct gz *z)
{
	if (z->flags & GZ_NL) {
		fflush(stdout);
		write_full(2, "\n", 1);
	}
}

static ssize_t
gz_err(struct gz *z, const char *fmt, const char *what)
{
	nl(z);
	if (fmt)
		error_msg(fmt, z->name, what);
	else
		error_msg("%s: %s", z->name, inflate_error(z->inf));
	z->state = GZ_ERR;
	z->bad = true;
	return -1;
}

/* no memory for a decoder: an error, but not one in the data */
static ssize_t
gz_nomem(struct gz *z)
{
	gz_err(z, "%s: %s", strerror(ENOMEM));
	z->bad = false;
	return -1;
}

/* Exactly n header bytes, folded into the header CRC; -1 after a message. */
static int
hdr_bytes(struct gz *z, void *buf, size_t n, uint32_t *hcrc)
{
	ssize_t r = inflate_bytes(z->inf, buf, n);

	if (r < 0)
		return gz_err(z, NULL, NULL);
	if ((size_t)r < n)
		return gz_err(z, "%s: %s", "unexpected end of file");
	*hcrc = crc32_update(*hcrc, buf, n);
	return 0;
}

/* A zero-terminated header field; the first max-1 bytes are kept in keep. */
static int
hdr_string(struct gz *z, char *keep, size_t max, uint32_t *hcrc)
{
	unsigned char c;
	size_t n = 0;

	do {
		if (hdr_bytes(z, &c, 1, hcrc) < 0)
			return -1;
		if (keep && n < max - 1)
			keep[n++] = c;
	} while (c);
	if (keep)
		keep[n] = 0;
	return 0;
}

/*
 * The rest of a member header after its first two bytes (already read
 * and checked). Fills z->hdr for the first member.
 */
static int
read_header(struct gz *z, const unsigned char id[2])
{
	unsigned char h[10], x[2];
	uint32_t hcrc = crc32_update(0, id, 2);
	unsigned xlen;
	char *name = NULL;

	memcpy(h, id, 2);
	if (hdr_bytes(z, h + 2, 8, &hcrc) < 0)
		return -1;
	if (h[2] != 8) {
		error_msg("%s: unknown method %d -- not supported", z->name,
		    h[2]);
		z->state = GZ_ERR;
		return -1;
	}
	if (h[3] & 0x20) {
		error_msg("%s is encrypted -- not supported", z->name);
		z->state = GZ_ERR;
		return -1;
	}
	if (h[3] & 0xc0) {
		error_msg("%s has flags 0x%x -- not supported", z->name, h[3]);
		z->state = GZ_ERR;
		return -1;
	}
	if (!z->members) {
		z->hdr.flags = h[3];
		z->hdr.mtime = h[4] | h[5] << 8 | h[6] << 16 |
		    (uint32_t)h[7] << 24;
		z->hdr.xfl = h[8];
		z->hdr.os = h[9];
		name = z->hdr.name;
	}
	if (h[3] & 4) {		/* FEXTRA: XLEN, then that many bytes */
		if (hdr_bytes(z, x, 2, &hcrc) < 0)
			return -1;
		for (xlen = x[0] | x[1] << 8; xlen; xlen--)
			if (hdr_bytes(z, x, 1, &hcrc) < 0)
				return -1;
	}
	if ((h[3] & 8) && hdr_string(z, name, sizeof(z->hdr.name), &hcrc) < 0)
		return -1;
	if ((h[3] & 16) && hdr_string(z, NULL, 0, &hcrc) < 0)
		return -1;
	if (h[3] & 2) {		/* FHCRC: the low 16 bits of the CRC-32 */
		unsigned want = hcrc & 0xffff, got;

		if (hdr_bytes(z, x, 2, &hcrc) < 0)
			return -1;
		got = x[0] | x[1] << 8;
		if (got != want) {
			error_msg("%s: header checksum 0x%04x != computed "
			    "checksum 0x%04x", z->name, got, want);
			z->state = GZ_ERR;
			return -1;
		}
	}
	z->overhead += inflate_tell(z->inf) - z->start;
	z->members++;
	z->crc = 0;
	z->size = 0;
	inflate_reset(z->inf);
	z->state = GZ_DATA;
	return 0;
}

static void
warn(struct gz *z, const char *what)
{
	z->warnings++;
	if (z->flags & GZ_QUIET)
		return;
	nl(z);
	warn_msg("%s: decompression OK, %s ignored", z->name, what);
}

/*
 * The format the first bytes of the input are in, among those asked for
 * (0: gzip's or none; the gzip path then says which).
 */
static int
sniff(struct gz *z)
{
	const unsigned char *b = z->pre;
	ssize_t r;

	z->sniffed = true;
	r = read_full(z->fd, z->pre, sizeof(z->pre));
	if (r < 0) {
		nl(z);
		perror_msg("%s", z->name);
		z->state = GZ_ERR;
		return -1;
	}
	z->npre = r;
	z->in_total = r;
	if (WITH_ZSTD && (z->flags & GZ_F_ZSTD) && zstd_magic(b, r))
		return GZ_F_ZSTD;
	if (WITH_BZ2 && (z->flags & GZ_F_BZ2) && bz2_magic(b, r))
		return GZ_F_BZ2;
	/* bzip2 takes an input that ends inside its magic (even an empty
	 * one, even with -f) for a truncated one, not for another format's */
	if (WITH_BZ2 && (z->flags & GZ_BZ2_EOF) && r < 4 &&
	    !memcmp(b, "BZh", MIN(r, 3)))
		return GZ_F_BZ2;
	if (WITH_XZ && (z->flags & GZ_F_XZ) && xz_magic(b, r))
		return GZ_F_XZ;
	if (WITH_XZ && (z->flags & GZ_F_LZMA) && xz_alone_magic(b, r))
		return GZ_F_LZMA;
	return 0;
}

/* the input through inflate's buffer, for the members of other formats */
static ssize_t
inf_read(void *ctx, void *buf, size_t n)
{
	return inflate_bytes(((struct gz *)ctx)->inf, buf, n);
}

/*
 * The other formats' decoders, each with inflate's interface: X_new on
 * a read function, X_out, X_error (NULL: a read error), X_free. compress
 * and pack data are members like gzip's, after their magic (1f 9d, 1f
 * 1e), read through inflate's buffer; the formats without a 1f are told
 * by sniff and read the file's bytes from the start.
 */
static int
start_other(struct gz *z, int fmt)
{
	unsigned char f;
	ssize_t r;

	if (!z->members)
		z->fmt = fmt;
	z->dfmt = fmt;
	switch (fmt) {
	case GZ_F_LZW:
		if ((r = inflate_bytes(z->inf, &f, 1)) < 0)
			return gz_err(z, NULL, NULL);
		if (r == 0)
			return gz_err(z, "%s: %s", "unexpected end of file");
		if (f & 0x60) {
			z->warnings++;
			if (!(z->flags & GZ_QUIET)) {
				nl(z);
				warn_msg("%s: warning, unknown flags 0x%x",
				    z->name, f & 0x60);
			}
		}
		z->dec = lzw_new(inf_read, z, f);
		break;
	case GZ_F_PACK:
		z->dec = unpack_new(inf_read, z);
		break;
	case GZ_F_BZ2:
		if (!WITH_BZ2)
			break;
		z->dec = bz2_new(src_read, z, 0, z->memlimit);
		break;
	case GZ_F_XZ:
	case GZ_F_LZMA:
		if (!WITH_XZ)
			break;
		if (!(z->dec = xz_new(src_read, z, fmt == GZ_F_LZMA ?
		    XZ_ALONE : 0, z->memlimit)))
			return gz_nomem(z);
		break;
	case GZ_F_ZSTD:
		if (!WITH_ZSTD)
			break;
		/* the whole file, from its first byte; NULL: no memory */
		if (!(z->dec = zstd_new(src_read, z, z->flags & GZ_NOCHECK ?
		    ZSTD_NOCHECK : 0, z->memlimit)))
			return gz_nomem(z);
		break;
	}
	z->state = GZ_OTHER;
	return 0;
}

/* Was the last error one in the data (corrupt, truncated, unknown)? */
bool
gz_bad(struct gz *z)
{
	return z->bad;
}

static void
free_other(struct gz *z)
{
	switch (z->dfmt) {
	case GZ_F_LZW:
		lzw_free(z->dec);
		break;
	case GZ_F_PACK:
		unpack_free(z->dec);
		break;
	case GZ_F_BZ2:
		if (!WITH_BZ2)
			break;
		bz2_free(z->dec);
		break;
	case GZ_F_XZ:
	case GZ_F_LZMA:
		if (!WITH_XZ)
			break;
		xz_free(z->dec);
		break;
	case GZ_F_ZSTD:
		if (!WITH_ZSTD)
			break;
		zstd_free(z->dec);
		break;
	}
}

/* The next bytes another format's decoder gives; -1 after a message */
static ssize_t
other_out(struct gz *z, const unsigned char **p)
{
	const char *e = NULL;
	ssize_t r = -1;

	switch (z->dfmt) {
	case GZ_F_LZW:
		if ((r = lzw_out(z->dec, p)) < 0)
			e = lzw_error(z->dec);
		break;
	case GZ_F_PACK:
		if ((r = unpack_out(z->dec, p)) < 0)
			e = unpack_error(z->dec);
		break;
	case GZ_F_BZ2:
		if (!WITH_BZ2)
			break;
		if ((r = bz2_out(z->dec, p)) < 0)
			e = bz2_error(z->dec);
		/* bzip2 starts this one with a newline, and exits 0 */
		if (r == 0 && (e = bz2_warning(z->dec)) &&
		    !(z->flags & GZ_QUIET)) {
			fflush(stdout);
			write_full(2, "\n", 1);
			warn_msg("%s: %s", z->name, e);
		}
		break;
	case GZ_F_XZ:
	case GZ_F_LZMA:
		if (!WITH_XZ)
			break;
		if ((r = xz_out(z->dec, p)) < 0) {
			e = xz_error(z->dec);
			break;
		}
		/* a check xz cannot verify: a warning (status 2), once */
		if (!z->warned_check && (e = xz_warning(z->dec))) {
			z->warned_check = true;
			z->warnings++;
			if (!(z->flags & GZ_QUIET))
				warn_msg("%s: %s", z->name, e);
		}
		break;
	case GZ_F_ZSTD:
		if (!WITH_ZSTD)
			break;
		if ((r = zstd_out(z->dec, p)) < 0)
			e = zstd_error(z->dec);
		break;
	}
	if (r >= 0)
		return r;
	nl(z);
	if (e)
		error_msg("%s: %s", z->name, e);
	else
		perror_msg("%s", z->name);
	z->state = GZ_ERR;
	z->bad = e != NULL;
	return -1;
}

/* The first bytes are of no format asked for */
static int
unknown(struct gz *z)
{
	return gz_err(z, z->unknown ? z->unknown :
	    z->flags & GZ_F_ANY && !(z->flags & GZ_F_GZIP) ?
	    "%s: %s" : "%s: not in gzip format",
	    "File format not recognized");
}

/* After a member: another one, zero padding, garbage or the end. */
static int
next_member(struct gz *z)
{
	unsigned char b[2];
	ssize_t r;
	int f;

	/* only the formats without a 1f magic are told before the first
	 * member (compress and pack are members, found below) */
	if (!z->sniffed && (z->flags & (GZ_F_XZ | GZ_F_LZMA | GZ_F_BZ2 |
	    GZ_F_ZSTD))) {
		if ((f = sniff(z)) < 0)
			return -1;
		if (f)
			return start_other(z, f);
	}

	z->start = inflate_tell(z->inf);
	r = inflate_bytes(z->inf, b, 1);

	if (r < 0)
		return gz_err(z, NULL, NULL);
	if (r == 0 && (z->members || (z->flags & GZ_CAT))) {
		z->state = GZ_END;
		return 0;
	}
	if (r == 0 && (z->flags & GZ_EMPTY_UNKNOWN))
		return unknown(z);
	if (r == 0)
		return gz_err(z, "%s: %s", "unexpected end of file");
	if (b[0] == 0x1f) {
		r = inflate_bytes(z->inf, b + 1, 1);
		if (r < 0)
			return gz_err(z, NULL, NULL);
		if (r == 1 && b[1] == 0x8b &&
		    (z->members || !(z->flags & GZ_F_ANY) ||
		    (z->flags & GZ_F_GZIP)))
			return read_header(z, b);
		if (r == 1 && b[1] == 0x9d && (z->flags & GZ_F_LZW))
			return start_other(z, GZ_F_LZW);
		if (r == 1 && b[1] == 0x1e && (z->flags & GZ_F_PACK))
			return start_other(z, GZ_F_PACK);
		if (r == 0 && (z->members || !(z->flags & GZ_CAT)))
			return gz_err(z, "%s: %s", "unexpected end of file");
	} else if (b[0] == 0 && z->members) {
		/* tape blocks: all zeros to the end are fine */
		while ((r = inflate_bytes(z->inf, b, 1)) == 1 && !b[0])
			;
		if (r < 0)
			return gz_err(z, NULL, NULL);
		if (r == 0) {
			if (z->flags & GZ_ZEROS)
				warn(z, "trailing zero bytes");
			z->state = GZ_END;
			return 0;
		}
	}
	if (!z->members && (z->flags & GZ_CAT)) {
		z->raw = xmalloc(65536);
		memcpy(z->raw, b, r + (b[0] == 0x1f));
		z->nraw = r + (b[0] == 0x1f);
		z->state = GZ_RAW;
		return 0;
	}
	if (!z->members)
		return unknown(z);
	warn(z, "trailing garbage");
	z->state = GZ_END;
	return 0;
}

static int
trailer(struct gz *z)
{
	unsigned char t[8];
	ssize_t r = inflate_bytes(z->inf, t, 8);
	uint32_t crc, size;

	if (r < 0)
		return gz_err(z, NULL, NULL);
	if (r < 8)
		return gz_err(z, "%s: %s", "unexpected end of file");
	crc = t[0] | t[1] << 8 | t[2] << 16 | (uint32_t)t[3] << 24;
	size = t[4] | t[5] << 8 | t[6] << 16 | (uint32_t)t[7] << 24;
	if (crc != z->crc)
		return gz_err(z, "%s: %s", "invalid compressed data--crc error");
	if (size != z->size)
		return gz_err(z, "%s: %s",
		    "invalid compressed data--length error");
	z->hdr.crc = crc;
	z->hdr.isize = size;
	z->overhead += 8;
	z->state = GZ_NEXT;
	return 0;
}

struct gz *
gz_open_read_flags(int fd, const char *name, int flags)
{
	struct gz *z = xzalloc(sizeof(*z));

	z->fd = fd;
	z->name = name ? name : "(stdin)";
	z->flags = flags;
	z->inf = inflate_new(src_read, z);
	z->state = GZ_NEXT;
	return z;
}

struct gz *
gz_open_read(int fd, const char *name)
{
	return gz_open_read_flags(fd, name, 0);
}

/*
 * The next decoded bytes, at *p until the next call: the count, 0 at the
 * end of the last member, -1 after a message.
 */
ssize_t
gz_read_chunk(struct gz *z, const unsigned char **p)
{
	ssize_t r;

	if (z->n) {
		*p = z->p;
		r = z->n;
		z->n = 0;
		return r;
	}
	for (;;) {
		switch (z->state) {
		case GZ_DATA:
			r = inflate_out(z->inf, p);
			if (r < 0)
				return gz_err(z, NULL, NULL);
			if (r > 0) {
				z->crc = crc32_update(z->crc, *p, r);
				z->size += r;
				z->out_total += r;
				return r;
			}
			if (trailer(z) < 0)
				return -1;
			break;
		case GZ_NEXT:
			if (next_member(z) < 0)
				return -1;
			break;
		case GZ_RAW:
			r = z->nraw;
			if (!r)
				r = inflate_bytes(z->inf, z->raw, 65536);
			z->nraw = 0;
			if (r < 0)
				return gz_err(z, NULL, NULL);
			if (!r)
				z->state = GZ_END;
			*p = z->raw;
			z->out_total += r;
			return r;
		case GZ_OTHER:
			r = other_out(z, p);
			if (r > 0) {
				z->out_total += r;
				return r;
			}
			if (r < 0)
				return -1;
			/* the member ended: another may follow */
			free_other(z);
			z->dec = NULL;
			z->members++;
			z->state = GZ_NEXT;
			break;
		case GZ_END:
			return 0;
		default:
			return -1;
		}
	}
}

ssize_t
gz_read(struct gz *z, void *buf, size_t n)
{
	size_t got = 0, k;
	const unsigned char *p;
	ssize_t r;

	while (got < n) {
		if (!z->n) {
			r = gz_read_chunk(z, &p);
			if (r <= 0) {
				if (r < 0 && !got)
					return -1;
				break;
			}
			z->p = p;
			z->n = r;
		}
		k = MIN(n - got, z->n);
		memcpy((char *)buf + got, z->p, k);
		z->p += k;
		z->n -= k;
		got += k;
	}
	return got;
}

/* The first member's header, reading it if need be; NULL after a message. */
const struct gz_header *
gz_header(struct gz *z)
{
	if (!z->members && z->state == GZ_NEXT && next_member(z) < 0)
		return NULL;
	return z->state == GZ_ERR ? NULL : &z->hdr;
}

void
gz_counts(struct gz *z, uint64_t *in, uint64_t *out, int *warnings)
{
	*in = z->sniffed && z->fmt ? z->in_total : inflate_tell(z->inf);
	*out = z->out_total;
	*warnings = z->warnings;
}

/* The memory the other formats may take (0: their own default) */
void
gz_set_memlimit(struct gz *z, uint64_t limit)
{
	z->memlimit = limit;
}

/* The message (a format for the name) for data in no format read */
void
gz_set_unknown(struct gz *z, const char *fmt)
{
	z->unknown = fmt;
}

/* The format being read: 0 for gzip, else its GZ_F_ bit */
int
gz_format(struct gz *z)
{
	return z->fmt;
}

/* Header and trailer bytes of the members read so far. */
uint64_t
gz_overhead(struct gz *z)
{
	return z->overhead;
}

void
gz_close(struct gz *z)
{
	if (!z)
		return;
	inflate_free(z->inf);
	if (z->dec)
		free_other(z);
	free(z->raw);
	free(z);
}

struct gz *
gz_open_write(int fd, int level, const char *name, time_t mtime)
{
	struct gz *z = xzalloc(sizeof(*z));
	unsigned char h[10] = { 0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3 };
	uint32_t t = mtime > 0 && mtime <= 0xffffffffLL ? mtime : 0;

	z->fd = fd;
	z->def = deflate_new(level, fd_write, z);
	if (name)
		h[3] = 8;
	h[4] = t;
	h[5] = t >> 8;
	h[6] = t >> 16;
	h[7] = t >> 24;
	h[8] = level >= 9 ? 2 : level == 1 ? 4 : 0;
	deflate_put(z->def, h, 10);
	if (name)
		deflate_put(z->def, name, strlen(name) + 1);
	return z;
}

int
gz_write(struct gz *z, const void *buf, size_t n)
{
	z->crc = crc32_update(z->crc, buf, n);
	z->size += n;
	return deflate_write(z->def, buf, n);
}

int
gz_finish(struct gz *z)
{
	return gz_finish_count(z, NULL);
}

/* gz_finish, and the bytes written in all (header and trailer too) */
int
gz_finish_count(struct gz *z, uint64_t *written)
{
	unsigned char t[8];
	int r, err;

	r = deflate_end(z->def);
	for (int i = 0; i < 4; i++) {
		t[i] = z->crc >> (8 * i);
		t[4 + i] = z->size >> (8 * i);
	}
	if (r == 0)
		r = deflate_put(z->def, t, 8);
	if (r == 0)
		r = deflate_flush(z->def);
	err = errno;
	if (written)
		*written = z->written;
	deflate_free(z->def);
	free(z);
	errno = err;
	return r;
}
