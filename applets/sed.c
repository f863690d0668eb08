/*
 * sed.c - stream editor
 *
 * POSIX.1-2024 sed with GNU sed 4.9's extensions, messages and exit
 * statuses (1 for a bad script, 2 for an input file that cannot be read,
 * 4 for an I/O error or a missing label, q/Q's own). Commands: { } = a b
 * c d D g G h H i l n N p P q r s t w x y : # and GNU's F Q R T W z;
 * addresses: N, $, /RE/ and \cREc (with I and M), FIRST~STEP, ADDR,+N,
 * ADDR,~N, 0,/RE/ and !. s takes the flags g p N w i I m M; & \1-\9 \n
 * and GNU's \L \U \E \l \u in the replacement; \n \t \a \f \v \r in
 * regular expressions, replacements, y strings and a/i/c text. The
 * empty regex reuses the last one used. -i writes a temp file in the
 * file's directory, with the file's mode and owner, fsync'd and renamed
 * over it (a SUFFIX makes a backup, * in it standing for the name); on
 * an error, SIGINT or SIGTERM the original is untouched and the temp
 * file removed. A
 * symlink given to -i is replaced by a regular file, as GNU's without
 * --follow-symlinks.
 * Regular expressions are musl's regcomp/regexec: in BREs \+ \? \| \<
 * \> \b \B \w \s \S work there; \` \' and back-references in EREs do
 * not (\b and \< see the start of the text matched after a g match as
 * a word's start; ^|$ under g misses the end: musl's REG_NOTBOL). M
 * is REG_NEWLINE, under which . and [^x] do not match a newline (GNU's
 * do). A NUL byte in the pattern space ends the text
 * regexec sees, and matching goes on after it. Patterns without special
 * characters are matched with memmem. Not done: the e command and
 * flag, --follow-symlinks, --sandbox, --debug.
 *
 * applet: sed bin core
 * opts: (posix)e*(expression)f*(file)i?(in-place)l#<0(line-length)
 *	n(quiet)(silent)E(regexp-extended)rs(separate)u(unbuffered)
 *	z(null-data)(zero-terminated)
 * usage: sed [OPTION]... SCRIPT [FILE]...
 *
 *	Edit each FILE (or standard input) by the SCRIPT's commands, the
 *	first operand unless -e or -f give it, and write the result.
 *
 *	-n, --quiet, --silent	Print only what the script prints
 *	-e, --expression SCRIPT	Add SCRIPT's commands
 *	-f, --file FILE		Add the commands in FILE (- for stdin)
 *	-E, -r, --regexp-extended	Extended regular expressions
 *	-i, --in-place[=SUFFIX]	Edit the files in place (-iSUFFIX: and
 *				keep a backup, * standing for the name)
 *	-l, --line-length N	Line length of the l command (default 70)
 *	-s, --separate		Each file on its own ($ is its last line)
 *	-u, --unbuffered	Flush the output after each line
 *	-z, --null-data, --zero-terminated	Lines end with NUL
 *	--posix			No GNU behaviour where POSIX differs (N
 *				at the end of input prints nothing)
 * SPDX-License-Identifier: MIT
 */
#define FOR_sed
#include "libbb.h"
#include <regex.h>
#include <stdio_ext.h>

enum { A_NONE, A_LINE, A_LAST, A_RE, A_STEP, A_PLUS, A_MULT, A_ZERO };
enum { END_PRINT, END_DELETE, END_RESTART, END_QUIT, END_QUIT_SILENT };

struct buf {
	char	*p;
	size_t	n, cap;
};

struct rx {
	regex_t	re;
	char	*lit;		/* no special characters: memmem finds it */
	size_t	litlen;
	int	nsub;
	bool	newline;	/* M */
};

struct addr {
	int		type;
	unsigned long	n, step;
	struct rx	*rx;	/* A_RE; NULL: the last regex used */
};

struct out {
	FILE		*f;
	char		*name;
	bool		missing;	/* the last line went out without \n */
	struct out	*next;
};

struct rfile {
	FILE		*f;
	char		*name;
	struct rfile	*next;
};

struct cmd {
	struct addr	a1, a2;
	char		c;
	bool		neg, active, g, p;
	unsigned long	end;	/* the last line of an active line range */
	char		*text;	/* a i c text; label; file name; s's RHS */
	size_t		tlen;
	struct rx	*rx;
	unsigned long	num;	/* s: occurrence; q, Q: status; l: width;
				   b t T {: the command to go to */
	int		maxref;
	struct out	*w;
	struct rfile	*rf;
	unsigned char	*y;
};

struct chunk {
	size_t		start;
	const char	*file;	/* -f's name, NULL for -e */
	int		num;	/* -e expression number */
};

struct app {
	char	kind;		/* 't' text, 'r' file */
	char	*p;
	size_t	n;
};

static struct sed {
	/* the script */
	struct cmd	*cmds;
	size_t		ncmd, capcmd;
	char		*src;
	size_t		len, pos;
	struct chunk	*chunks;
	int		nchunks, nexpr;
	struct rx	*lastrx;	/* compiled last; then used last */
	int		*open;		/* indexes of unclosed { */
	size_t		nopen;
	/* the state */
	struct buf	ps, hs, tmp;
	unsigned long	line;
	bool		last, chomped, tflag, quiet, ere, sep, posix, unbuf;
	int		delim, status;
	unsigned long	lwidth;
	struct app	*app;
	size_t		napp, capp;
	/* input */
	char		**files;
	int		nfiles, fidx, fd;
	const char	*fname;
	char		*ibuf;
	size_t		ipos, iend;
	bool		ieof;
	/* output */
	struct out	std, ipout, *cur, *outs;
	struct rfile	*rfiles;
	bool		inplace;
	const char	*suffix;
	char		*tmpname;
	struct stat	ist;
} S;

/* ---- buffers ---------------------------------------------------------- */

static void
buf_need(struct buf *b, size_t n)
{
	if (n < b->cap)
		return;
	b->cap = n + n / 2 + 64;
	if (b->cap < n)
		error_exit("memory exhausted");
	b->p = xrealloc(b->p, b->cap, 1);
}

