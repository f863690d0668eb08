/*
 * parse.c - recursive descent over the POSIX shell grammar
 *
 * POSIX.1-2024 XCU 2.10 (Shell Grammar). Reserved words are recognised
 * only where the grammar allows one (the first word of a command, and
 * "in", "do", "esac" where they are expected), aliases only in command
 * word position. parse_command() returns one complete command (a list up
 * to a newline), so a script runs command by command and a syntax error
 * late in a file does not stop what came before it. Error messages
 * follow dash's wording, since scripts and tests compare against it.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"

static bool peeked;

static const char *const keywords[] = {
	"!", "[[", "]]", "case", "do", "done", "elif", "else", "esac", "fi", "for", "if",
	"in", "then", "until", "while", "{", "}", "function"
};

bool
is_keyword(const char *s)
{
	unsigned i;

	if (!ENABLE_SH_EXTRAS && (*s == '[' || *s == ']' ||
	    !strcmp(s, "function")))
		return false;
	for (i = 0; i < ARRAY_SIZE(keywords); i++)
		if (!strcmp(s, keywords[i]))
			return true;
	return false;
}

bool
is_name(const char *s, size_t n)
{
	size_t i;

	if (!n || !(s[0] == '_' || isalpha((unsigned char)s[0])))
		return false;
	for (i = 1; i < n; i++)
		if (!(s[i] == '_' || isalnum((unsigned char)s[i])))
			return false;
	return true;
}

static void
next(bool alias)
{
	if (peeked) {
		peeked = false;
		return;
	}
	lex_next(alias);
}

static void
unget(void)
{
	peeked = true;
}

static bool
iskw(const char *k)
{
	return tok.type == T_WORD && tok.text && !strcmp(tok.text, k);
}

static NORETURN void
unexpected(const char *expecting)
{
	if (expecting)
		synerror("unexpected %s (expecting \"%s\")", tokname(),
		    expecting);
	synerror("unexpected %s", tokname());
}

static void
expect_kw(const char *k)
{
	next(true);
	if (!iskw(k))
		unexpected(k);
}

static struct node *
mknode(int type)
{
	struct node *n = stzalloc(sizeof(*n));

	n->type = type;
	n->lineno = tok.lineno;
	return n;
}

static struct node *
mkbin(int type, struct node *l, struct node *r)
{
	struct node *n;

	if (!l)
		return r;
	n = mknode(type);
	n->bin.left = l;
	n->bin.right = r;
	return n;
}

static bool
is_closer(void)
{
	static const char *const closers[] = {
		"then", "else", "elif", "fi", "do", "done", "esac", "}"
	};
	unsigned i;

	if (tok.type == T_EOF || tok.type == T_RP || tok.type == T_DSEMI ||
	    tok.type == T_SEMIAMP || tok.type == T_DSEMIAMP)
		return true;
	for (i = 0; i < ARRAY_SIZE(closers); i++)
		if (iskw(closers[i]))
			return true;
	return false;
}

static struct node *and_or(void);
static struct node *command(void);

static struct node *
background(struct node *c)
{
	struct node *b = mknode(N_BG);

	b->body = c;
	return b;
}

/* compound_list: and_or lists separated by ; & or newlines */
static struct node *
clist(bool allow_empty)
{
	struct node *n = NULL, *c;

	for (;;) {
		do
			next(true);
		while (tok.type == T_NL);
		if (is_closer()) {
			unget();
			break;
		}
		unget();
		c = and_or();
		next(false);
		if (tok.type == T_AMP)
			c = background(c);
		n = mkbin(N_SEQ, n, c);
		if (tok.type != T_SEMI && tok.type != T_AMP &&
		    tok.type != T_NL) {
			unget();
			break;
		}
	}
	if (!n && !allow_empty) {
		next(false);
		if (tok.type == T_EOF) {
			/* the caller says what it expected */
			unget();
			return NULL;
		}
		unexpected(NULL);
	}
	return n;
}

