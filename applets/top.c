/*
 * top.c - show the busiest processes, again and again
 *
 * procps-ng 4's top in its default layout: the uptime line, Tasks:,
 * %Cpu(s): (from /proc/stat's cpu line, over the last interval), MiB Mem
 * and MiB Swap (as free counts them), then PID USER PR NI VIRT RES SHR S
 * %CPU %MEM TIME+ COMMAND sorted by %CPU (of one CPU, over the interval;
 * the first frame's interval is a tenth of a second). Sizes that do not
 * fit their column are scaled to m, g, t with one decimal; names that do
 * not fit end in +; the line is cut at the terminal's width (not a
 * terminal: $COLUMNS, else 80). -b writes frames one after the other
 * (a blank line between), -n N stops after N frames, -d SECS waits SECS
 * (fractions allowed) between them, -p PIDS shows only those processes.
 * On a terminal, without -b, the screen is redrawn in raw mode: q quits,
 * M sorts by memory, P by CPU, k asks for a PID and a signal (name or
 * number, TERM by default) and sends it; the terminal is restored on
 * exit, SIGINT and SIGTERM. The users count utmp's user sessions (no
 * utmp: 0). Not here: the other interactive commands, fields and
 * colours, the rc file.
 *
 * applet: top usr/bin linux
 * opts: bn:d:p*
 * usage: top [-b] [-n N] [-d SECS] [-p PIDS]
 *
 *	Show the processes that use the most CPU, refreshed every few
 *	seconds; on a terminal q quits, M sorts by memory, P by CPU, k
 *	sends a signal.
 *
 *	-b	Batch mode: frames one after the other, no terminal control
 *	-n N	Stop after N frames
 *	-d SECS	Wait SECS between frames (default 3)
 *	-p PIDS	Only these processes (comma-separated)
 * SPDX-License-Identifier: MIT
 */
#define FOR_top
#include "libbb.h"
#include <poll.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>

struct task {
	struct proc_info	p;
	unsigned long		shr;
	double			cpu;
};

struct top {
	struct task	*t;
	size_t		n;
	unsigned long long	*prev;	/* pid and ticks pairs, by pid */
	size_t		nprev;
	unsigned long long	cpu[8], cpu_prev[8];
	double		elapsed;
	struct timespec	last;
	pid_t		*pids;
	int		npid;
	bool		by_mem;
	long		hz, page;
	struct meminfo	mem;
};

static struct termios saved;
static volatile sig_atomic_t stop;

static void
restore(void *arg)
{
	(void)arg;
	tcsetattr(0, TCSANOW, &saved);
	fputs("\033[?25h\n", stdout);
	fflush(stdout);
}

static void
on_signal(int sig)
{
	stop = sig;
}

static void
read_cpu(unsigned long long *c)
{
	FILE *f = fopen("/proc/stat", "r");

	memset(c, 0, 8 * sizeof(*c));
	if (f) {
		if (fscanf(f, "cpu %llu %llu %llu %llu %llu %llu %llu %llu",
		    &c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6],
		    &c[7]) < 4)
			memset(c, 0, 8 * sizeof(*c));
		fclose(f);
	}
}

static void
read_shr(struct task *t, long page)
{
	char path[40];
	unsigned long size, res, shr;
	FILE *f;

	t->shr = 0;
	snprintf(path, sizeof(path), "/proc/%d/statm", (int)t->p.pid);
	if (!(f = fopen(path, "r")))
		return;
	if (fscanf(f, "%lu %lu %lu", &size, &res, &shr) == 3)
		t->shr = shr * (page / 1024);
	fclose(f);
}

static int
by_pid(const void *a, const void *b)
{
	const unsigned long long *x = a, *y = b;

	return (*x > *y) - (*x < *y);
}

static int
by_cpu(const void *a, const void *b)
{
	const struct task *x = a, *y = b;

	if (x->cpu != y->cpu)
		return x->cpu < y->cpu ? 1 : -1;
	return (x->p.pid > y->p.pid) - (x->p.pid < y->p.pid);
}

