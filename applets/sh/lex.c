/*
 * lex.c - tokens and words: quoting, expansions' syntax, here-documents
 *
 * POSIX.1-2024 XCU 2.3 (token recognition), 2.2 (quoting), 2.6 (the
 * syntax of expansions), 2.7.4 (here-documents). A word comes out as a
 * list of parts: literal text (quoted or not), parameter expansions,
 * command substitutions and arithmetic, each knowing whether it stood in
 * double quotes. The lexer does not know about reserved words: the parser
 * decides from tok.text, set when a word is one unquoted literal. Alias
 * substitution happens here, when the parser asks for a command word.
 * Extensions (bash, BusyBox ash): $'...', <<<, &>, |&, ${x/p/r},
 * ${x:off:len}; bash's ${x^p} ${x^^p} ${x,p} ${x,,p}, ${!x}, ${!p*}
 * and ${!p@}, and its arrays: ${a[i]}, ${a[@]}, ${!a[@]}, a=(...).
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"

struct token tok;
static struct redir *heredocs;	/* waiting for their bodies */
bool lex_nokw;
static bool alias_next;		/* previous alias ended with a blank */
static void *alias_blank;	/* that alias: its text must be used up */

/* how read_parts() treats characters, and where it stops */
enum { M_WORD, M_DQ, M_PARAM, M_PARAMDQ, M_HEREDOC, M_ARITH };

struct pbuild {
	struct wpart	*head, **tail;
	struct sbuf	*lit;		/* sb_arena() */
	int		litq;
	bool		any;		/* a part or quotes were seen */
	bool		brace;		/* an unquoted '{' was seen */
};

static void read_parts(struct pbuild *pb, int mode);

/*
 * A here-doc delimiter is the word as written, with quote removal
 * (POSIX 2.7.4), so <<$(cmd) ends at a line "$(cmd)". While its word
 * is read, the input is captured and the text of each $ or ` part at
 * the top of the word is noted: heredoc_delim() puts them back.
 */
struct span {
	size_t		from, to;
};
struct capture {
	struct sbuf	text;		/* the word's input */
	struct span	*spans;		/* its $ and ` parts in text */
	int		n, max, depth;
};
static bool delim_next;		/* the next word follows << or <<- */
/* delimiters inside delimiters ("<<$(cat <<x ...)") nest */
static struct capture caps[8];
static int ncaps;

void
lex_save(struct lexstate *s)
{
	s->heredocs = heredocs;
	s->alias_next = alias_next;
	s->ncaps = ncaps;
	heredocs = NULL;
	alias_next = false;
}

void
lex_restore(const struct lexstate *s)
{
	heredocs = s->heredocs;
	alias_next = s->alias_next;
	ncaps = s->ncaps;	/* 0 after an error */
}

static void
heredoc_add(struct redir *r)
{
	struct redir **p = &heredocs;

	while (*p)
		p = &(*p)->hnext;
	r->hnext = NULL;
	*p = r;
}

NORETURN void
bad_subst(void)
{
	sh_error("Bad substitution");
}

static void
pb_init(struct pbuild *pb)
{
	memset(pb, 0, sizeof(*pb));
	pb->tail = &pb->head;
	pb->lit = sb_arena();
}

static struct wpart *
pb_new(struct pbuild *pb, int type, int quoted)
{
	struct wpart *p = stzalloc(sizeof(*p));

	p->type = type;
	p->quoted = quoted;
	*pb->tail = p;
	pb->tail = &p->next;
	pb->any = true;
	return p;
}

static void
pb_flush(struct pbuild *pb)
{
	struct wpart *p;

	if (!pb->lit->len)
		return;
	/* found once here, not each time the word is expanded */
	if (ENABLE_SH_EXTRAS && !pb->litq && memchr(pb->lit->s, '{',
	    pb->lit->len))
		pb->brace = true;
	p = pb_new(pb, WP_LIT, pb->litq);
	p->str = ststrndup(pb->lit->s, pb->lit->len);
	p->len = pb->lit->len;
	pb->lit->len = 0;
}

static void
pb_char(struct pbuild *pb, int c, int quoted)
{
	if (pb->lit->len && pb->litq != quoted)
		pb_flush(pb);
	pb->litq = quoted;
	sb_addc(pb->lit, c);
}

static struct word *
pb_word(struct pbuild *pb)
{
	struct word *w;

	pb_flush(pb);
	sb_free(pb->lit);
	w = stzalloc(sizeof(*w));
	w->parts = pb->head;
	IF_SH_EXTRAS(w->brace = pb->brace;)
	return w;
}

static bool
is_namec(int c, bool first)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (!first && c >= '0' && c <= '9');
}

/* pgetc() that skips backslash-newline, outside single quotes */
static int
getc_cont(void)
{
	int c, d;

	for (;;) {
		c = pgetc();
		if (c != '\\')
			return c;
		d = pgetc();
		if (d != '\n') {
			pungetc(d);
			return c;
		}
	}
}

