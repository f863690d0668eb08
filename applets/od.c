/*
 * od.c - dump files in octal and other formats
 *
 * POSIX.1-2024 od, with GNU coreutils' options and output: -A, -j, -N, -t
 * (a c d f o u x, sizes 1 2 4 8 C S I L and F D L, the z suffix), -v,
 * -w[N], --endian, and the traditional letters -a -b -c -d -f -i -l -o -s
 * -x plus GNU's -B -D -e -F -h -H -I -L -O -X. Formats print in the order
 * given, one line each, padded so that their columns line up; a line equal
 * to the one before is shown as "*" without -v. Files are read as one
 * stream. Multi-byte values are in the host's byte order unless --endian
 * says otherwise, as GNU does; floats print in the fewest digits that read
 * back to the same value. Without -A -j -N -t -v -w, a last operand
 * "[+]OFFSET[b]" (octal, or 0x hex) after at most one file is a -j offset,
 * as POSIX's and GNU's compatibility form; GNU's --traditional and -S
 * (--strings) are not implemented.
 *
 * applet: od usr/bin core
 * opts: (endian):A:(address-radix)j:(skip-bytes)N:(read-bytes)t*(format)
 *	v(output-duplicates)w?(width)abcdefhilosxBDFHILOX
 * usage: od [-abcdfilosxv] [-A RADIX] [-j BYTES] [-N BYTES] [-t TYPE]
 *	[-w[BYTES]] [--endian=big|little] [FILE]... [[+]OFFSET[b]]
 *
 *	Dump FILEs (- or none: standard input) as one stream.
 *
 *	-A, --address-radix R	Offsets in d, o, x or n (none)
 *	-j, --skip-bytes N	Skip N bytes first (suffixes b K M G, KB...)
 *	-N, --read-bytes N	Dump at most N bytes
 *	-t, --format TYPE	a, c, d[SIZE], f[SIZE], o[SIZE], u[SIZE] or
 *				x[SIZE], then z for the text at line ends;
 *				SIZE 1 2 4 8 or C S I L (f: 4 8 F D L)
 *	-v, --output-duplicates	Show repeated lines (else one "*")
 *	-w, --width[=N]	N bytes a line (default 16, 32 without N)
 *	--endian ORDER	Read values as big or little endian
 *	-a -b -c -d -f -i -l -o -s -x	-t a o1 c u2 fF dI dL o2 d2 x2
 *	-B -D -e -F -h -H -I -L -O -X	-t o2 u4 fD fD x2 x4 dL dL o4 x4
 * SPDX-License-Identifier: MIT
 */
#define FOR_od
#include "libbb.h"
#include <float.h>
#include <math.h>

struct fmt {
	char		type;	/* a c d f o u x */
	unsigned char	size, width;
	bool		z;
	unsigned	pad;	/* spaces a full line adds to line up */
};

struct od {
	struct fmt	*fmt;
	int		nfmt;
	bool		swap;
	struct instream	in;
};

/* GNU's -j/-N numbers: 0x hex, 0 octal, suffixes b K M G..., KB, KiB */
static unsigned long long
bytes_arg(const char *s, char opt)
{
	unsigned long long v;

	if (parse_gnu_size(s, SIZE_GNU, "bkKmMGTPEZY", &v) == 0)
		return v;
	if (errno == EDOM)
		error_exit("invalid suffix in -%c argument '%s'", opt, s);
	if (errno == ERANGE)
		error_exit("-%c argument '%s' too large", opt, s);
	error_exit("invalid -%c argument '%s'", opt, s);
}

