/*
 * ptyrun.c - run a command on a pseudo-terminal and drive it from a script
 *
 * ptyrun [-dn] [-s COLSxROWS] [-t SECONDS] CMD [ARG...] < SCRIPT
 *
 * (-s 0xROWS: the kernel reports a width of 0, as on a serial console,
 * and the screen is 80 columns wide.)
 *
 * The tests of interactive programs (the shell's line editor) use it in
 * place of expect or tmux: it starts CMD as a session leader on a new
 * pseudo-terminal (the pty is its controlling terminal), feeds what CMD
 * writes into a small VT100/ECMA-48 screen, and reads the script on
 * stdin, one command a line (blank lines and lines starting with # are
 * skipped):
 *
 *   send TEXT	write TEXT to the terminal (C escapes: \e \r \n \t \xHH
 *		\\ \0; ^X is not special)
 *   wait TEXT	until the rendered screen contains TEXT (same escapes; a \n
 *		matches a row's end; the cursor's row keeps its blanks up
 *		to the cursor, so "wait $ " finds a prompt); after the
 *		timeout (-t, default 5 s) print the screen and fail
 *   drip MS TEXT  write TEXT a byte at a time, MS milliseconds apart, as
 *		a slow serial line does (no settling between the bytes)
 *   sleep MS	let the command run for MS milliseconds
 *   screen	print the rendered screen: rows with trailing blanks
 *		removed, trailing empty rows dropped, then a line "--"
 *   cursor	print the cursor's position as ROW,COL (from 1, as ESC[6n)
 *   bytes MAX	print "at most MAX bytes" when the command has written no
 *		more than MAX bytes since the last bytes (or its start), else
 *		"N bytes, over MAX"
 *   resize COLS ROWS  set the window size (the kernel sends SIGWINCH to the
 *		terminal's foreground process group)
 *   wait-exit	wait for the command to end, print "exit N" or "signal N";
 *   eof	the same
 *
 * At the end of the script a command still running gets SIGHUP (then
 * SIGKILL). The exit status is 0 when every wait succeeded, 1 when one
 * timed out (the run stops there), 2 on bad usage or a bad script line.
 *
 * The screen: printable text with autowrap at the right margin and the
 * pending-wrap state of xterm (the cursor stays on the last column until
 * the next character), UTF-8 with wide East Asian characters taking two
 * columns, CR LF BS TAB (BEL ignored), ESC [ n A B C D G H f J K P @ X,
 * ESC [ 6 n answered with a cursor position report (not with -n, to test
 * a terminal that never answers), ESC [ ? 7 l and h (autowrap off and on:
 * when off, the last column is written over), ESC [ ... m and other ESC [ ?
 * ... h/l ignored,
 * OSC strings ignored, scrolling at the bottom. -d copies every byte the
 * command writes to stderr, escaped, for debugging.
 *
 * Built with the host's cc by make check (tests need it as $PTYRUN).
 * SPDX-License-Identifier: MIT
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#define CONT	0xFFFFFFFFu	/* the right half of a wide character */
#define MAXDIM	500

static uint32_t *cells;
static int cols = 80, rows = 24;
static int cx, cy;		/* 0-based cursor */
static int pending;		/* the next character wraps first */
static int nowrap;		/* ESC [ ? 7 l: autowrap off */
static int master = -1;
static pid_t child;
static int child_status = -1;
static int debug, noanswer;
static int timeout_ms = 5000;
static int kcols;		/* the width the kernel reports (0: unknown) */

/* East Asian wide and fullwidth ranges, plus the emoji blocks */
static const uint32_t wide[][2] = {
	{0x1100, 0x115F}, {0x2E80, 0x303E}, {0x3041, 0x33FF},
	{0x3400, 0x4DBF}, {0x4E00, 0x9FFF}, {0xA000, 0xA4CF},
	{0xAC00, 0xD7A3}, {0xF900, 0xFAFF}, {0xFE30, 0xFE4F},
	{0xFF00, 0xFF60}, {0xFFE0, 0xFFE6}, {0x1F300, 0x1F64F},
	{0x1F900, 0x1F9FF}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
};

