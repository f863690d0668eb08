/*
 * hexdump.c - dump files through format strings
 *
 * util-linux 2.38's hexdump, hd and their formats: -b -c -C -d -o -x and
 * the default (16-bit words in the host's byte order) are format strings,
 * as are -e FORMAT and -f FILE (one a line, # comments). A format string
 * is units "[COUNT][/BYTES] "TEXT"" applied COUNT times, each conversion
 * taking BYTES (or its own size) bytes: %d %i %o %u %x %X (1 2 4 8
 * bytes, default 4), %c, %e %E %f %g %G (4 or 8, default 8), %_a[dox]
 * the offset, %_A[dox] the offset after the input (printed once, at the
 * end), %_c (C escapes or octal), %_p (a printable character or .), %_u
 * (ASCII names). Every format string starts again at the start of each
 * block, the size of the largest; the last iteration of a unit leaves
 * out trailing white space; conversions past the end of the input print
 * as spaces of their width; a block equal to the one before shows as one
 * "*" without -v. -n and -s take sizes with K M G suffixes, 0x or 0.
 * %s, colours (-L) and the %_A-less -f features beyond these are not
 * implemented.
 *
 * applet: hexdump usr/bin core
 * opts: bcCde*f*n:os:vx
 * usage: hexdump [-bcCdovx] [-e FORMAT] [-f FILE] [-n LENGTH] [-s OFFSET]
 *	[FILE]...
 *
 *	Dump FILEs (or standard input) as one stream, through formats.
 *
 *	-b	Octal bytes
 *	-c	Characters, C escapes and octal
 *	-C	Hex bytes and the text beside them (hd's default)
 *	-d	Decimal 16-bit words
 *	-e FORMAT	Add a format string
 *	-f FILE	Add the format strings in FILE
 *	-n LENGTH	Dump at most LENGTH bytes
 *	-o	Octal 16-bit words
 *	-s OFFSET	Skip OFFSET bytes first
 *	-v	Show repeated blocks (else one "*")
 *	-x	Hex 16-bit words
 * applet: hd usr/bin core main=hexdump
 * opts: bcCde*f*n:os:vx
 * usage: hd [-bcCdovx] [-e FORMAT] [-f FILE] [-n LENGTH] [-s OFFSET] [FILE]...
 *
 *	hexdump -C, then any other formats.
 *
 *	-b -c -C -d -o -x	As hexdump's
 *	-e FORMAT	Add a format string
 *	-f FILE	Add the format strings in FILE
 *	-n LENGTH	Dump at most LENGTH bytes
 *	-s OFFSET	Skip OFFSET bytes first
 *	-v	Show repeated blocks
 * SPDX-License-Identifier: MIT
 */
#define FOR_hexdump
#include "libbb.h"

/* a print unit: literal text, then one conversion (or none) */
struct pr {
	char		*text, spec[32];
	size_t		tlen, tcut;	/* tcut: tlen less trailing spaces */
	char		kind;		/* 0 text, i u f c a A _c p U */
	unsigned char	size;
	int		width;
};

struct fu {
	int		reps, bcnt;
	bool		setrep, ignore;
	struct pr	*pr;
	int		npr;
};

struct fs {
	struct fu	*fu;
	int		nfu, bcnt;
};

struct hd {
	struct fs	*fs;
	int		nfs;
	struct fu	*endfu;
	struct instream	in;
};

static char *
unescape(char *s)
{
	char *o = s, *p = s, *e;

	for (; *p; p++) {
		if (*p == '\\' && p[1] && (e = strchr("n\nt\ta\ab\bf\fr\rv\v",
		    p[1])) && !((e - "n\nt\ta\ab\bf\fr\rv\v") & 1)) {
			*o++ = e[1];
			p++;
		} else if (*p == '\\' && p[1]) {
			*o++ = *++p;
		} else {
			*o++ = *p;
		}
	}
	*o = 0;
	return s;
}

