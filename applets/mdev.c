/*
 * mdev.c - make /dev nodes from sysfs and from kernel uevents
 *
 * BusyBox's mdev (1.35 is the reference): -s walks /sys/dev/block and
 * /sys/dev/char and makes a node for each device there (name from the
 * DEVNAME= of its uevent file, else the directory's name; SUBSYSTEM from
 * its subsystem link); run with no option, it is the kernel's hotplug
 * helper and handles the one event in its environment (ACTION, DEVPATH,
 * SUBSYSTEM, MAJOR, MINOR, DEVNAME, FIRMWARE); -d reads the events from
 * the netlink uevent socket (after a first -s pass) as a daemon, or in
 * the foreground with -f. Nodes are 0660 root:root unless a line of
 * /etc/mdev.conf matches (see README.md for the syntax we accept); a
 * block device whose numbers are those of the root filesystem also gets
 * the symlink "root". "add" makes nodes and "remove" deletes them; other
 * actions only run the rules' "*" commands. On "add" with FIRMWARE set,
 * /lib/firmware/FIRMWARE is loaded through /sys$DEVPATH/loading and
 * data. /dev/mdev.seq orders concurrent helpers by SEQNUM, as BusyBox's
 * does; when /dev/mdev.log exists, messages are appended to it.
 * Deviations: a bad mdev.conf line is named with the file and line and
 * skipped, also a bad regex (BusyBox stops there) or a bad mode; no
 * /sys/class walk for kernels without /sys/dev (before 2.6.27).
 *
 * applet: mdev sbin linux root
 * opts: vSsdf
 * usage: mdev [-vS] { [-s] | [-df] }
 *
 *	Make /dev nodes: with no option for the uevent in the environment
 *	(as the kernel's hotplug helper: echo /sbin/mdev
 *	>/proc/sys/kernel/hotplug), following the rules of /etc/mdev.conf.
 *
 *	-v	Verbose
 *	-S	Log to syslog too
 *	-s	Scan /sys and make the nodes of every device
 *	-d	Daemon: scan, then handle the uevents of the netlink socket
 *	-f	With -d, stay in the foreground
 * SPDX-License-Identifier: MIT
 */
#define FOR_mdev
#include "libbb.h"
#include <poll.h>
#include <regex.h>
#include <sys/socket.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <syslog.h>
#include <time.h>

#define CONF	"/etc/mdev.conf"

/* <linux/netlink.h>'s, which musl-gcc builds do not have */
#define NETLINK_KOBJECT_UEVENT	15
struct nl_addr {
	sa_family_t	family;
	unsigned short	pad;
	uint32_t	pid, groups;
};

struct envmatch {
	char		*name;
	regex_t		re;
};

struct rule {
	regex_t		re;		/* the name's, or $VAR's */
	char		*var;		/* $VAR=regex: VAR */
	struct envmatch	*env;		/* VAR=regex; prefixes */
	int		nenv;
	int		line;		/* in mdev.conf; -1: the default */
	int		maj;		/* @maj,min1-min2 when >= 0 */
	unsigned	min1, min2;
	uid_t		uid;
	gid_t		gid;
	mode_t		mode;
	bool		keep;		/* leading '-': look further */
	bool		has_re;		/* re compiled */
	char		op;		/* '=', '>', '!' or 0 */
	char		when;		/* '@', '$', '*' or 0 */
	char		*path, *cmd;
};

static struct {
	struct rule	*rule;
	int		nrule;
	struct timespec	mtime;		/* of the conf we parsed (-d) */
	bool		parsed;
	int		verbose;
	bool		syslog;
	bool		hotplug;	/* no -s, no -d: mdev.seq counts */
	dev_t		root;		/* st_dev of "/" */
	char		tag[32];	/* "mdev", or "mdev[SEQNUM]" in mdev.log */
} M;

/* BusyBox's messages go to syslog as daemon.err, also -v's */
static void PRINTF(1, 2)
say(const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (M.syslog)
		syslog(LOG_ERR, "%s", buf);
	fprintf(stderr, "%s: %s\n", M.tag, buf);
	fflush(stderr);
}

#define note(...)	do { if (M.verbose) say(__VA_ARGS__); } while (0)

/* the time now, for -v: HH:MM:SS.micro */
static const char *
stamp(void)
{
	static char buf[32];
	struct timespec ts;
	struct tm tm;
	size_t n;

	clock_gettime(CLOCK_REALTIME, &ts);
	localtime_r(&ts.tv_sec, &tm);
	n = strftime(buf, 16, "%H:%M:%S", &tm);
	snprintf(buf + n, sizeof(buf) - n, ".%06ld", ts.tv_nsec / 1000);
	return buf;
}

