/*
 * lineedit.c - the line editor: raw-mode editing, history, completion
 *
 * Interactive programs (sh) read a line with lineedit_read(). The terminal
 * is driven with plain ECMA-48/VT100 sequences only (CR, CUU, CUF, ED, and
 * ESC [ 6 n to learn the width of a serial console), no terminfo: every
 * terminal in use today (xterm and its kin, the Linux console, screen and
 * tmux, serial terminal programs) understands them. The keys are read in
 * the forms those terminals send: ESC [ X, ESC O X, ESC [ n ~ and the
 * ESC [ 1 ; m X forms with a modifier (m 3 or 5: by words).
 *
 * The line is redrawn from the prompt's last row (crow counts the rows
 * from there to the cursor), with the wrapping of xterm: a character that
 * fills the last column leaves the cursor pending there, so after such a
 * character we move on with CR LF ourselves; a wide character that does not
 * fit goes whole to the next row.
 *
 * Where editing cannot work (not a terminal, TERM=dumb, or a terminal of
 * width 0 that does not answer the cursor position request within 100 ms)
 * lineedit_read() says LE_PLAIN and the caller reads in the kernel's
 * canonical mode, where erase and kill still work.
 *
 * History: a list of at most HISTSIZE lines, no two consecutive alike,
 * loaded from the history file at the first read and appended to it at
 * exit, the new lines only, in one O_APPEND write, so that shells ending
 * at the same time do not lose each other's lines; the file is cut back
 * to the last HISTSIZE lines (by a rename) once it holds twice as many.
 * SPDX-License-Identifier: MIT
 */
#include "config.h"
#include "libbb.h"
#include <dirent.h>
#include <poll.h>
#include <pwd.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <termios.h>

enum {
	K_LEFT = 0x100, K_RIGHT, K_UP, K_DOWN, K_HOME, K_END, K_DEL,
	K_WLEFT, K_WRIGHT, K_NONE, META = 0x200
};
#define CTL(c)	((c) & 0x1F)

static struct termios saved_tio;
static bool raw, plain_forever;
static int width;
static volatile sig_atomic_t winched, signalled;

static struct lineedit *le;
static char *buf, *killbuf;
static size_t len, pos, cap;
static int crow;		/* rows from the prompt's last to the cursor */
static const char *prompt_line;	/* the prompt's last line */
static char *out;
static size_t outn, outcap;

enum { MAXREC = 128 };		/* the keys of one vi change, at most */
static int pushed[MAXREC], npushed;	/* keys to read again (vi's .) */
static int replay_at;		/* pushed[replay_at..] are a . replay's */
static bool replayed;		/* the last key was one of them */

/* ---- output -------------------------------------------------------- */

static void
put(const char *s, size_t n)
{
	if (!n)
		return;
	if (outn + n > outcap) {
		outcap = (outn + n) * 2 + 64;
		out = xrealloc(out, outcap, 1);
	}
	memcpy(out + outn, s, n);
	outn += n;
}

static void
puts_(const char *s)
{
	put(s, strlen(s));
}

static void
putf(const char *fmt, int n)
{
	char b[32];

	if (n > 0)
		put(b, snprintf(b, sizeof(b), fmt, n));
}

static void
flush(void)
{
	write_full(2, out, outn);
	outn = 0;
}

/* ---- characters and their widths ----------------------------------- */

/* the length of the UTF-8 character at s (1 for a stray byte) */
static int
u8len(const char *s, size_t n, unsigned *cp)
{
	unsigned char c = *s;
	int k, i;

	*cp = c;
	if (c < 0xC0 || c >= 0xF8)
		return 1;
	k = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
	if ((size_t)k > n)
		return 1;
	*cp = c & (0x7F >> k);
	for (i = 1; i < k; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 1;
		*cp = *cp << 6 | (s[i] & 0x3F);
	}
	return k;
}

/*
 * The columns a character takes: musl's wcwidth() answers only in a UTF-8
 * locale, which a rescue shell rarely has; these are the East Asian wide
 * and fullwidth blocks and the emoji, and the combining marks take none.
 */
static int
cwidth(unsigned c)
{
	static const unsigned wide[][2] = {
		{0x1100, 0x115F}, {0x2E80, 0x303E}, {0x3041, 0x33FF},
		{0x3400, 0x4DBF}, {0x4E00, 0x9FFF}, {0xA000, 0xA4CF},
		{0xAC00, 0xD7A3}, {0xF900, 0xFAFF}, {0xFE30, 0xFE4F},
		{0xFF00, 0xFF60}, {0xFFE0, 0xFFE6}, {0x1F300, 0x1F64F},
		{0x1F900, 0x1F9FF}, {0x20000, 0x3FFFD},
	};
	size_t i;

	if ((c >= 0x300 && c <= 0x36F) || c == 0x200B)
		return 0;
	for (i = 0; i < ARRAY_SIZE(wide); i++)
		if (c >= wide[i][0] && c <= wide[i][1])
			return 2;
	return 1;
}

static size_t
next(size_t p)
{
	unsigned cp;

	return p < len ? p + u8len(buf + p, len - p, &cp) : p;
}

