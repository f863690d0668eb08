/*
 * nproc.c - print the number of processors
 *
 * GNU coreutils nproc: the CPUs this process may run on
 * (sched_getaffinity), or with --all those the system has (the cpuN
 * directories of /sys/devices/system/cpu, as glibc counts them; musl's
 * sysconf would give the affinity's); OMP_NUM_THREADS (its first
 * number) replaces the answer and OMP_THREAD_LIMIT caps it, as GNU's
 * does, unless --all. --ignore=N takes N away, leaving at least 1.
 *
 * applet: nproc usr/bin core
 * opts: >0(all)(ignore):
 * usage: nproc [--all] [--ignore=N]
 *
 *	Print the number of processing units available.
 *
 *	--all	All the installed processors, not only the usable ones
 *	--ignore N	Leave N out, if possible
 * SPDX-License-Identifier: MIT
 */
#define FOR_nproc
#include "libbb.h"
#include <dirent.h>
#include <sched.h>

/* an OMP_ variable's first number, or 0 */
static unsigned long
omp(const char *name)
{
	const char *s = getenv(name);
	char *end;
	unsigned long v;

	if (!s)
		return 0;
	while (isspace((unsigned char)*s))
		s++;
	if (!isdigit((unsigned char)*s))
		return 0;
	errno = 0;
	v = strtoul(s, &end, 10);
	while (isspace((unsigned char)*end))
		end++;
	return errno || (*end && *end != ',') ? 0 : v;
}

static unsigned long long
installed(void)
{
	DIR *d = opendir("/sys/devices/system/cpu");
	struct dirent *e;
	unsigned long long n = 0;

	while (d && (e = readdir(d)))
		n += !strncmp(e->d_name, "cpu", 3) &&
		    isdigit((unsigned char)e->d_name[3]) &&
		    !e->d_name[3 + strspn(e->d_name + 3, "0123456789")];
	if (d)
		closedir(d);
	return n ? n : (unsigned long long)sysconf(_SC_NPROCESSORS_CONF);
}

int
nproc_main(int argc, char **argv)
{
	struct opts o;
	cpu_set_t set;
	unsigned long long n = 0, ign = 0, lim;

	(void)argc;
	getopts(&o, OPTS_nproc, argv);
	if (OPT(&o, F_ignore) && parse_gnu_size(o.arg[S_ignore].s, SIZE_DEC, "",
	    &ign) < 0)
		error_exit("invalid number: %s",
		    quote(o.arg[S_ignore].s, QUOTE_LOCALE));
	if (!OPT(&o, F_all)) {
		n = omp("OMP_NUM_THREADS");
		if (!n && !sched_getaffinity(0, sizeof(set), &set))
			n = CPU_COUNT(&set);
		if ((lim = omp("OMP_THREAD_LIMIT")) && n > lim)
			n = lim;
	}
	if (!n)
		n = installed();
	n = ign < n ? n - ign : 1;
	printf("%llu\n", n);
	return 0;
}
