/*
 * ps.c - report a snapshot of the processes
 *
 * procps-ng 4's ps in its common forms. With no option, the processes of
 * our effective user on our terminal (on none: those with no terminal)
 * as PID TTY TIME CMD; -e (-A) every process, -p PIDS, -u USERS
 * (effective, names or ids) and -U USERS (real) select (together: any of
 * them); -f and -l are procps's full and long formats, -o FIELDS (comma
 * or blank separated, field=HEADER, field:WIDTH; repeatable) any of the
 * fields below; --sort [+-]KEY,... orders by fields (default: by pid).
 * The BSD forms without a dash: a (anyone's processes), x (those with no
 * terminal too), u (USER PID %CPU %MEM VSZ RSS TTY STAT START TIME
 * COMMAND), w (no width limit), so ps aux, ps ax, ps u, ps x; BSD STAT
 * adds < (high priority), N (low), L (locked pages), s (session leader),
 * l (threads) and + (foreground group) to the state letter. Columns and
 * headers are procps's; a value too wide for its column pushes the line
 * right, and the next columns take it back where they can, as procps
 * does. The last column, when it is a command, has no width; the line
 * is cut at the terminal's width when the output is one (not with w).
 * With PS_BUSYBOX configured, ps with no option (or only w) lists every
 * process as BusyBox's does: PID (5 wide), USER (effective, cut to 8),
 * TIME (user + system, M:SS, then HhMM, DdHH, Nd) and COMMAND, the
 * headers flush left; a kernel thread's name is not cut to 15 bytes.
 * Not here: threads (-L, -T, H), -H, -F, -j, -t, -g,
 * -s, the rarer fields. Messages and status (1) of bad input are
 * procps's.
 *
 * Fields: pid tid ppid pgid pgrp sid sess uid euid ruid user euser ruser
 * gid egid group egroup tty tt tname stat s state comm ucmd args cmd
 * command etime etimes time cputime bsdtime pcpu %cpu c pmem %mem vsz
 * vsize rss rssize rsz sz nice ni pri opri rtprio nlwp thcount lstart
 * stime start_time f wchan addr.
 *
 * ps reads its arguments itself (BSD options have no dash); the opts:
 * line only declares them.
 *
 * applet: ps bin linux
 * opts: (sort)*eAflo*p*u*U*w
 * usage: ps [-eAfl] [-o FIELDS] [-p PIDS] [-u USERS] [-U USERS]
 *	[--sort KEYS] | ps [aux]
 *
 *	Show the processes (by default ours on this terminal).
 *
 *	-e, -A	Every process
 *	-f	Full format
 *	-l	Long format
 *	-o FIELDS	The fields to show (field=HEADER renames one)
 *	-p PIDS	The processes of these ids
 *	-u USERS	Those of these effective users
 *	-U USERS	Those of these real users
 *	--sort KEYS	Order by these fields ([-] descending)
 *	-w	Do not cut lines at the terminal's width
 *	a, x, u	BSD: anyone's, also those with no terminal, user format
 * config:
 *	config PS_BUSYBOX
 *		bool "ps with no option lists every process (BusyBox's format)"
 *		default n
 *		depends on PS
 *		help
 *		  Say y for BusyBox's habit: ps alone lists every process as
 *		  PID USER TIME COMMAND. Say n for procps's: ps alone lists
 *		  this terminal's processes as PID TTY TIME CMD.
 * SPDX-License-Identifier: MIT
 */
#include "config.h"
#include "libbb.h"
#include <sys/ioctl.h>
#include <time.h>

enum {
	K_PID, K_PPID, K_PGID, K_SID, K_UID, K_RUID, K_USER, K_RUSER, K_GID,
	K_GROUP, K_TTY, K_STAT, K_S, K_COMM, K_ARGS, K_ETIME, K_ETIMES,
	K_TIME, K_BSDTIME, K_PCPU, K_C, K_PMEM, K_VSZ, K_RSS, K_SZ, K_NI,
	K_PRI, K_OPRI, K_RTPRIO, K_NLWP, K_LSTART, K_STIME, K_F, K_WCHAN,
	K_ADDR
};