static struct redir *
parse_redir(void)
{
	struct redir *r = stzalloc(sizeof(*r));
	const char *t;

	r->type = tok.rtype & 0xff;
	r->strip_tabs = tok.rtype & 0x100;
	r->fd = tok.fd;
	next(false);
	if (tok.type != T_WORD)
		unexpected(NULL);
	if (r->type == R_HEREDOC) {
		heredoc_setup(r);
		return r;
	}
	r->word = tok.w;
	if ((r->type == R_DUPIN || r->type == R_DUPOUT) && (t = tok.text)) {
		if (strcmp(t, "-"))
			while (isdigit((unsigned char)*t))
				t++;
		else
			t++;
		if (!*t && t != tok.text) {
			if (r->fd == -3)
				r->fd = 1;
		} else if (r->fd == -3) {
			/* bash: >&WORD, WORD no number or -, is &>WORD */
			r->type = R_OUT;
			r->fd = -2;
		} else if (!(WORD_BRACE(r->word) && OPTSET(B) &&
		    brace_candidate(r->word->parts))) {
			/* 2>&{1,}: bash checks what brace expansion gives */
			synerror("bad fd number");
		}
	}
	return r;
}

static void
redir_list(struct node *n)
{
	struct redir **tail = &n->redirs;

	while (*tail)
		tail = &(*tail)->next;
	for (;;) {
		next(false);
		if (tok.type != T_REDIR) {
			unget();
			return;
		}
		*tail = parse_redir();
		tail = &(*tail)->next;
	}
}

/*
 * bash's NAME[SUB]=... and NAME[SUB]+=...: a name and "[" start the
 * word, and the "]" that closes it comes right before "=" or "+=", all
 * outside quotes; the parts between are the subscript.
 */
static bool
subscripted(const struct word *w)
{
	const struct wpart *p = w->parts;
	size_t i = 0;
	int depth = 0;

	while (i < p->len && (p->str[i] == '_' || isalnum((unsigned char)
	    p->str[i])))
		i++;
	if (i == p->len || p->str[i] != '[' || !is_name(p->str, i))
		return false;
	for (; p; p = p->next, i = 0) {
		if (p->type != WP_LIT || p->quoted)
			continue;
		for (; i < p->len; i++) {
			if (p->str[i] == '[')
				depth++;
			else if (p->str[i] == ']' && !--depth)
				return (i + 1 < p->len && p->str[i + 1] ==
				    '=') || (i + 2 < p->len && p->str[i + 1] ==
				    '+' && p->str[i + 2] == '=');
		}
	}
	return false;
}

bool
word_is_assignment(const struct word *w)
{
	struct wpart *p = w->parts;
	const char *eq;
	size_t n;

	if (!p || p->type != WP_LIT || p->quoted)
		return false;
	eq = memchr(p->str, '=', p->len);
	if (!eq)
		return ENABLE_SH_EXTRAS && subscripted(w);
	n = eq - p->str;
	if (ENABLE_SH_EXTRAS && n && eq[-1] == '+')
		n--;		/* bash's NAME+=... */
	return is_name(p->str, n) || (ENABLE_SH_EXTRAS && subscripted(w));
}

/* a=(...) (SH_EXTRAS): lex.c gave the word a WP_LIST part */
static bool
word_is_list(const struct word *w)
{
	return ENABLE_SH_EXTRAS && w->parts && w->parts->next &&
	    w->parts->next->type == WP_LIST;
}

static struct node *
simple(void)
{
	struct node *n = mknode(N_CMD), *f;
	struct word **at = &n->cmd.assigns, **ar = &n->cmd.args;
	struct redir **rt = &n->redirs;
	const struct builtin *b;
	const char *name;

	for (;;) {
		lex_nokw = true;
		next(n->cmd.args == NULL);
		if (tok.type == T_WORD) {
			if (!n->cmd.args && word_is_assignment(tok.w)) {
				/* marked, for eval to find them with a test */
				IF_SH_EXTRAS(tok.w->arr = word_is_list(tok.w) ||
				    subscripted(tok.w);)
				*at = tok.w;
				at = &tok.w->next;
				continue;
			}
			/* a=(...) as an argument: of declare, export... */
			if (word_is_list(tok.w) && !(n->cmd.args->parts &&
			    !n->cmd.args->parts->next &&
			    n->cmd.args->parts->type == WP_LIT &&
			    (b = find_builtin(n->cmd.args->parts->str)) &&
			    (b->flags & BI_ASSIGN)))
				synerror("unexpected \"(\"");
			IF_SH_EXTRAS(tok.w->arr = word_is_list(tok.w);)
			if (!n->cmd.args && !n->cmd.assigns && !n->redirs &&
			    tok.text) {
				name = tok.text;
				*ar = tok.w;
				ar = &tok.w->next;
				next(false);
				if (tok.type != T_LP) {
					unget();
					continue;
				}
				next(false);
				if (tok.type != T_RP)
					unexpected(")");
				/* POSIX 2.9.5: nor a special builtin's name */
				b = find_builtin(name);
				if (!is_name(name, strlen(name)) ||
				    (b && (b->flags & BI_SPECIAL)))
					synerror("bad function name");
				do
					next(true);
				while (tok.type == T_NL);
				unget();
				f = mknode(N_FUNC);
				f->lineno = n->lineno;
				f->func.name = (char *)name;
				f->func.body = command();
				return f;
			}
			*ar = tok.w;
			ar = &tok.w->next;
		} else if (tok.type == T_REDIR) {
			*rt = parse_redir();
			rt = &(*rt)->next;
		} else {
			unget();
			break;
		}
	}
	if (!n->cmd.args && !n->cmd.assigns && !n->redirs) {
		next(false);
		unexpected(NULL);
	}
	return n;
}

