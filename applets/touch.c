/*
 * touch.c - change file access and modification times
 *
 * POSIX.1-2024 touch (-a -c -m -r -t, -d with ISO 8601 dates) plus GNU's
 * -h and long options, with GNU's messages. A missing file is created
 * with mode 0666 less the umask (not with -c or -h); "-" is standard
 * output. -r takes both times of the reference; -d with -r moves them
 * relative to it, as GNU. -t and -d/-r together are refused, as GNU.
 *
 * -d accepts a subset of GNU's date syntax (parse_date below, which date
 * will share): "@SECONDS[.FRAC]"; a date YYYY-MM-DD (YY-MM-DD with GNU's
 * century rule, or YYYYMMDD); a time HH:MM[:SS[.FRAC]], after the date or
 * joined to it by T; a zone after the time: Z, UTC, GMT, +hh:mm, +hhmm or
 * +hh; now, today, yesterday, tomorrow; relative items "[+-]N UNIT",
 * "next/last/this UNIT", "UNIT", each optionally followed by "ago", with
 * UNIT year, month, fortnight, week, day, hour, minute/min, second/sec (or
 * their plurals). Case does not matter. A date alone means its midnight,
 * an empty string today's midnight. Anything else (month and day names,
 * bare numbers, military zone letters) is rejected as an invalid date
 * format, where GNU would accept some of it.
 *
 * applet: touch bin core
 * opts: <1 (time):ac(no-create)d:(date)h(no-dereference)mr:(reference)t:
 * usage: touch [-achm] [-d DATE | -r FILE | -t STAMP] FILE...
 *
 *	Set the access and modification times of each FILE (now, by
 *	default), creating it if it is missing.
 *
 *	-a	Change only the access time
 *	-c, --no-create	Do not create missing files
 *	-d, --date DATE	Use DATE (see the README for its forms)
 *	-h, --no-dereference	Change a symbolic link, not its target
 *	-m	Change only the modification time
 *	-r, --reference FILE	Use FILE's times
 *	-t STAMP	Use [[CC]YY]MMDDhhmm[.ss], local time
 *	--time WORD	Change only atime (atime, access, use) or mtime
 *			(mtime, modify)
 * SPDX-License-Identifier: MIT
 */
#define FOR_touch
#include "libbb.h"
#include <time.h>

static int
days_in(long long y, int m)
{
	static const char days[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31,
		30, 31 };

	if (m == 2 && y % 4 == 0 && (y % 100 != 0 || y % 400 == 0))
		return 29;
	return days[m - 1];
}

/* Digits at *p as a number (at most 18 of them); n: how many there were */
static long long
digits(const char **p, int *n)
{
	long long v = 0;

	for (*n = 0; isdigit((unsigned char)**p); (*p)++, (*n)++)
		if (*n < 18)
			v = v * 10 + **p - '0';
	return v;
}

/* ".FRAC" at *p (the dot already taken) as nanoseconds */
static long
frac_ns(const char **p)
{
	long ns = 0;
	int i;

	for (i = 0; isdigit((unsigned char)**p); (*p)++, i++)
		if (i < 9)
			ns = ns * 10 + **p - '0';
	for (; i < 9; i++)
		ns *= 10;
	return ns;
}

/* A two-digit year as GNU takes it: 69-99 are 19xx, 00-68 20xx */
static long long
century(long long y, int n)
{
	return n == 2 ? y + (y < 69 ? 2000 : 1900) : y;
}

/* A date (y, m, d) and a time (H, M, S) in range? S may be 60 */
static bool
valid(long long y, int m, int d, int H, int M, int S)
{
	return m >= 1 && m <= 12 && d >= 1 && d <= days_in(y, m) && H >= 0 &&
	    H < 24 && M >= 0 && M < 60 && S >= 0 && S <= 60;
}

static const char units[] =
    "year\0month\0fortnight\0week\0day\0hour\0minute\0min\0second\0sec\0";
/* what each unit adds: a count of years (0), months (1), days (2), seconds */
static const struct {
	char		field;
	unsigned	mul;
} unit_vals[] = {
	{ 0, 1 }, { 1, 1 }, { 2, 14 }, { 2, 7 }, { 2, 1 }, { 3, 3600 },
	{ 3, 60 }, { 3, 60 }, { 3, 1 }, { 3, 1 },
};

