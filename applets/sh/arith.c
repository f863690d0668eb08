/*
 * arith.c - $((...)): integer arithmetic in intmax_t
 *
 * POSIX.1-2024 XCU 2.6.4 and the C operators it lists, by precedence
 * climbing: unary + - ! ~, * / %, + -, << >>, < <= > >=, == !=, &, ^, |,
 * &&, ||, ?:, and the assignment operators. Constants are decimal, octal
 * (leading 0) and hex (0x). A variable's value must be a number (as in
 * dash); unset or empty is 0. && || ?: skip the side effects of the arm
 * not taken. Division by zero is an error; shifts count modulo 64, as
 * dash on x86 does. With SH_EXTRAS, ++, -- and the comma operator work
 * as in bash, and so do array elements, a[i], their subscript evaluated
 * once.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"
#include <inttypes.h>

struct arith {
	const char	*p, *expr;
	int		noeval;
	jmp_buf		*check;		/* arith_parses: no message, back */
};

static NORETURN void
arith_error(struct arith *a, const char *what)
{
	if (a->check)
		longjmp(*a->check, 1);
	sh_error("arithmetic expression: %s: \"%s\"", what, a->expr);
}

static void
skip_ws(struct arith *a)
{
	while (*a->p == ' ' || *a->p == '\t' || *a->p == '\n')
		a->p++;
}

/*
 * The common case without strtoimax: a plain decimal of up to 18 digits,
 * optionally negative, and nothing after it. False for anything else
 * (octal, hex, blanks, overflow), which takes the general path.
 */
static int
dec_digits(const char *s, intmax_t *out)
{
	intmax_t n = 0;
	int i;

	if (*s < '1' || *s > '9')
		return 0;
	for (i = 0; s[i] >= '0' && s[i] <= '9'; i++) {
		if (i == 18)
			return 0;
		n = n * 10 + (s[i] - '0');
	}
	*out = n;
	return i;
}

static bool
dec_fast(const char *s, intmax_t *out)
{
	bool neg = *s == '-';
	int n;

	if (s[0] == '0' && !s[1]) {
		*out = 0;
		return true;
	}
	n = dec_digits(s + neg, out);
	if (!n || s[neg + n])
		return false;
	if (neg)
		*out = -*out;
	return true;
}

/* a variable's value as a number */
static intmax_t
var_number(const char *name, size_t len)
{
	const char *v = ENABLE_SH_EXTRAS && name[len - 1] == ']' ?
	    var_getref(name, len) : var_getn(name, len), *s;
	char *end;
	intmax_t n;

	if (!v) {
		if (OPTSET(u))
			sh_error("%.*s: parameter not set", (int)len, name);
		return 0;
	}
	for (s = v; *s == ' ' || *s == '\t' || *s == '\n'; s++)
		;
	if (!*s)
		return 0;
	if (dec_fast(s, &n))
		return n;
	errno = 0;
	n = strtoimax(s, &end, 0);
	while (*end == ' ' || *end == '\t' || *end == '\n')
		end++;
	if (*end || end == s || errno == ERANGE)	/* as dash */
		sh_error("Illegal number: %s", v);
	return n;
}

static void
assign(const char *name, size_t len, intmax_t v)
{
	char buf[24], *n = ststrndup(name, len);

	fmt_int(buf, v);
	if (ENABLE_SH_EXTRAS && name[len - 1] == ']')
		var_setref(n, len, buf);	/* a[i] = ... */
	else
		var_set(n, buf, 0);
}

/*
 * After a name at p: with SH_EXTRAS, bash's subscript "[...]" up to
 * the "]" that closes it, which the name then takes in (var.c reads
 * the expression); an unclosed one is an error.
 */
static const char *
subscript_end(struct arith *a, const char *p)
{
	int depth = 0;

	if (!ENABLE_SH_EXTRAS || *p != '[')
		return p;
	for (; *p; p++)
		if (*p == '[')
			depth++;
		else if (*p == ']' && !--depth)
			return p + 1;
	arith_error(a, "missing ']'");
}

/*
 * NAME[EXPR] as NAME[N], EXPR evaluated once: a[i++]++ reads and
 * writes the same element. Other names stay as they are.
 */
static const char *
subscript_eval(const char *name, size_t *len)
{
	const char *b;
	char *r;

	if (!ENABLE_SH_EXTRAS || name[*len - 1] != ']')
		return name;
	b = memchr(name, '[', *len);
	r = stalloc((b - name) + 24 + 2);
	sprintf(r, "%.*s[%jd]", (int)(b - name), name,
	    arith_eval(ststrndup(b + 1, name + *len - b - 2)));
	*len = strlen(r);
	return r;
}

