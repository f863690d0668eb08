/*
 * lineedit.c - libFuzzer target for the line editor's keys
 *
 * The input is a settings byte (vi or emacs mode, the terminal width)
 * and then the bytes a terminal would send: printable text and UTF-8,
 * control keys, ESC sequences (ESC [ X, ESC O X, ESC [ n ~, ESC [ 1 ; m
 * X), vi commands, tab completion, C-r searches, the answer to the
 * cursor position request. libbb/lineedit.c is #included, its public
 * names renamed so as not to meet the binary's copy, with no terminal:
 * isatty, tcgetattr and tcsetattr succeed, the window size ioctl gives
 * the width, read and poll take the keys from the input (the end of it
 * is the end of file; the wait for a key or a signal, ppoll, has the
 * next key at once), what it draws is dropped, and file name completion
 * lists a temporary directory made here, holding a few names (removed at
 * the fuzzer's exit).
 * lineedit_read is called until the end of file; the lines it returns
 * go to its history (kept across inputs, at most 50 lines), and its kill
 * buffer and vi's last change (what . repeats) are emptied before each
 * input. The line is kept under 16 KB (see capped_xrealloc), an error
 * that comes back here by die_jmp, and the line's buffer is new for each
 * input.
 * SPDX-License-Identifier: MIT
 */
#define lineedit_read		fuzz_lineedit_read
#define lineedit_add		fuzz_lineedit_add
#define lineedit_history_init	fuzz_lineedit_history_init
#define lineedit_history_add	fuzz_lineedit_history_add
#define lineedit_history_drop	fuzz_lineedit_history_drop
#define lineedit_history	fuzz_lineedit_history
#define lineedit_history_last	fuzz_lineedit_history_last
#include "fuzz.h"
#include <dirent.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <termios.h>

enum { MAXLINE = 16384 };

static const uint8_t *keys;
static size_t nkeys;
static unsigned short cols;
static char dir[] = "/tmp/lineedit-fuzz.XXXXXX";

static ssize_t
fuzz_read(int fd, void *b, size_t n)
{
	if (fd != 0 || !nkeys || !n)
		return 0;
	*(uint8_t *)b = *keys++;
	nkeys--;
	return 1;
}

static int
fuzz_poll(struct pollfd *p, nfds_t n, int ms)
{
	(void)ms;
	if (n == 1 && p->fd == 0 && nkeys) {
		p->revents = POLLIN;
		return 1;
	}
	return 0;
}

/* the main loop's wait for a key or a signal: the next key (or the end) */
static int
fuzz_ppoll(struct pollfd *p, nfds_t n, const struct timespec *t,
    const sigset_t *mask)
{
	(void)n, (void)t, (void)mask;
	p->revents = POLLIN;
	return 1;
}

static int
fuzz_ioctl(int fd, unsigned long req, struct winsize *ws)
{
	if (req != TIOCGWINSZ || !cols)
		return errno = ENOTTY, -1;
	memset(ws, 0, sizeof(*ws));
	ws->ws_col = cols;
	ws->ws_row = 24;
	return 0;
}

static char *
fuzz_getenv(const char *name)
{
	return strcmp(name, "TERM") ? getenv(name) : NULL;
}

static DIR *
fuzz_opendir(const char *path)
{
	(void)path;
	return opendir(dir);
}

static void *capped_xrealloc(void *p, size_t n, size_t size);

#define xrealloc		capped_xrealloc
#define isatty(fd)		1
#define tcgetattr(fd, t)	(memset((t), 0, sizeof(*(t))), 0)
#define tcsetattr(fd, how, t)	0
#define read			fuzz_read
#define poll			fuzz_poll
#define ppoll			fuzz_ppoll
#define ioctl			fuzz_ioctl
#define getenv			fuzz_getenv
#define opendir			fuzz_opendir
#define write_full(fd, b, n)	((void)(fd), (void)(b), (ssize_t)(n))
#include "../../libbb/lineedit.c"
#undef xrealloc

/*
 * The line (buf) is kept under MAXLINE bytes: vi's 999P of a line that
 * 999P made grows it a thousandfold each time, and every key then draws
 * it all again, which is slow but no bug.
 */
static void *
capped_xrealloc(void *p, size_t n, size_t size)
{
	if (p && p == buf && size && n > MAXLINE / size)
		error_exit("the fuzz line limit is reached");
	return xrealloc(p, n, size);
}

static const char *const names[] = { "alpha", "alpine", "beta",
	"with space" };

/* the directory made for completion goes at the fuzzer's exit */
static void
remove_dir(void)
{
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		char *p = join_path(dir, names[i]);

		unlink(p);
		free(p);
	}
	rmdir(dir);
}

static void
offer(int kind, const char *prefix)
{
	static const char *const cmds[] = { "ls", "lsblk", "losetup", "ln" };
	static const char *const vars[] = { "HOME", "HOSTNAME", "PATH" };
	size_t i;

	(void)prefix;
	if (kind == LE_CMD)
		for (i = 0; i < ARRAY_SIZE(cmds); i++)
			fuzz_lineedit_add(cmds[i], false);
	else
		for (i = 0; i < ARRAY_SIZE(vars); i++)
			fuzz_lineedit_add(vars[i], false);
	fuzz_lineedit_add("bin", true);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static bool init;
	struct lineedit le = { .prompt = "fuzz$ ", .complete = offer };
	char *line;
	jmp_buf jb;
	int n;

	if (!init) {
		init = true;
		if (!mkdtemp(dir))
			abort();
		atexit(remove_dir);
		for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
			char *p = join_path(dir, names[i]);

			close(open(p, O_CREAT | O_WRONLY, 0644));
			free(p);
		}
		fuzz_lineedit_history_init(NULL, 50);
	}
	if (!size)
		return 0;
	le.vi = data[0] & 1;
	le.prompt = data[0] & 2 ? "multi\nline $ " : "$ ";
	cols = data[0] >> 2;	/* 0: ask the terminal */
	keys = data + 1;
	nkeys = size - 1;
	plain_forever = false;
	free(killbuf);
	killbuf = NULL;
	nlast = 0;
	if (FUZZ_TRY(jb))
		do {
			n = fuzz_lineedit_read(&le, &line);
			if (n >= 0 && (!n || line[n - 1] != '\n' ||
			    strlen(line) > (size_t)n))
				abort();
		} while (n != LE_EOF && n != LE_PLAIN && nkeys);
	fuzz_reset();
	/*
	 * grow() sets cap before its xrealloc: after the limit's death they
	 * disagree, as they never do in the editor, where a failed xrealloc
	 * ends the process. A new buffer for each input.
	 */
	free(buf);
	buf = NULL;
	cap = len = pos = 0;
	return 0;
}
