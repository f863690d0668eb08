/*
 * logger.c - send messages to the system log
 *
 * util-linux 2.38's logger on the local socket (/dev/log, or -u SOCKET):
 * one datagram per message, "<PRI>Mmm dd hh:mm:ss TAG[PID]: MESSAGE" (the
 * BSD format of RFC 3164 without a host name, as syslogd expects on its
 * own socket). The message is the operands joined by blanks, else each
 * line of -f FILE or of stdin (empty lines skipped with -e); a message
 * longer than -S SIZE (1024) bytes is cut there, a line that long is sent
 * in SIZE pieces. TAG is -t's or the user's name; -i and --id add
 * logger's process id or ID. PRI is -p's FACILITY.LEVEL (names or
 * numbers; the kern facility is user's, as the kernel keeps it for
 * itself), user.notice by default. -s also writes each line to stderr.
 * --rfc3164 adds the host name after the time, as on the wire. A socket
 * that is not there is an error only with -s, --no-act or
 * --socket-errors=on (as util-linux where init is not systemd). Datagram
 * sockets only (syslogd's and journald's /dev/log; not a stream socket).
 * No remote servers, no RFC 5424 and no journald.
 *
 * applet: logger usr/bin core
 * opts: (id)?(no-act)(rfc3164)(socket-errors):e(skip-empty)f:(file)
 *	i p:(priority)s(stderr)S#<1>2147483647(size)t:(tag)u:(socket)
 * usage: logger [-eis] [--id[=ID]] [-p PRIO] [-S SIZE] [-t TAG]
 *	[-u SOCKET] [-f FILE | MESSAGE...]
 *
 *	Send MESSAGE (or each line of FILE or stdin) to the system log.
 *
 *	-p, --priority PRIO	FACILITY.LEVEL or LEVEL (user.notice)
 *	-t, --tag TAG	Mark the lines with TAG (the user's name)
 *	-i	Add logger's process id to the tag
 *	--id[=ID]	Add ID (logger's process id) to the tag
 *	-s, --stderr	Write the lines to stderr too
 *	-f, --file FILE	Log each line of FILE
 *	-e, --skip-empty	Leave out empty lines of FILE or stdin
 *	-S, --size SIZE	Cut messages at SIZE bytes (1024)
 *	-u, --socket SOCKET	Send to SOCKET instead of /dev/log
 *	--socket-errors on|off|auto	Say when SOCKET cannot be
 *			reached (auto: only with -s or --no-act)
 *	--no-act	Do all but send the lines
 *	--rfc3164	The BSD format with the host name
 * SPDX-License-Identifier: MIT
 */
#define FOR_logger
#include "libbb.h"
#include <strings.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/utsname.h>
#include <time.h>

static const char *const facilities[] = {
	"kern", "user", "mail", "daemon", "auth", "syslog", "lpr", "news",
	"uucp", "cron", "authpriv", "ftp"
};
static const char *const levels[] = {
	"emerg", "alert", "crit", "err", "warning", "notice", "info", "debug"
};

struct logger {
	struct opts	o;
	int		fd, pri;
	size_t		size;
	char		*tag, *host;
};

static int
lookup(const char *s, const char *const *v, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (!strcasecmp(s, v[i]))
			return i;
	return -1;
}

/* FACILITY.LEVEL or LEVEL as a priority; dies on an unknown name */
static int
priority(char *s)
{
	char *dot = strchr(s, '.'), *lv = dot ? dot + 1 : s, *end;
	long f = 1 << 3, l;

	if (dot) {
		*dot = 0;
		if (isdigit((unsigned char)*s)) {
			f = strtol(s, &end, 10);
			if (*end || f % 8 || f >= 24 << 3)
				f = -1;
		} else if (!strcasecmp(s, "security")) {
			f = 4 << 3;
		} else if (!strncasecmp(s, "local", 5) && s[5] >= '0' &&
		    s[5] <= '7' && !s[6]) {
			f = (16 + s[5] - '0') << 3;
		} else if ((f = lookup(s, facilities,
		    ARRAY_SIZE(facilities))) >= 0) {
			f <<= 3;
		}
		if (f < 0)
			error_exit("unknown facility name: %s", s);
		if (!f)
			f = 1 << 3;	/* kern is the kernel's own */
	}
	if (isdigit((unsigned char)*lv)) {
		l = strtol(lv, &end, 10);
		if (*end || l > 7)
			l = -1;
	} else if (!strcasecmp(lv, "panic")) {
		l = 0;
	} else if (!strcasecmp(lv, "error")) {
		l = 3;
	} else if (!strcasecmp(lv, "warn")) {
		l = 4;
	} else {
		l = lookup(lv, levels, ARRAY_SIZE(levels));
	}
	if (l < 0)
		error_exit("unknown priority name: %s", lv);
	return (int)(f | l);
}

