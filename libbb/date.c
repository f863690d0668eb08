/*
 * date.c - dates as people write them: touch -d and date -d, -s
 *
 * parse_date takes much of GNU's date syntax (case does not matter, a
 * comma counts as a blank):
 * - "@SECONDS[.FRAC]";
 * - a date: YYYY-MM-DD (YY-MM-DD with GNU's century rule), YYYYMMDD,
 *   M/D[/Y], "MONTH D", "D MONTH", D-MON-Y and MON-D-Y, with a month's
 *   name, its first three letters or "sept"; a date without a year is in
 *   this year, and a later bare number gives the year ("Dec 5 10:00 2026",
 *   as date prints it);
 * - a time HH:MM[:SS[.FRAC]] after the date or joined to it by T, or a
 *   bare number of hours (H, HH) or HHMM; "am" or "pm" after it; a zone
 *   after the time: Z, UTC, GMT, +hh:mm, +hhmm or +hh;
 * - a day of the week (its name, first three letters, tues, wednes, thur,
 *   thurs), with "next", "last", "this" or a number before it: that day
 *   this week or later, or the Nth; ignored when a date is given;
 * - now, today, yesterday, tomorrow; relative items "[+-]N UNIT",
 *   "next/last/this UNIT", "UNIT", each optionally followed by "ago",
 *   with UNIT year, month, fortnight, week, day, hour, minute/min,
 *   second/sec (or their plurals).
 * A date alone means its midnight, an empty string today's midnight. Zone
 * names other than UTC and GMT, military zone letters and ordinal words
 * (first, second...) are rejected, where GNU takes some of them.
 * SPDX-License-Identifier: MIT
 */
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
static const char months[] = "january\0february\0march\0april\0may\0june\0"
    "july\0august\0september\0october\0november\0december\0";
static const char wdays[] = "sunday\0monday\0tuesday\0wednesday\0thursday\0"
    "friday\0saturday\0";

/* The length of the word at p */
static size_t
wordlen(const char *p)
{
	size_t n = 0;

	while (isalpha((unsigned char)p[n]))
		n++;
	return n;
}

/* The unit named by the word at *p (taken), or -1 */
static int
unit(const char **p)
{
	size_t n = wordlen(*p);
	const char *u;
	int i;

	for (u = units, i = 0; *u; u += strlen(u) + 1, i++)
		if ((n == strlen(u) || (n == strlen(u) + 1 &&
		    (*p)[n - 1] == 's')) && !strncmp(*p, u, strlen(u))) {
			*p += n;
			return i;
		}
	return -1;
}

/*
 * The index in names of the word at *p (taken): the whole name, its
 * first three letters, or one of the other prefixes in alt, each
 * followed by its index as a digit ("sept8"); -1 when none.
 */
