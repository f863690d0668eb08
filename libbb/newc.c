/*
 * newc.c - cpio archive headers: newc, crc and odc, and gen_init_cpio lists
 *
 * The formats are the SVR4 "new ASCII" (magic 070701, thirteen 8-digit hex
 * fields, header plus name and data each padded to 4 bytes), the same with
 * a checksum (070702: the sum of the data bytes) and POSIX.1-1988's odc
 * (070707, octal fields, no padding), as described in cpio(5) and used by
 * the kernel's initramfs (Documentation/driver-api/early-userspace/
 * buffer-format.rst). The old binary format is recognised only to be
 * refused by name.
 *
 * The list reader takes the kernel's usr/gen_init_cpio format, one entry
 * a line: "file NAME SRC MODE UID GID", "dir NAME MODE UID GID",
 * "nod NAME MODE UID GID b|c MAJ MIN", "slink NAME TARGET MODE UID GID",
 * "pipe NAME MODE UID GID", "sock NAME MODE UID GID"; # starts a comment.
 *
 * A corrupt or truncated archive, a read or write error, and a bad list
 * line are fatal with status 2, as GNU cpio's fatal errors are.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/sysmacros.h>

#define NEWC_LEN	110
#define ODC_LEN		76

#define fatal(...)	(error_msg(__VA_ARGS__), xexit(2))
#define pfatal(...)	(perror_msg(__VA_ARGS__), xexit(2))

/* ---- reading ---- */

static size_t
rd_fill(struct cpio_reader *r)
{
	ssize_t n;

	if (r->pos < r->end)
		return r->end - r->pos;
	r->pos = r->end = 0;
	if (r->gz) {
		/* gz has said what was wrong */
		if ((n = gz_read(r->gz, r->buf, sizeof(r->buf))) < 0)
			xexit(2);
	} else if ((n = read_full(r->fd, r->buf, sizeof(r->buf))) < 0) {
		pfatal("%s: read error", r->what);
	}
	r->end = n;
	return n;
}

/* Exactly n bytes into buf; returns the count read before end of file. */
static size_t
rd_bytes(struct cpio_reader *r, void *buf, size_t n)
{
	size_t got = 0, k;

	while (got < n && (k = rd_fill(r))) {
		k = MIN(k, n - got);
		if (buf)
			memcpy((char *)buf + got, r->buf + r->pos, k);
		r->pos += k;
		got += k;
	}
	r->off += got;
	return got;
}

static NORETURN void
truncated(struct cpio_reader *r)
{
	fatal("%s: premature end of archive", r->what);
}

static void
rd_exact(struct cpio_reader *r, void *buf, size_t n)
{
	if (rd_bytes(r, buf, n) != n)
		truncated(r);
}

/* Parse n digits of base (8 or 16); false on any other character. */
static bool
field(const char *s, int n, int base, unsigned long long *v)
{
	int d;

	*v = 0;
	while (n--) {
		if (*s >= '0' && *s <= '9')
			d = *s - '0';
		else if (base == 16 && *s >= 'a' && *s <= 'f')
			d = *s - 'a' + 10;
		else if (base == 16 && *s >= 'A' && *s <= 'F')
			d = *s - 'A' + 10;
		else
			return false;
		if (d >= base)
			return false;
		*v = *v * base + d;
		s++;
	}
	return true;
}

/*
 * Skip what is left of the current entry's data and its padding. The
 * skipped bytes still count in r->sum, so the checksum of a crc entry is
 * right however little of it was read.
 */
void
cpio_skip_data(struct cpio_reader *r)
{
	size_t k, i;

	while (r->left) {
		if (!(k = rd_fill(r)))
			truncated(r);
		k = MIN(k, r->left);
		if (r->format == CPIO_CRC)
			for (i = 0; i < k; i++)
				r->sum += (unsigned char)r->buf[r->pos + i];
		r->pos += k;
		r->off += k;
		r->left -= k;
	}
	if (r->format != CPIO_ODC && (r->off & 3))
		rd_exact(r, NULL, 4 - (r->off & 3));
}