static struct node *
parse_if(void)
{
	struct node *n = mknode(N_IF);

	n->ifn.cond = clist(false);
	expect_kw("then");
	n->ifn.then = clist(false);
	next(true);
	if (iskw("elif")) {
		n->ifn.els = parse_if();
		return n;
	}
	if (iskw("else")) {
		n->ifn.els = clist(false);
		next(true);
	}
	if (!iskw("fi"))
		unexpected("fi");
	return n;
}

static struct node *
parse_for(void)
{
	struct node *n = mknode(N_FOR);
	struct word **wt = &n->forn.words;

	next(false);
	/* bash's for ((init; cond; step)) (SH_EXTRAS) */
	if (ENABLE_SH_EXTRAS && tok.type == T_LP &&
	    (n->forn.words = lex_arith_for())) {
		do
			next(true);
		while (tok.type == T_NL || tok.type == T_SEMI);
		goto body;
	}
	if (tok.type != T_WORD || !tok.text ||
	    !is_name(tok.text, strlen(tok.text)))
		synerror("bad for loop variable");
	n->forn.var = (char *)tok.text;
	do
		next(false);
	while (tok.type == T_NL);
	if (iskw("in")) {
		n->forn.has_in = true;
		for (;;) {
			next(false);
			if (tok.type != T_WORD)
				break;
			*wt = tok.w;
			wt = &tok.w->next;
		}
		if (tok.type != T_NL && tok.type != T_SEMI)
			unexpected(NULL);	/* as dash: no "do" yet */
		do
			next(true);
		while (tok.type == T_NL);
	} else if (tok.type == T_SEMI) {
		do
			next(true);
		while (tok.type == T_NL);
	}
body:
	if (!iskw("do"))
		unexpected("do");
	n->forn.body = clist(false);
	expect_kw("done");
	return n;
}

static struct node *
parse_case(void)
{
	struct node *n = mknode(N_CASE);
	struct caseitem **it = &n->casen.items, *ci;
	struct word **pt;

	next(false);
	if (tok.type != T_WORD)
		synerror("unexpected %s (expecting word)", tokname());
	n->casen.word = tok.w;
	/* "in", a pattern or "esac": no command word, so no alias (POSIX) */
	do
		next(false);
	while (tok.type == T_NL);
	if (!iskw("in"))
		unexpected("in");
	for (;;) {
		do
			next(false);
		while (tok.type == T_NL);
		if (iskw("esac"))
			break;
		ci = stzalloc(sizeof(*ci));
		pt = &ci->pats;
		if (tok.type == T_LP)
			next(false);
		for (;;) {
			if (tok.type != T_WORD)
				unexpected(")");
			*pt = tok.w;
			pt = &tok.w->next;
			next(false);
			if (tok.type == T_RP)
				break;
			if (tok.type != T_PIPE)
				unexpected(")");
			next(false);
		}
		ci->body = clist(true);
		next(true);
		if (tok.type == T_SEMIAMP)
			ci->fallthrough = 1;
		else if (tok.type == T_DSEMIAMP)
			ci->fallthrough = 2;
		else if (iskw("esac"))
			unget();
		else if (tok.type != T_DSEMI)
			unexpected(";;");
		*it = ci;
		it = &ci->next;
	}
	return n;
}

/* [[ ... ]] (SH_EXTRAS): operator tokens become marked literal words */
static struct word *
opword(const char *s)
{
	struct word *w = stzalloc(sizeof(*w));
	struct wpart *p = stzalloc(sizeof(*p));

	p->type = WP_LIT;
	p->str = (char *)s;
	p->len = strlen(s);
	p->flags = LIT_OP;
	w->parts = p;
	return w;
}

