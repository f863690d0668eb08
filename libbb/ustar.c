/*
 * ustar.c - tar headers: read ustar, v7, GNU and pax; write ustar, pax, GNU
 *
 * POSIX.1-2024 pax "ustar Interchange Format" and "pax Interchange Format"
 * (extended header records "LEN key=value\n", x for one member, g for all
 * that follow), and the GNU extensions as the GNU tar manual describes
 * them: ././@LongLink members of type L (name) and K (link target),
 * base-256 numbers (first byte 0x80 or 0xff) for values that do not fit
 * in octal, old GNU sparse members (type S, map in the header and in
 * extension blocks) and the pax sparse formats 0.1 (GNU.sparse.map) and
 * 1.0 (map at the start of the data). v7 headers have no magic; their
 * directories are names ending in '/'.
 *
 * The reader pulls 512-byte blocks through a callback and folds the
 * L/K/x/g members into the header of the member they describe, so tar
 * sees one struct tar_hdr per real member. Extended data is bounded
 * (TAR_EXT_MAX) so a hostile size field cannot make us allocate much.
 * The writer also writes sparse members as GNU tar 1.34 does by default:
 * old GNU headers (type S, 4 map entries in the header, 21 in each
 * extension block) with --format=gnu, pax sparse 1.0 otherwise (the
 * header named DIR/GNUSparseFile.0/BASE, the real name and size in
 * GNU.sparse records, the map as decimal lines at the start of the data;
 * GNU puts its process ID where we put 0).
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#define TAR_EXT_MAX	(1 << 20)

/* Field offsets and lengths of the 512-byte header. */
enum {
	O_NAME = 0, O_MODE = 100, O_UID = 108, O_GID = 116, O_SIZE = 124,
	O_MTIME = 136, O_CHKSUM = 148, O_TYPE = 156, O_LINK = 157,
	O_MAGIC = 257, O_VERSION = 263, O_UNAME = 265, O_GNAME = 297,
	O_MAJOR = 329, O_MINOR = 337, O_PREFIX = 345,
	/* old GNU: sparse map, extension flag and real size */
	O_GSPARSE = 386, O_GEXT = 482, O_GREAL = 483
};

/* ---- numbers ---------------------------------------------------------- */

/*
 * An octal field (leading spaces, then digits, then NUL or space to the
 * end) or a base-256 one. -1 on garbage or overflow of 63 bits.
 */
static int
get_num(const unsigned char *p, size_t n, long long *out)
{
	unsigned long long v = 0;
	size_t i = 0;

	if (p[0] == 0x80 || p[0] == 0xff) {
		bool neg = p[0] == 0xff;

		v = neg ? ~0ULL : 0;
		for (i = 1; i < n; i++) {
			if (!neg && v >> 55)
				return -1;
			v = v << 8 | p[i];
		}
		if (neg ? (long long)v >= 0 : v >> 63)
			return -1;
		*out = (long long)v;
		return 0;
	}
	while (i < n && p[i] == ' ')
		i++;
	for (; i < n && p[i] >= '0' && p[i] <= '7'; i++) {
		if (v >> 60)
			return -1;
		v = v << 3 | (p[i] - '0');
	}
	for (; i < n; i++)
		if (p[i] != ' ' && p[i])
			return -1;
	*out = v;
	return 0;
}

/* Octal in n-1 digits plus NUL; false when it does not fit. */
static bool
put_oct(unsigned char *p, size_t n, unsigned long long v)
{
	size_t i = n - 1;

	p[i] = 0;
	while (i--) {
		p[i] = '0' + (v & 7);
		v >>= 3;
	}
	return v == 0;
}

/* Octal if it fits, else base-256 (GNU); false if neither will do. */
static bool
put_num(unsigned char *p, size_t n, long long v, bool b256)
{
	size_t i;

	if (v >= 0 && put_oct(p, n, v))
		return true;
	if (!b256)
		return false;
	for (i = n; i-- > 1;) {
		p[i] = v & 0xff;
		v >>= 8;	/* arithmetic shift keeps negatives negative */
	}
	p[0] = v < 0 ? 0xff : 0x80;
	return true;
}

