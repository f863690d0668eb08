/*
 * ids.c - user and group names, read from /etc/passwd and /etc/group
 *
 * A static musl binary has no NSS, so the files are the database, as on
 * the small systems rootbox is for. Lines are "name:x:id:...", the first
 * match wins (as in glibc's files backend). Every answer, found or not, is
 * cached, so ls -l of a big directory reads each file at most once per
 * distinct id.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

struct ident {
	struct ident	*next;
	unsigned	id;
	bool		found, byname;
	char		name[];
};

enum { NBUCKET = 64 };
static struct ident *cache[2][NBUCKET];
static struct ident *last[2];

static const char *const dbfile[2] = { "/etc/passwd", "/etc/group" };

/*
 * Scan db for a line whose id is id (name NULL) or whose name is name.
 * Fills *idp (and *gidp, when not NULL: the passwd line's group field)
 * and returns the name, malloc'd, or NULL when there is none.
 */
static char *
scan(int db, const char *name, unsigned *idp, unsigned *gidp)
{
	FILE *f = fopen(dbfile[db], "re");
	char *line = NULL, *p, *end, *res = NULL;
	size_t cap = 0, n;
	unsigned long v;

	if (!f)
		return NULL;
	while (getline(&line, &cap, f) > 0) {
		n = strcspn(line, ":\n");
		if (line[n] != ':' || !n)
			continue;
		p = strchr(line + n + 1, ':');	// skip the password field
		if (!p || p[1] < '0' || p[1] > '9')
			continue;
		errno = 0;
		v = strtoul(p + 1, &end, 10);
		if (*end != ':' || errno || v > UINT_MAX)
			continue;
		if (name ? strlen(name) == n && !memcmp(line, name, n) :
		    v == *idp) {
			*idp = v;
			p = end + 1;	// the group field, for gidp
			v = strtoul(p, &end, 10);
			if (gidp && (!isdigit((unsigned char)*p) ||
			    *end != ':' || v > UINT_MAX))
				break;
			if (gidp)
				*gidp = v;
			res = xstrndup(line, n);
			break;
		}
	}
	free(line);
	fclose(f);
	return res;
}

static struct ident *
remember(int db, unsigned id, const char *name, bool found, bool byname)
{
	size_t n = strlen(name) + 1;
	struct ident *e = xmalloc(sizeof(*e) + n);
	unsigned h = byname ? 0 : id % NBUCKET;

	for (const char *s = name; byname && *s; s++)
		h = h * 31 + (unsigned char)*s;
	h %= NBUCKET;
	e->id = id;
	e->found = found;
	e->byname = byname;
	memcpy(e->name, name, n);
	e->next = cache[db][h];
	cache[db][h] = e;
	return e;
}

static const char *
id_to_name(int db, unsigned id)
{
	struct ident *e = last[db];
	char *name;

	if (e && !e->byname && e->id == id)
		return e->found ? e->name : NULL;
	for (e = cache[db][id % NBUCKET]; e; e = e->next)
		if (!e->byname && e->id == id)
			break;
	if (!e) {
		name = scan(db, NULL, &id, NULL);
		e = remember(db, id, name ? name : "", name != NULL, false);
		free(name);
	}
	last[db] = e;
	return e->found ? e->name : NULL;
}

static int
name_to_id(int db, const char *name, unsigned *idp)
{
	struct ident *e;
	unsigned h = 0, id = 0;
	char *found;

	for (const char *s = name; *s; s++)
		h = h * 31 + (unsigned char)*s;
	for (e = cache[db][h % NBUCKET]; e; e = e->next)
		if (e->byname && !strcmp(e->name, name))
			break;
	if (!e) {
		found = scan(db, name, &id, NULL);
		e = remember(db, id, name, found != NULL, true);
		free(found);
	}
	if (!e->found)
		return -1;
	*idp = e->id;
	return 0;
}

const char *
uid_to_name(uid_t uid)
{
	return id_to_name(0, uid);
}

const char *
gid_to_name(gid_t gid)
{
	return id_to_name(1, gid);
}

int
name_to_uid(const char *name, uid_t *uid)
{
	unsigned id;

	if (name_to_id(0, name, &id) < 0)
		return -1;
	*uid = id;
	return 0;
}

int
name_to_gid(const char *name, gid_t *gid)
{
	unsigned id;

	if (name_to_id(1, name, &id) < 0)
		return -1;
	*gid = id;
	return 0;
}

int
user_gid(const char *name, gid_t *gid)
{
	unsigned uid, g;
	char *found = scan(0, name, &uid, &g);

	if (!found)
		return -1;
	free(found);
	*gid = g;
	return 0;
}
