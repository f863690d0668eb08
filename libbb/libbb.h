/*
 * libbb.h - everything an applet needs from libbb and the core
 *
 * Applets include only this file. An applet file first says which option
 * block it wants, "#define FOR_name", and the generated opts.h (included at
 * the bottom, outside the guard) then gives it OPTS_name, F_x and S_x.
 * A file that tests the configuration (CONFIG_x, ENABLE_x, IF_x) includes
 * the generated config.h before this file: only such files are rebuilt
 * when the configuration changes (make lint checks that they do).
 * After the core's part come the libbb files, one section each, in the
 * order of their names; libbb/README says what belongs in libbb.
 * SPDX-License-Identifier: MIT
 */
#ifndef LIBBB_H
#define LIBBB_H

#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
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

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define MIN(a, b)	((a) < (b) ? (a) : (b))
#define MAX(a, b)	((a) > (b) ? (a) : (b))
#define NORETURN	__attribute__((noreturn))
#define PRINTF(f, a)	__attribute__((format(printf, f, a)))

/*
 * Little-endian (and big-endian) loads and stores at any alignment, for
 * on-disk formats (fsprobe.c) and the word-at-a-time loops of crc32.c,
 * deflate.c and inflate.c.
 */
static inline uint32_t
get_le32(const unsigned char *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	v = __builtin_bswap32(v);
#endif
	return v;
}

static inline uint32_t
get_be32(const unsigned char *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
#if __BYTE_ORDER__ != __ORDER_BIG_ENDIAN__
	v = __builtin_bswap32(v);
#endif
	return v;
}

static inline uint64_t
get_le64(const unsigned char *p)
{
	uint64_t v;

	memcpy(&v, p, 8);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	v = __builtin_bswap64(v);
#endif
	return v;
}

static inline void
put_le64(unsigned char *p, uint64_t v)
{
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	v = __builtin_bswap64(v);
#endif
	memcpy(p, &v, 8);
}

/* core: the applet table (core/applets.c) and the one way to start one */
enum { DIR_BIN, DIR_SBIN, DIR_USR_BIN, DIR_USR_SBIN };
/* AF_EXEC: started only by execve, never called from another applet */
/* AF_SUID: keeps the set-user-ID (and -group) privileges of the binary */
enum { AF_NOFORK = 1, AF_ROOT = 2, AF_NOHELP = 4, AF_EXEC = 8, AF_SUID = 16 };
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
void drop_suid(void);
const struct applet *applet_at(const char *path, const char *name);
/*
 * The running binary, to execute or link to: /proc/self/exe; in the
 * build of make check VALGRIND=1 $ROOTBOX_SELF where set and Valgrind
 * runs it, as there /proc/self/exe is Valgrind's tool
 */
const char *self_exe(void);
char *find_exec(const char *name);
int exec_command(char **argv, int cloexec);
int install_links(const char *dir, bool symbolic);

/*
 * askpass.c: ask_pass writes prompt to fd's terminal and reads a line
 * from it with echo off (from a file or pipe: the prompt to stderr); the
 * line, malloc'd, or NULL at EOF or C-c. free_pass wipes and frees it.
 * ask_pass_restore puts the terminal back (for a signal handler).
 */
#define PASS_MAX	255
char *ask_pass(int fd, const char *prompt);
void free_pass(char *p);
void ask_pass_restore(void);

/*
 * copy.c: copying files and trees (cp, mv, install). Set flags and umask
 * in a zeroed struct copy, call copy_tree for each operand (dst is the
 * copy's own name), then copy_free. COPY_DEREF follows every symlink
 * (-L), COPY_DEREF_ROOT the operand's (-H); COPY_MODE, COPY_OWNER,
 * COPY_TIMES and COPY_LINKS are --preserve's; COPY_MOVE words -v as mv.
 * copy_bytes: the bytes of in to the empty out (0, -1 read error, -2 write
 * error, -3 no clone for COPY_REFLINK; errno set). copy_target: the
 * target of the operands (-t t, or the last), and are the sources to go
 * into it? (dies with GNU's messages); copy_into: DIR/the last component
 * of path. ask_yes prints
 * "applet: " and the prompt on stderr and reads a line: was it yes?
 */
enum {
	COPY_RECURSE = 1 << 0, COPY_DEREF = 1 << 1, COPY_DEREF_ROOT = 1 << 2,
	COPY_FORCE = 1 << 3, COPY_ASK = 1 << 4, COPY_NOCLOBBER = 1 << 5,
	COPY_UPDATE = 1 << 6, COPY_VERBOSE = 1 << 7, COPY_HARDLINK = 1 << 8,
	COPY_SYMLINK = 1 << 9, COPY_MODE = 1 << 10, COPY_OWNER = 1 << 11,
	COPY_TIMES = 1 << 12, COPY_LINKS = 1 << 13, COPY_XDEV = 1 << 14,
	COPY_SPARSE_ALWAYS = 1 << 15, COPY_SPARSE_NEVER = 1 << 16,
	COPY_NOREFLINK = 1 << 17, COPY_REFLINK = 1 << 18, COPY_MOVE = 1 << 19,
	COPY_DEFMODE = 1 << 20	/* new files get 0666 (dirs 0777) less umask */
};
struct copy_dir;
struct copy_ino;
struct copy {
	unsigned	flags;
	mode_t		umask;
	/* the rest is copy.c's own */
	const char	*src, *dst;
	char		*dpath;
	size_t		srclen, dcap, nino, nbucket;
	struct copy_dir	*dir;
	int		ndir, dircap, nfds;
	struct copy_ino	**ino;
	dev_t		rootdev;
};
int copy_tree(struct copy *c, const char *src, const char *dst);
void copy_free(struct copy *c);
int copy_bytes(int in, int out, const struct stat *st, unsigned flags);
bool ask_yes(const char *fmt, ...) PRINTF(1, 2);
bool copy_target(char **argv, int *n, const char *t, bool notarget,
    const char **target);
char *copy_into(const char *dir, const char *path);

/*
 * crc32.c: the CRC-32 of gzip (RFC 1952); start with crc 0. crc32_msb:
 * the polynomial unreflected (cksum, bzip2), the raw update only.
 */
uint32_t crc32_update(uint32_t crc, const void *buf, size_t n);
uint32_t crc32_msb_update(uint32_t crc, const void *buf, size_t n);

/*
 * crypt.c: the "$1$" (MD5), "$5$" (SHA-256) and "$6$" (SHA-512, with
 * "rounds=N$") password hashes. pw_encrypt hashes key with the method,
 * rounds and salt of setting (a hash or "$6$SALT") into out, which it
 * returns; NULL for any other method. pw_salt writes a new random
 * setting of method id (1, 5, 6) into buf. pw_match compares in constant
 * time; false for a method pw_encrypt does not know.
 */