static int
name_of(const char **p, const char *names, const char *alt)
{
	size_t n = wordlen(*p), k;
	const char *s;
	int i;

	for (s = names, i = 0; *s; s += strlen(s) + 1, i++)
		if ((n == 3 || n == strlen(s)) && !strncmp(*p, s, n))
			goto found;
	for (s = alt; *s; s += k + 1)
		if (n == (k = wordlen(s)) && !strncmp(*p, s, n)) {
			i = s[k] - '0';
			goto found;
		}
	return -1;
found:
	*p += n;
	return i;
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

struct pdate {
	long long	y, rel[4], *last, lastv;
	int		mo, d, H, M, S, wday, word_ord;
	long		ns, zone;
	bool		date, year, time, zoned, wd, ampm;
};

/* a date d (its month already in pd->mo), the year y given when n > 0 */
static bool
set_date(struct pdate *pd, long long d, long long y, int n)
{
	if (pd->date)
		return false;
	pd->date = true;
	pd->d = d;
	if (n) {
		pd->y = century(y, n);
		pd->year = true;
	}
	return true;
}

/* "MON D", "MON-D-Y": the month at *p taken; false when it is bad */
static bool
month_first(struct pdate *pd, const char **p)
{
	long long d, y = 0;
	int n, m = 0;

	if (**p == '-')
		(*p)++;
	while (**p == ' ' || **p == ',')
		(*p)++;
	d = digits(p, &n);
	if (!n || n > 2)
		return false;
	if (**p == '-') {
		(*p)++;
		y = digits(p, &m);
		if (!m)
			return false;
	}
	return set_date(pd, d, y, m);
}

/* a time at *p, its hours h (n digits) taken, the ':' next */
static bool
clock_time(struct pdate *pd, const char **p, long long h, int n)
{
	int k;

	if (pd->time || n > 2)
		return false;
	pd->time = pd->ampm = true;
	pd->H = h;
	(*p)++;
	pd->M = digits(p, &k);
	if (!k || k > 2)
		return false;
	if (**p == ':') {
		(*p)++;
		pd->S = digits(p, &k);
		if (!k || k > 2)
			return false;
		if (**p == '.' || **p == ',')
			(*p)++, pd->ns = frac_ns(p);
	}
	if (**p == 'z' && !isalpha((unsigned char)(*p)[1])) {
		(*p)++;
		pd->zoned = true;
	}
	return true;
}

/* a zone +hh, +hhmm or +hh:mm: v (n digits) taken, sign applied */
static bool
zone(struct pdate *pd, const char **p, long long v, int n, int sign)
{
	if (pd->zoned || !n || n > 4 || n == 3)
		return false;
	if (n <= 2 && **p == ':') {
		(*p)++;
		v = v * 100 + digits(p, &n);
		if (n != 2)
			return false;
	} else if (n <= 2) {
		v *= 100;
	}
	if (v / 100 > 24 || v % 100 > 59)
		return false;
	pd->zone = sign * (v / 100 * 3600 + v % 100 * 60);
	pd->zoned = true;
	return true;
}

/* a relative item: count v of unit u */
static void
relative(struct pdate *pd, long long v, int u)
{
	pd->last = &pd->rel[(int)unit_vals[u].field];
	pd->lastv = v * unit_vals[u].mul;
	*pd->last += pd->lastv;
}

/* a number v of n digits at *p (taken), with its sign (0: none) */
static bool
number(struct pdate *pd, const char **p, long long v, int n, int sign,
    bool after_time)
{
	const char *w;
	int u, m;

	if (!sign && **p == '-' && isdigit((unsigned char)(*p)[1])) {
		/* YYYY-MM-DD */
		if (pd->date || n > 9)
			return false;
		pd->y = century(v, n);
		(*p)++;
		pd->mo = digits(p, &m);
		if (!m || *(*p)++ != '-')
			return false;
		pd->year = true;
		v = digits(p, &m);
		return m && set_date(pd, v, 0, 0);
	}
	if (!sign && **p == '-' && isalpha((unsigned char)(*p)[1])) {
		/* D-MON-Y */
		(*p)++;
		if ((pd->mo = name_of(p, months, "sept8")) < 0 ||
		    *(*p)++ != '-')
			return false;
		pd->mo++;
		u = digits(p, &m);
		return m && set_date(pd, v, u, m);
	}
	if (!sign && **p == '/') {
		/* M/D[/Y] */
		pd->mo = v;
		(*p)++;
		v = digits(p, &n);
		if (!n)
			return false;
		u = 0;
		if (**p == '/') {
			(*p)++;
			u = digits(p, &m);
			if (!m)
				return false;
		} else {
			m = 0;
		}
		return set_date(pd, v, u, m);
	}
	if (!sign && n == 8 && !pd->date && !isalnum((unsigned char)**p) &&
	    **p != ':') {
		/* YYYYMMDD */
		pd->mo = v / 100 % 100;
		pd->y = v / 10000;
		pd->year = true;
		return set_date(pd, v % 100, 0, 0);
	}
	if (!sign && **p == ':')
		return clock_time(pd, p, v, n);
	w = *p;
	while (*w == ' ' || *w == ',')
		w++;
	if ((u = unit(&w)) >= 0) {
		/* "2 days", "-3 minutes" */
		*p = w;
		if (isalpha((unsigned char)**p) || n > 9)
			return false;
		relative(pd, sign ? sign * v : v, u);
		return true;
	}
	if (sign)	/* a zone after a time */
		return after_time && zone(pd, p, v, n, sign);
	if ((m = name_of(&w, months, "sept8")) >= 0) {
		/* "D MONTH" */
		*p = w;
		pd->mo = m + 1;
		return set_date(pd, v, 0, 0);
	}
	if ((m = name_of(&w, wdays, "tues2wednes3thur4thurs4")) >= 0) {
		/* "3 fri" */
		*p = w;
		if (pd->wd)
			return false;
		pd->wd = true;
		pd->wday = m;
		pd->word_ord = v;
		return true;
	}
	if (pd->date && !pd->year && (!pd->time || n > 2)) {
		/* the year after "Dec 5" */
		pd->y = century(v, n);
		pd->year = true;
		return true;
	}
	if (pd->time || n > 4)
		return false;
	pd->time = pd->ampm = true;
	pd->H = n <= 2 ? v : v / 100;
	pd->M = n <= 2 ? 0 : v % 100;
	return true;
}

/* a word at *p; false when it is none that dates have */
static bool
name(struct pdate *pd, const char **p)
{
	int v, u, ord;

	if (word(p, "ago")) {
		if (!pd->last)
			return false;
		*pd->last -= 2 * pd->lastv;
		pd->last = NULL;
		return true;
	}
	if (word(p, "now") || word(p, "today"))
		return true;
	if (word(p, "yesterday") || word(p, "tomorrow")) {
		pd->rel[2] += (*p)[-1] == 'y' ? -1 : 1;
		return true;
	}
	if (word(p, "utc") || word(p, "gmt") || word(p, "z")) {
		if (pd->zoned)
			return false;
		pd->zoned = true;
		return true;
	}
	if ((u = name_of(p, months, "sept8")) >= 0) {
		pd->mo = u + 1;
		return month_first(pd, p);
	}
	/* next, last, this: 1, -1, 0 (the word alone: 0 days, 1 unit) */
	ord = 2;
	if (word(p, "next") || word(p, "last") || word(p, "this")) {
		ord = (*p)[-2] == 'x' ? 1 : (*p)[-2] == 's' ? -1 : 0;
		while (**p == ' ' || **p == ',')
			(*p)++;
	}
	if ((v = name_of(p, wdays, "tues2wednes3thur4thurs4")) >= 0) {
		if (pd->wd)
			return false;
		pd->wd = true;
		pd->wday = v;
		pd->word_ord = ord == 2 ? 0 : ord;
		return true;
	}
	if ((u = unit(p)) < 0 || isalpha((unsigned char)**p))
		return false;
	relative(pd, ord == 2 ? 1 : ord, u);
	return true;
}

bool
parse_date(const char *date, const struct timespec *base,
    struct timespec *out)
{
	char *low = xstrdup(date), *q;
	const char *p = low;
	struct pdate pd = { 0 };
	bool any = false, ok = false, after_time, had_time;
	long long v;
	int n, sign, cur;
	struct tm tm, w;
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
			p++, pd.ns = frac_ns(&p);
		if (*p || n > 18)
			goto out;
		out->tv_sec = sign * v;
		out->tv_nsec = pd.ns;
		if (sign < 0 && pd.ns)
			out->tv_sec--, out->tv_nsec = 1000000000 - pd.ns;
		ok = true;
		goto out;
	}
	for (;;) {
		while (isspace((unsigned char)*p) || *p == ',')
			p++;
		if (!*p)
			break;
		any = true;
		after_time = pd.ampm;	/* the item before was a time */
		pd.ampm = false;
		if (after_time && (word(&p, "am") || word(&p, "pm"))) {
			if (pd.H < 1 || pd.H > 12)
				goto out;
			pd.H = pd.H % 12 + (p[-2] == 'p' ? 12 : 0);
			if (isalnum((unsigned char)*p))
				goto out;
			continue;
		}
		sign = 0;
		if (*p == '+' || *p == '-') {
			sign = *p++ == '-' ? -1 : 1;
			if (!isdigit((unsigned char)*p))
				goto out;
		}
		if (!isdigit((unsigned char)*p)) {
			if (!name(&pd, &p) || isalnum((unsigned char)*p))
				goto out;
			continue;
		}
		had_time = pd.time;
		v = digits(&p, &n);
		if (!number(&pd, &p, v, n, sign, after_time))
			goto out;
		if (pd.date && !pd.time && *p == 't' &&
		    isdigit((unsigned char)p[1])) {
			p++;
			v = digits(&p, &n);
			if (*p != ':' || !clock_time(&pd, &p, v, n))
				goto out;
		}
		if (pd.time && !had_time && (*p == '+' || *p == '-')) {
			/* a zone joined to the time */
			sign = *p++ == '-' ? -1 : 1;
			v = digits(&p, &n);
			if (!zone(&pd, &p, v, n, sign))
				goto out;
		}
		/* "10pm" goes on with the pm */
		if (isdigit((unsigned char)*p) ||
		    (isalpha((unsigned char)*p) && !pd.ampm))
			goto out;
	}
	t = base->tv_sec;
	if (!localtime_r(&t, &tm))
		goto out;
	out->tv_nsec = base->tv_nsec;
	if (pd.date) {
		if (pd.year)
			tm.tm_year = pd.y - 1900;
		tm.tm_mon = pd.mo - 1;
		tm.tm_mday = pd.d;
	}
	if (pd.date || pd.time || pd.wd || !any) {
		tm.tm_hour = pd.H;
		tm.tm_min = pd.M;
		tm.tm_sec = pd.S;
		out->tv_nsec = pd.ns;
	}
	if (!valid(tm.tm_year + 1900LL, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
	    tm.tm_min, tm.tm_sec))
		goto out;
	if (pd.wd && !pd.date) {
		/* the day this week or later, moved by its count in weeks */
		w = tm;
		t = timegm(&w);
		if (!gmtime_r(&t, &w))
			goto out;
		cur = w.tm_wday;
		tm.tm_mday += (pd.wday - cur + 7) % 7 + 7 *
		    (pd.word_ord - (pd.word_ord > 0 && cur != pd.wday));
	}
	for (n = 0; n < 3; n++)
		if (pd.rel[n] > INT_MAX / 4 || pd.rel[n] < -INT_MAX / 4)
			goto out;
	tm.tm_year += pd.rel[0];
	tm.tm_mon += pd.rel[1];
	tm.tm_mday += pd.rel[2];
	tm.tm_isdst = -1;
	t = pd.zoned ? timegm(&tm) - pd.zone : mktime(&tm);
	out->tv_sec = t + pd.rel[3];
	ok = true;
out:
	free(low);
	return ok;
}