/* up to max hex digits; *n: how many there were (the rest unread) */
static unsigned long
read_hex(int max, int *n)
{
	unsigned long v = 0;
	int c;

	for (*n = 0; *n < max; (*n)++) {
		c = pgetc();
		if (!isxdigit(c)) {
			pungetc(c);
			break;
		}
		v = v * 16 + (c <= '9' ? c - '0' : (c | 32) - 'a' + 10);
	}
	return v;
}

/* as bash: the original UTF-8 scheme, up to 6 bytes for 31 bits */
static void
put_utf8(struct pbuild *pb, unsigned long v)
{
	static const unsigned char lead[] = {
		0, 0xc0, 0xe0, 0xf0, 0xf8, 0xfc
	};
	int n;

	if (v > 0x7fffffff)
		return;
	for (n = 1; n < 5 && v >> (5 * n + 6); n++)
		;

	pb_char(pb, lead[n] | v >> 6 * n, 1);
	while (n--)
		pb_char(pb, 0x80 | (v >> 6 * n & 0x3f), 1);
}

/* $'...': ANSI-C escapes, a quoted literal */
static void
read_dollar_single(struct pbuild *pb)
{
	unsigned long u;
	int c, v, n;

	pb->any = true;
	for (;;) {
		c = pgetc();
		if (c == PEOF)
			synerror("unterminated quoted string");
		if (c == '\'')
			break;
		if (c == '\\') {
			c = pgetc();
			switch (c) {
			case 'a': c = '\a'; break;
			case 'b': c = '\b'; break;
			case 'e': case 'E': c = 033; break;
			case 'f': c = '\f'; break;
			case 'n': c = '\n'; break;
			case 'r': c = '\r'; break;
			case 't': c = '\t'; break;
			case 'v': c = '\v'; break;
			case '\\': case '\'': case '"': case '?': break;
			case 'c':
				/* \c? is DEL; \c\\ is FS (POSIX 2.2.4) */
				c = pgetc();
				if (c == PEOF)
					continue;
				if (c == '\\' && (v = pgetc()) != '\\')
					pungetc(v);
				c = c == '?' ? 0x7f : c & 0x1f;
				break;
			case 'x': case 'u': case 'U':
				/* \u and \U (bash): a code point, in UTF-8 */
				u = read_hex(c == 'x' ? 2 : c == 'u' ? 4 : 8,
				    &n);
				if (!n) {
					/* no digits: the text as written */
					pb_char(pb, '\\', 1);
					break;
				}
				if (c == 'x' || u < 0x80) {
					c = u;
					break;
				}
				put_utf8(pb, u);
				continue;
			default:
				if (c >= '0' && c <= '7') {
					v = c - '0';
					for (n = 1; n < 3; n++) {
						c = pgetc();
						if (c < '0' || c > '7') {
							pungetc(c);
							break;
						}
						v = v * 8 + c - '0';
					}
					c = v & 0xff;
				} else {
					pb_char(pb, '\\', 1);
					if (c == PEOF)
						continue;
				}
			}
		}
		pb_char(pb, c, 1);
	}
	if (!pb->lit->len || !pb->litq) {
		pb_flush(pb);
		pb_new(pb, WP_LIT, 1)->str = "";
	}
}

/*
 * ${ x}, ${x!}, ${#x-}: read up to the '}' and fail when expanded, as
 * dash does; c is the character that does not fit.
 */
static void
bad_braced(struct wpart *p, int c, int mode)
{
	struct pbuild sub;
	int line;

	pungetc(c);
	line = plinno;		/* "${" and a newline at the end: its line */
	p->op = PO_BAD;
	if (!p->str)
		p->str = "";
	pb_init(&sub);
	read_parts(&sub, mode);
	pb_word(&sub);
	if (pgetc() != '}') {
		if (c == '\n')
			plinno = line;
		synerror("missing '}'");
	}
}

/*
 * After "${!" (SH_EXTRAS): bash's indirection ${!name...}, ${!1...} and
 * ${!#} (the parameter named by the value of #, ? or $), marked with
 * PF_INDIR; else ${!} and ${!-x} stay $!. The character to go on with.
 */
static int
read_indirect(struct wpart *p)
{
	int c = getc_cont(), d;

	if (is_namec(c, true) || isdigit(c)) {
		p->flags |= PF_INDIR;
		return c;
	}
	if (c != PEOF && strchr("#?$", c)) {
		d = getc_cont();
		pungetc(d);
		if (d == '}') {
			p->flags |= PF_INDIR;
			return c;
		}
	}
	pungetc(c);
	return '!';
}

#if ENABLE_SH_EXTRAS
/*
 * After "${name[" (bash): the subscript up to its "]", then the
 * character after it in *c. @ and * stand alone; any other text is an
 * arithmetic expression, kept as $((...)) text is. False for a "}"
 * before the "]", as in ${a[}: bash's bad substitution when expanded.
 */