#define PW_HASH_MAX	128
char *pw_encrypt(const char *key, const char *setting, char *out);
char *pw_salt(char *buf, int id);
bool pw_match(const char *key, const char *hash);

/*
 * date.c: parse_date takes GNU's date syntax (most of it) relative to
 * base; parse_stamp digit pairs, touch -t's [[CC]YY]MMDDhhmm[.ss] or with
 * year_last date's MMDDhhmm[[CC]YY][.ss]. Both in local time unless the
 * text names a zone; false when the text is no date. mono_secs: the
 * monotonic clock in seconds (intervals: timeout, watch, hwclock).
 */
struct timespec;
bool parse_date(const char *date, const struct timespec *base,
    struct timespec *out);
bool parse_stamp(const char *s, bool year_last, struct timespec *out);
double mono_secs(void);

/*
 * deflate.c: raw DEFLATE (RFC 1951, no zlib). deflate hands output to wr
 * (0, or -1 with errno); deflate_put adds raw bytes at a byte boundary
 * (before any data or after deflate_end), deflate_flush writes everything
 * buffered.
 */
struct deflate;
struct deflate *deflate_new(int level, int (*wr)(void *, const void *, size_t),
    void *ctx);
void deflate_free(struct deflate *d);
int deflate_write(struct deflate *d, const void *buf, size_t n);
int deflate_end(struct deflate *d);
int deflate_put(struct deflate *d, const void *buf, size_t n);
int deflate_flush(struct deflate *d);

/* error.c: messages, the sticky exit status, cleanups and the way out */
extern const char *applet_name;
extern const char *applet_usage;	/* "synopsis\n\ntext" of the running applet */
extern int applet_usage_exit;
extern int exit_status;		/* set to 1 by every error message */
extern jmp_buf *die_jmp;	/* set when an applet runs inside the shell */
void error_msg(const char *fmt, ...) PRINTF(1, 2);
void perror_msg(const char *fmt, ...) PRINTF(1, 2);
void warn_msg(const char *fmt, ...) PRINTF(1, 2);	/* status untouched */
NORETURN void error_exit(const char *fmt, ...) PRINTF(1, 2);
NORETURN void perror_exit(const char *fmt, ...) PRINTF(1, 2);
NORETURN void status_exit(int status, const char *fmt, ...) PRINTF(2, 3);
NORETURN void usage_exit(const char *fmt, ...) PRINTF(1, 2);
NORETURN void xexit(int status);
void atcleanup(void (*fn)(void *), void *arg);
void uncleanup(void (*fn)(void *), void *arg);
void show_usage(FILE *f, bool full);

/*
 * partial.c: the output being written is removed if the applet dies or
 * gets SIGINT, SIGTERM, SIGHUP, SIGPIPE or SIGXFSZ (then killed by it).
 * partial_begin/partial_end bracket the writing; partial_set names the
 * file (NULL: complete), partial_drop removes it after an error;
 * partial_temp opens a temporary beside target, partial_commit renames it;
 * partial_open: through partial_temp where target is a regular or new
 * file (*tmp set), else in place (*tmp NULL).
 */
void partial_begin(void);
void partial_end(void);
void partial_set(const char *path);
void partial_drop(void);
int partial_temp(const char *target, char **tmp);
int partial_commit(const char *tmp, const char *target);
int partial_open(const char *target, char **tmp);

/*
 * fsprobe.c: what is on a device: the filesystem type, label and UUID in
 * a superblock, swap, a partition table, a partition's entry in its
 * disk's table. tags holds "NAME\0VALUE\0" pairs in blkid's order (a
 * name that blkid shows only with -p starts with '+'); fsprobe_tag finds
 * one by its name (without '+'). fsprobe_find: the /dev/NAME (malloc'd)
 * of /proc/partitions whose tag what is val, or NULL.
 */
#define FSPROBE_LABEL	257
struct fsprobe {
	const char	*type;		/* NULL: no filesystem, no swap */
	char		label[FSPROBE_LABEL], uuid[40];
	size_t		len;
	char		tags[1024];
};
int fsprobe_fd(int fd, struct fsprobe *r);
int fsprobe_path(const char *path, struct fsprobe *r);
const char *fsprobe_tag(const struct fsprobe *r, const char *name);
char *fsprobe_find(const char *what, const char *val);

/*
 * gz.c: gzip streams (RFC 1952) over inflate.c and deflate.c; memory is
 * bounded: about 200 KiB to read a gzip stream, 450 KiB to write one.
 * gz_open_read reads member after member from fd; name is
 * for messages (NULL: "(stdin)"). gz_read returns bytes, 0 at the end of
 * the last member, -1 on corrupt or truncated data or a read error, after
 * a message naming the file. Trailing zeros are ignored; other trailing
 * garbage is a warning (exit status untouched), counted in gz_counts.
 * gz_open_write writes a header (FNAME only when name is not NULL);
 * gz_write and gz_finish (trailer, then frees) return 0, or -1 with errno
 * on a write error. gz_magic: do these bytes start a gzip member?
 * gz_known: data of one of the formats (GZ_F_* below) asked for?
 */
struct gz;
struct gz *gz_open_read(int fd, const char *name);
ssize_t gz_read(struct gz *z, void *buf, size_t n);
void gz_close(struct gz *z);
struct gz *gz_open_write(int fd, int level, const char *name, time_t mtime);
int gz_write(struct gz *z, const void *buf, size_t n);
int gz_finish(struct gz *z);
bool gz_magic(const unsigned char *buf, size_t n);
bool gz_known(const unsigned char *buf, size_t n, int formats);
/*
 * Lower level, for gzip(1): flags, header, zero-copy reads, counts.
 * GZ_NL starts data errors with a newline, as GNU gzip does; GZ_ZEROS
 * warns about trailing zero bytes too (GNU's -v). gz_overhead: header and
 * trailer bytes read; gz_finish_count: gz_finish that also gives the bytes
 * written.
 */
