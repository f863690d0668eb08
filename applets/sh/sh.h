/*
 * sh.h - the shell's shared types and the interfaces between its stages
 *
 * The stages: input.c feeds characters to lex.c, which hands tokens with
 * word parts to parse.c; parse.c builds a tree of struct node (node.c
 * copies and frees trees); eval.c walks the tree (cond.c evaluates
 * [[ ]]), expand.c turns words into fields (with arith.c, match.c and,
 * for bash's {a,b} and {1..9}, brace.c),
 * redir.c applies redirections, exec.c finds and starts commands,
 * builtins.c holds the builtins of no other stage, the aliases, getopts'
 * scan and the option reading of every builtin; var.c the variables,
 * trap.c the signals, jobs.c the children. sh.c has the invocation and
 * the error exits, mem.c the per-command arena and growable strings.
 * Each file's declarations below come under its name, in that order; a
 * builtin is declared with the file that defines it.
 * SPDX-License-Identifier: MIT
 */
#ifndef SH_H
#define SH_H

#include "config.h"
#include "libbb.h"
#include <signal.h>
#include <sys/wait.h>

/* ---- words, redirections and the tree (lex.c and parse.c build them) */
enum {
	WP_LIT, WP_PARAM, WP_CMDSUB, WP_ARITH,
	WP_LIST		/* bash's a=(...): the element words in arg */
};
/* parameter operators; PF_COLON marks the ':' forms */
enum {
	PO_NONE, PO_MINUS, PO_ASSIGN, PO_QUEST, PO_PLUS, PO_LEN,
	PO_TRIMS, PO_TRIML, PO_TRIMPS, PO_TRIMPL,	/* # ## % %% */
	PO_SUBST, PO_SUBSTR,
	PO_UPPER, PO_LOWER,	/* ^ , (bash; with PF_ALL ^^ ,,) */
	PO_NAMES,	/* ${!prefix*} (bash; with PF_ALL ${!prefix@}) */
	PO_BAD		/* ${ x} and the like: an error when expanded */
};
enum {
	PF_COLON = 1, PF_ALL = 2, PF_HEAD = 4, PF_TAIL = 8, PF_BRACED = 16,
	PF_INDIR = 32	/* ${!name...} (bash) */
};
#define LIT_OP	0x80	/* flags of a literal: an operator inside [[ ]] */
struct word;
struct node;
struct wpart {
	struct wpart	*next;
	unsigned char	type, quoted, op, flags;
	/* bash's ${a[...]}: 0 none, '@' or '*', '[' an index in sub */
	IF_SH_EXTRAS(unsigned char subk;)
	char		*str;		/* literal text or parameter name */
	size_t		len;
	struct word	*arg, *arg2;	/* operands of ${x...}, $((...)) text */
	struct node	*cmd;		/* $(...) and `...` */
	IF_SH_EXTRAS(struct word *sub;)	/* the index, as $((...)) text */
};
struct word {
	struct word	*next;
	struct wpart	*parts;
	IF_SH_EXTRAS(bool brace;)	/* an unquoted '{', for brace.c */
	IF_SH_EXTRAS(bool arr;)		/* a[i]=x or a=(...), parse.c */
};
#define WORD_BRACE(w)	(ENABLE_SH_EXTRAS && IF_SH_EXTRAS((w)->brace) + 0)
#define WORD_ARR(w)	(ENABLE_SH_EXTRAS && IF_SH_EXTRAS((w)->arr) + 0)

enum {
	R_IN, R_OUT, R_APPEND, R_CLOBBER, R_RDWR, R_DUPIN, R_DUPOUT,
	R_HEREDOC, R_HERESTR
};
struct redir {
	struct redir	*next;
	int		type, fd;	/* fd -2: &> (1 and 2) */
	bool		quoted;		/* here-doc with a quoted delimiter */
	struct word	*word;		/* target, or the here-doc body */
	char		*delim;		/* here-doc delimiter while reading */
	struct redir	*hnext;		/* the queue of bodies to read */
	bool		strip_tabs;
};