/* send one message (len bytes of msg) */
static void
log_msg(struct logger *g, const char *msg, size_t len)
{
	char stamp[32], *line;
	time_t t = time(NULL);

	strftime(stamp, sizeof(stamp), "%b %e %H:%M:%S", localtime(&t));
	line = xasprintf("<%d>%s %s%s: %.*s", g->pri, stamp, g->host, g->tag,
	    (int)MIN(len, g->size), msg);
	if (g->fd >= 0 && !OPT(&g->o, F_no_act) &&
	    send(g->fd, line, strlen(line), 0) < 0)
		perror_msg("send message failed");
	if (OPT(&g->o, F_s))
		fprintf(stderr, "%s\n", line);
	free(line);
}

/* each line of f, cut in pieces of the message size */
static void
log_lines(struct logger *g, FILE *f)
{
	char *buf = NULL;
	size_t cap = 0, off;
	ssize_t n;

	while ((n = getline(&buf, &cap, f)) > 0) {
		if (buf[n - 1] == '\n')
			buf[--n] = 0;
		if (!n && !OPT(&g->o, F_e))
			log_msg(g, buf, 0);
		for (off = 0; off < (size_t)n; off += g->size)
			log_msg(g, buf + off, n - off);
	}
	free(buf);
}

int
logger_main(int argc, char **argv)
{
	struct logger g = { .fd = -1, .pri = (1 << 3) | 5, .size = 1024 };
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	const char *sock = "/dev/log", *mode, *name;
	struct utsname u;
	unsigned long id;
	char *end;
	bool errors;
	FILE *f;

	(void)argc;
	argv = getopts(&g.o, OPTS_logger, argv);
	mode = OPT(&g.o, F_socket_errors) ? g.o.arg[S_socket_errors].s : "auto";
	if (strcmp(mode, "on") && strcmp(mode, "off") && strcmp(mode, "auto")) {
		warn_msg("invalid argument: %s: using automatic errors", mode);
		mode = "auto";
	}
	errors = !strcmp(mode, "on") || (!strcmp(mode, "auto") &&
	    (OPT(&g.o, F_s) || OPT(&g.o, F_no_act)));
	g.host = "";
	if (OPT(&g.o, F_rfc3164) && !uname(&u))
		g.host = xasprintf("%s ", u.nodename);
	if (OPT(&g.o, F_p))
		g.pri = priority(xstrdup(g.o.arg[S_p].s));
	if (OPT(&g.o, F_S))
		g.size = (size_t)g.o.arg[S_S].n;
	if (OPT(&g.o, F_u))
		sock = g.o.arg[S_u].s;
	if (OPT(&g.o, F_t)) {
		name = g.o.arg[S_t].s;
	} else if (!(name = uid_to_name(geteuid()))) {
		name = "<someone>";
	}
	if (OPT(&g.o, F_id) && g.o.arg[S_id].s) {
		id = strtoul(g.o.arg[S_id].s, &end, 10);
		if (!*g.o.arg[S_id].s || *end)
			error_exit("failed to parse id: '%s'", g.o.arg[S_id].s);
		g.tag = xasprintf("%s[%lu]", name, id);
	}
	else if (OPT(&g.o, F_id) || OPT(&g.o, F_i))
		g.tag = xasprintf("%s[%d]", name, (int)getpid());
	else
		g.tag = xstrdup(name);
	if (strlen(sock) >= sizeof(sa.sun_path))
		error_exit("socket %s: %s", sock, strerror(ENAMETOOLONG));
	strcpy(sa.sun_path, sock);
	g.fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (g.fd < 0 || connect(g.fd, (struct sockaddr *)&sa, sizeof(sa))) {
		if (errors)
			perror_exit("socket %s", sock);
		close(g.fd);
		g.fd = -1;
	}
	if (*argv) {
		char *msg = xstrdup(*argv);

		if (OPT(&g.o, F_f))
			warn_msg("--file <file> and <message> are mutually "
			    "exclusive, message is ignored");
		while (*++argv)
			msg = xasprintf("%s %s", msg, *argv);
		if (*msg)
			log_msg(&g, msg, strlen(msg));
	} else if (OPT(&g.o, F_f)) {
		if (!(f = fopen(g.o.arg[S_f].s, "re")))
			perror_exit("file %s", g.o.arg[S_f].s);
		log_lines(&g, f);
		fclose(f);
	} else {
		log_lines(&g, stdin);
	}
	return 0;
}