enum {
	GZ_QUIET = 1,	/* no warnings */
	GZ_CAT = 2,	/* pass non-gzip data through */
	GZ_NL = 4,
	GZ_ZEROS = 8,
	GZ_NOCHECK = 16,	/* skip the other formats' own checks */
	GZ_BZ2_EOF = 32,	/* input ending in bzip2's magic: truncated */
	GZ_EMPTY_UNKNOWN = 64,	/* empty input: of no format, as xz says */
	/*
	 * The formats to read (none named: gzip alone): gzip, compress's
	 * LZW (.Z), pack's Huffman (.z), xz, lzma, bzip2, Zstandard; one
	 * that is not gzip is told by its first bytes.
	 */
	GZ_F_GZIP = 0x100,
	GZ_F_LZW = 0x200,
	GZ_F_PACK = 0x4000,
	GZ_F_XZ = 0x400,
	GZ_F_LZMA = 0x800,
	GZ_F_BZ2 = 0x1000,
	GZ_F_ZSTD = 0x8000,
	GZ_F_OTHER = GZ_F_LZW | GZ_F_PACK | GZ_F_XZ | GZ_F_LZMA | GZ_F_BZ2 |
	    GZ_F_ZSTD,
	GZ_F_ANY = GZ_F_GZIP | GZ_F_OTHER
};
struct gz_header {
	uint32_t	mtime, crc;	/* crc: of the last member, once read */
	unsigned char	flags, xfl, os;
	char		name[1024];	/* FNAME, cut to 1023 bytes; "" if none */
	uint32_t	isize;		/* the last member's ISIZE, once read */
};
struct gz *gz_open_read_flags(int fd, const char *name, int flags);
ssize_t gz_read_chunk(struct gz *z, const unsigned char **p);
/* NULL (after a message): not gzip */
const struct gz_header *gz_header(struct gz *z);
void gz_counts(struct gz *z, uint64_t *in, uint64_t *out, int *warnings);
uint64_t gz_overhead(struct gz *z);
void gz_set_memlimit(struct gz *z, uint64_t limit);
void gz_set_unknown(struct gz *z, const char *fmt);
/* after an error: was it in the data (corrupt, truncated, unknown)? */
bool gz_bad(struct gz *z);
int gz_format(struct gz *z);
int gz_finish_count(struct gz *z, uint64_t *written);

/*
 * hash.c: MD5 (RFC 1321), SHA-1, SHA-224, SHA-256, SHA-384, SHA-512
 * (FIPS 180-4). X_init(&h), then hash_update as often as needed, then
 * hash_final, which writes the digest (HASH_MAX bytes at most) and
 * returns its length; the context may then be initialised again.
 */
#define HASH_MAX	64
struct hash {
	union {
		uint32_t	w[16];
		uint64_t	d[8];
	} s;
	uint64_t	len;		/* bytes hashed */
	void		(*block)(struct hash *, const unsigned char *, size_t);
	unsigned char	used, bsize, dsize;
	bool		le;		/* MD5's little-endian words */
	unsigned char	buf[128];
};
void md5_init(struct hash *h);
void sha1_init(struct hash *h);
void sha224_init(struct hash *h);
void sha256_init(struct hash *h);
void sha384_init(struct hash *h);
void sha512_init(struct hash *h);
void hash_update(struct hash *h, const void *data, size_t n);
unsigned hash_final(struct hash *h, unsigned char *out);

/*
 * hashfile.c: the checksum lines of md5sum and its family and of cksum
 * -a. hash_algs: MD5 ... SHA512, then a NULL tag. hash_file: the digest
 * of a file ("-": stdin) and its length, or -1 after a message (errno
 * kept; a missing file says nothing with HF_IGNORE_MISSING). hash_print:
 * the line of a digest (HF_TAG, HF_BINARY, HF_ZERO). hash_check checks
 * the lines of a list (-c), with the algorithm of c->algs (nalg 1) or,
 * with several, the one a line's tag names; what names the format in -w
 * warnings, style starts at 0. It returns false when the list fails.
 * hash_usage: a usage error (what may be NULL), GNU's "Try" line, exit
 * 1. hash_mode: GNU's complaints about flags that need -c or refuse it.
 * hash_run: each name hashed and printed with c->algs[0], or with check
 * each checked as a list; the exit status.
 */
enum {
	HF_TAG = 1, HF_BINARY = 2, HF_ZERO = 4, HF_STATUS = 8, HF_QUIET = 16,
	HF_STRICT = 32, HF_WARN = 64, HF_IGNORE_MISSING = 128
};
struct hash_alg {
	const char	*tag;		/* "MD5", "SHA256" */
	void		(*init)(struct hash *);
	unsigned	dsize;
};
struct hash_check {
	const struct hash_alg	*algs;
	int			nalg;
	const char		*what;
	unsigned		flags;
	int			style;	/* 1 GNU's lines, 2 BSD's */
};
extern const struct hash_alg hash_algs[];
int hash_file(const char *name, const struct hash_alg *a, unsigned char *out,
    unsigned flags);
void hash_print(const struct hash_alg *a, const unsigned char *d, unsigned n,
    const char *name, unsigned flags);
bool hash_check(struct hash_check *c, const char *list);
NORETURN void hash_usage(const char *what);
void hash_mode(unsigned flags, bool check);
int hash_run(struct hash_check *c, bool check, char **names);

/* ids.c: names from /etc/passwd and /etc/group (no NSS), cached */
const char *uid_to_name(uid_t uid);	/* NULL when the id has no name */
const char *gid_to_name(gid_t gid);
int name_to_uid(const char *name, uid_t *uid);	/* 0, or -1 if unknown */
int name_to_gid(const char *name, gid_t *gid);
int user_gid(const char *name, gid_t *gid);	/* the user's login group */

/*
 * inflate.c: raw DEFLATE (RFC 1951) decoding. inflate pulls input through
 * rd (read(2)-like: count, 0 at the end, -1 with errno). inflate_out
 * returns new bytes at *p (valid until the next call), 0 at the end of the
 * stream, -1 on bad data or a read error (inflate_error says which);
 * inflate_bytes reads raw bytes after a stream (or before the next, after
 * inflate_reset). The RFC's 3.2.5 and 3.2.7 tables are shared with
 * deflate.c.
 */
extern const uint16_t rfc1951_len_base[29], rfc1951_dist_base[30];
extern const unsigned char rfc1951_len_extra[29], rfc1951_clen_order[19];
struct inflate;
struct inflate *inflate_new(ssize_t (*rd)(void *, void *, size_t), void *ctx);
void inflate_reset(struct inflate *s);
void inflate_free(struct inflate *s);
const char *inflate_error(struct inflate *s);
uint64_t inflate_tell(struct inflate *s);
ssize_t inflate_out(struct inflate *s, const unsigned char **p);
ssize_t inflate_bytes(struct inflate *s, void *buf, size_t n);