enum {
	N_CMD, N_PIPE, N_AND, N_OR, N_SEQ, N_BG, N_NOT, N_SUBSHELL, N_BRACE,
	N_IF, N_WHILE, N_UNTIL, N_FOR, N_CASE, N_FUNC,
	N_DBRACK,	/* [[ ... ]]: the words in cmd.args */
	N_ARITH		/* ((...)): the expression as cmd.args, one word */
};
struct caseitem {
	struct caseitem	*next;
	struct word	*pats;
	struct node	*body;
	unsigned char	fallthrough;	/* ;& 1, ;;& (bash: test on) 2 */
};
struct node {
	unsigned char	type;
	int		lineno;
	struct redir	*redirs;
	union {
		struct {
			struct word	*assigns, *args;
		} cmd;
		struct {
			struct node	*left, *right;
		} bin;			/* AND OR SEQ */
		struct {
			struct node	**cmds;
			int		n;
			bool		bang;
		} pipe;
		struct node	*body;	/* BG NOT SUBSHELL BRACE */
		struct {
			struct node	*cond, *then, *els;
		} ifn;			/* IF WHILE UNTIL */
		struct {
			char		*var;	/* NULL: for ((;;)), words */
			struct word	*words;	/* init, cond and step */
			bool		has_in;
			struct node	*body;
		} forn;
		struct {
			struct word	*word;
			struct caseitem	*items;
		} casen;
		struct {
			char		*name;
			struct node	*body;
		} func;
	};
};

/* ---- sh.c: invocation, option flags, errors, the stack limit ------- */
enum {
	OPT_a, OPT_b, OPT_C, OPT_e, OPT_f, OPT_h, OPT_i, OPT_m, OPT_n, OPT_s,
	OPT_u, OPT_v, OPT_x, OPT_pipefail, OPT_ignoreeof, OPT_vi, OPT_emacs,
	OPT_B,			/* braceexpand: only with SH_EXTRAS */
	NOPTS = OPT_B + ENABLE_SH_EXTRAS
};
extern char optflags[NOPTS];
#define OPTSET(o)	(optflags[OPT_##o])
extern const char optletters[NOPTS];	/* 0 for -o-only options */
extern const char *const optnames[NOPTS];
extern char *arg0;		/* $0 */
extern const char *errcmd;	/* "eval" or the . file: messages say it */
extern pid_t rootpid;		/* $$ */
extern int cur_lineno;
extern bool interactive;
extern bool login_shell;	/* -l, or $0 starting with '-' */
/*
 * The prompt: which 1 for PS1, 2 for PS2. The value after bash's
 * backslash escapes (\u user, \h host up to the first dot, \H host,
 * \w working directory with $HOME as ~, \W its last name, \$ '#' for
 * root else '$', \n newline, \t time HH:MM:SS, \e escape, \a bell, \\
 * backslash) and then
 * parameter expansion, command substitution and arithmetic as dash does;
 * the text between \[ and \] (terminal controls, which take no room on
 * the screen) comes between the bytes \001 and \002, which are not
 * to be printed. Valid until the next call.
 */
const char *sh_prompt(int which);
void prompt_put(int which);	/* on stderr, without the markers */
/*
 * The prompt before the next line the interactive shell reads from fd 0:
 * the command loop sets 1 (PS1) before each command, input.c shows it
 * and sets 2 (PS2) for the further lines of that command.
 */
extern int prompt_next;
extern bool plain_prompts;	/* not the line editor's: cmdloop ends them */
void input_prompt(int which);	/* PS1 (1) before a command */
char *dollar_minus(void);
int sh_main(int argc, char **argv);
/* errors: longjmp to the nearest handler */
enum { EX_ERROR = 1, EX_EXIT, EX_INT };	/* EX_INT: C-c, interactive */
struct jmploc {
	jmp_buf		jb;
	struct jmploc	*prev;
};
extern struct jmploc *handler;
extern int exception;
NORETURN void sh_raise(int kind);
NORETURN void sh_error(const char *fmt, ...) PRINTF(1, 2);
void sh_warn(const char *fmt, ...) PRINTF(1, 2);
NORETURN void sh_exit(int status);
NORETURN void synerror(const char *fmt, ...) PRINTF(1, 2);
void syn_warn(const char *fmt, ...) PRINTF(1, 2);
void stack_init(char *base);
NORETURN void stack_overflow(void);
extern char *stack_base;
extern size_t stack_max;
/* an error before the stack runs out */
static inline void
stack_check(void)
{
	char here;

	if (stack_base && (size_t)(stack_base - &here) > stack_max)
		stack_overflow();
}

/* ---- mem.c: a stack arena released per command --------------------- */
struct stmark {
	void	*block;
	size_t	used;
	int	xdepth;		/* sb_take()'s strings in use */
};
void *stalloc(size_t n);
void *stzalloc(size_t n);
char *ststrdup(const char *s);
char *ststrndup(const char *s, size_t n);
void stmark(struct stmark *m);
void strelease(const struct stmark *m);

