/*
 * sysinfo.c - the state of the whole system (free, top, uptime, ps)
 *
 * proc(5): /proc/meminfo, /proc/uptime, /proc/loadavg; the users logged
 * in from utmp. The ROOTBOX_PROC environment variable, when set, names
 * the directory read instead of /proc: the tests' hook for a fake
 * meminfo or uptime (these files only; /proc/PID is procps.c's).
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <time.h>

/* the whole of /proc/NAME (or $ROOTBOX_PROC/NAME) into buf, NUL-ended */
static bool
read_sys(const char *name, char *buf, size_t n)
{
	const char *root = getenv("ROOTBOX_PROC");
	char path[PATH_MAX];
	ssize_t r;
	int fd;

	snprintf(path, sizeof(path), "%s/%s", root ? root : "/proc", name);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return false;
	r = read_full(fd, buf, n - 1);
	close(fd);
	if (r < 0)
		return false;
	buf[r] = 0;
	return true;
}

/*
 * the width of a process id column: the digits of kernel.pid_max (5 when
 * it cannot be read), as procps 4 sizes its PID columns
 */
int
pid_digits(void)
{
	char buf[32];
	int n;

	if (!read_sys("sys/kernel/pid_max", buf, sizeof(buf)))
		return 5;
	n = (int)strspn(buf, "0123456789");
	return n ? n : 5;
}

/* the value of a meminfo line "Name:   123 kB", 0 if absent */
static unsigned long long
mem_field(const char *buf, const char *name, bool *found)
{
	size_t n = strlen(name);
	const char *s = buf;

	for (; s; s = strchr(s, '\n'), s = s ? s + 1 : s)
		if (!strncmp(s, name, n) && s[n] == ':') {
			if (found)
				*found = true;
			return strtoull(s + n + 1, NULL, 10);
		}
	return 0;
}

/*
 * procps 4's figures: cache is Cached plus SReclaimable, used is total
 * less available; a kernel without MemAvailable (before 3.14) counts free
 * plus cache as available.
 */
void
meminfo_read(struct meminfo *m)
{
	static char buf[8192];
	bool have_avail = false;

	if (!read_sys("meminfo", buf, sizeof(buf)))
		perror_exit("/proc/meminfo");
	m->total = mem_field(buf, "MemTotal", NULL);
	m->free = mem_field(buf, "MemFree", NULL);
	m->shared = mem_field(buf, "Shmem", NULL);
	m->buffers = mem_field(buf, "Buffers", NULL);
	m->cached = mem_field(buf, "Cached", NULL) +
	    mem_field(buf, "SReclaimable", NULL);
	m->avail = mem_field(buf, "MemAvailable", &have_avail);
	if (!have_avail)
		m->avail = m->free + m->cached + m->buffers;
	if (m->avail > m->total)
		m->avail = m->free;
	m->used = m->total - m->avail;
	m->swap_total = mem_field(buf, "SwapTotal", NULL);
	m->swap_free = mem_field(buf, "SwapFree", NULL);
}

double
uptime_secs(void)
{
	char buf[128];

	if (!read_sys("uptime", buf, sizeof(buf)))
		perror_exit("/proc/uptime");
	return strtod(buf, NULL);
}

/* the users logged in: utmp's USER_PROCESS records with a name */
static int
count_users(void)
{
	/* glibc's struct utmp, the file's format: 384 bytes a record, the
	 * type a short at 0, the name 32 bytes at 44 */
	unsigned char r[384];
	short type;
	int fd = open("/var/run/utmp", O_RDONLY | O_CLOEXEC), n = 0;

	if (fd < 0)
		return 0;
	while (read_full(fd, r, sizeof(r)) == sizeof(r)) {
		memcpy(&type, r, sizeof(type));
		n += type == 7 && r[44];
	}
	close(fd);
	return n;
}

/* "10:02:03 up 3 days,  4:05,  2 users,  load average: 0.1, 0.2, 0.3" */
char *
uptime_line(void)
{
	char buf[64], la[64], *s = buf;
	time_t now = time(NULL);
	struct tm *tm = localtime(&now);
	long up = (long)uptime_secs(), days = up / 86400;
	int users = count_users();
	double load[3] = { 0, 0, 0 };

	s += strftime(s, 16, "%H:%M:%S up ", tm);
	if (days)
		s += sprintf(s, "%ld day%s, ", days, days == 1 ? "" : "s");
	if (up / 3600 % 24)
		s += sprintf(s, "%2ld:%02ld, ", up / 3600 % 24, up / 60 % 60);
	else
		s += sprintf(s, "%ld min, ", up / 60 % 60);
	if (read_sys("loadavg", la, sizeof(la)))
		sscanf(la, "%lf %lf %lf", &load[0], &load[1], &load[2]);
	return xasprintf("%s%2d user%s,  load average: %.2f, %.2f, %.2f",
	    buf, users, users > 1 ? "s" : "", load[0], load[1], load[2]);
}