/* the whole of s must match; the submatches go to m */
static bool
full_match(regex_t *re, const char *s, regmatch_t *m)
{
	regmatch_t x[10];

	if (!m)
		m = x;
	return !regexec(re, s, 10, m, 0) && m[0].rm_so == 0 &&
	    s[m[0].rm_eo] == 0;
}

/* compile re (whole) for line n; false after a message */
static bool
compile(regex_t *r, const char *re, int n)
{
	int e = regcomp(r, re, REG_EXTENDED);

	if (!e)
		return true;
	say("%s: line %d: bad regex '%s': %s", CONF, n, re,
	    regex_message(e));
	exit_status = 1;
	return false;
}

static void
free_rule(struct rule *r)
{
	for (int i = 0; i < r->nenv; i++) {
		regfree(&r->env[i].re);
		free(r->env[i].name);
	}
	free(r->env);
	if (r->has_re)
		regfree(&r->re);
	free(r->var);
	free(r->path);
	free(r->cmd);
}

static char *
field(char **p)
{
	char *s = *p + strspn(*p, " \t"), *e;

	if (!*s)
		return NULL;
	e = s + strcspn(s, " \t");
	*p = e + (*e != 0);
	*e = 0;
	return s;
}

static bool
bad(int n, const char *what, const char *s)
{
	say("%s: line %d: %s '%s'", CONF, n, what, s);
	return false;
}

/* the ids of "user:group" (names or numbers; no group: 0) */
static bool
parse_ids(struct rule *r, char *s, int n)
{
	char *g = strchr(s, ':'), *end;
	unsigned long v;

	if (g)
		*g++ = 0;
	errno = 0;
	v = strtoul(s, &end, 10);
	if (*s && !*end && !errno && v < (uid_t)-1)
		r->uid = v;
	else if (name_to_uid(s, &r->uid) < 0)
		return bad(n, "unknown user", s);
	if (!g || !*g)
		return true;
	v = strtoul(g, &end, 10);
	if (!*end && !errno && v < (gid_t)-1)
		r->gid = v;
	else if (name_to_gid(g, &r->gid) < 0)
		return bad(n, "unknown group", g);
	return true;
}

/* the match part of a line: [VAR=regex;]... then name, @maj,min or $VAR= */
static bool
parse_match(struct rule *r, char *s, int n)
{
	char *semi, *eq, *end;
	unsigned long a, b, c;

	while ((semi = strchr(s, ';')) && (eq = strchr(s, '=')) && eq < semi) {
		*semi = *eq = 0;
		r->env = xrealloc(r->env, r->nenv + 1, sizeof(*r->env));
		if (!compile(&r->env[r->nenv].re, eq + 1, n))
			return false;
		r->env[r->nenv++].name = xstrdup(s);
		s = semi + 1;
	}
	if (*s == '@') {
		errno = 0;
		a = strtoul(s + 1, &end, 10);
		if (end == s + 1 || *end++ != ',' ||
		    !isdigit((unsigned char)*end))
			return bad(n, "bad @maj,min", s);
		b = c = strtoul(end, &end, 10);
		if (*end == '-' && isdigit((unsigned char)end[1]))
			c = strtoul(end + 1, &end, 10);
		if (*end || errno || a > 4095 || c > 0xfffff || b > c)
			return bad(n, "bad @maj,min", s);
		r->maj = a;
		r->min1 = b;
		r->min2 = c;
		return true;
	}
	if (*s == '$') {
		eq = strchr(s, '=');
		if (!eq || eq == s + 1)
			return bad(n, "bad $VAR=regex", s);
		*eq = 0;
		r->var = xstrdup(s + 1);
		s = eq + 1;
	}
	return r->has_re = compile(&r->re, s, n);
}

