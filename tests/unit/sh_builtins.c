/*
 * sh_builtins.c - unit tests for applets/sh/builtins.c: the table is
 * sorted and complete for the bisection, and the helpers that have no
 * shell-visible corner of their own (logical cd paths, read's field
 * splitting, dash's quoting, -t numbers) give what POSIX and dash say.
 * The file is included whole, with the rest of the shell stubbed.
 * SPDX-License-Identifier: MIT
 */
#include "unit.h"
#include "../../applets/sh/builtins.c"
#include "../../applets/sh/mem.c"

/* ---- the rest of the shell, as little as builtins.c needs ---------- */
#define STUB(name) int name(int argc, char **argv) { return 0; }
STUB(bi_dot) STUB(bi_break) STUB(bi_eval) STUB(bi_exec) STUB(bi_exit)
STUB(bi_return) STUB(bi_hash) STUB(bi_type) STUB(bi_command) STUB(bi_trap)
STUB(bi_wait) STUB(bi_jobs) STUB(bi_kill) STUB(bi_fg) STUB(bi_bg)
STUB(bi_let) STUB(bi_fc) STUB(bi_history) STUB(bi_declare)

const char *ifs = " \t\n";
const char *errcmd;
char **posv;
int posc;
volatile sig_atomic_t pending_sigs;
char optflags[NOPTS];
const char optletters[NOPTS] = {
	'a', 'b', 'C', 'e', 'f', 'h', 'i', 'm', 'n', 's', 'u', 'v', 'x', 0,
	0, 0, 0
};
const char *const optnames[NOPTS] = {
	"allexport", "notify", "noclobber", "errexit", "noglob", "hashall",
	"interactive", "monitor", "noexec", "stdin", "nounset", "verbose",
	"xtrace", "pipefail", "ignoreeof", "vi", "emacs"
};

static jmp_buf err_jb;

void
sh_error(const char *fmt, ...)
{
	(void)fmt;
	longjmp(err_jb, 1);
}

void
sh_warn(const char *fmt, ...)
{
	(void)fmt;
}

struct var *var_lookup(const char *name, size_t len) { return NULL; }
const char *var_get(const char *name) { return NULL; }
struct var *var_set(const char *n, const char *v, unsigned f) { return NULL; }
struct var *var_setkv(const char *nv, unsigned flags) { return NULL; }
void var_setint(const char *name, long long v) { }
int var_unset(const char *name) { return 0; }
void var_list(int which, const char *prefix) { }
void local_var(const char *arg) { }
char *var_append(char *nv) { return nv; }
void set_positional(char **argv, int argc) { }
int funcdepth;
struct arglist *compound_of(const char *arg) { return NULL; }
bool var_assign_extra(const char *nv) { return false; }
bool var_is_ref(const char *s, size_t len) { return false; }
int var_unsetref(const char *ref) { return 0; }
void var_setarray(const char *name, char **vals, int n) { }
void arglist_add(struct arglist *l, char *s) { }
int func_unset(const char *name) { return 0; }
bool alias_on_stack(void *alias) { return false; }
void hash_clear(void) { }
bool login_shell;
void jobctl_set(bool on, const char *who) { }
const struct applet *find_applet(const char *name) { return NULL; }

