/*
 * input.c - the input stack: script files, strings and alias text
 *
 * The lexer reads one character at a time with pgetc(). Files are read in
 * blocks, as dash does (POSIX asks a shell reading a script from standard
 * input to leave the offset after each command; dash does not, and we
 * follow dash). Strings come from -c, eval, traps and command
 * substitution text; alias values are pushed on top and popped when a
 * token starts beyond them, which is how the lexer knows an alias is being
 * expanded (an alias is not expanded again inside its own text). An
 * interactive shell's terminal is read a line at a time through the line
 * editor (edit.c), which shows the prompt.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"

struct source {
	struct source	*prev;
	int		fd;		/* -1: a string */
	bool		close_fd;
	const char	*buf;
	size_t		len, pos;
	char		*fbuf;		/* block buffer of a file */
	void		*alias;		/* the alias being expanded */
	bool		passed;		/* used up, and read beyond */
	int		saved_lineno;
	bool		eof;
	bool		prompts;	/* the input of the command loop */
	bool		nl;		/* a newline read: PS2 before more */
};

int plinno = 1;
static struct source *src;
static int ungot[16];
static int nungot;
struct sbuf *pcapture;		/* when set, what pgetc() reads goes here */

bool plain_prompts;	/* written by the shell, not the line editor */

/*
 * The prompts of an interactive shell not reading a terminal (sh -i <
 * script, or a file) are written as dash writes them: PS1 before each
 * command, PS2 when a newline is read and more is needed (at the next
 * read from that source, so that a command that ends at the newline gets
 * none); cmdloop ends the last one with a newline at the end of the input.
 */
static void
prompt_show(int which)
{
	prompt_put(which);
	plain_prompts = true;
}

/*
 * PS1 (which 1) before a command: when the next read is the terminal's,
 * the line editor shows it (and redraws it); otherwise it is written now.
 */
void
input_prompt(int which)
{
	struct source *s;

	for (s = src; s && s->alias; s = s->prev)
		;
	if (s)
		s->prompts = true;
	prompt_next = 0;
	if (s && s->fd == 0 && s->pos >= s->len && !s->eof && isatty(0))
		prompt_next = which;
	else
		prompt_show(which);
}

/* a newline was read from s, and now more: PS2 first */
static void
prompt_nl(struct source *s)
{
	if (s->nl && prompt_next)
		prompt_show(prompt_next);
	s->nl = false;
}

static bool
refill(struct source *s)
{
	ssize_t n = 0;

	if (s->fd < 0)
		return false;
	if (s->fd == 0 && interactive && isatty(0)) {
		/*
		 * the terminal: a line at a time, edited (edit.c), after
		 * PS1 before a command (eval.c's cmdloop asks for it), PS2
		 * on the lines that continue it
		 */
		char *line;

		if (!s->eof)
			n = edit_read(sh_prompt(prompt_next ? prompt_next : 2),
			    &line);
		prompt_next = 2;
		s->nl = false;
		if (!n) {
			s->eof = true;
			return false;
		}
		s->buf = line;
		s->len = n;
		s->pos = 0;
		return true;
	}
	if (!s->fbuf)
		s->fbuf = xmalloc(4096);
	prompt_nl(s);
	while (!s->eof && (n = read(s->fd, s->fbuf, 4096)) < 0 &&
	    errno == EINTR)
		sigint_check();		/* C-c at the prompt: a new one */
	if (n <= 0) {
		s->eof = true;
		return false;
	}
	s->buf = s->fbuf;
	s->len = n;
	s->pos = 0;
	return true;
}

/* set -v: the input is echoed to stderr as it is read, line by line */
static void
verbose_char(int c)
{
	static char buf[256];
	static size_t n;

	buf[n++] = c;
	if (c == '\n' || n == sizeof(buf)) {
		write_full(2, buf, n);
		n = 0;
	}
}

int
pgetc(void)
{
	struct source *s;
	int c;

	if (nungot) {
		c = ungot[--nungot];
		if (c == '\n')
			plinno++;
		if (pcapture)
			sb_addc(pcapture, c);
		return c;
	}
	/*
	 * Alias text that is used up stays on the stack until a token
	 * starts beyond it (input_drop_used): the word read from its end
	 * is still in it, and must not expand that alias again (POSIX
	 * 2.3.1).
	 */
	for (s = src; s; ) {
		if (s->pos < s->len) {
			prompt_nl(s);
			c = (unsigned char)s->buf[s->pos++];
			if (!c)		/* a NUL byte is dropped, as dash */
				continue;
			/* only what is read from a file: not eval, $() */
			if (OPTSET(v) && s->fd >= 0)
				verbose_char(c);
			if (c == '\n') {
				plinno++;
				if (s->prompts)
					s->nl = true, prompt_next = 2;
			}
			if (pcapture)
				sb_addc(pcapture, c);
			return c;
		}
		if (refill(s))
			continue;
		if (!s->alias)
			break;
		s->passed = true;
		s = s->prev;
	}
	return PEOF;
}

