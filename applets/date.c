/*
 * date.c - print or set the system date and time
 *
 * POSIX.1-2024 date (-u, +FORMAT, setting with MMDDhhmm[[CC]YY]) with
 * GNU coreutils 9's options: -d and -f with the date syntax of
 * libbb/date.c (most of GNU's), -r, -s, -I[FMT], -R, --rfc-3339 and
 * --resolution, and GNU's FORMAT: its conversions (%N nanoseconds, %q
 * the quarter, %P, %:z %::z %:::z, %s), the flags - _ 0 ^ #, a width,
 * and E and O taken and ignored as in the C locale. Messages and exit
 * statuses are GNU's. Deviations: no --debug; zone names other than UTC
 * and GMT in -d are invalid (GNU takes military letters, so "-d x" is a
 * date to it).
 *
 * applet: date bin core
 * opts: (rfc-3339):(resolution)d:(date)f:(file)I?(iso-8601)R(rfc-email)
 *	r:(reference)s:(set)u(utc)(universal)
 * usage: date [-Ru] [-d STR | -f FILE | -r FILE] [-I[FMT]] [+FORMAT]
 *	date [-u] [-s STR | MMDDhhmm[[CC]YY][.ss]]
 *
 *	Print the date and time (now, by default) in FORMAT, or set them.
 *	FORMAT's conversions are GNU's (%Y %m %d %H %M %S %N %s %z %Z ...).
 *
 *	-d, --date STR	Print the time STR describes, not now
 *	-f, --file FILE	Print the time of each line of FILE
 *	-r, --reference FILE	Print FILE's modification time
 *	-s, --set STR	Set the time STR describes
 *	-u, --utc, --universal	Print or set Coordinated Universal Time
 *	-I, --iso-8601[=FMT]	ISO 8601: FMT date (the default), hours,
 *		minutes, seconds or ns
 *	-R, --rfc-email	RFC 5322: Mon, 14 Aug 2006 02:34:56 -0600
 *	--rfc-3339 FMT	RFC 3339: FMT date, seconds or ns
 *	--resolution	Print the clock's resolution
 * SPDX-License-Identifier: MIT
 */
#define FOR_date
#include "libbb.h"
#include <sys/stat.h>
#include <time.h>

enum { UPPER = 1, SWAP = 2 };

/* the numeric conversions: their value, width and padding; false: none */
static bool
numeric(int c, const struct tm *tm, long long *v, int *w, char *pad)
{
	char b[16], f[3] = { '%', (char)c, 0 };

	*w = 2;
	*pad = '0';
	switch (c) {
	case 'C':
		*v = tm->tm_year + 1900LL;	/* rounded down */
		*v = (*v - (*v % 100 + 100) % 100) / 100;
		break;
	case 'e':
		*pad = ' ';
		/* fall through */
	case 'd':
		*v = tm->tm_mday;
		break;
	case 'k':
		*pad = ' ';
		/* fall through */
	case 'H':
		*v = tm->tm_hour;
		break;
	case 'l':
		*pad = ' ';
		/* fall through */
	case 'I':
		*v = (tm->tm_hour + 11) % 12 + 1;
		break;
	case 'j':
		*v = tm->tm_yday + 1;
		*w = 3;
		break;
	case 'm':
		*v = tm->tm_mon + 1;
		break;
	case 'M':
		*v = tm->tm_min;
		break;
	case 'S':
		*v = tm->tm_sec;
		break;
	case 'u':
		*v = tm->tm_wday ? tm->tm_wday : 7;
		*w = 1;
		break;
	case 'w':
		*v = tm->tm_wday;
		*w = 1;
		break;
	case 'q':
		*v = tm->tm_mon / 3 + 1;
		*w = 1;
		break;
	case 'y':
		*v = ((tm->tm_year + 1900LL) % 100 + 100) % 100;
		break;
	case 'Y':
		*v = tm->tm_year + 1900LL;
		*w = 4;
		break;
	case 'G':
		*w = 4;
		/* fall through */
	case 'g':
	case 'U':
	case 'V':
	case 'W':
		strftime(b, sizeof(b), f, tm);
		*v = atoll(b);
		break;
	default:
		return false;
	}
	return true;
}

