/*
 * stty - show or change the settings of a terminal
 *
 * POSIX.1-2024 stty with GNU coreutils' listings and messages: no
 * argument prints the settings that differ from sane, -a all of them
 * (lines wrapped at $COLUMNS, else standard output's width, else 80, as
 * GNU's), -g GNU's colon-separated hex form, which is accepted back as
 * an argument. Settings are parsed first and applied in one tcsetattr,
 * then read back: a terminal that did not take them all is an error, as
 * in GNU's. Not there: GNU's rarer aliases (evenp, tabs, crt, dec,
 * litout...), "line N" and split input/output speeds (musl keeps one).
 *
 * applet: stty bin core
 * opts: a(all)g(save)F:(file)
 * usage: stty [-F DEVICE] [-a|-g] [SETTING...]
 *
 *	Print or change the settings of the terminal on standard input.
 *
 *	-a, --all	Print all the settings
 *	-g, --save	Print them in a form stty accepts back
 *	-F, --file=DEVICE  Use DEVICE instead of standard input
 *
 *	Settings: [-]FLAG (echo icanon isig icrnl onlcr opost ixon crtscts
 *	clocal parenb cstopb ...), cs5-cs8, raw, -raw, cooked, sane,
 *	CHAR VALUE (intr quit erase kill eof eol eol2 swtch start stop susp
 *	rprnt werase lnext discard; ^X, ^? or ^- / undef), min N, time N,
 *	rows N, cols N, columns N, size, speed, N, ispeed N, ospeed N.
 * SPDX-License-Identifier: MIT
 */
#define FOR_stty
#include "libbb.h"
#include <termios.h>
#include <sys/ioctl.h>

enum { REV = 4, SET = 8, UNSET = 16 };	/* the low 2 bits: which word */

struct mode {
	char name[8];
	unsigned char how;
	unsigned mask, bits;
};

#define B(n, w, f, m) { n, w | REV | f, m, m }
#define M(n, w, f, m, b) { n, w | f, m, b }
static const struct mode modes[] = {
	B("parenb", 2, 0, PARENB), B("parodd", 2, 0, PARODD),
	B("cmspar", 2, 0, CMSPAR),
	M("cs5", 2, 0, CSIZE, CS5), M("cs6", 2, 0, CSIZE, CS6),
	M("cs7", 2, 0, CSIZE, CS7), M("cs8", 2, SET, CSIZE, CS8),
	B("hupcl", 2, 0, HUPCL), B("cstopb", 2, 0, CSTOPB),
	B("cread", 2, SET, CREAD), B("clocal", 2, 0, CLOCAL),
	B("crtscts", 2, 0, CRTSCTS),
	B("ignbrk", 0, UNSET, IGNBRK), B("brkint", 0, SET, BRKINT),
	B("ignpar", 0, 0, IGNPAR), B("parmrk", 0, 0, PARMRK),
	B("inpck", 0, 0, INPCK), B("istrip", 0, 0, ISTRIP),
	B("inlcr", 0, UNSET, INLCR), B("igncr", 0, UNSET, IGNCR),
	B("icrnl", 0, SET, ICRNL), B("ixon", 0, 0, IXON),
	B("ixoff", 0, UNSET, IXOFF), B("iuclc", 0, UNSET, IUCLC),
	B("ixany", 0, UNSET, IXANY), B("imaxbel", 0, SET, IMAXBEL),
	B("iutf8", 0, UNSET, IUTF8),
	B("opost", 1, SET, OPOST), B("olcuc", 1, UNSET, OLCUC),
	B("ocrnl", 1, UNSET, OCRNL), B("onlcr", 1, SET, ONLCR),
	B("onocr", 1, UNSET, ONOCR), B("onlret", 1, UNSET, ONLRET),
	B("ofill", 1, UNSET, OFILL), B("ofdel", 1, UNSET, OFDEL),
	M("nl0", 1, SET, NLDLY, NL0), M("nl1", 1, UNSET, NLDLY, NL1),
	M("cr0", 1, SET, CRDLY, CR0), M("cr1", 1, UNSET, CRDLY, CR1),
	M("cr2", 1, UNSET, CRDLY, CR2), M("cr3", 1, UNSET, CRDLY, CR3),
	M("tab0", 1, SET, TABDLY, TAB0), M("tab1", 1, UNSET, TABDLY, TAB1),
	M("tab2", 1, UNSET, TABDLY, TAB2), M("tab3", 1, UNSET, TABDLY, TAB3),
	M("bs0", 1, SET, BSDLY, BS0), M("bs1", 1, UNSET, BSDLY, BS1),
	M("vt0", 1, SET, VTDLY, VT0), M("vt1", 1, UNSET, VTDLY, VT1),
	M("ff0", 1, SET, FFDLY, FF0), M("ff1", 1, UNSET, FFDLY, FF1),
	B("isig", 3, SET, ISIG), B("icanon", 3, SET, ICANON),
	B("iexten", 3, SET, IEXTEN), B("echo", 3, SET, ECHO),
	B("echoe", 3, SET, ECHOE), B("echok", 3, SET, ECHOK),
	B("echonl", 3, UNSET, ECHONL), B("noflsh", 3, UNSET, NOFLSH),
	B("xcase", 3, UNSET, XCASE), B("tostop", 3, UNSET, TOSTOP),
	B("echoprt", 3, UNSET, ECHOPRT), B("echoctl", 3, SET, ECHOCTL),
	B("echoke", 3, SET, ECHOKE), B("flusho", 3, UNSET, FLUSHO),
	B("extproc", 3, UNSET, EXTPROC),
};

