/*
 * node.c - copying, freeing and printing command trees
 *
 * The parser builds trees in the per-command arena. A function body must
 * outlive its command, so defining a function copies it here into
 * malloc'd memory, and node_free() gives it back when the function is
 * redefined or unset (and no longer running). node_text() gives the text
 * of a command that jobs shows.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"

static struct word *word_copy(const struct word *w);

static char *
str_copy(const char *s, size_t n)
{
	char *p;

	if (!s)
		return NULL;
	p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

static struct wpart *
part_copy(const struct wpart *p)
{
	struct wpart *h = NULL, **t = &h, *c;

	for (; p; p = p->next) {
		c = xmalloc(sizeof(*c));
		*c = *p;
		c->next = NULL;
		c->str = str_copy(p->str, p->len);
		c->arg = word_copy(p->arg);
		c->arg2 = word_copy(p->arg2);
		c->cmd = node_copy(p->cmd);
		IF_SH_EXTRAS(c->sub = word_copy(p->sub);)
		*t = c;
		t = &c->next;
	}
	return h;
}

static struct word *
word_copy(const struct word *w)
{
	struct word *h = NULL, **t = &h, *c;

	for (; w; w = w->next) {
		c = xzalloc(sizeof(*c));
		c->parts = part_copy(w->parts);
		IF_SH_EXTRAS(c->brace = w->brace;)
		IF_SH_EXTRAS(c->arr = w->arr;)
		*t = c;
		t = &c->next;
	}
	return h;
}

static struct redir *
redir_copy(const struct redir *r)
{
	struct redir *h = NULL, **t = &h, *c;

	for (; r; r = r->next) {
		c = xmalloc(sizeof(*c));
		*c = *r;
		c->next = NULL;
		c->delim = NULL;
		c->word = word_copy(r->word);
		*t = c;
		t = &c->next;
	}
	return h;
}

struct node *
node_copy(const struct node *n)
{
	struct caseitem *ci, **ct;
	const struct caseitem *ni;
	struct node *c;
	int i;

	if (!n)
		return NULL;
	c = xmalloc(sizeof(*c));
	*c = *n;
	c->redirs = redir_copy(n->redirs);
	switch (n->type) {
	case N_CMD:
	case N_DBRACK:
	case N_ARITH:
		c->cmd.assigns = word_copy(n->cmd.assigns);
		c->cmd.args = word_copy(n->cmd.args);
		break;
	case N_AND: case N_OR: case N_SEQ:
		c->bin.left = node_copy(n->bin.left);
		c->bin.right = node_copy(n->bin.right);
		break;
	case N_PIPE:
		c->pipe.cmds = xmalloc(sizeof(*c->pipe.cmds) * n->pipe.n);
		for (i = 0; i < n->pipe.n; i++)
			c->pipe.cmds[i] = node_copy(n->pipe.cmds[i]);
		break;
	case N_BG: case N_NOT: case N_SUBSHELL: case N_BRACE:
		c->body = node_copy(n->body);
		break;
	case N_IF: case N_WHILE: case N_UNTIL:
		c->ifn.cond = node_copy(n->ifn.cond);
		c->ifn.then = node_copy(n->ifn.then);
		c->ifn.els = node_copy(n->ifn.els);
		break;
	case N_FOR:
		c->forn.var = n->forn.var ?
		    str_copy(n->forn.var, strlen(n->forn.var)) : NULL;
		c->forn.words = word_copy(n->forn.words);
		c->forn.body = node_copy(n->forn.body);
		break;
	case N_CASE:
		c->casen.word = word_copy(n->casen.word);
		ct = &c->casen.items;
		for (ni = n->casen.items; ni; ni = ni->next) {
			ci = xmalloc(sizeof(*ci));
			*ci = *ni;
			ci->next = NULL;
			ci->pats = word_copy(ni->pats);
			ci->body = node_copy(ni->body);
			*ct = ci;
			ct = &ci->next;
		}
		break;
	case N_FUNC:
		c->func.name = str_copy(n->func.name, strlen(n->func.name));
		c->func.body = node_copy(n->func.body);
		break;
	}
	return c;
}

static void word_free(struct word *w);

static void
part_free(struct wpart *p)
{
	struct wpart *nx;

	for (; p; p = nx) {
		nx = p->next;
		free(p->str);
		word_free(p->arg);
		word_free(p->arg2);
		node_free(p->cmd);
		IF_SH_EXTRAS(word_free(p->sub);)
		free(p);
	}
}

static void
word_free(struct word *w)
{
	struct word *nx;

	for (; w; w = nx) {
		nx = w->next;
		part_free(w->parts);
		free(w);
	}
}

void
node_free(struct node *n)
{
	struct redir *r, *rn;
	struct caseitem *ci, *cn;
	int i;

	if (!n)
		return;
	for (r = n->redirs; r; r = rn) {
		rn = r->next;
		word_free(r->word);
		free(r);
	}
	switch (n->type) {
	case N_CMD:
	case N_DBRACK:
	case N_ARITH:
		word_free(n->cmd.assigns);
		word_free(n->cmd.args);
		break;
	case N_AND: case N_OR: case N_SEQ:
		node_free(n->bin.left);
		node_free(n->bin.right);
		break;
	case N_PIPE:
		for (i = 0; i < n->pipe.n; i++)
			node_free(n->pipe.cmds[i]);
		free(n->pipe.cmds);
		break;
	case N_BG: case N_NOT: case N_SUBSHELL: case N_BRACE:
		node_free(n->body);
		break;
	case N_IF: case N_WHILE: case N_UNTIL:
		node_free(n->ifn.cond);
		node_free(n->ifn.then);
		node_free(n->ifn.els);
		break;
	case N_FOR:
		free(n->forn.var);
		word_free(n->forn.words);
		node_free(n->forn.body);
		break;
	case N_CASE:
		word_free(n->casen.word);
		for (ci = n->casen.items; ci; ci = cn) {
			cn = ci->next;
			word_free(ci->pats);
			node_free(ci->body);
			free(ci);
		}
		break;
	case N_FUNC:
		free(n->func.name);
		node_free(n->func.body);
		break;
	}
	free(n);
}

/*
 * ---- the text of a command, for jobs ----
 * dash's layout, which jobs, fg and bg show: $x as ${x}, a command
 * substitution as $(...), a here-document as <<..., the fd of every
 * redirection, quoted text inside double quotes; like dash, a brace
 * group shows only its list, a compound command not its redirections,
 * and a simple command not its assignments. Unlike dash, every pattern
 * of a case item is shown, and backslashes that quote are kept.
 */