static void
buf_add(struct buf *b, const void *s, size_t n)
{
	buf_need(b, b->n + n);
	if (n)
		memcpy(b->p + b->n, s, n);
	b->n += n;
}

static void
buf_addc(struct buf *b, int c)
{
	buf_need(b, b->n + 1);
	b->p[b->n++] = c;
}

/* ---- errors ----------------------------------------------------------- */

/* "sed: -e expression #N, char C: msg" or "sed: file F line L: msg" */
static NORETURN void
bad_at(size_t pos, bool zero, const char *msg, const char *arg)
{
	struct chunk *ch = S.chunks;
	unsigned long line = 1;
	char where[64];
	size_t i;
	int k;

	for (k = 1; k < S.nchunks; k++)
		if (S.chunks[k].start < pos ||
		    (pos == 0 && S.chunks[k].start == 0))
			ch = &S.chunks[k];
	if (ch->file) {
		for (i = ch->start; i + 1 < pos; i++)
			line += S.src[i] == '\n';
		fprintf(stderr, "%s: file %s line %lu: ", applet_name,
		    ch->file, line);
	} else {
		snprintf(where, sizeof(where), "-e expression #%d, char %zu",
		    ch->num, zero ? 0 : pos - ch->start);
		fprintf(stderr, "%s: %s: ", applet_name, where);
	}
	fprintf(stderr, msg, arg);
	fputc('\n', stderr);
	xexit(1);
}

static NORETURN void
bad(const char *msg)
{
	bad_at(S.pos, false, msg, NULL);
}

static NORETURN PRINTF(2, 3) void
fail(int status, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", applet_name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	xexit(status);
}

/* ---- parsing ---------------------------------------------------------- */

static int
peek(void)
{
	return S.pos < S.len ? (unsigned char)S.src[S.pos] : EOF;
}

static int
get(void)
{
	return S.pos < S.len ? (unsigned char)S.src[S.pos++] : EOF;
}

static void
skip_blanks(void)
{
	while (peek() == ' ' || peek() == '\t')
		S.pos++;
}

static unsigned long
number(void)
{
	unsigned long n = 0;

	while (isdigit(peek()))
		n = n * 10 + (get() - '0');
	return n;
}

/*
 * GNU's character escapes, c being the character after the backslash:
 * the byte, or -1. \dNNN \oNNN \xHH and \cX read on in the script.
 */
static int
char_escape(int c)
{
	static const char from[] = "ntafvr", to[] = "\n\t\a\f\v\r";
	const char *p = c ? strchr(from, c) : NULL;
	int base = c == 'd' ? 10 : c == 'o' ? 8 : c == 'x' ? 16 : 0;
	int v = 0, k, d;

	if (p)
		return to[p - from];
	if (c == 'c' && peek() != EOF && peek() != '\n')
		return toupper(get()) ^ 0x40;
	for (k = 0; base && k < (base == 16 ? 2 : 3); k++) {
		d = peek();
		d = isdigit(d) ? d - '0' : isxdigit(d) ? (d | 32) - 'a' + 10 :
		    99;
		if (d >= base)
			break;
		v = v * base + d;
		S.pos++;
	}
	return k ? v & 255 : -1;
}

/* a bracket expression, after its [: the delimiter is no end there */
static bool
read_bracket(struct buf *b)
{
	int c, t;

	buf_addc(b, '[');
	if (peek() == '^')
		buf_addc(b, get());
	if (peek() == ']')
		buf_addc(b, get());
	while ((c = get()) != ']') {
		if (c == EOF || c == '\n') {
			S.pos -= c == '\n';
			return false;
		}
		if (c == '[' && (peek() == ':' || peek() == '.' ||
		    peek() == '=')) {
			t = get();
			buf_addc(b, c);
			buf_addc(b, t);
			while ((c = get()) != EOF && !(c == t && peek() == ']'))
				buf_addc(b, c);
			if (c == EOF)
				return false;
			buf_addc(b, c);
			c = get();
		}
		buf_addc(b, c == '\\' && peek() == 'n' ? (get(), '\n') : c);
	}
	buf_addc(b, c);
	return true;
}

/*
 * Read up to the delimiter into b: \delim is the delimiter itself, \n a
 * newline; in a regex, a bracket expression may hold the delimiter and
 * other escapes stay for regcomp; in a replacement (repl) they are coded
 * for subst(): \\ a backslash, \0-\9 a group (& is \0), \L \U \E \l \u.
 */
static bool
read_delimited(struct buf *b, int delim, int kind, int *maxref)
{
	int c, e;

	b->n = 0;
	for (;;) {
		c = get();
		if (c == EOF || c == '\n')
			break;
		if (c == delim)
			return true;
		if (c == '[' && kind == 'r') {
			if (!read_bracket(b))
				return false;
			continue;
		}
		if (c == '&' && kind == 's') {
			buf_add(b, "\\0", 2);
			continue;
		}
		if (c != '\\') {
			buf_addc(b, c);
			continue;
		}
		c = get();
		if (c == EOF)
			break;
		if (c == delim && delim != 'n' && delim != '&') {
			buf_addc(b, c);
		} else if ((e = char_escape(c)) >= 0) {
			if (e == '\\' && kind != 'r')
				buf_addc(b, e);		/* coded as below */
			buf_addc(b, e);
		} else if (c == '\n') {
			buf_addc(b, c);
		} else if (kind == 's' && (isdigit(c) || strchr("LUElu", c))) {
			buf_addc(b, '\\');
			buf_addc(b, c);
			if (isdigit(c) && c - '0' > *maxref)
				*maxref = c - '0';
		} else if (kind != 'r') {
			/* s codes a backslash as two; y puts one before each */
			if (c == '\\' || kind == 'y')
				buf_addc(b, '\\');
			buf_addc(b, c);
		} else {
			buf_addc(b, '\\');
			buf_addc(b, c);
		}
	}
	/* unterminated: GNU counts the characters before the end */
	S.pos -= c == '\n';
	return false;
}