static int
by_mem(const void *a, const void *b)
{
	const struct task *x = a, *y = b;

	if (x->p.rss != y->p.rss)
		return x->p.rss < y->p.rss ? 1 : -1;
	return (x->p.pid > y->p.pid) - (x->p.pid < y->p.pid);
}

static void
add_task(struct top *tp, struct proc_info *p)
{
	struct task *t;

	tp->t = xrealloc(tp->t, tp->n + 1, sizeof(*tp->t));
	t = &tp->t[tp->n++];
	t->p = *p;
	read_shr(t, tp->page);
}

/* a new sample of every process (or of -p's) and of the CPUs */
static void
sample(struct top *tp)
{
	struct proc_info p = { 0 };
	unsigned long long *now, key[2], *old;
	struct timespec ts;
	size_t i;
	DIR *d;

	tp->n = 0;
	if (tp->npid) {
		for (i = 0; i < (size_t)tp->npid; i++)
			if (proc_read(tp->pids[i], &p, PROC_STATUS))
				add_task(tp, &p);
	} else {
		d = proc_open();
		while (proc_next(d, &p, PROC_STATUS))
			add_task(tp, &p);
		closedir(d);
	}
	clock_gettime(CLOCK_MONOTONIC, &ts);
	tp->elapsed = (double)(ts.tv_sec - tp->last.tv_sec) +
	    (ts.tv_nsec - tp->last.tv_nsec) / 1e9;
	tp->last = ts;
	memcpy(tp->cpu_prev, tp->cpu, sizeof(tp->cpu));
	read_cpu(tp->cpu);
	now = xmalloc((tp->n + 1) * 2 * sizeof(*now));
	for (i = 0; i < tp->n; i++) {
		struct task *t = &tp->t[i];
		unsigned long long ticks = t->p.utime + t->p.stime;

		key[0] = t->p.pid;
		old = tp->nprev ? bsearch(key, tp->prev, tp->nprev,
		    2 * sizeof(*key), by_pid) : NULL;
		t->cpu = old && ticks >= old[1] && tp->elapsed > 0 ?
		    (double)(ticks - old[1]) * 100 / tp->hz / tp->elapsed : 0;
		now[2 * i] = t->p.pid;
		now[2 * i + 1] = ticks;
	}
	if (tp->n)
		qsort(now, tp->n, 2 * sizeof(*now), by_pid);
	free(tp->prev);
	tp->prev = now;
	tp->nprev = tp->n;
	meminfo_read(&tp->mem);
}

/* v KiB in width columns: as is, else scaled to m, g, t... */
static const char *
mem(char *buf, unsigned long long v, int width)
{
	static const char units[] = "mgtpe";
	double d = (double)v;
	int i;

	if (snprintf(buf, 32, "%llu", v) <= width)
		return buf;
	for (i = 0; units[i]; i++) {
		d /= 1024;
		if (snprintf(buf, 32, "%.1f%c", d, units[i]) <= width)
			break;
	}
	return buf;
}

static int
screen_width(int *rows)
{
	struct winsize ws;
	const char *c = getenv("COLUMNS");

	*rows = 0;
	if (isatty(1) && ioctl(1, TIOCGWINSZ, &ws) == 0 && ws.ws_col) {
		*rows = ws.ws_row;
		return ws.ws_col;
	}
	return c && atoi(c) > 0 ? atoi(c) : 80;
}