static struct word *
dbrack_token(void)
{
	switch (tok.type) {
	case T_WORD:
		return tok.w;
	case T_AND:
		return opword("&&");
	case T_OR:
		return opword("||");
	case T_LP:
		return opword("(");
	case T_RP:
		return opword(")");
	case T_PIPE:
		return opword("|");
	case T_REDIR:
		if (tok.rtype == R_IN)
			return opword("<");
		if (tok.rtype == R_OUT)
			return opword(">");
	}
	unexpected(NULL);
}

/*
 * The right side of =~ is one regular expression: the tokens up to the
 * ]] or a && or || outside parentheses are glued together, as bash does.
 */
static struct node *
parse_dbrack(void)
{
	struct node *n = mknode(N_DBRACK);
	struct word **t = &n->cmd.args, *w, *rx = NULL;
	struct wpart **pt = NULL;
	int depth = 0;

	for (;;) {
		next(false);
		if (tok.type == T_NL)
			continue;
		if (tok.type == T_WORD && tok.text && !strcmp(tok.text, "]]") &&
		    depth == 0)
			break;
		if (rx && !(depth == 0 && (tok.type == T_AND ||
		    tok.type == T_OR || tok.type == T_RP))) {
			depth += tok.type == T_LP;
			depth -= tok.type == T_RP;
			*pt = dbrack_token()->parts;
			while (*pt)
				pt = &(*pt)->next;
			continue;
		}
		rx = NULL;
		w = dbrack_token();
		*t = w;
		t = &w->next;
		if (tok.type == T_WORD && tok.text && !strcmp(tok.text, "=~")) {
			rx = stzalloc(sizeof(*rx));
			*t = rx;
			t = &rx->next;
			pt = &rx->parts;
		}
	}
	if (!n->cmd.args || (rx && !rx->parts))
		unexpected(NULL);
	return n;
}

/*
 * bash's "function NAME { ...; }" and "function NAME() { ...; }"
 * (SH_EXTRAS): the body is any command, as after NAME().
 */
static struct node *
parse_function(void)
{
	const struct builtin *b;
	struct node *f = mknode(N_FUNC);
	const char *name;

	next(false);
	if (tok.type != T_WORD || !tok.text)
		unexpected(NULL);
	name = tok.text;
	b = find_builtin(name);
	if (!is_name(name, strlen(name)) || (b && (b->flags & BI_SPECIAL)))
		synerror("bad function name");
	next(false);
	if (tok.type == T_LP) {
		next(false);
		if (tok.type != T_RP)
			unexpected(")");
	} else {
		unget();
	}
	do
		next(true);
	while (tok.type == T_NL);
	unget();
	f->func.name = (char *)name;
	f->func.body = command();
	return f;
}

static struct node *
command(void)
{
	struct node *n;
	struct word *w;

	stack_check();
	next(true);
	if (tok.type == T_LP && (w = lex_arith_cmd())) {
		n = mknode(N_ARITH);	/* ((...)) (SH_EXTRAS) */
		n->cmd.args = w;
	} else if (tok.type == T_LP) {
		n = mknode(N_SUBSHELL);
		n->body = clist(false);
		next(false);
		if (tok.type != T_RP)
			unexpected(")");
	} else if (tok.type == T_WORD && tok.text && is_keyword(tok.text)) {
		if (iskw("if")) {
			n = parse_if();
		} else if (iskw("[[")) {
			n = parse_dbrack();
		} else if (iskw("while") || iskw("until")) {
			n = mknode(iskw("while") ? N_WHILE : N_UNTIL);
			n->ifn.cond = clist(false);
			expect_kw("do");
			n->ifn.then = clist(false);
			expect_kw("done");
		} else if (iskw("for")) {
			n = parse_for();
		} else if (iskw("case")) {
			n = parse_case();
		} else if (iskw("{")) {
			n = mknode(N_BRACE);
			n->body = clist(false);
			expect_kw("}");
		} else if (iskw("function")) {
			return parse_function();
		} else {
			unexpected(NULL);
		}
	} else if (tok.type == T_WORD || tok.type == T_REDIR) {
		unget();
		return simple();
	} else {
		unexpected(NULL);
	}
	redir_list(n);
	return n;
}

