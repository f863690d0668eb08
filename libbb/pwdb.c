/*
 * pwdb.c - /etc/passwd, /etc/shadow and /etc/group: lines of fields
 * separated by colons, the first field a name
 *
 * Readers split the line of one name (the first line with that name
 * wins); writers go through pwdb_rewrite: under the lock every writer of
 * the three files takes (the directory's .pwd.lock, as shadow's tools
 * lock it), the new file is written beside the old one as FILE+, with
 * the old one's mode and owner, flushed to disk and renamed over it, so
 * that a crash leaves either the old file or the new one, never a
 * truncated one.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <grp.h>
#include <time.h>

bool
pwdb_get(const char *file, const char *name, struct pwdb *e)
{
	FILE *f = fopen(file, "re");
	size_t cap = 0, n = strlen(name);
	char *p;

	e->line = NULL;
	e->n = 0;
	if (!f)
		return false;
	while (getline(&e->line, &cap, f) > 0) {
		if (strncmp(e->line, name, n) || e->line[n] != ':' || !n)
			continue;
		fclose(f);
		e->line[strcspn(e->line, "\n")] = 0;
		for (p = e->line; e->n < PWDB_FIELDS; p++) {
			e->f[e->n++] = p;
			if (!(p = strchr(p, ':')))
				break;
			*p = 0;
		}
		for (int i = e->n; i < PWDB_FIELDS; i++)
			e->f[i] = "";
		errno = 0;
		return true;
	}
	fclose(f);
	free(e->line);
	e->line = NULL;
	errno = 0;
	return false;
}

void
pwdb_free(struct pwdb *e)
{
	if (e->line)
		explicit_bzero(e->line, strlen(e->line));
	free(e->line);
	e->line = NULL;
}

bool
pwdb_user(const char *name, struct pwdb *pw, struct pwdb *sp)
{
	unsigned long v;
	char *end;

	sp->line = NULL;
	if (!pwdb_get("/etc/passwd", name, pw))
		return false;
	for (int i = 2; i < 4; i++) {
		v = strtoul(pw->f[i], &end, 10);
		if (pw->n != 7 || !isdigit((unsigned char)*pw->f[i]) ||
		    *end || v > UINT_MAX - 1) {
			pwdb_free(pw);
			errno = EINVAL;
			return false;
		}
	}
	pw->uid = strtoul(pw->f[2], NULL, 10);
	pw->gid = strtoul(pw->f[3], NULL, 10);
	// the password: /etc/shadow's when the passwd field says "x"
	pw->pass = pw->f[1];
	if (!strcmp(pw->pass, "x")) {
		pw->pass = "*";
		if (pwdb_get("/etc/shadow", name, sp) && sp->n >= 2)
			pw->pass = sp->f[1];
	}
	return true;
}

int
pwdb_groups(const char *user, gid_t **list, int n)
{
	FILE *f = fopen("/etc/group", "re");
	char *line = NULL, *p, *m, *end;
	size_t cap = 0, ul = strlen(user);
	unsigned long g;
	int k;

	if (!f)
		return n;
	while (getline(&line, &cap, f) > 0) {
		line[strcspn(line, "\n")] = 0;
		if (!(p = strchr(line, ':')) || !(p = strchr(p + 1, ':')) ||
		    !isdigit((unsigned char)p[1]))
			continue;
		g = strtoul(p + 1, &end, 10);
		if (*end != ':' || g > UINT_MAX)
			continue;
		for (m = end + 1; *m; m += strcspn(m, ","), m += !!*m) {
			if (strncmp(m, user, ul) || (m[ul] != ',' && m[ul]))
				continue;
			for (k = 0; k < n && (*list)[k] != g; k++)
				;
			if (k < n)
				continue;
			*list = xrealloc(*list, n + 1, sizeof(**list));
			(*list)[n++] = g;
		}
	}
	free(line);
	fclose(f);
	return n;
}

/* the lock every writer takes: waits up to 15 seconds for it */
static int
lock(const char *file)
{
	char *path = xasprintf("%.*s/.pwd.lock", (int)dir_len(file), file);
	struct flock l = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
	int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);

	for (int i = 0; fd >= 0 && fcntl(fd, F_SETLK, &l) < 0; i++) {
		if ((errno != EACCES && errno != EAGAIN) || i == 150) {
			close(fd);
			fd = -1;
			break;
		}
		usleep(100000);
	}
	if (fd < 0)
		error_msg("cannot lock %s: %s", path, strerror(errno));
	free(path);
	return fd;
}