/* put_num, or the nearest octal value when that fails */
static void
put_field(unsigned char *p, size_t n, long long v, bool b256)
{
	if (!put_num(p, n, v, b256))
		put_oct(p, n, v < 0 ? 0 : (1ULL << (3 * (n - 1))) - 1);
}

/*
 * The header's byte sum with the checksum field counted as 8 spaces;
 * *ssum, if asked, the same with signed bytes (some old tars). The loops
 * have no branch, so the compiler can do them many bytes at a time.
 */
static unsigned
chksum(const unsigned char *b, int *ssum)
{
	unsigned u = 8 * ' ';
	int s = 8 * ' ', i;

	for (i = 0; i < 512; i++)
		u += b[i];
	for (i = O_CHKSUM; i < O_CHKSUM + 8; i++)
		u -= b[i];
	if (ssum) {
		for (i = 0; i < 512; i++)
			s += (signed char)b[i];
		for (i = O_CHKSUM; i < O_CHKSUM + 8; i++)
			s -= (signed char)b[i];
		*ssum = s;
	}
	return u;
}

/* ---- reading ---------------------------------------------------------- */

static void
set_str(char **dst, const char *s, size_t n)
{
	free(*dst);
	*dst = xstrndup(s, n);
}

/* A header string field: up to n bytes, NUL-terminated if shorter. */
static size_t
fieldlen(const unsigned char *p, size_t n)
{
	const unsigned char *z = memchr(p, 0, n);

	return z ? (size_t)(z - p) : n;
}

static void
add_sparse(struct tar_hdr *h, unsigned long long off, unsigned long long len)
{
	if (h->nsp % 16 == 0)
		h->sp = xrealloc(h->sp, h->nsp + 16, sizeof(*h->sp));
	h->sp[h->nsp].off = off;
	h->sp[h->nsp].len = len;
	h->nsp++;
}

/* "off,len,off,len..." of GNU.sparse.map (pax sparse 0.1). */
static int
parse_sparse_map(struct tar_hdr *h, const char *s)
{
	unsigned long long v[2];
	char *e;
	int k = 0;

	h->nsp = 0;
	while (*s) {
		if (!isdigit((unsigned char)*s))
			return -1;
		errno = 0;
		v[k] = strtoull(s, &e, 10);
		if (errno || (*e && *e != ','))
			return -1;
		s = *e ? e + 1 : e;
		if (++k == 2) {
			add_sparse(h, v[0], v[1]);
			k = 0;
		}
	}
	return k ? -1 : 0;
}

