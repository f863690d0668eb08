/*
 * hwclock - read the hardware clock, or set it or the system clock
 *
 * util-linux 2.38's hwclock through the RTC device's ioctls (RTC_RD_TIME,
 * RTC_SET_TIME) of -f DEV, else /dev/rtc0, /dev/rtc or /dev/misc/rtc; no
 * direct port access. The clock keeps UTC (-u) or local time (-l); by
 * default the third line of /etc/adjtime says which (UTC when there is
 * none), and this hwclock never writes that file. -r waits for the clock's
 * next second, as util-linux does, and prints the time then plus the
 * wait for the print ("2026-12-05 12:00:01.000123+00:00"); -s sets the
 * system time from it the same way; -w waits for the system time's next
 * second and sets the clock to it.
 *
 * applet: hwclock sbin linux
 * opts: r(show)s(hctosys)w(systohc)u(utc)l(localtime)f:(rtc)
 * usage: hwclock [-r | -s | -w] [-u | -l] [-f DEV]
 *
 *	Show the hardware clock's time, or set it or the system time.
 *
 *	-r, --show	Show the hardware clock's time (the default)
 *	-s, --hctosys	Set the system time from the hardware clock
 *	-w, --systohc	Set the hardware clock from the system time
 *	-u, --utc	The hardware clock keeps UTC
 *	-l, --localtime	The hardware clock keeps local time
 *	-f, --rtc DEV	The clock's device (/dev/rtc0)
 * SPDX-License-Identifier: MIT
 */
#define FOR_hwclock
#include "libbb.h"
#include <sys/ioctl.h>
#include <sys/time.h>
#include <time.h>

/* linux/rtc.h */
struct rtc_time {
	int	tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday,
		tm_yday, tm_isdst;
};
#define RTC_RD_TIME	_IOR('p', 0x09, struct rtc_time)
#define RTC_SET_TIME	_IOW('p', 0x0a, struct rtc_time)

/* the clock's device (dev, or the first that opens), its name in *name */
static int
open_rtc(const char *dev, const char **name)
{
	static const char *const devs[] = {
		"/dev/rtc0", "/dev/rtc", "/dev/misc/rtc"
	};
	unsigned i;
	int fd = -1;

	if ((*name = dev))
		fd = open(dev, O_RDONLY | O_CLOEXEC);
	for (i = 0; !dev && fd < 0 && i < ARRAY_SIZE(devs); i++)
		fd = open(*name = devs[i], O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		error_msg("Cannot access the Hardware Clock via any known "
		    "method.");
		error_exit("Use the --verbose option to see the details of "
		    "our search for an access method.");
	}
	return fd;
}

static void
rd_time(int fd, const char *dev, struct tm *tm)
{
	struct rtc_time r;

	memset(&r, 0, sizeof(r));
	if (ioctl(fd, RTC_RD_TIME, &r))
		perror_exit("ioctl(RTC_RD_TIME) to %s to read the time failed",
		    dev);
	memset(tm, 0, sizeof(*tm));
	tm->tm_sec = r.tm_sec;
	tm->tm_min = r.tm_min;
	tm->tm_hour = r.tm_hour;
	tm->tm_mday = r.tm_mday;
	tm->tm_mon = r.tm_mon;
	tm->tm_year = r.tm_year;
	tm->tm_isdst = -1;
}

/* is the clock kept in UTC? -u, -l, else /etc/adjtime's third line */
static bool
rtc_utc(const struct opts *o)
{
	char line[64] = "";
	FILE *f;
	int i;

	if (OPT(o, F_u) || OPT(o, F_l))
		return OPT(o, F_u);
	if (!(f = fopen("/etc/adjtime", "re")))
		return true;
	for (i = 0; i < 3 && fgets(line, sizeof(line), f); i++)
		continue;
	fclose(f);
	return i < 3 || strncmp(line, "LOCAL", 5);
}

/* the clock's time at its next second (mono_secs() then in *edge) */
static time_t
rtc_edge(int fd, const char *dev, bool utc, double *edge)
{
	struct tm a, b;
	double start = mono_secs();
	time_t t;

	rd_time(fd, dev, &a);
	for (;;) {
		rd_time(fd, dev, &b);
		if (b.tm_sec != a.tm_sec)
			break;
		if (mono_secs() - start > 1.5)
			error_exit("Timed out waiting for time change.");
		usleep(1000);
	}
	*edge = mono_secs();
	t = utc ? timegm(&b) : mktime(&b);
	if (t == (time_t)-1)
		error_exit("invalid date and time from the hardware clock");
	return t;
}

int
hwclock_main(int argc, char **argv)
{
	const char *dev;
	struct opts o;
	struct timeval tv;
	struct rtc_time r;
	struct tm tm;
	char buf[64], z[8];
	double edge, d;
	time_t t;
	bool utc;
	int fd;

	(void)argc;
	getopts(&o, OPTS_hwclock, argv);
	if (o.argc) {
		error_msg("%d too many arguments given", o.argc);
		fputs("Try 'hwclock --help' for more information.\n", stderr);
		return 1;
	}
	if (OPT(&o, F_u) && OPT(&o, F_l))
		error_exit("mutually exclusive arguments: --localtime --utc");
	if (OPT(&o, F_r) + OPT(&o, F_s) + OPT(&o, F_w) > 1)
		error_exit("mutually exclusive arguments: --adjust --show "
		    "--hctosys --systohc --get --predict --set --systz");
	utc = rtc_utc(&o);
	fd = open_rtc(o.arg[S_f].s, &dev);
	if (OPT(&o, F_w)) {
		/* at the system time's next second */
		gettimeofday(&tv, NULL);
		usleep(1000000 - tv.tv_usec);
		t = tv.tv_sec + 1;
		if (!(utc ? gmtime_r(&t, &tm) : localtime_r(&t, &tm)))
			error_exit("invalid system time");
		memset(&r, 0, sizeof(r));
		r.tm_sec = tm.tm_sec;
		r.tm_min = tm.tm_min;
		r.tm_hour = tm.tm_hour;
		r.tm_mday = tm.tm_mday;
		r.tm_mon = tm.tm_mon;
		r.tm_year = tm.tm_year;
		if (ioctl(fd, RTC_SET_TIME, &r))
			perror_exit("ioctl(RTC_SET_TIME) to %s to set the "
			    "time failed", dev);
		return 0;
	}
	t = rtc_edge(fd, dev, utc, &edge);
	d = mono_secs() - edge;
	if (OPT(&o, F_s)) {
		tv.tv_sec = t + (time_t)d;
		tv.tv_usec = (suseconds_t)((d - (time_t)d) * 1e6);
		if (settimeofday(&tv, NULL))
			perror_exit("settimeofday() failed");
		return 0;
	}
	t += (time_t)d;
	localtime_r(&t, &tm);
	strftime(buf, sizeof(buf), "%Y-%m-%d %H:%M:%S", &tm);
	strftime(z, sizeof(z), "%z", &tm);
	printf("%s.%06ld%.3s:%s\n", buf, (long)(d * 1e6) % 1000000, z, z + 3);
	return 0;
}
