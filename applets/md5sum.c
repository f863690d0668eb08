/*
 * md5sum.c - print or check MD5, SHA-1, SHA-256 and SHA-512 checksums
 * (md5sum, sha1sum, sha256sum, sha512sum)
 *
 * GNU coreutils 9's tools (there is no POSIX one): the digests of RFC
 * 1321 and FIPS 180-4 (libbb/hash.c), the lines and the check of
 * libbb/hashfile.c: "HEX  NAME", -b's "HEX *NAME", --tag's BSD lines,
 * -z's NUL-ended lines without escapes, -c with --status, --quiet,
 * --strict, -w and --ignore-missing, and GNU's messages, warnings and
 * exit statuses in the C locale. -b and -t only change the mark, as on
 * any POSIX system. Deviation: an unknown option prints the synopsis,
 * not GNU's "Try 'md5sum --help'" line (the conflicts between options
 * print GNU's).
 *
 * applet: md5sum usr/bin core
 * opts: (tag)(quiet)(status)(strict)(ignore-missing)b(binary)c(check)
 *	t(text)z(zero)w(warn)
 * usage: md5sum [-bctwz] [--tag] [FILE]...
 *
 *	Print or check MD5 (128-bit) checksums (RFC 1321). With no FILE,
 *	or when FILE is -, read standard input.
 *
 *	-b, --binary	Mark the files as read in binary mode (*)
 *	-t, --text	Mark them as read in text mode (the default)
 *	--tag	Print BSD-style lines: MD5 (FILE) = HEX
 *	-z, --zero	End each line with NUL, not newline; no escapes
 *	-c, --check	Read checksums from the FILEs and check them
 *	--ignore-missing	With -c, skip files that do not exist
 *	--quiet	With -c, do not print OK for each good file
 *	--status	With -c, print nothing: the exit status tells
 *	--strict	With -c, fail on improperly formatted lines
 *	-w, --warn	With -c, warn about improperly formatted lines
 * applet: sha1sum usr/bin core main=md5sum
 * opts: (tag)(quiet)(status)(strict)(ignore-missing)b(binary)c(check)
 *	t(text)z(zero)w(warn)
 * usage: sha1sum [-bctwz] [--tag] [FILE]...
 *
 *	Print or check SHA-1 (160-bit) checksums (FIPS 180-4). With no
 *	FILE, or when FILE is -, read standard input.
 *
 *	-b, --binary	Mark the files as read in binary mode (*)
 *	-t, --text	Mark them as read in text mode (the default)
 *	--tag	Print BSD-style lines: SHA1 (FILE) = HEX
 *	-z, --zero	End each line with NUL, not newline; no escapes
 *	-c, --check	Read checksums from the FILEs and check them
 *	--ignore-missing	With -c, skip files that do not exist
 *	--quiet	With -c, do not print OK for each good file
 *	--status	With -c, print nothing: the exit status tells
 *	--strict	With -c, fail on improperly formatted lines
 *	-w, --warn	With -c, warn about improperly formatted lines
 * applet: sha256sum usr/bin core main=md5sum
 * opts: (tag)(quiet)(status)(strict)(ignore-missing)b(binary)c(check)
 *	t(text)z(zero)w(warn)
 * usage: sha256sum [-bctwz] [--tag] [FILE]...
 *
 *	Print or check SHA-256 (256-bit) checksums (FIPS 180-4). With no
 *	FILE, or when FILE is -, read standard input.
 *
 *	-b, --binary	Mark the files as read in binary mode (*)
 *	-t, --text	Mark them as read in text mode (the default)
 *	--tag	Print BSD-style lines: SHA256 (FILE) = HEX
 *	-z, --zero	End each line with NUL, not newline; no escapes
 *	-c, --check	Read checksums from the FILEs and check them
 *	--ignore-missing	With -c, skip files that do not exist
 *	--quiet	With -c, do not print OK for each good file
 *	--status	With -c, print nothing: the exit status tells
 *	--strict	With -c, fail on improperly formatted lines
 *	-w, --warn	With -c, warn about improperly formatted lines
 * applet: sha512sum usr/bin core main=md5sum
 * opts: (tag)(quiet)(status)(strict)(ignore-missing)b(binary)c(check)
 *	t(text)z(zero)w(warn)
 * usage: sha512sum [-bctwz] [--tag] [FILE]...
 *
 *	Print or check SHA-512 (512-bit) checksums (FIPS 180-4). With no
 *	FILE, or when FILE is -, read standard input.
 *
 *	-b, --binary	Mark the files as read in binary mode (*)
 *	-t, --text	Mark them as read in text mode (the default)
 *	--tag	Print BSD-style lines: SHA512 (FILE) = HEX
 *	-z, --zero	End each line with NUL, not newline; no escapes
 *	-c, --check	Read checksums from the FILEs and check them
 *	--ignore-missing	With -c, skip files that do not exist
 *	--quiet	With -c, do not print OK for each good file
 *	--status	With -c, print nothing: the exit status tells
 *	--strict	With -c, fail on improperly formatted lines
 *	-w, --warn	With -c, warn about improperly formatted lines
 * SPDX-License-Identifier: MIT
 */
#define FOR_md5sum
#include "libbb.h"

int
md5sum_main(int argc, char **argv)
{
	static const char *const stdin_only[] = { "-", NULL };
	struct hash_check c = { 0 };
	const struct hash_alg *a;
	struct opts o;
	size_t k;
	bool bin;

	(void)argc;
	argv = getopts(&o, OPTS_md5sum, argv);
	for (a = hash_algs; a->tag; a++) {
		k = strlen(a->tag);
		if (!strncasecmp(applet_name, a->tag, k) &&
		    !strcmp(applet_name + k, "sum"))
			break;
	}
	bin = OPT(&o, F_b) && (!OPT(&o, F_t) ||
	    OPT_LAST(&o, F_b) > OPT_LAST(&o, F_t));
	c.flags = (OPT(&o, F_tag) ? HF_TAG : 0) | (bin ? HF_BINARY : 0) |
	    (OPT(&o, F_z) ? HF_ZERO : 0) | (OPT(&o, F_status) ? HF_STATUS : 0) |
	    (OPT(&o, F_quiet) ? HF_QUIET : 0) |
	    (OPT(&o, F_strict) ? HF_STRICT : 0) | (OPT(&o, F_w) ? HF_WARN : 0) |
	    (OPT(&o, F_ignore_missing) ? HF_IGNORE_MISSING : 0);
	/* as GNU: --tag means -b, so only a -t after both fails */
	if (!OPT(&o, F_c) && OPT(&o, F_tag) && OPT(&o, F_t) && !bin &&
	    OPT_LAST(&o, F_t) > OPT_LAST(&o, F_tag))
		hash_usage("--tag does not support --text mode");
	hash_mode(c.flags, OPT(&o, F_c));
	if (OPT(&o, F_c) && OPT(&o, F_tag))
		hash_usage("the --tag option is meaningless when verifying "
		    "checksums");
	if (OPT(&o, F_c) && OPT(&o, F_b | F_t))
		hash_usage("the --binary and --text options are meaningless "
		    "when verifying checksums");
	c.algs = a;
	c.nalg = 1;
	c.what = a->tag;
	return hash_run(&c, OPT(&o, F_c), *argv ? argv : (char **)stdin_only);
}