/* Apply a pax value to h; flags says which fields were set. */
static int
pax_apply(struct tar_hdr *h, const char *key, const char *val, size_t vlen)
{
	unsigned long long u;
	char *e;

	if (!strcmp(key, "path")) {
		set_str(&h->name, val, vlen);
		h->set |= TAR_SET_NAME;
	} else if (!strcmp(key, "linkpath")) {
		set_str(&h->linkname, val, vlen);
		h->set |= TAR_SET_LINK;
	} else if (!strcmp(key, "uname")) {
		set_str(&h->uname, val, vlen);
		h->set |= TAR_SET_UNAME;
	} else if (!strcmp(key, "gname")) {
		set_str(&h->gname, val, vlen);
		h->set |= TAR_SET_GNAME;
	} else if (!strcmp(key, "size") || !strcmp(key, "uid") ||
	    !strcmp(key, "gid") || !strcmp(key, "GNU.sparse.size") ||
	    !strcmp(key, "GNU.sparse.realsize")) {
		errno = 0;
		u = strtoull(val, &e, 10);
		if (errno || e == val || *e || u > LLONG_MAX)
			return -1;
		if (key[0] == 's') {
			h->size = u;
			h->set |= TAR_SET_SIZE;
		} else if (key[0] == 'u') {
			h->uid = u;
			h->set |= TAR_SET_UID;
		} else if (key[0] == 'g') {
			h->gid = u;
			h->set |= TAR_SET_GID;
		} else {
			h->realsize = u;
			h->sparse = h->sparse ? h->sparse : TAR_SPARSE_PAX0;
		}
	} else if (!strcmp(key, "mtime")) {
		long long s;
		long ns = 0;
		int d = 0;
		bool neg = *val == '-';

		errno = 0;
		s = strtoll(val, &e, 10);
		if (errno || e == val + neg)
			return -1;
		if (*e == '.')
			for (e++; isdigit((unsigned char)*e); e++)
				if (d++ < 9)
					ns = ns * 10 + (*e - '0');
		if (*e)
			return -1;
		while (d++ < 9)
			ns *= 10;
		if (neg && ns) {	/* -1.25 is 1.25 s before the epoch */
			s--;
			ns = 1000000000 - ns;
		}
		h->mtime = s;
		h->nsec = ns;
		h->set |= TAR_SET_MTIME;
	} else if (!strcmp(key, "GNU.sparse.map")) {
		char *m = xstrndup(val, vlen);
		int r = parse_sparse_map(h, m);

		free(m);
		if (r < 0)
			return -1;
		h->sparse = TAR_SPARSE_PAX0;
	} else if (!strcmp(key, "GNU.sparse.offset") ||
	    !strcmp(key, "GNU.sparse.numbytes")) {
		/* pax sparse 0.0: offset and numbytes records, in pairs */
		bool off = key[11] == 'o';

		errno = 0;
		u = strtoull(val, &e, 10);
		if (errno || e == val || *e || u > LLONG_MAX ||
		    (!off && (!h->nsp || h->sp[h->nsp - 1].len != ~0ULL)))
			return -1;
		if (off) {
			if (h->nsp && h->sp[h->nsp - 1].len == ~0ULL)
				return -1;
			add_sparse(h, u, ~0ULL);
		} else
			h->sp[h->nsp - 1].len = u;
		h->sparse = TAR_SPARSE_PAX0;
	} else if (!strcmp(key, "GNU.sparse.name")) {
		set_str(&h->name, val, vlen);
		h->set |= TAR_SET_NAME;
	} else if (!strcmp(key, "GNU.sparse.major")) {
		if (strcmp(val, "1"))
			h->sparse_unknown = true;
		h->sparse = TAR_SPARSE_PAX1;
	} else if (!strcmp(key, "GNU.sparse.minor")) {
		if (strcmp(val, "0"))
			h->sparse_unknown = true;
	}
	/* other keywords (atime, ctime, charset, SCHILY.*...) are ignored */
	return 0;
}

/* Parse pax records; -1 on a malformed one. */
static int
pax_parse(struct tar_hdr *h, char *d, size_t n)
{
	char *end = d + n, *p, *eq;
	unsigned long long len;

	while (d < end) {
		if (!*d && end - d < 512)	/* padding after the records */
			break;
		len = 0;
		for (p = d; p < end && isdigit((unsigned char)*p); p++) {
			len = len * 10 + (*p - '0');
			if (len > n)
				return -1;
		}
		if (p == d || p >= end || *p != ' ' ||
		    len > (size_t)(end - d) ||
		    len < (size_t)(p - d) + 3 || d[len - 1] != '\n')
			return -1;
		d[len - 1] = 0;
		eq = memchr(p + 1, '=', d + len - 1 - (p + 1));
		if (!eq)
			return -1;
		*eq = 0;
		if (pax_apply(h, p + 1, eq + 1, d + len - 1 - (eq + 1)) < 0)
			return -1;
		d += len;
	}
	return 0;
}

static void
hdr_clear(struct tar_hdr *h)
{
	free(h->name);
	free(h->linkname);
	free(h->uname);
	free(h->gname);
	free(h->sp);
	memset(h, 0, sizeof(*h));
}

void
tar_reader_free(struct tar_reader *r)
{
	hdr_clear(&r->h);
	hdr_clear(&r->global);
	hdr_clear(&r->ext);
	free(r->longname);
	free(r->longlink);
	memset(r, 0, sizeof(*r));
}

/* The data of an L/K/x/g member, NUL-terminated; NULL after a message. */
static char *
read_ext(struct tar_reader *r, unsigned long long size)
{
	const unsigned char *b;
	char *d;
	size_t i;

	if (size > TAR_EXT_MAX) {
		error_msg("extended header of %llu bytes is too large", size);
		return NULL;
	}
	d = xmalloc(size + 1);
	for (i = 0; i < size; i += 512) {
		if (!(b = r->block(r->ctx))) {
			free(d);
			r->eof = true;
			return NULL;
		}
		memcpy(d + i, b, MIN(512, size - i));
	}
	d[size] = 0;
	return d;
}