/* The unit named by the word at *p (taken), or -1 */
static int
unit(const char **p)
{
	const char *u;
	size_t n = 0;
	int i;

	while (isalpha((unsigned char)(*p)[n]))
		n++;
	for (u = units, i = 0; *u; u += strlen(u) + 1, i++)
		if ((n == strlen(u) || (n == strlen(u) + 1 &&
		    (*p)[n - 1] == 's')) && !strncmp(*p, u, strlen(u))) {
			*p += n;
			return i;
		}
	return -1;
}

/* Does the word at p equal w? (then p moves past it) */
static bool
word(const char **p, const char *w)
{
	size_t n = strlen(w);

	if (strncmp(*p, w, n) || isalpha((unsigned char)(*p)[n]))
		return false;
	*p += n;
	return true;
}

/*
 * Parse DATE (the forms in the header) relative to base into *out.
 * Returns false when DATE is not one of them. date(1) is to share it.
 */
static bool
parse_date(const char *date, const struct timespec *base,
    struct timespec *out)
{
	char *low = xstrdup(date), *q;
	const char *p = low;
	long long y = 0, v, rel[4] = { 0, 0, 0, 0 }, *last = NULL, lastv = 0;
	int mo = 0, d = 0, H = 0, M = 0, S = 0, n, u, sign;
	long ns = 0, zone = 0;
	bool have_date = false, have_time = false, have_zone = false;
	bool any = false, ok = false, after_time, was_time = false;
	struct tm tm;
	time_t t;