/*
 * Read the next header into h (h->name is malloc'd; the previous one is
 * freed). Returns 1 for an entry, 0 at the trailer; a corrupt or
 * truncated archive is fatal, with a message naming it.
 */
int
cpio_read_header(struct cpio_reader *r, struct cpio_hdr *h)
{
	char hdr[NEWC_LEN];
	unsigned long long v[13], namesize;
	int i, n;

	cpio_skip_data(r);
	free(h->name);
	memset(h, 0, sizeof(*h));
	n = rd_bytes(r, hdr, 6);
	if (n == 0 && r->off == 0)
		fatal("%s: empty archive", r->what);
	if (n < 6)
		truncated(r);
	if ((unsigned char)hdr[0] == 0xc7 && (unsigned char)hdr[1] == 0x71)
		fatal("%s: old binary cpio format is not supported",
		    r->what);
	if ((unsigned char)hdr[0] == 0x71 && (unsigned char)hdr[1] == 0xc7)
		fatal("%s: old binary cpio format is not supported",
		    r->what);
	if (!memcmp(hdr, "070701", 6) || !memcmp(hdr, "070702", 6)) {
		h->format = hdr[5] == '1' ? CPIO_NEWC : CPIO_CRC;
		rd_exact(r, hdr + 6, NEWC_LEN - 6);
		for (i = 0; i < 13; i++)
			if (!field(hdr + 6 + 8 * i, 8, 16, &v[i]))
				goto bad;
		h->ino = v[0], h->mode = v[1], h->uid = v[2], h->gid = v[3];
		h->nlink = v[4], h->mtime = v[5], h->size = v[6];
		h->dev_major = v[7], h->dev_minor = v[8];
		h->rdev_major = v[9], h->rdev_minor = v[10];
		namesize = v[11], h->check = v[12];
	} else if (!memcmp(hdr, "070707", 6)) {
		static const unsigned char w[] = {
			6, 6, 6, 6, 6, 6, 6, 11, 6, 11
		};
		const char *p = hdr + 6;

		h->format = CPIO_ODC;
		rd_exact(r, hdr + 6, ODC_LEN - 6);
		for (i = 0; i < 10; p += w[i], i++)
			if (!field(p, w[i], 8, &v[i]))
				goto bad;
		h->dev_major = major(v[0]), h->dev_minor = minor(v[0]);
		h->ino = v[1], h->mode = v[2], h->uid = v[3], h->gid = v[4];
		h->nlink = v[5];
		h->rdev_major = major(v[6]), h->rdev_minor = minor(v[6]);
		h->mtime = v[7], namesize = v[8], h->size = v[9];
	} else {
		goto bad;
	}
	r->format = h->format;
	if (namesize == 0 || namesize > PATH_MAX)
		fatal("%s: bad name length %llu", r->what, namesize);
	h->name = xmalloc(namesize);
	rd_exact(r, h->name, namesize);
	if (h->name[namesize - 1] || strlen(h->name) != namesize - 1)
		fatal("%s: bad file name in header", r->what);
	if (h->format != CPIO_ODC && (r->off & 3))
		rd_exact(r, NULL, 4 - (r->off & 3));
	r->left = h->size;
	r->sum = 0;
	if (!strcmp(h->name, "TRAILER!!!")) {
		cpio_skip_data(r);
		return 0;
	}
	return 1;
bad:
	fatal("%s: not a cpio archive, or corrupt header at byte %llu",
	    r->what, r->off - 6);
}

/* Up to n bytes of the current entry's data; 0 when it is all read. */
size_t
cpio_read_data(struct cpio_reader *r, void *buf, size_t n)
{
	size_t k, i;

	n = MIN(n, r->left);
	k = rd_bytes(r, buf, n);
	if (k != n)
		truncated(r);
	r->left -= k;
	if (r->format == CPIO_CRC)
		for (i = 0; i < k; i++)
			r->sum += ((unsigned char *)buf)[i];
	return k;
}

