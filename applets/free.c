/*
 * free.c - show the amount of free and used memory
 *
 * procps-ng 4's free: the Mem: and Swap: rows of total, used, free,
 * shared, buff/cache (-w: buffers and cache) and available, from
 * /proc/meminfo, where used is total less available and cache counts
 * SReclaimable. Sizes in KiB, or in the one unit asked for (a second
 * unit option is an error, as procps's), -h scaled to three or four
 * digits; --si makes every unit a power of 1000. -t adds a Total row;
 * -s N repeats every N seconds (fractions allowed), -c N stops after N
 * reports (-c alone repeats each second). Not here: -l, -v.
 *
 * applet: free usr/bin linux
 * opts: (tebi)(pebi)(kilo)(mega)(giga)(tera)(peta)(si)b(bytes)k(kibi)
 *	m(mebi)g(gibi)h(human)t(total)w(wide)s:(seconds)c:(count)
 * usage: free [-bkmgh] [--si] [-tw] [-s SECS] [-c N]
 *
 *	Show the memory and swap in use and free.
 *
 *	-b, --bytes	In bytes
 *	-k, --kibi	In KiB (the default)
 *	-m, --mebi	In MiB
 *	-g, --gibi	In GiB
 *	--tebi, --pebi	In TiB, PiB
 *	--kilo, --mega, --giga, --tera, --peta	In powers of 1000
 *	-h, --human	Scaled to a readable unit
 *	--si	Powers of 1000, not 1024
 *	-t, --total	Add a row of RAM plus swap
 *	-w, --wide	Buffers and cache in columns of their own
 *	-s, --seconds SECS	Report again every SECS seconds
 *	-c, --count N	Report N times
 * SPDX-License-Identifier: MIT
 */
#define FOR_free
#include "libbb.h"
#include <time.h>

/* the -h form of kb KiB: "508Mi", "9.9Mi", "0B" ("508M" with --si) */
static const char *
scaled(char *buf, unsigned long long kb, unsigned base)
{
	static const char units[] = "BKMGTPE";
	double v = kb * 1024.0, d = 1;
	int i;

	if (v < base) {
		sprintf(buf, "%.0fB", v);
		return buf;
	}
	for (i = 1; units[i + 1]; i++) {
		d *= base;
		if (v / d < 10 || v / d < base)
			break;
	}
	sprintf(buf, v / d < 10 ? "%.1f%c%s" : "%.0f%c%s",
	    v / d < 10 ? v / d : (double)(unsigned long long)(v / d), units[i],
	    base == 1000 ? "" : "i");
	return buf;
}

static void
row(const char *label, const unsigned long long *v, int n, int unit,
    bool si)
{
	unsigned long long div = 1;
	char buf[32];
	int i;

	for (i = 0; i < unit; i++)
		div *= si ? 1000 : 1024;
	printf("%-8s", label);
	for (i = 0; i < n; i++)
		if (unit < 0)
			printf(" %11s", scaled(buf, v[i], si ? 1000 : 1024));
		else
			printf(" %11llu", unit ? v[i] * 1024 / div : v[i] *
			    1024);
	putchar('\n');
}

static void
report(int unit, bool si, bool wide, bool total)
{
	struct meminfo m;
	unsigned long long v[7];
	int n = 0;

	meminfo_read(&m);
	printf("               total        used        free      shared%s"
	    "   available\n", wide ? "     buffers       cache" :
	    "  buff/cache");
	v[n++] = m.total;
	v[n++] = m.used;
	v[n++] = m.free;
	v[n++] = m.shared;
	if (wide)
		v[n++] = m.buffers;
	else
		m.buffers += m.cached;
	v[n++] = m.buffers;
	if (wide)
		v[n - 1] = m.cached;
	v[n++] = m.avail;
	row("Mem:", v, n, unit, si);
	v[0] = m.swap_total;
	v[1] = m.swap_total - m.swap_free;
	v[2] = m.swap_free;
	row("Swap:", v, 3, unit, si);
	if (total) {
		v[0] = m.total + m.swap_total;
		v[1] = m.used + v[1];
		v[2] = m.free + m.swap_free;
		row("Total:", v, 3, unit, si);
	}
}

int
free_main(int argc, char **argv)
{
	/* the unit options, in the order of their bits, and their powers */
	static const unsigned long long units[] = {
		F_b, F_k, F_m, F_g, F_tebi, F_pebi, F_kilo, F_mega, F_giga,
		F_tera, F_peta
	};
	static const signed char power[] = { 0, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5 };
	struct opts o;
	int unit = 1, n = 0, i;
	bool si;
	double secs = 1;
	long long count = -1;
	char *end;
	struct timespec ts;

	(void)argc;
	argv = getopts(&o, OPTS_free, argv);
	if (*argv)
		usage_exit("extra operand '%s'", *argv);
	si = OPT(&o, F_si | F_kilo | F_mega | F_giga | F_tera | F_peta);
	for (i = 0; i < (int)ARRAY_SIZE(units); i++)
		if (OPT(&o, units[i])) {
			n += o.count[__builtin_ctzll(units[i])];
			unit = power[i];
		}
	if (n > 1)
		error_exit("Multiple unit options don't make sense.");
	if (OPT(&o, F_h))
		unit = -1;
	if (OPT(&o, F_s)) {
		/* procps takes digits and a point, no sign, hex or exponent */
		end = (char *)o.arg[S_s].s;
		if (!*end || end[strspn(end, "0123456789.")])
			error_exit("seconds argument failed: '%s': Invalid "
			    "argument", end);
		secs = strtod(end, NULL);
		if (!(secs > 0) || secs > 1e9)
			error_exit("seconds argument `%s' is not positive "
			    "number", end);
	}
	if (OPT(&o, F_c)) {
		if (atoll_range(o.arg[S_c].s, 1, LLONG_MAX, &count) < 0)
			error_exit("failed to parse count argument: '%s'%s",
			    o.arg[S_c].s, errno == ERANGE ?
			    ": Numerical result out of range" : "");
	} else if (!OPT(&o, F_s))
		count = 1;
	for (;;) {
		report(unit, si, OPT(&o, F_w), OPT(&o, F_t));
		if (count > 0 && !--count)
			break;
		putchar('\n');
		fflush(stdout);
		ts.tv_sec = (time_t)secs;
		ts.tv_nsec = (long)((secs - (double)ts.tv_sec) * 1e9);
		while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
			;
	}
	return 0;
}
