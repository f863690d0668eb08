/*
 * stat.c - show a file's or a filesystem's status
 *
 * GNU coreutils stat, which POSIX does not specify: the default multi-line
 * report, -t (terse), -c/--format and --printf (with backslash escapes and
 * no newline added), -f (the filesystem's statfs(2) instead), -L. Every
 * GNU directive: flags (- + space # 0, where strings keep only -), width
 * and precision; %.NX/Y/Z/W print seconds with N decimals, as GNU. Times
 * are local (TZ); the birth time comes from statx(2) where the filesystem
 * keeps one, else "-". %N quotes as GNU (QUOTING_STYLE, default
 * shell-escape-always). There is no SELinux: %C prints "?" and, as GNU
 * built with SELinux support does on a system without it, an error.
 * %m, the mount point, is the highest directory above the file on the
 * same device. -f %T knows the common Linux filesystems by their magic
 * numbers (a shorter list than GNU's); others are "UNKNOWN (0xN)".
 *
 * applet: stat usr/bin core
 * opts: <1 (printf):c:(format)f(file-system)L(dereference)t(terse)
 * usage: stat [-fLt] [-c FORMAT | --printf FORMAT] FILE...
 *
 *	Show the status of each FILE (or of the filesystem holding it).
 *
 *	-c, --format FORMAT	Print FORMAT and a newline for each FILE
 *	--printf FORMAT	As -c, with backslash escapes and no newline added
 *	-f, --file-system	Show the filesystem's status instead
 *	-L, --dereference	Follow symbolic links
 *	-t, --terse	Print the information in terse form
 *
 *	File directives: %a %A access rights in octal and as ls does, %b
 *	blocks of %B bytes, %C security context, %d %D device in decimal and
 *	hex, %Hd %Ld its major and minor, %f raw mode in hex, %F file type,
 *	%g %G group ID and name, %h hard links, %i inode, %m mount point, %n
 *	name, %N quoted name (-> target), %o I/O block size, %s size, %t %T
 *	%Hr %Lr device type major and minor (hex, decimal), %u %U owner ID and
 *	name, %w %x %y %z birth, access, modification and change time, %W %X
 *	%Y %Z the same in seconds since the Epoch.
 *	Filesystem directives: %a free blocks for users, %b total blocks,
 *	%c total inodes, %d free inodes, %f free blocks, %i ID in hex, %l
 *	maximum name length, %n name, %s block size, %S fundamental block
 *	size, %t %T type in hex and by name.
 * SPDX-License-Identifier: MIT
 */
#define FOR_stat
#include "libbb.h"
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <time.h>

struct spec {
	char		flags[8];	/* each flag given, once */
	int		width, prec;	/* prec: -1 when not given */
	bool		dot;		/* a '.' without digits */
};

struct file {
	const char	*name;
	struct stat	st;
	struct statfs	sf;
	bool		follow;
	int		quoting;
};

static void
put_num(const struct spec *sp, char conv, unsigned long long v)
{
	char fmt[24];

	/* 'd' reads the same bits back as signed */
	snprintf(fmt, sizeof(fmt), "%%%s*.*ll%c", sp->flags, conv);
	printf(fmt, sp->width, sp->prec, v);
}

#define put_u(sp, v)	put_num(sp, 'u', v)

static void
put_str(const struct spec *sp, const char *s)
{
	printf(strchr(sp->flags, '-') ? "%-*.*s" : "%*.*s", sp->width,
	    sp->prec, s);
}

static void
pad(int n, char c)
{
	while (n-- > 0)
		putchar(c);
}