/* Merge pax values (global first, then this member's) into h. */
static void
merge(struct tar_hdr *h, const struct tar_hdr *x)
{
	if (x->set & TAR_SET_NAME)
		set_str(&h->name, x->name, strlen(x->name));
	if (x->set & TAR_SET_LINK)
		set_str(&h->linkname, x->linkname, strlen(x->linkname));
	if (x->set & TAR_SET_UNAME)
		set_str(&h->uname, x->uname, strlen(x->uname));
	if (x->set & TAR_SET_GNAME)
		set_str(&h->gname, x->gname, strlen(x->gname));
	if (x->set & TAR_SET_SIZE)
		h->size = x->size;
	if (x->set & TAR_SET_UID)
		h->uid = x->uid;
	if (x->set & TAR_SET_GID)
		h->gid = x->gid;
	if (x->set & TAR_SET_MTIME) {
		h->mtime = x->mtime;
		h->nsec = x->nsec;
	}
	if (x->sparse) {
		h->sparse = x->sparse;
		h->sparse_unknown = x->sparse_unknown;
		h->realsize = x->realsize;
		free(h->sp);
		h->sp = NULL;
		h->nsp = 0;
		for (size_t i = 0; i < x->nsp; i++)
			add_sparse(h, x->sp[i].off, x->sp[i].len);
	}
}

/*
 * Decode one header block into h (which is cleared first). 0 on success,
 * TAR_ZERO for an all-zero block, TAR_BADSUM for a checksum mismatch,
 * TAR_BADHDR for a field that is not a number.
 */
int
tar_decode(const unsigned char *b, struct tar_hdr *h)
{
	long long v[6], sum;
	int ssum, i;
	size_t n, pn;
	bool posix, gnu;

	hdr_clear(h);
	for (i = 0; i < 512 && !b[i]; i++)
		;
	if (i == 512)
		return TAR_ZERO;
	if (get_num(b + O_CHKSUM, 8, &sum) < 0 ||
	    ((unsigned)sum != chksum(b, NULL) && (chksum(b, &ssum),
	    sum != ssum)))
		return TAR_BADSUM;
	if (get_num(b + O_MODE, 8, &v[0]) < 0 ||
	    get_num(b + O_UID, 8, &v[1]) < 0 ||
	    get_num(b + O_GID, 8, &v[2]) < 0 ||
	    get_num(b + O_SIZE, 12, &v[3]) < 0 ||
	    get_num(b + O_MTIME, 12, &v[4]) < 0 || v[3] < 0 ||
	    v[1] < 0 || v[2] < 0)
		return TAR_BADHDR;
	posix = !memcmp(b + O_MAGIC, "ustar\0", 6);
	gnu = !memcmp(b + O_MAGIC, "ustar  \0", 8);
	h->mode = v[0] & 07777;
	h->uid = v[1];
	h->gid = v[2];
	h->size = v[3];
	h->mtime = v[4];
	h->type = b[O_TYPE];
	h->format = posix ? TAR_USTAR : gnu ? TAR_GNU : TAR_V7;
	n = fieldlen(b + O_NAME, 100);
	pn = posix ? fieldlen(b + O_PREFIX, 155) : 0;
	h->name = xmalloc(pn + n + 2);
	if (pn) {
		memcpy(h->name, b + O_PREFIX, pn);
		h->name[pn++] = '/';
	}
	memcpy(h->name + pn, b + O_NAME, n);
	h->name[pn + n] = 0;
	h->linkname = xstrndup((const char *)b + O_LINK,
	    fieldlen(b + O_LINK, 100));
	if (posix || gnu) {
		h->uname = xstrndup((const char *)b + O_UNAME,
		    fieldlen(b + O_UNAME, 32));
		h->gname = xstrndup((const char *)b + O_GNAME,
		    fieldlen(b + O_GNAME, 32));
		if ((h->type == '3' || h->type == '4') &&
		    (get_num(b + O_MAJOR, 8, &v[0]) < 0 ||
		    get_num(b + O_MINOR, 8, &v[1]) < 0 ||
		    v[0] > UINT_MAX || v[1] > UINT_MAX))
			return TAR_BADHDR;
		if (h->type == '3' || h->type == '4') {
			h->major = v[0];
			h->minor = v[1];
		}
	} else {
		h->uname = xstrdup("");
		h->gname = xstrdup("");
	}
	if (h->type == 0 || h->type == '7')
		h->type = '0';
	/* v7 and old GNU mark directories with a trailing slash only */
	if (h->type == '0' && !posix && n && h->name[pn + n - 1] == '/')
		h->type = '5';
	if (h->type == 'S') {
		if (get_num(b + O_GREAL, 12, &v[5]) < 0 || v[5] < 0)
			return TAR_BADHDR;
		h->realsize = v[5];
		h->sparse = TAR_SPARSE_OLD;
		for (i = 0; i < 4; i++) {
			const unsigned char *e = b + O_GSPARSE + 24 * i;

			if (!e[0])
				break;
			if (get_num(e, 12, &v[0]) < 0 ||
			    get_num(e + 12, 12, &v[1]) < 0 ||
			    v[0] < 0 || v[1] < 0)
				return TAR_BADHDR;
			add_sparse(h, v[0], v[1]);
		}
		h->sparse_more = b[O_GEXT] != 0;
	}
	return 0;
}