/*
 * zstd.c: Zstandard (RFC 8878) decoding, frames one after another, as
 * zstd -dc gives them. rd is read(2)-like. zstd_out returns new bytes at
 * *p (valid until the next call), 0 at the end of the input after whole
 * frames, -1 on bad data, a failed check, truncation, a window over
 * memlimit (0: 128 MiB, the zstd CLI's default) or a read error;
 * zstd_error then gives the zstd CLI's words, or NULL for a read error
 * (errno is rd's). zstd_new returns NULL when out of memory. Memory:
 * the window (or the content size, if smaller) plus one 128 KiB block
 * plus about 400 KiB. Flags: ZSTD_NOCHECK skips the content checksum
 * (zstd --no-check). zstd_magic: do these bytes start a zstd or
 * skippable frame?
 */
#define ZSTD_NOCHECK	1
struct zstd;
struct zstd *zstd_new(ssize_t (*rd)(void *, void *, size_t), void *ctx,
    int flags, uint64_t memlimit);
ssize_t zstd_out(struct zstd *s, const unsigned char **p);
const char *zstd_error(struct zstd *s);
void zstd_free(struct zstd *s);
bool zstd_magic(const unsigned char *buf, size_t n);

/*
 * bz2.c: bzip2 decompression and compression, streaming. rd is
 * read(2)-like (count, 0 at the end, -1 with errno); flags must be 0;
 * memlimit caps the block array (0: none; a level-9 stream needs 3.6 MB).
 * bz2_out returns new bytes at *p (valid until the next call), 0 after
 * the last complete stream (concatenated streams are one output), -1 on
 * bad or truncated data, a CRC mismatch, the memlimit or a read error;
 * bz2_error then gives bzip2's words for it, or NULL for a read error
 * (errno is rd's). bz2_warning: NULL, or bzip2's warning about data after
 * the last stream (ignored, as bzip2 -d does). bz2_magic: do these bytes
 * start a stream?
 */
struct bz2;
struct bz2 *bz2_new(ssize_t (*rd)(void *, void *, size_t), void *ctx,
    int flags, uint64_t memlimit);
ssize_t bz2_out(struct bz2 *s, const unsigned char **p);
const char *bz2_error(struct bz2 *s);
const char *bz2_warning(struct bz2 *s);
void bz2_free(struct bz2 *s);
bool bz2_magic(const unsigned char *buf, size_t n);
/*
 * bzip2 compression: one stream of level * 100k blocks through wr
 * (0, or -1 with errno); bz2_write and bz2_finish (the end of the
 * stream, then frees) return 0, or -1 with errno after a write error.
 * Memory: 9 bytes per block byte (8.1 MB at level 9).
 */
struct bz2w;
struct bz2w *bz2_writer_new(int level,
    int (*wr)(void *, const void *, size_t), void *ctx);
int bz2_write(struct bz2w *w, const void *buf, size_t n);
int bz2_finish(struct bz2w *w);

/*
 * instream.c: FILE operands (none: stdin; "-": stdin) read as one stream
 * (od, hexdump). instream_open takes the first file and skips skip bytes
 * over the files (what is left unskipped at the end stays in skip);
 * instream_read gives up to n bytes, fewer only at the end of the input
 * or of the left bytes allowed; a file that cannot be opened or read is
 * reported and passed over. opened: some file could be opened.
 */
struct instream {
	char			**files;
	const char		*name;
	unsigned long long	skip, left;
	int			fd;
	bool			opened;
	size_t			pos, end;
	unsigned char		buf[65536];
};
void instream_open(struct instream *s, char **files, unsigned long long skip,
    unsigned long long left);
size_t instream_read(struct instream *s, void *out, size_t n);
void instream_close(struct instream *s);

/*
 * lineedit.c: the line editor of interactive programs (sh). lineedit_read
 * shows prompt and edits a line on the terminal (fds 0 and 2); *line is
 * then the line with its newline, valid until the next call, and the
 * length is returned; or LE_EOF (C-d on an empty line), LE_INTR (C-c), or
 * LE_PLAIN: this terminal cannot edit (not a tty, TERM=dumb, no answer),
 * read it plainly. complete(LE_CMD or LE_VAR, prefix) offers command or
 * variable names with lineedit_add. The history is loaded from file by
 * lineedit_history_init and appended to it at exit; lines are numbered
 * from 1 up to lineedit_history_last(); lineedit_history_drop takes the
 * newest line of this session out. With notice set, a SIGCHLD (left at
 * its default) interrupts the wait for a key: when notice(false) says
 * there is something to show, the cursor goes below the line,
 * notice(true) prints it, and the prompt and the line are drawn again.
 */
enum { LE_EOF = -1, LE_INTR = -2, LE_PLAIN = -3 };
enum { LE_CMD, LE_VAR };
struct lineedit {
	const char	*prompt;
	bool		vi;
	void		(*complete)(int kind, const char *prefix);
	bool		(*notice)(bool print);
};
int lineedit_read(struct lineedit *le, char **line);
void lineedit_add(const char *name, bool dir);
void lineedit_history_init(const char *file, int size);
void lineedit_history_add(const char *line);
void lineedit_history_drop(void);
const char *lineedit_history(int n);
int lineedit_history_last(void);

/*
 * lines.c: the end of a stream (head, tail). last_lines: the offset of the
 * last n lines in b; keep_end: read fd to its end keeping its last n lines
 * (delim >= 0) or bytes (delim < 0) in k (k->buf to be freed); what comes
 * before them is written to out when out >= 0; 0, -1 read error, -2 write
 * error (errno set)
 */
struct keep {
	char	*buf;
	size_t	len, cap;
};
size_t last_lines(const char *b, size_t len, unsigned long long n, int delim);
int keep_end(int fd, struct keep *k, unsigned long long n, int delim, int out);

/*
 * loop.c: loop devices; sector size, direct I/O and reuse for losetup -b,
 * --direct-io and -L
 */
enum { LOOPF_RO = 1, LOOPF_AUTOCLEAR = 4, LOOPF_PARTSCAN = 8, LOOPF_DIO = 16 };
struct loopinfo {
	int			nr;
	unsigned		flags, logsec;
	bool			dio;
	unsigned long long	offset, sizelimit, dev, ino;
	char			file[PATH_MAX];
};
char *loop_name(int n);
int loop_free(void);
int loop_attach(const char *file, const char *dev, unsigned long long offset,
    unsigned long long sizelimit, unsigned *flags, char **name);
int loop_attach_bs(const char *file, const char *dev, unsigned long long offset,
    unsigned long long sizelimit, unsigned bs, unsigned *flags, char **name);