	for (q = low; *q; q++)
		*q = tolower((unsigned char)*q);
	if (*p == '@') {
		p++;
		sign = *p == '-' ? -1 : 1;
		p += *p == '-' || *p == '+';
		if (!isdigit((unsigned char)*p))
			goto out;
		v = digits(&p, &n);
		if (*p == '.' || *p == ',')
			p++, ns = frac_ns(&p);
		if (*p || n > 18)
			goto out;
		out->tv_sec = sign * v;
		out->tv_nsec = ns;
		if (sign < 0 && ns)
			out->tv_sec--, out->tv_nsec = 1000000000 - ns;
		ok = true;
		goto out;
	}
	for (;;) {
		after_time = was_time;
		was_time = false;
		while (isspace((unsigned char)*p))
			p++;
		if (!*p)
			break;
		any = true;
		sign = 0;
		if (*p == '+' || *p == '-') {
			sign = *p++ == '-' ? -1 : 1;
			if (!isdigit((unsigned char)*p))
				goto out;
		}
		if (isdigit((unsigned char)*p)) {
			v = digits(&p, &n);
			if (!sign && (*p == '-' || (n == 8 && !isalnum(
			    (unsigned char)*p) && *p != ':'))) {
				/* a date: YYYY-MM-DD or YYYYMMDD */
				if (have_date || n > 9)
					goto out;
				have_date = true;
				if (*p == '-') {
					y = century(v, n);
					p++;
					mo = digits(&p, &n);
					if (!n || *p++ != '-')
						goto out;
					d = digits(&p, &n);
					if (!n)
						goto out;
				} else {
					y = v / 10000;
					mo = v / 100 % 100;
					d = v % 100;
				}
				if (*p == 't' && isdigit((unsigned char)p[1]))
					p++;
				else
					continue;
				v = digits(&p, &n);
				if (*p != ':')
					goto out;
			}
			if (!sign && *p == ':') {
				/* a time: HH:MM[:SS[.FRAC]] */
				if (have_time || n > 2)
					goto out;
				have_time = was_time = true;
				H = v;
				p++;
				M = digits(&p, &n);
				if (!n || n > 2)
					goto out;
				if (*p == ':') {
					p++;
					S = digits(&p, &n);
					if (!n || n > 2)
						goto out;
					if (*p == '.' || *p == ',')
						p++, ns = frac_ns(&p);
				}
				if (*p == 'z' && !isalpha((unsigned char)p[1]))
					p++, have_zone = true;
				if (*p != '+' && *p != '-')
					goto next;
				sign = *p++ == '-' ? -1 : 1;
				v = digits(&p, &n);
			} else if (sign) {
				/* "-3 minutes", or a zone after a time */
				const char *w = p;

				while (isspace((unsigned char)*w))
					w++;
				if ((u = unit(&w)) >= 0) {
					p = w;
					goto relative;
				}
			} else {
				/* "2 days" */
				while (isspace((unsigned char)*p))
					p++;
				if ((u = unit(&p)) < 0)
					goto out;
				sign = 1;
				goto relative;
			}
			/* a zone: +hh, +hhmm or +hh:mm, after a time */
			if (!after_time && !was_time)
				goto out;
			if (have_zone || !n || n > 4 || n == 3)
				goto out;
			if (n <= 2 && *p == ':') {
				p++;
				v = v * 100 + digits(&p, &n);
				if (n != 2)
					goto out;
			} else if (n <= 2) {
				v *= 100;
			}
			if (v / 100 > 24 || v % 100 > 59)
				goto out;
			zone = sign * (v / 100 * 3600 + v % 100 * 60);
			have_zone = true;
			goto next;
		}
		if (word(&p, "ago")) {
			if (!last)
				goto out;
			*last -= 2 * lastv;
			last = NULL;
			continue;
		}
		if (word(&p, "now") || word(&p, "today"))
			continue;
		if (word(&p, "yesterday") || word(&p, "tomorrow")) {
			rel[2] += p[-1] == 'y' ? -1 : 1;
			continue;
		}
		if (word(&p, "utc") || word(&p, "gmt") || word(&p, "z")) {
			if (have_zone)
				goto out;
			have_zone = true;
			continue;
		}
		v = n = 1;
		if (word(&p, "next") || word(&p, "last") || word(&p, "this")) {
			v = p[-2] == 'x' ? 1 : p[-2] == 's' ? -1 : 0;
			while (isspace((unsigned char)*p))
				p++;
		}
		if ((u = unit(&p)) < 0)
			goto out;
		sign = 1;
relative:
		if (isalpha((unsigned char)*p) || n > 9)
			goto out;
		last = &rel[(int)unit_vals[u].field];
		lastv = sign * v * unit_vals[u].mul;
		*last += lastv;
		continue;
next:
		if (isalnum((unsigned char)*p))
			goto out;
	}
	t = base->tv_sec;
	if (!localtime_r(&t, &tm))
		goto out;
	out->tv_nsec = base->tv_nsec;
	if (have_date) {
		tm.tm_year = y - 1900;
		tm.tm_mon = mo - 1;
		tm.tm_mday = d;
	}
	if (have_date || have_time || !any) {
		tm.tm_hour = H;
		tm.tm_min = M;
		tm.tm_sec = S;
		out->tv_nsec = ns;
	}
	if (!valid(tm.tm_year + 1900LL, tm.tm_mon + 1, tm.tm_mday, H, M, S))
		goto out;
	for (n = 0; n < 3; n++)
		if (rel[n] > INT_MAX / 4 || rel[n] < -INT_MAX / 4)
			goto out;
	tm.tm_year += rel[0];
	tm.tm_mon += rel[1];
	tm.tm_mday += rel[2];
	tm.tm_isdst = -1;
	t = have_zone ? timegm(&tm) - zone : mktime(&tm);
	out->tv_sec = t + rel[3];
	ok = true;
out:
	free(low);
	return ok;
}

/* -t [[CC]YY]MMDDhhmm[.ss], local time */
static bool
parse_stamp(const char *s, struct timespec *out)
{
	const char *p = s, *dot = strchr(s, '.');
	size_t len = dot ? (size_t)(dot - s) : strlen(s);
	long long v[7];	/* CCYYMMDDhhmm.ss: seven pairs */
	int i, k = 0;
	struct tm tm;
	time_t now = time(NULL);

	if ((len != 8 && len != 10 && len != 12) ||
	    (dot && strlen(dot) != 3) || !localtime_r(&now, &tm))
		return false;
	while (*p) {
		if (p == dot)
			p++;
		if (!isdigit((unsigned char)p[0]) ||
		    !isdigit((unsigned char)p[1]))
			return false;
		v[k++] = (p[0] - '0') * 10 + p[1] - '0';
		p += 2;
	}
	i = 0;
	if (len == 12)
		tm.tm_year = v[0] * 100 + v[1] - 1900, i = 2;
	else if (len == 10)
		tm.tm_year = century(v[0], 2) - 1900, i = 1;
	tm.tm_mon = v[i] - 1;
	tm.tm_mday = v[i + 1];
	tm.tm_hour = v[i + 2];
	tm.tm_min = v[i + 3];
	tm.tm_sec = dot ? v[i + 4] : 0;
	if (!valid(tm.tm_year + 1900LL, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
	    tm.tm_min, tm.tm_sec))
		return false;
	tm.tm_isdst = -1;
	out->tv_sec = mktime(&tm);
	out->tv_nsec = 0;
	return true;
}