/* Add the formats of a -t string. */
static void
add_type(struct od *d, const char *s)
{
	static const char ints[] = "CSIL", flts[] = "FDL";
	static const unsigned char isz[] = { sizeof(char), sizeof(short),
		sizeof(int), sizeof(long) };
	static const unsigned char fsz[] = { sizeof(float), sizeof(double),
		sizeof(long double) };
	const char *p = s, *q;
	struct fmt *f;
	unsigned long n;
	char *end;

	while (*p) {
		if (!strchr("acdfoux", *p))
			error_exit("invalid character '%c' in type string '%s'",
			    *p, s);
		d->fmt = xrealloc(d->fmt, d->nfmt + 1, sizeof(*d->fmt));
		f = &d->fmt[d->nfmt++];
		memset(f, 0, sizeof(*f));
		f->type = *p++;
		f->size = f->type == 'f' ? 8 : strchr("ac", f->type) ? 1 : 4;
		if (f->size != 1 && isdigit((unsigned char)*p)) {
			errno = 0;
			n = strtoul(p, &end, 10);
			if (errno || n > 16)
				error_exit("invalid type string '%s'", s);
			p = end;
			if (f->type == 'f' ? n != 4 && n != 8 &&
			    n != sizeof(long double) :
			    n & (n - 1) || n > 8 || !n)
				error_exit("invalid type string '%s';\nthis "
				    "system doesn't provide a %lu-byte %s type",
				    s, n, f->type == 'f' ? "floating point" :
				    "integral");
			f->size = n;
		} else if (*p && f->size != 1 &&
		    (q = strchr(f->type == 'f' ? flts : ints, *p))) {
			f->size = f->type == 'f' ? fsz[q - flts] :
			    isz[q - ints];
			p++;
		}
		if (*p == 'z')
			f->z = true, p++;
		switch (f->type) {
		case 'f':
			/* -d.ddde-xx: the digits that tell every value apart */
			f->width = f->size == 4 ? 6 + FLT_DECIMAL_DIG :
			    f->size == 8 ? 7 + DBL_DECIMAL_DIG :
			    8 + LDBL_DECIMAL_DIG;
			break;
		case 'd':
		case 'u': {
			/* the digits of the largest value, and d's sign */
			static const unsigned char w[] = { 3, 5, 0, 10, 0, 0,
				0, 20 };

			f->width = w[f->size - 1] + (f->type == 'd' &&
			    f->size < 8);
			break;
		}
		case 'o':
			f->width = (f->size * 8 + 2) / 3;
			break;
		case 'x':
			f->width = f->size * 2;
			break;
		default:
			f->width = 3;
		}
	}
}

/* The bytes of a value at p in host order, in v (f->size bytes). */
static void
host_bytes(const struct od *d, const unsigned char *p, size_t size,
    unsigned char *v)
{
	size_t i;

	for (i = 0; i < size; i++)
		v[i] = d->swap ? p[size - 1 - i] : p[i];
}

/* digits of v in base, ending at e; the start */
static char *
digits(char *e, unsigned long long v, unsigned base)
{
	do
		*--e = "0123456789abcdef"[v % base];
	while (v /= base);
	return e;
}

/* The shortest %g of a float, double or long double that reads back. */
static void
float_str(char *buf, size_t n, const unsigned char *v, size_t size)
{
	float f;
	double x;
	long double l;
	int p;

	if (size == 4) {
		memcpy(&f, v, 4);
		p = fabsf(f) < FLT_MIN ? 1 : FLT_DIG;
		do
			snprintf(buf, n, "%.*g", p, f);
		while (f == f && strtof(buf, NULL) != f && ++p < 40);
	} else if (size == 8) {
		memcpy(&x, v, 8);
		p = fabs(x) < DBL_MIN ? 1 : DBL_DIG;
		do
			snprintf(buf, n, "%.*g", p, x);
		while (x == x && strtod(buf, NULL) != x && ++p < 40);
	} else {
		memcpy(&l, v, sizeof(l));
		p = fabsl(l) < LDBL_MIN ? 1 : LDBL_DIG;
		do
			snprintf(buf, n, "%.*Lg", p, l);
		while (l == l && strtold(buf, NULL) != l && ++p < 50);
	}
}