/* Split a unit's text into print units. */
static void
parse_units(struct fu *fu, char *s)
{
	struct pr *pr;
	char *p, *q, c, flags[16];
	int n;

	for (;;) {
		fu->pr = xrealloc(fu->pr, fu->npr + 1, sizeof(*fu->pr));
		pr = &fu->pr[fu->npr++];
		memset(pr, 0, sizeof(*pr));
		pr->text = s;
		for (p = s; *p && !(*p == '%' && p[1] != '%'); p++)
			if (*p == '%')
				memmove(p, p + 1, strlen(p));	/* %% */
		pr->tlen = p - s;
		for (pr->tcut = pr->tlen; pr->tcut &&
		    isspace((unsigned char)s[pr->tcut - 1]); pr->tcut--)
			;
		if (!*p)
			return;
		/* %[flags][width][.prec] then the conversion */
		q = p + 1;
		n = strspn(q, "-+ #0");
		snprintf(flags, sizeof(flags), "%.*s", MIN(n, 8), q);
		q += n;
		pr->width = atoi(q);
		q += strspn(q, "0123456789");
		if (*q == '.')
			q += 1 + strspn(q + 1, "0123456789");
		n = q - p;
		c = *q++;
		if (c == '_') {
			c = *q++;
			if ((c == 'a' || c == 'A') && *q && strchr("dox", *q)) {
				pr->kind = c;
				snprintf(pr->spec, sizeof(pr->spec), "%.*sll%c",
				    n, p, *q++);
			} else if (c == 'c' || c == 'p' || c == 'u') {
				pr->kind = c == 'c' ? '_' : c == 'p' ? 'p' :
				    'U';
				pr->size = 1;
			} else {
				error_exit("bad conversion character %%_%c", c);
			}
		} else if (c && strchr("diouxX", c)) {
			pr->kind = c == 'd' || c == 'i' ? 'i' : 'u';
			pr->size = fu->bcnt ? fu->bcnt : 4;
			if (pr->size != 1 && pr->size != 2 && pr->size != 4 &&
			    pr->size != 8)
				error_exit("bad byte count for conversion "
				    "character %c", c);
			snprintf(pr->spec, sizeof(pr->spec), "%.*sll%c", n, p, c);
		} else if (c && strchr("eEfgG", c)) {
			pr->kind = 'f';
			pr->size = fu->bcnt ? fu->bcnt : 8;
			if (pr->size != 4 && pr->size != 8)
				error_exit("bad byte count for conversion "
				    "character %c", c);
			snprintf(pr->spec, sizeof(pr->spec), "%.*s%c", n, p, c);
		} else if (c == 'c') {
			pr->kind = 'c';
			pr->size = 1;
			if (fu->bcnt > 1)
				error_exit("bad byte count for conversion "
				    "character c");
			snprintf(pr->spec, sizeof(pr->spec), "%.*sc", n, p);
		} else if (c == 's') {
			error_exit("%%s requires a precision or a byte count");
		} else {
			error_exit("bad conversion character %%%c", c);
		}
		*p = 0;
		s = q;
	}
}

/* Add a format string: units [COUNT][/BYTES] "TEXT". */
static void
add_format(struct hd *h, const char *str)
{
	char *s = xstrdup(str), *p = s, *q;
	struct fs *fs;
	struct fu *fu;
	int k;

	h->fs = xrealloc(h->fs, h->nfs + 1, sizeof(*h->fs));
	fs = &h->fs[h->nfs++];
	memset(fs, 0, sizeof(*fs));
	for (;;) {
		while (isspace((unsigned char)*p))
			p++;
		if (!*p)
			break;
		fs->fu = xrealloc(fs->fu, fs->nfu + 1, sizeof(*fs->fu));
		fu = &fs->fu[fs->nfu++];
		memset(fu, 0, sizeof(*fu));
		fu->reps = 1;
		if (isdigit((unsigned char)*p)) {
			fu->reps = strtol(p, &p, 10);
			fu->setrep = true;
			while (isspace((unsigned char)*p))
				p++;
		}
		if (*p == '/') {
			p++;
			while (isspace((unsigned char)*p))
				p++;
			if (!isdigit((unsigned char)*p))
				error_exit("bad format {%s}", str);
			fu->bcnt = strtol(p, &p, 10);
			while (isspace((unsigned char)*p))
				p++;
		}
		if (*p != '"' || !(q = strchr(p + 1, '"')))
			error_exit("bad format {%s}", str);
		while (q[-1] == '\\' && (q = strchr(q + 1, '"')))
			;
		if (!q)
			error_exit("bad format {%s}", str);
		*q = 0;
		parse_units(fu, unescape(p + 1));
		p = q + 1;
		for (k = 0; k < fu->npr; k++)
			if (fu->pr[k].kind == 'A') {
				fu->ignore = true;
				if (!h->endfu)
					h->endfu = fu;
			}
	}
}