static bool
read_subscript(struct wpart *p, int *c)
{
	struct sbuf *t = sb_arena();
	int depth = 0, braces = 0, line = plinno;

	for (;;) {
		*c = getc_cont();
		if (*c == PEOF)
			synerror("missing '}'");
		if (*c == '}' && !braces--) {
			sb_free(t);
			p->op = PO_BAD;
			p->str = "";
			return false;
		}
		if (*c == '{')
			braces++;
		else if (*c == '}')
			;
		else if (*c == '[')
			depth++;
		else if (*c == ']' && !depth--)
			break;
		sb_addc(t, *c);
	}
	if (t->len == 1 && (*t->s == '@' || *t->s == '*'))
		p->subk = *t->s;
	else {
		p->subk = '[';
		p->sub = parse_arith_word(sb_str(t), line);
	}
	sb_free(t);
	*c = getc_cont();
	return true;
}

/*
 * After a word "name=" or "name+=" that "(" follows at once: bash's
 * array assignment. The words up to ")" (blanks, newlines and comments
 * between them) become a WP_LIST part after the literal.
 */
static void
read_compound(struct word *w)
{
	struct word *head = NULL, **t = &head;
	struct pbuild pb;
	struct wpart *p;
	int c;

	for (;;) {
		c = getc_cont();
		if (c == ' ' || c == '\t' || c == '\n')
			continue;
		if (c == '#') {
			while ((c = pgetc()) != '\n' && c != PEOF)
				;
			pungetc(c);
			continue;
		}
		if (c == ')')
			break;
		if (c == PEOF)
			synerror("missing ')'");
		if (strchr(";&|<>(", c))
			synerror("unexpected \"%c\" in an array's (...)", c);
		pungetc(c);
		pb_init(&pb);
		read_parts(&pb, M_WORD);
		*t = pb_word(&pb);
		t = &(*t)->next;
	}
	p = stzalloc(sizeof(*p));
	p->type = WP_LIST;
	p->arg = head;
	w->parts->next = p;
}

/* the word is "name=" or "name+=", nothing quoted */
static bool
compound_start(const struct word *w)
{
	const struct wpart *p = w->parts;
	size_t n;

	if (!p || p->next || p->type != WP_LIT || p->quoted ||
	    p->len < 2 || p->str[p->len - 1] != '=')
		return false;
	n = p->len - 1 - (p->str[p->len - 2] == '+');
	return is_name(p->str, n);
}
#endif