/* the control characters: name, index in c_cc, sane value */
static const struct {
	char name[8];
	unsigned char i, def;
} chars[] = {
	{ "intr", VINTR, 3 }, { "quit", VQUIT, 034 }, { "erase", VERASE, 0177 },
	{ "kill", VKILL, 025 }, { "eof", VEOF, 4 }, { "eol", VEOL, 0 },
	{ "eol2", VEOL2, 0 }, { "swtch", VSWTC, 0 }, { "start", VSTART, 021 },
	{ "stop", VSTOP, 023 }, { "susp", VSUSP, 032 },
	{ "rprnt", VREPRINT, 022 }, { "werase", VWERASE, 027 },
	{ "lnext", VLNEXT, 026 }, { "discard", VDISCARD, 017 },
};

#define NMODES	(int)(sizeof(modes) / sizeof(*modes))
#define NCHARS	(int)(sizeof(chars) / sizeof(*chars))

/* Linux's speed codes: 0-15 are B0-B38400, then 0x1001 on are B57600... */
static const unsigned speeds[] = {
	0, 50, 75, 110, 134, 150, 200, 300, 600, 1200, 1800, 2400, 4800,
	9600, 19200, 38400, 57600, 115200, 230400, 460800, 500000, 576000,
	921600, 1000000, 1152000, 1500000, 2000000, 2500000, 3000000,
	3500000, 4000000,
};

static int col, width;

static void
wrapf(const char *fmt, ...)
{
	char *s;
	int n;
	va_list ap;

	va_start(ap, fmt);
	n = vasprintf(&s, fmt, ap);
	va_end(ap);
	if (n < 0)
		error_exit("out of memory");
	if (col > 0) {
		if (width - col < n) {
			putchar('\n');
			col = 0;
		} else {
			putchar(' ');
			col++;
		}
	}
	fputs(s, stdout);
	col += n;
	free(s);
}

static void
endline(void)
{
	if (col)
		putchar('\n');
	col = 0;
}

static tcflag_t *
word(struct termios *t, int w)
{
	tcflag_t *p[] = { &t->c_iflag, &t->c_oflag, &t->c_cflag, &t->c_lflag };

	return p[w];
}

static unsigned
baud(struct termios *t)
{
	speed_t s = cfgetospeed(t);

	return speeds[s < 16 ? s : s - 0x1000 + 15];
}

static int
speed_code(const char *s, speed_t *code)
{
	unsigned i;

	char *end;
	unsigned long n = strtoul(s, &end, 10);

	if (!isdigit((unsigned char)*s) || *end)
		return 0;
	for (i = 0; i < sizeof(speeds) / sizeof(*speeds); i++)
		if (n == speeds[i]) {
			*code = i < 16 ? i : i - 15 + 0x1000;
			return 1;
		}
	return 0;
}

static const char *
show_char(unsigned c)
{
	static char buf[8];
	char *p = buf;

	if (c == _POSIX_VDISABLE)
		return "<undef>";
	if (c >= 128) {
		p = stpcpy(p, "M-");
		c -= 128;
	}
	if (c < 32 || c == 127) {
		*p++ = '^';
		c = c == 127 ? '?' : c + '@';
	}
	*p++ = c;
	*p = 0;
	return buf;
}

static void
show(struct termios *t, int all, struct winsize *ws)
{
	unsigned i, w, k;
	const struct mode *m;
	tcflag_t v;

	wrapf("speed %u baud;", baud(t));
	if (all && ws)
		wrapf("rows %u; columns %u;", ws->ws_row, ws->ws_col);
	wrapf("line = %u;", t->c_line);
	endline();
	for (i = 0; i < NCHARS; i++)
		if (all || t->c_cc[chars[i].i] != chars[i].def)
			wrapf("%s = %s;", chars[i].name,
				show_char(t->c_cc[chars[i].i]));
	if (all || !(t->c_lflag & ICANON))
		wrapf("min = %u; time = %u;", t->c_cc[VMIN], t->c_cc[VTIME]);
	endline();
	for (k = 0; k < 4; k++) {	/* control, input, output, local */
		w = "\2\0\1\3"[k];
		for (m = modes; m < modes + NMODES; m++) {
			if ((m->how & 3) != w)
				continue;
			v = *word(t, w) & m->mask;
			if (all && (m->how & REV))
				wrapf("%s%s", v ? "" : "-", m->name);
			else if (v == m->bits && (all || m->how & UNSET))
				wrapf("%s", m->name);
			else if (v != m->bits && !all &&
					(m->how & (REV | SET)) == (REV | SET))
				wrapf("-%s", m->name);
		}
		endline();
	}
}