/*
 * A transaction (pwdb_begin): each rewrite until pwdb_commit writes and
 * flushes its FILE+ under the one lock, and pwdb_commit renames them all;
 * a failure unlinks every FILE+ and ends it. So a user's passwd, shadow
 * and group lines are made together or not at all, when the disk is full
 * say. Each file is rewritten once in a transaction (a rewrite reads the
 * old file, not the FILE+ before it).
 */
static struct {
	bool	on;
	int	lk, n;
	char	*file[3], *tmp[3];
} tx = { .lk = -1 };

void
pwdb_begin(void)
{
	tx.on = true;
}

/* the end of a transaction: its files renamed (commit) or removed */
static int
tx_end(bool commit)
{
	int ret = commit ? 0 : -1;

	for (int i = 0; i < tx.n; i++) {
		if (!ret && rename(tx.tmp[i], tx.file[i]) < 0) {
			perror_msg("cannot rename %s to %s", tx.tmp[i],
			    tx.file[i]);
			ret = -1;
		}
		if (ret)
			unlink(tx.tmp[i]);
		free(tx.file[i]);
		free(tx.tmp[i]);
	}
	if (tx.lk >= 0)
		close(tx.lk);
	tx.lk = -1;
	tx.n = 0;
	tx.on = false;
	return ret;
}

int
pwdb_commit(void)
{
	return tx_end(true);
}

int
pwdb_rewrite(const char *file, const char *(*edit)(const char *, void *),
    void *ctx)
{
	char *tmp = xasprintf("%s+", file), *line = NULL;
	const char *out;
	size_t cap = 0;
	struct stat st;
	ssize_t n;
	FILE *in, *o = NULL;
	int lk, fd = -1, ret = -1;

	if (tx.on && tx.n == (int)ARRAY_SIZE(tx.file))
		error_exit("%s: one file too many in a transaction", file);
	if ((lk = tx.lk >= 0 ? tx.lk : lock(file)) < 0) {
		free(tmp);
		return tx.on ? tx_end(false) : -1;
	}
	if (tx.on)
		tx.lk = lk;
	if (!(in = fopen(file, "re"))) {
		perror_msg("%s", file);
		goto done;
	}
	fstat(fileno(in), &st);
	unlink(tmp);
	fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0 ||
	    fchown(fd, st.st_uid, st.st_gid) < 0 ||
	    fchmod(fd, st.st_mode & 07777) < 0 || !(o = fdopen(fd, "w"))) {
		perror_msg("%s", tmp);
		goto done;
	}
	fd = -1;
	while ((n = getline(&line, &cap, in)) > 0) {
		if (line[n - 1] == '\n')
			line[--n] = 0;
		if ((out = edit(line, ctx)))
			fprintf(o, "%s\n", out);
	}
	if ((out = edit(NULL, ctx)))
		fprintf(o, "%s\n", out);
	if (ferror(in)) {
		perror_msg("%s", file);
		goto done;
	}
	if (fflush(o) || fsync(fileno(o)) || ferror(o)) {
		perror_msg("%s", tmp);
		goto done;
	}
	if (tx.on) {		/* renamed by pwdb_commit */
		tx.file[tx.n] = xstrdup(file);
		tx.tmp[tx.n++] = tmp;
		tmp = NULL;
	} else if (rename(tmp, file) < 0) {
		perror_msg("cannot rename %s to %s", tmp, file);
		goto done;
	}
	ret = 0;
done:
	if (line)
		explicit_bzero(line, cap);
	free(line);
	if (in)
		fclose(in);
	if (o)
		fclose(o);
	if (fd >= 0)
		close(fd);
	if (ret && tmp)
		unlink(tmp);
	free(tmp);
	if (tx.on)
		return ret ? tx_end(false) : 0;
	close(lk);
	return ret;
}

struct put {
	const char	*name, *line;
	bool		done;
};

static const char *
put_edit(const char *line, void *ctx)
{
	struct put *p = ctx;
	size_t n = strlen(p->name);

	if (!line)
		return p->done ? NULL : p->line;
	if (p->done || strncmp(line, p->name, n) || line[n] != ':')
		return line;
	p->done = true;
	return p->line;
}

