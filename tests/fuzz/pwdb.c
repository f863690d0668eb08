/*
 * pwdb.c - libFuzzer target for /etc/passwd, /etc/shadow, /etc/group
 *
 * The input is five NUL-separated parts: a passwd file, a shadow file, a
 * group file, a user name and a new password hash. libbb/pwdb.c is
 * #included, its public names renamed so as not to meet the binary's
 * copy and its fopen() reading those parts (fuzz.h), and the readers run
 * as login, su, id and adduser run them: the user's passwd line and
 * password (pwdb_user), groups (pwdb_groups), a user of a group, whether
 * an id or name is taken; each line of the files then goes through the
 * edits that passwd, addgroup and delgroup make (member_edit,
 * setpass_edit, put_edit), which pwdb_rewrite would write back. Nothing
 * is written and no file of the system is read.
 * SPDX-License-Identifier: MIT
 */
/* before libbb.h, so that its declarations are renamed too */
#define pwdb_get	fuzz_pwdb_get
#define pwdb_free	fuzz_pwdb_free
#define pwdb_user	fuzz_pwdb_user
#define pwdb_groups	fuzz_pwdb_groups
#define pwdb_rewrite	fuzz_pwdb_rewrite
#define pwdb_put	fuzz_pwdb_put
#define pwdb_set_pass	fuzz_pwdb_set_pass
#define pwdb_field	fuzz_pwdb_field
#define pwdb_id_used	fuzz_pwdb_id_used
#define pwdb_free_id	fuzz_pwdb_free_id
#define pwdb_valid_name	fuzz_pwdb_valid_name
#define pwdb_members	fuzz_pwdb_members
#define pwdb_members_drop	fuzz_pwdb_members_drop
#define pwdb_begin	fuzz_pwdb_begin
#define pwdb_commit	fuzz_pwdb_commit
#define pwdb_has	fuzz_pwdb_has
#define pwdb_group_user	fuzz_pwdb_group_user
#define pwdb_listed	fuzz_pwdb_listed
#define pwdb_become	fuzz_pwdb_become
#define pwdb_env	fuzz_pwdb_env
#include "fuzz.h"
#define fopen		fuzz_fopen
#include "../../libbb/pwdb.c"

/* each line of text through edit, as pwdb_rewrite would write them */
static void
edit_lines(const char *text, const char *(*edit)(const char *, void *),
    void *ctx)
{
	char *copy = xstrdup(text), *line, *save = NULL;
	const char *r;

	for (line = strtok_r(copy, "\n", &save); line;
	    line = strtok_r(NULL, "\n", &save))
		if ((r = edit(line, ctx)) && strchr(r, '\n'))
			abort();
	edit(NULL, ctx);
	free(copy);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *passwd, *shadow, *group, *user, *hash;
	struct pwdb pw, sp;
	gid_t *list = NULL;
	char *who;
	int n;

	passwd = fuzz_part(&data, &size);
	shadow = fuzz_part(&data, &size);
	group = fuzz_part(&data, &size);
	user = fuzz_part(&data, &size);
	hash = fuzz_part(&data, &size);
	fuzz_file("passwd", passwd);
	fuzz_file("shadow", shadow);
	fuzz_file("group", group);
	if (pwdb_user(user, &pw, &sp)) {
		if (pw.n != 7 || !pw.pass)
			abort();
		n = pwdb_groups(user, &list, 0);
		if (n > 0 && !list)
			abort();
		free(list);
		if ((who = pwdb_group_user(pw.gid, NULL)))
			free(who);
		if ((who = pwdb_group_user(pw.gid, user)))
			free(who);
		pwdb_id_used("/etc/passwd", pw.uid);
		pwdb_has("/etc/group", user);
		pwdb_free(&pw);
		pwdb_free(&sp);
	}
	pwdb_listed("/etc/shadow", user, false);
	if (!strchr(user, '\n') && !strchr(hash, '\n')) {
		struct members m = { user, NULL, true, NULL, NULL };
		char *const users[1] = { user }, *const hashes[1] = { hash };
		bool in_shadow[1] = { true };
		struct setpass c = { users, hashes, 1, true, in_shadow, 20000,
			NULL };
		struct put p = { user, hash, false };

		edit_lines(group, member_edit, &m);
		m.add = false;
		m.group = hash;
		edit_lines(group, member_edit, &m);
		m.group = NULL;
		m.drop = user;
		edit_lines(group, member_edit, &m);
		edit_lines(shadow, setpass_edit, &c);
		c.shadow = in_shadow[0] = false;
		c.today = -1;
		edit_lines(passwd, setpass_edit, &c);
		edit_lines(passwd, put_edit, &p);
	}
	fuzz_reset();
	free(passwd);
	free(shadow);
	free(group);
	free(user);
	free(hash);
	return 0;
}
