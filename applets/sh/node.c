/*
 * node.c - copying and freeing command trees
 *
 * The parser builds trees in the per-command arena. A function body must
 * outlive its command, so defining a function copies it here into
 * malloc'd memory, and node_free() gives it back when the function is
 * redefined or unset (and no longer running).
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
		c->forn.var = str_copy(n->forn.var, strlen(n->forn.var));
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