int loop_detach(const char *dev);
int loop_set_blocksize(const char *dev, unsigned bs);
int loop_set_dio(const char *dev, bool on);
int loop_set_capacity(const char *dev);
int loop_info(const char *dev, struct loopinfo *info);
int loop_list(int **out);
bool loop_backed_by(const struct loopinfo *li, const struct stat *st);
char *loop_find(const char *file, unsigned long long offset,
    unsigned long long sizelimit, bool *overlap);

/* mode.c: chmod(1)-style modes, octal or symbolic */
int mode_parse(const char *s, mode_t base, mode_t umask_bits, bool isdir,
    mode_t *out);
mode_t xmode_parse(const char *s, mode_t base, mode_t umask_bits, bool isdir);
mode_t xmode_node(const char *s, mode_t umask_bits);	/* mknod, mkfifo -m */
void mode_string(mode_t mode, char buf[11]);

/* mountopt.c: mount(8) -o strings <-> MS_* flags and a data string */
enum { MNTX_LOOP = 1, MNTX_NOAUTO = 2, MNTX_AUTO = 4, MNTX_NOFAIL = 8,
	MNTX_IGNORE = 16 };
struct mntopts {
	unsigned long		flags;	/* MS_* other than propagation */
	unsigned long		set;	/* the MS_* bits the options named */
	unsigned long		prop;	/* MS_SHARED... (| MS_REC), or 0 */
	unsigned		extra;	/* MNTX_* */
	char			*data;	/* the rest, for the filesystem */
	char			*loopdev;	/* loop=DEV */
	long long		offset, sizelimit;
};
struct mntline {
	char	*src, *dir, *type, *opts;
};
#define MS_PROPAGATION	((1UL << 20) | (1UL << 19) | (1UL << 18) | (1UL << 17))
int mountopt_parse(struct mntopts *m, const char *s);
void mountopt_free(struct mntopts *m);
bool mountopt_match(const char *opts, const char *list);
char *mount_unescape(char *s);
bool mount_next(FILE *f, struct mntline *e);
bool mount_type_match(const char *type, const char *list);

/* newc.c: cpio headers (newc, crc, odc) and gen_init_cpio list entries */
enum { CPIO_NEWC, CPIO_CRC, CPIO_ODC };
struct cpio_hdr {
	char			*name;
	unsigned long long	size, ino, mtime;	/* even on 32 bits */
	unsigned long		mode, uid, gid, nlink;
	unsigned		dev_major, dev_minor, rdev_major, rdev_minor;
	unsigned		check;
	int			format;
};
struct cpio_reader {
	int			fd, format;
	struct gz		*gz;		/* not NULL: read through it */
	const char		*what;		/* archive name for messages */
	unsigned long long	off, left;	/* offset; data left in entry */
	unsigned		sum;		/* of data read (crc format) */
	size_t			pos, end;
	char			buf[65536];
};
struct cpio_writer {
	int			fd, format;
	unsigned long long	off;
	size_t			n;
	char			buf[65536];
};
struct cpio_list_ent {
	struct cpio_hdr		h;		/* name points into line */
	const char		*src, *target;	/* file source, slink target */
	char			*line;
	size_t			cap;
	int			lineno;
};
int cpio_read_header(struct cpio_reader *r, struct cpio_hdr *h);
size_t cpio_read_data(struct cpio_reader *r, void *buf, size_t n);
void cpio_skip_data(struct cpio_reader *r);
int cpio_write_header(struct cpio_writer *w, const struct cpio_hdr *h);
void cpio_write_data(struct cpio_writer *w, const void *buf, size_t n);
void cpio_end_data(struct cpio_writer *w);
void cpio_write_trailer(struct cpio_writer *w, unsigned blocksize);
int cpio_list_next(FILE *f, const char *what, struct cpio_list_ent *e);

/* num.c: numbers with range checks; each x-variant dies with a clear error */
int atoll_range(const char *s, long long lo, long long hi, long long *out);
long long xatoll_range(const char *s, long long lo, long long hi);
unsigned long long xatou_range(const char *s, unsigned long long lo,
    unsigned long long hi);
int parse_size(const char *s, unsigned long long *out);
unsigned long long xparse_size(const char *s);
enum { SIZE_DEC = 1, SIZE_GNU = 2 };	/* see parse_gnu_size in num.c */
int parse_gnu_size(const char *s, int flags, const char *sfx,
    unsigned long long *out);
char *human_size(char *buf, unsigned long long v, unsigned base); /* -h */
char *ul_size(char *buf, unsigned long long v, bool iec); /* util-linux */
/* sleep's and timeout's NUMBER[smhd] in seconds; -1 if it is none */
double parse_duration(const char *s);

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
	unsigned		nopt;		/* options taken so far */
	unsigned		last[64];	/* nopt at item k's last use */
	unsigned char		order[64];	/* item of each option taken */
};
char **getopts(struct opts *o, const char *spec, char **argv);
#define OPT(o, f)	(((o)->seen & (f)) != 0)
/* the position of option f's last use among the options taken */
#define OPT_LAST(o, f)	((o)->last[__builtin_ctzll(f)])
/* GNU's obsolete -N made -cN (-t N, -w N) in argv; how many */
int dash_num_opt(char **argv, int c, const char *lng);

/*
 * lzw.c: compress(1)'s LZW (.Z) decoding, inflate's interface, after
 * the magic (flags: the byte that follows it): lzw_out
 * gives the next bytes at *p (valid until the next call), 0 at the end,
 * -1 on bad data (lzw_error: GNU gzip's words) or a read error
 * (lzw_error NULL, errno set by rd).
 */
struct lzw;
struct lzw *lzw_new(ssize_t (*rd)(void *, void *, size_t), void *ctx,
    int flags);
ssize_t lzw_out(struct lzw *s, const unsigned char **p);
const char *lzw_error(struct lzw *s);
void lzw_free(struct lzw *s);
/* unpack.c: pack(1)'s Huffman data (.z), decoded after the magic; as lzw */
struct unpack;
struct unpack *unpack_new(ssize_t (*rd)(void *, void *, size_t), void *ctx);
ssize_t unpack_out(struct unpack *s, const unsigned char **p);
const char *unpack_error(struct unpack *s);
void unpack_free(struct unpack *s);

/*
 * path.c: path names; canonical names (readlink, realpath, ln -r); archive
 * member names that stay inside the target (tar, cpio)
 */
const char *base_name(const char *path);
size_t dir_len(const char *path);
char *join_path(const char *dir, const char *name);
int mkpath(const char *path, mode_t mode, mode_t parent_mode,
    void (*created)(const char *), int *failed);