/* glibc's words for regcomp's errors, which GNU sed prints */
static const char *
rx_error(int e, bool close)
{
	if (e == REG_BADBR && !close)
		e = REG_EBRACE;		/* musl's word for a { left open */
	return regex_message(e);
}

/* Compile pattern p (n bytes; the empty one is NULL: the last regex). */
static struct rx *
rx_compile(const char *p, size_t n, int flags)
{
	const char *special = S.ere ? "\\.[*^$+?(){}|" : "\\.[*^$";
	struct rx *r;
	char *s;
	size_t i;
	int e;

	if (n == 0) {
		if (!S.lastrx)
			bad_at(S.pos, true, "no previous regular expression",
			    NULL);
		return NULL;
	}
	r = xzalloc(sizeof(*r));
	s = xstrndup(p, n);
	r->newline = flags & REG_NEWLINE;
	for (i = 0; i < n && !strchr(special, p[i]) && p[i]; i++)
		;
	if (i == n && !(flags & REG_ICASE)) {
		r->lit = s;
		r->litlen = n;
	} else {
		if ((e = regcomp(&r->re, s, flags |
		    (S.ere ? REG_EXTENDED : 0))))
			bad(rx_error(e, memchr(p, '}', n)));
		r->nsub = r->re.re_nsub;
		free(s);
	}
	S.lastrx = r;
	return r;
}

/* the I and M flags after an address regex */
static struct rx *
addr_regex(int delim)
{
	struct buf b = { 0 };
	int flags = 0;
	struct rx *r;

	if (!read_delimited(&b, delim, 'r', NULL))
		bad("unterminated address regex");
	for (;; S.pos++) {
		if (peek() == 'I')
			flags |= REG_ICASE;
		else if (peek() == 'M')
			flags |= REG_NEWLINE;
		else
			break;
	}
	r = rx_compile(b.p, b.n, flags);
	free(b.p);
	return r;
}

static bool
parse_addr(struct addr *a, bool second)
{
	int c = peek();

	if (isdigit(c)) {
		a->n = number();
		a->type = a->n || second ? A_LINE : A_ZERO;
		if (peek() == '~') {
			S.pos++;
			a->step = number();
			a->type = A_STEP;
		}
	} else if (c == '$') {
		S.pos++;
		a->type = A_LAST;
	} else if (c == '/' || c == '\\') {
		S.pos++;
		if (c == '\\')
			c = get();
		if (c == EOF || c == '\n' || c == '\\')
			bad("unexpected `,'");
		a->type = A_RE;
		a->rx = addr_regex(c);
	} else if (second && (c == '+' || c == '~')) {
		S.pos++;
		a->type = c == '+' ? A_PLUS : A_MULT;
		a->n = number();
	} else {
		return false;
	}
	return true;
}

/* a file name: the rest of the line */
static char *
read_filename(void)
{
	size_t start;

	skip_blanks();
	start = S.pos;
	while (peek() != EOF && peek() != '\n')
		S.pos++;
	if (S.pos == start)
		bad("missing filename in r/R/w/W commands");
	return xstrndup(S.src + start, S.pos - start);
}

/* A label: to a ;, a blank or a }, as GNU sed 4.9 reads them. */
static char *
read_label(void)
{
	size_t start;

	skip_blanks();
	start = S.pos;
	while (peek() != EOF && !strchr("; \t\n}", peek()))
		S.pos++;
	return xstrndup(S.src + start, S.pos - start);
}

static struct out *
open_out(char *name)
{
	struct out *o;

	if (!strcmp(name, "/dev/stdout"))
		return &S.std;
	for (o = S.outs; o; o = o->next)
		if (!strcmp(o->name, name))
			return o;
	o = xzalloc(sizeof(*o));
	o->name = name;
	if (!strcmp(name, "/dev/stderr"))
		o->f = stderr;
	else if (!(o->f = fopen(name, "w")))
		fail(4, "couldn't open file %s: %s", name, strerror(errno));
	o->next = S.outs;
	S.outs = o;
	return o;
}

/* a/i/c text, GNU's one-liner form or POSIX's a\ newline form */
static void
read_text(struct cmd *c)
{
	struct buf b = { 0 };
	int ch;

	skip_blanks();
	if (peek() == '\\') {
		S.pos++;
		if (peek() == EOF) {
			c->text = xstrdup("");
			return;
		}
		if (peek() == '\n')
			S.pos++;
		if (peek() == EOF) {
			c->text = xstrdup("");
			return;
		}
	} else if (peek() == EOF || peek() == '\n') {
		bad("expected \\ after `a', `c' or `i'");
	}
	while ((ch = get()) != EOF && ch != '\n') {
		if (ch == '\\') {
			ch = get();
			if (ch == EOF)
				break;
			if (char_escape(ch) >= 0)
				ch = char_escape(ch);
		}
		buf_addc(&b, ch);
	}
	buf_addc(&b, '\n');
	c->text = b.p;
	c->tlen = b.n;
}

static void
end_command(void)
{
	skip_blanks();
	if (peek() != EOF && !strchr("\n;}#", peek())) {
		S.pos++;
		bad("extra characters after command");
	}
}