static intmax_t expr(struct arith *a);
static intmax_t ternary(struct arith *a);

static bool
namec(int c)
{
	return c == '_' || isalnum(c);
}

/*
 * An assignment operator at p: its length, with the operation ('=' for
 * plain assignment, '<' and '>' for the shifts) in *op; 0 for none
 * ("==" is a comparison).
 */
static int
assign_op(const char *p, int *op)
{
	*op = p[0];
	switch (p[0]) {
	case '=':
		return p[1] != '=';
	case '<':
	case '>':
		return p[1] == p[0] && p[2] == '=' ? 3 : 0;
	case '*': case '/': case '%': case '+': case '-':
	case '&': case '^': case '|':
		return p[1] == '=' ? 2 : 0;
	}
	return 0;
}

static intmax_t
primary(struct arith *a)
{
	const char *name;
	size_t len;
	intmax_t v;
	char *end;
	int c;

	skip_ws(a);
	c = *a->p;
	if (c == '(') {
		a->p++;
		v = expr(a);
		skip_ws(a);
		if (*a->p != ')')
			arith_error(a, "expecting ')'");
		a->p++;
		return v;
	}
	if (isdigit(c)) {
		if ((len = dec_digits(a->p, &v)) && !namec(a->p[len])) {
			a->p += len;
			return v;
		}
		errno = 0;
		/* out of range: the nearest limit, as strtoimax and dash */
		v = strtoimax(a->p, &end, 0);
		if (end == a->p)
			arith_error(a, "expecting primary");
		a->p = end;
		return v;
	}
	if (c == '_' || isalpha(c)) {
		name = a->p;
		while (namec((unsigned char)*a->p))
			a->p++;
		len = a->p - name;
		if (ENABLE_SH_EXTRAS && *a->p == '[') {
			a->p = subscript_end(a, a->p);
			len = a->p - name;
			if (!a->noeval)
				name = subscript_eval(name, &len);
		}
		skip_ws(a);
		/*
		 * A plain assignment does not read the old value, which
		 * may be unset (set -u) or not a number.
		 */
		v = a->noeval || (a->p[0] == '=' && a->p[1] != '=') ? 0 :
		    var_number(name, len);
		if (ENABLE_SH_EXTRAS && (a->p[0] == '+' || a->p[0] == '-') &&
		    a->p[1] == a->p[0]) {
			int d = a->p[0] == '+' ? 1 : -1;

			a->p += 2;
			if (!a->noeval)
				assign(name, len, v + d);
			return v;
		}
		/* assignment operators */
		{
			int op, ol = assign_op(a->p, &op);
			intmax_t r;

			if (ol) {
				a->p += ol;
				r = ternary(a);
				if (a->noeval)
					return 0;
				switch (op) {
				case '<': r = v << (r & 63); break;
				case '>': r = v >> (r & 63); break;
				case '*':
					r = (intmax_t)((uintmax_t)v * r);
					break;
				case '/': case '%':
					if (!r)
						arith_error(a, "division by zero");
					if (r == -1 && v == INTMAX_MIN)
						r = op == '/' ? v : 0;
					else
						r = op == '/' ? v / r : v % r;
					break;
				case '+':
					r = (intmax_t)((uintmax_t)v + r);
					break;
				case '-':
					r = (intmax_t)((uintmax_t)v - r);
					break;
				case '&': r = v & r; break;
				case '^': r = v ^ r; break;
				case '|': r = v | r; break;
				}
				assign(name, len, r);
				return r;
			}
		}
		return v;
	}
	arith_error(a, "expecting primary");
}

static intmax_t
unary(struct arith *a)
{
	intmax_t v;
	int c;

	stack_check();
	skip_ws(a);
	c = *a->p;
	if (ENABLE_SH_EXTRAS && (c == '+' || c == '-') && a->p[1] == c) {
		const char *q = a->p + 2, *name;
		size_t len;

		while (*q == ' ' || *q == '\t')
			q++;
		if (*q == '_' || isalpha((unsigned char)*q)) {
			name = q;
			while (namec((unsigned char)*q))
				q++;
			q = subscript_end(a, q);
			len = q - name;
			a->p = q;
			if (a->noeval)
				return 0;
			name = subscript_eval(name, &len);
			v = var_number(name, len) + (c == '+' ? 1 : -1);
			assign(name, len, v);
			return v;
		}
	}
	switch (c) {
	case '+': a->p++; return unary(a);
	case '-': a->p++; return (intmax_t)(0 - (uintmax_t)unary(a));
	case '!': a->p++; return !unary(a);
	case '~': a->p++; return ~unary(a);
	}
	return primary(a);
}