static size_t
prev(size_t p)
{
	size_t q = p;

	while (q > 0 && (buf[--q] & 0xC0) == 0x80 && p - q < 4)
		;
	return q;
}

/*
 * Lay out n bytes of s from (row, col); ESC sequences and \1...\2 take
 * none. With draw, also write them, breaking the rows with CR LF
 * ourselves: a terminal may have its autowrap off (SeaBIOS leaves a serial
 * console so, with ESC [ ? 7 l), and a wide character that does not fit
 * at the end of a row goes to the next one.
 */
static void
layout(const char *s, size_t n, int *row, int *col, bool draw)
{
	size_t i = 0, at;
	unsigned cp;
	int w, k;

	while (i < n) {
		at = i;
		if (s[i] == '\1') {
			while (i < n && s[i] != '\2')
				i++;
			i = MIN(i + 1, n);
		} else if (s[i] == '\033') {
			for (i += 2; i < n && !(s[i] >= 0x40 && s[i] <= 0x7E);
			    i++)
				;
			i = MIN(i + 1, n);
		} else {
			k = u8len(s + i, n - i, &cp);
			w = (unsigned char)s[i] < 0x20 ? 0 : cwidth(cp);
			i += k;
			if (*col + w > width) {
				++*row;
				*col = 0;
				if (draw)
					put("\r\n", 2);
			}
			*col += w;
		}
		if (draw)
			put(s + at, i - at);
	}
}

/* ---- the terminal -------------------------------------------------- */

static void
raw_off(void *unused)
{
	if (raw) {
		tcsetattr(0, TCSADRAIN, &saved_tio);
		raw = false;
	}
}

static void
on_winch(int sig)
{
	if (sig == SIGWINCH)
		winched = 1;
	signalled = 1;
}

static bool
readable(int ms)
{
	struct pollfd p = { .fd = 0, .events = POLLIN };
	int n;

	/* a signal in the middle of a key: wait again, the whole time */
	while ((n = poll(&p, 1, ms)) < 0 && errno == EINTR)
		;
	return n > 0;
}

/* the width from the kernel, or from the terminal itself (a serial line) */
static bool
get_width(void)
{
	struct winsize ws;
	char r[32];
	size_t n = 0;
	int row, col;

	if (ioctl(2, TIOCGWINSZ, &ws) == 0 && ws.ws_col) {
		width = ws.ws_col;
		return true;
	}
	/* as far right as possible, then: where am I? */
	write_full(2, "\033[999C\033[6n", 10);
	while (n < sizeof(r) - 1 && readable(100) && read(0, r + n, 1) == 1)
		if (r[n++] == 'R')
			break;
	write_full(2, "\r", 1);
	r[n] = 0;
	if (!n)
		return false;
	width = sscanf(r, "\033[%d;%dR", &row, &col) == 2 && col > 1 ? col :
	    80;
	return true;
}

static bool
raw_on(void)
{
	struct termios t;
	const char *term = getenv("TERM");

	if (plain_forever || !isatty(0) || !isatty(2) ||
	    (term && !strcmp(term, "dumb")) || tcgetattr(0, &saved_tio))
		return false;
	t = saved_tio;
	t.c_lflag &= ~(ICANON | ECHO | ISIG | IEXTEN);
	t.c_iflag &= ~(ICRNL | INLCR | IGNCR | IXON);
	t.c_cc[VMIN] = 1;
	t.c_cc[VTIME] = 0;
	if (tcsetattr(0, TCSADRAIN, &t))
		return false;
	raw = true;
	if (!get_width()) {
		raw_off(NULL);
		plain_forever = true;
		return false;
	}
	return true;
}

/* ---- keys ---------------------------------------------------------- */

/* a byte, or -1 at the end or after ms milliseconds; ms -1: no limit;
 * ms -2: no limit, and -2 when a signal comes first (the main loop's
 * wait); else a signal does not cut a key in two: the main loop sees it
 * after the key */
static int
getbyte(int ms)
{
	unsigned char c;
	ssize_t n;

	if (ms >= 0 && !readable(ms))
		return -1;
	if (ms == -2) {
		/* the signals held from the test of signalled until the
		 * wait: one coming between them would be seen only at the
		 * next key */
		struct pollfd p = { .fd = 0, .events = POLLIN };
		sigset_t hold, was;

		sigemptyset(&hold);
		sigaddset(&hold, SIGCHLD);
		sigaddset(&hold, SIGWINCH);
		sigprocmask(SIG_BLOCK, &hold, &was);
		n = signalled ? -2 : ppoll(&p, 1, NULL, &was);
		sigprocmask(SIG_SETMASK, &was, NULL);
		if (n < 0 && (signalled || errno == EINTR))
			return -2;
	}
	while ((n = read(0, &c, 1)) < 0 && errno == EINTR)
		if (ms == -2)
			return -2;
	return n == 1 ? c : -1;
}