/* ${...}: the name, the operator, the operand words */
static void
read_braced(struct pbuild *pb, int quoted)
{
	struct wpart *p;
	struct pbuild sub;
	struct sbuf *name = sb_arena();
	int c, e, mode = quoted ? M_PARAMDQ : M_PARAM;
	bool named = false;

	pb_flush(pb);
	p = pb_new(pb, WP_PARAM, quoted);
	c = getc_cont();
	if (c == '#') {
		int d = getc_cont();

		if (d == '}') {
			p->str = "#";
			p->len = 1;
			return;
		}
		if (d == '#' || d == '?' || d == '-') {
			/* ${#-} is the length of $-, ${#-x} is $# or x */
			e = getc_cont();
			pungetc(e);
			if (e == '}') {
				p->op = PO_LEN;
			} else {
				sb_addc(name, '#');
				named = true;
			}
			c = d;
		} else if (is_namec(d, true) || isdigit(d) ||
		    (d != PEOF && strchr("@*$!", d))) {
			p->op = PO_LEN;
			c = d;
		} else {
			/* $# with an operator, as in ${#-x} */
			pungetc(d);
		}
	}
	if (ENABLE_SH_EXTRAS && c == '!' && p->op == PO_NONE)
		c = read_indirect(p);
	if (named) {
		/* $# before an operator */
	} else if (is_namec(c, true)) {
		while (is_namec(c, false)) {
			sb_addc(name, c);
			c = getc_cont();
		}
#if ENABLE_SH_EXTRAS
		if (c == '[' && !read_subscript(p, &c)) {
			sb_free(name);
			return;
		}
#endif
	} else if (isdigit(c)) {
		while (isdigit(c)) {
			sb_addc(name, c);
			c = getc_cont();
		}
	} else if (c != PEOF && strchr("@*#?-$!", c)) {
		sb_addc(name, c);
		c = getc_cont();
	} else {
		sb_free(name);
		bad_braced(p, c, mode);
		return;
	}
	p->str = ststrndup(name->s, name->len);
	p->len = name->len;
	sb_free(name);
	if (p->op == PO_LEN) {
		if (c != '}')
			bad_braced(p, c, mode);
		return;
	}
	if (c == '}') {
		p->flags |= PF_BRACED;	/* for a here-doc delimiter's text */
		return;
	}
	if (ENABLE_SH_EXTRAS && (p->flags & PF_INDIR) && (c == '*' ||
	    c == '@') && !isdigit((unsigned char)*p->str)) {
		/* ${!prefix*} and ${!prefix@} */
		if ((e = getc_cont()) == '}') {
			p->op = PO_NAMES;
			p->flags = c == '@' ? PF_ALL : 0;
			return;
		}
		pungetc(e);
	}
	if (c == ':') {
		c = getc_cont();
		if (c != PEOF && strchr("-=?+", c)) {
			p->flags |= PF_COLON;
		} else {
			/* ${x:off} and ${x:off:len} */
			pungetc(c);
			p->op = PO_SUBSTR;
			pb_init(&sub);
			read_parts(&sub, mode | 0x100);
			p->arg = pb_word(&sub);
			c = pgetc();
			if (c == ':') {
				pb_init(&sub);
				read_parts(&sub, mode);
				p->arg2 = pb_word(&sub);
				c = pgetc();
			}
			if (c != '}')
				synerror("missing '}'");
			if (!p->arg->parts && !p->arg2)
				p->op = PO_BAD;	/* ${x:}, as bash */
			return;
		}
	}
	switch (c) {
	case PEOF: synerror("missing '}'");
	case '-': p->op = PO_MINUS; break;
	case '=': p->op = PO_ASSIGN; break;
	case '?': p->op = PO_QUEST; break;
	case '+': p->op = PO_PLUS; break;
	case '#':
		p->op = PO_TRIMS;
		if ((c = getc_cont()) == '#')
			p->op = PO_TRIML;
		else
			pungetc(c);
		break;
	case '%':
		p->op = PO_TRIMPS;
		if ((c = getc_cont()) == '%')
			p->op = PO_TRIMPL;
		else
			pungetc(c);
		break;
	case '^': case ',':
		if (!ENABLE_SH_EXTRAS) {
			bad_braced(p, c, mode);
			return;
		}
		/* ${x^pat} ${x^^pat} ${x,pat} ${x,,pat}: a pattern follows */
		p->op = c == '^' ? PO_UPPER : PO_LOWER;
		if ((e = getc_cont()) == c)
			p->flags |= PF_ALL;
		else
			pungetc(e);
		break;
	case '/':
		p->op = PO_SUBST;
		c = getc_cont();
		if (c == '/')
			p->flags |= PF_ALL;
		else if (c == '#')
			p->flags |= PF_HEAD;
		else if (c == '%')
			p->flags |= PF_TAIL;
		else
			pungetc(c);
		pb_init(&sub);
		if (p->flags & PF_ALL) {
			/* as bash, ${x////_} replaces each / */
			if ((c = getc_cont()) == '/')
				pb_char(&sub, c, false);
			else
				pungetc(c);
		}
		read_parts(&sub, M_PARAM | 0x200);	/* a pattern */
		p->arg = pb_word(&sub);
		c = pgetc();
		if (c == '/') {
			/* as bash, the outer double quotes do not quote
			 * the replacement either: "${x/a/\/}" is x/ */
			pb_init(&sub);
			read_parts(&sub, M_PARAM);
			p->arg2 = pb_word(&sub);
			c = pgetc();
		}
		if (c != '}')
			synerror("missing '}'");
		return;
	default:
		bad_braced(p, c, mode);
		return;
	}
	/*
	 * In "${x#pat}" the pattern is not quoted by the outer double
	 * quotes (POSIX 2.6.2): only quotes inside the braces count.
	 */
	pb_init(&sub);
	read_parts(&sub, p->op >= PO_TRIMS ? M_PARAM : mode);
	p->arg = pb_word(&sub);
	if (pgetc() != '}')
		synerror("missing '}'");
}

/*
 * Parse text as a word in here-document style (for $((...))), its lines
 * counted from first.
 */
struct word *
parse_arith_word(const char *s, int first)
{
	struct pbuild pb;
	struct sbuf *pc = pcapture;	/* not text as written */
	int line = plinno;

	pcapture = NULL;
	push_string(s, strlen(s), NULL);
	plinno = first;
	pb_init(&pb);
	read_parts(&pb, M_ARITH);
	pop_file();
	plinno = line;
	pcapture = pc;
	return pb_word(&pb);
}

/*
 * The text of $((...)) or ((...)) after the opening parentheses, up to
 * the closing "))". With soft, false where they do not close so (the
 * text read, with a lone ")", is in t), or where they nest deeper than
 * ARITH_SOFT_NEST: each "((" in "((((((..." is tried as ((...)), and
 * without that bound each try would read (and keep) the rest of the
 * input, quadratic time and memory (100,000 of them took 27 s and 4 GB).
 */
#define ARITH_SOFT_NEST 256

static bool
arith_text(struct sbuf *t, bool soft)
{
	int c, depth = 0;

	for (;;) {
		c = getc_cont();
		if (c == PEOF && soft)
			return false;
		if (c == PEOF)
			synerror("missing '))'");
		if (c == '(' && soft && depth == ARITH_SOFT_NEST) {
			pungetc(c);
			return false;
		}
		if (c == '(')
			depth++;
		else if (c == ')') {
			if (depth == 0) {
				c = getc_cont();
				if (c == ')')
					return true;
				if (!soft)
					synerror("missing '))'");
				pungetc(c);
				sb_addc(t, ')');
				return false;
			}
			depth--;
		}
		sb_addc(t, c);
	}
}

