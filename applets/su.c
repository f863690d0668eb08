/*
 * su.c - run a shell as another user
 *
 * As util-linux's su, without PAM: the password of USER (root by
 * default) is asked for unless root runs su, checked as login checks it,
 * and a failure says "Authentication failure" after 3 seconds. Then su
 * takes USER's groups and ids and runs USER's shell (or -s SHELL, which
 * only root may give when USER's shell is not in /etc/shells) with the
 * ARGs, after -c CMD when given. The environment is kept, with HOME and
 * SHELL set, and USER and LOGNAME unless USER is root; -m keeps it all.
 * With -, -l or --login the shell is a login shell ("-sh") started in
 * the home directory, with an environment of TERM alone plus those and
 * PATH. The shell replaces su, so its status is su's.
 *
 * applet: su bin core suid
 * opts: c:(command)s:(shell)l(login)m(preserve-environment)p
 * usage: su [-lmp] [-c CMD] [-s SHELL] [-] [USER [ARG]...]
 *
 *	Run a shell as USER (root by default), with ARGs.
 *
 *	-, -l, --login	Start a login shell, with a new environment
 *	-c, --command CMD	Run CMD in the shell
 *	-m, -p, --preserve-environment	Keep the environment as it is
 *	-s, --shell SHELL	Run SHELL instead of USER's shell
 * SPDX-License-Identifier: MIT
 */
#define FOR_su
#include "libbb.h"
#include <grp.h>

int
su_main(int argc, char **argv)
{
	struct opts o;
	struct pwdb pw, sp;
	const char *name = "root", *shell;
	char *pass, **args;
	int n = 0;
	bool login, ok;

	(void)argc;
	argv = getopts(&o, OPTS_su, argv);
	login = OPT(&o, F_l);
	if (*argv && !strcmp(*argv, "-")) {
		login = true;
		argv++;
	}
	if (*argv)
		name = *argv++;
	if (!pwdb_user(name, &pw, &sp))
		error_exit("user %s does not exist or the user entry does not "
		    "contain all the required fields", name);
	if (getuid()) {
		if (!(pass = ask_pass(STDIN_FILENO, "Password: ")))
			pass = xstrdup("");
		ok = *pw.pass ? pw_match(pass, pw.pass) : true;
		free_pass(pass);
		if (!ok) {
			sleep(3);
			error_exit("Authentication failure");
		}
	}
	pwdb_free(&sp);
	shell = *pw.f[6] ? pw.f[6] : "/bin/sh";
	if (OPT(&o, F_s)) {
		// without /etc/shells: /bin/sh alone is listed
		if (getuid() && !pwdb_listed("/etc/shells", shell,
		    !strcmp(shell, "/bin/sh")))
			error_msg("using restricted shell %s", shell);
		else
			shell = o.arg[S_s].s;
	}
	pwdb_become(&pw, name);
	if (login)
		pwdb_env(&pw, name, pw.f[5], shell,
		    PWENV_CLEAR | PWENV_PATH | PWENV_NAMES);
	else if (!OPT(&o, F_m) && !OPT(&o, F_p))
		pwdb_env(&pw, name, pw.f[5], shell, pw.uid ? PWENV_NAMES : 0);
	if (login && chdir(pw.f[5]) < 0)
		perror_msg("warning: cannot change directory to %s", pw.f[5]);
	args = xmalloc((4 + argc) * sizeof(*args));
	args[n++] = login ? xasprintf("-%s", base_name(shell)) :
	    (char *)base_name(shell);
	if (OPT(&o, F_c)) {
		args[n++] = "-c";
		args[n++] = (char *)o.arg[S_c].s;
	}
	while (*argv)
		args[n++] = *argv++;
	args[n] = NULL;
	execv(shell, args);
	perror_msg("failed to execute %s", shell);
	return errno == ENOENT ? 127 : 126;
}