static void
frame(struct top *tp, bool tty)
{
	static const char *const cpu_names[] = {
		"us", "sy", "ni", "id", "wa", "hi", "si", "st"
	};
	/* /proc/stat's order: user nice system idle iowait irq softirq steal */
	static const unsigned char order[] = { 0, 2, 1, 3, 4, 5, 6, 7 };
	unsigned long long d[8], sum = 0;
	int state[5] = { 0 }, i, width, rows, len, pw = MAX(pid_digits(), 5);
	char *line, b1[32], b2[32], b3[32], user[16], tm[48], cmd[32];
	char head[96];
	const char *name;
	double mib = 1024;
	size_t k;

	width = screen_width(&rows);
	if (tty)
		fputs("\033[H\033[J", stdout);
	line = uptime_line();
	printf("top - %s\n", line);
	free(line);
	for (k = 0; k < tp->n; k++) {
		switch (tp->t[k].p.state) {
		case 'R': state[1]++; break;
		case 'T': case 't': state[3]++; break;
		case 'Z': state[4]++; break;
		default: state[2]++;
		}
	}
	printf("Tasks: %3zu total, %3d running, %3d sleeping, %3d stopped, "
	    "%3d zombie\n", tp->n, state[1], state[2], state[3], state[4]);
	for (i = 0; i < 8; i++) {
		d[i] = tp->cpu[i] >= tp->cpu_prev[i] ? tp->cpu[i] -
		    tp->cpu_prev[i] : 0;
		sum += d[i];
	}
	fputs("%Cpu(s):", stdout);
	for (i = 0; i < 8; i++)
		printf("%s%4.1f %s", i ? ", " : " ", sum ? (double)d[order[i]]
		    * 100 / sum : 0.0, cpu_names[i]);
	printf(" \nMiB Mem : %8.1f total, %8.1f free, %8.1f used, %8.1f "
	    "buff/cache     \n", tp->mem.total / mib, tp->mem.free / mib,
	    tp->mem.used / mib, (tp->mem.buffers + tp->mem.cached) / mib);
	printf("MiB Swap: %8.1f total, %8.1f free, %8.1f used. %8.1f avail "
	    "Mem \n\n", tp->mem.swap_total / mib, tp->mem.swap_free / mib,
	    (tp->mem.swap_total - tp->mem.swap_free) / mib,
	    tp->mem.avail / mib);
	snprintf(head, sizeof(head), "%*s USER      PR  NI    VIRT    RES    "
	    "SHR S  %%CPU  %%MEM     TIME+ COMMAND", pw, "PID");
	printf("%-*.*s\n", tty ? width : 0, width, head);
	if (tp->n)
		qsort(tp->t, tp->n, sizeof(*tp->t), tp->by_mem ? by_mem :
		    by_cpu);
	for (k = 0; k < tp->n && (!rows || (int)k < rows - 8); k++) {
		struct proc_info *p = &tp->t[k].p;
		unsigned long long cs = (p->utime + p->stime) * 100 / tp->hz;

		name = uid_to_name(p->euid);
		if (!name)
			snprintf(user, sizeof(user), "%lu",
			    (unsigned long)p->euid);
		else
			snprintf(user, sizeof(user), strlen(name) > 8 ?
			    "%.7s+" : "%s", name);
		if (snprintf(tm, sizeof(tm), "%llu:%02llu.%02llu", cs / 6000,
		    cs / 100 % 60, cs % 100) > 9)
			snprintf(tm, sizeof(tm), "%llu:%02llu", cs / 360000,
			    cs / 6000 % 60);
		if (p->pri <= -100)
			sprintf(b3, "rt");
		else
			sprintf(b3, "%ld", p->pri);
		len = printf("%*d %-8s %3s %3ld %7s %6s %6s %c %5.1f %5.1f "
		    "%9s ", pw, (int)p->pid, user, b3, p->nice,
		    mem(b1, p->vsz, 7), mem(b2, p->rss, 6),
		    mem(cmd, tp->t[k].shr, 6), p->state, tp->t[k].cpu,
		    tp->mem.total ? p->rss * 100.0 / tp->mem.total : 0.0, tm);
		i = width - 1 - len;
		if (i < 1)
			i = 1;
		printf((int)strlen(p->comm) > i ? "%.*s+\n" : "%.*s\n",
		    (int)strlen(p->comm) > i ? i - 1 : i, p->comm);
	}
	fflush(stdout);
}

/* a line typed at the prompt, echoed, in canonical mode for the while */
static bool
ask(const char *prompt, char *buf, size_t n)
{
	struct termios t;
	bool ok;

	tcgetattr(0, &t);
	tcsetattr(0, TCSANOW, &saved);
	printf("\033[7H\033[K%s", prompt);
	fflush(stdout);
	ok = fgets(buf, n, stdin) != NULL;
	tcsetattr(0, TCSANOW, &t);
	buf[strcspn(buf, "\n")] = 0;
	return ok;
}