static int
width(uint32_t c)
{
	size_t i;

	if ((c >= 0x300 && c <= 0x36F) || c == 0x200B)
		return 0;
	for (i = 0; i < sizeof(wide) / sizeof(wide[0]); i++)
		if (c >= wide[i][0] && c <= wide[i][1])
			return 2;
	return 1;
}

static uint32_t *
cell(int y, int x)
{
	return &cells[y * cols + x];
}

static void
blank(int y, int x0, int x1)
{
	for (; x0 < x1; x0++)
		*cell(y, x0) = ' ';
}

static void
scroll_up(void)
{
	memmove(cells, cells + cols, sizeof(*cells) * cols * (rows - 1));
	blank(rows - 1, 0, cols);
}

static void
linefeed(void)
{
	if (cy == rows - 1)
		scroll_up();
	else
		cy++;
}

/* before a cell is overwritten, the other half of a wide char goes too */
static void
unsplit(int y, int x)
{
	if (*cell(y, x) == CONT && x > 0)
		*cell(y, x - 1) = ' ';
	if (x + 1 < cols && *cell(y, x + 1) == CONT)
		*cell(y, x + 1) = ' ';
}

static void
put(uint32_t c)
{
	int w = width(c);

	if (w == 0)
		return;
	if (nowrap && cx + w > cols)	/* the last column is written over */
		cx = cols - w;
	else if (pending || (w == 2 && cx == cols - 1)) {
		cx = 0;
		pending = 0;
		linefeed();
	}
	unsplit(cy, cx);
	*cell(cy, cx) = c;
	if (w == 2) {
		unsplit(cy, cx + 1);
		*cell(cy, cx + 1) = CONT;
	}
	cx += w;
	if (cx >= cols && nowrap)
		cx = cols - 1;
	else if (cx >= cols) {
		cx = cols - 1;
		pending = 1;
	}
}

static void
answer(const char *s)
{
	if (!noanswer && write(master, s, strlen(s)) < 0)
		perror("ptyrun: write");
}

