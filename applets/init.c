/*
 * init.c - the first process: start the system, reap orphans, shut down
 *
 * BusyBox's init, as people configure it: /etc/inittab lines are
 * "ID:RUNLEVELS:ACTION:COMMAND", where ID names the tty (under /dev) the
 * command runs on (empty: the console), RUNLEVELS is ignored, and ACTION
 * is one of
 *	sysinit, wait	run, in file order, and wait for each to end;
 *	once		start, after those, and do not wait;
 *	respawn		start, and start again whenever it ends;
 *	askfirst	respawn, but ask for Enter on the tty first;
 *	ctrlaltdel	run on SIGINT (Ctrl-Alt-Del, made a signal here);
 *	shutdown	run, and wait for, before the system goes down;
 *	restart		on SIGQUIT, shut down and exec this instead of init.
 * Without /etc/inittab: /etc/init.d/rcS if it exists, then a shell on
 * the console (askfirst), Ctrl-Alt-Del reboots. A COMMAND with shell
 * syntax in it runs as "sh -c 'exec COMMAND'", others are split at
 * blanks and exec'd; a leading "-" makes a login shell.
 *
 * SIGTERM reboots, SIGUSR1 halts, SIGUSR2 powers off (what reboot, halt
 * and poweroff send): the shutdown actions run, then every process gets
 * SIGTERM and, a second later, SIGKILL; the filesystems are synced and
 * unmounted (remounted read-only where busy), and reboot(2) is called.
 * Signals are taken synchronously (sigwaitinfo), so none is lost between
 * two checks. A respawned command that ends within a second of its start
 * waits a second before the next try, so a broken one cannot spin.
 *
 * applet: init sbin init
 * usage: init
 *
 *	The first process of the system; run by the kernel as PID 1.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/wait.h>
#include <time.h>

enum { A_SYSINIT, A_WAIT, A_ONCE, A_RESPAWN, A_ASKFIRST, A_CTRLALTDEL,
	A_SHUTDOWN, A_RESTART };
static const char *const action_names[] = {
	"sysinit", "wait", "once", "respawn", "askfirst", "ctrlaltdel",
	"shutdown", "restart"
};

struct entry {
	struct entry	*next;
	int		action;
	pid_t		pid;
	time_t		started;
	char		tty[32];
	char		*cmd;
};

static struct entry *entries, **tail = &entries;
static sigset_t sigs;
static bool stopping;

static void
say(const char *fmt, ...)
{
	char buf[256];
	va_list ap;
	int n;

	n = snprintf(buf, sizeof(buf), "init: ");
	va_start(ap, fmt);
	n += vsnprintf(buf + n, sizeof(buf) - n - 1, fmt, ap);
	va_end(ap);
	if (n > (int)sizeof(buf) - 2)
		n = sizeof(buf) - 2;
	buf[n++] = '\n';
	write_full(2, buf, n);
}

static void
add(int action, const char *tty, const char *cmd)
{
	struct entry *e = xzalloc(sizeof(*e));

	e->action = action;
	snprintf(e->tty, sizeof(e->tty), "%s", tty);
	e->cmd = xstrdup(cmd);
	*tail = e;
	tail = &e->next;
}

static void
read_inittab(void)
{
	FILE *f = fopen("/etc/inittab", "re");
	char *line = NULL, *p, *id, *act, *cmd;
	size_t cap = 0;
	unsigned i, n = 0;

	if (!f) {
		if (access("/etc/init.d/rcS", X_OK) == 0)
			add(A_SYSINIT, "", "/etc/init.d/rcS");
		add(A_ASKFIRST, "", "-/bin/sh");
		add(A_CTRLALTDEL, "", "/sbin/reboot");
		return;
	}
	while (getline(&line, &cap, f) > 0) {
		n++;
		line[strcspn(line, "\n")] = 0;
		for (p = line; isspace((unsigned char)*p); p++)
			;
		if (!*p || *p == '#')
			continue;
		id = p;
		if (!(p = strchr(p, ':')) || !(p = strchr(p + 1, ':')))
			goto bad;
		*strchr(id, ':') = 0;
		act = p + 1;
		if (!(cmd = strchr(act, ':')))
			goto bad;
		*cmd++ = 0;
		for (i = 0; i < ARRAY_SIZE(action_names); i++)
			if (!strcmp(act, action_names[i]))
				break;
		if (i == ARRAY_SIZE(action_names) || !*cmd ||
		    strlen(id) >= sizeof(entries->tty) - 5)
			goto bad;
		if (!strncmp(id, "/dev/", 5))
			id += 5;
		add(i, id, cmd);
		continue;
bad:
		say("/etc/inittab:%u: bad entry, ignored", n);
	}
	free(line);
	fclose(f);
}

/* In the child: the entry's tty as stdio, a session, then exec. */
static NORETURN void
exec_entry(struct entry *e, bool ask, bool delay)
{
	char *argv[64], *cmd, *p, *save, *tty;
	int fd, n = 0;

	sigprocmask(SIG_UNBLOCK, &sigs, NULL);
	setsid();
	if (*e->tty) {
		tty = xasprintf("/dev/%s", e->tty);
		if ((fd = open(tty, O_RDWR | O_NOCTTY)) < 0) {
			say("%s: %s", tty, strerror(errno));
			_exit(1);
		}
		xdup2(fd, 0);
		xdup2(fd, 1);
		xdup2(fd, 2);
		if (fd > 2)
			close(fd);
	}
	ioctl(0, TIOCSCTTY, 0);
	if (delay)
		sleep(1);
	if (ask) {
		static const char msg[] =
		    "\nPlease press Enter to activate this console. ";
		char c;

		write_full(1, msg, sizeof(msg) - 1);
		while (read(0, &c, 1) == 1 && c != '\n')
			;
	}
	cmd = e->cmd;
	if (strpbrk(cmd, "~`!$^&*()=|\\{}[];\"'<>?")) {
		argv[n++] = "sh";
		argv[n++] = "-c";
		argv[n++] = xasprintf("exec %s", cmd + (*cmd == '-'));
		argv[n] = NULL;
		execv("/bin/sh", argv);
		say("/bin/sh: %s", strerror(errno));
		_exit(127);
	}
	cmd = xstrdup(cmd + (*cmd == '-'));
	for (p = strtok_r(cmd, " \t", &save); p && n < 63;
	    p = strtok_r(NULL, " \t", &save))
		argv[n++] = p;
	argv[n] = NULL;
	if (!n)
		_exit(0);
	if (*e->cmd == '-')	/* a login shell: "-sh" */
		argv[0] = xasprintf("-%s", base_name(argv[0]));
	execvp(*e->cmd == '-' ? cmd : argv[0], argv);
	say("%s: %s", cmd, strerror(errno));
	_exit(127);
}