/*
 * The next real member: 1 with r->h filled in, 0 at the end of the
 * archive (r->eof is set when there were no zero blocks), or one of the
 * negative TAR_ codes (TAR_EOF: the archive ended inside a member).
 */
int
tar_next(struct tar_reader *r)
{
	const unsigned char *b;
	struct tar_hdr *h = &r->h;
	char *d;
	int st;

	for (;;) {
		b = r->block(r->ctx);
		if (!b) {
			if (r->longname || r->longlink || r->ext.set ||
			    r->ext.sparse)
				return TAR_EOF;
			r->eof = true;
			return 0;
		}
		r->blocks++;
		st = tar_decode(b, h);
		if (st == TAR_ZERO) {
			/* a second zero block, or none: tar's job to check */
			return 0;
		}
		if (st < 0)
			return st;
		switch (h->type) {
		case 'L':
		case 'K':
			if (!(d = read_ext(r, h->size)))
				return r->eof ? TAR_EOF : TAR_BADHDR;
			if (h->type == 'L') {
				free(r->longname);
				r->longname = d;
			} else {
				free(r->longlink);
				r->longlink = d;
			}
			continue;
		case 'x':
		case 'g':
		case 'X':	/* Solaris' name for x */
			if (!(d = read_ext(r, h->size)))
				return r->eof ? TAR_EOF : TAR_BADHDR;
			st = pax_parse(h->type == 'g' ? &r->global : &r->ext,
			    d, h->size);
			free(d);
			if (st < 0) {
				error_msg("malformed extended header");
				return TAR_BADHDR;
			}
			continue;
		}
		break;
	}
	if (h->sparse == TAR_SPARSE_OLD) {
		/* extension blocks of 21 more map entries each */
		bool more = h->sparse_more;
		long long v[2];
		int i;

		while (more) {
			if (!(b = r->block(r->ctx)))
				return TAR_EOF;
			for (i = 0; i < 21 && b[24 * i]; i++) {
				if (get_num(b + 24 * i, 12, &v[0]) < 0 ||
				    get_num(b + 24 * i + 12, 12, &v[1]) < 0 ||
				    v[0] < 0 || v[1] < 0)
					return TAR_BADHDR;
				add_sparse(h, v[0], v[1]);
			}
			more = b[504] != 0;
		}
	}
	if (r->longname) {
		free(h->name);
		h->name = r->longname;
		r->longname = NULL;
	}
	if (r->longlink) {
		free(h->linkname);
		h->linkname = r->longlink;
		r->longlink = NULL;
	}
	merge(h, &r->global);
	merge(h, &r->ext);
	if (r->ext.set || r->ext.sparse)
		h->format = TAR_PAX;
	hdr_clear(&r->ext);
	/* pax 1.0 sparse members really are type 0 with a map in the data */
	if (h->sparse == TAR_SPARSE_PAX0 && !h->nsp && h->type == '0' &&
	    !h->sparse_unknown)
		h->sparse = TAR_SPARSE_PAX1;
	if (h->sparse && h->type != '0' && h->type != 'S')
		h->sparse = 0;
	if (h->type == 'S')
		h->type = '0';
	if (h->sparse)
		for (size_t i = 0; i < h->nsp; i++)
			if (h->sp[i].len > LLONG_MAX ||
			    h->sp[i].off > LLONG_MAX - h->sp[i].len ||
			    h->sp[i].off + h->sp[i].len > h->realsize)
				return TAR_BADHDR;
	return 1;
}