static int
clamp(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static void
csi(int priv, int *p, int np, int final)
{
	int n = np && p[0] ? p[0] : 1, y;
	char buf[32];

	if (priv) {	/* ESC [ ? 7 l and h: autowrap, other modes ignored */
		if (np && p[0] == 7 && (final == 'h' || final == 'l'))
			nowrap = final == 'l';
		return;
	}
	if (final != 'm')
		pending = 0;
	switch (final) {
	case 'A': cy = clamp(cy - n, 0, rows - 1); break;
	case 'B': cy = clamp(cy + n, 0, rows - 1); break;
	case 'C': cx = clamp(cx + n, 0, cols - 1); break;
	case 'D': cx = clamp(cx - n, 0, cols - 1); break;
	case 'G': cx = clamp(n - 1, 0, cols - 1); break;
	case 'H':
	case 'f':
		cy = clamp(n - 1, 0, rows - 1);
		cx = clamp(np > 1 && p[1] ? p[1] - 1 : 0, 0, cols - 1);
		break;
	case 'J':
		n = np ? p[0] : 0;
		if (n == 0 || n == 2) {
			blank(cy, n ? 0 : cx, cols);
			for (y = n ? 0 : cy + 1; y < rows; y++)
				blank(y, 0, cols);
		}
		if (n == 1 || n == 2) {
			for (y = 0; y < cy; y++)
				blank(y, 0, cols);
			blank(cy, 0, cx + 1);
		}
		break;
	case 'K':
		n = np ? p[0] : 0;
		unsplit(cy, cx);
		if (n == 0)
			blank(cy, cx, cols);
		else if (n == 1)
			blank(cy, 0, cx + 1);
		else
			blank(cy, 0, cols);
		break;
	case 'P':
		n = clamp(n, 0, cols - cx);
		unsplit(cy, cx);
		memmove(cell(cy, cx), cell(cy, cx + n),
		    sizeof(*cells) * (cols - cx - n));
		blank(cy, cols - n, cols);
		if (*cell(cy, cx) == CONT)
			*cell(cy, cx) = ' ';
		break;
	case '@':
		n = clamp(n, 0, cols - cx);
		unsplit(cy, cx);
		memmove(cell(cy, cx + n), cell(cy, cx),
		    sizeof(*cells) * (cols - cx - n));
		blank(cy, cx, cx + n);
		if (*cell(cy, cols - 1) != CONT && cols > 1 &&
		    width(*cell(cy, cols - 1)) == 2)
			*cell(cy, cols - 1) = ' ';
		break;
	case 'X':
		n = clamp(n, 0, cols - cx);
		unsplit(cy, cx);
		if (cx + n < cols)
			unsplit(cy, cx + n);
		blank(cy, cx, cx + n);
		break;
	case 'n':
		if (n == 6) {
			snprintf(buf, sizeof(buf), "\033[%d;%dR", cy + 1,
			    cx + 1);
			answer(buf);
		}
		break;
	}
}

/* the byte-level parser: UTF-8, controls, ESC sequences */
static void
feed(unsigned char b)
{
	static enum { GROUND, ESC, CSI, OSC, OSCESC } st;
	static uint32_t u;
	static int need, priv, p[16], np;

	switch (st) {
	case ESC:
		if (b == '[') {
			st = CSI;
			priv = np = 0;
			memset(p, 0, sizeof(p));
		} else if (b == ']')
			st = OSC;
		else
			st = GROUND;	/* ESC 7, ESC =, ...: ignored */
		return;
	case CSI:
		if (b >= '0' && b <= '9') {
			if (!np)
				np = 1;
			if (p[np - 1] < 100000)
				p[np - 1] = p[np - 1] * 10 + b - '0';
		} else if (b == ';') {
			if (!np)
				np = 1;
			if (np < 16)
				np++;
		} else if (b >= 0x3C && b <= 0x3F)
			priv = 1;
		else if (b >= 0x40 && b <= 0x7E) {
			st = GROUND;
			csi(priv, p, np, b);
		} else if (b == 0x1B)
			st = ESC;
		return;
	case OSC:
		if (b == 7)
			st = GROUND;
		else if (b == 0x1B)
			st = OSCESC;
		return;
	case OSCESC:
		st = b == '\\' ? GROUND : OSC;
		return;
	case GROUND:
		break;
	}
	if (need) {
		if ((b & 0xC0) == 0x80) {
			u = u << 6 | (b & 0x3F);
			if (--need == 0)
				put(u);
			return;
		}
		need = 0;
		put(0xFFFD);
	}
	if (b >= 0xC0 && b < 0xF8) {
		need = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : 1;
		u = b & (0x3F >> need);
		return;
	}
	if (b >= 0x80) {
		put(0xFFFD);
		return;
	}
	switch (b) {
	case 0x1B: st = ESC; break;
	case '\r': cx = 0; pending = 0; break;
	case '\n': case '\v': case '\f': linefeed(); pending = 0; break;
	case '\b':
		if (pending)
			pending = 0;
		else if (cx > 0)
			cx--;
		break;
	case '\t':
		pending = 0;
		cx = clamp((cx / 8 + 1) * 8, 0, cols - 1);
		break;
	default:
		if (b >= 0x20 && b != 0x7F)
			put(b);
	}
}

static void
setsize(int c, int r)
{
	uint32_t *n = malloc(sizeof(*n) * c * r);
	int y, x;

	if (!n) {
		perror("ptyrun");
		exit(2);
	}
	for (y = 0; y < r; y++)
		for (x = 0; x < c; x++)
			n[y * c + x] = cells && y < rows && x < cols ?
			    *cell(y, x) : ' ';
	/* a wide character cut in half by a narrower screen goes */
	for (y = 0; cells && c < cols && y < r; y++)
		if (width(n[y * c + c - 1]) == 2 && n[y * c + c - 1] != CONT)
			n[y * c + c - 1] = ' ';
	free(cells);
	cells = n;
	cols = c;
	rows = r;
	cx = clamp(cx, 0, cols - 1);
	cy = clamp(cy, 0, rows - 1);
	pending = 0;
}

static void
utf8(char **o, uint32_t c)
{
	char *s = *o;

	if (c < 0x80)
		*s++ = c;
	else if (c < 0x800) {
		*s++ = 0xC0 | c >> 6;
		*s++ = 0x80 | (c & 0x3F);
	} else if (c < 0x10000) {
		*s++ = 0xE0 | c >> 12;
		*s++ = 0x80 | (c >> 6 & 0x3F);
		*s++ = 0x80 | (c & 0x3F);
	} else {
		*s++ = 0xF0 | c >> 18;
		*s++ = 0x80 | (c >> 12 & 0x3F);
		*s++ = 0x80 | (c >> 6 & 0x3F);
		*s++ = 0x80 | (c & 0x3F);
	}
	*o = s;
}

/* the screen as text, one row a line, trailing blanks and rows dropped */
static char *
render(int keep)
{
	static char *buf;
	char *o, *end;
	int y, x;

	free(buf);
	buf = malloc((size_t)rows * (cols * 4 + 1) + 1);
	if (!buf) {
		perror("ptyrun");
		exit(2);
	}
	o = end = buf;
	for (y = 0; y < rows; y++) {
		char *row = o;

		for (x = 0; x < cols; x++)
			if (*cell(y, x) != CONT)
				utf8(&o, *cell(y, x));
		while (o > row && o[-1] == ' ' &&
		    !(keep && y == cy && o - row <= cx))
			o--;
		*o++ = '\n';
		if (o - row > 1)
			end = o;
	}
	*end = 0;
	return buf;
}

static long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000;
}