static void
read_arith(struct pbuild *pb, int quoted)
{
	struct sbuf *t = sb_arena();
	struct wpart *p;
	int line = plinno;

	arith_text(t, false);
	pb_flush(pb);
	p = pb_new(pb, WP_ARITH, quoted);
	p->arg = parse_arith_word(sb_str(t), line);
	sb_free(t);
}

/* a word that is s as $((s)), quoted; no parts for blank s */
static struct word *
arith_word(const char *s, int line)
{
	struct pbuild pb;

	pb_init(&pb);
	if (s[strspn(s, " \t\n")])
		pb_new(&pb, WP_ARITH, 1)->arg = parse_arith_word(s, line);
	return pb_word(&pb);
}

/*
 * After a "(" token: a "(" right after it starts bash's ((...)) (with
 * SH_EXTRAS); its expression as a word (see arith_word), else NULL.
 * Text that is no expression (and has no $ or ` to expand first) is read
 * again as written, as two subshells: "((echo a) | cat)" (POSIX lets
 * "((" be either; dash reads only subshells).
 */
struct word *
lex_arith_cmd(void)
{
	static char again;	/* the source of that text, not an alias */
	struct sbuf *t = sb_arena();
	struct word *w = NULL;
	bool closed;
	size_t cap = pcapture ? pcapture->len : 0;
	int c = pgetc(), line = plinno;
	char *s;

	if (!ENABLE_SH_EXTRAS || c != '(') {
		pungetc(c);
		return NULL;
	}
	closed = arith_text(t, true);
	s = ststrdup(sb_str(t));
	sb_free(t);
	if (closed && (strpbrk(s, "$`") || arith_parses(s)))
		return arith_word(s, line);
	if (pcapture)
		pcapture->len = cap;
	plinno = line;
	sb_addc(t, '(');
	sb_adds(t, s);
	if (closed)
		sb_adds(t, "))");
	s = ststrdup(sb_str(t));
	sb_free(t);
	input_drop_reread(&again);
	push_string(s, strlen(s), &again);
	return w;
}

/*
 * bash's for ((init; cond; step)) after "for (": the three expressions as
 * words (see arith_word), chained init, cond, step; NULL when the next
 * character is not "(".
 */
struct word *
lex_arith_for(void)
{
	struct sbuf *t = sb_arena();
	struct word *w[3];
	char *s, *e;
	int c = pgetc(), line = plinno, i, depth;

	if (c != '(') {
		pungetc(c);
		return NULL;
	}
	arith_text(t, false);
	s = ststrdup(sb_str(t));
	for (i = 0; i < 3; i++) {
		for (e = s, depth = 0; *e && (depth || *e != ';'); e++)
			depth += (*e == '(') - (*e == ')');
		if ((i < 2 && *e != ';') || (i == 2 && *e))
			synerror("for ((...)) wants three expressions");
		*e = 0;
		w[i] = arith_word(s, line);
		s = e + 1;
	}
	sb_free(t);
	w[0]->next = w[1];
	w[1]->next = w[2];
	return w[0];
}

static void
read_backquote(struct pbuild *pb, int quoted)
{
	struct sbuf *t = sb_arena();
	struct wpart *p;
	int c, line = plinno;

	for (;;) {
		c = pgetc();
		if (c == PEOF)
			synerror("end of file in backquote substitution");
		if (c == '`')
			break;
		if (c == '\\') {
			c = pgetc();
			if (c == '\n')
				continue;
			if (c != '$' && c != '`' && c != '\\' &&
			    !(quoted && c == '"'))
				sb_addc(t, '\\');
			if (c == PEOF)
				continue;
		}
		sb_addc(t, c);
	}
	pb_flush(pb);
	p = pb_new(pb, WP_CMDSUB, quoted);
	p->cmd = parse_backquote(sb_str(t), line);
	sb_free(t);
}

static void
read_dollar(struct pbuild *pb, int quoted)
{
	struct wpart *p;
	struct sbuf *name;
	int c = getc_cont(), d;

	if (c == '{') {
		read_braced(pb, quoted);
		return;
	}
	if (c == '(') {
		d = getc_cont();
		if (d == '(') {
			read_arith(pb, quoted);
			return;
		}
		pungetc(d);
		pb_flush(pb);
		p = pb_new(pb, WP_CMDSUB, quoted);
		p->cmd = parse_subcmd();
		return;
	}
	if (c == '\'' && !quoted) {
		read_dollar_single(pb);
		return;
	}
	name = sb_arena();
	if (is_namec(c, true)) {
		while (is_namec(c, false)) {
			sb_addc(name, c);
			c = getc_cont();
		}
		pungetc(c);
	} else if (isdigit(c) || (c != PEOF && strchr("@*#?-$!", c))) {
		sb_addc(name, c);
	} else {
		pungetc(c);
		pb_char(pb, '$', quoted);
		return;
	}
	pb_flush(pb);
	p = pb_new(pb, WP_PARAM, quoted);
	p->str = ststrndup(name->s, name->len);
	p->len = name->len;
	sb_free(name);
}

