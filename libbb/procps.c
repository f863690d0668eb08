/*
 * procps.c - reading /proc/PID (ps, kill, pgrep, pkill, pidof, killall)
 *
 * proc(5): stat's fields after the command name, which may itself hold
 * spaces and parentheses (so the parse starts after the last ')'),
 * status's Uid and Gid lines, cmdline's NUL-separated arguments. A
 * process that exits while it is read is reported as gone (false), and
 * the walk over /proc passes it over silently.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

/* the whole of a small /proc file into buf (NUL-ended); its length or -1 */
static ssize_t
read_proc(pid_t pid, const char *what, char *buf, size_t n)
{
	char path[40];
	ssize_t r;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/%s", (int)pid, what);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	r = read_full(fd, buf, n - 1);
	close(fd);
	if (r >= 0)
		buf[r] = 0;
	return r;
}

static bool
read_stat(pid_t pid, struct proc_info *p)
{
	char buf[1024], *s, *e;
	unsigned long long v[38];
	int i;

	if (read_proc(pid, "stat", buf, sizeof(buf)) <= 0 ||
	    !(s = strchr(buf, '(')) || !(e = strrchr(s, ')')) || !e[1])
		return false;
	snprintf(p->comm, sizeof(p->comm), "%.*s", (int)(e - s - 1), s + 1);
	p->state = e[2];
	s = e + 3;
	/* ppid pgrp session tty_nr tpgid flags minflt cminflt majflt
	 * cmajflt utime stime cutime cstime priority nice num_threads
	 * itrealvalue starttime vsize rss ... rt_priority policy; a
	 * value may be negative (tpgid -1); old kernels end early */
	for (i = 0; i < 38; i++) {
		errno = 0;
		v[i] = strtoull(s, &e, 10);
		if (e == s && i < 21)
			return false;
		if (e == s)
			v[i] = 0;
		s = e;
	}
	p->ppid = v[0];
	p->pgid = v[1];
	p->sid = v[2];
	p->tty = v[3];
	p->tpgid = (pid_t)v[4];
	p->flags = v[5];
	p->utime = v[10];
	p->stime = v[11];
	p->pri = (long)v[14];
	p->nice = (long)v[15];
	p->nlwp = v[16];
	p->start = v[18];
	p->vsz = v[19] / 1024;
	p->rss = v[20] * (sysconf(_SC_PAGESIZE) / 1024);
	p->rtprio = v[36];
	p->policy = v[37];
	return true;
}

static bool
read_status(pid_t pid, struct proc_info *p)
{
	char buf[4096], *s;
	unsigned long u[2], g[2];

	if (read_proc(pid, "status", buf, sizeof(buf)) <= 0 ||
	    !(s = strstr(buf, "\nUid:")) ||
	    sscanf(s + 5, "%lu %lu", &u[0], &u[1]) != 2 ||
	    !(s = strstr(buf, "\nGid:")) ||
	    sscanf(s + 5, "%lu %lu", &g[0], &g[1]) != 2)
		return false;
	p->ruid = u[0];
	p->euid = u[1];
	p->rgid = g[0];
	p->egid = g[1];
	p->locked = (s = strstr(buf, "\nVmLck:")) && strtoul(s + 7, NULL, 10);
	return true;
}

/* cmdline into p->args, grown as needed; empty for kernel threads */
static bool
read_cmdline(pid_t pid, struct proc_info *p)
{
	char path[40];
	ssize_t r;
	size_t len = 0;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/cmdline", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return false;
	for (;;) {
		if (p->argscap - len < 2) {
			p->argscap = p->argscap * 2 + 256;
			p->args = xrealloc(p->args, p->argscap, 1);
		}
		r = read(fd, p->args + len, p->argscap - len - 1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		len += r;
	}
	close(fd);
	if (r < 0)
		return false;
	/* the last argument always ends in NUL, even if cut short */
	if (len && p->args[len - 1])
		p->args[len++] = 0;
	p->args[len] = 0;
	p->argslen = len;
	return true;
}

bool
proc_read(pid_t pid, struct proc_info *p, unsigned what)
{
	p->pid = pid;
	return read_stat(pid, p) &&
	    (!(what & PROC_STATUS) || read_status(pid, p)) &&
	    (!(what & PROC_CMDLINE) || read_cmdline(pid, p));
}

bool
proc_next(DIR *d, struct proc_info *p, unsigned what)
{
	struct dirent *e;
	char *end;
	long n;

	while ((e = readdir(d))) {
		if (!isdigit((unsigned char)e->d_name[0]))
			continue;
		n = strtol(e->d_name, &end, 10);
		if (!*end && proc_read(n, p, what))
			return true;
	}
	return false;
}

DIR *
proc_open(void)
{
	DIR *d = opendir("/proc");

	if (!d)
		perror_exit("/proc");
	return d;
}

/* the arguments joined by spaces (or, with none, "[comm]" if brackets) */
const char *
proc_args(struct proc_info *p, bool brackets)
{
	size_t i;

	if (!p->argslen) {
		if (!brackets)
			return "";
		if (p->argscap < sizeof(p->comm) + 3) {
			p->argscap = sizeof(p->comm) + 3;
			p->args = xrealloc(p->args, p->argscap, 1);
		}
		sprintf(p->args, "[%s]", p->comm);
		return p->args;
	}
	for (i = 0; i + 1 < p->argslen; i++)
		if (!p->args[i])
			p->args[i] = ' ';
	return p->args;
}

/*
 * The name of a tty number as ps shows it (pts/3, tty1, ttyS0, console)
 * and "?" for none; major numbers from the kernel's devices.txt.
 */
const char *
tty_name(int nr, char *buf)
{
	unsigned maj = (unsigned)nr >> 8 & 0xfff;
	unsigned min = (nr & 0xff) | ((unsigned)nr >> 12 & 0xfff00);

	if (!nr)
		return "?";
	if (maj >= 136 && maj <= 143)
		sprintf(buf, "pts/%u", (maj - 136) * 256 + min);
	else if (maj == 4 && min < 64)
		sprintf(buf, "tty%u", min);
	else if (maj == 4)
		sprintf(buf, "ttyS%u", min - 64);
	else if (maj == 5 && min == 1)
		return "console";
	else
		sprintf(buf, "%u:%u", maj, min);
	return buf;
}

void
proc_free(struct proc_info *p)
{
	free(p->args);
	p->args = NULL;
	p->argscap = 0;
}