/* one line of mdev.conf into r; false (after a message) to skip it */
static bool
parse_line(struct rule *r, char *line, int n)
{
	char *f[3], *p = line, *s, *end;
	int k;

	memset(r, 0, sizeof(*r));
	for (k = 0; k < 3 && (f[k] = field(&p)); k++)
		;
	if (k < 3) {
		say("%s: line %d: %d field%s, 3 needed", CONF, n, k,
		    k == 1 ? "" : "s");
		return false;
	}
	r->maj = -1;
	r->line = n;
	r->keep = *f[0] == '-';
	r->mode = strtoul(f[2], &end, 8);
	if (*end || end == f[2] || r->mode > 07777)
		return bad(n, "bad mode", f[2]);
	if (!parse_ids(r, f[1], n))
		return false;
	p += strspn(p, " \t");
	if (*p == '=' || *p == '>' || *p == '!') {
		r->op = *p;
		s = field(&p);
		if (r->op != '!' && !s[1])
			return bad(n, "no path after", s);
		r->path = xstrdup(s + 1);
		p += strspn(p, " \t");
	}
	if (*p == '@' || *p == '$' || *p == '*') {
		r->when = *p;
		r->cmd = xstrdup(p + 1);
	} else if (*p) {
		return bad(n, "bad field", p);
	}
	/* last: a rule that fails here has no regex to free */
	return parse_match(r, f[0] + r->keep, n);
}

static void
read_conf(void)
{
	struct stat st;
	char *line = NULL;
	size_t cap = 0;
	int n = 0;
	FILE *f;

	f = fopen(CONF, "r");
	if (f && !fstat(fileno(f), &st) && M.parsed &&
	    st.st_mtim.tv_sec == M.mtime.tv_sec &&
	    st.st_mtim.tv_nsec == M.mtime.tv_nsec) {
		fclose(f);
		return;
	}
	for (int i = 0; i < M.nrule; i++)
		free_rule(&M.rule[i]);
	M.nrule = 0;
	M.parsed = true;
	if (!f)
		return;
	M.mtime = st.st_mtim;
	while (getline(&line, &cap, f) > 0) {
		char *s = line + strspn(line, " \t");

		n++;
		s[strcspn(s, "\n")] = 0;
		if (!*s || *s == '#')
			continue;
		M.rule = xrealloc(M.rule, M.nrule + 1, sizeof(*M.rule));
		if (parse_line(&M.rule[M.nrule], s, n))
			M.nrule++;
		else
			free_rule(&M.rule[M.nrule]);
	}
	free(line);
	fclose(f);
}

/* path with %0..%9 replaced by the submatches of s */
static char *
subst(const char *path, const char *s, const regmatch_t *m)
{
	char *out = xmalloc(strlen(path) + 1), *o = out;
	size_t n = 0;

	for (; *path; path++) {
		int k = path[1] - '0';
		size_t len;

		if (*path != '%' || k < 0 || k > 9) {
			*o++ = *path;
			continue;
		}
		path++;
		len = m && m[k].rm_so >= 0 ? m[k].rm_eo - m[k].rm_so : 0;
		n = o - out;
		out = xrealloc(out, n + len + strlen(path) + 1, 1);
		o = out + n;
		memcpy(o, s + (len ? m[k].rm_so : 0), len);
		o += len;
	}
	*o = 0;
	return out;
}

