/*
 * walk.c - unit tests for libbb/walk.c: the order of the callbacks, skip
 * and stop, -L loops, WALK_NOSTAT, WALK_INODE_ORDER, and a tree deeper
 * than PATH_MAX and than the fd limit, walked and then removed in WALK_POST
 * SPDX-License-Identifier: MIT
 */
#include "unit.h"
#include <dirent.h>
#include <sys/resource.h>

struct rec {
	char	log[4096];
	int	pre, post, file, loop, maxdepth, maxfds;
	size_t	looplen;
	bool	nostat_ok, order_ok;
	const char *skip;	/* WALK_SKIP this path's WALK_PRE */
	const char *stop;	/* WALK_STOP at this path */
	bool	remove;		/* unlink and rmdir as an rm -r would */
};

static int
open_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *de;
	int n = 0;

	if (!d)
		return 0;
	while ((de = readdir(d)))
		n += de->d_name[0] != '.';
	closedir(d);
	return n - 1;
}

static int
cb(struct walk_ent *e, void *ctx)
{
	struct rec *r = ctx;
	static const char tag[] = "FPODNL";
	size_t n = strlen(r->log);

	if (n < sizeof(r->log) - 80)
		snprintf(r->log + n, sizeof(r->log) - n, "%c%s ", tag[e->type],
		    e->path);
	if (e->depth > r->maxdepth)
		r->maxdepth = e->depth;
	if (e->depth % 97 == 5 && open_fds() > r->maxfds)
		r->maxfds = open_fds();
	switch (e->type) {
	case WALK_PRE:
		r->pre++;
		if (!e->have_st || !S_ISDIR(e->st.st_mode))
			r->order_ok = false;
		if (r->skip && !strcmp(e->path, r->skip))
			return WALK_SKIP;
		break;
	case WALK_POST:
		r->post++;
		if (r->remove && unlinkat(e->dirfd, e->name, AT_REMOVEDIR))
			r->order_ok = false;
		break;
	case WALK_FILE:
		r->file++;
		if (!e->have_st && !S_ISREG(e->st.st_mode) &&
		    !S_ISLNK(e->st.st_mode))
			r->nostat_ok = false;
		if (r->remove && unlinkat(e->dirfd, e->name, 0))
			r->order_ok = false;
		break;
	case WALK_LOOP:
		r->loop++;
		r->looplen = e->looplen;
		break;
	}
	if (r->stop && !strcmp(e->path, r->stop))
		return WALK_STOP;
	return WALK_CONTINUE;
}

static void
mk(const char *path, const char *link)
{
	if (link) {
		if (symlink(link, path))
			perror_exit("%s", path);
	} else if (path[strlen(path) - 1] == '/') {
		if (mkdir(path, 0755))
			perror_exit("%s", path);
	} else {
		close(xopen(path, O_WRONLY | O_CREAT | O_TRUNC));
	}
}

static void
small_tree(void)
{
	struct rec r = { .order_ok = true, .nostat_ok = true };

	mk("t/", NULL);
	mk("t/d/", NULL);
	mk("t/d/f", NULL);
	mk("t/e/", NULL);
	mk("t/g", NULL);
	mk("t/d/up", "..");
	EXPECT("walk returns 0", walk("t", 0, cb, &r) == 0);
	EXPECT("walk counts", r.pre == 3 && r.post == 3 && r.file == 3);
	EXPECT("walk pre has stat", r.order_ok);
	EXPECT("walk post after children",
	    strstr(r.log, "Pt/d ") < strstr(r.log, "Ft/d/f ") &&
	    strstr(r.log, "Ft/d/f ") < strstr(r.log, "Ot/d ") &&
	    strstr(r.log, "Ot/d ") < strstr(r.log, "Ot "));
	EXPECT("walk symlink is a file without -L", strstr(r.log, "Ft/d/up "));

	memset(&r, 0, sizeof(r));
	r.order_ok = r.nostat_ok = true;
	walk("t/", WALK_NOSTAT, cb, &r);
	EXPECT("walk trailing slash", strstr(r.log, "Ft/g ") &&
	    strstr(r.log, "Pt/d ") && strstr(r.log, "Pt/ "));
	EXPECT("walk nostat types", r.nostat_ok && r.file == 3);

	memset(&r, 0, sizeof(r));
	r.skip = "t/d";
	walk("t", 0, cb, &r);
	EXPECT("walk skip", r.pre == 3 && r.post == 2 && r.file == 1 &&
	    !strstr(r.log, "t/d/f"));

	memset(&r, 0, sizeof(r));
	r.stop = "t/d";
	walk("t", 0, cb, &r);
	EXPECT("walk stop", !strstr(r.log, "t/d/f") && !strstr(r.log, "Ot "));

	memset(&r, 0, sizeof(r));
	walk("t", WALK_FOLLOW, cb, &r);
	EXPECT("walk -L loop", r.loop == 1 && r.looplen == 1);

	memset(&r, 0, sizeof(r));
	walk("t/d/up", 0, cb, &r);
	EXPECT("walk symlink operand", r.file == 1 && r.pre == 0);
	memset(&r, 0, sizeof(r));
	walk("t/d/up", WALK_FOLLOW_ROOT, cb, &r);
	EXPECT("walk -H operand", r.pre == 3 && r.file == 3);

	memset(&r, 0, sizeof(r));
	walk("nonexistent", 0, cb, &r);
	EXPECT("walk missing operand", !strncmp(r.log, "Nnonexistent", 12));

	memset(&r, 0, sizeof(r));
	r.remove = r.order_ok = true;
	walk("t", 0, cb, &r);
	EXPECT("walk removes as rm -r", r.order_ok && access("t", F_OK) < 0);
}

