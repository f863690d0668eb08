/*
 * test.c - evaluate a conditional expression: test and [
 *
 * POSIX.1-2024 test. One to four arguments follow the standard's rules by
 * count (so "test ! = x" and "test '(' -a ')'" mean what POSIX says);
 * longer expressions go through a recursive parser where -o binds looser
 * than -a, "!" negates and "( )" group. Besides the POSIX primaries:
 * -k (sticky), -O and -G (owned by the effective uid/gid), -nt, -ot and
 * -ef (as GNU: -nt is also true when only the left file exists), -N, "==" as
 * "=", and "<" ">" (string order by the locale's collation, as dash and
 * bash). Integers may be any length ("test 99999999999999999999 -gt 1"
 * is true, as with GNU) and may carry blanks around them. Errors and their
 * wording follow GNU coreutils, with exit status 2. [ needs "]" as its
 * last argument. Nothing is allocated: the shell runs this in-process.
 *
 * applet: test usr/bin core nofork nohelp
 * usage: test EXPRESSION
 *
 *	Exit with status 0 if EXPRESSION is true, 1 if false, 2 on error.
 *
 *	Strings: STRING or -n STRING (not empty), -z STRING (empty),
 *	S1 = S2 (or ==), S1 != S2, S1 < S2 and S1 > S2 (collation order).
 *	Integers: N1 -eq, -ne, -lt, -le, -gt or -ge N2.
 *	Files: -e (exists), -f (regular), -d (directory), -b, -c (block
 *	or character device), -p (FIFO), -S (socket), -h or -L (symbolic
 *	link), -r, -w, -x (readable, writable, executable), -s (not
 *	empty), -u, -g, -k (setuid, setgid, sticky bit), -O, -G (owned by
 *	the effective user, group), -N (modified since last read) FILE;
 *	F1 -nt F2 (newer, or F2 missing), F1 -ot F2 (older), F1 -ef F2
 *	(the same file); -t FD (a terminal).
 *	Logic: ! EXPR, EXPR -a EXPR, EXPR -o EXPR, ( EXPR ).
 * applet: [ usr/bin core nofork main=test
 * usage: [ EXPRESSION ]
 *
 *	The same as test, with a closing "]" as the last argument.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

struct texpr {
	char	**v;	/* the arguments, without the command name or "]" */
	int	n;
	int	pos;	/* next argument to read */
};

#define syntax(...)	status_exit(2, __VA_ARGS__)

/* The expression ran out: GNU names the last argument. */
static NORETURN void
missing(struct texpr *t)
{
	syntax("missing argument after '%s'", t->v[t->n - 1]);
}

static bool
is(const char *s, const char *w)
{
	return !strcmp(s, w);
}

/* "-x": a dash and one letter, whatever the letter */
static bool
dash_letter(const char *s)
{
	return s[0] == '-' && s[1] && !s[2];
}

static bool
is_unary(const char *s)
{
	return dash_letter(s) && strchr("bcdefghkLnNOGprsStuwxz", s[1]);
}

/* -a and -o are not in this list: they are the parser's business */
static const char *const binops[] = {
	"=", "==", "!=", "<", ">", "-eq", "-ne", "-lt", "-le", "-gt", "-ge",
	"-nt", "-ot", "-ef",
};

static int
binop(const char *s)
{
	unsigned i;

	for (i = 0; i < ARRAY_SIZE(binops); i++)
		if (is(s, binops[i]))
			return i;
	return -1;
}

/*
 * An integer of any length: blanks, an optional sign, digits, blanks. The
 * digits are returned without leading zeros, and zero is never negative.
 */
struct bigint {
	const char	*d;
	size_t		len;
	bool		neg;
};