static void text_node(struct sbuf *b, const struct node *n);
#if ENABLE_SH_EXTRAS
static void text_words(struct sbuf *b, const struct word *w,
    const char *sep);
#endif

static void
text_word(struct sbuf *b, const struct word *w)
{
	static const char ops[][3] = {
		"", "-", "=", "?", "+", "", "#", "##", "%", "%%", "/", ":",
#if ENABLE_SH_EXTRAS
		"^", ","
#endif
	};
	const struct wpart *p;
	const char *s;
	bool inq = false;
	size_t i;

	for (p = w->parts; p; p = p->next) {
		if (p->quoted != inq)
			sb_addc(b, '"');
		inq = p->quoted;
		switch (p->type) {
		case WP_LIT:
			for (i = 0, s = p->str; i < p->len; i++) {
				if (strchr(inq ? "\"\\$`" : "", s[i]) && s[i])
					sb_addc(b, '\\');
				sb_addc(b, s[i]);
			}
			break;
		case WP_PARAM:
			sb_adds(b, p->op == PO_LEN ? "${#" : "${");
			if (ENABLE_SH_EXTRAS && (p->op == PO_NAMES ||
			    (p->flags & PF_INDIR)))
				sb_addc(b, '!');
			sb_adds(b, p->str);
#if ENABLE_SH_EXTRAS
			if (p->subk) {
				sb_addc(b, '[');
				if (p->subk == '[')
					text_word(b, p->sub);
				else
					sb_addc(b, p->subk);
				sb_addc(b, ']');
			}
#endif
			if (ENABLE_SH_EXTRAS && p->op == PO_NAMES)
				sb_addc(b, p->flags & PF_ALL ? '@' : '*');
			if (p->op < ARRAY_SIZE(ops) && p->op != PO_LEN &&
			    p->op != PO_NONE) {
				if ((p->flags & PF_COLON) && p->op != PO_SUBSTR)
					sb_addc(b, ':');
				sb_adds(b, ops[p->op]);
				if (ENABLE_SH_EXTRAS && p->op >= PO_UPPER &&
				    (p->flags & PF_ALL))
					sb_adds(b, ops[p->op]);
				if (p->op == PO_SUBST)
					sb_adds(b, p->flags & PF_ALL ? "/" :
					    p->flags & PF_HEAD ? "#" :
					    p->flags & PF_TAIL ? "%" : "");
				if (p->arg)
					text_word(b, p->arg);
				if (p->arg2) {
					sb_addc(b, p->op == PO_SUBST ? '/' :
					    ':');
					text_word(b, p->arg2);
				}
			}
			sb_addc(b, '}');
			break;
		case WP_CMDSUB:
			sb_adds(b, "$(...)");
			break;
		case WP_ARITH:
			sb_adds(b, "$((");
			if (p->arg)
				text_word(b, p->arg);
			sb_adds(b, "))");
			break;
#if ENABLE_SH_EXTRAS
		case WP_LIST:	/* a=(...) */
			sb_addc(b, '(');
			text_words(b, p->arg, " ");
			sb_addc(b, ')');
			break;
#endif
		}
	}
	if (inq)
		sb_addc(b, '"');
}

