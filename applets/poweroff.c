/*
 * poweroff.c - poweroff, reboot, halt: stop the machine
 *
 * Without -f, ask init to do it, by the signals BusyBox's init (and ours)
 * take: SIGUSR2 powers off, SIGTERM reboots, SIGUSR1 halts. With -f, or
 * when we are PID 1 ourselves (a shell script running as init), sync and
 * call reboot(2) at once. Inside a PID namespace reboot(2) ends only the
 * namespace, as the kernel documents. -d waits first, -n skips the sync.
 *
 * applet: poweroff sbin init
 * opts: >0d#<0(delay)n(no-sync)f(force)
 * usage: poweroff [-nf] [-d DELAY]
 *
 *	Power the machine off.
 *
 *	-d, --delay DELAY	Wait DELAY seconds first
 *	-n, --no-sync	Do not sync the filesystems (with -f)
 *	-f, --force	Now, without asking init
 *
 * applet: reboot sbin init main=poweroff
 * opts: >0d#<0(delay)n(no-sync)f(force)
 * usage: reboot [-nf] [-d DELAY]
 *
 *	Restart the machine.
 *
 *	-d, --delay DELAY	Wait DELAY seconds first
 *	-n, --no-sync	Do not sync the filesystems (with -f)
 *	-f, --force	Now, without asking init
 *
 * applet: halt sbin init main=poweroff
 * opts: >0d#<0(delay)n(no-sync)f(force)
 * usage: halt [-nf] [-d DELAY]
 *
 *	Stop the machine, without powering it off.
 *
 *	-d, --delay DELAY	Wait DELAY seconds first
 *	-n, --no-sync	Do not sync the filesystems (with -f)
 *	-f, --force	Now, without asking init
 * SPDX-License-Identifier: MIT
 */
#define FOR_poweroff
#include "libbb.h"
#include <signal.h>
#include <sys/reboot.h>

int
poweroff_main(int argc, char **argv)
{
	static const struct {
		char	name;
		int	sig;
		int	cmd;
	} how[] = {
		{ 'p', SIGUSR2, RB_POWER_OFF },
		{ 'r', SIGTERM, RB_AUTOBOOT },
		{ 'h', SIGUSR1, RB_HALT_SYSTEM },
	};
	struct opts o;
	unsigned i;

	(void)argc;
	getopts(&o, OPTS_poweroff, argv);
	for (i = 0; i < ARRAY_SIZE(how) - 1; i++)
		if (how[i].name == *applet_name)
			break;
	if (OPT(&o, F_d) && o.arg[S_d].n)
		sleep(o.arg[S_d].n);
	if (!OPT(&o, F_f) && getpid() != 1) {
		if (kill(1, how[i].sig) < 0)
			perror_exit("cannot signal init");
		return 0;
	}
	if (!OPT(&o, F_n))
		sync();
	reboot(how[i].cmd);
	perror_exit("reboot");
}
