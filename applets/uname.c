/*
 * uname.c - print facts about the system
 *
 * POSIX.1-2024 uname, with GNU coreutils' -p, -i, -o and long options.
 * The fields print in the order s n r v m p i o whatever the order of the
 * options. The kernel does not tell the processor or the hardware
 * platform: -p and -i print "unknown", and with -a (even beside -p or
 * -i) they are left out, as GNU's does. -o is "GNU/Linux", as GNU's says on Linux.
 *
 * applet: uname bin core
 * opts: >0a(all)s(kernel-name)n(nodename)r(kernel-release)
 *	v(kernel-version)m(machine)p(processor)i(hardware-platform)
 *	o(operating-system)
 * usage: uname [-asnrvmpio]
 *
 *	Print system information; -s when no option is given.
 *
 *	-a, --all	All of it, except -p and -i when unknown
 *	-s, --kernel-name	The kernel's name
 *	-n, --nodename	The network node's host name
 *	-r, --kernel-release	The kernel's release
 *	-v, --kernel-version	The kernel's version
 *	-m, --machine	The machine's hardware name
 *	-p, --processor	The processor type ("unknown")
 *	-i, --hardware-platform	The hardware platform ("unknown")
 *	-o, --operating-system	The operating system
 * SPDX-License-Identifier: MIT
 */
#define FOR_uname
#include "libbb.h"
#include <sys/utsname.h>

int
uname_main(int argc, char **argv)
{
	struct opts o;
	struct utsname u;
	static const unsigned long long bit[8] = {
		F_s, F_n, F_r, F_v, F_m, F_p, F_i, F_o
	};
	const char *field[8];
	unsigned long long want;
	const char *sep = "";
	int i;

	(void)argc;
	getopts(&o, OPTS_uname, argv);
	if (uname(&u) < 0)
		perror_exit("cannot get system name");
	field[0] = u.sysname;
	field[1] = u.nodename;
	field[2] = u.release;
	field[3] = u.version;
	field[4] = u.machine;
	field[5] = field[6] = "unknown";
	field[7] = "GNU/Linux";
	want = o.seen;
	if (OPT(&o, F_a))
		want = F_s | F_n | F_r | F_v | F_m | F_o;
	if (!want)
		want = F_s;
	for (i = 0; i < 8; i++)
		if (want & bit[i]) {
			printf("%s%s", sep, field[i]);
			sep = " ";
		}
	putchar('\n');
	return 0;
}