/* One field of f: the value at p, right-aligned in f->width, in o. */
static char *
field(const struct od *d, const struct fmt *f, const unsigned char *p,
    char *o)
{
	static const char names[] = "nulsohstxetxeotenqackbel bs ht nl vt ff"
	    " cr so sidledc1dc2dc3dc4naksynetbcan emsubesc fs gs rs us sp";
	unsigned char v[16];
	unsigned long long u = 0;
	char tmp[64], *e = tmp + sizeof(tmp), *s = e;
	size_t i, len;
	int c = *p;

	if (f->type == 'f') {
		host_bytes(d, p, f->size, v);
		float_str(tmp, sizeof(tmp), v, f->size);
		s = tmp, e = tmp + strlen(tmp);
	} else if (f->type == 'a') {
		c &= 127;
		if (c <= ' ' || c == 127)
			s = c == 127 ? "del" : (char *)names + 3 * c, e = s + 3;
		else
			*--s = c;
	} else if (f->type == 'c') {
		if (c >= ' ' && c < 127) {
			*--s = c;
		} else if (c && (s = strchr("\a\b\f\n\r\t\v", c))) {
			e = tmp + sizeof(tmp);
			*--e = "abfnrtv"[s - "\a\b\f\n\r\t\v"];
			*--e = '\\';
			s = e, e = tmp + sizeof(tmp);
		} else if (!c) {
			s = e - 2, s[0] = '\\', s[1] = '0';
		} else {
			s = digits(e, c, 8);
			while (e - s < 3)
				*--s = '0';
		}
	} else {
		host_bytes(d, p, f->size, v);
		for (i = f->size; i-- > 0;) {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
			u = u << 8 | v[f->size - 1 - i];
#else
			u = u << 8 | v[i];
#endif
		}
		if (f->type == 'd' && f->size < 8 && u >> (f->size * 8 - 1))
			u |= ~0ULL << (f->size * 8);
		if (f->type == 'd' && (long long)u < 0) {
			s = digits(e, -u, 10);
			*--s = '-';
		} else {
			s = digits(e, u, f->type == 'o' ? 8 :
			    f->type == 'x' ? 16 : 10);
		}
		while (strchr("ox", f->type) && e - s < f->width)
			*--s = '0';
	}
	len = e - s;
	for (i = len; i < f->width; i++)
		*o++ = ' ';
	memcpy(o, s, len);
	return o + len;
}

static void
address(char radix, unsigned long long a, char *o)
{
	if (radix == 'n')
		*o = 0;
	else
		sprintf(o, radix == 'x' ? "%06llx" : radix == 'd' ? "%07llu" :
		    "%07llo", a);
}

/* the offset operand: [+]OCTAL or [+]0xHEX, then b for 512-byte blocks */
static bool
old_offset(const char *s, unsigned long long *v)
{
	char *end;

	s += *s == '+';
	if (!isdigit((unsigned char)*s))
		return false;
	errno = 0;
	*v = strtoull(s, &end, s[0] == '0' && (s[1] | 32) == 'x' ? 16 : 8);
	if (*end == 'b' && !end[1] && *v <= ULLONG_MAX / 512)
		*v *= 512, end++;
	return !*end && !errno;
}

static void
print_line(const struct od *d, char radix, unsigned long long addr,
    const unsigned char *line, size_t n, size_t w, char *out)
{
	const struct fmt *f;
	char *o;
	size_t i, nf, fw;
	int k;

	for (k = 0; k < d->nfmt; k++) {
		f = &d->fmt[k];
		o = out;
		if (!k)
			address(radix, addr, o), o += strlen(o);
		else if (radix != 'n')
			o += sprintf(o, "%*s", radix == 'x' ? 6 : 7, "");
		nf = w / f->size;
		for (i = 0; i * f->size < n; i++) {
			/* the pad spread over the fields, more at the left */
			fw = f->pad * (nf - i) / nf -
			    f->pad * (nf - i - 1) / nf;
			memset(o, ' ', fw + 1);
			o = field(d, f, line + i * f->size, o + fw + 1);
		}
		if (f->z) {
			fw = (nf - i) * (f->width + 1) +
			    f->pad * (nf - i) / nf + 2;
			memset(o, ' ', fw);
			o += fw;
			*o++ = '>';
			for (i = 0; i < n; i++)
				*o++ = line[i] >= ' ' && line[i] < 127 ?
				    line[i] : '.';
			*o++ = '<';
		}
		*o++ = '\n';
		fwrite(out, 1, o - out, stdout);
	}
}