/* Seconds since the Epoch, with sp->prec decimals as GNU's %.3Y. */
static void
put_secs(const struct spec *sp, const struct timespec *t)
{
	char num[24], frac[12], sign = 0;
	long long s = t->tv_sec;
	long ns = t->tv_nsec;
	int prec = sp->dot ? 9 : sp->prec, len;

	if (prec <= 0) {
		put_num(sp, 'd', s);
		return;
	}
	if (s < 0 && ns) {
		s++;
		ns = 1000000000 - ns;
	}
	if (s < 0 || (t->tv_sec < 0 && ns))
		sign = '-';
	else if (strchr(sp->flags, '+'))
		sign = '+';
	else if (strchr(sp->flags, ' '))
		sign = ' ';
	len = sprintf(num, "%llu", s < 0 ? -(unsigned long long)s :
	    (unsigned long long)s);
	len += !!sign + 1 + prec;
	if (!strchr(sp->flags, '-') && !strchr(sp->flags, '0'))
		pad(sp->width - len, ' ');
	if (sign)
		putchar(sign);
	if (!strchr(sp->flags, '-') && strchr(sp->flags, '0'))
		pad(sp->width - len, '0');
	sprintf(frac, "%09ld", ns);
	printf("%s.%.*s", num, MIN(prec, 9), frac);
	pad(prec - 9, '0');
	if (strchr(sp->flags, '-'))
		pad(sp->width - len, ' ');
}

/* "2001-09-09 01:46:40.000000000 +0000", in local time */
static void
put_time(const struct spec *sp, const struct timespec *t)
{
	char buf[80];
	struct tm tm;
	long off;

	if (!localtime_r(&t->tv_sec, &tm)) {
		put_num(sp, 'd', t->tv_sec);
		return;
	}
	off = tm.tm_gmtoff / 60;
	snprintf(buf, sizeof(buf),
	    "%04lld-%02d-%02d %02d:%02d:%02d.%09ld %c%02ld%02ld",
	    tm.tm_year + 1900LL, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
	    tm.tm_min, tm.tm_sec, t->tv_nsec, off < 0 ? '-' : '+',
	    labs(off) / 60, labs(off) % 60);
	put_str(sp, buf);
}

static const char *
file_type(mode_t m, off_t size)
{
	if (S_ISREG(m))
		return size ? "regular file" : "regular empty file";
	if (S_ISDIR(m))
		return "directory";
	if (S_ISLNK(m))
		return "symbolic link";
	if (S_ISFIFO(m))
		return "fifo";
	if (S_ISSOCK(m))
		return "socket";
	if (S_ISCHR(m))
		return "character special file";
	if (S_ISBLK(m))
		return "block special file";
	return "weird file";
}

/*
 * The mount point: the highest directory above the file (its canonical
 * path; the link's own directory for an unfollowed link) that is still on
 * the file's device.
 */
static char *
mount_point(const struct file *f)
{
	char *path, *dir, *slash;
	struct stat st;

	if (S_ISLNK(f->st.st_mode) || !(path = realpath(f->name, NULL))) {
		dir = xstrdup(f->name);
		slash = strrchr(dir, '/');
		if (slash)
			slash[slash == dir] = 0;
		path = realpath(slash ? dir : ".", NULL);
		free(dir);
		if (!path)
			return NULL;
	}
	for (;;) {
		slash = strrchr(path, '/');
		if (!slash || slash == path) {
			if (slash && path[1] && !stat("/", &st) &&
			    st.st_dev == f->st.st_dev)
				path[1] = 0;
			return path;
		}
		*slash = 0;
		if (stat(path, &st) < 0 || st.st_dev != f->st.st_dev) {
			*slash = '/';
			return path;
		}
	}
}

/* statfs f_type magic numbers (linux/magic.h) and GNU stat's names */
static const struct {
	uint32_t	magic;
	char		name[12];
} fs_names[] = {
	{ 0xef53, "ext2/ext3" }, { 0x01021994, "tmpfs" },
	{ 0x9fa0, "proc" }, { 0x62656572, "sysfs" }, { 0x1cd1, "devpts" },
	{ 0x73717368, "squashfs" }, { 0x794c7630, "overlayfs" },
	{ 0xe0f5e1e2, "erofs" }, { 0x858458f6, "ramfs" },
	{ 0x63677270, "cgroup2fs" }, { 0x0027e0eb, "cgroupfs" },
	{ 0x19800202, "mqueue" }, { 0x64626720, "debugfs" },
	{ 0x74726163, "tracefs" }, { 0x73636673, "securityfs" },
	{ 0xcafe4a11, "bpf_fs" }, { 0x6165676c, "pstorefs" },
	{ 0x958458f6, "hugetlbfs" }, { 0x65735543, "fusectl" },
	{ 0x42494e4d, "binfmt_misc" }, { 0x9123683e, "btrfs" },
	{ 0x58465342, "xfs" }, { 0x4d44, "msdos" }, { 0x9660, "isofs" },
	{ 0x6969, "nfs" }, { 0x65735546, "fuseblk" },
};