static void
parse_subst(struct cmd *c)
{
	struct buf re = { 0 }, rep = { 0 };
	int delim = get(), flags = 0, ch;
	bool num = false;

	if (delim == EOF || delim == '\n' || delim == '\\')
		bad("unterminated `s' command");
	if (!read_delimited(&re, delim, 'r', NULL) ||
	    !read_delimited(&rep, delim, 's', &c->maxref))
		bad("unterminated `s' command");
	c->text = rep.p;
	c->tlen = rep.n;
	c->num = 1;
	for (;;) {
		ch = get();
		switch (ch) {
		case 'g':
			if (c->g)
				bad("multiple `g' options to `s' command");
			c->g = true;
			continue;
		case 'p':
			if (c->p)
				bad("multiple `p' options to `s' command");
			c->p = true;
			continue;
		case 'i': case 'I':
			flags |= REG_ICASE;
			continue;
		case 'm': case 'M':
			flags |= REG_NEWLINE;
			continue;
		case 'w':
			c->w = open_out(read_filename());
			break;
		case ' ': case '\t':
			continue;
		case EOF: case '\n': case ';': case '}': case '#':
			if (ch != EOF)
				S.pos--;
			break;
		default:
			if (!isdigit(ch))
				bad("unknown option to `s'");
			if (num)
				bad("multiple number options to `s' command");
			S.pos--;
			c->num = number();
			num = true;
			if (!c->num)
				bad("number option to `s' command may not be "
				    "zero");
			continue;
		}
		break;
	}
	c->rx = rx_compile(re.p, re.n, flags);
	free(re.p);
	if (c->rx && c->maxref > c->rx->nsub) {
		char r[4] = { '\\', '0' + c->maxref };

		bad_at(S.pos, false, "invalid reference %s on `s' command's RHS",
		    r);
	}
}

static void
parse_y(struct cmd *c)
{
	struct buf a = { 0 }, b = { 0 };
	int delim = get();
	size_t i, j, k;

	if (delim == EOF || delim == '\n' || delim == '\\' ||
	    !read_delimited(&a, delim, 'y', NULL) ||
	    !read_delimited(&b, delim, 'y', NULL))
		bad("unterminated `y' command");
	/* the strings keep \\ for a backslash: take them down to bytes */
	for (k = 0; k < 2; k++) {
		struct buf *s = k ? &b : &a;

		for (i = j = 0; i < s->n; i++, j++)
			s->p[j] = s->p[i] == '\\' ? s->p[++i] : s->p[i];
		s->n = j;
	}
	if (a.n != b.n)
		bad("strings for `y' command are different lengths");
	c->y = xmalloc(256);
	for (i = 0; i < 256; i++)
		c->y[i] = i;
	for (i = 0; i < a.n; i++)
		c->y[(unsigned char)a.p[i]] = b.p[i];
	free(a.p);
	free(b.p);
}

static void
parse(void)
{
	struct cmd *c;
	int ch;

	for (;;) {
		while (peek() != EOF && strchr(" \t\n;", peek()))
			S.pos++;
		if (peek() == EOF)
			break;
		if (peek() == '#') {
			while (peek() != EOF && peek() != '\n')
				S.pos++;
			continue;
		}
		if (S.ncmd == S.capcmd) {
			S.capcmd = S.capcmd * 2 + 16;
			S.cmds = xrealloc(S.cmds, S.capcmd, sizeof(*S.cmds));
		}
		c = &S.cmds[S.ncmd];
		memset(c, 0, sizeof(*c));
		if (parse_addr(&c->a1, false)) {
			skip_blanks();
			if (peek() == ',') {
				S.pos++;
				skip_blanks();
				if (!parse_addr(&c->a2, true)) {
					S.pos++;
					bad("unexpected `,'");
				}
			}
		}
		skip_blanks();
		if (peek() == '!') {
			S.pos++;
			c->neg = true;
			skip_blanks();
			if (peek() == '!') {
				S.pos++;
				bad("multiple `!'s");
			}
		}
		ch = get();
		c->c = ch;
		if (ch == EOF)
			bad("missing command");
		if (c->a1.type == A_ZERO && c->a2.type != A_RE)
			bad("invalid usage of line address 0");
		if (strchr(":}", ch) && c->a1.type) {
			if (ch == '}')
				bad("unexpected `}'");
			bad(": doesn't want any addresses");
		}
		if (strchr("qQ", ch) && c->a2.type)
			bad("command only uses one address");
		S.ncmd++;
		switch (ch) {
		case '{':
			S.open = xrealloc(S.open, S.nopen + 1, sizeof(int));
			S.open[S.nopen++] = S.ncmd - 1;
			c->tlen = S.pos;	/* for "unmatched `{'" */
			continue;
		case '}':
			if (!S.nopen)
				bad("unexpected `}'");
			S.cmds[S.open[--S.nopen]].num = S.ncmd - 1;
			break;
		case 'a': case 'i': case 'c':
			read_text(c);
			continue;
		case ':':
			c->text = read_label();
			if (!*c->text)
				bad("\":\" lacks a label");
			break;
		case 'b': case 't': case 'T': case 'v':
			c->text = read_label();
			break;
		case 'r': case 'R': case 'w': case 'W':
			c->text = read_filename();
			if (ch == 'w' || ch == 'W')
				c->w = open_out(c->text);
			continue;
		case 'l': case 'q': case 'Q':
			skip_blanks();
			c->num = ch == 'l' ? S.lwidth : 0;
			if (isdigit(peek()))
				c->num = number();
			break;
		case 's':
			parse_subst(c);
			break;
		case 'y':
			parse_y(c);
			break;
		case '=': case 'd': case 'D': case 'g': case 'G': case 'h':
		case 'H': case 'n': case 'N': case 'p': case 'P': case 'x':
		case 'z': case 'F':
			break;
		default:
			bad_at(S.pos, false, "unknown command: `%s'",
			    (char[2]){ ch });
		}
		end_command();
	}
	if (S.nopen)
		bad_at(S.cmds[S.open[S.nopen - 1]].tlen, true, "unmatched `{'",
		    NULL);
}

/* Resolve the labels of b, t and T to command indexes. */
static void
resolve_labels(void)
{
	size_t i, j;

	for (i = 0; i < S.ncmd; i++) {
		struct cmd *c = &S.cmds[i];

		if (!strchr("btT", c->c))
			continue;
		c->num = S.ncmd;
		if (!*c->text)
			continue;
		for (j = 0; j < S.ncmd; j++)
			if (S.cmds[j].c == ':' && !strcmp(S.cmds[j].text,
			    c->text))
				break;
		if (j == S.ncmd)
			fail(4, "can't find label for jump to `%s'", c->text);
		c->num = j;
	}
}