/* ESC [ params final, or ESC O final: a key code */
static int
escape(int c)
{
	int p[2] = { 0, 0 }, np = 0;

	for (;;) {
		c = getbyte(50);
		if (c < 0)
			return K_NONE;
		if (c >= '0' && c <= '9') {
			/* no key has a number over 1000: no overflow */
			p[np] = MIN(p[np] * 10 + c - '0', 1000);
			continue;
		}
		if (c == ';') {
			np = 1;
			continue;
		}
		break;
	}
	switch (c) {
	case 'A': return K_UP;
	case 'B': return K_DOWN;
	case 'C': return p[1] == 3 || p[1] == 5 ? K_WRIGHT : K_RIGHT;
	case 'D': return p[1] == 3 || p[1] == 5 ? K_WLEFT : K_LEFT;
	case 'H': return K_HOME;
	case 'F': return K_END;
	case '~':
		switch (p[0]) {
		case 1: case 7: return K_HOME;
		case 4: case 8: return K_END;
		case 3: return K_DEL;
		}
	}
	return K_NONE;
}

/* a key: a byte, a K_ code, or META | byte (ESC then the byte); wait as
 * getbyte's ms */
static int
getkey(int wait)
{
	int c;

	if (npushed) {
		c = pushed[--npushed];
		replayed = npushed >= replay_at;
		if (npushed <= replay_at)
			replay_at = ARRAY_SIZE(pushed);
		return c;
	}
	replayed = false;
	c = getbyte(wait);
	if (c != 033)
		return c;
	c = getbyte(50);
	if (c == '[' || c == 'O')
		return escape(c);
	if (c < 0)
		return 033;
	return META | c;
}

/* ---- the line ------------------------------------------------------ */

static void
grow(size_t n)
{
	if (len + n + 1 > cap) {
		cap = (len + n) * 2 + 80;
		buf = xrealloc(buf, cap, 1);
	}
}

static void
set_line(const char *s)
{
	len = strlen(s);
	grow(0);
	memcpy(buf, s, len + 1);
	pos = len;
}

static void
insert(const char *s, size_t n)
{
	grow(n);
	memmove(buf + pos + n, buf + pos, len - pos);
	memcpy(buf + pos, s, n);
	len += n;
	pos += n;
	buf[len] = 0;
}

/* delete [a, b), into the kill buffer when save */
static void
cut(size_t a, size_t b, bool save)
{
	if (b <= a)
		return;
	if (save) {
		free(killbuf);
		killbuf = xmalloc(b - a + 1);
		memcpy(killbuf, buf + a, b - a);
		killbuf[b - a] = 0;
	}
	memmove(buf + a, buf + b, len - b);
	len -= b - a;
	buf[len] = 0;
	pos = a;
}

/* cls 0: blank, 1: word (alnum, _, non-ASCII), 2: other */
static int
cls(size_t p, bool big)
{
	unsigned char c = buf[p];

	if (c == ' ' || c == '\t')
		return 0;
	return big || isalnum(c) || c == '_' || c >= 0x80 ? 1 : 2;
}

/* the start of the next word (vi w, W) */
static size_t
word_next(size_t p, bool big)
{
	int c = p < len ? cls(p, big) : 0;

	while (p < len && c && cls(p, big) == c)
		p = next(p);
	while (p < len && !cls(p, big))
		p = next(p);
	return p;
}

/* the end of this or the next word (vi e, E; emacs M-f stops after it) */
static size_t
word_end(size_t p, bool big)
{
	int c;

	p = next(p);
	while (p < len && !cls(p, big))
		p = next(p);
	c = p < len ? cls(p, big) : 0;
	while (next(p) < len && cls(next(p), big) == c)
		p = next(p);
	return p;
}

/* the start of this or the previous word (vi b, B; emacs M-b) */
static size_t
word_prev(size_t p, bool big)
{
	int c;

	while (p > 0 && !cls(prev(p), big))
		p = prev(p);
	c = p > 0 ? cls(prev(p), big) : 0;
	while (p > 0 && cls(prev(p), big) == c)
		p = prev(p);
	return p;
}

/* ---- drawing ------------------------------------------------------- */

static const char *search_prompt;	/* during C-r: shown as the prompt */
static bool stale;		/* the screen is behind the line */

/* the prompt and the whole line again, the cursor at pos */
static void
redraw(void)
{
	const char *p = search_prompt ? search_prompt : prompt_line;
	int row = 0, col = 0, erow, ecol;

	putf("\033[%dA", crow);
	put("\r", 1);
	layout(p, strlen(p), &row, &col, true);
	erow = row, ecol = col;
	layout(buf, len, &erow, &ecol, true);
	if (ecol >= width) {
		put("\r\n", 2);
		erow++;
	}
	puts_("\033[J");
	layout(buf, pos, &row, &col, false);
	if (col >= width)
		row++, col = 0;
	putf("\033[%dA", erow - row);
	put("\r", 1);
	putf("\033[%dC", col);
	crow = row;
	stale = false;
	flush();
}

/*
 * After a change: redraw, unless more keys are already waiting (a paste,
 * typeahead, vi's .): then once they are read. Each redraw writes the
 * whole line, and a paste into it would otherwise take time and output
 * quadratic in its length.
 */
static void
refresh(void)
{
	if (npushed || readable(0))
		stale = true;
	else
		redraw();
}

