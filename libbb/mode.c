/*
 * mode.c - file modes: chmod(1) mode operands and ls-style mode strings
 *
 * POSIX.1-2024 chmod, "Extended Description": an octal number, or
 * comma-separated clauses [ugoa]*([-+=]([rwxXst]*|[ugo]))+. With no who
 * letters, + and - leave the bits set in the umask alone and = does not set
 * them (GNU chmod agrees: umask 022, chmod =r gives r--r--r--). The
 * base mode is the file's current mode (for mkdir -m it is 0777).
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#define ALLBITS	(S_ISUID | S_ISGID | S_ISVTX | 0777)

int
mode_parse(const char *s, mode_t base, mode_t umask_bits, bool isdir,
    mode_t *out)
{
	mode_t cur = base, who, filter, val;
	const char *p;
	char op;

	if (*s >= '0' && *s <= '7') {
		unsigned long v = 0;

		for (p = s; *p >= '0' && *p <= '7'; p++)
			if ((v = v * 8 + (*p - '0')) > 07777)
				goto bad;
		if (*p)
			goto bad;
		*out = v;
		return 0;
	}
	for (p = s;;) {
		for (who = 0;; p++) {
			if (*p == 'u')
				who |= S_ISUID | 0700;
			else if (*p == 'g')
				who |= S_ISGID | 0070;
			else if (*p == 'o')
				who |= S_ISVTX | 0007;
			else if (*p == 'a')
				who |= ALLBITS;
			else
				break;
		}
		filter = who ? ALLBITS : ALLBITS & ~umask_bits;
		if (!who)
			who = ALLBITS;
		if (*p != '+' && *p != '-' && *p != '=')
			goto bad;
		while (*p == '+' || *p == '-' || *p == '=') {
			op = *p++;
			val = 0;
			if (*p == 'u' || *p == 'g' || *p == 'o') {
				/* copy one class's rwx bits to every class */
				int sh = *p == 'u' ? 6 : *p == 'g' ? 3 : 0;
				mode_t rwx = (cur >> sh) & 7;

				val = rwx << 6 | rwx << 3 | rwx;
				p++;
			} else {
				for (;; p++) {
					if (*p == 'r')
						val |= 0444;
					else if (*p == 'w')
						val |= 0222;
					else if (*p == 'x')
						val |= 0111;
					else if (*p == 'X') {
						if (isdir || (cur & 0111))
							val |= 0111;
					} else if (*p == 's')
						val |= S_ISUID | S_ISGID;
					else if (*p == 't')
						val |= S_ISVTX;
					else
						break;
				}
			}
			/* '=' clears every bit of who, umask or not */
			val &= who & filter;
			if (op == '+')
				cur |= val;
			else if (op == '-')
				cur &= ~val;
			else
				cur = (cur & ~who) | val;
		}
		if (!*p)
			break;
		if (*p++ != ',')
			goto bad;
	}
	*out = cur;
	return 0;
bad:
	errno = EINVAL;
	return -1;
}

mode_t
xmode_parse(const char *s, mode_t base, mode_t umask_bits, bool isdir)
{
	mode_t m;

	if (mode_parse(s, base, umask_bits, isdir, &m) < 0)
		error_exit("invalid mode '%s'", s);
	return m;
}

/*
 * -m of mknod and mkfifo: from a=rw, permission bits only, with GNU
 * mknod's messages
 */
mode_t
xmode_node(const char *s, mode_t umask_bits)
{
	mode_t m;

	if (mode_parse(s, 0666, umask_bits, false, &m) < 0)
		error_exit("invalid mode");
	if (m & ~0777)
		error_exit("mode must specify only file permission bits");
	return m;
}

/* "drwxr-sr-t" as ls -l prints it: type letter, then s/S and t/T. */
void
mode_string(mode_t mode, char buf[11])
{
	static const char types[] = "?pc?d?b?-?l?s???";
	static const char rwx[] = "rwxrwxrwx";
	int i;

	buf[0] = types[(mode >> 12) & 15];
	for (i = 0; i < 9; i++)
		buf[i + 1] = mode & (0400 >> i) ? rwx[i] : '-';
	if (mode & S_ISUID)
		buf[3] = buf[3] == 'x' ? 's' : 'S';
	if (mode & S_ISGID)
		buf[6] = buf[6] == 'x' ? 's' : 'S';
	if (mode & S_ISVTX)
		buf[9] = buf[9] == 'x' ? 't' : 'T';
	buf[10] = 0;
}