/* name, header, kind, width (negative: left-aligned) */
static const struct field {
	char		name[11], head[8];
	signed char	kind, width;
} fields[] = {
	{ "pid", "PID", K_PID, 5 }, { "tid", "TID", K_PID, 5 },
	{ "ppid", "PPID", K_PPID, 5 }, { "pgid", "PGID", K_PGID, 5 },
	{ "pgrp", "PGRP", K_PGID, 5 }, { "sid", "SID", K_SID, 5 },
	{ "sess", "SESS", K_SID, 5 }, { "uid", "UID", K_UID, 5 },
	{ "euid", "EUID", K_UID, 5 }, { "ruid", "RUID", K_RUID, 5 },
	{ "user", "USER", K_USER, -8 }, { "euser", "EUSER", K_USER, -8 },
	{ "ruser", "RUSER", K_RUSER, -8 }, { "gid", "GID", K_GID, 5 },
	{ "egid", "EGID", K_GID, 5 }, { "group", "GROUP", K_GROUP, -8 },
	{ "egroup", "EGROUP", K_GROUP, -8 }, { "tty", "TT", K_TTY, -8 },
	{ "tt", "TT", K_TTY, -8 }, { "tname", "TTY", K_TTY, -8 },
	{ "stat", "STAT", K_STAT, -4 }, { "s", "S", K_S, -1 },
	{ "state", "S", K_S, -1 }, { "comm", "COMMAND", K_COMM, -15 },
	{ "ucmd", "CMD", K_COMM, -15 }, { "args", "COMMAND", K_ARGS, -27 },
	{ "cmd", "CMD", K_ARGS, -27 }, { "command", "COMMAND", K_ARGS, -27 },
	{ "etime", "ELAPSED", K_ETIME, 11 },
	{ "etimes", "ELAPSED", K_ETIMES, 7 }, { "time", "TIME", K_TIME, 8 },
	{ "cputime", "TIME", K_TIME, 8 }, { "bsdtime", "TIME", K_BSDTIME, 6 },
	{ "pcpu", "%CPU", K_PCPU, 4 }, { "%cpu", "%CPU", K_PCPU, 4 },
	{ "c", "C", K_C, 2 }, { "pmem", "%MEM", K_PMEM, 4 },
	{ "%mem", "%MEM", K_PMEM, 4 }, { "vsz", "VSZ", K_VSZ, 6 },
	{ "vsize", "VSZ", K_VSZ, 6 }, { "rss", "RSS", K_RSS, 5 },
	{ "rssize", "RSS", K_RSS, 5 }, { "rsz", "RSZ", K_RSS, 5 },
	{ "sz", "SZ", K_SZ, 5 }, { "nice", "NI", K_NI, 3 },
	{ "ni", "NI", K_NI, 3 }, { "pri", "PRI", K_PRI, 3 },
	{ "opri", "PRI", K_OPRI, 3 }, { "rtprio", "RTPRIO", K_RTPRIO, 6 },
	{ "nlwp", "NLWP", K_NLWP, 4 }, { "thcount", "THCNT", K_NLWP, 5 },
	{ "lstart", "STARTED", K_LSTART, 24 },
	{ "stime", "STIME", K_STIME, -5 },
	{ "start_time", "START", K_STIME, -5 }, { "f", "F", K_F, 1 },
	{ "wchan", "WCHAN", K_WCHAN, -6 }, { "addr", "ADDR", K_ADDR, 4 },
	{ "addr_1", "ADDR", K_ADDR, -1 }
};

struct col {
	const char	*head;
	int		kind, width;	/* width < 0: left-aligned */
	bool		own_head;
};

struct key {
	int	kind;
	bool	desc;
};

struct ps {
	struct col	*col;
	int		ncol;
	struct key	*key;
	int		nkey;
	long		hz;
	double		up;
	time_t		now, boot;
	unsigned long long	memtotal;
};

/* procps's words for bad input, its pointer to --help, and status 1 */
static NORETURN void
bad(const char *msg)
{
	fprintf(stderr, "error: %s\n\nUsage:\n %s [options]\n\n Try '%s "
	    "--help <simple|list|output|threads|misc|all>'\n  or '%s --help "
	    "<s|l|o|t|m|a>'\n for additional help text.\n\nFor more details "
	    "see ps(1).\n", msg, applet_name, applet_name, applet_name);
	xexit(1);
}