/* the cursor to a row of its own after the line's end */
static void
to_end(void)
{
	int row = 0, col = 0;

	if (stale)
		redraw();
	layout(prompt_line, strlen(prompt_line), &row, &col, false);
	layout(buf, len, &row, &col, false);
	if (col >= width)
		row++, col = 0;
	putf("\033[%dB", row - crow);
	/* a line that filled its last row is already followed by one */
	puts_(col == 0 && row > 0 ? "\r" : "\r\n");
	crow = 0;
}

/* typed at the end of the line: only the new character is written */
static void
append(const char *s, size_t n)
{
	int row = 0, col = 0;

	insert(s, n);
	if (pos != len || search_prompt || stale) {
		refresh();
		return;
	}
	if (npushed || readable(0)) {	/* refresh()'s test, polled once */
		stale = true;
		return;
	}
	layout(prompt_line, strlen(prompt_line), &row, &col, false);
	layout(buf, len - n, &row, &col, false);
	if (col >= width)	/* a full last row: already followed by CR LF */
		row++, col = 0;
	layout(buf + len - n, n, &row, &col, true);
	if (col >= width) {
		put("\r\n", 2);
		row++;
	}
	crow = row;
	flush();
}

/* ---- history ------------------------------------------------------- */

static char **hist;
static int hcount, hsize = 1000, hnew, hbase = 1, hpos;
static char *hfile;
static pid_t howner;
static long hfile_lines;

void
lineedit_history_add(const char *line)
{
	size_t n = strcspn(line, "\n");

	if (!n || !hsize || (hcount && !strncmp(hist[hcount - 1], line, n) &&
	    !hist[hcount - 1][n]))
		return;
	if (hcount == hsize) {
		free(hist[0]);
		memmove(hist, hist + 1, (hcount - 1) * sizeof(*hist));
		hcount--;
		hbase++;
		if (hnew > hcount)
			hnew = hcount;
	}
	hist = xrealloc(hist, hcount + 1, sizeof(*hist));
	hist[hcount++] = xstrndup(line, n);
}

/* the newest line out (sh's fc puts the lines it runs in its place) */
void
lineedit_history_drop(void)
{
	if (hcount > hnew)
		free(hist[--hcount]);
}

const char *
lineedit_history(int n)
{
	n -= hbase;
	return n >= 0 && n < hcount ? hist[n] : NULL;
}

int
lineedit_history_last(void)
{
	return hbase + hcount - 1;
}