int
pwdb_put(const char *file, const char *name, const char *line)
{
	struct put p = { name, line, false };

	return pwdb_rewrite(file, put_edit, &p);
}

struct setpass {
	char *const	*users, *const *hashes;
	int		n;
	bool		shadow, *in_shadow;
	long		today;		/* the date field, or -1 to keep it */
	char		*out;
};

/* line with its field k (from 0) replaced by v; malloc'd */
static char *
set_field(const char *line, int k, const char *v)
{
	size_t n;
	const char *s = pwdb_field(line, k, &n);

	if (!s)
		return xstrdup(line);
	return xasprintf("%.*s%s%s", (int)(s - line), line, v, s + n);
}

static const char *
setpass_edit(const char *line, void *ctx)
{
	struct setpass *c = ctx;
	char date[24], *t;
	size_t l;
	int i;

	free(c->out);
	c->out = NULL;
	if (!line)
		return NULL;
	for (i = 0; i < c->n; i++) {
		l = strlen(c->users[i]);
		if (!strncmp(line, c->users[i], l) && line[l] == ':' &&
		    c->in_shadow[i] == c->shadow)
			break;
	}
	if (i == c->n)
		return line;
	c->out = set_field(line, 1, c->hashes[i]);
	if (c->shadow && c->today >= 0) {
		snprintf(date, sizeof(date), "%ld", c->today);
		t = set_field(c->out, 2, date);
		free(c->out);
		c->out = t;
	}
	return c->out;
}

int
pwdb_set_pass(char *const *users, char *const *hashes, int n, bool stamp)
{
	struct setpass c = { users, hashes, n, false, NULL, -1, NULL };
	struct pwdb sp;
	bool any[2] = { false, false };
	int ret = 0;

	c.in_shadow = xmalloc(n + 1);
	for (int i = 0; i < n; i++) {
		c.in_shadow[i] = pwdb_get("/etc/shadow", users[i], &sp);
		pwdb_free(&sp);
		any[c.in_shadow[i]] = true;
	}
	if (stamp)
		c.today = time(NULL) / 86400;
	pwdb_begin();
	for (int f = 0; f < 2 && !ret; f++) {
		c.shadow = f;
		if (any[f])
			ret = pwdb_rewrite(f ? "/etc/shadow" : "/etc/passwd",
			    setpass_edit, &c);
	}
	if (!ret)
		ret = pwdb_commit();
	free(c.in_shadow);
	return ret;
}

/* the field k (from 0) of line, its length in *n; NULL if it has none */
const char *
pwdb_field(const char *line, int k, size_t *n)
{
	while (k-- && line)
		if ((line = strchr(line, ':')))
			line++;
	if (line)
		*n = strcspn(line, ":");
	return line;
}

/* is id used in the third field of a line of file? */
bool
pwdb_id_used(const char *file, unsigned long id)
{
	FILE *f = fopen(file, "re");
	char *line = NULL;
	const char *p;
	size_t cap = 0, n;
	bool used = false;

	while (f && !used && getline(&line, &cap, f) > 0)
		used = (p = pwdb_field(line, 2, &n)) && n &&
		    strtoul(p, NULL, 10) == id;
	free(line);
	if (f)
		fclose(f);
	return used;
}

unsigned long
pwdb_free_id(const char *file, bool sys, unsigned long want)
{
	unsigned long lo = sys ? 100 : 1000, hi = sys ? 999 : 59999;

	if (want != ULONG_MAX && !pwdb_id_used(file, want))
		return want;
	for (unsigned long id = lo; id <= hi; id++)
		if (!pwdb_id_used(file, id))
			return id;
	error_exit("no free id from %lu to %lu", lo, hi);
}

void
pwdb_valid_name(const char *name)
{
	if (!*name || *name == '-' || strpbrk(name, ":,\n\t ") ||
	    strspn(name, "0123456789") == strlen(name) || strlen(name) > 32)
		error_exit("invalid name '%s'", name);
}

/*
 * The member lists of /etc/group: user added to group's (add), removed
 * from group's, or from every list (group NULL)
 */
struct members {
	const char	*user, *group;
	bool		add;
	char		*out;
	const char	*drop;		/* this group's line goes too */
};