/* ---- writing ---- */

static void
wr_flush(struct cpio_writer *w)
{
	if (w->n && write_full(w->fd, w->buf, w->n) < 0)
		pfatal("write error");
	w->n = 0;
}

static void
wr_bytes(struct cpio_writer *w, const void *p, size_t n)
{
	size_t k;

	while (n) {
		if (w->n == sizeof(w->buf))
			wr_flush(w);
		k = MIN(n, sizeof(w->buf) - w->n);
		memcpy(w->buf + w->n, p, k);
		w->n += k;
		w->off += k;
		p = (const char *)p + k;
		n -= k;
	}
}

static void
wr_zeros(struct cpio_writer *w, size_t n)
{
	static const char z[512];

	while (n) {
		size_t k = MIN(n, sizeof(z));

		wr_bytes(w, z, k);
		n -= k;
	}
}

/*
 * Write h in w->format. Fields that do not fit the format are an error
 * (returns -1 with errno EOVERFLOW) and nothing is written.
 */
int
cpio_write_header(struct cpio_writer *w, const struct cpio_hdr *h)
{
	char buf[NEWC_LEN + 1];
	size_t namesize = strlen(h->name) + 1;
	int n;

	if (w->format == CPIO_ODC) {
		/* dev and ino only pair up links: GNU keeps their low bits */
		unsigned long long dev = makedev(h->dev_major, h->dev_minor) &
		    0777777;
		unsigned long long rdev = makedev(h->rdev_major, h->rdev_minor);
		unsigned long ino = (unsigned long)(h->ino & 0777777);

		if (h->mode > 0777777 ||
		    h->uid > 0777777 || h->gid > 0777777 ||
		    h->nlink > 0777777 || rdev > 0777777 ||
		    h->mtime > 077777777777ULL || namesize > 0777777 ||
		    h->size > 077777777777ULL) {
			errno = EOVERFLOW;
			return -1;
		}
		n = snprintf(buf, sizeof(buf), "070707%06llo%06lo%06lo%06lo"
		    "%06lo%06lo%06llo%011llo%06zo%011llo", dev, ino, h->mode,
		    h->uid, h->gid, h->nlink, rdev, h->mtime, namesize,
		    h->size);
	} else {
		if (h->ino > 0xffffffffULL || h->uid > 0xffffffffUL ||
		    h->gid > 0xffffffffUL || h->nlink > 0xffffffffUL ||
		    h->mtime > 0xffffffffULL || h->size > 0xffffffffULL) {
			errno = EOVERFLOW;
			return -1;
		}
		n = snprintf(buf, sizeof(buf), "%s%08lX%08lX%08lX%08lX%08lX"
		    "%08lX%08lX%08X%08X%08X%08X%08zX%08X",
		    w->format == CPIO_CRC ? "070702" : "070701",
		    (unsigned long)h->ino, h->mode, h->uid, h->gid, h->nlink,
		    (unsigned long)h->mtime, (unsigned long)h->size,
		    h->dev_major, h->dev_minor, h->rdev_major, h->rdev_minor,
		    namesize,
		    w->format == CPIO_CRC ? h->check : 0);
	}
	wr_bytes(w, buf, n);
	wr_bytes(w, h->name, namesize);
	if (w->format != CPIO_ODC)
		wr_zeros(w, -w->off & 3);
	return 0;
}

void
cpio_write_data(struct cpio_writer *w, const void *buf, size_t n)
{
	wr_bytes(w, buf, n);
}

/* After an entry's data: its padding. */
void
cpio_end_data(struct cpio_writer *w)
{
	if (w->format != CPIO_ODC)
		wr_zeros(w, -w->off & 3);
}