/* a growable malloc'd string */
struct sbuf {
	char	*s;
	size_t	len, cap;
};
void sb_grow(struct sbuf *b, size_t more);
void sb_addc(struct sbuf *b, int c);
void sb_add(struct sbuf *b, const char *s, size_t n);
void sb_adds(struct sbuf *b, const char *s);
const char *sb_str(struct sbuf *b);	/* NUL-terminated, still owned by b */
void sb_free(struct sbuf *b);
struct sbuf *sb_arena(void);	/* freed by strelease too */
/* an expansion's growable string (mem.c): strelease frees them too */
extern struct sbuf **xbufs;
extern int nxbufs, xdepth;
struct sbuf *sb_take_more(void);
static inline __attribute__((always_inline)) struct sbuf *
sb_take(void)
{
	return xdepth < nxbufs ? xbufs[xdepth++] : sb_take_more();
}
/* the last taken (in any order among them) */
static inline __attribute__((always_inline)) void
sb_give(struct sbuf *b)
{
	if (b->s)		/* lit mostly stays empty */
		sb_free(b);
	xdepth--;
}
char *fmt_int(char *buf, intmax_t n);	/* decimal, buf of 24 bytes */
void print_quoted(const char *s);	/* as the shell reads it back */

/* ---- input.c ------------------------------------------------------- */
#define PEOF	(-1)
int pgetc(void);
void pungetc(int c);
extern struct sbuf *pcapture;	/* set: pgetc() appends to it */
void push_string(const char *s, size_t len, void *alias);
void push_file(int fd, bool close_it);
void pop_file(void);
int setinput_file(const char *path, bool must);
void input_reset(void);	/* drop pushed strings (after a syntax error) */
void input_drop_used(void);	/* pop alias text read to its end */
void input_drop_reread(void *mark);	/* pop text pushed again, read */
void input_move_fd(int fd);	/* a redirection replaces fd */
void input_popall(void);
void *input_top(void);
void input_unwind(void *s);
bool alias_on_stack(void *alias);
extern int plinno;	/* line number of the input being read */

/* ---- edit.c: the interactive side of the line editor --------------- */
size_t edit_read(const char *prompt, char **line);	/* 0: the end */
int bi_fc(int, char **), bi_history(int, char **);
void func_names(void (*fn)(const char *name));		/* eval.c */
void var_names(void (*fn)(const char *name));		/* var.c */
void alias_names(void (*fn)(const char *name));	/* and builtins' */

/* ---- lex.c: tokens for parse.c ------------------------------------- */
enum {
	T_EOF, T_NL, T_SEMI, T_AMP, T_AND, T_OR, T_PIPE, T_PIPEAMP, T_LP,
	T_RP, T_DSEMI, T_SEMIAMP, T_DSEMIAMP, T_REDIR, T_WORD
};
struct token {
	int		type;
	struct word	*w;
	const char	*text;	/* the word when it is one unquoted literal */
	int		rtype, fd;
	int		lineno;
	char		*delim;	/* after << and <<-: the delimiter */
	bool		dquoted;	/* ... with quoting in it */
};
extern struct token tok;
void lex_next(bool alias_check);
extern bool lex_nokw;	/* after x=1 or >f: reserved words are words */
struct lexstate {
	struct redir	*heredocs;
	bool		alias_next;
	int		ncaps;	/* here-doc delimiters being read */
};
void lex_save(struct lexstate *s);
void lex_restore(const struct lexstate *s);
void heredoc_setup(struct redir *r);	/* the word in tok */
struct word *parse_arith_word(const char *s, int first);
struct word *lex_arith_cmd(void);	/* ((...)) after "(" (SH_EXTRAS) */
struct word *lex_arith_for(void);	/* for ((;;)) after "for (" */
const char *tokname(void);
NORETURN void bad_subst(void);

/* ---- parse.c ------------------------------------------------------- */
/* one complete command, NULL at end of input; *eof set at EOF */
struct node *parse_command(bool *eof);
void parse_reset(void);
struct node *parse_subcmd(void);	/* after "$(": the list and ")" */
struct node *parse_backquote(const char *text, int first);
bool is_name(const char *s, size_t n);
bool is_keyword(const char *s);
bool word_is_assignment(const struct word *w);	/* NAME=... */