/* Print one unit; addr is the offset of p, at or past eaddr: padding. */
static void
print_pr(const struct pr *pr, const unsigned char *p,
    unsigned long long addr, bool pad, bool last)
{
	static const char names[] = "nulsohstxetxeotenqackbel bs ht lf vt ff"
	    " cr so sidledc1dc2dc3dc4naksynetbcan emsubesc fs gs rs us";
	unsigned long long v = 0;
	long long sv;
	char b[8], *s;
	float f;
	double d;
	unsigned i;

	fwrite(pr->text, 1, last ? pr->tcut : pr->tlen, stdout);
	if (!pr->kind)
		return;
	if (pad) {
		printf("%*s", pr->width, "");
		return;
	}
	for (i = 0; i < pr->size; i++)
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
		v = v << 8 | p[i];
#else
		v = v << 8 | p[pr->size - 1 - i];
#endif
	switch (pr->kind) {
	case 'a':
	case 'A':
		printf(pr->spec, addr);
		break;
	case 'i':
		sv = pr->size < 8 && v >> (pr->size * 8 - 1) ?
		    (long long)(v | ~0ULL << (pr->size * 8)) : (long long)v;
		printf(pr->spec, sv);
		break;
	case 'u':
		printf(pr->spec, v);
		break;
	case 'f':
		if (pr->size == 4)
			memcpy(&f, p, 4), d = f;
		else
			memcpy(&d, p, 8);
		printf(pr->spec, d);
		break;
	case 'c':
		printf(pr->spec, *p);
		break;
	case 'p':
		printf("%*c", pr->width, *p >= ' ' && *p < 127 ? *p : '.');
		break;
	default:
		s = b;
		if (*p >= ' ' && *p < 127)
			b[0] = *p, b[1] = 0;
		else if (pr->kind == 'U' && *p == 127)
			s = "del";
		else if (pr->kind == 'U' && *p < ' ')
			snprintf(b, sizeof(b), "%.3s", names + 3 * *p),
			    s += *s == ' ';
		else if (pr->kind == 'U')
			snprintf(b, sizeof(b), "%02x", *p);
		else if (*p && (s = strchr("\a\b\f\n\r\t\v", *p)))
			b[0] = '\\', b[1] = "abfnrtv"[s - "\a\b\f\n\r\t\v"],
			    b[2] = 0, s = b;
		else if (!*p)
			s = "\\0";
		else
			snprintf(s = b, sizeof(b), "%03o", *p);
		printf("%*s", pr->width, s);
	}
}

static void
display(struct hd *h, const unsigned char *blk, unsigned long long addr,
    unsigned long long eaddr)
{
	struct fs *fs;
	struct fu *fu;
	struct pr *pr;
	size_t pos;
	int i, j, r;

	for (i = 0; i < h->nfs; i++) {
		fs = &h->fs[i];
		pos = 0;
		for (j = 0; j < fs->nfu && !fs->fu[j].ignore; j++) {
			fu = &fs->fu[j];
			for (r = 0; r < fu->reps; r++)
				for (pr = fu->pr; pr < fu->pr + fu->npr; pr++) {
					print_pr(pr, blk + pos, addr + pos,
					    addr + pos >= eaddr, fu->reps > 1 &&
					    r == fu->reps - 1 &&
					    pr == fu->pr + fu->npr - 1);
					pos += pr->size;
				}
		}
	}
}