static void
run(const char *cmd, const char *node)
{
	pid_t pid;

	setenv("MDEV", node, 1);
	note("running: %s", cmd);
	pid = fork();
	if (pid < 0) {
		say("fork: %s", strerror(errno));
		return;
	}
	if (!pid) {
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
		;
}

static void
mkparent(const char *path)
{
	size_t n = dir_len(path);
	char *d;

	if (!strchr(path, '/'))
		return;
	d = xstrndup(path, n);
	if (mkpath(d, 0755, 0755, NULL, NULL) < 0)
		say("can't create directory '%s': %s", d,
		    strerror(errno));
	free(d);
}

static void
unlink_note(const char *path)
{
	note("unlink: %s", path);
	unlink(path);
}

/*
 * One device: name as the rules see it, maj < 0 when it has no numbers,
 * add or remove (or another action: commands only).
 */
static void
device(const char *name, int maj, unsigned min, bool block, int action)
{
	enum { ADD, REMOVE, OTHER };
	regmatch_t m[10];
	struct rule def = { .maj = -2, .mode = 0660, .line = -1 };

	read_conf();
	for (int i = 0; i <= M.nrule; i++) {
		struct rule *r = i < M.nrule ? &M.rule[i] : &def;
		const char *s = name;
		char *node;
		bool ok = true;

		for (int k = 0; ok && k < r->nenv; k++) {
			const char *v = getenv(r->env[k].name);

			ok = v && full_match(&r->env[k].re, v, NULL);
		}
		if (!ok)
			continue;
		if (r->maj >= 0) {
			if (maj != r->maj || min < r->min1 || min > r->min2)
				continue;
		} else if (r->maj == -1) {
			if (r->var && !(s = getenv(r->var)))
				continue;
			if (!full_match(&r->re, s, m))
				continue;
		}
		if (M.verbose > 1)
			note("rule matched, line %d", r->line);
		if (!r->path || r->op == '!') {
			node = xstrdup(name);
		} else {
			node = subst(r->path, s, r->maj == -1 ? m : NULL);
			if (node[strlen(node) - 1] == '/') {
				char *t = xasprintf("%s%s", node, name);

				free(node);
				node = t;
			}
		}
		/* a rule's path: for any action, as BusyBox */
		if (r->op == '=' || r->op == '>')
			mkparent(node);
		if (action == ADD && maj >= 0 && r->op != '!') {
			mode_t type = block ? S_IFBLK : S_IFCHR;

			mkparent(node);
			note("mknod %s (%d,%u) %o %u:%u", node, maj, min,
			    type | r->mode, (unsigned)r->uid,
			    (unsigned)r->gid);
			if (mknod(node, type | r->mode, makedev(maj, min)) &&
			    errno != EEXIST)
				say("can't create '%s': %s", node,
				    strerror(errno));
			if (chmod(node, r->mode) == 0 &&
			    chown(node, r->uid, r->gid) < 0)
				say("can't change the owner of '%s': "
				    "%s", node, strerror(errno));
			if (r->op == '>') {
				note("symlink: %s", name);
				mkparent(name);
				if (symlink(node, name) < 0 && errno != EEXIST)
					say("can't create symlink "
					    "'%s': %s", name,
					    strerror(errno));
			}
			if (block && makedev(maj, min) == M.root)
				symlink(node, "root");
		}
		if (r->cmd && (r->when == '*' ||
		    r->when == (action == ADD ? '@' : action == REMOVE ? '$' :
		    0)))
			run(r->cmd, node);
		if (action == REMOVE && r->op != '!') {
			if (r->op == '>')
				unlink_note(name);
			unlink_note(node);
		}
		free(node);
		if (!r->keep)
			break;
	}
}

/* the first line of file, or NULL */
static char *
read_line(const char *dir, const char *file)
{
	char *p = join_path(dir, file), buf[256];
	ssize_t n = -1;
	int fd = open(p, O_RDONLY);

	free(p);
	if (fd >= 0) {
		n = read_full(fd, buf, sizeof(buf) - 1);
		close(fd);
	}
	if (n < 0)
		return NULL;
	buf[n] = 0;
	return xstrdup(buf);
}

/* DEVNAME= of dir's uevent file, or NULL */
static char *
uevent_name(const char *dir)
{
	char *p = join_path(dir, "uevent"), *line = NULL, *name = NULL;
	size_t cap = 0;
	FILE *f = fopen(p, "r");

	free(p);
	if (!f)
		return NULL;
	while (!name && getline(&line, &cap, f) > 0)
		if (!strncmp(line, "DEVNAME=", 8))
			name = xstrndup(line + 8, strcspn(line + 8, "\n"));
	free(line);
	fclose(f);
	return name && *name ? name : (free(name), NULL);
}

static bool
dev_numbers(const char *dir, int *maj, unsigned *min)
{
	char *s = read_line(dir, "dev");
	unsigned a, b;
	bool ok = s && sscanf(s, "%u:%u", &a, &b) == 2 && a <= 4095;

	free(s);
	if (ok) {
		*maj = a;
		*min = b;
		note("dev %u,%u", a, b);
	}
	return ok;
}

/* mdev -s: every device of /sys/dev/block and /sys/dev/char */
static void
scan(void)
{
	static const char *const dirs[] = { "/sys/dev/block", "/sys/dev/char" };

	setenv("ACTION", "add", 1);
	for (int i = 0; i < 2; i++) {
		DIR *d = opendir(dirs[i]);
		struct dirent *e;

		if (!d) {
			say("%s: %s", dirs[i], strerror(errno));
			continue;
		}
		while ((e = readdir(d))) {
			char *p, *name, *sub, *link;
			unsigned min;
			int maj;

			if (e->d_name[0] == '.')
				continue;
			p = join_path(dirs[i], e->d_name);
			if (dev_numbers(p, &maj, &min)) {
				sub = join_path(p, "subsystem");
				link = read_link(sub);
				if (link)
					setenv("SUBSYSTEM", base_name(link), 1);
				else
					unsetenv("SUBSYSTEM");
				free(link);
				free(sub);
				name = uevent_name(p);
				device(name ? name : e->d_name, maj, min,
				    i == 0, 0);
				free(name);
			}
			free(p);
		}
		closedir(d);
	}
}

static void
wait_seq(const char *seq)
{
	char buf[32];
	ssize_t n;
	int fd;

	/* the helper of the event before ours writes our number */
	for (int tries = 0; M.hotplug && seq && tries < 20; tries++) {
		fd = open("mdev.seq", O_RDONLY);
		if (fd < 0)
			return;
		n = read_full(fd, buf, sizeof(buf) - 1);
		close(fd);
		if (n <= 0 || (buf[n] = 0, atoll(buf) == atoll(seq)))
			return;
		usleep(50000);
	}
}

static void
done_seq(const char *seq)
{
	char buf[32];
	int fd;

	if (!M.hotplug || !seq ||
	    (fd = open("mdev.seq", O_WRONLY | O_TRUNC)) < 0)
		return;
	snprintf(buf, sizeof(buf), "%lld\n", atoll(seq) + 1);
	write_full(fd, buf, strlen(buf));
	close(fd);
}

/* write s to /sys$DEVPATH/loading (fd) */
static void
put(int fd, const char *s)
{
	if (write_full(fd, s, strlen(s)) < 0)
		say("loading: %s", strerror(errno));
}

static void
firmware(const char *dir, const char *name)
{
	char *p = join_path("/lib/firmware", name);
	int fw = open(p, O_RDONLY), fd = -1, data;

	free(p);
	p = join_path(dir, "loading");
	/* the kernel may make the directory a little after the event */
	for (int tries = 0; tries < 30; tries++) {
		fd = open(p, O_WRONLY);
		if (fd >= 0 || errno != ENOENT)
			break;
		sleep(1);
	}
	free(p);
	if (fd < 0) {
		say("%s/loading: %s", dir, strerror(errno));
	} else if (fw < 0) {
		put(fd, "-1");
	} else {
		put(fd, "1");
		p = join_path(dir, "data");
		data = open(p, O_WRONLY);
		free(p);
		if (data >= 0 && copy_fd(fw, data) >= 0) {
			close(data);
			put(fd, "0");
		} else {
			if (data >= 0)
				close(data);
			put(fd, "-1");
		}
	}
	if (fw >= 0)
		close(fw);
	if (fd >= 0)
		close(fd);
}

/* the event in the environment (ACTION and DEVPATH are set) */
static void
event(void)
{
	const char *action = getenv("ACTION"), *path = getenv("DEVPATH");
	const char *name = getenv("DEVNAME"), *sub = getenv("SUBSYSTEM");
	const char *ma = getenv("MAJOR"), *mi = getenv("MINOR");
	const char *seq = getenv("SEQNUM"), *fw = getenv("FIRMWARE");
	char *dir, *owned = NULL;
	int act, maj = -1;
	unsigned min = 0;

	if (M.verbose)
		note("%s ACTION:%s SEQNUM:%s SUBSYSTEM:%s DEVNAME:%s DEVPATH:%s",
		    stamp(), action, seq ? seq : "(null)",
		    sub ? sub : "(null)", name ? name : "(null)", path);
	act = !strcmp(action, "add") ? 0 : !strcmp(action, "remove") ? 1 : 2;
	dir = xasprintf("/sys%s", path);
	wait_seq(seq);
	/*
	 * add: the numbers of the dev file, as BusyBox (else MAJOR and
	 * MINOR); remove: MAJOR and MINOR, so that @maj,min rules match
	 * (BusyBox has no numbers then)
	 */
	if (((act == 0 && !dev_numbers(dir, &maj, &min)) || act == 1) &&
	    ma && mi && isdigit((unsigned char)*ma) &&
	    isdigit((unsigned char)*mi) && atoi(ma) < 4096) {
		maj = atoi(ma);
		min = strtoul(mi, NULL, 10);
	}
	if (!name && act == 0)
		name = owned = uevent_name(dir);
	if (!name)
		name = base_name(path);
	/* BusyBox too leaves "remove" with FIRMWARE alone: it was seen to
	 * delete a device's node */
	if (act == 1 && fw)
		;
	else if (strstr(name, ".."))
		say("bad DEVNAME '%s'", name);
	else
		device(name, maj, min, (sub && !strcmp(sub, "block")) ||
		    strstr(path, "/block/"), act);
	if (act == 0 && fw)
		firmware(dir, fw);
	done_seq(seq);
	free(owned);
	free(dir);
}

/*
 * -d: the kernel's uevents, "ACTION@DEVPATH" then NUL-ended KEY=VALUE
 * strings, each handled as a hotplug event with those variables set
 */
static int
daemon_loop(bool fg)
{
	struct nl_addr sa = { .family = AF_NETLINK, .groups = 1 };
	char buf[16384];
	int fd, size = 1 << 21;

	fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC,
	    NETLINK_KOBJECT_UEVENT);
	if (fd < 0 || bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0)
		perror_exit("netlink socket");
	if (setsockopt(fd, SOL_SOCKET, SO_RCVBUFFORCE, &size, sizeof(size)))
		setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, sizeof(size));
	scan();
	unsetenv("SUBSYSTEM");
	unsetenv("ACTION");
	if (!fg) {
		pid_t pid = xfork();
		int null;

		if (pid)
			return 0;
		setsid();
		null = open("/dev/null", O_RDWR);
		if (null >= 0) {
			for (int i = 0; i < 3; i++)
				dup2(null, i);
			if (null > 2)
				close(null);
		}
	}
	for (;;) {
		struct iovec iov = { buf, sizeof(buf) - 1 };
		struct nl_addr from;
		struct msghdr mh = {
			.msg_name = &from, .msg_namelen = sizeof(from),
			.msg_iov = &iov, .msg_iovlen = 1
		};
		ssize_t n = recvmsg(fd, &mh, 0);
		char *p, *end;

		if (n < 0) {
			if (errno == ENOBUFS)
				say("uevents lost: %s",
				    strerror(errno));
			else if (errno != EINTR)
				perror_exit("netlink socket");
			continue;
		}
		/* only the kernel's own (port 0) */
		if (from.pid || mh.msg_flags & MSG_TRUNC)
			continue;
		buf[n] = 0;
		end = buf + n;
		for (p = buf; p < end; p += strlen(p) + 1) {
			char *eq = strchr(p, '=');

			if (eq && eq > p && !memchr(p, '@', eq - p))
				putenv(p);
		}
		if (getenv("ACTION") && getenv("DEVPATH"))
			event();
		for (p = buf; p < end; p += strlen(p) + 1) {
			char *eq = strchr(p, '=');

			if (eq && eq > p && !memchr(p, '@', eq - p)) {
				*eq = 0;
				unsetenv(p);
			}
		}
	}
}