static void
add_chunk(const char *file, const char *text, size_t n)
{
	S.chunks = xrealloc(S.chunks, S.nchunks + 1, sizeof(*S.chunks));
	S.chunks[S.nchunks].start = S.len;
	S.chunks[S.nchunks].file = file;
	S.chunks[S.nchunks++].num = file ? 0 : ++S.nexpr;
	S.src = xrealloc(S.src, S.len + n + 2, 1);
	memcpy(S.src + S.len, text, n);
	S.len += n;
	S.src[S.len++] = '\n';
}

static void
add_file_chunk(const char *name)
{
	struct buf b = { 0 };
	char tmp[4096];
	ssize_t n;
	int fd = strcmp(name, "-") ? open(name, O_RDONLY) : 0;

	if (fd < 0)
		fail(4, "couldn't open file %s: %s", name, strerror(errno));
	while ((n = read(fd, tmp, sizeof(tmp))) > 0)
		buf_add(&b, tmp, n);
	if (n < 0)
		fail(4, "read error on %s: %s", name, strerror(errno));
	if (fd)
		close(fd);
	/* a last line without its newline is as good as one with it */
	if (b.n && b.p[b.n - 1] == '\n')
		b.n--;
	add_chunk(name, b.p ? b.p : "", b.n);
	free(b.p);
}

/* ---- output ----------------------------------------------------------- */

/* a failed output: what its buffer holds is lost, as GNU's */
static void
out_lost(struct out *o)
{
	__fpurge(o->f);
	clearerr(o->f);
}

static void
out_write(struct out *o, const void *p, size_t n)
{
	if (fwrite_unlocked(p, 1, n, o->f) != n && (out_lost(o), 1))
		fail(4, "couldn't write %zu items to %s: %s", n,
		    o == &S.std ? "stdout" : o->name, strerror(errno));
}

/* a line: the \n of the last one first, if it went out without it */
static void
out_line(struct out *o, const char *p, size_t n, bool nl)
{
	if (o->missing)
		putc_unlocked(S.delim, o->f);
	out_write(o, p, n);
	if (nl)
		putc_unlocked(S.delim, o->f);
	o->missing = !nl;
}

static void
out_text(struct out *o, const char *p, size_t n)
{
	if (o->missing)
		putc_unlocked(S.delim, o->f);
	o->missing = false;
	out_write(o, p, n);
}

static void
out_flush(struct out *o)
{
	if ((fflush(o->f) || ferror(o->f)) && (out_lost(o), 1))
		fail(4, "couldn't flush %s: %s", o == &S.std ? "stdout" :
		    o->name, strerror(errno));
}

static void
out_ps(struct out *o)
{
	out_line(o, S.ps.p, S.ps.n, S.chomped);
}

static void
queue(char kind, char *p, size_t n)
{
	if (S.napp == S.capp) {
		S.capp = S.capp * 2 + 4;
		S.app = xrealloc(S.app, S.capp, sizeof(*S.app));
	}
	S.app[S.napp++] = (struct app){ kind, p, n };
}

static void
dump_append(void)
{
	char tmp[8192];
	size_t i, n;
	FILE *f;

	for (i = 0; i < S.napp; i++) {
		struct app *a = &S.app[i];

		if (a->kind != 'r') {
			out_text(S.cur, a->p, a->n);
			if (a->kind == 'R')
				free(a->p);
			continue;
		}
		f = strcmp(a->p, "/dev/stdin") ? fopen(a->p, "r") : stdin;
		if (!f)
			continue;
		while ((n = fread(tmp, 1, sizeof(tmp), f)) > 0)
			out_text(S.cur, tmp, n);
		if (f != stdin)
			fclose(f);
	}
	S.napp = 0;
}

/* l: C escapes, octal for the rest, lines cut at width - 1 with a \ */
static void
list(unsigned long width)
{
	static const char esc[] = "\\\\\aa\bb\ff\nn\rr\tt\vv";
	char rep[8];
	size_t i, col = 0, k;
	const char *e;
	unsigned char c;

	if (S.cur->missing)
		putc_unlocked(S.delim, S.cur->f);
	S.cur->missing = false;
	for (i = 0; i < S.ps.n; i++) {
		c = S.ps.p[i];
		if (c && (e = memchr(esc, c, sizeof(esc) - 1)) &&
		    (e - esc) % 2 == 0)
			k = snprintf(rep, sizeof(rep), "\\%c", e[1]);
		else if (c < 32 || c >= 127)
			k = snprintf(rep, sizeof(rep), "\\%03o", c);
		else
			k = snprintf(rep, sizeof(rep), "%c", c);
		if (width && col + k > width - 1) {
			out_write(S.cur, "\\\n", 2);
			col = 0;
		}
		out_write(S.cur, rep, k);
		col += k;
	}
	out_write(S.cur, "$", 1);
	putc_unlocked(S.delim, S.cur->f);
}

/* ---- in-place editing ------------------------------------------------- */

static void
remove_temp(void *arg)
{
	(void)arg;
	if (S.tmpname)
		unlink(S.tmpname);
	free(S.tmpname);
	S.tmpname = NULL;
}

static bool
start_inplace(const char *name)
{
	const char *slash = strrchr(name, '/');
	int fd;

	if (!S_ISREG(S.ist.st_mode)) {
		fprintf(stderr, "%s: couldn't edit %s: not a regular file\n",
		    applet_name, name);
		S.status = 4;
		return false;
	}
	S.tmpname = slash ? xasprintf("%.*s/sedXXXXXX", (int)(slash - name),
	    name) : xstrdup("./sedXXXXXX");
	if ((fd = mkstemp(S.tmpname)) < 0) {
		free(S.tmpname);
		S.tmpname = NULL;
		fail(4, "couldn't open temporary file %.*s/sedXXXXXX: %s",
		    slash ? (int)(slash - name) : 1, slash ? name : ".",
		    strerror(errno));
	}
	atcleanup(remove_temp, NULL);
	/* and on SIGINT or SIGTERM too: never a stray sedXXXXXX */
	partial_begin();
	partial_set(S.tmpname);
	/* the owner first: fchown may clear the set-id bits fchmod sets */
	if (fchown(fd, S.ist.st_uid, S.ist.st_gid))
		(void)fchown(fd, -1, S.ist.st_gid);
	fchmod(fd, S.ist.st_mode & 07777);
	S.ipout.f = fdopen(fd, "w");
	S.ipout.name = S.tmpname;
	S.ipout.missing = false;
	S.cur = &S.ipout;
	return true;
}