/* ---- node.c -------------------------------------------------------- */
struct node *node_copy(const struct node *n);	/* into malloc'd memory */
void node_free(struct node *n);
char *node_text(const struct node *n);	/* malloc'd, as dash shows jobs */
char *word_source(const struct word *w);	/* the same, of a word */

/* ---- eval.c -------------------------------------------------------- */
enum { EV_EXIT = 1, EV_TESTED = 2 };
int evaltree(struct node *n, int flags);
int evalstring(const char *s, int flags);	/* eval, trap actions, -c */
int cmdloop(bool top);		/* read-parse-eval until EOF; the status */
extern int exitstatus;		/* $? */
extern int evalskip;		/* SKIP_BREAK, SKIP_CONT or SKIP_RETURN */
enum { SKIP_BREAK = 1, SKIP_CONT, SKIP_RETURN };
int sh_number(const char *builtin, const char *s);	/* >= 0 or error */
int run_inproc(const struct applet *a, char **argv);	/* nofork applets */
struct func;
struct func *func_find(const char *name);
int func_unset(const char *name);	/* 0, or -1 when there was none */
int bi_break(int, char **), bi_return(int, char **), bi_exit(int, char **),
    bi_eval(int, char **), bi_dot(int, char **), bi_exec(int, char **);

/* ---- cond.c -------------------------------------------------------- */
int evalcond(struct node *n);	/* [[ ]] */

/* ---- expand.c ------------------------------------------------------ */
enum {
	EXP_SPLIT = 1, EXP_GLOB = 2, EXP_TILDE = 4, EXP_ASSIGN = 8,
	EXP_PATTERN = 16, EXP_REGEX = 32
};
struct arglist {
	char	**v;
	int	n, cap;
};
void expand_words(struct word *w, struct arglist *out);
char *expand_word(struct word *w, int flags);	/* one field, in the arena */
char *expand_pattern(struct word *w);	/* backslash-escaped pattern */
char *expand_word_caught(struct word *w);	/* NULL after an error */
char *expand_assign(struct word *w);
#if ENABLE_SH_EXTRAS
/* an assignment given to export and the like: braces expanded (bash) */
void expand_assign_arg(struct word *w, struct arglist *out);
char *expand_target(struct word *w);	/* a redirection's; NULL: error */
#else
#define expand_assign_arg(w, out)	arglist_add(out, expand_assign(w))
#define expand_target(w)	expand_word(w, EXP_TILDE)
#endif
char *expand_regex(struct word *w);	/* quoted parts escaped for ERE */
/*
 * NAME=(...) (SH_EXTRAS): expand_compound() returns "NAME=" or
 * "NAME+=", and compound_of() that string's elements: each value with a
 * 'v' in front, or "[SUB]=VALUE" as written, expanded, for the keyed
 * ones. An assignment word whose WORD_ARR() is set may be one.
 */
char *expand_compound(struct word *w);
struct arglist *compound_of(const char *arg);
void *compound_save(void);	/* around a simple command */
void compound_restore(void *saved);
void arglist_add(struct arglist *l, char *s);
extern int lastcmdsub_status;

/* ---- brace.c (SH_EXTRAS) ------------------------------------------- */
bool brace_candidate(const struct wpart *p);	/* an unquoted { and } */
struct word *brace_expand(struct word *w);	/* the words, in the arena */

/* ---- arith.c ------------------------------------------------------- */
intmax_t arith_eval(const char *expr);
bool arith_parses(const char *expr);	/* no effects, no message */
int bi_let(int argc, char **argv);	/* SH_EXTRAS */

/* ---- match.c ------------------------------------------------------- */
bool pmatch(const char *pat, const char *s);	/* whole-string match */
bool has_glob(const char *s);
/* nomatch: the word when nothing matches (NULL: pat unescaped) */
void glob_expand(const char *pat, char *nomatch, struct arglist *out);
char *unescape(const char *s);	/* drop pattern backslashes, in the arena */
ssize_t match_prefix(const char *pat, const char *s, size_t len,
    bool longest);
ssize_t match_suffix(const char *pat, const char *s, bool longest);

/* ---- redir.c ------------------------------------------------------- */
int move_fd_high(int fd);
enum { RD_SAVE = 1 };		/* remember the old fds for popredir() */
int redirect(struct redir *r, int flags);	/* 0, or non-zero on error */
void popredir(void);		/* undo the last redirect(RD_SAVE) */
void keepredir(void);		/* or keep it, as exec does */
int redir_saved(int fd);	/* fd before the last redirect(RD_SAVE) */
void clearredir(void);		/* undo every saved redirection */
void close_shell_fds(void);	/* an applet run without exec */
bool redir_heredoc0(const struct redir *r);