enum {
	CANON_EXIST = 0,	/* every component must exist */
	CANON_PARENT = 1,	/* all but the last */
	CANON_MISSING = 2,	/* none */
	CANON_HOW = 3,
	CANON_NOLINKS = 4,	/* leave symlinks alone (realpath -s) */
	CANON_LOGICAL = 8	/* ".." before symlinks (realpath -L) */
};
char *read_link(const char *path);
char *canonical_path(const char *path, int mode);
char *relative_path(const char *from, const char *to);
void random_chars(char *s, size_t n);
struct member_guard_ent {
	dev_t	dev;
	ino_t	ino;
	bool	used;
};
struct member_guard {			/* symlinks this archive created */
	struct member_guard_ent	*v;
	size_t			n, cap;
};
const char *member_name(const char *name, bool *stripped);
bool member_dotdot(const char *name);
void member_guard_add(struct member_guard *g, const char *path);
size_t member_guard_check(const struct member_guard *g, const char *path);
void member_guard_free(struct member_guard *g);

/*
 * procps.c: /proc/PID (ps, kill, pgrep, pidof, killall). proc_read fills
 * p from stat, and from status (PROC_STATUS: the ids) and cmdline
 * (PROC_CMDLINE: args, argslen bytes of NUL-ended arguments, none for a
 * kernel thread); false when the process is gone. proc_next gives the
 * next process of the proc_open walk, passing over those that vanish;
 * proc_args joins the arguments with spaces (none: "" or "[comm]");
 * tty_name: "pts/3", "tty1", "?" for none. Times are in clock ticks, vsz
 * and rss in KiB; rtprio and policy are 0 on kernels without them.
 * proc_free frees args.
 */
enum { PROC_STATUS = 1, PROC_CMDLINE = 2 };
struct proc_info {
	pid_t			pid, ppid, pgid, sid, tpgid;
	uid_t			ruid, euid;
	gid_t			rgid, egid;
	int			tty;
	char			state, comm[64];
	unsigned long		flags, nlwp, vsz, rss, rtprio, policy;
	long			pri, nice;
	bool			locked;		/* status: VmLck not 0 */
	unsigned long long	utime, stime, start;
	char			*args;
	size_t			argslen, argscap;
};
DIR *proc_open(void);
bool proc_read(pid_t pid, struct proc_info *p, unsigned what);
bool proc_next(DIR *d, struct proc_info *p, unsigned what);
const char *proc_args(struct proc_info *p, bool brackets);
const char *tty_name(int nr, char *buf);
void proc_free(struct proc_info *p);

/*
 * pwdb.c: /etc/passwd, /etc/shadow, /etc/group. pwdb_get splits the line
 * of name in file into e->f (n fields; missing ones ""), false when there
 * is none (errno 0) or the file cannot be read; pwdb_free wipes and frees
 * it. pwdb_user: name's passwd line (7 fields, numeric ids in uid and
 * gid; errno EINVAL when malformed) and pass, its hash, from sp (the
 * shadow line) when the field is "x" ("*" when shadow has none).
 * pwdb_groups appends to *list (n long, realloc'd) the /etc/group groups
 * that list user, each once; the new length. pwdb_rewrite writes file
 * anew under the lock with each line (no newline) edit returns for it
 * (NULL: none), then what it returns for NULL; -1 after a message.
 * Between pwdb_begin and pwdb_commit (-1 after a message) the rewrites
 * are one transaction: all the files change, or none (a failure ends it).
 * pwdb_put replaces name's line by line (NULL: deletes it; appended when
 * there is none). pwdb_set_pass gives each of users the hash of hashes,
 * in /etc/shadow when the user has a line there (with stamp, the date of
 * the change too), else in /etc/passwd. For adduser and its family:
 * pwdb_field, the field k (from 0) of a line and its length (NULL: none);
 * is id used in file's third field (pwdb_id_used)? pwdb_free_id: want
 * if free, else the first free from 1000 (100 with sys); pwdb_valid_name
 * dies for a name no user or group may have; pwdb_members adds user to group's
 * member list (add) or removes it from group's, or from every list
 * (group NULL); pwdb_members_drop also deletes the line of the group
 * drop. pwdb_has: has file a line for name? pwdb_group_user: the first
 * user but skip (malloc'd) whose login group is gid, or NULL. For login
 * and su: pwdb_listed: has file (/etc/shells, /etc/securetty) the line s
 * (missing: the answer without the file)? pwdb_become takes the user's
 * groups and ids (or dies); pwdb_env sets HOME and SHELL, with
 * PWENV_CLEAR first empties the environment but TERM, with PWENV_PATH
 * sets PATH (root's has the sbins), with PWENV_NAMES USER and LOGNAME.
 */
#define PWDB_FIELDS	9
struct pwdb {
	char	*line, *f[PWDB_FIELDS], *pass;
	int	n;
	uid_t	uid;
	gid_t	gid;
};
bool pwdb_get(const char *file, const char *name, struct pwdb *e);
void pwdb_free(struct pwdb *e);
bool pwdb_user(const char *name, struct pwdb *pw, struct pwdb *sp);
int pwdb_groups(const char *user, gid_t **list, int n);
int pwdb_rewrite(const char *file, const char *(*edit)(const char *, void *),
    void *ctx);
int pwdb_put(const char *file, const char *name, const char *line);
void pwdb_begin(void);
int pwdb_commit(void);
int pwdb_set_pass(char *const *users, char *const *hashes, int n,
    bool stamp);
const char *pwdb_field(const char *line, int k, size_t *n);
bool pwdb_id_used(const char *file, unsigned long id);
unsigned long pwdb_free_id(const char *file, bool sys, unsigned long want);
void pwdb_valid_name(const char *name);
int pwdb_members(const char *user, const char *group, bool add);
int pwdb_members_drop(const char *user, const char *group, bool add,
    const char *drop);
bool pwdb_has(const char *file, const char *name);
char *pwdb_group_user(unsigned long gid, const char *skip);
enum { PWENV_CLEAR = 1, PWENV_PATH = 2, PWENV_NAMES = 4 };
bool pwdb_listed(const char *file, const char *s, bool missing);
void pwdb_become(const struct pwdb *pw, const char *name);
void pwdb_env(const struct pwdb *pw, const char *name, const char *home,
    const char *shell, unsigned how);