static void
kill_prompt(struct top *tp)
{
	char buf[64], prompt[80];
	long long pid = tp->n ? tp->t[0].p.pid : 0;
	int sig = SIGTERM;

	snprintf(prompt, sizeof(prompt), "PID to signal/kill [default pid = "
	    "%lld] ", pid);
	if (!ask(prompt, buf, sizeof(buf)))
		return;
	if (*buf && atoll_range(buf, 1, INT_MAX, &pid) < 0)
		return;
	snprintf(prompt, sizeof(prompt), "Send pid %lld signal [15/sigterm] ",
	    pid);
	if (!ask(prompt, buf, sizeof(buf)))
		return;
	if (*buf && (sig = sig_number(buf)) < 0)
		return;
	kill((pid_t)pid, sig);
}

static void
add_pids(struct top *tp, const char *list)
{
	char *copy = xstrdup(list), *s, *save = NULL;
	long long v;

	for (s = strtok_r(copy, ",", &save); s;
	    s = strtok_r(NULL, ",", &save)) {
		if (atoll_range(s, 0, INT_MAX, &v) < 0)
			error_exit("bad pid '%s'", s);
		tp->pids = xrealloc(tp->pids, tp->npid + 1, sizeof(*tp->pids));
		tp->pids[tp->npid++] = v ? (pid_t)v : getpid();
	}
	free(copy);
}

int
top_main(int argc, char **argv)
{
	struct opts o;
	struct top tp = { 0 };
	struct termios raw;
	struct sigaction sa = { 0 };
	struct pollfd pfd = { .fd = 0, .events = POLLIN };
	long long frames = -1;
	double delay = 3;
	char *end, c;
	bool tty;
	int i;

	(void)argc;
	argv = getopts(&o, OPTS_top, argv);
	if (*argv)
		usage_exit("extra operand '%s'", *argv);
	if (OPT(&o, F_n) && atoll_range(o.arg[S_n].s, 1, LLONG_MAX,
	    &frames) < 0)
		error_exit("bad iterations argument '%s'", o.arg[S_n].s);
	if (OPT(&o, F_d)) {
		errno = 0;
		delay = strtod(o.arg[S_d].s, &end);
		if (*end || end == o.arg[S_d].s || errno || !(delay >= 0) ||
		    delay > 1e6)
			error_exit("bad delay interval '%s'", o.arg[S_d].s);
	}
	for (i = 0; i < o.arg[S_p].l.n; i++)
		add_pids(&tp, o.arg[S_p].l.v[i]);
	tp.hz = sysconf(_SC_CLK_TCK);
	tp.page = sysconf(_SC_PAGESIZE);
	tty = !OPT(&o, F_b) && isatty(0) && isatty(1) &&
	    tcgetattr(0, &saved) == 0;
	if (tty) {
		raw = saved;
		raw.c_lflag &= ~(ICANON | ECHO);
		raw.c_cc[VMIN] = 1;
		raw.c_cc[VTIME] = 0;
		atcleanup(restore, NULL);
		tcsetattr(0, TCSANOW, &raw);
		sa.sa_handler = on_signal;	/* no SA_RESTART: poll ends */
		sigaction(SIGINT, &sa, NULL);
		sigaction(SIGTERM, &sa, NULL);
		sigaction(SIGHUP, &sa, NULL);
	}
	sample(&tp);
	poll(NULL, 0, 100);
	for (i = 0; !stop; i++) {
		sample(&tp);
		if (i && !tty)
			putchar('\n');
		frame(&tp, tty);
		if (frames > 0 && !--frames)
			break;
		if (!tty) {
			poll(NULL, 0, (int)(delay * 1000));
			continue;
		}
		if (poll(&pfd, 1, (int)(delay * 1000)) <= 0 ||
		    read(0, &c, 1) != 1)
			continue;
		if (c == 'q')
			break;
		if (c == 'M' || c == 'P')
			tp.by_mem = c == 'M';
		else if (c == 'k')
			kill_prompt(&tp);
	}
	for (i = 0; i < (int)tp.n; i++)
		proc_free(&tp.t[i].p);
	free(tp.t);
	free(tp.prev);
	free(tp.pids);
	return 0;
}
