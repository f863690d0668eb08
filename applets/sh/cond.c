/*
 * cond.c - [[ ... ]], bash's conditional command (SH_EXTRAS)
 *
 * As in bash: the words are neither split nor globbed; ! ( ) && || group
 * and short-circuit (a skipped operand is not expanded); the right side
 * of == = != is a pattern (quoted parts literal), of =~ an extended
 * regular expression (musl's regcomp; no BASH_REMATCH, since this shell
 * has no arrays); < and > compare strings in the C locale; -v NAME is
 * true when the variable or positional parameter is set, -o OPTION when
 * that set option is on. The file and number tests are those of the test
 * applet, which runs in-process. The
 * status is 0 or 1, and 2 for a bad expression or regular expression.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <regex.h>

struct cond {
	struct word	*w;
	bool		skip;		/* evaluating nothing: short-circuit */
	bool		bad;
};

static bool cor(struct cond *c);

/* an unquoted literal word with this text (an operator or keyword) */
static bool
is_lit(const struct word *w, const char *s)
{
	const struct wpart *p = w ? w->parts : NULL;

	return p && !p->next && p->type == WP_LIT && !p->quoted &&
	    p->len == strlen(s) && !memcmp(p->str, s, p->len);
}

static const char *
lit_text(const struct word *w)
{
	const struct wpart *p = w ? w->parts : NULL;

	if (!p || p->next || p->type != WP_LIT || p->quoted)
		return NULL;
	return ststrndup(p->str, p->len);
}

static const char *
take(struct cond *c)
{
	struct word *w = c->w;

	if (!w) {
		c->bad = true;
		return "";
	}
	c->w = w->next;
	return c->skip ? "" : expand_word(w, EXP_TILDE);
}

static bool
run_test(const char *a, const char *b, const char *d)
{
	const struct applet *t = find_applet("test");
	char *argv[5] = { "test", (char *)a, (char *)b, (char *)d, NULL };
	int st;

	if (!t)		/* SH_EXTRAS selects TEST: cannot happen */
		return false;
	st = run_inproc(t, argv);
	return st == 0;
}

static bool
is_unary(const char *s)
{
	return s && s[0] == '-' && s[1] && !s[2] &&
	    strchr("abcdefghknoprstuvwxzGLNOS", s[1]);
}

/*
 * bash's -v NAME: the variable, or positional parameter, is set; -v
 * NAME[i] an array's element, -v NAME[@] any element
 */
static bool
is_set(const char *name)
{
	const char *p = name;
	size_t n = strlen(name);

	while (*p >= '0' && *p <= '9')
		p++;
	if (*name && !*p)
		return strtol(name, NULL, 10) <= posc;
	if (ENABLE_SH_EXTRAS && n && name[n - 1] == ']' &&
	    var_is_ref(name, n)) {
		p = strchr(name, '[');
		if (!strcmp(p, "[@]") || !strcmp(p, "[*]"))
			return var_nelems(name, p - name) > 0;
		return var_getref(name, n) != NULL;
	}
	return is_name(name, n) && var_get(name);
}

/* bash's -o OPTION: the set option of that long name is on */
static bool
opt_on(const char *name)
{
	int i;

	for (i = 0; i < NOPTS; i++)
		if (!strcmp(name, optnames[i]))
			return optflags[i];
	return false;
}

static bool
is_binary(const char *s)
{
	static const char *const ops[] = {
		"==", "=", "!=", "<", ">", "=~", "-eq", "-ne", "-lt", "-le",
		"-gt", "-ge", "-nt", "-ot", "-ef"
	};
	size_t i;

	for (i = 0; s && i < ARRAY_SIZE(ops); i++)
		if (!strcmp(s, ops[i]))
			return true;
	return false;
}

/* bash: the operands of -eq and the like are arithmetic expressions */
static bool
is_arith_op(const char *op)
{
	static const char *const ops[] = {
		"-eq", "-ne", "-lt", "-le", "-gt", "-ge"
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(ops); i++)
		if (!strcmp(op, ops[i]))
			return true;
	return false;
}

static bool
arith_cmp(const char *op, intmax_t a, intmax_t b)
{
	if (op[1] == 'e')
		return a == b;
	if (op[1] == 'n')
		return a != b;
	if (op[1] == 'l')
		return op[2] == 't' ? a < b : a <= b;
	return op[2] == 't' ? a > b : a >= b;
}

static bool
regex_match(struct cond *c, const char *s, const char *re)
{
	regex_t rx;
	int r;

	if (regcomp(&rx, re, REG_EXTENDED | REG_NOSUB)) {
		c->bad = true;
		return false;
	}
	r = regexec(&rx, s, 0, NULL, 0);
	regfree(&rx);
	return r == 0;
}

static bool
primary(struct cond *c)
{
	const char *op, *l, *r;
	struct word *w;
	bool res;

	stack_check();
	if (!c->w) {
		c->bad = true;
		return false;
	}
	if (is_lit(c->w, "(")) {
		c->w = c->w->next;
		res = cor(c);
		if (!is_lit(c->w, ")"))
			c->bad = true;
		else
			c->w = c->w->next;
		return res;
	}
	op = lit_text(c->w);
	if (is_unary(op) && c->w->next && !is_binary(lit_text(c->w->next))) {
		c->w = c->w->next;
		r = take(c);
		if (c->skip)
			return false;
		if (op[1] == 'n' || op[1] == 'z')
			return (*r != 0) == (op[1] == 'n');
		if (op[1] == 'v')
			return is_set(r);
		if (op[1] == 'o')
			return opt_on(r);
		return run_test(op, r, NULL);
	}
	l = take(c);
	op = lit_text(c->w);
	if (!is_binary(op))
		return !c->skip && *l;
	w = c->w = c->w->next;
	if (!w) {
		c->bad = true;
		return false;
	}
	c->w = w->next;
	if (c->skip)
		return false;
	if (!strcmp(op, "==") || !strcmp(op, "=") || !strcmp(op, "!="))
		return pmatch(expand_pattern(w), l) == (op[0] != '!');
	if (!strcmp(op, "=~"))
		return regex_match(c, l, expand_regex(w));
	r = expand_word(w, EXP_TILDE);
	if (is_arith_op(op))
		return arith_cmp(op, arith_eval(l), arith_eval(r));
	if (op[0] == '<')
		return strcmp(l, r) < 0;
	if (op[0] == '>')
		return strcmp(l, r) > 0;
	return run_test(l, op, r);
}

static bool
cnot(struct cond *c)
{
	if (is_lit(c->w, "!")) {
		c->w = c->w->next;
		return !cnot(c);
	}
	return primary(c);
}

static bool
cand(struct cond *c)
{
	bool r = cnot(c), save;

	while (is_lit(c->w, "&&")) {
		c->w = c->w->next;
		save = c->skip;
		c->skip = save || !r;
		r = cnot(c) && r;
		c->skip = save;
	}
	return r;
}

static bool
cor(struct cond *c)
{
	bool r = cand(c), save;

	while (is_lit(c->w, "||")) {
		c->w = c->w->next;
		save = c->skip;
		c->skip = save || r;
		r = cand(c) || r;
		c->skip = save;
	}
	return r;
}

int
evalcond(struct node *n)
{
	struct cond c = { .w = n->cmd.args };
	bool r = cor(&c);

	if (c.w || c.bad) {
		sh_warn("[[: syntax error in conditional expression");
		return 2;
	}
	return !r;
}