static void
start(struct entry *e)
{
	bool again = e->started && time(NULL) - e->started < 1;
	pid_t pid;

	fflush(NULL);
	if ((pid = fork()) < 0) {
		say("fork: %s", strerror(errno));
		return;
	}
	if (pid == 0)
		exec_entry(e, e->action == A_ASKFIRST, again);
	e->pid = pid;
	e->started = time(NULL) + again;	/* when it really starts */
}

static void shutdown_system(int sig);

/* Reap what has ended; a respawning entry whose process ended restarts. */
static void
reap(void)
{
	struct entry *e;
	pid_t pid;
	int st;

	while ((pid = waitpid(-1, &st, WNOHANG)) > 0)
		for (e = entries; e; e = e->next)
			if (e->pid == pid) {
				e->pid = 0;
				if (!stopping && (e->action == A_RESPAWN ||
				    e->action == A_ASKFIRST))
					start(e);
			}
}

/* Handle one signal; returns when there is nothing more to do for it. */
static void
handle(int sig)
{
	struct entry *e;

	switch (sig) {
	case SIGCHLD:
		reap();
		break;
	case SIGINT:
		for (e = entries; e; e = e->next)
			if (e->action == A_CTRLALTDEL && !e->pid)
				start(e);
		break;
	case SIGTERM: case SIGUSR1: case SIGUSR2: case SIGQUIT:
		shutdown_system(sig);
		break;
	}
}

/* Wait for e's process to end, handling signals meanwhile. */
static void
run_wait(struct entry *e)
{
	start(e);
	while (e->pid) {
		int sig = sigwaitinfo(&sigs, NULL);

		if (sig > 0)
			handle(sig);
	}
}

static void
run_all(int action, bool wait)
{
	struct entry *e;

	for (e = entries; e; e = e->next)
		if (e->action == action) {
			if (wait)
				run_wait(e);
			else if (!e->pid)
				start(e);
		}
}