/* s with the flags' case change, padded to width */
static void
put_str(const char *s, int width, char pad, int cas)
{
	int n = strlen(s);

	for (; width > n; width--)
		putchar(pad);
	for (; *s; s++)
		putchar(cas == UPPER ? toupper((unsigned char)*s) :
		    cas == SWAP ? tolower((unsigned char)*s) : *s);
}

/*
 * The zone offset off as %z: +hhmm; colons 1 +hh:mm, 2 +hh:mm:ss, 3 the
 * shortest of +hh, +hh:mm and +hh:mm:ss. Its number (hhmm, or hh with
 * colons) is padded as the flag fl says, to width when that is longer.
 */
static void
put_zone(long off, int colons, char fl, int width)
{
	long a = off < 0 ? -off : off;
	char rest[8] = "";
	int nd = colons ? 2 : 4, n;

	if (colons == 2 || (colons == 3 && a % 60))
		sprintf(rest, ":%02ld:%02ld", a / 60 % 60, a % 60);
	else if (colons == 1 || (colons == 3 && a % 3600))
		sprintf(rest, ":%02ld", a / 60 % 60);
	if (width > 1 + nd + (int)strlen(rest))
		nd = width - 1 - strlen(rest);
	a = colons ? a / 3600 : a / 3600 * 100 + a / 60 % 60;
	n = snprintf(NULL, 0, "%ld", a);
	for (; fl == '_' && nd > n; nd--)
		putchar(' ');
	putchar(off < 0 ? '-' : '+');
	for (; fl != '-' && nd > n; nd--)
		putchar('0');
	printf("%ld%s", a, rest);
}

/* print ts as fmt says, then a newline */
static void
show(const char *fmt, const struct timespec *ts)
{
	const char *f, *start;
	char b[64], pad, fl, sub[3] = "%x";
	int width, colons, cas, k, w;
	struct tm tm;
	time_t t = ts->tv_sec;
	long long v;

	if (!localtime_r(&t, &tm)) {
		error_msg("time %lld is out of range", (long long)t);
		return;
	}
	for (f = fmt; *f; f++) {
		if (*f != '%' || !f[1]) {
			putchar(*f);
			continue;
		}
		start = f++;
		fl = 0;
		cas = 0;
		for (; *f && strchr("-_0^#", *f); f++) {
			if (*f == '^')
				cas = UPPER;
			else if (*f == '#')
				cas = cas ? cas : SWAP;
			else
				fl = *f;
		}
		for (width = -1; isdigit((unsigned char)*f); f++)
			width = (width < 0 ? 0 : width * 10) + (*f - '0');
		if (*f == 'E' || *f == 'O')
			f++;
		for (colons = 0; *f == ':' && colons < 3; f++)
			colons++;
		if (colons && *f != 'z') {
			fwrite(start, 1, f - start + !!*f, stdout);
			f -= !*f;
			continue;
		}
		pad = fl == '_' ? ' ' : '0';
		if (numeric(*f, &tm, &v, &w, &b[0])) {
			if (!fl)
				pad = b[0];
			if (width < 0)
				width = fl == '-' ? 0 : w;
			if (fl == '-')
				width = 0;
			k = snprintf(b, sizeof(b), "%lld", v < 0 ? -v : v);
			if (v < 0)
				putchar('-'), width--;
			for (; width > k; width--)
				putchar(pad);
			fputs(b, stdout);
			continue;
		}
		switch (*f) {
		case 'N':
			/* the fraction's first digits, zeros after the 9th;
			 * with a width, - drops the trailing zeros and _
			 * makes them blanks */
			if (width < 0)
				width = 9;
			k = snprintf(b, sizeof(b), "%09ld", ts->tv_nsec);
			for (; k < width && k < (int)sizeof(b) - 1; k++)
				b[k] = '0';
			b[width < k ? width : k] = 0;
			for (k = strlen(b); k > 1 && b[k - 1] == '0' &&
			    (fl == '_' || (fl == '-' && width != 9)); k--)
				b[k - 1] = fl == '_' ? ' ' : 0;
			fputs(b, stdout);
			continue;
		case 'z':
			put_zone(tm.tm_gmtoff, colons, fl, width);
			continue;
		case 'Z':
			snprintf(b, sizeof(b), "%s", tm.tm_zone ? tm.tm_zone : "");
			break;
		case 'P':
			snprintf(b, sizeof(b), "%s", tm.tm_hour < 12 ? "am" :
			    "pm");
			break;
		case 's':
			snprintf(b, sizeof(b), "%lld", (long long)t);
			break;
		case '%':
			if (!fl && width < 0 && !cas) {
				putchar('%');
				continue;
			}
			goto literal;
		case 'n':
		case 't':
			strcpy(b, *f == 'n' ? "\n" : "\t");
			break;
		default:
			if (!*f || !strchr("aAbBhpcDFrRTxX", *f)) {
literal:			/* not a conversion: printed as it is */
				for (k = f - start + !!*f; fl != '-' &&
				    k < width; width--)
					putchar(' ');
				fwrite(start, 1, f - start + !!*f, stdout);
				f -= !*f;
				continue;
			}
			sub[1] = *f;
			strftime(b, sizeof(b), sub, &tm);
			if (*f == 'p' && cas == SWAP) {
				cas = 0;
				b[0] = tolower((unsigned char)b[0]);
				b[1] = tolower((unsigned char)b[1]);
			}
			if (cas == SWAP)
				cas = UPPER;
		}
		put_str(b, width < 0 || fl == '-' ? 0 : width,
		    fl == '0' ? '0' : ' ', cas);
	}
	putchar('\n');
}