static const struct field *
find_field(const char *name, size_t n)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(fields); i++)
		if (strlen(fields[i].name) == n &&
		    !strncmp(fields[i].name, name, n))
			return &fields[i];
	return NULL;
}

/*
 * Add the columns of a format list: names separated by commas or blanks,
 * each with =HEADER (the rest of the list) or :WIDTH
 */
static void
add_format(struct ps *ps, const char *list)
{
	const struct field *f;
	struct col *c;
	const char *s = list, *e;
	char *msg, *end;
	size_t n;
	long w;

	while (*s) {
		if (*s == ',' || *s == ' ' || *s == '\t') {
			s++;
			continue;
		}
		n = strcspn(s, ",= \t:");
		if (!(f = find_field(s, n))) {
			msg = xasprintf("unknown user-defined format specifier "
			    "\"%.*s\"", (int)n, s);
			bad(msg);
		}
		ps->col = xrealloc(ps->col, ps->ncol + 1, sizeof(*ps->col));
		c = &ps->col[ps->ncol++];
		c->kind = f->kind;
		c->width = f->width;
		if (f->kind <= K_SID)	/* pid ppid pgid sid and aliases */
			c->width = pid_digits();
		c->head = f->head;
		c->own_head = false;
		s += n;
		if (*s == ':') {
			w = strtol(s + 1, &end, 10);
			if (end == s + 1 || w < 1 || w > 1000)
				bad("unknown user-defined format specifier");
			c->width = f->width < 0 ? -w : w;
			s = end;
		}
		if (*s == '=') {
			e = ++s;
			n = strcspn(s, ",");
			c->head = xstrndup(e, n);
			c->own_head = true;
			s += n;
			if ((long)n > labs(c->width))
				c->width = c->width < 0 ? -(int)n : (int)n;
		}
	}
}

static void
add_sort(struct ps *ps, const char *list)
{
	const struct field *f;
	const char *s = list;
	struct key *k;
	size_t n;
	bool desc;

	while (*s) {
		if (*s == ',') {
			s++;
			continue;
		}
		desc = *s == '-';
		s += *s == '-' || *s == '+';
		n = strcspn(s, ",");
		if (!(f = find_field(s, n)))
			bad("unknown sort specifier");
		ps->key = xrealloc(ps->key, ps->nkey + 1, sizeof(*ps->key));
		k = &ps->key[ps->nkey++];
		k->kind = f->kind;
		k->desc = desc;
		s += n;
	}
}

/* the -p, -u, -U lists: ids, or user names */
struct sel {
	long	*v;
	int	n;
};

static void
add_ids(struct sel *sel, const char *list, bool users)
{
	char *copy = xstrdup(list), *s, *save = NULL, *end;
	uid_t uid;
	long v;

	for (s = strtok_r(copy, ", \t", &save); s;
	    s = strtok_r(NULL, ", \t", &save)) {
		errno = 0;
		v = strtol(s, &end, 10);
		if (users) {
			if (*end || end == s || errno || v < 0) {
				if (name_to_uid(s, &uid) < 0)
					bad("user name does not exist");
				v = uid;
			}
		} else if (*end || end == s || errno)
			bad("process ID list syntax error");
		else if (v < 1 || v > INT_MAX)
			bad("process ID out of range");
		sel->v = xrealloc(sel->v, sel->n + 1, sizeof(*sel->v));
		sel->v[sel->n++] = v;
	}
	if (!sel->n)
		bad(users ? "user name does not exist" :
		    "process ID list syntax error");
	free(copy);
}

static bool
in(const struct sel *sel, long v)
{
	int i;

	for (i = 0; i < sel->n; i++)
		if (sel->v[i] == v)
			return true;
	return false;
}

/* [DD-]HH:MM:SS, or with short MM:SS under an hour (etime's) */
static void
hms(char *buf, unsigned long t, bool short_form)
{
	unsigned long d = t / 86400, h = t / 3600 % 24;

	if (d)
		buf += sprintf(buf, "%lu-", d);
	if (d || h || !short_form)
		buf += sprintf(buf, "%02lu:", h);
	sprintf(buf, "%02lu:%02lu", t / 60 % 60, t % 60);
}