/* quote.c: names quoted as GNU's tools quote them; see the file */
enum {
	QUOTE_LITERAL, QUOTE_SHELL, QUOTE_SHELL_ALWAYS, QUOTE_SHELL_ESCAPE,
	QUOTE_SHELL_ESCAPE_ALWAYS, QUOTE_C, QUOTE_ESCAPE, QUOTE_LOCALE,
	QUOTE_CLOCALE,
	QUOTE_STYLE = 15,	/* the style; or one or more flags into it: */
	QUOTE_QMARK = 16,	/* ? for each byte left unprintable (ls -q) */
	QUOTE_SPACE = 32,	/* "escape" puts \ before a space too (ls -b) */
	QUOTE_8BIT = 64		/* bytes >= 128 are printable (UTF-8 locale) */
};
extern const char *const quote_styles[];	/* their names, NULL-ended */
const char *quote(const char *name, int how);

/* regmsg.c: GNU's message for a regcomp error code (grep, sed, expr) */
const char *regex_message(int e);
/* ... for error e compiling the basic RE re, as GNU words it */
const char *bre_message(int e, const char *re);

/*
 * regsub.c: the replacement REPL of s/RE/REPL/ for the match m in subj
 * (GNU sed's and tar --transform's: \0-\9, \U \L \E \u \l, \c is c),
 * handed to add in pieces (sed, tar)
 */
#include <regex.h>
void regsub(const char *repl, size_t len, const char *subj,
    const regmatch_t *m, void (*add)(void *ctx, const char *p, size_t n),
    void *ctx);

/*
 * signames.c: sig_name gives "HUP" for SIGHUP, "EXIT" for 0, RTMIN+N and
 * RTMAX-N for the real-time signals, the number as text when it has no
 * name; sig_number takes a number below NSIG, or a name with or without
 * "SIG" in any case ("EXIT" is 0); -1 if neither. sig_list prints the
 * names of 1 to 31 as procps's kill -l and psmisc's killall -l do.
 */
const char *sig_name(int sig);
int sig_number(const char *s);
void sig_list(void);

/* sort.c: a stable merge sort; cmp is given the elements themselves */
void sort_ptrs(void **v, size_t n, void **tmp,
    int (*cmp)(const void *, const void *));

/* statx.c: the birth time, when the filesystem keeps one */
bool file_btime(int dirfd, const char *name, int flags, struct timespec *t);

/* strbuf.c: a growing string, n bytes at s, NUL-terminated (path, tar) */
struct strbuf {
	char	*s;
	size_t	n, cap;
};
void strbuf_add(struct strbuf *b, const char *s, size_t n);

/*
 * sysinfo.c: the whole system's state, from /proc (or $ROOTBOX_PROC, the
 * tests' hook). meminfo_read: /proc/meminfo in KiB, as procps 4 counts
 * it (cached includes SReclaimable, used is total less available);
 * uptime_secs: seconds since boot; uptime_line: uptime(1)'s line
 * without its leading space, to be freed ("10:02:03 up 4:05,  2 users,
 * load average: 0.10, 0.20, 0.30"; users from utmp); pid_digits: the
 * digits of kernel.pid_max, the width of procps's process id columns
 */
struct meminfo {
	unsigned long long	total, free, used, shared, buffers, cached;
	unsigned long long	avail, swap_total, swap_free;
};
void meminfo_read(struct meminfo *m);
double uptime_secs(void);
char *uptime_line(void);
int pid_digits(void);

/* ustar.c: tar headers (ustar, v7, GNU, pax) for tar */
enum { TAR_V7 = 1, TAR_USTAR, TAR_PAX, TAR_GNU };
enum { TAR_SPARSE_OLD = 1, TAR_SPARSE_PAX0, TAR_SPARSE_PAX1 };
enum { TAR_ZERO = -1, TAR_BADSUM = -2, TAR_BADHDR = -3, TAR_EOF = -4 };
enum {
	TAR_SET_NAME = 1, TAR_SET_LINK = 2, TAR_SET_UNAME = 4,
	TAR_SET_GNAME = 8, TAR_SET_SIZE = 16, TAR_SET_UID = 32,
	TAR_SET_GID = 64, TAR_SET_MTIME = 128
};
struct tar_sparse {
	unsigned long long	off, len;
};
struct tar_hdr {
	char			*name, *linkname, *uname, *gname;
	unsigned long long	size;		/* data bytes in the archive */
	unsigned long long	realsize;	/* of a sparse file */
	unsigned long long	uid, gid;
	long long		mtime;
	long			nsec;
	unsigned		mode, major, minor, set;
	char			type;		/* '0' regular, as in ustar */
	int			format, sparse;
	bool			sparse_more, sparse_unknown;
	struct tar_sparse	*sp;
	size_t			nsp;
};
struct tar_reader {
	const unsigned char	*(*block)(void *ctx);	/* next 512 or NULL */
	void			*ctx;
	struct tar_hdr		h, global, ext;
	char			*longname, *longlink;
	unsigned long long	blocks;		/* header blocks read */
	bool			eof;		/* input ended, no zero block */
};
struct tar_writer {
	void			(*put)(void *ctx, const void *blk, size_t n);
	void			*ctx;
	int			format;
	long long		now;		/* mtime of pax headers */
};
int tar_decode(const unsigned char *blk, struct tar_hdr *h);
int tar_next(struct tar_reader *r);
long long tar_sparse_map1(struct tar_hdr *h,
    const unsigned char *(*get)(void *), void *ctx);
void tar_reader_free(struct tar_reader *r);
const char *tar_encode(struct tar_writer *w, const struct tar_hdr *h);

/* vercmp.c: GNU's version order of names (ls -v, sort -V); a and b need no
 * NUL, an and bn are their lengths */
int filevercmp(const char *a, size_t an, const char *b, size_t bn);

/*
 * walk.c: a directory-tree walk (cp, mv, rm, find, du, chmod, chown -R):
 * no recursion, no depth or path-length limit, a bounded number of open
 * fds. fn is called for each entry, the operand first (depth 0):
 *   WALK_FILE	anything but a directory (or a loop, dangling link...)
 *   WALK_PRE	a directory, before its entries; return WALK_SKIP to not
 *		read it (then no WALK_POST follows)
 *   WALK_POST	the same directory after its entries
 *   WALK_DNR	instead of WALK_POST: it could not be opened or read (err)
 *   WALK_NS	its stat failed (err)
 *   WALK_LOOP	-L: a directory that is its own ancestor, whose path is the
 *		first looplen bytes of path; not entered
 * name is relative to dirfd (the operand's name, with AT_FDCWD, at depth
 * 0): use the *at system calls; path is the full path, for messages.
 * Flags: WALK_FOLLOW follows every symlink (-L), WALK_FOLLOW_ROOT the
 * operand only (-H); WALK_NOSTAT leaves st unfilled for non-directories
 * (only st_mode's type, from readdir, when known: 0 otherwise), which
 * walk_stat fills on demand (have_st says whether it is);
 * WALK_INODE_ORDER gives each directory's entries in the order of their
 * inode numbers (as GNU cp), not readdir's. fn returns
 * WALK_CONTINUE, WALK_SKIP or WALK_STOP (end the walk at once). walk
 * returns 0, or -1 after a message when it could not find its way back up
 * (the tree was moved under it).
 */