static void
finish_inplace(void)
{
	const char *name = S.fname, *base, *p;
	char *bak = NULL;
	struct buf b = { 0 };

	if (!S.tmpname)
		return;
	base = base_name(name);
	S.cur = &S.std;
	if (fflush(S.ipout.f) || ferror(S.ipout.f) || fsync(fileno(S.ipout.f)))
		fail(4, "couldn't flush %s: %s", S.tmpname, strerror(errno));
	if (fclose(S.ipout.f))
		fail(4, "couldn't close %s: %s", S.tmpname, strerror(errno));
	if (S.suffix && *S.suffix) {
		if (strchr(S.suffix, '*')) {
			for (p = S.suffix; *p; p++)
				if (*p == '*')
					buf_add(&b, name, strlen(name));
				else
					buf_addc(&b, *p);
			buf_addc(&b, 0);
			bak = strchr(S.suffix, '/') || base == name ? b.p :
			    xasprintf("%.*s%s", (int)(base - name), name, b.p);
		} else {
			bak = xasprintf("%s%s", name, S.suffix);
		}
		if (rename(name, bak))
			fail(4, "cannot rename %s: %s", name, strerror(errno));
		if (bak != b.p)
			free(bak);
		free(b.p);
	}
	if (rename(S.tmpname, name))
		fail(4, "cannot rename %s: %s", S.tmpname, strerror(errno));
	free(S.tmpname);
	S.tmpname = NULL;
	partial_end();
	uncleanup(remove_temp, NULL);
}

/* ---- input ------------------------------------------------------------ */

/* Open the next input file (messages for those that cannot be read). */
static bool
next_file(void)
{
	const char *name;

	for (; S.fidx < S.nfiles; ) {
		name = S.files[S.fidx++];
		S.ipos = S.iend = 0;
		S.ieof = false;
		S.fname = name;
		if (S.sep)
			S.line = 0;
		if (!strcmp(name, "-") && !S.inplace) {
			S.fd = 0;
			return true;
		}
		S.fd = open(name, O_RDONLY);
		if (S.fd < 0) {
			fprintf(stderr, "%s: can't read %s: %s\n", applet_name,
			    name, strerror(errno));
			S.status = 2;
			continue;
		}
		if (S.inplace) {
			fstat(S.fd, &S.ist);
			if (!start_inplace(name)) {
				close(S.fd);
				continue;
			}
		}
		return true;
	}
	S.fd = -1;
	return false;
}

static void
close_file(void)
{
	if (S.fd > 0)
		close(S.fd);
	S.fd = -1;
	if (S.inplace)
		finish_inplace();
}

/* Is there more input in this file? Reads more when needed. */
static bool
fill(void)
{
	ssize_t n;

	if (S.ipos < S.iend)
		return true;
	if (S.ieof || S.fd < 0)
		return false;
	S.ipos = S.iend = 0;
	n = read(S.fd, S.ibuf, 65536);
	if (n < 0)
		fail(4, "read error on %s: %s", strcmp(S.fname, "-") ? S.fname :
		    "stdin", strerror(errno));
	if (n == 0)
		S.ieof = true;
	S.iend = n;
	return n > 0;
}

/* Is there a next line, in this file or (without -s) in the next ones? */
static bool
more_input(void)
{
	while (!fill()) {
		if (S.sep || S.fidx >= S.nfiles)
			return false;
		close_file();
		if (!next_file())
			return false;
	}
	return true;
}

/* Read the next line into the pattern space, or append it after \n. */
static bool
read_line(bool append)
{
	char *nl;
	size_t k;

	dump_append();
	while (!fill()) {
		close_file();
		if (!next_file())
			return false;
	}
	if (append)
		buf_addc(&S.ps, S.delim);
	else
		S.ps.n = 0;
	for (;;) {
		k = S.iend - S.ipos;
		nl = memchr(S.ibuf + S.ipos, S.delim, k);
		if (nl)
			k = nl - (S.ibuf + S.ipos);
		buf_add(&S.ps, S.ibuf + S.ipos, k);
		S.ipos += k;
		if (nl) {
			S.ipos++;
			S.chomped = true;
			break;
		}
		if (!fill()) {
			S.chomped = false;
			break;
		}
	}
	S.ps.p[S.ps.n] = 0;
	S.line++;
	S.last = !more_input();
	return true;
}

/* ---- matching --------------------------------------------------------- */

/*
 * Search s (n bytes, s[n] == 0) from start: m[0..nm-1] as regexec's, with
 * offsets from s. A NUL byte ends what regexec sees: the search goes on
 * after it.
 */
static bool
rx_exec(struct rx *r, const char *s, size_t n, size_t start, regmatch_t *m,
    int nm)
{
	const char *p;
	size_t z;
	int i;

	if (!r) {
		if (!S.lastrx)
			fail(4, "no previous regular expression");
		r = S.lastrx;
	}
	S.lastrx = r;
	if (r->lit) {
		p = r->litlen == 1 ? memchr(s + start, *r->lit, n - start) :
		    memmem(s + start, n - start, r->lit, r->litlen);
		if (!p)
			return false;
		m[0].rm_so = p - s;
		m[0].rm_eo = p - s + r->litlen;
		for (i = 1; i < nm; i++)
			m[i].rm_so = m[i].rm_eo = -1;
		return true;
	}
	for (;;) {
		int fl = start && !(r->newline && s[start - 1] == '\n') ?
		    REG_NOTBOL : 0;

		if (!regexec(&r->re, s + start, nm, m, fl)) {
			for (i = 0; i < nm; i++)
				if (m[i].rm_so >= 0) {
					m[i].rm_so += start;
					m[i].rm_eo += start;
				}
			return true;
		}
		z = strlen(s + start);
		if (start + z >= n)
			return false;
		start += z + 1;
	}
}