/* A $ or ` construct; in a here-doc delimiter, note where it is. */
static void
read_subst(struct pbuild *pb, int c, int quoted)
{
	struct wpart **t = pb->tail;
	struct capture *k = ncaps ? &caps[ncaps - 1] : NULL;
	bool top = k && pcapture == &k->text && !k->depth;
	size_t from = top ? k->text.len - 1 : 0;	/* $ or ` is read */

	if (k)
		k->depth++;
	if (c == '$')
		read_dollar(pb, quoted);
	else
		read_backquote(pb, quoted);
	if (k)
		k->depth--;
	if (!top)
		return;
	for (; *t; t = &(*t)->next)
		if ((*t)->type != WP_LIT) {
			if (k->n == k->max) {
				k->max = k->max ? 2 * k->max : 4;
				k->spans = xrealloc(k->spans, k->max,
				    sizeof(*k->spans));
			}
			k->spans[k->n].from = from;
			k->spans[k->n++].to = k->text.len;
			break;
		}
}

/*
 * Read the parts of a word. The modes stop at: M_WORD a blank or
 * operator, M_DQ the closing '"', M_PARAM/M_PARAMDQ an unquoted '}'
 * (with 0x100: also ':', with 0x200: also '/'), M_HEREDOC and M_ARITH
 * the end of input. The stopping character is left unread.
 */
static void
read_parts(struct pbuild *pb, int mode)
{
	int stop = mode & 0x300, c, d;
	int q;

	stack_check();
	mode &= 0xff;
	q = mode == M_DQ || mode == M_PARAMDQ;
	for (;;) {
		c = pgetc();
		switch (c) {
		case PEOF:
			if (mode == M_DQ)
				synerror("unterminated quoted string");
			return;
		case '\\':
			d = pgetc();
			if (d == '\n')
				continue;
			if (d == PEOF) {
				pb_char(pb, '\\', q);
				continue;
			}
			/* in "..." a \ before } stays, except in "${..}" */
			if (mode == M_WORD || mode == M_PARAM ||
			    strchr(mode == M_HEREDOC || mode == M_ARITH ?
			    "$`\\" : mode == M_DQ ? "$`\"\\" :
			    "$`\"\\}", d))
				pb_char(pb, d, 1);
			else {
				pb_char(pb, '\\', q);
				pb_char(pb, d, q);
			}
			continue;
		case '$':
		case '`':
			read_subst(pb, c, q || mode == M_HEREDOC);
			continue;
		case '\'':
			if (mode != M_WORD && mode != M_PARAM)
				break;
			pb->any = true;
			if (pb->lit->len && !pb->litq)
				pb_flush(pb);
			pb->litq = 1;
			for (;;) {
				c = pgetc();
				if (c == PEOF)
					synerror("unterminated quoted string");
				if (c == '\'')
					break;
				sb_addc(pb->lit, c);
			}
			if (!pb->lit->len)
				pb_new(pb, WP_LIT, 1)->str = "";
			continue;
		case '"':
			if (mode == M_DQ)
				return;
			if (mode == M_HEREDOC || mode == M_ARITH)
				break;
			pb->any = true;
			if (mode == M_PARAMDQ) {
				/* "${x-"a}b"}": a } inside is literal */
				read_parts(pb, M_DQ);
				continue;
			}
			{
				struct wpart **before = pb->tail;
				size_t litlen = pb->lit->len;

				read_parts(pb, M_DQ);
				if (pb->tail == before &&
				    pb->lit->len == litlen) {
					pb_flush(pb);
					pb_new(pb, WP_LIT, 1)->str = "";
				}
			}
			continue;
		case '}':
			if (mode == M_PARAM || mode == M_PARAMDQ) {
				pungetc(c);
				return;
			}
			break;
		case ':':
			if (stop & 0x100) {
				pungetc(c);
				return;
			}
			break;
		case '/':
			if (stop & 0x200) {
				pungetc(c);
				return;
			}
			break;
		case ' ': case '\t': case '\n': case ';': case '&': case '|':
		case '<': case '>': case '(': case ')':
			if (mode == M_WORD) {
				pungetc(c);
				return;
			}
			break;
		}
		pb_char(pb, c, q || mode == M_HEREDOC);
	}
}

/* ---- here-documents ---------------------------------------------- */

/*
 * The delimiter: the word with quote removal, its $ and ` parts as
 * written (not expanded); quoted if any quoting.
 */
static char *
heredoc_delim(struct word *w, bool *quoted, const struct capture *c)
{
	struct sbuf *b = sb_arena();
	struct wpart *p;
	char *s;
	int k = 0;

	*quoted = false;
	for (p = w->parts; p; p = p->next) {
		if (p->quoted)
			*quoted = true;
		if (p->type == WP_LIT) {
			sb_add(b, p->str, p->len);
		} else if (c && k < c->n) {
			sb_add(b, c->text.s + c->spans[k].from,
			    c->spans[k].to - c->spans[k].from);
			k++;
		}
	}
	s = ststrdup(sb_str(b));
	sb_free(b);
	return s;
}

