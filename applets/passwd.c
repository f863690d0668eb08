/*
 * passwd.c - change a user's password
 *
 * As shadow's passwd, without PAM. Without options it changes the
 * password of USER (only root may name another user than itself): a
 * user other than root gives the current password first, then the new
 * one twice; it is hashed with SHA-512 and a new salt and written to
 * /etc/shadow (with the date of the change) when USER has a line
 * there, else to /etc/passwd, through a locked temp file renamed over
 * the original (libbb/pwdb.c). Root alone may -d (delete: no password
 * needed), -l (lock: a "!" before the hash) and -u (unlock). With a
 * set-user-ID rootbox, users can change their own passwords.
 *
 * applet: passwd usr/bin core suid
 * opts: <0>1d(delete)l(lock)u(unlock)R:(root)[!dlu]
 * usage: passwd [-d|-l|-u] [-R DIR] [USER]
 *
 *	Change the password of USER (by default the caller's).
 *
 *	-d, --delete	Delete the password: none is needed to log in
 *	-l, --lock	Lock the password: none is accepted
 *	-R, --root DIR	Change the files under DIR
 *	-u, --unlock	Unlock a locked password
 * SPDX-License-Identifier: MIT
 */
#define FOR_passwd
#include "libbb.h"

/* PAM's way of saying no: why (if any), then passwd's two lines */
static NORETURN void
unchanged(const char *why)
{
	if (why)
		fprintf(stderr, "%s\n", why);
	error_msg("Authentication token manipulation error");
	error_msg("password unchanged");
	xexit(10);
}

int
passwd_main(int argc, char **argv)
{
	struct opts o;
	struct pwdb pw, sp;
	const char *name;
	char *hash, *old, *new, *again, setting[PW_HASH_MAX];
	char out[PW_HASH_MAX];
	uid_t uid = getuid();

	(void)argc;
	argv = getopts(&o, OPTS_passwd, argv);
	if (OPT(&o, F_R)) {
		if (uid)
			error_exit("Permission denied.");
		if (chroot(o.arg[S_R].s) < 0 || chdir("/") < 0)
			perror_exit("cannot chroot to %s", o.arg[S_R].s);
	}
	if (!(name = *argv) && !(name = uid_to_name(uid)))
		error_exit("Cannot determine your user name.");
	if (!pwdb_user(name, &pw, &sp))
		error_exit("user '%s' does not exist", name);
	if (uid && (uid != pw.uid || OPT(&o, F_d | F_l | F_u)))
		error_exit("You may not view or modify password information "
		    "for %s.", name);
	hash = xstrdup(pw.pass);
	pwdb_free(&sp);
	if (OPT(&o, F_d | F_l | F_u)) {
		if (OPT(&o, F_d))
			hash[0] = 0;
		else if (OPT(&o, F_l) && hash[0] != '!')
			hash = xasprintf("!%s", hash);
		else if (OPT(&o, F_u) && hash[0] == '!')
			hash++;
		if (pwdb_set_pass((char **)&name, &hash, 1, false) < 0)
			return 3;
		printf("passwd: password changed.\n");
		return 0;
	}
	printf("Changing password for %s.\n", name);
	fflush(stdout);
	if (uid && *hash) {
		if (!(old = ask_pass(STDIN_FILENO, "Current password: ")) ||
		    !pw_match(old, hash)) {
			free_pass(old);
			sleep(3);
			unchanged(NULL);
		}
		free_pass(old);
	}
	new = ask_pass(STDIN_FILENO, "New password: ");
	if (!new || !*new)
		unchanged("No password has been supplied.");
	again = ask_pass(STDIN_FILENO, "Retype new password: ");
	if (!again || strcmp(new, again)) {
		free_pass(new);
		free_pass(again);
		unchanged("Sorry, passwords do not match.");
	}
	free_pass(again);
	hash = pw_encrypt(new, pw_salt(setting, 6), out);
	free_pass(new);
	if (pwdb_set_pass((char **)&name, &hash, 1, true) < 0)
		return 3;
	explicit_bzero(out, sizeof(out));
	printf("passwd: password updated successfully\n");
	return 0;
}
