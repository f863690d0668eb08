/*
 * watch.c - run a command again and again, its output full-screen
 *
 * procps-ng 4's watch without curses: each round runs the command (sh -c
 * with the words joined by blanks, or exec'd with -x), its stdout and
 * stderr through a pipe, and draws the first screenful: a title row
 * ("Every N.Ns: COMMAND" at the left, cut with "..." to fit, "HOST: DATE"
 * at the right) and a blank row unless -t, then the output, long lines
 * folded (cut with -w), tabs every 8 columns, other control characters
 * left out. The screen is redrawn with cursor moves and erase-to-end (the
 * ECMA-48 sequences every terminal since the VT100 knows) on the
 * alternate screen, which is left at the end; -d shows the characters
 * that changed since the round before (with =permanent: since the first
 * round) in reverse video. -e stops on a failed command (status 8 after a
 * key), -g when the screen changes, -q N when it stays the same N rounds;
 * SIGINT, SIGTERM and SIGHUP end watch with status 0. The interval is at
 * least 0.1 s, counted from the end of a run, or from its start with -p.
 *
 * applet: watch usr/bin core
 * opts: ^<1b(beep)d?(differences)e(errexit)g(chgexit)q#<1(equexit)
 *	n:(interval)p(precise)t(no-title)w(no-wrap)x(exec)
 * usage: watch [-bdegptwx] [-n SECS] [-q CYCLES] COMMAND [ARG]...
 *
 *	Run COMMAND every 2 seconds, showing its output full-screen.
 *
 *	-n, --interval SECS	Run it every SECS seconds (0.1 at least)
 *	-p, --precise	Count the interval from each run's start
 *	-t, --no-title	No title row
 *	-w, --no-wrap	Cut long lines instead of folding them
 *	-d, --differences[=permanent]	Show what changed in reverse video
 *	-b, --beep	Beep when COMMAND fails
 *	-e, --errexit	Stop when COMMAND fails (after a key)
 *	-g, --chgexit	Stop when the output changes
 *	-q, --equexit CYCLES	Stop when the output stays the same CYCLES
 *			rounds
 *	-x, --exec	Run COMMAND and its ARGs without sh -c
 * SPDX-License-Identifier: MIT
 */
#define FOR_watch
#include "libbb.h"
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>

struct screen {
	int		rows, cols;
	uint32_t	*cell;	/* a character's UTF-8 bytes, 0 blank */
	unsigned char	*mark;	/* -d: changed */
};

static volatile sig_atomic_t stop;
static struct termios saved_tio;
static bool tio_saved;

static void
on_signal(int sig)
{
	if (sig != SIGWINCH)
		stop = 1;
}

static void
restore_tty(void *arg)
{
	(void)arg;
	fputs("\033[?1049l", stdout);
	fflush(stdout);
	if (tio_saved)
		tcsetattr(0, TCSADRAIN, &saved_tio);
}

static void
size_screen(struct screen *s)
{
	struct winsize ws = { 0 };
	const char *e;

	ioctl(1, TIOCGWINSZ, &ws);
	s->rows = ws.ws_row ? ws.ws_row :
	    (e = getenv("LINES")) && atoi(e) > 0 ? atoi(e) : 24;
	s->cols = ws.ws_col ? ws.ws_col :
	    (e = getenv("COLUMNS")) && atoi(e) > 0 ? atoi(e) : 80;
	s->rows = MIN(s->rows, 4096);
	s->cols = MIN(s->cols, 4096);
	free(s->cell);
	free(s->mark);
	s->cell = xzalloc((size_t)s->rows * s->cols * sizeof(*s->cell));
	s->mark = xzalloc((size_t)s->rows * s->cols);
}

/* text at row r from column c, at most n columns; the next column */
static int
put(struct screen *s, int r, int c, const char *text, int n)
{
	for (; *text && n > 0 && c < s->cols; text++, c++, n--)
		s->cell[r * s->cols + c] = (unsigned char)*text;
	return c;
}

