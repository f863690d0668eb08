/*
 * getty.c - open a terminal, ask for a login name, start login
 *
 * agetty's common form. The terminal (TTY under /dev, or "-": stdin as
 * it is) becomes the controlling terminal of a new session, root's with
 * mode 600, and stdin, stdout and stderr; it is set to the first BAUD
 * (a comma list: a BREAK, read as a NUL, moves to the next), 8 bits,
 * canonical input with echo and the usual control characters, modem
 * lines watched unless -L, RTS/CTS flow control with -h. Unless -i,
 * /etc/issue (or -f FILE) is shown with its escapes: \s \r \v \m (uname),
 * \n (node name), \o (domain), \l (the tty), \b (the speed), \d \t (date,
 * time), \\. Then "NODE login: " asks for the name, and login (or -l
 * PROGRAM) runs as "login -- NAME" with TERM set (the third operand, by
 * default vt102, linux on ttyN); -n runs it at once, without a name.
 * -t gives up after TIMEOUT seconds without a name. BAUD and TTY may
 * come in either order.
 *
 * applet: getty sbin core root
 * opts: <2>3Lhinl:t#<0f:
 * usage: getty [-Lhin] [-l LOGIN] [-t TIMEOUT] [-f ISSUE] BAUD[,BAUD]... TTY
 *	[TERM]
 *
 *	Set up the terminal TTY ("-": stdin), ask for a name, run login.
 *
 *	-f ISSUE	Show ISSUE instead of /etc/issue
 *	-h		Hardware (RTS/CTS) flow control
 *	-i		Do not show /etc/issue
 *	-L		A local line: ignore the modem control lines
 *	-l LOGIN	Run LOGIN instead of /bin/login
 *	-n		Do not ask for the name: run login at once
 *	-t TIMEOUT	Give up after TIMEOUT seconds without a name
 * SPDX-License-Identifier: MIT
 */
#define FOR_getty
#include "libbb.h"
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/utsname.h>
#include <termios.h>
#include <time.h>

static const struct {
	unsigned	baud;
	speed_t		code;
} speeds[] = {
	{ 50, B50 }, { 75, B75 }, { 110, B110 }, { 134, B134 },
	{ 150, B150 }, { 200, B200 }, { 300, B300 }, { 600, B600 },
	{ 1200, B1200 }, { 1800, B1800 }, { 2400, B2400 }, { 4800, B4800 },
	{ 9600, B9600 }, { 19200, B19200 }, { 38400, B38400 },
	{ 57600, B57600 }, { 115200, B115200 }, { 230400, B230400 },
	{ 460800, B460800 }, { 921600, B921600 }, { 1000000, B1000000 },
	{ 1500000, B1500000 }, { 2000000, B2000000 }, { 3000000, B3000000 },
	{ 4000000, B4000000 },
};

static int
speed_index(const char *s)
{
	char *end;
	unsigned long b = strtoul(s, &end, 10);

	for (size_t i = 0; i < sizeof(speeds) / sizeof(speeds[0]); i++)
		if (speeds[i].baud == b && end != s && (!*end || *end == ','))
			return i;
	return -1;
}

static void
set_tty(struct opts *o, int sp)
{
	struct termios t;

	if (tcgetattr(STDIN_FILENO, &t) < 0)
		perror_exit("tcgetattr");
	t.c_iflag = ICRNL | IXON;	// no BRKINT: a BREAK reads as a NUL
	t.c_oflag = OPOST | ONLCR;
	t.c_cflag = CS8 | CREAD | HUPCL | (t.c_cflag & CBAUD) |
	    (OPT(o, F_L) ? CLOCAL : 0) | (OPT(o, F_h) ? CRTSCTS : 0);
	t.c_lflag = ISIG | ICANON | ECHO | ECHOE | ECHOK | ECHOCTL | ECHOKE |
	    IEXTEN;
	t.c_cc[VINTR] = 3;
	t.c_cc[VQUIT] = 28;
	t.c_cc[VERASE] = 127;
	t.c_cc[VKILL] = 21;
	t.c_cc[VEOF] = 4;
	t.c_cc[VSTART] = 17;
	t.c_cc[VSTOP] = 19;
	t.c_cc[VSUSP] = 26;
	t.c_cc[VWERASE] = 23;
	t.c_cc[VLNEXT] = 22;
	t.c_cc[VMIN] = 1;
	t.c_cc[VTIME] = 0;
	if (sp >= 0) {
		cfsetispeed(&t, speeds[sp].code);
		cfsetospeed(&t, speeds[sp].code);
	}
	tcflush(STDIN_FILENO, TCIFLUSH);
	if (tcsetattr(STDIN_FILENO, TCSANOW, &t) < 0)
		perror_exit("tcsetattr");
}