enum { WALK_FILE, WALK_PRE, WALK_POST, WALK_DNR, WALK_NS, WALK_LOOP };
enum { WALK_FOLLOW = 1, WALK_FOLLOW_ROOT = 2, WALK_NOSTAT = 4,
	WALK_INODE_ORDER = 8 };
enum { WALK_CONTINUE, WALK_SKIP, WALK_STOP };
struct walk_ent {
	const char	*path, *name;
	int		dirfd, depth, type, err;
	bool		follow;		/* st is stat's, not lstat's */
	bool		have_st;
	size_t		looplen;
	struct stat	st;
};
int walk(const char *root, int flags, int (*fn)(struct walk_ent *, void *),
    void *ctx);
int walk_stat(struct walk_ent *e);
/* --preserve-root: is st (path's) "/"? Then GNU's two messages are said */
bool walk_is_root(const char *path, const struct stat *st);
/* xalloc.c: memory and strings; each dies when memory runs out */
void *xmalloc(size_t n);
void *xzalloc(size_t n);
void *xrealloc(void *p, size_t n, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) PRINTF(1, 2);
void prefault(void *p, size_t n);

/* xio.c: full reads and writes, and x-wrappers that die with a message */
ssize_t read_full(int fd, void *buf, size_t n);
ssize_t write_full(int fd, const void *buf, size_t n);
void xwrite(int fd, const void *buf, size_t n);
int xopen(const char *path, int flags);
off_t xlseek(int fd, off_t off, int whence);
void xfstat(int fd, struct stat *st, const char *name);
void xpipe(int fds[2]);
pid_t xfork(void);
void xdup2(int from, int to);
long long copy_fd(int in, int out);

/*
 * xz.c: .xz streams (xz-file-format 1.1.0: every check, LZMA2, the BCJ
 * filters, delta; concatenated streams and stream padding) and, with
 * XZ_ALONE, one legacy .lzma stream (its header as xz_alone_magic takes
 * it, as xz does). xz_new: rd is read(2)-like (count, 0 at the end, -1
 * with errno); memlimit 0 is no limit; NULL with errno ENOMEM. xz_out
 * gives the next decoded bytes at *p (valid until the next call), 0
 * after the last complete stream, -1 on bad data, truncation, the
 * memlimit or a read error; then xz_error is xz's message for it in
 * the C locale ("Compressed data is corrupt"), or NULL for a read error
 * (errno is rd's). xz_warning: xz's warning for a check it cannot verify
 * (the data is still decoded), else NULL. xz_memusage: what the current
 * stream asks for, as in xz's "N MiB of memory is required".
 * xz_magic: an .xz stream header; xz_alone_magic: an .lzma header as
 * xz's format detection accepts it.
 * xz_list reads the indexes from the end of a seekable fd (xz -l): 0 with
 * info filled, or -1 with info->err set to xz's message, or NULL with
 * errno for a read error. checks: bit n set when check ID n is used.
 */
enum { XZ_ALONE = 1 };
struct xz;
struct xz *xz_new(ssize_t (*rd)(void *, void *, size_t), void *ctx,
    int flags, uint64_t memlimit);
ssize_t xz_out(struct xz *s, const unsigned char **p);
const char *xz_error(struct xz *s);
const char *xz_warning(struct xz *s);
uint64_t xz_memusage(struct xz *s);
void xz_free(struct xz *s);
bool xz_magic(const unsigned char *buf, size_t n);
bool xz_alone_magic(const unsigned char *buf, size_t n);
struct xz_info {
	uint64_t	streams, blocks, compressed, uncompressed, padding;
	unsigned	checks;
	const char	*err;
};
int xz_list(int fd, struct xz_info *info);

/*
 * zfile.c: the file handling of gzip and its family (see zfile.c). The
 * applet sets the options, ext (what compression appends), known (the
 * suffixes -d takes off, tried without case; ".tgz=.tar" also puts .tar
 * on), formats (GZ_F_* that -d reads, with GZ_NL for gzip's newline
 * before data errors, GZ_NOCHECK), compress (NULL: -d only; *nout
 * gets the compressed data's size for -v's ratio, without headers) and
 * list_fd (-l), then zfile_run does every operand and returns the exit
 * status. data_status: the status after bad data (bzip2's 2; 0: 1, as
 * any error); exists: the message for an existing output, without the
 * question on a terminal (bzip2's; NULL: gzip's); stdin_name: standard
 * input's name in data messages (NULL: "stdin"). The other functions
 * are for the applets' -l.
 */
#define ZFILE_BUF	(128 * 1024)
struct zfile {
	int		level;
	bool		dec, list, test, tostdout, force, keep, quiet;
	bool		recursive, verbose, name, noname;
	const char	*suffix;		/* -S SUF */
	const char	*ext;
	const char *const *known;
	int		formats;
	uint64_t	memlimit;		/* 0: the format's default */
	int		warn_status;		/* after a warning; 0: 2 */
	bool		exists_error;		/* an output not replaced */
	const char	*exists;		/* "%s exists", never asking */
	int		data_status;		/* after bad data; 0: 1 */
	const char	*stdin_name;		/* in messages; NULL: stdin */
	bool		data_bad;		/* there was bad data */
	const char	*unknown;		/* "%s: not in X format" */
	int		(*compress)(struct zfile *z, int in, const char *inname,
			    int out, const char *outname, const char *hname,
			    time_t mtime, uint64_t *nin, uint64_t *nout);
	void		(*list_fd)(struct zfile *z, int fd, const char *name,
			    const struct stat *st, size_t k);
	int		warned;			/* a warning: status 2 */
	unsigned char	*buf;			/* ZFILE_BUF bytes */
};
int zfile_run(struct zfile *z, char **argv);
void zfile_newline(struct zfile *z);
void zfile_ratio(FILE *f, uint64_t whole, uint64_t part);
int zfile_expand(struct zfile *z, struct gz *in, int out, const char *outname);
char *zfile_plain_name(struct zfile *z, const char *name, size_t k);
char *zfile_saved_name(const char *name, const char *hname);

#endif /* LIBBB_H */

#include "opts.h"