static bool
match_addr(struct addr *a)
{
	regmatch_t m[1];

	switch (a->type) {
	case A_LINE:
		return S.line == a->n;
	case A_LAST:
		return S.last;
	case A_STEP:
		if (!a->step)
			return S.line == a->n;
		return S.line >= a->n && (S.line - a->n) % a->step == 0;
	case A_RE:
		return rx_exec(a->rx, S.ps.p, S.ps.n, 0, m, 1);
	}
	return false;
}

static bool
selected(struct cmd *c)
{
	if (!c->a1.type)
		return true;
	if (!c->a2.type)
		return match_addr(&c->a1) != c->neg;
	if (c->active) {
		switch (c->a2.type) {
		case A_LINE:
		case A_PLUS:
			c->active = S.line < c->end;
			break;
		case A_MULT:
			c->active = c->a2.n && S.line % c->a2.n;
			break;
		default:
			c->active = !match_addr(&c->a2);
		}
		return !c->neg;
	}
	if (!match_addr(&c->a1))
		return c->neg;
	switch (c->a2.type) {
	case A_LINE:
		c->end = c->a2.n;
		c->active = c->end > S.line;
		break;
	case A_PLUS:
		c->end = S.line + c->a2.n;
		c->active = c->a2.n > 0;
		break;
	case A_MULT:
		c->active = c->a2.n && S.line % c->a2.n;
		break;
	case A_LAST:
		c->active = !S.last;
		break;
	default:
		c->active = true;
	}
	return !c->neg;
}

/* ---- commands --------------------------------------------------------- */

/* regsub's output into a buffer */
static void
buf_put(void *b, const char *p, size_t n)
{
	buf_add(b, p, n);
}

static void
replace(struct cmd *c, regmatch_t *m)
{
	regsub(c->text, c->tlen, S.ps.p, m, buf_put, &S.tmp);
}

static void
subst(struct cmd *c)
{
	regmatch_t m[10];
	size_t start = 0, copied = 0, last = (size_t)-1, so, eo;
	unsigned long count = 0;
	bool done = false;
	struct buf t;
	int nm;

	nm = c->maxref + 1;
	S.tmp.n = 0;
	while (start <= S.ps.n &&
	    rx_exec(c->rx, S.ps.p, S.ps.n, start, m, nm)) {
		so = m[0].rm_so;
		eo = m[0].rm_eo;
		if (so == eo && so == last) {
			/* no empty match right after a match */
			if (so >= S.ps.n)
				break;
			start = so + 1;
			continue;
		}
		last = eo;
		if (++count >= c->num) {
			buf_add(&S.tmp, S.ps.p + copied, so - copied);
			replace(c, m);
			copied = eo;
			done = true;
			if (!c->g)
				break;
		}
		if (so == eo) {
			if (so >= S.ps.n)
				break;
			start = so + 1;
		} else {
			start = eo;
		}
	}
	if (!done)
		return;
	buf_add(&S.tmp, S.ps.p + copied, S.ps.n - copied);
	buf_need(&S.tmp, S.tmp.n);
	S.tmp.p[S.tmp.n] = 0;
	t = S.ps;
	S.ps = S.tmp;
	S.tmp = t;
	S.tflag = true;
	if (c->p)
		out_ps(S.cur);
	if (c->w)
		out_ps(c->w);
}

static struct rfile *
open_rfile(const char *name)
{
	struct rfile *r;

	for (r = S.rfiles; r; r = r->next)
		if (!strcmp(r->name, name))
			return r;
	r = xzalloc(sizeof(*r));
	r->name = xstrdup(name);
	r->f = strcmp(name, "/dev/stdin") ? fopen(name, "r") : stdin;
	r->next = S.rfiles;
	S.rfiles = r;
	return r;
}

static void
exchange(struct buf *a, struct buf *b)
{
	struct buf t = *a;

	*a = *b;
	*b = t;
}

/* g G h H: from copied over to, or (append) after a line end in it */
static void
copy_space(struct buf *to, const struct buf *from, bool append)
{
	if (append)
		buf_addc(to, S.delim);
	else
		to->n = 0;
	buf_add(to, from->p, from->n);
}