static void
put_fstype(const struct spec *sp, unsigned long type)
{
	char buf[32];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(fs_names); i++)
		if (fs_names[i].magic == type) {
			put_str(sp, fs_names[i].name);
			return;
		}
	snprintf(buf, sizeof(buf), "UNKNOWN (0x%lx)", type);
	put_str(sp, buf);
}

/* One filesystem directive; false when c is not one */
static bool
fs_directive(const struct spec *sp, int c, const struct file *f)
{
	const struct statfs *s = &f->sf;
	unsigned long long v;

	switch (c) {
	case 'n':
		put_str(sp, f->name);
		return true;
	case 'i':
		v = (unsigned long long)(unsigned)s->f_fsid.__val[0] << 32 |
		    (unsigned)s->f_fsid.__val[1];
		put_num(sp, 'x', v);
		return true;
	case 'T':
		put_fstype(sp, (unsigned long)s->f_type);
		return true;
	case 't':
		put_num(sp, 'x', (unsigned long)s->f_type);
		return true;
	case 'S':
		put_u(sp, s->f_frsize ? s->f_frsize : s->f_bsize);
		return true;
	}
	switch (c) {
	case 'a': v = s->f_bavail; break;
	case 'b': v = s->f_blocks; break;
	case 'c': v = s->f_files; break;
	case 'd': v = s->f_ffree; break;
	case 'f': v = s->f_bfree; break;
	case 'l': v = s->f_namelen; break;
	case 's': v = s->f_bsize; break;
	default: return false;
	}
	put_u(sp, v);
	return true;
}

static void
put_name(const struct spec *sp, const struct file *f)
{
	char *link, *s;
	ssize_t n;

	s = (char *)quote(f->name, f->quoting);
	if (S_ISLNK(f->st.st_mode) && !f->follow) {
		link = xmalloc(f->st.st_size + 2);
		n = readlink(f->name, link, f->st.st_size + 1);
		if (n >= 0) {
			link[n] = 0;
			s = xasprintf("%s -> %s", s, quote(link, f->quoting));
			put_str(sp, s);
			free(s);
			free(link);
			return;
		}
		free(link);
	}
	put_str(sp, s);
}