/* WALK_INODE_ORDER: the entries of a directory by inode number */
static int
ino_cb(struct walk_ent *e, void *ctx)
{
	unsigned long long *last = ctx;

	if (e->type == WALK_FILE) {
		if (e->st.st_ino < last[0])
			last[1]++;	/* out of order */
		last[0] = e->st.st_ino;
		last[2]++;
	}
	return WALK_CONTINUE;
}

static void
inode_order(void)
{
	unsigned long long last[3] = { 0 };
	char name[32];
	int i;

	mk("o/", NULL);
	for (i = 0; i < 300; i++) {
		snprintf(name, sizeof(name), "o/%d", (i * 7919) % 1000);
		mk(name, NULL);
	}
	walk("o", WALK_INODE_ORDER, ino_cb, last);
	EXPECT("walk inode order", last[2] == 300 && last[1] == 0);
	for (i = 0; i < 300; i++) {
		snprintf(name, sizeof(name), "o/%d", (i * 7919) % 1000);
		unlink(name);
	}
	rmdir("o");
}

/* 1,500 levels of 30-byte names: a 46,000-byte path, far past PATH_MAX */
static void
deep_tree(void)
{
	const char *name = "abcdefghijklmnopqrstuvwxyz0123";
	struct rec r = { .order_ok = true };
	struct rlimit rl, low;
	int fd = AT_FDCWD, nfd;

	for (int i = 0; i < 1500; i++) {
		if (mkdirat(fd, i ? name : "deep", 0755))
			perror_exit("mkdirat");
		nfd = openat(fd, i ? name : "deep", O_RDONLY | O_DIRECTORY);
		if (nfd < 0)
			perror_exit("openat");
		if (fd != AT_FDCWD)
			close(fd);
		fd = nfd;
	}
	close(openat(fd, "leaf", O_WRONLY | O_CREAT, 0644));
	close(fd);
	EXPECT("walk deep returns 0", walk("deep", 0, cb, &r) == 0);
	EXPECT("walk deep depth", r.maxdepth == 1500 && r.pre == 1500 &&
	    r.post == 1500 && r.file == 1);
	EXPECT("walk deep fds bounded", r.maxfds > 0 && r.maxfds < 48);
	/* fewer fds allowed than the walk keeps: it closes more of its own */
	getrlimit(RLIMIT_NOFILE, &rl);
	low = rl;
	low.rlim_cur = 12;
	setrlimit(RLIMIT_NOFILE, &low);
	memset(&r, 0, sizeof(r));
	EXPECT("walk deep under ulimit -n 12", walk("deep", 0, cb, &r) == 0 &&
	    r.pre == 1500 && r.post == 1500 && r.file == 1);
	setrlimit(RLIMIT_NOFILE, &rl);
	memset(&r, 0, sizeof(r));
	r.remove = r.order_ok = true;
	walk("deep", WALK_NOSTAT, cb, &r);
	EXPECT("walk deep removed", r.order_ok && access("deep", F_OK) < 0);
}

int
main(void)
{
	char dir[] = "/tmp/walktestXXXXXX";

	if (!mkdtemp(dir) || chdir(dir))
		perror_exit("mkdtemp");
	small_tree();
	inode_order();
	deep_tree();
	chdir("/");
	rmdir(dir);
	return unit_failed;
}