/* ---- exec.c -------------------------------------------------------- */
enum { CK_SPECIAL, CK_FUNC, CK_BUILTIN, CK_APPLET, CK_PATH };
struct cmdentry {
	int			kind;
	const struct builtin	*bi;
	struct func		*func;
	const struct applet	*applet;	/* CK_APPLET; CK_PATH to us */
	char			*path;		/* CK_PATH: in the arena */
};
enum { FC_NOFUNC = 1, FC_DEFPATH = 2, FC_NOHASH = 4 };
extern const char *lookup_path;		/* FC_NOHASH: search this PATH */
bool find_command(const char *name, struct cmdentry *e, int flags);
void hash_clear(void);
/* who: "exec: " for the exec builtin's messages, else "" */
NORETURN void shell_exec(char **argv, char **env, const struct cmdentry *e,
    const char *who);
/* an external command by vfork; the status, -1 for ENOEXEC */
int vfork_exec(char **argv, char **env, const char *path,
    const struct node *cmd);
char *find_path(const char *name, const char *pathvar, int amode);
const char *not_found(int err);	/* "not found", or why not */
int bi_hash(int, char **), bi_type(int, char **), bi_command(int, char **);

/* ---- builtins.c ----------------------------------------------------
 * A builtin is int fn(int argc, char **argv), argv[0] its name. It writes
 * with stdio (eval flushes stdout after it and reports write errors),
 * reports problems with sh_warn() and a non-zero return, or with
 * sh_error() when POSIX says the error is fatal (special builtins in a
 * non-interactive shell: the shell exits with status 2).
 */
enum { BI_SPECIAL = 1, BI_ASSIGN = 2 };	/* BI_ASSIGN: export readonly local */
struct builtin {
	const char	*name;
	int		(*fn)(int argc, char **argv);
	unsigned char	flags;
};
const struct builtin *find_builtin(const char *name);
struct known {			/* what a command name is, of the fixed ones */
	char			name[16];
	const struct builtin	*bi;
	const struct applet	*applet;
};
const struct known *known_name(const char *name);
/* a builtin's options; see bi_options() */
struct bopts {
	unsigned char	seen[128];	/* per letter: how often */
	unsigned short	when[128];	/* per letter: its last turn, from 1 */
	int		last;		/* the last letter given */
	char		*arg[4];	/* of the letters with ':', in order */
};
enum { BO_FATAL = 1, BO_QUIET = 2 };	/* FATAL: a special builtin's */
char **bi_options(char **argv, const char *spec, struct bopts *o, int flags);
int opt_error(const char *name, int c, bool noarg, bool fatal);
/* the options of set and sh; cflag: sh's -c */
char **set_options(char **argv, bool *cflag, bool *newpos);
bool dash_number(const char *s, long long *out);	/* " +12 " */
void *alias_find(const char *name, const char **value);
void getopts_reset(void);
void getopts_push(long save[2]);		/* around a function call */
void getopts_pop(const long save[2]);
extern bool read_ahead;		/* read's fd 0 is its own */
int bi_colon(int, char **), bi_false(int, char **), bi_alias(int, char **),
    bi_unalias(int, char **), bi_cd(int, char **), bi_pwd(int, char **),
    bi_export(int, char **), bi_readonly(int, char **),
    bi_unset(int, char **), bi_local(int, char **), bi_read(int, char **),
    bi_getopts(int, char **), bi_umask(int, char **),
    bi_ulimit(int, char **), bi_times(int, char **), bi_shift(int, char **),
    bi_set(int, char **);