static void
debug_bytes(const char *tag, const unsigned char *b, ssize_t n)
{
	ssize_t i;

	fprintf(stderr, "%s", tag);
	for (i = 0; i < n; i++) {
		if (b[i] == 0x1B)
			fputs("\\e", stderr);
		else if (b[i] == '\r')
			fputs("\\r", stderr);
		else if (b[i] == '\n')
			fputs("\\n\n  ", stderr);
		else if (b[i] < 0x20 || b[i] == 0x7F)
			fprintf(stderr, "\\x%02x", b[i]);
		else
			fputc(b[i], stderr);
	}
	fputc('\n', stderr);
}

static void
reap(int block)
{
	int st;

	if (child_status >= 0 || child <= 0)
		return;
	if (waitpid(child, &st, block ? 0 : WNOHANG) == child)
		child_status = st;
}

static int output_seen;	/* the command has written something */
static unsigned long nread;	/* bytes it wrote since the last bytes */

/*
 * Process what the command writes for up to ms milliseconds; stop early
 * when done() says so. Returns 1 when done() held, 0 otherwise.
 */
static int
pump(long ms, int (*done)(const void *), const void *arg)
{
	unsigned char buf[4096];
	long end = now_ms() + ms;
	struct pollfd pfd;
	ssize_t n, i;
	int left;

	for (;;) {
		if (done && done(arg))
			return 1;
		left = (int)(end - now_ms());
		if (left <= 0)
			return 0;
		if (master < 0) {
			reap(0);
			usleep(10000);
			continue;
		}
		pfd.fd = master;
		pfd.events = POLLIN;
		if (poll(&pfd, 1, left > 20 ? 20 : left) <= 0) {
			reap(0);
			continue;
		}
		n = read(master, buf, sizeof(buf));
		if (n <= 0) {
			if (n < 0 && errno == EINTR)
				continue;
			/* EIO: every slave descriptor is closed */
			close(master);
			master = -1;
			continue;
		}
		if (debug)
			debug_bytes("< ", buf, n);
		output_seen = 1;
		nread += n;
		for (i = 0; i < n; i++)
			feed(buf[i]);
	}
}

static int
contains(const void *text)
{
	return strstr(render(1), text) != NULL;
}

static int
exited(const void *unused)
{
	reap(0);
	return child_status >= 0 && master < 0;
}

/*
 * a poll with no time limit: the line editor's wait for a key or a
 * signal (a poll that times out, inside a key's escape sequence, is no
 * wait for the next command's input). /proc/PID/syscall: the call's
 * number, then its arguments (qemu-user shows its own host call).
 */
static int
polling(void)
{
	char path[64];
	unsigned long long a[3];
	long nr;
	FILE *f;
	int n;

	snprintf(path, sizeof(path), "/proc/%d/syscall", (int)child);
	if (!(f = fopen(path, "r")))
		return 0;
	n = fscanf(f, "%ld %llx %llx %llx", &nr, &a[0], &a[1], &a[2]);
	fclose(f);
	if (n != 4)
		return 0;
#ifdef SYS_poll
	if (nr == SYS_poll)
		return (int)a[2] < 0;
#endif
	return nr == SYS_ppoll && !a[2];
}