/*
 * Pax 1.0 sparse: the data starts with decimal lines "count\n" then
 * "off\nlen\n" pairs, padded to a block. Reads them with get, a callback
 * for the next block of member data; returns the bytes of data used, or
 * -1 on garbage.
 */
long long
tar_sparse_map1(struct tar_hdr *h, const unsigned char *(*get)(void *),
    void *ctx)
{
	const unsigned char *b = NULL;
	unsigned long long v, count = 0, vals[2];
	size_t pos = 512, used = 0;
	int k = 0;
	bool have_count = false;

	h->nsp = 0;
	for (;;) {
		int c, digits = 0;

		v = 0;
		for (;;) {
			if (pos == 512) {
				if (used + 512 > h->size || !(b = get(ctx)))
					return -1;
				used += 512;
				pos = 0;
			}
			c = b[pos++];
			if (c == '\n')
				break;
			if (c < '0' || c > '9' || ++digits > 19)
				return -1;
			v = v * 10 + (c - '0');
		}
		if (!digits)
			return -1;
		if (!have_count) {
			have_count = true;
			count = v;
			if (count > (h->size / 2 + 1))
				return -1;
		} else {
			vals[k++] = v;
			if (k == 2) {
				if (vals[0] > LLONG_MAX - vals[1] ||
				    vals[0] + vals[1] > h->realsize)
					return -1;
				add_sparse(h, vals[0], vals[1]);
				k = 0;
			}
		}
		if (have_count && h->nsp == count && !k)
			return used;
	}
}

/* ---- writing ---------------------------------------------------------- */

static void
finish_block(unsigned char *b)
{
	put_oct(b + O_CHKSUM, 7, chksum(b, NULL));
	b[O_CHKSUM + 7] = ' ';
}

static void
emit_data(const char *d, size_t n, struct tar_writer *w)
{
	unsigned char blk[512];

	for (; n >= 512; d += 512, n -= 512)
		w->put(w->ctx, d, 512);
	if (n) {
		memset(blk, 0, 512);
		memcpy(blk, d, n);
		w->put(w->ctx, blk, 512);
	}
}

/* A bare header for an extension member (L, K, x) of size n. */
static void
emit_ext(struct tar_writer *w, const char *name, char type, size_t n,
    bool gnu)
{
	unsigned char b[512];

	memset(b, 0, 512);
	memcpy(b, name, MIN(strlen(name), 100));
	put_oct(b + O_MODE, 8, gnu ? 0 : 0644);
	put_oct(b + O_UID, 8, 0);
	put_oct(b + O_GID, 8, 0);
	put_oct(b + O_SIZE, 12, n);
	put_oct(b + O_MTIME, 12, gnu ? 0 : (unsigned long long)MAX(w->now, 0));
	b[O_TYPE] = type;
	memcpy(b + O_MAGIC, gnu ? "ustar  \0" : "ustar\00000", 8);
	if (gnu) {
		memcpy(b + O_UNAME, "root", 4);
		memcpy(b + O_GNAME, "root", 4);
	}
	finish_block(b);
	w->put(w->ctx, b, 512);
}

static void
pax_rec(char **buf, size_t *len, const char *key, const char *val)
{
	size_t kv = strlen(key) + strlen(val) + 3, n = kv, d;

	/* the length counts its own digits */
	for (;;) {
		char tmp[24];

		d = snprintf(tmp, sizeof(tmp), "%zu", n);
		if (kv + d == n)
			break;
		n = kv + d;
	}
	*buf = xrealloc(*buf, *len + n + 1, 1);
	snprintf(*buf + *len, n + 1, "%zu %s=%s\n", n, key, val);
	*len += n;
}