int
mdev_main(int argc, char **argv)
{
	struct opts o;
	struct stat st;
	int fd, ret = 0;

	(void)argc;
	getopts(&o, OPTS_mdev, argv);
	if (!OPT(&o, F_s | F_d) && (!getenv("ACTION") || !getenv("DEVPATH")))
		usage_exit("no ACTION and DEVPATH in the environment (-s for "
		    "a scan)");
	/* as the hotplug helper, stdin, stdout and stderr may be closed */
	for (int i = 0; i < 3; i++)
		if (fcntl(i, F_GETFD) < 0 && open("/dev/null", O_RDWR) != i)
			break;
	M.verbose = o.count[__builtin_ctzll(F_v)];
	if (OPT(&o, F_S)) {
		M.syslog = true;
		openlog(applet_name, LOG_PID, LOG_DAEMON);
	}
	if (!stat("/", &st))
		M.root = st.st_dev;
	if (chdir("/dev") < 0)
		perror_exit("/dev");
	strcpy(M.tag, applet_name);
	/* a hotplug helper's stderr goes nowhere: /dev/mdev.log, if any */
	fd = OPT(&o, F_s | F_d) ? -1 : open("mdev.log", O_WRONLY | O_APPEND);
	if (fd >= 0) {
		const char *seq = getenv("SEQNUM");

		dup2(fd, 2);
		close(fd);
		M.verbose = 2;
		if (seq && strlen(seq) < 16)
			snprintf(M.tag, sizeof(M.tag), "%s[%s]", applet_name,
			    seq);
		else
			snprintf(M.tag, sizeof(M.tag), "%s[%d]", applet_name,
			    (int)getpid());
	}
	if (OPT(&o, F_d))
		ret = daemon_loop(OPT(&o, F_f));
	else if (OPT(&o, F_s))
		scan();
	else {
		M.hotplug = true;
		event();
		note("%s exiting", stamp());
	}
	return ret ? ret : exit_status;
}