/* |& is 2>&1 | (bash): add the dup to the command on the left */
static void
pipe_stderr(struct node *c)
{
	struct redir *r = stzalloc(sizeof(*r)), **rt;
	struct wpart *p = stzalloc(sizeof(*p));

	p->type = WP_LIT;
	p->str = "1";
	p->len = 1;
	r->type = R_DUPOUT;
	r->fd = 2;
	r->word = stzalloc(sizeof(*r->word));
	r->word->parts = p;
	for (rt = &c->redirs; *rt; rt = &(*rt)->next)
		;
	*rt = r;
}

static struct node *
pipeline(void)
{
	struct node *n, *c, **v, **nv;
	bool bang = false;
	int cnt = 1, cap = 4;

	next(true);
	if (iskw("!"))
		bang = true;
	else
		unget();
	c = command();
	next(false);
	if (tok.type != T_PIPE && tok.type != T_PIPEAMP) {
		unget();
		if (!bang)
			return c;
		/* "! cmd" runs cmd in this shell: a function or cd counts */
		n = mknode(N_NOT);
		n->lineno = c->lineno;
		n->body = c;
		return n;
	}
	n = mknode(N_PIPE);
	n->lineno = c->lineno;
	n->pipe.bang = bang;
	v = stalloc(sizeof(*v) * 4);
	v[0] = c;
	while (tok.type == T_PIPE || tok.type == T_PIPEAMP) {
		if (tok.type == T_PIPEAMP)
			pipe_stderr(c);
		do
			next(true);
		while (tok.type == T_NL);
		unget();
		c = command();
		if (cnt == cap) {	/* doubled: a long pipeline is linear */
			cap *= 2;
			nv = stalloc(sizeof(*nv) * cap);
			memcpy(nv, v, sizeof(*nv) * cnt);
			v = nv;
		}
		v[cnt++] = c;
		next(false);
	}
	unget();
	n->pipe.cmds = v;
	n->pipe.n = cnt;
	return n;
}

static struct node *
and_or(void)
{
	struct node *n = pipeline();
	int type;

	for (;;) {
		next(false);
		if (tok.type != T_AND && tok.type != T_OR) {
			unget();
			return n;
		}
		type = tok.type == T_AND ? N_AND : N_OR;
		do
			next(true);
		while (tok.type == T_NL);
		unget();
		n = mkbin(type, n, pipeline());
	}
}

/* One complete command: and_or lists up to a newline or the end. */
struct node *
parse_command(bool *eof)
{
	struct node *n = NULL, *c;

	peeked = false;
	*eof = false;
	do
		next(true);
	while (tok.type == T_NL && !interactive);
	if (tok.type == T_EOF) {
		*eof = true;
		return NULL;
	}
	if (tok.type == T_NL)	/* interactive: a blank line, a new PS1 */
		return NULL;
	unget();
	for (;;) {
		c = and_or();
		next(false);
		if (tok.type == T_AMP)
			c = background(c);
		n = mkbin(N_SEQ, n, c);
		if (tok.type == T_NL || tok.type == T_EOF)
			break;
		if (tok.type != T_SEMI && tok.type != T_AMP)
			unexpected(NULL);
		next(true);
		if (tok.type == T_NL || tok.type == T_EOF)
			break;
		unget();
	}
	peeked = false;
	return n;
}

struct node *
parse_subcmd(void)
{
	struct token save = tok;
	bool savepeek = peeked;
	struct lexstate ls;
	struct node *n;

	lex_save(&ls);
	peeked = false;
	n = clist(true);
	next(false);
	if (tok.type != T_RP)
		unexpected(")");
	lex_restore(&ls);
	tok = save;
	peeked = savepeek;
	return n;
}

struct node *
parse_backquote(const char *text, int first)
{
	struct token save = tok;
	bool savepeek = peeked;
	struct lexstate ls;
	struct node *n;
	struct sbuf *pc = pcapture;	/* not text as written */
	int line = plinno;

	lex_save(&ls);
	peeked = false;
	pcapture = NULL;
	push_string(text, strlen(text), NULL);
	plinno = first;		/* its lines count in the file, as $( )'s */
	n = clist(true);
	next(false);
	if (tok.type != T_EOF)
		unexpected(NULL);
	pop_file();
	pcapture = pc;
	plinno = line;
	lex_restore(&ls);
	tok = save;
	peeked = savepeek;
	return n;
}

void
parse_reset(void)
{
	struct lexstate ls = { 0 };

	peeked = false;
	lex_restore(&ls);
	input_reset();
}