static void
title(struct screen *s, const char *cmd, double interval)
{
	char left[64], right[320], date[64];
	struct utsname u;
	time_t t = time(NULL);
	int avail, llen, clen = (int)strlen(cmd);

	snprintf(left, sizeof(left), "Every %.1fs: ", interval);
	llen = (int)strlen(left);
	strftime(date, sizeof(date), "%a %b %e %H:%M:%S %Y", localtime(&t));
	snprintf(right, sizeof(right), "%s: %s", uname(&u) ? "" : u.nodename,
	    date);
	avail = s->cols - (int)strlen(right);
	if (avail < 0)
		avail = 0;
	if (llen + clen + 1 <= avail) {
		put(s, 0, put(s, 0, 0, left, llen), cmd, clen);
	} else if (avail >= llen + 3) {
		put(s, 0, put(s, 0, 0, left, avail - 5), cmd,
		    avail - 5 - llen);
		put(s, 0, avail - 5, "...", 3);
	} else if (avail >= llen + 2) {
		put(s, 0, 0, left, llen - 1);
	}
	put(s, 0, avail, right, s->cols);
}

/* lay out the command's output from row r; -w cuts long lines */
static void
layout(struct screen *s, const char *out, size_t len, int r, bool wrap)
{
	int c = 0, n;
	uint32_t ch;
	size_t i;

	for (i = 0; i < len && r < s->rows; i++) {
		unsigned char b = (unsigned char)out[i];

		if (b == '\n') {
			r++;
			c = 0;
			continue;
		}
		if (c >= s->cols) {
			if (!wrap)
				continue;
			r++;
			c = 0;
			if (r >= s->rows)
				break;
		}
		if (b == '\t') {
			n = 8 - c % 8;
			c = MIN(c + n, s->cols);
			continue;
		}
		if (b < 32 || b == 127 || (b >= 0x80 && b < 0xc0))
			continue;
		ch = b;
		for (n = 0; b >= 0xc0 && n < 3 && i + 1 < len &&
		    ((unsigned char)out[i + 1] & 0xc0) == 0x80; n++)
			ch |= (uint32_t)(unsigned char)out[++i] << 8 * (n + 1);
		s->cell[r * s->cols + c++] = ch;
	}
}

static void
draw(const struct screen *s)
{
	int r, c;
	bool rev;
	uint32_t ch;

	for (r = 0; r < s->rows; r++) {
		printf("\033[%d;1H", r + 1);
		rev = false;
		for (c = 0; c < s->cols; c++) {
			if (s->mark[r * s->cols + c] != rev) {
				rev = !rev;
				fputs(rev ? "\033[7m" : "\033[m", stdout);
			}
			ch = s->cell[r * s->cols + c];
			if (!ch) {
				putchar(' ');
				continue;
			}
			for (; ch; ch >>= 8)
				putchar((int)(ch & 0xff));
		}
		if (rev)
			fputs("\033[m", stdout);
	}
	fflush(stdout);
}

/*
 * run the command; its output in *out (malloc'd), its status returned.
 * Only what can show on rows by cols is kept (a long line's end without
 * wrap; nothing after the rows are full, when the pipe is closed: the
 * command gets SIGPIPE, as with procps), so memory stays bounded.
 */
static int
run(char **argv, const char *cmd, bool exec_it, char **out, size_t *len,
    int rows, int cols, bool wrap)
{
	size_t cap = 4096, n = 0, line = 0, lines = 0, i;
	size_t most = (size_t)rows * (cols * 4 + 1);
	char *b = xmalloc(cap), buf[4096];
	int fd[2], st;
	ssize_t r;
	pid_t pid;

	fflush(stdout);
	if (pipe(fd))
		perror_exit("unable to create IPC pipes");
	if ((pid = fork()) < 0)
		perror_exit("unable to fork process");
	if (!pid) {
		close(fd[0]);
		if (dup2(fd[1], 1) < 0 || dup2(fd[1], 2) < 0)
			_exit(3);
		close(fd[1]);
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		signal(SIGHUP, SIG_DFL);
		if (exec_it)
			execvp(argv[0], argv);
		else
			execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		perror_msg("unable to execute '%s'",
		    exec_it ? argv[0] : "/bin/sh");
		_exit(4);
	}
	close(fd[1]);
	while (lines < (size_t)rows && n < most &&
	    (r = read(fd[0], buf, sizeof(buf))) != 0) {
		if (r < 0) {
			if (errno == EINTR && !stop)
				continue;
			break;
		}
		for (i = 0; i < (size_t)r && lines < (size_t)rows; i++) {
			if (buf[i] == '\n') {
				lines++;
				line = 0;
			} else if (!wrap && line >= (size_t)cols * 4) {
				continue;
			} else {
				line++;
			}
			if (n + 1 >= cap)
				b = xrealloc(b, cap *= 2, 1);
			b[n++] = buf[i];
		}
	}
	close(fd[0]);
	if (stop)	/* watch is ending: so is the command */
		kill(pid, SIGTERM);
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR) {
			free(b);
			perror_exit("waitpid");
		}
	*out = b;
	*len = n;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