static const char *
member_edit(const char *line, void *ctx)
{
	struct members *c = ctx;
	const char *m, *p;
	size_t ul = strlen(c->user), gl, n;
	char *o;

	free(c->out);
	c->out = NULL;
	if (line && c->drop && (gl = strlen(c->drop),
	    !strncmp(line, c->drop, gl) && line[gl] == ':'))
		return NULL;
	if (!line || (c->group && (gl = strlen(c->group),
	    strncmp(line, c->group, gl) || line[gl] != ':')))
		return line;
	if (!(m = pwdb_field(line, 3, &n)))
		return line;	// no member field: leave the line alone
	o = c->out = xmalloc(strlen(line) + ul + 2);
	o += sprintf(o, "%.*s", (int)(m - line), line);
	for (p = m; p < m + n; p += strcspn(p, ",") + (p[strcspn(p, ",")]
	    == ',')) {
		size_t l = strcspn(p, ",:");

		if (l > (size_t)(m + n - p))
			l = m + n - p;
		if (!l || (l == ul && !strncmp(p, c->user, ul)))
			continue;
		o += sprintf(o, "%s%.*s", o[-1] == ':' ? "" : ",", (int)l, p);
	}
	if (c->add)
		o += sprintf(o, "%s%s", o[-1] == ':' ? "" : ",", c->user);
	strcpy(o, m + n);
	return c->out;
}

int
pwdb_members(const char *user, const char *group, bool add)
{
	return pwdb_members_drop(user, group, add, NULL);
}

int
pwdb_members_drop(const char *user, const char *group, bool add,
    const char *drop)
{
	struct members c = { user, group, add, NULL, drop };
	int r = pwdb_rewrite("/etc/group", member_edit, &c);

	free(c.out);
	return r;
}

bool
pwdb_has(const char *file, const char *name)
{
	struct pwdb e;
	bool r = pwdb_get(file, name, &e);

	pwdb_free(&e);
	return r;
}

/* the passwd line of a user whose login group is gid, if any: its name */
char *
pwdb_group_user(unsigned long gid, const char *skip)
{
	FILE *f = fopen("/etc/passwd", "re");
	char *line = NULL, *who = NULL;
	const char *p;
	size_t cap = 0, n, k;

	while (f && !who && getline(&line, &cap, f) > 0) {
		k = strcspn(line, ":");
		if (skip && strlen(skip) == k && !strncmp(line, skip, k))
			continue;
		if ((p = pwdb_field(line, 3, &n)) && n &&
		    strtoul(p, NULL, 10) == gid)
			who = xstrndup(line, k);
	}
	free(line);
	if (f)
		fclose(f);
	return who;
}

bool
pwdb_listed(const char *file, const char *s, bool missing)
{
	FILE *f = fopen(file, "re");
	char *line = NULL;
	size_t cap = 0;
	bool ok = !f && missing;

	while (f && !ok && getline(&line, &cap, f) > 0) {
		line[strcspn(line, "\n")] = 0;
		ok = line[0] != '#' && !strcmp(line, s);
	}
	free(line);
	if (f)
		fclose(f);
	return ok;
}

void
pwdb_become(const struct pwdb *pw, const char *name)
{
	gid_t *groups = xmalloc(sizeof(*groups));
	int n;

	groups[0] = pw->gid;
	n = pwdb_groups(name, &groups, 1);
	if (setgroups(n, groups) < 0 || setgid(pw->gid) < 0 ||
	    setuid(pw->uid) < 0)
		perror_exit("cannot change to user %s", name);
	free(groups);
}

static void
set_env(const char *name, const char *value)
{
	if (setenv(name, value, 1) < 0)
		error_exit("out of memory");
}

void
pwdb_env(const struct pwdb *pw, const char *name, const char *home,
    const char *shell, unsigned how)
{
	char *term;

	if (how & PWENV_CLEAR) {
		term = getenv("TERM");
		term = term ? xstrdup(term) : NULL;
		clearenv();
		if (term)
			set_env("TERM", term);
		free(term);
	}
	if (how & PWENV_PATH)
		set_env("PATH", pw->uid ? "/usr/local/bin:/bin:/usr/bin" :
		    "/usr/local/sbin:/usr/local/bin:/sbin:/bin:/usr/sbin:"
		    "/usr/bin");
	set_env("HOME", home);
	set_env("SHELL", shell);
	if (how & PWENV_NAMES) {
		set_env("USER", name);
		set_env("LOGNAME", name);
	}
}