static void
parse_int(const char *s, struct bigint *b)
{
	const char *p = s;

	while (isspace((unsigned char)*p))
		p++;
	b->neg = *p == '-';
	if (*p == '-' || *p == '+')
		p++;
	if (!isdigit((unsigned char)*p))
		syntax("invalid integer '%s'", s);
	while (*p == '0' && isdigit((unsigned char)p[1]))
		p++;
	b->d = p;
	while (isdigit((unsigned char)*p))
		p++;
	b->len = p - b->d;
	while (isspace((unsigned char)*p))
		p++;
	if (*p)
		syntax("invalid integer '%s'", s);
	if (b->len == 1 && *b->d == '0')
		b->neg = false;
}

/* <0, 0, >0 as a is less than, equal to or greater than b */
static int
int_cmp(const char *sa, const char *sb)
{
	struct bigint a, b;
	int r;

	parse_int(sa, &a);
	parse_int(sb, &b);
	if (a.neg != b.neg)
		return a.neg ? -1 : 1;
	if (a.len != b.len)
		r = a.len < b.len ? -1 : 1;
	else
		r = memcmp(a.d, b.d, a.len);
	return a.neg ? -r : r;
}

static int
ts_cmp(const struct timespec *a, const struct timespec *b)
{
	if (a->tv_sec != b->tv_sec)
		return a->tv_sec < b->tv_sec ? -1 : 1;
	if (a->tv_nsec != b->tv_nsec)
		return a->tv_nsec < b->tv_nsec ? -1 : 1;
	return 0;
}