static void
sane(struct termios *t)
{
	const struct mode *m;
	unsigned i;

	for (m = modes; m < modes + NMODES; m++) {
		tcflag_t *p = word(t, m->how & 3);

		if (m->how & SET)
			*p = (*p & ~m->mask) | m->bits;
		else if (m->how & UNSET && m->how & REV)
			*p &= ~m->mask;
	}
	for (i = 0; i < NCHARS; i++)
		t->c_cc[chars[i].i] = chars[i].def;
	t->c_cc[VMIN] = 1;
	t->c_cc[VTIME] = 0;
}

static NORETURN void
bad(const char *what, const char *arg)
{
	status_exit(1, "%s '%s'\nTry 'stty --help' for more information.",
		what, arg);
}

static unsigned long
number(const char *s, unsigned long max)
{
	char *end;
	unsigned long n;

	errno = 0;
	n = strtoul(s, &end, 0);
	if (!*s || *end || *s == '-')
		status_exit(1, "invalid integer argument: %s",
			quote(s, QUOTE_LOCALE));
	if (errno || n > max)
		status_exit(1, "invalid integer argument: %s: %s",
			quote(s, QUOTE_LOCALE), "Numerical result out of range");
	return n;
}

static int
from_hex(struct termios *t, const char *s)
{
	unsigned long v[4 + NCCS];
	unsigned i;
	char *end;

	for (i = 0; i < 4 + NCCS; i++) {
		if (!isxdigit((unsigned char)*s))
			return 0;
		v[i] = strtoul(s, &end, 16);
		if (i >= 4 && v[i] > 255)
			return 0;
		s = end;
		if (*s != (i + 1 < 4 + NCCS ? ':' : 0))
			return 0;
		s++;
	}
	t->c_iflag = v[0];
	t->c_oflag = v[1];
	t->c_cflag = v[2];
	t->c_lflag = v[3];
	for (i = 0; i < NCCS; i++)
		t->c_cc[i] = v[4 + i];
	return 1;
}