/* GNU's argmatch for -I and --rfc-3339: a unique prefix of a name */
static int
pick(const char *arg, const char *names, const char *opt)
{
	const char *s;
	int i, found = -1, n = strlen(arg);

	for (s = names, i = 0; *s; s += strlen(s) + 1, i++) {
		if (!strcmp(s, arg))
			return i;
		if (!strncmp(s, arg, n))
			found = found == -1 ? i : -2;
	}
	if (found >= 0)
		return found;
	error_msg("%s argument %s for '--%s'", found == -2 ? "ambiguous" :
	    "invalid", quote(arg, QUOTE_SHELL_ALWAYS), opt);
	fputs("Valid arguments are:\n", stderr);
	for (s = names; *s; s += strlen(s) + 1)
		fprintf(stderr, "  - '%s'\n", s);
	fputs("Try 'date --help' for more information.\n", stderr);
	xexit(1);
}

static NORETURN void
usage_error(const char *what)
{
	error_msg("%s", what);
	fputs("Try 'date --help' for more information.\n", stderr);
	xexit(1);
}

/* -f: each line a date; false when one was invalid */
static bool
each_line(const char *name, const char *fmt, const struct timespec *now)
{
	FILE *f = strcmp(name, "-") ? fopen(name, "r") : stdin;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	struct timespec ts;
	bool ok = true;

	if (!f)
		perror_exit("%s", quote(name, QUOTE_SHELL_ESCAPE));
	while ((n = getline(&line, &cap, f)) > 0) {
		if (line[n - 1] == '\n')
			line[--n] = 0;
		if (parse_date(line, now, &ts)) {
			show(fmt, &ts);
		} else {
			error_msg("invalid date %s",
			    quote(line, QUOTE_SHELL_ALWAYS));
			ok = false;
		}
	}
	free(line);
	if (f != stdin)
		fclose(f);
	return ok;
}