/* the /proc/PID/wchan word, "-" for none */
static void
wchan(pid_t pid, char state, char *buf, size_t n)
{
	char path[40];
	ssize_t r = -1;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/wchan", (int)pid);
	if (state != 'R' && (fd = open(path, O_RDONLY | O_CLOEXEC)) >= 0) {
		r = read_full(fd, buf, n - 1);
		close(fd);
	}
	if (r <= 0 || (r == 1 && buf[0] == '0'))
		r = sprintf(buf, "-");
	buf[r] = 0;
	/* procps shows __do_sys_x as do_sys_x */
	r = strspn(buf, "_");
	memmove(buf, buf + r, strlen(buf + r) + 1);
}

/* a name (of a user or group), or the id; a cut name ends in + */
static void
name_or_id(char *buf, const char *name, unsigned long id, int width)
{
	if (!name)
		sprintf(buf, "%lu", id);
	else if ((int)strlen(name) > width && width > 1)
		sprintf(buf, "%.*s+", width - 1, name);
	else
		snprintf(buf, 256, "%s", name);
}

/*
 * The text of one field of p in buf (or a string it points to); *num
 * its value for sorting when the field is a number.
 */
static const char *
value(struct ps *ps, struct proc_info *p, int kind, int width, char *buf,
    long long *num)
{
	unsigned long long ticks = p->utime + p->stime;
	long age = (long)ps->up - (long)(p->start / ps->hz);
	unsigned long v;
	struct tm tm;
	char *s;
	time_t t = ps->boot + (time_t)(p->start / ps->hz);

	*num = LLONG_MIN;
	if (age < 0)
		age = 0;
	switch (kind) {
	case K_PID: *num = p->pid; break;
	case K_PPID: *num = p->ppid; break;
	case K_PGID: *num = p->pgid; break;
	case K_SID: *num = p->sid; break;
	case K_UID: *num = p->euid; break;
	case K_RUID: *num = p->ruid; break;
	case K_GID: *num = p->egid; break;
	case K_VSZ: *num = p->vsz; break;
	case K_RSS: *num = p->rss; break;
	case K_SZ: *num = p->vsz * 1024 / sysconf(_SC_PAGESIZE); break;
	case K_NLWP: *num = p->nlwp; break;
	case K_PRI: *num = 39 - p->pri; break;
	case K_OPRI: *num = 60 + p->pri; break;
	case K_F: *num = p->flags >> 6 & 7; break;
	case K_ETIMES: *num = (long long)age; break;
	case K_USER:
		name_or_id(buf, uid_to_name(p->euid), p->euid, labs(width));
		return buf;
	case K_RUSER:
		name_or_id(buf, uid_to_name(p->ruid), p->ruid, labs(width));
		return buf;
	case K_GROUP:
		name_or_id(buf, gid_to_name(p->egid), p->egid, labs(width));
		return buf;
	case K_TTY:
		*num = p->tty;
		return tty_name(p->tty, buf);
	case K_S:
	case K_STAT:
		s = buf;
		*s++ = p->state;
		if (kind == K_STAT) {
			if (p->nice)
				*s++ = p->nice < 0 ? '<' : 'N';
			if (p->locked)
				*s++ = 'L';
			if (p->pid == p->sid)
				*s++ = 's';
			if (p->nlwp > 1)
				*s++ = 'l';
			if (p->tpgid > 0 && p->tpgid == p->pgid)
				*s++ = '+';
		}
		*s = 0;
		return buf;
	case K_COMM:
		snprintf(buf, 256, "%s%s", p->comm,
		    p->state == 'Z' ? " <defunct>" : "");
		return buf;
	case K_ARGS:
		if (p->state == 'Z' || !p->argslen) {
			snprintf(buf, 256, "[%s]%s", p->comm,
			    p->state == 'Z' ? " <defunct>" : "");
			return buf;
		}
		return proc_args(p, true);
	case K_ETIME:
		*num = (long long)age;
		hms(buf, (unsigned long)age, true);
		return buf;
	case K_TIME:
		*num = ticks;
		hms(buf, ticks / ps->hz, false);
		return buf;
	case K_BSDTIME:
		*num = ticks;
		sprintf(buf, "%llu:%02llu", ticks / ps->hz / 60,
		    ticks / ps->hz % 60);
		return buf;
	case K_PCPU:
	case K_C:
		v = age ? (unsigned long)(ticks * 1000 / ps->hz / age) : 0;
		*num = v;
		if (kind == K_C)
			sprintf(buf, "%lu", MIN(v / 10, 99));
		else if (v > 999)
			sprintf(buf, "%lu", v / 10);
		else
			sprintf(buf, "%lu.%lu", v / 10, v % 10);
		return buf;
	case K_PMEM:
		v = ps->memtotal ? p->rss * 1000 / ps->memtotal : 0;
		*num = v;
		sprintf(buf, "%lu.%lu", v / 10, v % 10);
		return buf;
	case K_NI:
	case K_RTPRIO:
		/* SCHED_OTHER, SCHED_BATCH and SCHED_IDLE are not real-time */
		v = p->policy == 0 || p->policy == 3 || p->policy == 5;
		*num = kind == K_NI ? (v ? p->nice : -100) :
		    (v ? -1 : (long long)p->rtprio);
		if (*num == -100 || *num == -1)
			return "-";
		break;
	case K_LSTART:
	case K_STIME:
		*num = t;
		tm = *localtime(&ps->now);
		v = tm.tm_year * 400 + tm.tm_yday;
		localtime_r(&t, &tm);
		/* STIME: the time today, the day this year, else the year */
		strftime(buf, 64, kind == K_LSTART ? "%a %b %e %H:%M:%S %Y" :
		    v == (unsigned long)(tm.tm_year * 400 + tm.tm_yday) ?
		    "%H:%M" : v / 400 == (unsigned long)tm.tm_year ? "%b%d" :
		    "%Y", &tm);
		return buf;
	case K_WCHAN:
		wchan(p->pid, p->state, buf, 64);
		return buf;
	default:
		return "-";
	}
	sprintf(buf, "%lld", *num);
	return buf;
}