int
stty_main(int argc, char **argv)
{
	const char *dev = NULL, *name = "'standard input'", *s;
	char **set = xzalloc(argc * sizeof(*set)), **p, *arg;
	int all = 0, save = 0, fd = 0, n = 0, i, size = 0, wsset = 0;
	struct termios t, t2;
	struct winsize ws, *wsp = NULL;
	const struct mode *m;
	speed_t sp;

	while ((arg = *++argv)) {
		if (!strcmp(arg, "-a") || !strcmp(arg, "--all"))
			all = 1;
		else if (!strcmp(arg, "-g") || !strcmp(arg, "--save"))
			save = 1;
		else if (!strncmp(arg, "--file=", 7))
			dev = arg + 7;
		else if (!strncmp(arg, "-F", 2)) {
			dev = arg[2] ? arg + 2 : *++argv;
			if (!dev)
				bad("invalid argument", arg);
		} else if (!strcmp(arg, "--"))
			continue;
		else
			set[n++] = arg;
	}
	if (all && save)
		status_exit(1, "the options for verbose and stty-readable "
			"output styles are\nmutually exclusive");
	if (n && (all || save))
		status_exit(1, "when specifying an output style, modes may "
			"not be set");
	if (dev) {
		name = dev;
		fd = open(dev, O_RDONLY | O_NONBLOCK | O_NOCTTY);
		if (fd < 0 || fcntl(fd, F_SETFL, 0) < 0)
			perror_exit("%s", dev);
	}
	memset(&t, 0, sizeof(t));	/* the kernel fills only 19 of c_cc */
	if (tcgetattr(fd, &t))	/* glibc's words for ENOTTY, as GNU's */
		error_exit("%s: %s", name, errno == ENOTTY ?
			"Inappropriate ioctl for device" : strerror(errno));
	if (!ioctl(fd, TIOCGWINSZ, &ws))
		wsp = &ws;
	s = getenv("COLUMNS");
	width = s && atoi(s) > 0 ? atoi(s) : 0;
	if (!width) {
		struct winsize o;

		width = !ioctl(1, TIOCGWINSZ, &o) && o.ws_col ? o.ws_col : 80;
	}
	if (!n) {
		if (save) {
			printf("%x:%x:%x:%x", t.c_iflag, t.c_oflag, t.c_cflag,
				t.c_lflag);
			for (i = 0; i < NCCS; i++)
				printf(":%x", t.c_cc[i]);
			putchar('\n');
		} else
			show(&t, all, wsp);
		return 0;
	}
	t2 = t;
	for (p = set; (arg = *p); p++) {
		int neg = *arg == '-', k;

		s = arg + neg;
		for (m = modes; m < modes + NMODES; m++)
			if (!strcmp(s, m->name) && (!neg || m->how & REV))
				break;
		if (m < modes + NMODES) {
			tcflag_t *w = word(&t, m->how & 3);

			*w = (*w & ~m->mask) | (neg ? 0 : m->bits);
			continue;
		}
		if (!strcmp(s, "raw") || !strcmp(s, "cooked")) {
			if (neg == !strcmp(s, "raw")) {	/* -raw, cooked */
				t.c_iflag |= BRKINT | IGNPAR | ISTRIP | ICRNL
					| IXON;
				t.c_oflag |= OPOST;
				t.c_lflag |= ISIG | ICANON;
				t.c_cc[VEOF] = 4;
				t.c_cc[VEOL] = 0;
			} else {	/* raw, -cooked */
				t.c_iflag &= ~(IGNBRK | BRKINT | IGNPAR
					| PARMRK | INPCK | ISTRIP | INLCR
					| IGNCR | ICRNL | IXON | IXOFF | IUCLC
					| IXANY | IMAXBEL);
				t.c_oflag &= ~OPOST;
				t.c_lflag &= ~(ICANON | ISIG | XCASE);
				t.c_cc[VMIN] = 1;
				t.c_cc[VTIME] = 0;
			}
			continue;
		}
		if (!strcmp(arg, "sane")) {
			sane(&t);
			continue;
		}
		if (!strcmp(arg, "size")) {
			size = 1;
			continue;
		}
		if (!strcmp(arg, "speed")) {
			size = 2;
			continue;
		}
		if (speed_code(arg, &sp)) {
			cfsetspeed(&t, sp);
			continue;
		}
		for (k = 0; k < NCHARS; k++)
			if (!strcmp(arg, chars[k].name))
				break;
		if (neg || (k == NCHARS &&
				strcmp(arg, "min") && strcmp(arg, "time") &&
				strcmp(arg, "rows") && strcmp(arg, "cols") &&
				strcmp(arg, "columns") && strcmp(arg, "ispeed") &&
				strcmp(arg, "ospeed"))) {
			if (from_hex(&t, arg))
				continue;
			bad("invalid argument", arg);
		}
		if (!p[1])
			bad("missing argument to", arg);
		s = *++p;
		if (k < NCHARS) {
			unsigned c;

			if (!strcmp(s, "^-") || !strcmp(s, "undef"))
				c = _POSIX_VDISABLE;
			else if (*s == '^' && s[1] && !s[2])
				c = s[1] == '?' ? 127 : s[1] & 037;
			else if (s[0] && !s[1])
				c = (unsigned char)*s;
			else
				c = number(s, 255);
			t.c_cc[chars[k].i] = c;
		} else if (!strcmp(arg, "min"))
			t.c_cc[VMIN] = number(s, 255);
		else if (!strcmp(arg, "time"))
			t.c_cc[VTIME] = number(s, 255);
		else if (*arg == 'r' || *arg == 'c') {
			if (!wsp) {
				memset(&ws, 0, sizeof(ws));
				wsp = &ws;
			}
			if (*arg == 'r')
				ws.ws_row = number(s, 65535);
			else
				ws.ws_col = number(s, 65535);
			wsset = 1;
		} else if (speed_code(s, &sp)) {
			if (arg[1] == 's')
				cfsetispeed(&t, sp);
			else
				cfsetospeed(&t, sp);
		} else
			bad("invalid ispeed", s);	/* see below */
	}
	if (memcmp(&t, &t2, sizeof(t))) {
		if (tcsetattr(fd, TCSADRAIN, &t))
			perror_exit("%s", name);
		if (tcgetattr(fd, &t2))
			perror_exit("%s", name);
		if (t.c_iflag != t2.c_iflag || t.c_oflag != t2.c_oflag ||
				t.c_cflag != t2.c_cflag ||
				t.c_lflag != t2.c_lflag ||
				memcmp(t.c_cc, t2.c_cc, NCCS))
			error_exit("%s: unable to perform all requested "
				"operations", name);
	}
	if (wsset && ioctl(fd, TIOCSWINSZ, &ws))
		perror_exit("%s", name);
	if (size == 1) {
		if (!wsp)
			perror_exit("%s", name);
		printf("%u %u\n", ws.ws_row, ws.ws_col);
	} else if (size == 2)
		printf("%u\n", baud(&t));
	return 0;
}