/* at exit: the lines of this session, at the end of the file */
static void
history_save(void *unused)
{
	struct sbuf_ { char *s; size_t n; } b = { NULL, 0 };
	char *tmp;
	int fd, i;
	FILE *f;

	if (!hfile || getpid() != howner || !ENABLE_FEATURE_EDITING_SAVEHISTORY)
		return;
	for (i = hnew; i < hcount; i++) {
		size_t k = strlen(hist[i]);

		b.s = xrealloc(b.s, b.n + k + 1, 1);
		memcpy(b.s + b.n, hist[i], k);
		b.n += k;
		b.s[b.n++] = '\n';
	}
	fd = open(hfile, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
	if (fd >= 0) {
		if (b.n)
			write_full(fd, b.s, b.n);
		close(fd);
	}
	free(b.s);
	hnew = hcount;
	if (hfile_lines + hcount <= 2L * hsize)
		return;
	/* cut the file back to the lines in memory */
	tmp = xasprintf("%s.%d", hfile, (int)getpid());
	if ((f = fopen(tmp, "w"))) {
		for (i = 0; i < hcount; i++)
			fprintf(f, "%s\n", hist[i]);
		if (fclose(f) == 0 && rename(tmp, hfile) == 0)
			hfile_lines = 0;
	}
	unlink(tmp);
	free(tmp);
}

void
lineedit_history_init(const char *file, int size)
{
	char *line = NULL;
	size_t n = 0;
	FILE *f;

	hsize = size < 0 ? 0 : size;
	if (!ENABLE_FEATURE_EDITING_SAVEHISTORY || !file || hfile)
		return;
	hfile = xstrdup(file);
	howner = getpid();
	if ((f = fopen(file, "r"))) {
		while (getline(&line, &n, f) > 0) {
			lineedit_history_add(line);
			hfile_lines++;
		}
		free(line);
		fclose(f);
	}
	hnew = hcount;
	atcleanup(history_save, NULL);
}

static void
history_go(int to)
{
	static char *editing;

	if (to < 0 || to > hcount || to == hpos)
		return;
	if (hpos == hcount) {
		free(editing);
		editing = xstrdup(buf);
	}
	hpos = to;
	set_line(hpos == hcount ? editing : hist[hpos]);
	refresh();
}

/* C-r: "(reverse-i-search)`text': line" until a key that is not a search */
static int
search(void)
{
	static char pr[180];	/* search_prompt: never a dead frame's */
	char s[128], *orig = xstrdup(buf);
	size_t sn = 0, opos = pos;
	int at = hcount, c, i;
	bool failed = false;
	char *m = NULL;

	s[0] = 0;
	for (;;) {
		snprintf(pr, sizeof(pr), "(%sreverse-i-search)`%s': ",
		    failed ? "failed " : "", s);
		search_prompt = pr;
		refresh();
		c = getkey(-1);
		if (c == CTL('r') || (c >= ' ' && c < 0x7F && sn < 120) ||
		    c == 0x7F || c == CTL('h')) {
			if (c == CTL('r'))
				i = at - 1;
			else if (c == 0x7F || c == CTL('h')) {
				if (sn)
					s[--sn] = 0;
				i = hcount - 1;
			} else {
				s[sn++] = c;
				s[sn] = 0;
				i = at < hcount ? at : hcount - 1;
			}
			for (; i >= 0 && !(m = strstr(hist[i], s)); i--)
				;
			failed = i < 0;
			if (!failed) {
				at = i;
				set_line(hist[at]);
				pos = m - hist[at];
			}
			continue;
		}
		search_prompt = NULL;
		if (c == CTL('g')) {
			set_line(orig);
			pos = opos;
			c = K_NONE;
		}
		if (at < hcount)
			hpos = at;
		free(orig);
		refresh();
		return c;
	}
}

/* ---- completion ---------------------------------------------------- */

static char **cands;
static int ncands;
static size_t cword;		/* where the word being completed starts */

void
lineedit_add(const char *name, bool dir)
{
	char *c = xasprintf("%s%s", name, dir ? "/" : "");
	int i;

	for (i = 0; i < ncands; i++)
		if (!strcmp(cands[i], c)) {
			free(c);
			return;
		}
	cands = xrealloc(cands, ncands + 1, sizeof(*cands));
	cands[ncands++] = c;
}

static bool
special(char c)
{
	return strchr(" \t\n'\"\\$`&;|()<>*?[]#!{}", c) != NULL;
}

/* the word before the cursor, unquoted; *cmd: it is in command position */
static char *
word_at(bool *cmd)
{
	char *w = xmalloc(pos + 1), q = 0;
	size_t i, n = 0, p;

	cword = 0;
	for (i = 0; i < pos; i++) {
		char c = buf[i];

		if (q) {
			if (c == q)
				q = 0;
			else
				w[n++] = c;
		} else if (c == '\\' && i + 1 < pos) {
			w[n++] = buf[++i];
		} else if (c == '\'' || c == '"') {
			q = c;
		} else if (c == ' ' || c == '\t' || strchr(";&|()<>`", c)) {
			n = 0;
			cword = i + 1;
		} else {
			w[n++] = c;
		}
	}
	w[n] = 0;
	for (p = cword; p > 0 && (buf[p - 1] == ' ' || buf[p - 1] == '\t');
	    p--)
		;
	*cmd = p == 0 || strchr(";&|(`", buf[p - 1]);
	return w;
}

static void
complete_files(const char *w)
{
	const char *slash = strrchr(w, '/'), *base = slash ? slash + 1 : w;
	char *dir, *typed, *path;
	struct dirent *d;
	struct stat st;
	bool isdir;
	DIR *dp;

	typed = xstrndup(w, base - w);
	dir = xstrdup(slash ? typed : ".");
	if (w[0] == '~' && slash) {
		const char *home = getenv("HOME");
		struct passwd *pw = NULL;
		char *user = xstrndup(w + 1, strcspn(w + 1, "/"));

		if (*user)
			pw = getpwnam(user);
		else if (!home)
			pw = getpwuid(getuid());
		if (pw || (!*user && home)) {
			free(dir);
			dir = xasprintf("%s%s", pw ? pw->pw_dir : home,
			    typed + 1 + strlen(user));
		}
		free(user);
	}
	if ((dp = opendir(dir))) {
		while ((d = readdir(dp))) {
			if (strncmp(d->d_name, base, strlen(base)) ||
			    (d->d_name[0] == '.' && base[0] != '.') ||
			    !strcmp(d->d_name, ".") || !strcmp(d->d_name, ".."))
				continue;
			path = join_path(dir, d->d_name);
			isdir = stat(path, &st) == 0 && S_ISDIR(st.st_mode);
			free(path);
			path = xasprintf("%s%s", typed, d->d_name);
			lineedit_add(path, isdir);
			free(path);
		}
		closedir(dp);
	}
	free(dir);
	free(typed);
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* the candidates in columns, as ls does, then the prompt and line again */
static void
list_cands(void)
{
	void **tmp = xmalloc(ncands * sizeof(*tmp));
	int i, r, c, w, maxw = 0, ncol, nrow, row, col;
	const char *name;

	sort_ptrs((void **)cands, ncands, tmp, cmp_str);
	free(tmp);
	for (i = 0; i < ncands; i++) {
		row = col = 0;
		name = cands[i];
		for (c = strlen(name) - 2; c >= 0 && name[c] != '/'; c--)
			;
		layout(name + c + 1, strlen(name + c + 1), &row, &col, false);
		maxw = MAX(maxw, col + row * width);
	}
	ncol = MAX(1, width / (maxw + 2));
	nrow = (ncands + ncol - 1) / ncol;
	to_end();
	for (r = 0; r < nrow; r++) {
		for (c = 0; c < ncol && (i = c * nrow + r) < ncands; c++) {
			name = cands[i];
			for (w = strlen(name) - 2; w >= 0 && name[w] != '/';
			    w--)
				;
			name += w + 1;
			puts_(name);
			if (c + 1 < ncol && i + nrow < ncands) {
				row = col = 0;
				layout(name, strlen(name), &row, &col, false);
				for (w = col; w < maxw + 2; w++)
					put(" ", 1);
			}
		}
		put("\r\n", 2);
	}
	puts_(le->prompt);
	crow = 0;
	refresh();
}

static void
complete(bool list)
{
	bool cmd, var, user;
	char *w = word_at(&cmd), *q;
	size_t n, i, k;
	int j;

	for (j = 0; j < ncands; j++)
		free(cands[j]);
	ncands = 0;
	var = w[0] == '$' && !strpbrk(w, "/{");
	user = w[0] == '~' && !strchr(w, '/');
	if (var && le->complete) {
		le->complete(LE_VAR, w + 1);
	} else if (user) {
		struct passwd *pw;

		setpwent();
		while ((pw = getpwent()))
			if (!strncmp(pw->pw_name, w + 1, strlen(w + 1)))
				lineedit_add(pw->pw_name, true);
		endpwent();
	} else if (cmd && !strchr(w, '/') && le->complete) {
		le->complete(LE_CMD, w);
	} else {
		complete_files(w);
	}
	free(w);
	if (!ncands)
		return;
	if (list && ncands > 1) {
		list_cands();
		return;
	}
	/* the longest common prefix, cut to a whole character */
	n = strlen(cands[0]);
	for (j = 1; j < ncands; j++)
		for (i = 0; i < n; i++)
			if (cands[j][i] != cands[0][i])
				n = i;
	while (n && ncands > 1 && (cands[0][n] & 0xC0) == 0x80)
		n--;
	q = xmalloc(2 * n + 3);
	k = 0;
	if (var || user)
		q[k++] = var ? '$' : '~';
	for (i = 0; i < n; i++) {
		if (!var && !user && special(cands[0][i]) &&
		    !(i == 0 && cands[0][i] == '~'))
			q[k++] = '\\';
		q[k++] = cands[0][i];
	}
	if (ncands == 1 && (!n || cands[0][n - 1] != '/'))
		q[k++] = ' ';
	cut(cword, pos, false);
	insert(q, k);
	free(q);
	refresh();
}

/* ---- the editing loop ---------------------------------------------- */

static char *undo_buf;
static size_t undo_pos;
static int rec[MAXREC], nrec, last[MAXREC], nlast;
static bool recording, changed;

/* before a change: u brings this back, . repeats the change's keys */
static void
save_undo(void)
{
	changed = true;
	free(undo_buf);
	undo_buf = xstrdup(buf);
	undo_pos = pos;
}

/* read the rest of a UTF-8 character whose first byte is c, and insert it */
static void
typed(int c, bool overwrite)
{
	char s[4];
	int n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1, i, b;

	s[0] = c;
	for (i = 1; i < n; i++) {
		b = npushed ? getkey(-1) : getbyte(50);
		if (b < 0x80 || b > 0xBF)
			return;
		if (recording && nrec < (int)ARRAY_SIZE(rec))
			rec[nrec++] = b;
		s[i] = b;
	}
	if (overwrite && pos < len)
		cut(pos, next(pos), false);
	append(s, n);
}

static int
key(int wait)
{
	int c = getkey(wait);

	if (c >= 0 && recording && nrec < (int)ARRAY_SIZE(rec))
		rec[nrec++] = c;
	return c;
}

/* a vi motion from pos, count times; -1: c is no motion */
static long
vi_motion(int c, int count)
{
	size_t p = pos;

	while (count--) {
		switch (c) {
		case 'h': case K_LEFT: case 0x7F: case CTL('h'):
			p = prev(p); break;
		case 'l': case K_RIGHT: case ' ': p = next(p); break;
		case '0': case K_HOME: return 0;
		case '$': case K_END: return len;
		case '^':
			for (p = 0; p < len && !cls(p, false); p++)
				;
			return p;
		case 'w': case 'W': p = word_next(p, c == 'W'); break;
		case 'b': case 'B': p = word_prev(p, c == 'B'); break;
		case 'e': case 'E': p = word_end(p, c == 'E'); break;
		default: return -1;
		}
	}
	return p;
}

enum { GO_ON, ACCEPT, INTR, END };

/* one vi command (command mode); *ins set when it enters insert mode */
static int
vi_command(int c, bool *ins, bool *replace)
{
	int count = 0, cnt, d;
	long m;
	size_t a, b;
	char t;

	while ((c >= '1' && c <= '9') || (count && c == '0')) {
		/* 999 at most: more than a line needs, and no overflow */
		count = MIN(count * 10 + c - '0', 999);
		c = key(-1);
	}
	cnt = count ? count : 1;
	if ((m = vi_motion(c, cnt)) >= 0) {
		pos = m;
		return GO_ON;
	}
	switch (c) {
	case 'a':
		pos = next(pos);
		/* fall through */
	case 'i':
		save_undo();
		*ins = true;
		break;
	case 'A': pos = len; save_undo(); *ins = true; break;
	case 'I': pos = vi_motion('^', 1); save_undo(); *ins = true; break;
	case 'x':
		save_undo();
		for (b = pos; cnt--; b = next(b))
			;
		cut(pos, b, true);
		break;
	case 'X':
		save_undo();
		for (a = pos; cnt-- && a; a = prev(a))
			;
		cut(a, pos, true);
		break;
	case 'D': case 'C':
		save_undo();
		cut(pos, len, true);
		*ins = c == 'C';
		break;
	case 's':
		save_undo();
		for (b = pos; cnt--; b = next(b))
			;
		cut(pos, b, true);
		*ins = true;
		break;
	case 'S':
		save_undo();
		cut(0, len, true);
		*ins = true;
		break;
	case 'd': case 'c': case 'y':
		d = key(-1);
		if (d == c) {		/* dd cc yy: the whole line */
			a = 0;
			b = len;
		} else {
			if (c == 'c' && (d == 'w' || d == 'W'))
				d = d == 'w' ? 'e' : 'E';	/* as vi */
			if ((m = vi_motion(d, cnt)) < 0)
				return GO_ON;
			a = MIN(pos, (size_t)m);
			b = MAX(pos, (size_t)m);
			if (d == 'e' || d == 'E' || (d == '$' && c == 'y'))
				b = next(b);
		}
		if (c == 'y') {
			free(killbuf);
			killbuf = xstrndup(buf + a, b - a);
			return GO_ON;
		}
		save_undo();
		cut(a, b, true);
		*ins = c == 'c';
		break;
	case 'r':
		d = key(-1);
		if (d < ' ' || d >= 0x7F)
			break;
		save_undo();
		t = d;
		while (cnt-- && pos < len) {
			cut(pos, next(pos), false);
			insert(&t, 1);
		}
		pos = prev(pos);
		break;
	case 'R':
		save_undo();
		*ins = *replace = true;
		break;
	case 'p': case 'P':
		if (!killbuf)
			break;
		save_undo();
		if (c == 'p')
			pos = next(pos);
		while (cnt--)
			insert(killbuf, strlen(killbuf));
		pos = prev(pos);
		break;
	case '~':
		save_undo();
		while (cnt-- && pos < len) {
			t = buf[pos];
			buf[pos] = isupper((unsigned char)t) ? tolower(t) :
			    toupper((unsigned char)t);
			pos = next(pos);
		}
		break;
	case 'u':
		if (undo_buf) {
			char *o = xstrdup(buf);
			size_t op = pos;

			set_line(undo_buf);
			pos = MIN(undo_pos, len);
			free(undo_buf);
			undo_buf = o;
			undo_pos = op;
		}
		break;
	case '.':
		recording = false;
		/*
		 * a . among the keys a . replays (a replay that took another
		 * turn than its change, its text read as commands) would
		 * push them again, and again: no end
		 */
		if (replayed)
			return GO_ON;
		replay_at = npushed;
		for (d = nlast; d-- > 0 && npushed < (int)ARRAY_SIZE(pushed);)
			pushed[npushed++] = last[d];
		return GO_ON;
	case 'j': case '+': case K_DOWN: case CTL('n'):
		history_go(hpos + 1);
		pos = 0;
		break;
	case 'k': case '-': case K_UP: case CTL('p'):
		history_go(hpos - 1);
		pos = 0;
		break;
	default:
		return -1;
	}
	return GO_ON;
}

/* the keys both modes share; -1: not one of them */
static int
common_key(int c)
{
	size_t a;

	switch (c) {
	case '\r': case '\n': return ACCEPT;
	case CTL('c'): return INTR;
	case K_LEFT: pos = prev(pos); break;
	case K_RIGHT: pos = next(pos); break;
	case K_HOME: pos = 0; break;
	case K_END: pos = len; break;
	case K_WLEFT: pos = word_prev(pos, false); break;
	case K_WRIGHT:
		if (pos < len)
			pos = next(word_end(pos, false));
		break;
	case K_DEL: cut(pos, next(pos), false); break;
	case K_UP: case CTL('p'): history_go(hpos - 1); break;
	case K_DOWN: case CTL('n'): history_go(hpos + 1); break;
	case CTL('h'): case 0x7F: cut(prev(pos), pos, false); break;
	case CTL('u'): cut(0, pos, true); break;
	case CTL('w'):
		for (a = pos; a > 0 && isblank((unsigned char)buf[a - 1]); a--)
			;
		while (a > 0 && buf[a - 1] != ' ' && buf[a - 1] != '\t')
			a--;
		cut(a, pos, true);
		break;
	case CTL('l'):
		puts_("\033[H\033[2J");
		puts_(le->prompt);
		crow = 0;
		break;
	default:
		return -1;
	}
	return GO_ON;
}

/* the emacs keys; -1: not one of them */
static int
emacs_key(int c)
{
	size_t a;
	char t;

	switch (c) {
	case CTL('a'): pos = 0; break;
	case CTL('e'): pos = len; break;
	case CTL('b'): pos = prev(pos); break;
	case CTL('f'): pos = next(pos); break;
	case CTL('k'): cut(pos, len, true); break;
	case CTL('y'):
		if (killbuf)
			insert(killbuf, strlen(killbuf));
		break;
	case CTL('t'):
		/* the two characters before the cursor, or around it */
		if (pos == len)
			pos = prev(pos);
		if (pos == 0)
			break;
		a = prev(pos);
		if (next(a) - a == 1 && next(pos) - pos == 1) {
			t = buf[a];
			buf[a] = buf[pos];
			buf[pos] = t;
		}
		pos = next(pos);
		break;
	case META | 'b': pos = word_prev(pos, false); break;
	case META | 'f':
		if (pos < len)
			pos = next(word_end(pos, false));
		break;
	case META | 'd':
		if (pos < len)
			cut(pos, next(word_end(pos, false)), true);
		break;
	case META | 0x7F: case META | CTL('h'):
		cut(word_prev(pos, false), pos, true);
		break;
	default:
		return -1;
	}
	return GO_ON;
}

int
lineedit_read(struct lineedit *l, char **line)
{
	static bool registered;
	struct sigaction sa = { .sa_handler = on_winch }, old, ochld;
	bool vi = ENABLE_FEATURE_EDITING_VI && l->vi, ins = true;
	bool replace = false, was_tab = false, tab;
	const char *nl;
	int c, r = GO_ON;

	if (!ENABLE_FEATURE_EDITING || !raw_on())
		return LE_PLAIN;
	if (!registered) {
		registered = true;
		atcleanup(raw_off, NULL);
	}
	sigaction(SIGWINCH, &sa, &old);
	/* no SA_RESTART: a child's end interrupts the read (set -b) */
	sigaction(SIGCHLD, NULL, &ochld);
	if (l->notice && ochld.sa_handler == SIG_DFL) {
		sigaction(SIGCHLD, &sa, NULL);
		signalled = 1;	/* a child that ended before: looked at once */
	}
	le = l;
	nl = strrchr(l->prompt, '\n');
	prompt_line = nl ? nl + 1 : l->prompt;
	put(l->prompt, prompt_line - l->prompt);
	len = pos = 0;
	grow(0);
	buf[0] = 0;
	crow = 0;
	hpos = hcount;
	npushed = 0;
	replay_at = ARRAY_SIZE(pushed);
	search_prompt = NULL;	/* a C-r left by an error's longjmp */
	free(undo_buf);		/* u undoes this line's changes only */
	undo_buf = NULL;
	redraw();
	while (r == GO_ON) {
		if (stale && !npushed && !readable(0))
			redraw();
		if (signalled || (c = key(-2)) == -2) {
			signalled = 0;
			if (winched) {
				winched = 0;
				get_width();
				refresh();
			}
			if (l->notice && l->notice(false)) {
				to_end();
				flush();
				l->notice(true);
				put(l->prompt, prompt_line - l->prompt);
				refresh();
			}
			continue;
		}
		if (c == -1) {
			r = END;
			break;
		}
		tab = false;
		if (c == CTL('r') && ENABLE_FEATURE_EDITING_HISTORY)
			c = search();
		if (c == CTL('d') && !len) {
			r = END;
		} else if (c == '\t' && ENABLE_FEATURE_TAB_COMPLETION) {
			complete(was_tab);
			tab = true;
			if (!vi || ins) {
				was_tab = true;
				continue;
			}
		} else if (vi && !ins) {
			nrec = 0;
			recording = true;
			rec[nrec++] = c;
			changed = false;
			if (c == 033)
				;
			else if ((r = vi_command(c, &ins, &replace)) < 0)
				r = common_key(c);
			if (r < 0)
				r = GO_ON;
			if (!ins && changed && c != 'u' && recording) {
				/* a change: . repeats its keys */
				memcpy(last, rec, nrec * sizeof(*rec));
				nlast = nrec;
			}
			if (!ins)
				recording = false;
			if (!ins && pos == len && len)
				pos = prev(len);
		} else if (vi && (c == 033 || (c & META))) {
			/* ESC: command mode, the cursor on the last char */
			if (c & META)
				pushed[npushed++] = c & 0xFF;
			ins = replace = false;
			if (recording && nrec) {
				rec[nrec - 1] = 033;
				memcpy(last, rec, nrec * sizeof(*rec));
				nlast = nrec;
				recording = false;
			}
			pos = prev(pos);
		} else if (c == CTL('d')) {
			cut(pos, next(pos), false);
		} else if ((c >= ' ' && c < 0x7F) || (c >= 0xC0 && c < 0xF8)) {
			typed(c, replace);
			was_tab = false;
			continue;
		} else if ((r = common_key(c)) < 0 && (vi || (r = emacs_key(c))
		    < 0)) {
			r = GO_ON;
		}
		was_tab = tab;
		if (r == GO_ON)
			refresh();
	}
	pos = len;
	redraw();
	if (r == INTR)		/* the ^C where the line ended */
		puts_("^C\r\n");
	else
		to_end();
	flush();
	raw_off(NULL);
	sigaction(SIGWINCH, &old, NULL);
	sigaction(SIGCHLD, &ochld, NULL);
	if (r == INTR)
		return LE_INTR;
	if (r == END)
		return LE_EOF;
	if (ENABLE_FEATURE_EDITING_HISTORY)
		lineedit_history_add(buf);
	grow(1);
	buf[len++] = '\n';
	buf[len] = 0;
	*line = buf;
	return len;
}