/* One file directive; false when c (or H/L then c2) is not one */
static bool
file_directive(const struct spec *sp, int c, int c2, const struct file *f)
{
	const struct stat *st = &f->st;
	const struct timespec *t = NULL;
	struct timespec bt = { 0, 0 };
	unsigned long long v;
	char buf[12], conv = 'u';
	const char *s;

	if (c == 'H' || c == 'L') {
		dev_t d = c2 == 'd' ? st->st_dev : st->st_rdev;

		if (c2 != 'd' && c2 != 'r')
			return false;
		put_u(sp, c == 'H' ? major(d) : minor(d));
		return true;
	}
	switch (c) {
	case 'A':
		mode_string(st->st_mode, buf);
		put_str(sp, buf);
		return true;
	case 'C':
		put_str(sp, "?");
		errno = ENODATA;
		perror_msg("failed to get security context of %s",
		    quote(f->name, QUOTE_SHELL_ESCAPE_ALWAYS));
		return true;
	case 'F':
		put_str(sp, file_type(st->st_mode, st->st_size));
		return true;
	case 'G':
	case 'U':
		s = c == 'G' ? gid_to_name(st->st_gid) :
		    uid_to_name(st->st_uid);
		put_str(sp, s ? s : "UNKNOWN");
		return true;
	case 'm':
		s = mount_point(f);
		put_str(sp, s ? s : "?");
		free((char *)s);
		return true;
	case 'n':
		put_str(sp, f->name);
		return true;
	case 'N':
		put_name(sp, f);
		return true;
	case 'w':
	case 'W':
		if (file_btime(AT_FDCWD, f->name, f->follow ? 0 :
		    AT_SYMLINK_NOFOLLOW, &bt))
			t = &bt;
		else if (c == 'w')
			put_str(sp, "-");
		break;
	case 'x':
	case 'X':
		t = &st->st_atim;
		break;
	case 'y':
	case 'Y':
		t = &st->st_mtim;
		break;
	case 'z':
	case 'Z':
		t = &st->st_ctim;
		break;
	}
	if (strchr("wxyz", c)) {
		if (t)
			put_time(sp, t);
		return true;
	}
	if (strchr("WXYZ", c)) {
		put_secs(sp, t ? t : &bt);
		return true;
	}
	switch (c) {
	case 'a': v = st->st_mode & 07777, conv = 'o'; break;
	case 'b': v = st->st_blocks; break;
	case 'B': v = 512; break;
	case 'd': v = st->st_dev; break;
	case 'D': v = st->st_dev, conv = 'x'; break;
	case 'f': v = st->st_mode, conv = 'x'; break;
	case 'g': v = st->st_gid; break;
	case 'h': v = st->st_nlink; break;
	case 'i': v = st->st_ino; break;
	case 'o': v = st->st_blksize; break;
	case 's': v = st->st_size, conv = 'd'; break;
	case 't': v = major(st->st_rdev), conv = 'x'; break;
	case 'T': v = minor(st->st_rdev), conv = 'x'; break;
	case 'u': v = st->st_uid; break;
	default: return false;
	}
	put_num(sp, conv, v);
	return true;
}

/* --printf's backslash escape at p; returns its last byte */
static const char *
put_escape(const char *p)
{
	static const char esc[] = "a\ab\be\033f\fn\nr\rt\tv\v\\\\\"\"";
	const char *e;
	int v = 0, i;

	if (!*++p) {
		warn_msg("warning: backslash at end of format");
		putchar('\\');
		return p - 1;
	}
	if (*p >= '0' && *p <= '7') {
		for (i = 0; i < 3 && *p >= '0' && *p <= '7'; i++)
			v = v * 8 + *p++ - '0';
		putchar(v);
		return p - 1;
	}
	if (*p == 'x' && isxdigit((unsigned char)p[1])) {
		for (i = 0; i < 2 && isxdigit((unsigned char)p[1]); i++, p++)
			v = v * 16 + (isdigit((unsigned char)p[1]) ?
			    p[1] - '0' : (p[1] | 32) - 'a' + 10);
		putchar(v);
		return p;
	}
	for (e = esc; *e && *e != *p; e += 2)
		;
	if (*e) {
		putchar(e[1]);
	} else {
		warn_msg("warning: unrecognized escape '\\%c'", *p);
		putchar(*p);
	}
	return p;
}

static int
spec_int(const char **p)
{
	long long v = 0;

	while (isdigit((unsigned char)**p)) {
		if (v < INT_MAX)
			v = v * 10 + *(*p)++ - '0';
		else
			(*p)++;
	}
	return MIN(v, INT_MAX);
}

static void
print_format(const char *fmt, bool escapes, bool fs, const struct file *f)
{
	const char *p, *start;
	struct spec sp;
	size_t n;
	bool ok;

	for (p = fmt; *p; p++) {
		if (*p == '\\' && escapes) {
			p = put_escape(p);
			continue;
		}
		if (*p != '%') {
			putchar(*p);
			continue;
		}
		start = p++;
		if (!*p || *p == '%') {
			putchar('%');
			if (!*p)
				break;
			continue;
		}
		memset(&sp, 0, sizeof(sp));
		sp.prec = -1;
		for (n = 0; *p && strchr("-+ #0'", *p); p++)
			if (!strchr(sp.flags, *p) && n < sizeof(sp.flags) - 1)
				sp.flags[n++] = *p;
		sp.width = spec_int(&p);
		if (*p == '.') {
			p++;
			sp.dot = !isdigit((unsigned char)*p);
			sp.prec = spec_int(&p);
		}
		if (!*p || *p == '%')
			error_exit("%s: invalid directive",
			    quote(xstrndup(start, p - start + !!*p),
			    QUOTE_SHELL_ESCAPE_ALWAYS));
		if (fs)
			ok = fs_directive(&sp, *p, f);
		else if ((ok = file_directive(&sp, *p, p[1], f)) &&
		    (*p == 'H' || *p == 'L'))
			p++;
		if (!ok)
			putchar('?');
	}
}