/* /proc/stat's btime, the boot's time (else now less the time up) */
static time_t
boot_time(time_t guess)
{
	FILE *f = fopen("/proc/stat", "r");
	char line[256];
	long long t;

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "btime %lld", &t) == 1)
			guess = t;
	if (f)
		fclose(f);
	return guess;
}

/* the tty's width when stdout is one, else 0 (no limit) */
static int
term_width(void)
{
	struct winsize ws;

	if (!isatty(1))
		return 0;
	if (ioctl(1, TIOCGWINSZ, &ws) == 0 && ws.ws_col)
		return ws.ws_col;
	return 80;
}

/*
 * Print one line: each column right- or left-aligned in its width, one
 * blank between; text wider than its column pushes the rest right, and
 * the following columns' padding takes the excess back (procps's way).
 * The last column, if left-aligned, is not padded. Cut at max (0: none).
 */
static void
put_line(struct ps *ps, struct proc_info *p, int max)
{
	char buf[256], *line = NULL, *tmp;
	size_t len = 0, cap = 0, n;
	long long num;
	long want = 0;
	const char *t;
	int i, w, pad;

	for (i = 0; i < ps->ncol; i++) {
		w = ps->col[i].width;
		t = p ? value(ps, p, ps->col[i].kind, w, buf, &num) :
		    ps->col[i].head;
		if (p && w < 0 && i + 1 < ps->ncol &&
		    (ps->col[i].kind == K_COMM || ps->col[i].kind == K_ARGS ||
		    ps->col[i].kind == K_WCHAN))
			n = MIN(strlen(t), (size_t)-w);
		else
			n = strlen(t);
		want += labs(w) + (i > 0);
		pad = (int)(want - (long)len - (long)n - (i > 0));
		if (pad < 0 || (w < 0 && i + 1 == ps->ncol))
			pad = 0;
		if (cap < len + n + pad + 2) {
			cap = (len + n + pad + 2) * 2;
			line = xrealloc(line, cap, 1);
		}
		if (i > 0)
			line[len++] = ' ';
		if (w >= 0) {
			memset(line + len, ' ', pad);
			len += pad;
		}
		memcpy(line + len, t, n);
		len += n;
		if (w < 0) {
			memset(line + len, ' ', pad);
			len += pad;
		}
	}
	/* unprintable bytes of names and arguments show as ? */
	for (tmp = line; tmp && tmp < line + len; tmp++)
		if ((unsigned char)*tmp < ' ' || *tmp == 127)
			*tmp = *tmp == '\n' ? ' ' : '?';
	if (max && len > (size_t)max)
		len = max;
	if (line)
		fwrite(line, 1, len, stdout);
	putchar('\n');
	free(line);
}