/* the command waits in a read of the terminal, or in a poll for it:
 * Linux's wchan */
static int
reading(const void *unused)
{
	char path[64], w[64] = "";
	FILE *f;

	reap(0);
	if (child_status >= 0 || master < 0)
		return 1;
	snprintf(path, sizeof(path), "/proc/%d/wchan", (int)child);
	if (!(f = fopen(path, "r")))
		return 1;
	if (!fgets(w, sizeof(w), f))
		w[0] = 0;
	fclose(f);
	/* no wchan shown (a kernel that hides it): the quiet time must do */
	if (!strcmp(w, "wait_woken") || !strcmp(w, "0") || !w[0])
		return 1;
	return (!strncmp(w, "poll_schedule_timeout", 21) ||
	    !strcmp(w, "do_sys_poll")) && polling();
}

/*
 * The command's output settles: nothing new for a little while, and the
 * command back in a read of the terminal (on a loaded machine the quiet
 * time alone is no proof), for at most a second.
 */
static int
started(const void *unused)
{
	return output_seen || exited(NULL);
}

static void
settle(void)
{
	/*
	 * a command slow to start (a sanitizer build, qemu-user) has not
	 * written anything yet: wait for its first output, its first read
	 * or its end, for up to the wait timeout
	 */
	if (!output_seen)
		pump(timeout_ms, started, NULL);
	pump(40, NULL, NULL);
	if (!reading(NULL) && pump(1000, reading, NULL))
		pump(40, NULL, NULL);
}

static size_t
unescape(const char *s, char *out)
{
	char *o = out;
	int v, k;

	while (*s) {
		if (*s != '\\' || !s[1]) {
			*o++ = *s++;
			continue;
		}
		s++;
		switch (*s++) {
		case 'e': *o++ = 0x1B; break;
		case 'r': *o++ = '\r'; break;
		case 'n': *o++ = '\n'; break;
		case 't': *o++ = '\t'; break;
		case '0': *o++ = 0; break;
		case '\\': *o++ = '\\'; break;
		case 'x':
			for (v = k = 0; k < 2; k++, s++) {
				if (*s >= '0' && *s <= '9')
					v = v * 16 + *s - '0';
				else if ((*s | 32) >= 'a' && (*s | 32) <= 'f')
					v = v * 16 + (*s | 32) - 'a' + 10;
				else
					break;
			}
			*o++ = v;
			break;
		default:
			*o++ = '\\';
			*o++ = s[-1];
		}
	}
	*o = 0;
	return o - out;
}

static void
print_screen(FILE *f)
{
	char *s = render(0);

	fputs(s, f);
	fputs("--\n", f);
	fflush(f);
}

static void
print_status(void)
{
	if (child_status < 0)
		printf("running\n");
	else if (WIFEXITED(child_status))
		printf("exit %d\n", WEXITSTATUS(child_status));
	else
		printf("signal %d\n", WTERMSIG(child_status));
	fflush(stdout);
}

static void
finish(void)
{
	reap(0);
	if (child_status < 0) {
		kill(child, SIGHUP);
		pump(500, exited, NULL);
		if (child_status < 0) {
			kill(child, SIGKILL);
			reap(1);
		}
	}
}

static void
start(char **argv)
{
	struct winsize ws = { .ws_row = rows, .ws_col = kcols };
	char *name;
	int slave;

	master = posix_openpt(O_RDWR | O_NOCTTY);
	if (master < 0 || grantpt(master) || unlockpt(master) ||
	    !(name = ptsname(master))) {
		perror("ptyrun: pty");
		exit(2);
	}
	ioctl(master, TIOCSWINSZ, &ws);
	child = fork();
	if (child < 0) {
		perror("ptyrun: fork");
		exit(2);
	}
	if (child == 0) {
		setsid();
		slave = open(name, O_RDWR);
		if (slave < 0 || ioctl(slave, TIOCSCTTY, 0) < 0) {
			perror("ptyrun: slave");
			_exit(127);
		}
		close(master);
		dup2(slave, 0);
		dup2(slave, 1);
		dup2(slave, 2);
		if (slave > 2)
			close(slave);
		signal(SIGPIPE, SIG_DFL);
		execvp(argv[0], argv);
		perror(argv[0]);
		_exit(127);
	}
}