static void
text_words(struct sbuf *b, const struct word *w, const char *sep)
{
	for (; w; w = w->next) {
		text_word(b, w);
		if (w->next)
			sb_adds(b, sep);
	}
}

static void
text_redirs(struct sbuf *b, const struct redir *r)
{
	static const char ops[][4] = {
		"<", ">", ">>", ">|", "<>", "<&", ">&", "<<", "<<<"
	};
	char num[24];

	for (; r; r = r->next) {
		sb_addc(b, ' ');
		if (r->fd == -2)
			sb_addc(b, '&');
		else if (r->fd || (r->type & 0xff) != R_HEREDOC)
			sb_adds(b, fmt_int(num, r->fd));
		sb_adds(b, ops[r->type & 0xff]);
		if ((r->type & 0xff) == R_HEREDOC)
			sb_adds(b, "...");
		else if (r->word)
			text_word(b, r->word);
	}
}

/* "if ", the list, then "; then " and so on */
static void
text_part(struct sbuf *b, const char *pre, const struct node *n)
{
	sb_adds(b, pre);
	text_node(b, n);
}

static void
text_node(struct sbuf *b, const struct node *n)
{
	const struct caseitem *ci;
	int i;

	stack_check();
	if (!n)
		return;
	switch (n->type) {
	case N_CMD:
		text_words(b, n->cmd.args, " ");
		text_redirs(b, n->redirs);
		if (!n->cmd.args && b->len && b->s[b->len - 1] == ' ')
			b->len--;	/* dash: a lone redirection has none */
		break;
	case N_DBRACK:
		sb_adds(b, "[[ ");
		text_words(b, n->cmd.args, " ");
		sb_adds(b, " ]]");
		break;
	case N_PIPE:
		if (n->pipe.bang)
			sb_addc(b, '!');
		for (i = 0; i < n->pipe.n; i++)
			text_part(b, i ? " | " : "", n->pipe.cmds[i]);
		break;
	case N_AND:
	case N_OR:
	case N_SEQ:
		text_node(b, n->bin.left);
		text_part(b, n->type == N_AND ? " && " : n->type == N_OR ?
		    " || " : "; ", n->bin.right);
		break;
	case N_NOT:
		text_part(b, "!", n->body);
		break;
	case N_BG:
	case N_BRACE:
		text_node(b, n->body);
		break;
	case N_SUBSHELL:
		text_part(b, "(", n->body);
		sb_addc(b, ')');
		break;
	case N_IF:
		text_part(b, "if ", n->ifn.cond);
		text_part(b, "; then ", n->ifn.then);
		if (n->ifn.els)
			text_part(b, "; else ", n->ifn.els);
		sb_adds(b, "; fi");
		break;
	case N_WHILE:
	case N_UNTIL:
		text_part(b, n->type == N_WHILE ? "while " : "until ",
		    n->ifn.cond);
		text_part(b, "; do ", n->ifn.then);
		sb_adds(b, "; done");
		break;
	case N_ARITH:
		sb_adds(b, "((");
		if (n->cmd.args->parts)
			text_word(b, n->cmd.args->parts->arg);
		sb_adds(b, "))");
		break;
	case N_FOR:
		if (!n->forn.var) {
			const struct word *w = n->forn.words;

			sb_adds(b, "for ((");
			for (; w; w = w->next) {
				if (w->parts)
					text_word(b, w->parts->arg);
				sb_adds(b, w->next ? "; " : "))");
			}
			text_part(b, "; do ", n->forn.body);
			sb_adds(b, "; done");
			break;
		}
		sb_adds(b, "for ");
		sb_adds(b, n->forn.var);
		sb_adds(b, " in ");
		if (n->forn.has_in)
			text_words(b, n->forn.words, " ");
		else
			sb_adds(b, "\"${@}\"");
		text_part(b, "; do ", n->forn.body);
		sb_adds(b, "; done");
		break;
	case N_CASE:
		sb_adds(b, "case ");
		text_word(b, n->casen.word);
		sb_adds(b, " in ");
		for (ci = n->casen.items; ci; ci = ci->next) {
			text_words(b, ci->pats, "|");
			text_part(b, ") ", ci->body);
			sb_adds(b, ci->fallthrough == 2 ? ";;& " :
			    ci->fallthrough ? ";& " : ";; ");
		}
		sb_adds(b, "esac");
		break;
	case N_FUNC:
		sb_adds(b, n->func.name);
		sb_adds(b, "() { ... }");
		break;
	}
}

char *
word_source(const struct word *w)
{
	struct sbuf b = { 0 };

	text_word(&b, w);
	sb_addc(&b, 0);
	return b.s;
}

char *
node_text(const struct node *n)
{
	struct sbuf b = { 0 };

	text_node(&b, n);
	sb_addc(&b, 0);
	return b.s;
}