int
hexdump_main(int argc, char **argv)
{
	static const char *const fmts[] = {
		/* b */ "\"%07.7_ax \" 16/1 \"%03o \" \"\\n\"",
		/* c */ "\"%07.7_ax \" 16/1 \"%3_c \" \"\\n\"",
		/* C */ "\"%08.8_ax  \" 8/1 \"%02x \" \"  \" 8/1 \"%02x \"",
		/* d */ "\"%07.7_ax \" 8/2 \"  %05u \" \"\\n\"",
		/* o */ "\"%07.7_ax \" 8/2 \" %06o \" \"\\n\"",
		/* x */ "\"%07.7_ax \" 8/2 \"   %04x \" \"\\n\"",
	};
	static const char letters[] = "bcCdox";
	struct opts o;
	struct hd *h;
	struct fs *fs;
	struct fu *fu;
	unsigned long long addr, eaddr = ULLONG_MAX, skip = 0;
	unsigned long long left = ULLONG_MAX;
	unsigned char *blk, *prev;
	int i, j, k, ei = 0, fi = 0, bs = 0;
	size_t n, len;
	char *line = NULL, *c;
	bool dup = false, first = true;
	FILE *f;

	(void)argc;
	argv = getopts(&o, OPTS_hexdump, argv);
	h = xzalloc(sizeof(*h));
	if (OPT(&o, F_s)) {
		if (parse_gnu_size(o.arg[S_s].s, 0, "bkKmMGTPE", &skip) < 0)
			error_exit("invalid offset argument: '%s'",
			    o.arg[S_s].s);
	}
	if (OPT(&o, F_n)) {
		if (parse_gnu_size(o.arg[S_n].s, 0, "kKmMGTPE", &left) < 0)
			error_exit("invalid length argument: '%s'",
			    o.arg[S_n].s);
	}
	if (!strcmp(applet_name, "hd")) {
		add_format(h, "\"%08.8_Ax\\n\"");
		add_format(h, fmts[2]);
		add_format(h, "\"  |\" 16/1 \"%_p\" \"|\\n\"");
	}
	for (j = 0; j < (int)MIN(o.nopt, sizeof(o.order)); j++) {
		k = o.order[j];
		if (1ULL << k == F_e) {
			add_format(h, o.arg[S_e].l.v[ei++]);
		} else if (1ULL << k == F_f) {
			c = o.arg[S_f].l.v[fi++];
			if (!(f = fopen(c, "r")))
				perror_exit("can't read %s", c);
			while (getline(&line, &len, f) > 0) {
				line[strcspn(line, "\n")] = 0;
				for (c = line; isspace((unsigned char)*c); c++)
					;
				if (*c && *c != '#')
					add_format(h, c);
			}
			fclose(f);
		} else if ((c = strchr(letters, "bcCdefnosvx"[
		    k - __builtin_ctzll(F_b)]))) {
			i = c - letters;
			add_format(h, i == 2 ? "\"%08.8_Ax\\n\"" :
			    "\"%07.7_Ax\\n\"");
			add_format(h, fmts[i]);
			if (i == 2)
				add_format(h, "\"  |\" 16/1 \"%_p\" \"|\\n\"");
		}
	}
	if (!h->nfs) {
		add_format(h, "\"%07.7_Ax\\n\"");
		add_format(h, "\"%07.7_ax \" 8/2 \"%04x \" \"\\n\"");
	}
	/* the block: the largest format string's bytes */
	for (i = 0; i < h->nfs; i++) {
		fs = &h->fs[i];
		for (j = 0; j < fs->nfu; j++) {
			fu = &fs->fu[j];
			for (k = n = 0; k < fu->npr; k++)
				n += fu->pr[k].size;
			fs->bcnt += fu->reps * (fu->bcnt && n ?
			    (size_t)fu->bcnt : n);
		}
		bs = MAX(bs, fs->bcnt);
	}
	/* an open-ended last unit fills the block */
	for (i = 0; i < h->nfs; i++) {
		fs = &h->fs[i];
		fu = fs->nfu ? &fs->fu[fs->nfu - 1] : NULL;
		for (k = n = 0; fu && k < fu->npr; k++)
			n += fu->pr[k].size;
		if (fu && !fu->setrep && n && fs->bcnt < bs)
			fu->reps += (bs - fs->bcnt) / n;
	}
	if (!bs)
		bs = 1;
	addr = skip;
	instream_open(&h->in, argv, skip, left);
	blk = xmalloc(bs);
	prev = xmalloc(bs);
	while ((n = instream_read(&h->in, blk, bs))) {
		if (n < (size_t)bs) {
			memset(blk + n, 0, bs - n);
			eaddr = addr + n;
		}
		if (!OPT(&o, F_v) && !first && n == (size_t)bs &&
		    !memcmp(blk, prev, bs)) {
			if (!dup)
				puts("*");
			dup = true;
		} else {
			dup = false;
			display(h, blk, addr, eaddr);
		}
		first = false;
		memcpy(prev, blk, n);
		addr += n;
	}
	addr -= h->in.skip;
	if (!h->in.opened)
		error_exit("all input file arguments failed");
	if (h->endfu && addr) {
		for (k = 0; k < h->endfu->npr; k++) {
			fwrite(h->endfu->pr[k].text, 1, h->endfu->pr[k].tlen,
			    stdout);
			if (h->endfu->pr[k].kind == 'A')
				printf(h->endfu->pr[k].spec, addr);
		}
	}
	instream_close(&h->in);
	free(blk);
	free(prev);
	free(line);
	return exit_status;
}