/* Run the script over the pattern space: how the cycle ends. */
static int
run(void)
{
	struct cmd *c;
	size_t pc, i;
	char *nl;

	for (pc = 0; pc < S.ncmd; pc++) {
		c = &S.cmds[pc];
		if (!selected(c)) {
			if (c->c == '{')
				pc = c->num;
			continue;
		}
		switch (c->c) {
		case '=':
			if (S.cur->missing)
				putc_unlocked(S.delim, S.cur->f);
			S.cur->missing = false;
			fprintf(S.cur->f, "%lu\n", S.line);
			break;
		case 'a':
			queue('t', c->text, c->tlen);
			break;
		case 'i':
			out_text(S.cur, c->text, c->tlen);
			break;
		case 'c':
			if (!c->a2.type || c->neg || !c->active)
				out_text(S.cur, c->text, c->tlen);
			return END_DELETE;
		case 'b':
			pc = c->num - 1;
			break;
		case 't':
			if (S.tflag) {
				S.tflag = false;
				pc = c->num - 1;
			}
			break;
		case 'T':
			if (!S.tflag)
				pc = c->num - 1;
			S.tflag = false;
			break;
		case 'd':
			return END_DELETE;
		case 'D':
			nl = memchr(S.ps.p, S.delim, S.ps.n);
			if (!nl)
				return END_DELETE;
			i = nl + 1 - S.ps.p;
			memmove(S.ps.p, nl + 1, S.ps.n - i + 1);
			S.ps.n -= i;
			return END_RESTART;
		case 'F':
			out_text(S.cur, S.fname && strcmp(S.fname, "-") ?
			    S.fname : "-", S.fname && strcmp(S.fname, "-") ?
			    strlen(S.fname) : 1);
			out_text(S.cur, "\n", 1);
			break;
		case 'g':
		case 'G':
			copy_space(&S.ps, &S.hs, c->c == 'G');
			break;
		case 'h':
		case 'H':
			copy_space(&S.hs, &S.ps, c->c == 'H');
			break;
		case 'x':
			exchange(&S.ps, &S.hs);
			buf_need(&S.ps, S.ps.n);
			break;
		case 'l':
			list(c->num);
			break;
		case 'n':
			/* at the end of the input (or file, with -s) */
			if (S.last)
				return S.posix ? END_DELETE : END_PRINT;
			if (!S.quiet)
				out_ps(S.cur);
			read_line(false);
			break;
		case 'N':
			if (S.last)
				return S.posix ? END_DELETE : END_PRINT;
			read_line(true);
			break;
		case 'p':
			out_ps(S.cur);
			break;
		case 'P':
			nl = memchr(S.ps.p, S.delim, S.ps.n);
			if (nl)
				out_line(S.cur, S.ps.p, nl - S.ps.p, true);
			else
				out_ps(S.cur);
			break;
		case 'q':
			if (c->num)
				S.status = c->num;
			return END_QUIT;
		case 'Q':
			if (c->num)
				S.status = c->num;
			return END_QUIT_SILENT;
		case 'r':
			queue('r', c->text, 0);
			break;
		case 'R': {
			struct rfile *r = c->rf ? c->rf :
			    (c->rf = open_rfile(c->text));
			char *line = NULL;
			size_t cap = 0;
			ssize_t n;

			if (!r->f || (n = getdelim(&line, &cap, S.delim,
			    r->f)) <= 0) {
				free(line);
				break;
			}
			if (line[n - 1] != S.delim)
				line[n++] = S.delim;
			queue('R', line, n);
			break;
		}
		case 's':
			subst(c);
			break;
		case 'w':
			out_ps(c->w);
			break;
		case 'W':
			nl = memchr(S.ps.p, S.delim, S.ps.n);
			out_line(c->w, S.ps.p, nl ? (size_t)(nl - S.ps.p) :
			    S.ps.n, true);
			break;
		case 'y':
			for (i = 0; i < S.ps.n; i++)
				S.ps.p[i] = c->y[(unsigned char)S.ps.p[i]];
			break;
		case 'z':
			S.ps.n = 0;
			break;
		}
		S.ps.p[S.ps.n] = 0;
	}
	return END_PRINT;
}

static void
process(void)
{
	struct out *o;
	int how;
	size_t i;

	for (i = 0; i < S.ncmd; i++)
		S.cmds[i].active = S.cmds[i].a1.type == A_ZERO;
	while (read_line(false)) {
		S.tflag = false;
		do {
			how = run();
			if (how == END_PRINT || how == END_QUIT) {
				if (!S.quiet)
					out_ps(S.cur);
			}
		} while (how == END_RESTART);
		if (S.unbuf) {
			out_flush(S.cur);
			for (o = S.outs; o; o = o->next)
				out_flush(o);
		}
		if (how == END_QUIT || how == END_QUIT_SILENT) {
			if (how == END_QUIT)
				dump_append();
			if (S.inplace && S.tmpname)
				close_file();
			return;
		}
	}
}

/* Put -e and -f's scripts in the order they were given. */
static void
add_scripts(char **argv, struct opts *o)
{
	struct optlist *e = &o->arg[S_e].l, *f = &o->arg[S_f].l;
	int i, j, ie = 0, jf = 0;
	size_t len;

	for (i = 1; argv[i]; i++) {
		len = strlen(argv[i]);
		for (j = 0; j < 2; j++) {
			struct optlist *l = j ? f : e;
			int *k = j ? &jf : &ie;

			while (*k < l->n && l->v[*k] >= argv[i] &&
			    l->v[*k] <= argv[i] + len) {
				if (j)
					add_file_chunk(l->v[*k]);
				else
					add_chunk(NULL, l->v[*k],
					    strlen(l->v[*k]));
				++*k;
			}
		}
	}
}

int
sed_main(int argc, char **argv)
{
	struct opts o;
	char **args, **copy;
	struct out *op;

	(void)argc;
	memset(&S, 0, sizeof(S));
	copy = xmalloc((argc + 1) * sizeof(char *));
	memcpy(copy, argv, (argc + 1) * sizeof(char *));
	args = getopts(&o, OPTS_sed, argv);
	S.quiet = OPT(&o, F_n);
	S.ere = OPT(&o, F_E | F_r);
	S.inplace = OPT(&o, F_i);
	S.suffix = o.arg[S_i].s;
	S.sep = OPT(&o, F_s) || S.inplace;
	S.posix = OPT(&o, F_posix);
	S.unbuf = OPT(&o, F_u);
	S.delim = OPT(&o, F_z) ? 0 : '\n';
	S.lwidth = OPT(&o, F_l) ? (unsigned long)o.arg[S_l].n : 70;
	S.std.f = stdout;
	S.cur = &S.std;
	add_scripts(copy, &o);
	free(copy);
	if (!S.nchunks) {
		if (!*args) {
			show_usage(stderr, true);
			return 1;
		}
		add_chunk(NULL, *args, strlen(*args));
		args++;
	}
	if (S.len >= 2 && S.src[0] == '#' && S.src[1] == 'n' &&
	    (S.src[2] == '\n'))
		S.quiet = true;
	parse();
	resolve_labels();
	S.lastrx = NULL;
	static char dash[] = "-", *stdin_only[] = { dash, NULL };
	S.files = *args ? args : stdin_only;
	for (S.nfiles = 0; S.files[S.nfiles]; S.nfiles++)
		;
	if (!S.unbuf)
		setvbuf(stdout, NULL, _IOFBF, 65536);
	S.ibuf = xmalloc(65536);
	S.fd = -1;
	process();
	if (S.fd >= 0)
		close_file();
	out_flush(&S.std);
	for (op = S.outs; op; op = op->next)
		out_flush(op);
	return S.status;
}
