/*
 * askpass.c - ask for a password on a terminal, without echo
 *
 * The line is read a byte at a time with the terminal's echo and signals
 * off, so that an interrupt cannot leave it silent: C-c (the INTR
 * character) gives up, EOF at the start of the line ends it, ERASE and
 * KILL edit it, and the settings are restored before returning. From a
 * file or pipe the line is read as it is. At most PASS_MAX bytes are
 * kept; the caller wipes the password with free_pass.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <termios.h>

static struct termios saved;
static int saved_fd = -1;

void
ask_pass_restore(void)
{
	if (saved_fd >= 0)
		tcsetattr(saved_fd, TCSAFLUSH, &saved);
	saved_fd = -1;
}

char *
ask_pass(int fd, const char *prompt)
{
	struct termios t;
	char *p = xmalloc(PASS_MAX + 1), c;
	size_t n = 0;
	bool tty = tcgetattr(fd, &saved) == 0, ok = false;

	if (tty) {
		t = saved;
		t.c_lflag &= ~(ECHO | ECHOE | ECHOK | ECHONL | ICANON | ISIG);
		t.c_cc[VMIN] = 1;
		t.c_cc[VTIME] = 0;
		saved_fd = fd;
		tcsetattr(fd, TCSAFLUSH, &t);
	}
	write_full(tty ? fd : STDERR_FILENO, prompt, strlen(prompt));
	for (;;) {
		if (read(fd, &c, 1) != 1) {
			ok = n > 0 && !tty;
			break;
		}
		if (c == '\n' || c == '\r') {
			ok = true;
			break;
		}
		if (!tty) {
		} else if (c == saved.c_cc[VINTR] ||
		    (c == saved.c_cc[VEOF] && !n)) {
			break;
		} else if (c == saved.c_cc[VERASE] || c == '\b') {
			n -= n > 0;
			continue;
		} else if (c == saved.c_cc[VKILL]) {
			n = 0;
			continue;
		}
		if (n < PASS_MAX)
			p[n++] = c;
	}
	p[n] = 0;
	if (tty) {
		ask_pass_restore();
		write_full(fd, "\n", 1);
	}
	if (!ok) {
		free_pass(p);
		return NULL;
	}
	return p;
}

void
free_pass(char *p)
{
	if (p)
		explicit_bzero(p, PASS_MAX + 1);
	free(p);
}
