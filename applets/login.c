/*
 * login.c - begin a session on the terminal
 *
 * As util-linux's login, without PAM: asks for the name (unless given)
 * and the password, checks it against /etc/passwd or /etc/shadow
 * ($1$, $5$, $6$ hashes: libbb/crypt.c; an empty field needs none, "!"
 * and "*" let no one in), and starts the user's shell as a login shell
 * ("-sh") in the home directory with HOME SHELL USER LOGNAME PATH MAIL
 * set, TERM kept, and the rest of the environment cleared unless -p.
 * A wrong name or password both say "Login incorrect" after a delay of
 * 3 seconds; the third failure ends login. root may log in only on the
 * terminals /etc/securetty lists, when it exists; others not at all
 * while /etc/nologin exists (its text is shown). The terminal becomes
 * the user's (group tty, mode 620; without a tty group 600). /etc/motd
 * is shown unless ~/.hushlogin exists. There is no utmp; -h sets
 * REMOTEHOST. The whole login must be done within 60 seconds.
 *
 * applet: login bin core root
 * opts: <0>1fph:
 * usage: login [-p] [-h HOST] [-f] [USER]
 *
 *	Begin a session on this terminal as USER (asked for when not given).
 *
 *	-f	Do not ask for the password (USER has been authenticated)
 *	-h HOST	The remote host the login comes from (REMOTEHOST)
 *	-p	Keep the environment
 * SPDX-License-Identifier: MIT
 */
#define FOR_login
#include "libbb.h"
#include <grp.h>
#include <signal.h>
#include <sys/utsname.h>

enum { TRIES = 3, DELAY = 3, TIMEOUT = 60 };

static void
timed_out(int sig)
{
	static const char msg[] = "\nLogin timed out after 60 seconds\n";

	(void)sig;
	ask_pass_restore();
	write_full(STDOUT_FILENO, msg, sizeof(msg) - 1);
	_exit(1);
}

/* a line from the terminal, without its newline; NULL at EOF */
static char *
ask_name(const char *host)
{
	static char line[256];
	size_t n = 0;
	char c;

	printf("%s login: ", host);
	fflush(stdout);
	while (read(STDIN_FILENO, &c, 1) == 1) {
		if (c == '\n' || c == '\r') {
			line[n] = 0;
			return line;
		}
		if (n < sizeof(line) - 1)
			line[n++] = c;
	}
	return NULL;
}

/* copy a file to stdout when it exists; true if it did */
static bool
show(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return false;
	fflush(stdout);
	copy_fd(fd, STDOUT_FILENO);
	close(fd);
	return true;
}

int
login_main(int argc, char **argv)
{
	struct opts o;
	struct pwdb pw, sp;
	struct utsname u;
	const char *name, *tty, *shell, *home, *base;
	char *pass, *arg0, *ttydev;
	gid_t ttygid;
	int tries = 0;
	bool ok, found;

	(void)argc;
	argv = getopts(&o, OPTS_login, argv);
	name = *argv;
	if (OPT(&o, F_f) && !name)
		usage_exit("-f needs a user name");
	signal(SIGALRM, timed_out);
	alarm(TIMEOUT);
	if ((ttydev = ttyname(STDIN_FILENO)))
		ttydev = xstrdup(ttydev);
	tty = !ttydev ? "" : !strncmp(ttydev, "/dev/", 5) ? ttydev + 5 :
	    ttydev;
	uname(&u);
	for (;;) {
		while (!name || !*name)
			if (!(name = ask_name(u.nodename)))
				return 1;
		found = name[0] != '-' && !strpbrk(name, ":\n") &&
		    pwdb_user(name, &pw, &sp);
		if (found && OPT(&o, F_f) && !tries) {
			ok = true;
		} else if (found && !*pw.pass) {
			ok = true;
		} else {
			if (!(pass = ask_pass(STDIN_FILENO, "Password: ")))
				return 1;
			ok = found && pw_match(pass, pw.pass);
			free_pass(pass);
		}
		if (ok && pw.uid == 0 && !pwdb_listed("/etc/securetty", tty, true))
			ok = false;
		if (ok)
			break;
		if (found) {
			pwdb_free(&pw);
			pwdb_free(&sp);
		}
		sleep(DELAY);
		printf("\nLogin incorrect\n");
		if (++tries == TRIES) {
			printf("Maximum number of tries exceeded (%d)\n", TRIES);
			return 1;
		}
		name = NULL;
	}
	alarm(0);
	signal(SIGALRM, SIG_DFL);
	pwdb_free(&sp);
	if (pw.uid && show("/etc/nologin"))
		return 1;
	/* the terminal, then the ids: groups first, the uid last */
	if (ttydev) {
		ttygid = pw.gid;
		if (name_to_gid("tty", &ttygid) < 0)
			ttygid = (gid_t)-1;
		if (chown(ttydev, pw.uid, ttygid == (gid_t)-1 ? pw.gid :
		    ttygid) < 0 || chmod(ttydev, ttygid == (gid_t)-1 ?
		    0600 : 0620) < 0)
			perror_msg("%s", ttydev);
	}
	pwdb_become(&pw, name);
	home = *pw.f[5] ? pw.f[5] : "/";
	shell = *pw.f[6] ? pw.f[6] : "/bin/sh";
	pwdb_env(&pw, name, home, shell, PWENV_PATH | PWENV_NAMES |
	    (OPT(&o, F_p) ? 0 : PWENV_CLEAR));
	arg0 = xasprintf("/var/spool/mail/%s", name);
	setenv("MAIL", arg0, 1);
	free(arg0);
	if (OPT(&o, F_h))
		setenv("REMOTEHOST", o.arg[S_h].s, 1);
	if (chdir(home) < 0) {
		printf("No directory %s!\nLogging in with home = \"/\".\n",
		    home);
		if (chdir("/") < 0)
			perror_exit("/");
		setenv("HOME", "/", 1);
	}
	if (access(".hushlogin", F_OK) < 0)
		show("/etc/motd");
	fflush(stdout);
	signal(SIGINT, SIG_DFL);
	signal(SIGQUIT, SIG_DFL);
	signal(SIGTSTP, SIG_DFL);
	base = base_name(shell);
	arg0 = xasprintf("-%s", base);
	execl(shell, arg0, (char *)NULL);
	perror_msg("cannot run %s", shell);
	return 1;
}