static void
read_heredoc(struct redir *r)
{
	struct sbuf *body = sb_arena(), *line = sb_arena();
	struct pbuild pb;
	int c, d, line0, first = plinno;
	size_t start;
	const char *l;

	for (;;) {
		line->len = 0;
		start = body->len;
		c = pgetc();
		if (r->strip_tabs)
			while (c == '\t')
				c = pgetc();
		while (c != '\n' && c != PEOF) {
			/*
			 * An unquoted body joins lines at backslash-newline;
			 * the body keeps it, for its parser to count the line.
			 */
			if (c == '\\' && !r->quoted) {
				d = pgetc();
				if (d == '\n') {
					sb_add(body, "\\\n", 2);
					c = pgetc();
					continue;
				}
				sb_addc(line, c);
				sb_addc(body, c);
				if (d == PEOF) {
					c = d;
					continue;
				}
				sb_addc(line, d);
				sb_addc(body, d);
				c = pgetc();
				continue;
			}
			sb_addc(line, c);
			sb_addc(body, c);
			c = pgetc();
		}
		l = sb_str(line);
		if (!strcmp(l, r->delim)) {
			body->len = start;
			break;
		}
		if (c == PEOF)
			break;
		sb_addc(body, '\n');
	}
	sb_free(line);
	line0 = plinno;
	if (r->quoted) {
		struct wpart *p;

		pb_init(&pb);
		p = pb_new(&pb, WP_LIT, 1);
		p->str = ststrndup(body->s ? body->s : "", body->len);
		p->len = body->len;
		r->word = pb_word(&pb);
	} else {
		/* unquoted: $, ` and \ keep their meaning; parse the text */
		struct sbuf *pc = pcapture;

		pcapture = NULL;
		push_string(sb_str(body), body->len, NULL);
		plinno = first;	/* errors and $LINENO count in the file */
		pb_init(&pb);
		read_parts(&pb, M_HEREDOC);
		pop_file();
		pcapture = pc;
		r->word = pb_word(&pb);
	}
	plinno = line0;
	sb_free(body);
}

static void
read_heredocs(void)
{
	struct redir *r;

	while ((r = heredocs)) {
		heredocs = r->hnext;
		r->hnext = NULL;
		read_heredoc(r);
	}
}

/* A here-doc redirection with its delimiter word just read: queue it. */
void
heredoc_setup(struct redir *r)
{
	if (tok.delim) {
		r->delim = tok.delim;
		r->quoted = tok.dquoted;
	} else {
		r->delim = heredoc_delim(tok.w, &r->quoted, NULL);
	}
	heredoc_add(r);
}

/* ---- tokens ------------------------------------------------------ */

static void
word_text(struct word *w)
{
	struct wpart *p = w->parts;

	tok.text = NULL;
	if (p && !p->next && p->type == WP_LIT && !p->quoted)
		tok.text = p->str;
}