static bool
binary(const char *l, int op, const char *r)
{
	struct stat a, b;
	bool la, lb;
	int c;

	switch (op) {
	case 0: case 1: return is(l, r);
	case 2: return !is(l, r);
	case 3: return strcoll(l, r) < 0;
	case 4: return strcoll(l, r) > 0;
	}
	if (op <= 10) {
		c = int_cmp(l, r);
		switch (op) {
		case 5: return c == 0;
		case 6: return c != 0;
		case 7: return c < 0;
		case 8: return c <= 0;
		case 9: return c > 0;
		default: return c >= 0;
		}
	}
	la = stat(l, &a) == 0;
	lb = stat(r, &b) == 0;
	if (op == 11)		/* -nt */
		return la && (!lb || ts_cmp(&a.st_mtim, &b.st_mtim) > 0);
	if (op == 12)		/* -ot */
		return lb && (!la || ts_cmp(&a.st_mtim, &b.st_mtim) < 0);
	return la && lb && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

static bool
unary(int op, const char *arg)
{
	struct bigint fd;
	struct stat st;
	int mode;

	switch (op) {
	case 'n': return *arg;
	case 'z': return !*arg;
	case 't':
		parse_int(arg, &fd);
		return !fd.neg && fd.len < 10 && isatty(atoi(fd.d));
	case 'h': case 'L':
		return lstat(arg, &st) == 0 && S_ISLNK(st.st_mode);
	case 'r': case 'w': case 'x':
		mode = op == 'r' ? R_OK : op == 'w' ? W_OK : X_OK;
		return faccessat(AT_FDCWD, arg, mode, AT_EACCESS) == 0;
	}
	if (stat(arg, &st) < 0)
		return false;
	switch (op) {
	case 'b': return S_ISBLK(st.st_mode);
	case 'c': return S_ISCHR(st.st_mode);
	case 'd': return S_ISDIR(st.st_mode);
	case 'f': return S_ISREG(st.st_mode);
	case 'p': return S_ISFIFO(st.st_mode);
	case 'S': return S_ISSOCK(st.st_mode);
	case 's': return st.st_size > 0;
	case 'u': return st.st_mode & S_ISUID;
	case 'g': return st.st_mode & S_ISGID;
	case 'k': return st.st_mode & S_ISVTX;
	case 'O': return st.st_uid == geteuid();
	case 'G': return st.st_gid == getegid();
	case 'N': return ts_cmp(&st.st_mtim, &st.st_atim) > 0;
	}
	return true;		/* -e */
}

static bool eval_n(struct texpr *t, int n);
static bool expr_or(struct texpr *t);

/* One operand of -a/-o: negations, then ( ), a binary or unary test, or a
 * string. */
static bool
primary(struct texpr *t)
{
	bool neg = false, v;
	char **a;
	int left, n, op;

	while (t->pos < t->n && is(t->v[t->pos], "!")) {
		neg = !neg;
		t->pos++;
	}
	if (t->pos >= t->n)
		missing(t);
	a = t->v + t->pos;
	left = t->n - t->pos;
	if (is(a[0], "(")) {
		/*
		 * Up to four arguments before the ")" take the POSIX rules
		 * for their count; more take the whole parser.
		 */
		if (++t->pos >= t->n)
			missing(t);
		for (n = 1; n < left - 1 && !is(a[n + 1], ")"); n++)
			if (n == 4) {
				n = left - 1;
				break;
			}
		v = eval_n(t, n);
		/* GNU names the "]" of [ here, though it is no operand */
		if (!t->v[t->pos])
			syntax("')' expected");
		if (t->pos >= t->n || !is(t->v[t->pos], ")"))
			syntax("')' expected, found '%s'", t->v[t->pos]);
		t->pos++;
	} else if (left >= 3 && (op = binop(a[1])) >= 0) {
		t->pos += 3;
		v = binary(a[0], op, a[2]);
	} else if (dash_letter(a[0])) {
		if (!is_unary(a[0]))
			syntax("'%s': unary operator expected", a[0]);
		if (left < 2)
			missing(t);
		t->pos += 2;
		v = unary(a[0][1], a[1]);
	} else {
		t->pos++;
		v = *a[0];
	}
	return neg != v;
}

/* Every operand is evaluated, so that a syntax error anywhere is seen. */
static bool
expr_and(struct texpr *t)
{
	bool v = primary(t);

	while (t->pos < t->n && is(t->v[t->pos], "-a")) {
		t->pos++;
		v = primary(t) && v;
	}
	return v;
}

static bool
expr_or(struct texpr *t)
{
	bool v = expr_and(t);

	while (t->pos < t->n && is(t->v[t->pos], "-o")) {
		t->pos++;
		v = expr_and(t) || v;
	}
	return v;
}

/*
 * POSIX's rules for n (up to 4) arguments at t->pos; other cases, and any
 * n above 4, go to the parser, which may read past the n.
 */
static bool
eval_n(struct texpr *t, int n)
{
	char **a = t->v + t->pos;
	int op;

	switch (n) {
	case 0:
		return false;
	case 1:
		t->pos++;
		return *a[0];
	case 2:
		if (is(a[0], "!")) {
			t->pos += 2;
			return !*a[1];
		}
		if (is_unary(a[0])) {
			t->pos += 2;
			return unary(a[0][1], a[1]);
		}
		if (dash_letter(a[0]))
			syntax("'%s': unary operator expected", a[0]);
		missing(t);
	case 3:
		if ((op = binop(a[1])) >= 0) {
			t->pos += 3;
			return binary(a[0], op, a[2]);
		}
		if (is(a[0], "!")) {
			t->pos++;
			return !eval_n(t, 2);
		}
		if (is(a[0], "(") && is(a[2], ")")) {
			t->pos += 3;
			return *a[1];
		}
		if (!is(a[1], "-a") && !is(a[1], "-o"))
			syntax("'%s': binary operator expected", a[1]);
		break;
	case 4:
		if (is(a[0], "!")) {
			t->pos++;
			return !eval_n(t, 3);
		}
		if (is(a[0], "(") && is(a[3], ")")) {
			t->pos++;
			n = eval_n(t, 2);
			t->pos++;
			return n;
		}
		break;
	}
	return expr_or(t);
}

int
test_main(int argc, char **argv)
{
	struct texpr t = { argv + 1, argc - 1, 0 };
	bool v;

	if (is(applet_name, "[")) {
		if (argc < 2 || !is(argv[argc - 1], "]"))
			syntax("missing ']'");
		t.n--;
	}
	v = eval_n(&t, t.n);
	if (t.pos < t.n)
		syntax("extra argument '%s'", t.v[t.pos]);
	return !v;
}