/* Unmount everything but /, deepest (last mounted) first. */
static void
unmount_all(void)
{
	char **dirs = NULL, *line = NULL, *p, *q;
	size_t n = 0, cap = 0;
	FILE *f = fopen("/proc/mounts", "re");

	while (f && getline(&line, &cap, f) > 0) {
		if (!(p = strchr(line, ' ')) || !(q = strchr(++p, ' ')))
			continue;
		*q = 0;
		dirs = xrealloc(dirs, n + 1, sizeof(*dirs));
		dirs[n++] = mount_unescape(xstrdup(p));
	}
	if (f)
		fclose(f);
	free(line);
	while (n--) {
		if (strcmp(dirs[n], "/") && umount2(dirs[n], 0) < 0)
			mount(NULL, dirs[n], NULL, MS_REMOUNT | MS_RDONLY,
			    NULL);
		free(dirs[n]);
	}
	free(dirs);
	mount(NULL, "/", NULL, MS_REMOUNT | MS_RDONLY, NULL);
}

static NORETURN void
shutdown_system(int sig)
{
	static const char *const what[] = { "reboot", "halt", "power off" };
	int i = sig == SIGTERM ? 0 : sig == SIGUSR1 ? 1 : 2, k;
	pid_t r;
	struct entry *e;

	stopping = true;
	if (sig == SIGQUIT)
		say("restarting");
	else
		say("the system is going down for %s", what[i]);
	/* the respawned ones go first, so that they are not restarted */
	for (e = entries; e; e = e->next)
		if (e->pid && e->action != A_SHUTDOWN)
			kill(e->action == A_RESPAWN ||
			    e->action == A_ASKFIRST ? -e->pid : e->pid,
			    SIGTERM);
	run_all(A_SHUTDOWN, true);
	say("sending SIGTERM to all processes");
	kill(-1, SIGTERM);
	for (k = 0; k < 10; k++) {	/* up to a second, while any live */
		while ((r = waitpid(-1, NULL, WNOHANG)) > 0)
			;
		if (r < 0)
			break;
		usleep(100000);
	}
	say("sending SIGKILL to all processes");
	kill(-1, SIGKILL);
	while (waitpid(-1, NULL, WNOHANG) > 0)
		;
	sync();
	if (sig == SIGQUIT) {
		for (e = entries; e; e = e->next)
			if (e->action == A_RESTART) {
				exec_entry(e, false, false);
			}
		say("no restart entry: halting");
		sig = SIGUSR1;
		i = 1;
	}
	unmount_all();
	sync();
	say("requesting system %s", what[i]);
	reboot(i == 0 ? RB_AUTOBOOT : i == 1 ? RB_HALT_SYSTEM : RB_POWER_OFF);
	say("reboot: %s", strerror(errno));
	for (;;)
		pause();
}

int
init_main(int argc, char **argv)
{
	struct entry *e;
	int sig;

	(void)argc;
	(void)argv;
	if (getpid() != 1)
		error_exit("must be run as PID 1");
	sigemptyset(&sigs);
	for (sig = 0; sig < 6; sig++)
		sigaddset(&sigs, (int[]){ SIGCHLD, SIGINT, SIGTERM, SIGUSR1,
		    SIGUSR2, SIGQUIT }[sig]);
	sigprocmask(SIG_BLOCK, &sigs, NULL);
	signal(SIGHUP, SIG_IGN);
	signal(SIGTSTP, SIG_IGN);
	reboot(RB_DISABLE_CAD);		/* Ctrl-Alt-Del: SIGINT to us */
	if (chdir("/") < 0)
		say("chdir /: %s", strerror(errno));
	setsid();
	setenv("PATH", "/sbin:/usr/sbin:/bin:/usr/bin", 0);
	setenv("SHELL", "/bin/sh", 0);
	read_inittab();
	run_all(A_SYSINIT, true);
	run_all(A_WAIT, true);
	run_all(A_ONCE, false);
	run_all(A_RESPAWN, false);
	run_all(A_ASKFIRST, false);
	for (;;) {
		sig = sigwaitinfo(&sigs, NULL);
		if (sig > 0)
			handle(sig);
		for (e = entries; e; e = e->next)
			if ((e->action == A_RESPAWN ||
			    e->action == A_ASKFIRST) && !e->pid)
				start(e);
	}
}