int
od_main(int argc, char **argv)
{
	/* the traditional letters' types, 2 bytes each, in OPTS_od's order */
	static const char types[] = "a o1c u2fDfFx2dIdLo2d2x2o2u4fDx4dLdLo4x4";
	struct opts o;
	struct od *d;
	struct fmt *f;
	unsigned long long addr, w = 16, lcm = 1, lw, maxw = 0, off;
	unsigned long long skip = 0, left = ULLONG_MAX;
	unsigned char *line, *prev;
	char radix = 'o', *out, t[3] = "", *s;
	int k, ti = 0;
	size_t n, j;
	bool dup = false, first = true;

	(void)argc;
	argv = getopts(&o, OPTS_od, argv);
	d = xzalloc(sizeof(*d));
	if (OPT(&o, F_endian)) {
		s = (char *)o.arg[S_endian].s;
		if (strcmp(s, "big") && strcmp(s, "little"))
			usage_exit("invalid argument '%s' for '--endian'", s);
		d->swap = (*s == 'b') != (__BYTE_ORDER__ ==
		    __ORDER_BIG_ENDIAN__);
	}
	if (OPT(&o, F_A)) {
		radix = *o.arg[S_A].s;
		if (!radix || !strchr("doxn", radix))
			error_exit("invalid output address radix '%s'; it must"
			    " be one character from [doxn]", o.arg[S_A].s);
	}
	if (OPT(&o, F_j))
		skip = bytes_arg(o.arg[S_j].s, 'j');
	if (OPT(&o, F_N))
		left = bytes_arg(o.arg[S_N].s, 'N');
	if (OPT(&o, F_w) && o.arg[S_w].s) {
		s = (char *)o.arg[S_w].s;
		errno = 0;
		w = strtoull(s, &s, 0);
		if (*s || errno || !isdigit((unsigned char)*o.arg[S_w].s))
			error_exit("invalid -w argument '%s'", o.arg[S_w].s);
	} else if (OPT(&o, F_w)) {
		w = 32;
	}
	/* the formats, in the order given */
	for (j = 0; j < MIN(o.nopt, sizeof(o.order)); j++) {
		k = o.order[j];
		if (1ULL << k == F_t) {
			add_type(d, o.arg[S_t].l.v[ti++]);
		} else if (1ULL << k >= F_a) {
			k -= __builtin_ctzll(F_a);
			memcpy(t, types + 2 * k, 2);
			t[1] = t[1] == ' ' ? 0 : t[1];
			add_type(d, t);
		}
	}
	if (!d->nfmt)
		add_type(d, "o2");
	for (k = 0; k < d->nfmt; k++) {
		f = &d->fmt[k];
		for (off = lcm; off % f->size; off += lcm)
			;
		lcm = off;
	}
	if (!w || w % lcm) {
		warn_msg("warning: invalid width %llu; using %llu instead", w,
		    lcm);
		w = lcm;
	}
	for (k = 0; k < d->nfmt; k++) {
		f = &d->fmt[k];
		maxw = MAX(maxw, w / f->size * (f->width + 1));
	}
	for (k = 0; k < d->nfmt; k++) {
		f = &d->fmt[k];
		lw = w / f->size * (f->width + 1);
		f->pad = maxw - lw;
	}
	/* a last operand that reads as an offset: the old form, -j */
	if (!OPT(&o, F_A | F_j | F_N | F_t | F_v | F_w) &&
	    (o.argc == 1 ? *argv[0] == '+' : o.argc == 2 &&
	    (*argv[1] == '+' || isdigit((unsigned char)*argv[1]))) &&
	    old_offset(argv[o.argc - 1], &off)) {
		skip = off;
		argv[--o.argc] = NULL;
	}
	addr = skip;
	/* the first file opened and -j done, even for -N 0 */
	instream_open(&d->in, argv, skip, left);
	line = xmalloc(w);
	prev = xmalloc(w);
	out = xmalloc(w * 6 + 64);
	while ((n = instream_read(&d->in, line, w))) {
		memset(line + n, 0, w - n);	/* a partial value: zeros */
		if (!OPT(&o, F_v) && !first && n == w &&
		    !memcmp(line, prev, w)) {
			if (!dup)
				puts("*");
			dup = true;
		} else {
			dup = false;
			print_line(d, radix, addr, line, n, w, out);
		}
		first = false;
		addr += n;
		memcpy(prev, line, n);
		if (n < w)
			break;
	}
	if (d->in.skip && d->in.opened)
		error_exit("cannot skip past end of combined input");
	if (radix != 'n' && d->in.opened) {
		address(radix, addr, out);
		puts(out);
	}
	instream_close(&d->in);
	free(line);
	free(prev);
	free(out);
	free(d->fmt);
	free(o.arg[S_t].l.v);
	free(d);
	return exit_status;
}