/*
 * A stamp of digit pairs: touch -t's [[CC]YY]MMDDhhmm[.ss], or with
 * year_last date's MMDDhhmm[[CC]YY][.ss], in local time.
 */
bool
parse_stamp(const char *s, bool year_last, struct timespec *out)
{
	const char *p = s, *dot = strchr(s, '.');
	size_t len = dot ? (size_t)(dot - s) : strlen(s);
	long long v[7];	/* CCYYMMDDhhmm.ss: seven pairs */
	int i, k = 0, y;
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
	y = year_last ? 4 : 0;
	if (len == 12)
		tm.tm_year = v[y] * 100 + v[y + 1] - 1900, i = !year_last * 2;
	else if (len == 10)
		tm.tm_year = century(v[y], 2) - 1900, i = !year_last;
	tm.tm_mon = v[i] - 1;
	tm.tm_mday = v[i + 1];
	tm.tm_hour = v[i + 2];
	tm.tm_min = v[i + 3];
	tm.tm_sec = dot ? v[k - 1] : 0;
	if (!valid(tm.tm_year + 1900LL, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
	    tm.tm_min, tm.tm_sec))
		return false;
	tm.tm_isdst = -1;
	out->tv_sec = mktime(&tm);
	out->tv_nsec = 0;
	return true;
}

double
mono_secs(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}
