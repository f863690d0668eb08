/*
 * cksum.c - print or check file checksums
 *
 * POSIX.1-2024 cksum: the CRC of ISO/IEC 8802-3 (polynomial 0x04c11db7,
 * most significant bit first) over the data and then its length (least
 * significant byte first, only the bytes needed), complemented, printed
 * as "CRC SIZE NAME" (no name for standard input without operands).
 * Plus GNU coreutils 9.1's -a: bsd and sysv (sum -r and sum -s: the 16-bit
 * rotating sum with 1 KiB blocks, and the byte sum folded to 16 bits with
 * 512-byte blocks), crc, and md5, sha1, sha224, sha256, sha384, sha512
 * through libbb/hashfile.c: BSD-style tagged lines by default,
 * --untagged for md5sum's, -z, and -c (which takes each line's algorithm
 * from its tag unless -a names one) with --status, --quiet, --strict, -w
 * and --ignore-missing. Deviations: no blake2b, sm3, -l or --debug (-a
 * blake2b is an invalid argument); a directory is "Is a directory" with
 * every algorithm (GNU 9.1 prints a CRC of nothing for it); an unknown
 * option prints the synopsis, not GNU's "Try" line.
 *
 * applet: cksum usr/bin core
 * opts: (tag)(untagged)(quiet)(status)(strict)(ignore-missing)
 *	a:(algorithm)c(check)w(warn)z(zero)
 * usage: cksum [-cwz] [-a ALGORITHM] [--tag|--untagged] [FILE]...
 *
 *	Print the CRC checksum and size of each FILE, or another checksum.
 *	With no FILE, or when FILE is -, read standard input.
 *
 *	-a, --algorithm ALG	bsd, sysv, crc (the default), md5, sha1, sha224,
 *		sha256, sha384 or sha512
 *	--tag	Print BSD-style lines: ALG (FILE) = HEX (the default)
 *	--untagged	Print lines as md5sum does: HEX  FILE
 *	-z, --zero	End each line with NUL, not newline; no escapes
 *	-c, --check	Read checksums from the FILEs and check them
 *	--ignore-missing	With -c, skip files that do not exist
 *	--quiet	With -c, do not print OK for each good file
 *	--status	With -c, print nothing: the exit status tells
 *	--strict	With -c, fail on improperly formatted lines
 *	-w, --warn	With -c, warn about improperly formatted lines
 * SPDX-License-Identifier: MIT
 */
#define FOR_cksum
#include "libbb.h"

enum { BSD, SYSV, CRC };

/* the legacy sums of one file; false after a message */
static bool
legacy(const char *name, int alg, bool noname)
{
	static unsigned char buf[65536];
	unsigned char len[8];
	uint64_t size = 0;
	uint32_t sum = 0;
	ssize_t n, i;
	int fd = 0;

	if (strcmp(name, "-") && (fd = open(name, O_RDONLY)) < 0)
		goto fail;
	while ((n = read(fd, buf, sizeof(buf))) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			if (fd)
				close(fd);
			goto fail;
		}
		size += n;
		if (alg == CRC)
			sum = crc32_msb_update(sum, buf, n);
		else if (alg == SYSV)
			for (i = 0; i < n; i++)
				sum += buf[i];
		else
			for (i = 0; i < n; i++)
				sum = ((sum >> 1 | (sum & 1) << 15) + buf[i]) &
				    0xffff;
	}
	if (fd)
		close(fd);
	if (alg == CRC) {
		for (n = 0; size >> 8 * n; n++)
			len[n] = size >> 8 * n;
		printf("%u %llu", (unsigned)~crc32_msb_update(sum, len, n),
		    (unsigned long long)size);
	} else if (alg == SYSV) {
		sum = (sum & 0xffff) + (sum >> 16);
		printf("%u %llu", (unsigned)((sum & 0xffff) + (sum >> 16)),
		    (unsigned long long)(size + 511) / 512);
	} else {
		printf("%05u %5llu", (unsigned)sum,
		    (unsigned long long)(size + 1023) / 1024);
	}
	if (!noname)
		printf(" %s", name);
	return true;
fail:
	perror_msg("%s", quote(name, QUOTE_SHELL_ESCAPE));
	return false;
}

/* is name the tag in lower case, as -a wants it? */
static bool
lower_of(const char *tag, const char *name)
{
	while (*tag && tolower((unsigned char)*tag) == *name)
		tag++, name++;
	return !*tag && !*name;
}

int
cksum_main(int argc, char **argv)
{
	static const char *const legacy_names[] = { "bsd", "sysv", "crc" };
	static const char *const stdin_only[] = { "-", NULL };
	struct hash_check c = { 0 };
	const struct hash_alg *a = NULL;
	const char *name = "crc";
	bool noname, untagged;
	struct opts o;
	int alg = CRC;
	unsigned i;

	(void)argc;
	argv = getopts(&o, OPTS_cksum, argv);
	if (OPT(&o, F_a)) {
		name = o.arg[S_a].s;
		for (alg = 0; alg < 3 && strcmp(name, legacy_names[alg]); alg++)
			;
		for (a = hash_algs; alg == 3 && a->tag; a++)
			if (lower_of(a->tag, name))
				break;
		if (alg == 3 && !a->tag) {
			error_msg("invalid argument %s for '--algorithm'",
			    quote(name, QUOTE_SHELL_ALWAYS));
			fputs("Valid arguments are:\n", stderr);
			for (i = 0; i < 3; i++)
				fprintf(stderr, "  - '%s'\n", legacy_names[i]);
			for (a = hash_algs; a->tag; a++) {
				fputs("  - '", stderr);
				for (name = a->tag; *name; name++)
					fputc(tolower((unsigned char)*name),
					    stderr);
				fputs("'\n", stderr);
			}
			hash_usage(NULL);
		}
		if (alg < 3)
			a = NULL;
	}
	/* the last of --tag and --untagged wins */
	untagged = OPT(&o, F_untagged) && (!OPT(&o, F_tag) ||
	    OPT_LAST(&o, F_untagged) > OPT_LAST(&o, F_tag));
	c.flags = (untagged ? 0 : HF_TAG) |
	    (OPT(&o, F_z) ? HF_ZERO : 0) | (OPT(&o, F_status) ? HF_STATUS : 0) |
	    (OPT(&o, F_quiet) ? HF_QUIET : 0) |
	    (OPT(&o, F_strict) ? HF_STRICT : 0) | (OPT(&o, F_w) ? HF_WARN : 0) |
	    (OPT(&o, F_ignore_missing) ? HF_IGNORE_MISSING : 0);
	hash_mode(c.flags, OPT(&o, F_c));
	if (OPT(&o, F_c) && OPT(&o, F_a) && !a)
		error_exit("--check is not supported with "
		    "--algorithm={bsd,sysv,crc}");
	noname = !*argv;
	if (noname)
		argv = (char **)stdin_only;
	/* -c without -a: each line's tag names its algorithm */
	c.algs = a ? a : hash_algs;
	c.nalg = a ? 1 : 6;
	c.what = a ? a->tag : "CRC";
	if (OPT(&o, F_c) || a)
		return hash_run(&c, OPT(&o, F_c), argv);
	for (; *argv; argv++)
		if (legacy(*argv, alg, noname))
			putchar(OPT(&o, F_z) ? 0 : '\n');
	return exit_status;
}