/* The trailer entry, zeros up to a multiple of blocksize, and a flush. */
void
cpio_write_trailer(struct cpio_writer *w, unsigned blocksize)
{
	struct cpio_hdr h = { .name = "TRAILER!!!", .nlink = 1 };

	cpio_write_header(w, &h);
	if (blocksize > 1 && w->off % blocksize)
		wr_zeros(w, blocksize - w->off % blocksize);
	wr_flush(w);
}

/* ---- gen_init_cpio lists ---- */

static bool
list_num(const char *s, int base, unsigned long max, unsigned long *v)
{
	char *end;

	if (!s || !isdigit((unsigned char)*s))
		return false;
	errno = 0;
	*v = strtoul(s, &end, base);
	return !*end && !errno && *v <= max;
}

/*
 * Read the next entry of a gen_init_cpio list from f into e. Returns 1 for
 * an entry, 0 at end of file; a bad line is fatal, with file:line.
 * e->src is the source file of a "file" entry, e->target a symlink's.
 */
int
cpio_list_next(FILE *f, const char *what, struct cpio_list_ent *e)
{
	char *w[9], *p, *save;
	unsigned long v[3];
	int n, want, i;
	ssize_t len;

	for (;;) {
		len = getline(&e->line, &e->cap, f);
		if (len < 0) {
			if (ferror(f))
				pfatal("%s", what);
			return 0;
		}
		e->lineno++;
		if ((p = strchr(e->line, '#')))
			*p = 0;
		n = 0;
		for (p = strtok_r(e->line, " \t\r\n", &save); p;
		    p = strtok_r(NULL, " \t\r\n", &save)) {
			if (n == (int)ARRAY_SIZE(w))
				goto bad;
			w[n++] = p;
		}
		if (n)
			break;
	}
	memset(&e->h, 0, sizeof(e->h));
	e->src = e->target = NULL;
	if (!strcmp(w[0], "file")) {
		e->h.mode = S_IFREG, want = 6, i = 3;
		e->src = n > 2 ? w[2] : NULL;
	} else if (!strcmp(w[0], "dir")) {
		e->h.mode = S_IFDIR, want = 5, i = 2;
	} else if (!strcmp(w[0], "nod")) {
		e->h.mode = 0, want = 8, i = 2;
	} else if (!strcmp(w[0], "slink")) {
		e->h.mode = S_IFLNK, want = 6, i = 3;
		e->target = n > 2 ? w[2] : NULL;
	} else if (!strcmp(w[0], "pipe")) {
		e->h.mode = S_IFIFO, want = 5, i = 2;
	} else if (!strcmp(w[0], "sock")) {
		e->h.mode = S_IFSOCK, want = 5, i = 2;
	} else {
		fatal("%s:%d: unknown entry type '%s'", what, e->lineno,
		    w[0]);
	}
	if (n != want)
		fatal("%s:%d: '%s' takes %d fields, not %d", what,
		    e->lineno, w[0], want - 1, n - 1);
	if (!list_num(w[i], 8, 07777, &v[0]) ||
	    !list_num(w[i + 1], 10, 0xffffffffUL, &e->h.uid) ||
	    !list_num(w[i + 2], 10, 0xffffffffUL, &e->h.gid))
		goto bad;
	e->h.mode |= v[0];
	if (!strcmp(w[0], "nod")) {
		if (strcmp(w[5], "b") && strcmp(w[5], "c"))
			goto bad;
		e->h.mode |= *w[5] == 'b' ? S_IFBLK : S_IFCHR;
		if (!list_num(w[6], 10, 0xffffffffUL, &v[1]) ||
		    !list_num(w[7], 10, 0xffffffffUL, &v[2]))
			goto bad;
		e->h.rdev_major = v[1], e->h.rdev_minor = v[2];
	}
	/* as gen_init_cpio does: names in the archive are relative */
	for (p = w[1]; *p == '/'; p++)
		;
	if (!*p)
		goto bad;
	e->h.name = p;
	e->h.nlink = S_ISDIR(e->h.mode) ? 2 : 1;
	return 1;
bad:
	fatal("%s:%d: bad entry", what, e->lineno);
}