/* ---- var.c --------------------------------------------------------- */
enum {
	V_EXPORT = 1, V_READONLY = 2, V_UNSET = 4, V_LOCALSAVE = 8,
	/* bash's declare -i -l -u, and a name declare gave (SH_EXTRAS) */
	V_INTEGER = 16, V_LOWER = 32, V_UPPER = 64, V_DECL = 128,
	/* an indexed array (bash): name's value is empty, the elements
	 * are kept aside (var.c); 0 without SH_EXTRAS, so tests fold */
	V_ARRAY = ENABLE_SH_EXTRAS ? 256 : 0
};
struct var {
	struct var	*next;
	char		*name;		/* malloc'd "name=value" */
	const char	*value;		/* points after '=' in name */
	unsigned	namelen;
	IF_SH_EXTRAS(unsigned short) IF_NOT_SH_EXTRAS(unsigned char) flags;
};
unsigned str_hash(const char *s, size_t n);	/* for every name table */
struct var *var_lookup(const char *name, size_t len);
const char *var_get(const char *name);
const char *var_getn(const char *name, size_t len);
struct var *var_set(const char *name, const char *value, unsigned flags);
struct var *var_setkv(const char *nv, unsigned flags);
void var_setint(const char *name, long long v);
int var_unset(const char *name);
char **var_environ(void);
void var_init(char **envp);
void random_fork(void);
/* set, export -p, readonly -p */
void var_list(int which, const char *prefix);
void local_var(const char *arg);
char *var_append(char *nv);	/* "x+=v" as "x=..." (SH_EXTRAS) */
int bi_declare(int, char **);	/* and typeset (SH_EXTRAS) */
/*
 * bash's indexed arrays (SH_EXTRAS). A reference is NAME or NAME[SUB],
 * SUB an arithmetic expression, negative counting back from the end.
 * var_assign_extra() does an assignment string NAME[SUB]=V or
 * NAME[SUB]+=V, or a NAME=(...) that expand_assign() registered; false
 * for any other. var_elems() gives copies of the values (and the
 * indices, when idx is set) in index order, in the arena: a set scalar
 * is one element.
 */
bool var_assign_extra(const char *nv);
const char *var_getref(const char *ref, size_t len);
void var_setref(const char *ref, size_t len, const char *value);
int var_unsetref(const char *ref);	/* 1: after a warning */
const char *var_elem(const char *name, size_t len, const char *sub);
char **var_elems(const char *name, size_t len, int *np, intmax_t **idx);
int var_nelems(const char *name, size_t len);
void var_setarray(const char *name, char **vals, int n);	/* read -a */
bool var_is_ref(const char *s, size_t len);	/* NAME or NAME[...] */
void *local_push(void);
void local_pop(void *saved);
void local_reset(void);
extern const char *ifs;		/* the value of IFS, default when unset */
const unsigned char *ifs_table(void);
extern bool ifs_set;
extern char **posv;		/* positional parameters $1.. */
extern int posc;
void set_positional(char **argv, int argc);
char **argv_block(char **argv, int argc);	/* one malloc'd copy */

/* ---- trap.c -------------------------------------------------------- */
void trap_init(void);
void trap_run_pending(void);	/* run caught-signal actions */
void trap_reset_child(void);	/* subshell: caught traps back to default */
void trap_default_child(void);	/* vfork child: the same, syscalls only */
void trap_exit(void);		/* run the EXIT trap once */
void sigint_check(void);	/* interactive: act on a pending C-c */
bool trap_any(void);		/* some trap would run in this process */
extern int trap_depth;		/* > 0 while a trap action runs */
extern int trap_saved_status;	/* $? before the running trap action */
extern int trap_funcdepth;	/* the function depth it started at */
extern int funcdepth;		/* functions running now */
extern volatile sig_atomic_t pending_sigs;
extern volatile sig_atomic_t last_signal;	/* the latest caught one */
int bi_trap(int, char **);

/* ---- jobs.c ------------------------------------------------------
 * A job: job_new(), then job_fork() for each process (or, around a
 * vfork, job_child() in the child and job_proc() in the parent), then
 * job_wait() for a foreground one.
 */
pid_t sh_fork(void);		/* forks; the child resets its state */
int wait_pid(pid_t pid);	/* status as $?; a child of no job */
struct job;
struct job *job_new(int nprocs, bool bg);
pid_t job_fork(struct job *j, const struct node *n);
void job_child(const struct job *j);	/* system calls only */
void job_proc(struct job *j, pid_t pid, const struct node *n);
int job_wait(struct job *j, int *sts);	/* status of the last process */
void jobs_notify(void);		/* interactive: report changed jobs */
bool jobs_report(bool print);	/* ... (set -b: from the line editor) */
bool jobs_stopped(void);	/* exit: warn once about stopped jobs */
void jobctl_set(bool on, const char *who);	/* set -m and +m */
extern bool jobctl_on;	/* job control is on: jobctl */
#define jobctl	(ENABLE_SH_JOB_CONTROL && jobctl_on)
extern pid_t lastbg_pid;
int bi_wait(int, char **), bi_jobs(int, char **), bi_kill(int, char **),
    bi_fg(int, char **), bi_bg(int, char **);

#endif /* SH_H */
