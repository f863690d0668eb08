/*
 * libbb.h - everything an applet needs from libbb and the core
 *
 * Applets include only this file. An applet file first says which option
 * block it wants, "#define FOR_name", and the generated opts.h (included at
 * the bottom, outside the guard) then gives it OPTS_name, F_x and S_x.
 * SPDX-License-Identifier: MIT
 */
#ifndef LIBBB_H
#define LIBBB_H

#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "config.h"

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define MIN(a, b)	((a) < (b) ? (a) : (b))
#define MAX(a, b)	((a) > (b) ? (a) : (b))
#define NORETURN	__attribute__((noreturn))
#define PRINTF(f, a)	__attribute__((format(printf, f, a)))

/* core: the applet table (core/applets.c) and the one way to start one */
enum { DIR_BIN, DIR_SBIN, DIR_USR_BIN, DIR_USR_SBIN };
enum { AF_NOFORK = 1, AF_ROOT = 2 };
struct applet {
	const char	*name;
	int		(*main)(int, char **);
	unsigned char	dir, flags, usage_exit;
};
extern const struct applet applets[];
extern const char *const applet_usages[];
extern const unsigned applet_count;
extern const char *const install_dirs[];
const struct applet *find_applet(const char *name);
int run_applet(const struct applet *a, char **argv);
int install_links(const char *dir, bool symbolic);

/* error.c: messages, the sticky exit status, cleanups and the way out */
extern const char *applet_name;
extern const char *applet_usage;	/* "synopsis\n\ntext" of the running applet */
extern int applet_usage_exit;
extern int exit_status;		/* set to 1 by every error message */
extern jmp_buf *die_jmp;	/* set when an applet runs inside the shell */
void error_msg(const char *fmt, ...) PRINTF(1, 2);
void perror_msg(const char *fmt, ...) PRINTF(1, 2);
NORETURN void error_exit(const char *fmt, ...) PRINTF(1, 2);
NORETURN void perror_exit(const char *fmt, ...) PRINTF(1, 2);
NORETURN void usage_exit(const char *fmt, ...) PRINTF(1, 2);
NORETURN void xexit(int status);
void atcleanup(void (*fn)(void *), void *arg);
void uncleanup(void (*fn)(void *), void *arg);
void show_usage(FILE *f, bool full);

/* xalloc.c */
void *xmalloc(size_t n);
void *xzalloc(size_t n);
void *xrealloc(void *p, size_t n, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) PRINTF(1, 2);

/* xio.c: full reads and writes, and x-wrappers that die with a message */
ssize_t read_full(int fd, void *buf, size_t n);
ssize_t write_full(int fd, const void *buf, size_t n);
size_t xread(int fd, void *buf, size_t n);
void xwrite(int fd, const void *buf, size_t n);
int xopen(const char *path, int flags);
int xopen3(const char *path, int flags, mode_t mode);
void xclose(int fd);
off_t xlseek(int fd, off_t off, int whence);
void xfstat(int fd, struct stat *st, const char *name);
void xpipe(int fds[2]);
pid_t xfork(void);
void xdup2(int from, int to);
int xioctl(int fd, unsigned long req, void *arg, const char *what);
long long copy_fd(int in, int out);

/* num.c: numbers with range checks; each x-variant dies with a clear error */
int atoll_range(const char *s, long long lo, long long hi, long long *out);
long long xatoll_range(const char *s, long long lo, long long hi);
unsigned long long xatou_range(const char *s, unsigned long long lo,
    unsigned long long hi);
unsigned long long parse_size(const char *s);

/* opts.c: the one option parser; see STYLE.md for the spec grammar */
struct optlist {
	char	**v;
	int	n;
};
union optarg {
	const char	*s;	/* ':' and '?' (NULL when '?' was given bare) */
	long long	n;	/* '#' */
	struct optlist	l;	/* '*' */
};
struct opts {
	unsigned long long	seen;
	int			argc;	/* operands left in the returned argv */
	unsigned char		count[64];
	union optarg		arg[32];
};
char **getopts(struct opts *o, const char *spec, char **argv);
#define OPT(o, f)	(((o)->seen & (f)) != 0)

/* mode.c: chmod(1)-style modes, octal or symbolic */
int mode_parse(const char *s, mode_t base, mode_t umask_bits, bool isdir,
    mode_t *out);
mode_t xmode_parse(const char *s, mode_t base, mode_t umask_bits, bool isdir);
void mode_string(mode_t mode, char buf[11]);

/* path.c */
const char *base_name(const char *path);
char *join_path(const char *dir, const char *name);
int mkpath(const char *path, mode_t mode, mode_t parent_mode,
    void (*created)(const char *), int *failed);

/* ids.c: names from /etc/passwd and /etc/group (no NSS), cached */
const char *uid_to_name(uid_t uid);	/* NULL when the id has no name */
const char *gid_to_name(gid_t gid);
int name_to_uid(const char *name, uid_t *uid);	/* 0, or -1 if unknown */
int name_to_gid(const char *name, gid_t *gid);

#endif /* LIBBB_H */

#include "opts.h"