/* Split name for ustar: prefix (<=155) '/' name (<=100). */
static bool
split_name(const char *name, size_t *pre)
{
	size_t n = strlen(name), i;

	if (n <= 100) {
		*pre = 0;
		return true;
	}
	if (n > 256)
		return false;
	for (i = n - 1; i > 0; i--)
		if (name[i] == '/' && i <= 155 && n - i - 1 <= 100 &&
		    n - i - 1 > 0) {
			*pre = i;
			return true;
		}
	return false;
}

/* The pax 1.0 sparse map: "count\n" and "offset\nlength\n" lines. */
static char *
sparse_map1(const struct tar_hdr *h, size_t *len)
{
	char *m = xasprintf("%zu\n", h->nsp), *t;
	size_t i;

	for (i = 0; i < h->nsp; i++) {
		t = xasprintf("%s%llu\n%llu\n", m, h->sp[i].off, h->sp[i].len);
		free(m);
		m = t;
	}
	*len = strlen(m);
	return m;
}

/* Map entries i.. into n slots of 24 bytes at p; the next index. */
static size_t
put_map(unsigned char *p, const struct tar_hdr *h, size_t i, size_t n)
{
	for (; n && i < h->nsp; n--, i++, p += 24) {
		put_field(p, 12, h->sp[i].off, true);
		put_field(p + 12, 12, h->sp[i].len, true);
	}
	return i;
}

/* tar_encode after pax records, if any (pax: plen bytes, taken) */
static const char *
encode_more(struct tar_writer *w, const struct tar_hdr *h, char *pax,
    size_t plen)
{
	unsigned char b[512];
	bool gnu = w->format == TAR_GNU, ustar = w->format == TAR_USTAR;
	bool mtime_ok, ids_ok;
	size_t pre = 0, nlen = strlen(h->name), llen = strlen(h->linkname);
	size_t i = 0;
	char num[32];
	const char *name = h->name;

	if (!gnu && (h->major > 07777777 || h->minor > 07777777))
		return "device number is too large";
	memset(b, 0, 512);
	if (gnu) {
		if (llen > 100) {
			emit_ext(w, "././@LongLink", 'K', llen + 1, true);
			emit_data(h->linkname, llen + 1, w);
		}
		if (nlen > 100) {
			emit_ext(w, "././@LongLink", 'L', nlen + 1, true);
			emit_data(h->name, nlen + 1, w);
		}
	} else {
		bool fits = split_name(name, &pre);

		if (!fits && ustar)
			return "file name is too long (max 256)";
		if (!fits)
			pax_rec(&pax, &plen, "path", h->name);
		if (llen > 100) {
			if (ustar) {
				free(pax);
				return "link name is too long (max 100)";
			}
			pax_rec(&pax, &plen, "linkpath", h->linkname);
		}
		if (h->size > 077777777777ULL) {
			if (ustar) {
				free(pax);
				return "file is too large for ustar (max 8 GiB)";
			}
			snprintf(num, sizeof(num), "%llu", h->size);
			pax_rec(&pax, &plen, "size", num);
		}
		ids_ok = h->uid <= 07777777 && h->gid <= 07777777;
		if (!ids_ok && ustar) {
			free(pax);
			return "uid or gid is too large for ustar";
		}
		if (h->uid > 07777777) {
			snprintf(num, sizeof(num), "%llu", h->uid);
			pax_rec(&pax, &plen, "uid", num);
		}
		if (h->gid > 07777777) {
			snprintf(num, sizeof(num), "%llu", h->gid);
			pax_rec(&pax, &plen, "gid", num);
		}
		mtime_ok = h->mtime >= 0 && h->mtime <= 077777777777LL;
		if (!mtime_ok && ustar) {
			free(pax);
			return "mtime is out of range for ustar";
		}
		if (!mtime_ok) {
			snprintf(num, sizeof(num), "%lld", h->mtime);
			pax_rec(&pax, &plen, "mtime", num);
		}
		if (strlen(h->uname) > 31)
			pax_rec(&pax, &plen, "uname", h->uname);
		if (strlen(h->gname) > 31)
			pax_rec(&pax, &plen, "gname", h->gname);
		if (pax) {
			/* named as GNU and bsdtar do: dir/PaxHeaders/base */
			const char *base = base_name(h->name);
			int dl = base - h->name;
			char *xn;

			if (!*base && dl > 1) {	/* "dir/": use "dir" */
				dl--;
				while (dl > 0 && h->name[dl - 1] != '/')
					dl--;
				base = h->name + dl;
			}
			xn = xasprintf("%.*sPaxHeaders/%.*s", dl, h->name,
			    (int)strcspn(base, "/"), base);
			emit_ext(w, xn, 'x', plen, false);
			emit_data(pax, plen, w);
			free(xn);
			free(pax);
			if (!fits)
				pre = 0;
		}
	}
	if (gnu || pre == 0)
		memcpy(b + O_NAME, name, MIN(nlen, 100));
	else {
		memcpy(b + O_PREFIX, name, pre);
		memcpy(b + O_NAME, name + pre + 1, nlen - pre - 1);
	}
	put_oct(b + O_MODE, 8, h->mode & 07777);
	/* values in the pax header get a clamped stand-in here */
	put_field(b + O_UID, 8, h->uid, gnu);
	put_field(b + O_GID, 8, h->gid, gnu);
	put_field(b + O_SIZE, 12, h->size, gnu);
	put_field(b + O_MTIME, 12, h->mtime, gnu);
	b[O_TYPE] = h->type;
	memcpy(b + O_LINK, h->linkname, MIN(llen, 100));
	memcpy(b + O_MAGIC, gnu ? "ustar  \0" : "ustar\00000", 8);
	memcpy(b + O_UNAME, h->uname, MIN(strlen(h->uname), 31));
	memcpy(b + O_GNAME, h->gname, MIN(strlen(h->gname), 31));
	if (h->type == '3' || h->type == '4' || !gnu) {
		put_field(b + O_MAJOR, 8, h->major, gnu);
		put_field(b + O_MINOR, 8, h->minor, gnu);
	}
	if (gnu && h->sparse) {
		b[O_TYPE] = 'S';
		i = put_map(b + O_GSPARSE, h, 0, 4);
		b[O_GEXT] = i < h->nsp;
		put_field(b + O_GREAL, 12, h->realsize, true);
	}
	finish_block(b);
	w->put(w->ctx, b, 512);
	while (gnu && h->sparse && i < h->nsp) {	/* extension blocks */
		memset(b, 0, 512);
		i = put_map(b, h, i, 21);
		b[504] = i < h->nsp;
		w->put(w->ctx, b, 512);
	}
	return NULL;
}