static void
show_issue(const char *file, const char *tty, int sp)
{
	FILE *f = fopen(file, "re");
	struct utsname u;
	time_t now = time(NULL);
	char buf[64];
	int c;

	if (!f)
		return;
	uname(&u);
	while ((c = getc(f)) != EOF) {
		if (c != '\\') {
			putchar(c == '\n' ? '\r' : c);
			if (c == '\n')
				putchar('\n');
			continue;
		}
		switch (c = getc(f)) {
		case 's': fputs(u.sysname, stdout); break;
		case 'n': fputs(u.nodename, stdout); break;
		case 'r': fputs(u.release, stdout); break;
		case 'v': fputs(u.version, stdout); break;
		case 'm': fputs(u.machine, stdout); break;
		case 'o': fputs(u.domainname, stdout); break;
		case 'l': fputs(tty, stdout); break;
		case 'b':
			if (sp >= 0)
				printf("%u", speeds[sp].baud);
			break;
		case 'd':
		case 't':
			strftime(buf, sizeof(buf), c == 'd' ? "%a %b %e %Y" :
			    "%H:%M:%S", localtime(&now));
			fputs(buf, stdout);
			break;
		case EOF:
		case '\\':
			putchar('\\');
			break;
		default:
			putchar('\\');
			putchar(c);
		}
	}
	fclose(f);
	fflush(stdout);
}

/*
 * The prompt, then the name, read a byte at a time without the
 * terminal's canonical mode (so that a BREAK's NUL is seen at once; set
 * before the prompt, so that what is typed after it is read so too) and
 * echoed here: its length, -1 at EOF or C-d, -2 for a BREAK
 */
static int
read_name(const char *host, char *name, size_t max)
{
	struct termios t, raw;
	size_t n = 0;
	int r;
	char c;

	tcgetattr(STDIN_FILENO, &t);
	raw = t;
	raw.c_lflag &= ~(ICANON | ECHO);
	tcsetattr(STDIN_FILENO, TCSANOW, &raw);
	printf("\r\n%s login: ", host);
	fflush(stdout);
	for (;;) {
		if (read(STDIN_FILENO, &c, 1) != 1 || (c == 4 && !n)) {
			r = -1;
			break;
		}
		if (c == 0) {
			r = -2;
			break;
		}
		if (c == '\r' || c == '\n') {
			write_full(STDOUT_FILENO, "\r\n", 2);
			r = n;
			break;
		}
		if ((c == 127 || c == 8) && n) {
			n--;
			write_full(STDOUT_FILENO, "\b \b", 3);
		} else if (c == 21) {
			for (; n; n--)
				write_full(STDOUT_FILENO, "\b \b", 3);
		} else if ((unsigned char)c >= ' ' && c != 127 && n < max) {
			name[n++] = c;
			write_full(STDOUT_FILENO, &c, 1);
		}
	}
	name[n] = 0;
	tcsetattr(STDIN_FILENO, TCSANOW, &t);
	return r;
}

static void
timed_out(int sig)
{
	(void)sig;
	_exit(1);
}

int
getty_main(int argc, char **argv)
{
	struct opts o;
	const char *bauds, *cur, *tty, *term, *login;
	char name[64], *p, *dev;
	struct utsname u;
	int sp, fd, n;

	(void)argc;
	argv = getopts(&o, OPTS_getty, argv);
	bauds = argv[0];
	tty = argv[1];
	if (speed_index(tty) >= 0 && speed_index(bauds) < 0) {
		bauds = argv[1];
		tty = argv[0];
	}
	for (p = (char *)bauds; p; p = strchr(p, ',') ? strchr(p, ',') + 1 :
	    NULL)
		if (speed_index(p) < 0)
			error_exit("bad speed: %s", bauds);
	sp = speed_index(cur = bauds);
	term = argv[2] ? argv[2] : !strncmp(tty, "tty", 3) &&
	    isdigit((unsigned char)tty[3]) ? "linux" : "vt102";
	login = OPT(&o, F_l) ? o.arg[S_l].s : "/bin/login";
	if (strcmp(tty, "-")) {
		dev = tty[0] == '/' ? xstrdup(tty) : xasprintf("/dev/%s", tty);
		setsid();
		if ((fd = open(dev, O_RDWR | O_NOCTTY)) < 0)
			perror_exit("%s", dev);
		if (fchown(fd, 0, 0) < 0 || fchmod(fd, 0600) < 0)
			perror_msg("%s", dev);
		ioctl(fd, TIOCSCTTY, 1);
		xdup2(fd, 0);
		xdup2(fd, 1);
		xdup2(fd, 2);
		if (fd > 2)
			close(fd);
	} else if (!(dev = ttyname(STDIN_FILENO))) {
		dev = "-";
	}
	tty = dev + (strncmp(dev, "/dev/", 5) ? 0 : 5);
	if (setenv("TERM", term, 1) < 0)
		error_exit("out of memory");
	if (OPT(&o, F_t)) {
		signal(SIGALRM, timed_out);
		alarm(o.arg[S_t].n);
	}
	uname(&u);
	for (;;) {
		set_tty(&o, sp);
		if (!OPT(&o, F_i))
			show_issue(OPT(&o, F_f) ? o.arg[S_f].s : "/etc/issue",
			    tty, sp);
		if (OPT(&o, F_n))
			break;
		do
			n = read_name(u.nodename, name, sizeof(name) - 1);
		while (n == 0);
		if (n == -1)
			return 1;
		if (n > 0)
			break;
		/* a BREAK: the next speed (after the last, the first) */
		write_full(STDOUT_FILENO, "\r\n", 2);
		cur = strchr(cur, ',') ? strchr(cur, ',') + 1 : bauds;
		sp = speed_index(cur);
	}
	alarm(0);
	if (OPT(&o, F_n))
		execl(login, login, (char *)NULL);
	else
		execl(login, login, "--", name, (char *)NULL);
	perror_msg("cannot run %s", login);
	return 1;
}