static void
lex_token(void)
{
	struct pbuild pb;
	struct capture *k = NULL;
	struct sbuf *outer = NULL;
	int c, d;
	bool delim = delim_next;

	delim_next = false;
	tok.w = NULL;
	tok.text = NULL;
	tok.delim = NULL;
	tok.fd = -1;
	do
		c = getc_cont();
	while (c == ' ' || c == '\t');
	input_drop_used();
	tok.lineno = plinno;
	if (c == '#') {
		while ((c = pgetc()) != '\n' && c != PEOF)
			;
	}
	switch (c) {
	case PEOF:
		tok.type = T_EOF;
		return;
	case '\n':
		tok.type = T_NL;
		tok.lineno = plinno - 1;
		read_heredocs();
		return;
	case ';':
		d = getc_cont();
		if (d == ';') {
			tok.type = T_DSEMI;
			/* ;;& (bash): go on testing the next patterns */
			if (ENABLE_SH_EXTRAS && (d = getc_cont()) == '&')
				tok.type = T_DSEMIAMP;
			else if (ENABLE_SH_EXTRAS)
				pungetc(d);
		}
		else if (d == '&')
			tok.type = T_SEMIAMP;
		else {
			pungetc(d);
			tok.type = T_SEMI;
		}
		return;
	case '&':
		d = getc_cont();
		if (d == '&') {
			tok.type = T_AND;
		} else if (d == '>') {
			tok.type = T_REDIR;
			tok.rtype = R_OUT;
			tok.fd = -2;	/* &>: both 1 and 2 */
			d = getc_cont();
			if (d == '>')
				tok.rtype = R_APPEND;
			else
				pungetc(d);
		} else {
			pungetc(d);
			tok.type = T_AMP;
		}
		return;
	case '|':
		d = getc_cont();
		if (d == '|')
			tok.type = T_OR;
		else if (d == '&')
			tok.type = T_PIPEAMP;
		else {
			pungetc(d);
			tok.type = T_PIPE;
		}
		return;
	case '(':
		tok.type = T_LP;
		return;
	case ')':
		tok.type = T_RP;
		return;
	case '<': case '>':
		break;
	default:
		if (isdigit(c)) {
			/* IO_NUMBER: digits right before < or > */
			char num[12];
			int n = 0;

			while (isdigit(c) && n < 11) {
				num[n++] = c;
				c = getc_cont();
			}
			num[n] = 0;
			if ((c == '<' || c == '>') && n <= 9) {
				tok.fd = atoi(num);
				break;
			}
			pungetc(c);
			while (n > 1)
				pungetc(num[--n]);
			c = num[0];
		}
		pungetc(c);
		pb_init(&pb);
		if (delim && ncaps < (int)ARRAY_SIZE(caps)) {
			k = &caps[ncaps++];
			k->text.len = 0;
			k->n = k->depth = 0;
			outer = pcapture;
			pcapture = &k->text;
		}
		read_parts(&pb, M_WORD);
		if (k) {
			pcapture = outer;	/* which reads all of it too */
			if (outer)
				sb_add(outer, k->text.s, k->text.len);
		}
		tok.w = pb_word(&pb);
#if ENABLE_SH_EXTRAS
		if (!delim && compound_start(tok.w)) {
			if ((c = pgetc()) == '(')
				read_compound(tok.w);
			else
				pungetc(c);
		}
#endif
		if (delim)
			tok.delim = heredoc_delim(tok.w, &tok.dquoted, k);
		if (k)
			ncaps--;
		tok.type = T_WORD;
		word_text(tok.w);
		return;
	}
	/* redirection operators */
	tok.type = T_REDIR;
	d = getc_cont();
	if (c == '<') {
		if (tok.fd < 0)
			tok.fd = 0;
		switch (d) {
		case '<':
			tok.rtype = R_HEREDOC;
			d = getc_cont();
			if (d == '-')
				tok.rtype = R_HEREDOC | 0x100;
			else if (d == '<')
				tok.rtype = R_HERESTR;
			else
				pungetc(d);
			delim_next = tok.rtype != R_HERESTR;
			break;
		case '&': tok.rtype = R_DUPIN; break;
		case '>': tok.rtype = R_RDWR; break;
		default: pungetc(d); tok.rtype = R_IN;
		}
	} else {
		/* bash: >&WORD without a number may be &>WORD (parse_redir) */
		if (tok.fd < 0)
			tok.fd = ENABLE_SH_EXTRAS && d == '&' ? -3 : 1;
		switch (d) {
		case '>': tok.rtype = R_APPEND; break;
		case '&': tok.rtype = R_DUPOUT; break;
		case '|': tok.rtype = R_CLOBBER; break;
		default: pungetc(d); tok.rtype = R_OUT;
		}
	}
}

/*
 * The next token. With alias_check (a command word position, or after an
 * alias whose value ends in a blank), a plain word naming an alias that is
 * not already being expanded is replaced by the alias value.
 */
void
lex_next(bool alias_check)
{
	/*
	 * The aliases expanded for this word: an empty alias text is gone
	 * once the next word is read, so alias_on_stack() alone would let
	 * "alias e=''" expand again in "e e", which dash does not. Kept
	 * static, so a syntax error (a longjmp) in alias text leaks nothing.
	 */
	static void **chain;
	static size_t chain_cap;
	size_t nchain = 0, i;
	const char *val;
	size_t n;
	void *a;
	bool kw = alias_check && !lex_nokw;

	lex_nokw = false;		/* it holds for one token */

	for (;;) {
		lex_token();
		/*
		 * After an alias whose value ends in a blank, the word that
		 * follows the alias text is checked too (POSIX 2.3.1).
		 */
		if (alias_next && !alias_on_stack(alias_blank)) {
			alias_next = false;
			alias_check = true;
		}
		if (!alias_check)
			break;
		if (tok.type != T_WORD || !tok.text)
			break;
		/* a reserved word where one is recognised is no alias */
		if (kw && is_keyword(tok.text))
			break;
		a = alias_find(tok.text, &val);
		if (!a || alias_on_stack(a))
			break;
		for (i = 0; i < nchain && chain[i] != a; i++)
			;
		if (i < nchain)
			break;
		if (nchain == chain_cap) {
			chain_cap = chain_cap ? 2 * chain_cap : 8;
			chain = xrealloc(chain, chain_cap, sizeof(*chain));
		}
		chain[nchain++] = a;
		n = strlen(val);
		if (n && (val[n - 1] == ' ' || val[n - 1] == '\t'))
			alias_next = true, alias_blank = a;
		push_string(val, n, a);
		alias_check = true;
	}
}

const char *
tokname(void)
{
	static const char *const names[] = {
		"end of file", "newline", "\";\"", "\"&\"", "\"&&\"", "\"||\"",
		"\"|\"", "\"|&\"", "\"(\"", "\")\"", "\";;\"", "\";&\"", "\";;&\"",
		"redirection", "word"
	};
	static char buf[64];

	if (tok.type == T_WORD && tok.text && is_keyword(tok.text)) {
		snprintf(buf, sizeof(buf), "\"%s\"", tok.text);
		return buf;
	}
	return names[tok.type];
}