int
date_main(int argc, char **argv)
{
	static const char iso[] = "hours\0minutes\0date\0seconds\0ns\0";
	static const char *const iso_fmt[] = { "%Y-%m-%dT%H%:z",
		"%Y-%m-%dT%H:%M%:z", "%Y-%m-%d", "%Y-%m-%dT%H:%M:%S%:z",
		"%Y-%m-%dT%H:%M:%S,%N%:z" };
	static const char rfc[] = "date\0seconds\0ns\0";
	static const char *const rfc_fmt[] = { "%Y-%m-%d",
		"%Y-%m-%d %H:%M:%S%:z", "%Y-%m-%d %H:%M:%S.%N%:z" };
	const char *fmt = "%a %b %e %H:%M:%S %Z %Y", *set = NULL;
	struct timespec now, ts;
	struct opts o;
	struct stat st;
	int nfmt;

	(void)argc;
	argv = getopts(&o, OPTS_date, argv);
	if (OPT(&o, F_u)) {
		setenv("TZ", "UTC0", 1);
		tzset();
	}
	clock_gettime(CLOCK_REALTIME, &now);
	ts = now;
	if (!!OPT(&o, F_d) + !!OPT(&o, F_f) + !!OPT(&o, F_r) +
	    !!OPT(&o, F_resolution) > 1)
		usage_error("the options to specify dates for printing are "
		    "mutually exclusive");
	if (OPT(&o, F_s) && OPT(&o, F_d | F_f | F_r | F_resolution))
		usage_error("the options to print and set the time may not be "
		    "used together");
	if (argv[0] && argv[1])
		usage_error(xasprintf("extra operand %s",
		    quote(argv[1], QUOTE_SHELL_ALWAYS)));
	if (*argv && **argv != '+' && OPT(&o, F_d | F_f | F_r | F_s |
	    F_resolution))
		usage_error(xasprintf("the argument %s lacks a leading '+';\n"
		    "when using an option to specify date(s), any non-option\n"
		    "argument must be a format string beginning with '+'",
		    quote(*argv, QUOTE_SHELL_ALWAYS)));
	nfmt = !!OPT(&o, F_I) + !!OPT(&o, F_R) + !!OPT(&o, F_rfc_3339) +
	    !!OPT(&o, F_resolution);
	if (OPT(&o, F_I))
		fmt = iso_fmt[o.arg[S_I].s ? pick(o.arg[S_I].s, iso,
		    "iso-8601") : 2];
	if (OPT(&o, F_rfc_3339))
		fmt = rfc_fmt[pick(o.arg[S_rfc_3339].s, rfc, "rfc-3339")];
	if (OPT(&o, F_R))
		fmt = "%a, %d %b %Y %H:%M:%S %z";
	if (*argv && argv[0][0] == '+') {
		nfmt++;
		fmt = *argv++ + 1;
	} else if (*argv) {
		/* MMDDhhmm[[CC]YY][.ss] */
		if (!parse_stamp(*argv, true, &ts))
			error_exit("invalid date %s",
			    quote(*argv, QUOTE_SHELL_ALWAYS));
		set = *argv++;
	}
	if (*argv)
		usage_error(xasprintf("extra operand %s",
		    quote(*argv, QUOTE_SHELL_ALWAYS)));
	if (nfmt > 1)
		error_exit("multiple output formats specified");
	if (OPT(&o, F_resolution)) {
		puts("0.000000001");
		return 0;
	}
	if (OPT(&o, F_f))
		return each_line(o.arg[S_f].s, fmt, &now) ? 0 : 1;
	if (OPT(&o, F_r)) {
		if (stat(o.arg[S_r].s, &st))
			perror_exit("%s", quote(o.arg[S_r].s,
			    QUOTE_SHELL_ESCAPE));
		ts = st.st_mtim;
	}
	if (OPT(&o, F_d | F_s)) {
		set = OPT(&o, F_s) ? o.arg[S_s].s : NULL;
		if (!parse_date(OPT(&o, F_s) ? set : o.arg[S_d].s, &now, &ts))
			error_exit("invalid date %s", quote(OPT(&o, F_s) ?
			    set : o.arg[S_d].s, QUOTE_SHELL_ALWAYS));
	}
	if (set && clock_settime(CLOCK_REALTIME, &ts)) {
		perror_msg("cannot set date");
		exit_status = 1;
	}
	show(fmt, &ts);
	return exit_status;
}