int
touch_main(int argc, char **argv)
{
	static const char *const words[] = { "atime", "access", "use",
		"mtime", "modify", NULL };
	struct opts o;
	struct timespec ts[2] = { { 0, UTIME_NOW }, { 0, UTIME_NOW } }, base;
	struct stat st;
	const char *name;
	bool a, m, h;
	int i, k = -1, fd, err, r;
	size_t n;

	(void)argc;
	argv = getopts(&o, OPTS_touch, argv);
	a = OPT(&o, F_a);
	m = OPT(&o, F_m);
	h = OPT(&o, F_h);
	if (OPT(&o, F_time)) {
		name = o.arg[S_time].s;
		n = strlen(name);
		for (i = 0; words[i]; i++)
			if (!strncmp(words[i], name, n))
				k = k == -1 || !strcmp(words[i], name) ||
				    (k >= 0 && (k < 3) == (i < 3)) ? i : -2;
		if (k < 0)
			usage_exit("%s argument '%s' for '--time'", k == -1 ?
			    "invalid" : "ambiguous", name);
		if (k < 3)
			a = true;
		else
			m = true;
	}
	if (OPT(&o, F_t) && (OPT(&o, F_d) || OPT(&o, F_r)))
		usage_exit("cannot specify times from more than one source");
	if (OPT(&o, F_r)) {
		if (stat(o.arg[S_r].s, &st) < 0)
			perror_exit("failed to get attributes of %s",
			    quote(o.arg[S_r].s, QUOTE_SHELL_ESCAPE_ALWAYS));
		ts[0] = st.st_atim;
		ts[1] = st.st_mtim;
	} else if (OPT(&o, F_d)) {
		clock_gettime(CLOCK_REALTIME, &ts[0]);
		ts[1] = ts[0];
	}
	for (i = 0; i < 2 && OPT(&o, F_d); i++) {
		base = ts[i];
		if (!parse_date(o.arg[S_d].s, &base, &ts[i]))
			error_exit("invalid date format %s",
			    quote(o.arg[S_d].s, QUOTE_SHELL_ESCAPE_ALWAYS));
	}
	if (OPT(&o, F_t)) {
		if (!parse_stamp(o.arg[S_t].s, &ts[0]))
			error_exit("invalid date format %s",
			    quote(o.arg[S_t].s, QUOTE_SHELL_ESCAPE_ALWAYS));
		ts[1] = ts[0];
	}
	if (a != m) {
		if (!a)
			ts[0].tv_nsec = UTIME_OMIT;
		else
			ts[1].tv_nsec = UTIME_OMIT;
	}
	for (; *argv; argv++) {
		name = *argv;
		fd = -1;
		err = 0;
		if (!strcmp(name, "-"))
			fd = 1;
		else if (!OPT(&o, F_c) && !h &&
		    (fd = open(name, O_WRONLY | O_CREAT | O_NONBLOCK | O_NOCTTY,
		    0666)) < 0)
			err = errno;
		if (fd >= 0)
			r = futimens(fd, ts);
		else
			r = utimensat(AT_FDCWD, name, ts,
			    h ? AT_SYMLINK_NOFOLLOW : 0);
		if (r < 0 && err)
			errno = err;
		if (fd > 1)
			close(fd);
		if (r < 0 && !(OPT(&o, F_c) && errno == ENOENT))
			perror_msg("%s %s", err ? "cannot touch" :
			    "setting times of", quote(name,
			    QUOTE_SHELL_ESCAPE_ALWAYS));
	}
	return exit_status;
}