int
stat_main(int argc, char **argv)
{
	static const char fs_long[] = "  File: \"%n\"\n"
	    "    ID: %-8i Namelen: %-7l Type: %T\n"
	    "Block size: %-10s Fundamental block size: %S\n"
	    "Blocks: Total: %-10b Free: %-10f Available: %a\n"
	    "Inodes: Total: %-10c Free: %d\n";
	static const char file_long[] = "  File: %N\n"
	    "  Size: %-10s\tBlocks: %-10b IO Block: %-6o %F\n"
	    "Device: %Hd,%Ld\tInode: %-11i Links: ";
	static const char file_tail[] = "Access: (%04a/%10.10A)  Uid: (%5u/%8U)   Gid: (%5g/%8G)\n"
	    "Access: %x\nModify: %y\nChange: %z\n Birth: %w\n";
	struct opts o;
	struct file f;
	const char *fmt, *env;
	bool fs, esc = false, nl = true;
	int i, r;

	(void)argc;
	argv = getopts(&o, OPTS_stat, argv);
	fs = OPT(&o, F_f);
	f.follow = OPT(&o, F_L);
	f.quoting = QUOTE_SHELL_ESCAPE_ALWAYS;
	if ((env = getenv("QUOTING_STYLE"))) {
		for (i = 0; quote_styles[i] && strcmp(env, quote_styles[i]);)
			i++;
		if (quote_styles[i])
			f.quoting = i;
		else
			warn_msg("ignoring invalid value of environment "
			    "variable QUOTING_STYLE: %s",
			    quote(env, QUOTE_SHELL_ESCAPE_ALWAYS));
	}
	if (OPT(&o, F_printf) && (!OPT(&o, F_c) ||
	    o.last[__builtin_ctzll(F_printf)] > o.last[__builtin_ctzll(F_c)])) {
		fmt = o.arg[S_printf].s;
		esc = true;
		nl = false;
	} else if (OPT(&o, F_c)) {
		fmt = o.arg[S_c].s;
	} else if (OPT(&o, F_t)) {
		fmt = fs ? "%n %i %l %t %s %S %b %f %a %c %d\n" :
		    "%n %s %b %f %u %g %D %i %h %t %T %X %Y %Z %W %o\n";
		nl = false;
	} else {
		fmt = fs ? fs_long : NULL;
		nl = false;
	}
	for (; *argv; argv++) {
		f.name = *argv;
		if (fs) {
			if (!strcmp(f.name, "-")) {
				error_msg("using '-' to denote standard input "
				    "does not work in file system mode");
				continue;
			}
			if (statfs(f.name, &f.sf) < 0) {
				perror_msg("cannot read file system information"
				    " for %s", quote(f.name,
				    QUOTE_SHELL_ESCAPE_ALWAYS));
				continue;
			}
		} else {
			if (!strcmp(f.name, "-"))
				r = fstat(0, &f.st);
			else
				r = (f.follow ? stat : lstat)(f.name, &f.st);
			if (r < 0) {
				perror_msg("cannot statx %s", quote(f.name,
				    QUOTE_SHELL_ESCAPE_ALWAYS));
				continue;
			}
		}
		if (!fmt) {
			/* the default report names the file literally */
			struct file lit = f;

			lit.quoting = QUOTE_LITERAL;
			print_format(file_long, false, false, &lit);
			print_format(S_ISCHR(f.st.st_mode) ||
			    S_ISBLK(f.st.st_mode) ?
			    "%-5h Device type: %Hr,%Lr\n" : "%h\n", false,
			    false, &lit);
			print_format(file_tail, false, false, &lit);
		} else {
			print_format(fmt, esc, fs, &f);
		}
		if (nl)
			putchar('\n');
	}
	return exit_status;
}