const unsigned char *
ifs_table(void)
{
	static unsigned char map[256];
	const char *p;

	memset(map, 0, sizeof(map));
	for (p = ifs; *p; p++)
		map[(unsigned char)*p] = strchr(" \t\n", *p) ? 1 : 2;
	return map;
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

/* ---- helpers ------------------------------------------------------- */

/* logical_path(path) with the shell in dir */
static const char *
logical(const char *dir, const char *path)
{
	static char out[256];
	char *p;

	free(curdir);
	curdir = xstrdup(dir);
	p = logical_path(path);
	snprintf(out, sizeof(out), "%s", p ? p : "(null)");
	free(p);
	return out;
}

/*
 * read's split of line into nvars variables, with IFS set to sep; a
 * backslash in line makes the next character literal. The values come
 * back as "[v1][v2]...".
 */
static const char *
split(const char *sep, const char *line, int nvars)
{
	static char out[256];
	struct sbuf s = { 0 }, e = { 0 };
	struct fields f;
	size_t o = 0;
	char *v;
	int i;

	for (; *line; line++) {
		bool esc = *line == '\\' && line[1];

		line += esc;
		sb_addc(&s, *line);
		sb_addc(&e, esc);
	}
	ifs = sep;
	f.s = sb_str(&s);
	f.esc = sb_str(&e);
	f.len = s.len;
	f.i = 0;
	f.map = ifs_table();
	for (i = 0; i < nvars; i++) {
		v = f_next(&f, i == nvars - 1);
		o += snprintf(out + o, sizeof(out) - o, "[%s]", v);
		free(v);
	}
	ifs = " \t\n";
	sb_free(&s);
	sb_free(&e);
	return out;
}

/* what print_quoted writes */
static const char *
squoted(const char *s)
{
	static char out[256];
	FILE *tmp = tmpfile();
	int saved, n;

	fflush(stdout);
	saved = dup(1);
	dup2(fileno(tmp), 1);
	print_quoted(s);
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	rewind(tmp);
	n = fread(out, 1, sizeof(out) - 1, tmp);
	out[n < 0 ? 0 : n] = 0;
	fclose(tmp);
	return out;
}

static bool
timeout_is(const char *s, long sec, long ns)
{
	struct timespec ts;

	return parse_timeout(s, &ts) && ts.tv_sec == sec && ts.tv_nsec == ns;
}

static bool
is_special(const char *name)
{
	const struct builtin *b = find_builtin(name);

	return b && (b->flags & BI_SPECIAL);
}

int
main(void)
{
	static const char *const special[] = {
		"break", ":", "continue", ".", "eval", "exec", "exit",
		"export", "readonly", "return", "set", "shift", "times",
		"trap", "unset"
	};
	struct timespec ts;
	bool sorted = true, found = true, all = true;
	long long n;
	int i;

	for (i = 1; i < nbuiltins; i++)
		if (strcmp(builtintab[i - 1].name, builtintab[i].name) >= 0)
			sorted = false;
	EXPECT("table sorted", sorted);
	for (i = 0; i < nbuiltins; i++)
		if (find_builtin(builtintab[i].name) != &builtintab[i])
			found = false;
	EXPECT("every entry found", found);
	/* again, now from known_name()'s memo (with its collisions) */
	for (i = nbuiltins - 1; i >= 0; i--)
		if (find_builtin(builtintab[i].name) != &builtintab[i])
			found = false;
	EXPECT("every entry found again", found);
	EXPECT("not builtins, remembered", !find_builtin("") &&
	    !find_builtin("c") && !find_builtin("cdx") && !find_builtin("c") &&
	    !find_builtin("readonlyreadonly") && !find_builtin("unset_"));
	EXPECT("a long name, twice", !find_builtin("readonlyreadonly") &&
	    find_builtin("readonly") == find_builtin("readonly") &&
	    find_builtin("readonly") != NULL);
	EXPECT("not builtins", !find_builtin("") && !find_builtin("zz") &&
	    !find_builtin("ca") && !find_builtin("readonlyx") &&
	    !find_builtin("!") && !find_builtin("echo"));
	for (i = 0; i < (int)ARRAY_SIZE(special); i++)
		if (!is_special(special[i]))
			all = false;
	EXPECT("POSIX special builtins", all);
	EXPECT("regular builtins", !is_special("true") && !is_special("cd") &&
	    !is_special("read") && find_builtin("true"));
	EXPECT("assignment builtins", (find_builtin("export")->flags &
	    find_builtin("readonly")->flags & find_builtin("local")->flags &
	    BI_ASSIGN) && !(find_builtin("set")->flags & BI_ASSIGN));

	EXPECT("set -e", set_opt_letter('e', true) && optflags[OPT_e]);
	EXPECT("set +e", set_opt_letter('e', false) && !optflags[OPT_e]);
	EXPECT("set -z", !set_opt_letter('z', true) && !set_opt_letter(0, 1));
	EXPECT("set -o pipefail", set_opt_name("pipefail", true) &&
	    optflags[OPT_pipefail]);
	EXPECT("set -o nosuch", !set_opt_name("nosuch", true) &&
	    !set_opt_name("", true));

	EXPECT_STR("cd ..", logical("/a/b", ".."), "/a");
	EXPECT_STR("cd ../c", logical("/a/b", "../c"), "/a/c");
	EXPECT_STR("cd .", logical("/a/b", "."), "/a/b");
	EXPECT_STR("cd ./x//y/", logical("/a/b", "./x//y/"), "/a/b/x/y");
	EXPECT_STR("cd absolute", logical("/a/b", "/x/./y//z/"), "/x/y/z");
	EXPECT_STR("cd /..", logical("/a", "/.."), "/");
	EXPECT_STR("cd above /", logical("/a/b", "../../../.."), "/");
	EXPECT_STR("cd //x", logical("/a", "//x"), "//x");
	EXPECT_STR("cd ///x", logical("/a", "///x"), "/x");
	EXPECT_STR("cd from /", logical("/", "x"), "/x");
	EXPECT_STR("cd .. from /", logical("/", ".."), "/");
	EXPECT_STR("cd x/../y", logical("/a", "x/../y"), "/a/y");
	EXPECT_STR("cd ...", logical("/a", "..."), "/a/...");
	EXPECT_STR("cd .x", logical("/a", ".x/..y"), "/a/.x/..y");
	free(curdir);
	curdir = NULL;
	EXPECT("no curdir", !cdpath_skips("a") && cdpath_skips("/a") &&
	    cdpath_skips(".") && cdpath_skips("./a") && cdpath_skips("..") &&
	    cdpath_skips("../a") && !cdpath_skips(".a") &&
	    !cdpath_skips("..a") && !cdpath_skips(""));

	EXPECT_STR("read 2 vars", split(" \t\n", "a b  c d", 2), "[a][b  c d]");
	EXPECT_STR("read blanks", split(" \t\n", "  a b  c  ", 2), "[a][b  c]");
	EXPECT_STR("read more vars", split(" \t\n", " a ", 3), "[a][][]");
	EXPECT_STR("read escaped", split(" \t\n", "a\\ b c", 2), "[a b][c]");
	EXPECT_STR("read escaped end", split(" \t\n", "a b\\ ", 2),
	    "[a][b ]");
	EXPECT_STR("read colon", split(":", "a:b::c:", 3), "[a][b][:c:]");
	EXPECT_STR("read one field left", split(":", "a:b:c:", 3),
	    "[a][b][c]");
	EXPECT_STR("read empty last", split(":", "a:b:", 3), "[a][b][]");
	EXPECT_STR("read leading colon", split(":", ":a", 2), "[][a]");
	EXPECT_STR("read mixed", split(" :", " a :: b : c : ", 2),
	    "[a][: b : c :]");
	EXPECT_STR("read mixed one", split(" :", " a b :: ", 1), "[a b ::]");
	EXPECT_STR("read no IFS", split("", " a b ", 2), "[ a b ][]");
	EXPECT_STR("read empty line", split(" \t\n", "", 2), "[][]");

	EXPECT_STR("quote plain", squoted("abc"), "'abc'");
	EXPECT_STR("quote empty", squoted(""), "''");
	EXPECT_STR("quote it's", squoted("it's"), "'it'\"'\"'s'");
	EXPECT_STR("quote run", squoted("a''b"), "'a'\"''\"'b'");
	EXPECT_STR("quote ends", squoted("'a'"), "''\"'\"'a'\"'\"");

	EXPECT("number", get_number("042", &n) && n == 42);
	EXPECT("not numbers", !get_number("", &n) && !get_number("-1", &n) &&
	    !get_number("1x", &n) && !get_number(" 1", &n) &&
	    !get_number("99999999999999999999", &n));
	/* the same limits on a 32-bit board: long long, an exact check */
	EXPECT("number INT_MAX", get_number("2147483647", &n) &&
	    n == 2147483647);
	EXPECT("number LLONG_MAX", get_number("9223372036854775807", &n) &&
	    n == LLONG_MAX && !get_number("9223372036854775808", &n));
	EXPECT("dash number LLONG_MAX", dash_number(" 9223372036854775807 ",
	    &n) && n == LLONG_MAX && !dash_number("9223372036854775808", &n));
	EXPECT("timeout 1.5", timeout_is("1.5", 1, 500000000));
	EXPECT("timeout .25", timeout_is(".25", 0, 250000000));
	EXPECT("timeout 3", timeout_is("3", 3, 0) && timeout_is("3.", 3, 0));
	EXPECT("timeout 0", timeout_is("0", 0, 0));
	EXPECT("timeout digits", timeout_is("0.1234567891", 0, 123456789));
	EXPECT("bad timeouts", !parse_timeout("", &ts) &&
	    !parse_timeout(".", &ts) && !parse_timeout("x", &ts) &&
	    !parse_timeout("-1", &ts) && !parse_timeout("1.2.3", &ts) &&
	    !parse_timeout("1s", &ts));

	/* a special builtin's error unwinds (sh_error) */
	if (!setjmp(err_jb)) {
		bi_shift(2, (char *[]){ "shift", "x", NULL });
		EXPECT("shift x is fatal", false);
	} else {
		EXPECT("shift x is fatal", true);
	}
	return unit_failed;
}
