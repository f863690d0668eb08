/*
 * chpasswd.c - set passwords from "USER:PASSWORD" lines on stdin
 *
 * As shadow's chpasswd with a crypt method given (there is no PAM): each
 * password is hashed with a new random salt, SHA-512 by default (-m:
 * MD5; -c: MD5, SHA256 or SHA512; -s: the SHA rounds), or taken as a
 * hash already with -e. Every line is checked first; any bad line (no
 * password, an unknown user) is told with its number and nothing is
 * changed. The hashes go to /etc/shadow for the users it has, with the
 * date of the change, else to /etc/passwd (libbb/pwdb.c writes both
 * through a locked temp file). -R DIR works on DIR's files.
 *
 * applet: chpasswd usr/sbin core root
 * opts: <0>0e(encrypted)c:(crypt-method)m(md5)s#<1000(sha-rounds)R:(root)[-cm]
 * usage: chpasswd [-em] [-c METHOD] [-s ROUNDS] [-R DIR]
 *
 *	Set the passwords of the USER:PASSWORD lines read from stdin.
 *
 *	-c, --crypt-method METHOD	Hash with MD5, SHA256 or SHA512
 *	-e, --encrypted		The passwords are hashes already
 *	-m, --md5		Hash with MD5
 *	-R, --root DIR		Change the files under DIR
 *	-s, --sha-rounds ROUNDS	The rounds of SHA256 and SHA512
 * SPDX-License-Identifier: MIT
 */
#define FOR_chpasswd
#include "libbb.h"

int
chpasswd_main(int argc, char **argv)
{
	struct opts o;
	struct pwdb pw;
	char **users = NULL, **hashes = NULL, *line = NULL, *p;
	char setting[PW_HASH_MAX], out[PW_HASH_MAX + 32];
	size_t cap = 0;
	ssize_t len;
	int n = 0, lineno = 0, id = 6, bad = 0;

	(void)argc;
	getopts(&o, OPTS_chpasswd, argv);
	if (OPT(&o, F_m))
		id = 1;
	if (OPT(&o, F_c)) {
		const char *m = o.arg[S_c].s;

		id = !strcmp(m, "MD5") ? 1 : !strcmp(m, "SHA256") ? 5 :
		    !strcmp(m, "SHA512") ? 6 : 0;
		if (!id)
			error_exit("unsupported crypt method: %s", m);
	}
	if (OPT(&o, F_R) && (chroot(o.arg[S_R].s) < 0 || chdir("/") < 0))
		perror_exit("cannot chroot to %s", o.arg[S_R].s);
	while ((len = getline(&line, &cap, stdin)) > 0) {
		lineno++;
		if (line[len - 1] == '\n')
			line[--len] = 0;
		if (!(p = strchr(line, ':'))) {
			error_msg("line %d: missing new password", lineno);
			bad = 1;
			continue;
		}
		*p++ = 0;
		if (!pwdb_get("/etc/passwd", line, &pw)) {
			error_msg("line %d: user '%s' does not exist", lineno,
			    line);
			bad = 1;
			continue;
		}
		pwdb_free(&pw);
		if (OPT(&o, F_e) && strpbrk(p, ":\n")) {
			error_msg("line %d: a hash holds no ':'", lineno);
			bad = 1;
			continue;
		}
		if (!OPT(&o, F_e)) {
			pw_salt(setting, id);
			if (id != 1 && OPT(&o, F_s))
				snprintf(out, sizeof(out), "$%d$rounds=%lld$%s",
				    id, o.arg[S_s].n, setting + 3);
			else
				strcpy(out, setting);
			p = pw_encrypt(p, out, setting);
		}
		users = xrealloc(users, n + 1, sizeof(*users));
		hashes = xrealloc(hashes, n + 1, sizeof(*hashes));
		users[n] = xstrdup(line);
		hashes[n++] = xstrdup(p);
		explicit_bzero(line, len);
	}
	free(line);
	if (bad)
		error_exit("error detected, changes ignored");
	if (n && pwdb_set_pass(users, hashes, n, true) < 0)
		return 1;
	for (int i = 0; i < n; i++)
		explicit_bzero(hashes[i], strlen(hashes[i]));
	return 0;
}