void
pungetc(int c)
{
	if (c == PEOF)
		return;
	if (c == '\n')
		plinno--;
	if (pcapture && pcapture->len)
		pcapture->len--;
	if (nungot < (int)ARRAY_SIZE(ungot))
		ungot[nungot++] = c;
}

static struct source *
new_source(void)
{
	struct source *s = xzalloc(sizeof(*s));

	s->prev = src;
	s->fd = -1;
	s->saved_lineno = plinno;
	src = s;
	return s;
}

void
push_string(const char *str, size_t len, void *alias)
{
	struct source *s;
	char *b;
	int i, n = nungot;

	/*
	 * Characters pushed back come after the new text: they become a
	 * source of their own, under it, that pops itself when read.
	 * (A newline among them was taken off plinno by pungetc already.)
	 */
	if (n) {
		b = xmalloc(n);
		for (i = 0; i < n; i++)
			b[i] = ungot[n - 1 - i];
		nungot = 0;
		s = new_source();
		s->fbuf = b;
		s->buf = b;
		s->len = n;
		s->alias = (void *)&ungot;
		s->saved_lineno = -1;
	}
	s = new_source();
	s->alias = alias;
	s->buf = str;
	s->len = len;
	if (!alias)
		plinno = 1;
	else
		s->saved_lineno = -1;
}

void
push_file(int fd, bool close_it)
{
	struct source *s = new_source();

	s->fd = fd;
	s->close_fd = close_it;
	plinno = 1;
}

void
pop_file(void)
{
	struct source *s = src;

	if (!s)
		return;
	src = s->prev;
	if (s->close_fd)
		close(s->fd);
	if (s->saved_lineno >= 0)
		plinno = s->saved_lineno;
	if (!s->alias)
		nungot = 0;
	free(s->fbuf);
	free(s);
}

/*
 * The first character of a token has been read: alias text that was
 * read beyond before it is done with.
 */
void
input_drop_used(void)
{
	while (src && src->alias && src->passed)
		pop_file();
}

/*
 * Text that is read again (lex_arith_cmd, its sources marked mark) and
 * characters pushed back, read to their end: popped before more is
 * pushed, so that "((((((..." does not leave a chain of them for every
 * later character to walk.
 */
void
input_drop_reread(void *mark)
{
	while (src && src->passed &&
	    (src->alias == mark || src->alias == (void *)&ungot))
		pop_file();
}

/* After a syntax error inside alias text, drop the alias sources. */
void
input_reset(void)
{
	while (src && src->alias)
		pop_file();
	nungot = 0;
	pcapture = NULL;
}

/* The source on top: what eval and "." pushed, to unwind after an error. */
void *
input_top(void)
{
	return src;
}

/*
 * After an error in eval or ".": drop their source s and whatever was
 * pushed on it, so that the shell does not go on reading their text.
 */
void
input_unwind(void *s)
{
	struct source *p;

	for (p = src; p && p != s; p = p->prev)
		;
	if (!p)
		return;
	while (src != p)
		pop_file();
	pop_file();
}

/* Drop every source: tests/fuzz/sh_parse.c, after each input. */
void
input_popall(void)
{
	while (src)
		pop_file();
	nungot = 0;
}

/* Is the alias's text still on the input stack (even if used up)? */
bool
alias_on_stack(void *alias)
{
	struct source *s;

	for (s = src; s && s->alias; s = s->prev)
		if (s->alias == alias)
			return true;
	return false;
}

/* A redirection is about to replace fd: a file being read moves off it. */
void
input_move_fd(int fd)
{
	struct source *s;

	for (s = src; s; s = s->prev)
		if (s->fd == fd)
			s->fd = move_fd_high(fd);
}

int
setinput_file(const char *path, bool must)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0) {
		if (must)
			sh_error("cannot open %s: %s", path, errno == ENOENT ?
			    "No such file" : strerror(errno));
		return -1;
	}
	fd = move_fd_high(fd);
	push_file(fd, true);
	return 0;
}