int
watch_main(int argc, char **argv)
{
	struct screen s = { 0 };
	struct opts o;
	struct termios tio;
	struct sigaction sa = { 0 };
	uint32_t *prev = NULL;
	unsigned char *ever = NULL;
	double interval = 2, start, left;
	char *cmd, *out, *end;
	size_t len, i, top;
	int st, same = 0, rows, cols;
	bool diff, changed;

	(void)argc;
	argv = getopts(&o, OPTS_watch, argv);
	if (OPT(&o, F_n)) {
		errno = 0;
		interval = strtod(o.arg[S_n].s, &end);
		if (end == o.arg[S_n].s || *end || errno ||
		    interval != interval)
			error_exit("failed to parse argument: '%s': %s",
			    o.arg[S_n].s, strerror(EINVAL));
		interval = MIN(MAX(interval, 0.1), 1e6);
	}
	if ((diff = OPT(&o, F_d)) && o.arg[S_d].s &&
	    strcmp(o.arg[S_d].s, "permanent"))
		usage_exit("unknown --differences argument '%s'",
		    o.arg[S_d].s);
	cmd = argv[0];
	for (i = 1; argv[i]; i++)
		cmd = xasprintf("%s %s", cmd, argv[i]);
	sa.sa_handler = on_signal;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sa.sa_flags = SA_RESTART;	/* a new size shows at the next run */
	sigaction(SIGWINCH, &sa, NULL);
	if (!tcgetattr(0, &saved_tio)) {
		tio_saved = true;
		tio = saved_tio;
		tio.c_lflag &= ~(ICANON | ECHO);
		tio.c_cc[VMIN] = 1;
		tio.c_cc[VTIME] = 0;
		tcsetattr(0, TCSADRAIN, &tio);
	}
	atcleanup(restore_tty, NULL);
	fputs("\033[?1049h\033[H\033[2J", stdout);
	while (!stop) {
		start = mono_secs();
		rows = s.rows;
		cols = s.cols;
		size_screen(&s);
		if (rows != s.rows || cols != s.cols) {
			free(prev);
			free(ever);
			prev = NULL;
			ever = xzalloc((size_t)s.rows * s.cols);
		}
		st = run(argv, cmd, OPT(&o, F_x), &out, &len, s.rows, s.cols,
		    !OPT(&o, F_w));
		if (stop) {
			free(out);
			break;
		}
		if (!OPT(&o, F_t))
			title(&s, cmd, interval);
		layout(&s, out, len, OPT(&o, F_t) ? 0 : 2, !OPT(&o, F_w));
		free(out);
		changed = false;
		/* the title (its date) is no change of the output */
		top = OPT(&o, F_t) ? 0 : (size_t)s.cols;
		for (i = top; prev && i < (size_t)s.rows * s.cols; i++) {
			if (s.cell[i] != prev[i])
				changed = true;
			if (s.cell[i] != prev[i] && diff)
				ever[i] = 1;
			s.mark[i] = diff && (o.arg[S_d].s ? ever[i] :
			    s.cell[i] != prev[i]);
		}
		if (st && OPT(&o, F_e))
			put(&s, s.rows - 1, 0, "command exit with a non-zero "
			    "status, press a key to exit", s.cols);
		draw(&s);
		if (st && OPT(&o, F_b))
			fputs("\a", stdout);
		fflush(stdout);
		if (st && OPT(&o, F_e)) {
			if (tio_saved)
				while (read(0, &(char){ 0 }, 1) < 0 &&
				    errno == EINTR && !stop)
					continue;
			xexit(8);
		}
		if (prev && changed && OPT(&o, F_g))
			break;
		same = prev && !changed ? same + 1 : 0;
		if (OPT(&o, F_q) && same >= o.arg[S_q].n)
			break;
		free(prev);
		prev = s.cell;
		s.cell = NULL;
		left = interval - (OPT(&o, F_p) ? mono_secs() - start : 0);
		while (!stop && left > 0) {
			struct timespec ts = { (time_t)left,
			    (long)((left - (time_t)left) * 1e9) };
			double t0 = mono_secs();

			if (!nanosleep(&ts, NULL))
				break;
			left -= mono_secs() - t0;
		}
	}
	return 0;
}