/*
 * Write the header blocks of h (extension members first when the format
 * needs them; a sparse member's map after it, see the top). h->size is
 * the data in the archive, h->realsize the file's size. NULL on success,
 * else why h cannot be written in w->format.
 */
const char *
tar_encode(struct tar_writer *w, const struct tar_hdr *h)
{
	bool gnu = w->format == TAR_GNU, ustar = w->format == TAR_USTAR;
	char *pax = NULL, num[32], *map, *sname;
	size_t plen = 0, mlen;
	struct tar_hdr sh;
	const char *why;

	if (h->sparse && !gnu) {
		/* pax 1.0: the records, then a plain member of another name */
		const char *base = base_name(h->name);

		if (ustar)
			return "sparse files need the gnu or pax format";
		map = sparse_map1(h, &mlen);
		sh = *h;
		sh.sparse = 0;
		sh.size = (mlen + 511) / 512 * 512 + h->size;
		sname = xasprintf("%.*sGNUSparseFile.0/%s",
		    (int)(base - h->name), h->name, base);
		sh.name = sname;
		pax_rec(&pax, &plen, "GNU.sparse.major", "1");
		pax_rec(&pax, &plen, "GNU.sparse.minor", "0");
		pax_rec(&pax, &plen, "GNU.sparse.name", h->name);
		snprintf(num, sizeof(num), "%llu", h->realsize);
		pax_rec(&pax, &plen, "GNU.sparse.realsize", num);
		why = encode_more(w, &sh, pax, plen);
		if (!why)
			emit_data(map, mlen, w);
		free(map);
		free(sname);
		return why;
	}
	return encode_more(w, h, NULL, 0);
}