/* BusyBox's TIME: M:SS, HhMM, DdHH, then whole days */
static void
bb_time(char *buf, unsigned long t)
{
	if (t < 3600)
		sprintf(buf, "%2lu:%02lu", t / 60, t % 60);
	else if (t < 86400)
		sprintf(buf, "%2luh%02lu", t / 3600, t / 60 % 60);
	else if (t < 100 * 86400UL)
		sprintf(buf, "%2lud%02lu", t / 86400, t / 3600 % 24);
	else
		sprintf(buf, "%4lud", t / 86400);
}

/* One line of BusyBox's listing (p NULL: the header), cut at max. */
static void
bb_line(struct ps *ps, struct proc_info *p, int max)
{
	char user[256], t[32], cmd[80], *line, *c;
	size_t n;

	if (!p) {
		line = xstrdup("PID   USER     TIME  COMMAND");
	} else {
		name_or_id(user, uid_to_name(p->euid), p->euid, 0);
		bb_time(t, (unsigned long)((p->utime + p->stime) / ps->hz));
		line = xasprintf("%5d %-8.8s %s %s", (int)p->pid, user,
		    t, p->argslen && p->state != 'Z' ? proc_args(p, true) :
		    (snprintf(cmd, sizeof(cmd), "[%s]", p->comm), cmd));
	}
	for (c = line; *c; c++)
		if ((unsigned char)*c < ' ' || *c == 127)
			*c = '?';
	n = strlen(line);
	if (max && n > (size_t)max)
		n = max;
	fwrite(line, 1, n, stdout);
	putchar('\n');
	free(line);
}

static struct ps *sort_ps;

static int
compare(const void *a, const void *b)
{
	struct proc_info *p = (struct proc_info *)a;
	struct proc_info *q = (struct proc_info *)b;
	char ba[256], bb[256];
	const char *ta, *tb;
	long long na, nb;
	int i, r;

	for (i = 0; i < sort_ps->nkey; i++) {
		ta = value(sort_ps, p, sort_ps->key[i].kind, -256, ba, &na);
		tb = value(sort_ps, q, sort_ps->key[i].kind, -256, bb, &nb);
		if (na != LLONG_MIN || nb != LLONG_MIN)
			r = na < nb ? -1 : na > nb;
		else
			r = strcmp(ta, tb);
		if (r)
			return sort_ps->key[i].desc ? -r : r;
	}
	return 0;
}

/* an option's argument: the rest of the cluster, or the next word */
static const char *
arg_of(char ***argv, char *rest, const char *missing)
{
	if (*rest)
		return rest;
	if (!(*argv)[1])
		bad(missing);
	return *++*argv;
}