static int
dims(const char *s, int *c, int *r)
{
	char x;

	return sscanf(s, "%d%c%d", c, &x, r) == 3 && *c >= 0 && *r > 0 &&
	    *c <= MAXDIM && *r <= MAXDIM && (x == 'x' || x == ' ');
}

int
main(int argc, char **argv)
{
	char line[8192], text[8192], *arg;
	int opt, c, r, lineno = 0;
	size_t n;

	while ((opt = getopt(argc, argv, "+dns:t:")) != -1) {
		switch (opt) {
		case 'd': debug = 1; break;
		case 'n': noanswer = 1; break;
		case 's':
			if (!dims(optarg, &cols, &rows))
				goto usage;
			break;
		case 't': timeout_ms = atoi(optarg) * 1000; break;
		default: goto usage;
		}
	}
	if (optind >= argc)
		goto usage;
	/* -s 0xROWS: a serial line, whose width the kernel does not know */
	kcols = cols;
	if (!cols)
		cols = 80;
	signal(SIGPIPE, SIG_IGN);
	setsize(cols, rows);
	start(argv + optind);
	while (fgets(line, sizeof(line), stdin)) {
		lineno++;
		line[strcspn(line, "\n")] = 0;
		if (!line[0] || line[0] == '#')
			continue;
		arg = strchr(line, ' ');
		if (arg)
			*arg++ = 0;
		else
			arg = line + strlen(line);
		if (!strcmp(line, "send")) {
			n = unescape(arg, text);
			if (debug)
				debug_bytes("> ", (unsigned char *)text, n);
			if (master >= 0 && write(master, text, n) < 0)
				perror("ptyrun: send");
			/* let the echo arrive before the next command */
			settle();
		} else if (!strcmp(line, "wait")) {
			unescape(arg, text);
			if (!pump(timeout_ms, contains, text)) {
				printf("ptyrun: line %d: timed out waiting "
				    "for '%s'; the screen:\n", lineno, arg);
				print_screen(stdout);
				finish();
				return 1;
			}
		} else if (!strcmp(line, "drip")) {
			long ms = strtol(arg, &arg, 10);
			size_t i;

			n = unescape(arg + (*arg == ' '), text);
			for (i = 0; i < n && master >= 0; i++) {
				if (write(master, text + i, 1) < 0)
					perror("ptyrun: drip");
				pump(ms, NULL, NULL);
			}
			settle();
		} else if (!strcmp(line, "sleep")) {
			pump(atol(arg), NULL, NULL);
		} else if (!strcmp(line, "screen")) {
			settle();
			print_screen(stdout);
		} else if (!strcmp(line, "cursor")) {
			settle();
			printf("%d,%d\n", cy + 1, cx + 1);
			fflush(stdout);
		} else if (!strcmp(line, "bytes")) {
			unsigned long max = strtoul(arg, NULL, 10);

			settle();
			if (nread <= max)
				printf("at most %lu bytes\n", max);
			else
				printf("%lu bytes, over %lu\n", nread, max);
			fflush(stdout);
			nread = 0;
		} else if (!strcmp(line, "resize")) {
			struct winsize ws = { 0 };

			if (!dims(arg, &c, &r))
				goto bad;
			settle();
			setsize(c, r);
			ws.ws_col = c;
			ws.ws_row = r;
			if (master >= 0)
				ioctl(master, TIOCSWINSZ, &ws);
			settle();
		} else if (!strcmp(line, "wait-exit") || !strcmp(line, "eof")) {
			if (!pump(timeout_ms, exited, NULL)) {
				printf("ptyrun: line %d: the command did not "
				    "end; the screen:\n", lineno);
				print_screen(stdout);
				finish();
				return 1;
			}
			print_status();
		} else
			goto bad;
	}
	finish();
	return 0;
bad:
	fprintf(stderr, "ptyrun: line %d: bad command '%s'\n", lineno, line);
	finish();
	return 2;
usage:
	fprintf(stderr, "usage: ptyrun [-dn] [-s COLSxROWS] [-t SECONDS] "
	    "CMD [ARG...] < SCRIPT\n");
	return 2;
}