/*
 * A binary operator at p: its precedence (higher binds tighter) and
 * length, or 0 when there is none (an assignment operator is none).
 */
static int
binop(const char *p, int *len)
{
	int prec;

	*len = 1;
	switch (*p) {
	case '|':
		if (p[1] == '|')
			return *len = 2, 1;
		prec = 3;
		break;
	case '&':
		if (p[1] == '&')
			return *len = 2, 2;
		prec = 5;
		break;
	case '^': prec = 4; break;
	case '=':
		return p[1] == '=' ? (*len = 2, 6) : 0;
	case '!':
		return p[1] == '=' ? (*len = 2, 6) : 0;
	case '<':
	case '>':
		if (p[1] == '=')
			return *len = 2, 7;
		if (p[1] != p[0])
			return 7;
		if (p[2] == '=')
			return 0;
		return *len = 2, 8;
	case '+': case '-': prec = 9; break;
	case '*': case '/': case '%': prec = 10; break;
	default:
		return 0;
	}
	return p[1] == '=' ? 0 : prec;
}

static intmax_t
apply(struct arith *a, const char *op, intmax_t l, intmax_t r)
{
	switch (op[0]) {
	case '|': return l | r;
	case '^': return l ^ r;
	case '&': return l & r;
	case '=': return l == r;
	case '!': return l != r;
	case '<':
		if (op[1] == '<')
			return (intmax_t)((uintmax_t)l << (r & 63));
		return op[1] == '=' ? l <= r : l < r;
	case '>':
		if (op[1] == '>')
			return l >> (r & 63);
		return op[1] == '=' ? l >= r : l > r;
	case '+': return (intmax_t)((uintmax_t)l + r);
	case '-': return (intmax_t)((uintmax_t)l - r);
	case '*': return (intmax_t)((uintmax_t)l * r);
	case '/': case '%':
		if (a->noeval)
			return 0;
		if (!r)
			arith_error(a, "division by zero");
		if (r == -1 && l == INTMAX_MIN)
			return op[0] == '/' ? l : 0;
		return op[0] == '/' ? l / r : l % r;
	}
	return 0;
}

static intmax_t
binary(struct arith *a, int minprec)
{
	intmax_t l = unary(a), r;
	const char *op;
	int prec, len = 0;

	for (;;) {
		skip_ws(a);
		prec = binop(a->p, &len);
		if (!prec || prec < minprec)
			return l;
		op = a->p;
		a->p += len;
		if (prec == 1 || prec == 2) {
			bool skip = prec == 1 ? l != 0 : l == 0;

			a->noeval += skip;
			r = binary(a, prec + 1);
			a->noeval -= skip;
			l = prec == 1 ? (l || r) : (l && r);
			continue;
		}
		r = binary(a, prec + 1);
		l = apply(a, op, l, r);
	}
}

static intmax_t
ternary(struct arith *a)
{
	intmax_t c = binary(a, 1), x, y;

	skip_ws(a);
	if (*a->p != '?')
		return c;
	a->p++;
	a->noeval += !c;
	x = ternary(a);
	a->noeval -= !c;
	skip_ws(a);
	if (*a->p != ':')
		arith_error(a, "expecting ':'");
	a->p++;
	a->noeval += !!c;
	y = ternary(a);
	a->noeval -= !!c;
	return c ? x : y;
}

/* bash's comma operator: each part evaluated, the last one's value */
static intmax_t
expr(struct arith *a)
{
	intmax_t v = ternary(a);

	while (ENABLE_SH_EXTRAS && (skip_ws(a), *a->p == ',')) {
		a->p++;
		v = ternary(a);
	}
	return v;
}

intmax_t
arith_eval(const char *s)
{
	struct arith a = { s, s, 0, NULL };
	intmax_t v;

	v = expr(&a);	/* an empty expression is an error, as in dash */
	skip_ws(&a);
	if (*a.p)
		arith_error(&a, "expecting EOF");
	return v;
}

/*
 * Is s an expression? Parsed without effects (nothing assigned, no
 * variable read) and without a message: for "((" in lex.c.
 */
bool
arith_parses(const char *s)
{
	jmp_buf jb;
	struct arith a = { s, s, 1, &jb };

	if (setjmp(jb))
		return false;
	expr(&a);
	skip_ws(&a);
	return !*a.p;
}

/* let EXPR...: bash's; the status is 0 when the last value is not 0 */
int
bi_let(int argc, char **argv)
{
	intmax_t v = 0;
	int i;

	if (argc < 2)
		sh_error("let: expression expected");
	for (i = 1; i < argc; i++)
		v = arith_eval(argv[i]);
	return v == 0;
}