int
ps_main(int argc, char **argv)
{
	struct ps ps = { 0 };
	struct sel pids = { 0 }, users = { 0 }, rusers = { 0 };
	struct proc_info cur = { 0 }, **v = NULL, **tmp;
	bool all = false, bsd_a = false, bsd_x = false, bsd = false;
	bool wide = false, bb;
	int full = 0, lng = 0, bsd_u = 0, mytty = 0, max;
	size_t nv = 0, i;
	const char *fmt = NULL;
	char *s;
	DIR *d;

	(void)argc;
	while (*++argv) {
		s = *argv;
		if (!strncmp(s, "--sort", 6) && (!s[6] || s[6] == '=')) {
			add_sort(&ps, s[6] ? s + 7 : arg_of(&argv, "",
			    "long sort specification must follow --sort"));
			continue;
		}
		if (s[0] == '-' && s[1] == '-')
			bad("unknown gnu long option");
		if (isdigit((unsigned char)s[0]) && !s[strspn(s, "0123456789")]) {
			add_ids(&pids, s, false);	// a bare PID, as procps
			continue;
		}
		if (s[0] != '-') {
			for (; *s; s++) {
				if (*s == 'a')
					bsd_a = true;
				else if (*s == 'x')
					bsd_x = true;
				else if (*s == 'u')
					bsd_u = 1;
				else if (*s == 'w')
					wide = true;
				else
					bad("unsupported option (BSD syntax)");
			}
			bsd = true;
			continue;
		}
		while (*++s) {
			switch (*s) {
			case 'e':
			case 'A':
				all = true;
				continue;
			case 'f':
				full = 1;
				continue;
			case 'l':
				lng = 1;
				continue;
			case 'w':
				wide = true;
				continue;
			case 'o':
				add_format(&ps, arg_of(&argv, s + 1,
				    "format specification must follow -o"));
				break;
			case 'p':
				add_ids(&pids, arg_of(&argv, s + 1,
				    "list of process IDs must follow -p"),
				    false);
				break;
			case 'u':
			case 'U':
				/* procps takes a bare -u last as BSD u */
				if (*s == 'u' && !s[1] && !argv[1]) {
					bsd_u = bsd = true;
					continue;
				}
				add_ids(*s == 'u' ? &users : &rusers,
				    arg_of(&argv, s + 1, "list of users must "
				    "follow -u"), true);
				break;
			default:
				bad("unsupported SysV option");
			}
			break;
		}
	}
	/* BusyBox's ps alone (or with w): every process, its format */
	bb = ENABLE_PS_BUSYBOX && !ps.ncol && !ps.nkey && !full && !lng &&
	    !all && !bsd_a && !bsd_x && !bsd_u && !pids.n && !users.n &&
	    !rusers.n;
	if (bb)
		all = true;
	else if (!ps.ncol) {
		if (bsd_u)
			fmt = "user,pid,pcpu,pmem,vsz,rss,tname,stat,"
			    "start_time,bsdtime,args";
		else if (bsd)
			fmt = "pid,tname,stat,bsdtime,args";
		else if (full && lng)
			fmt = "f,s,user=UID,pid,ppid,c,opri,ni,addr_1,sz,wchan,"
			    "stime,tname,time,cmd";
		else if (lng)
			fmt = "f,s,uid,pid,ppid,c,opri,ni,addr_1,sz,wchan,"
			    "tname,time,ucmd";
		else if (full)
			fmt = "user=UID,pid,ppid,c,stime,tname,time,cmd";
		else
			fmt = "pid,tname,time,ucmd";
		add_format(&ps, fmt);
	}
	ps.hz = sysconf(_SC_CLK_TCK);
	ps.up = uptime_secs();
	ps.now = time(NULL);
	ps.boot = boot_time(ps.now - (time_t)ps.up);
	if (proc_read(getpid(), &cur, 0))
		mytty = cur.tty;
	for (i = 0; i < (size_t)ps.ncol; i++)
		if (ps.col[i].kind == K_PMEM) {
			struct meminfo m;

			meminfo_read(&m);
			ps.memtotal = m.total;
		}
	d = proc_open();
	for (;;) {
		struct proc_info *p = xzalloc(sizeof(*p));
		bool pick;

		if (!proc_next(d, p, PROC_STATUS)) {
			free(p);
			break;
		}
		if (all || (bsd_a && bsd_x))
			pick = true;
		else if (pids.n || users.n || rusers.n)
			pick = in(&pids, p->pid) || in(&users, p->euid) ||
			    in(&rusers, p->ruid);
		else if (bsd)
			pick = (bsd_a || p->euid == geteuid()) &&
			    (bsd_x || p->tty);
		else
			pick = p->euid == geteuid() && p->tty == mytty;
		/* the command line only of those shown (and still there) */
		if (!pick || !proc_read(p->pid, p, PROC_CMDLINE)) {
			proc_free(p);
			free(p);
			continue;
		}
		v = xrealloc(v, nv + 1, sizeof(*v));
		v[nv++] = p;
	}
	closedir(d);
	if (ps.nkey) {
		tmp = xmalloc(nv * sizeof(*tmp) + 1);
		sort_ps = &ps;
		sort_ptrs((void **)v, nv, (void **)tmp, compare);
		free(tmp);
	}
	max = wide ? 0 : term_width();
	for (i = 0; i < (size_t)ps.ncol; i++)
		if (*ps.col[i].head)
			break;
	if (bb)
		bb_line(&ps, NULL, max);
	else if (i < (size_t)ps.ncol)
		put_line(&ps, NULL, max);
	for (i = 0; i < nv; i++) {
		if (bb)
			bb_line(&ps, v[i], max);
		else
			put_line(&ps, v[i], max);
		proc_free(v[i]);
		free(v[i]);
	}
	free(v);
	return nv ? 0 : 1;
}
