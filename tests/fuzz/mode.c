/*
 * mode.c - libFuzzer target for chmod's mode parser (libbb/mode.c)
 *
 * The first four bytes are the base mode (file type and permission
 * bits), the umask and whether the file is a directory; the rest is a
 * mode operand as chmod, mkdir -m and install -m take it (POSIX chmod:
 * octal, or symbolic clauses). Besides no crash, what POSIX promises is
 * checked: a mode changes only the low twelve bits, an octal operand is
 * taken as written, and ls's string of the result is ten characters.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const mode_t types[] = { S_IFREG, S_IFDIR, S_IFLNK, S_IFCHR,
		S_IFBLK, S_IFIFO, S_IFSOCK, 0 };
	mode_t base, mask, out;
	char *s, str[11];
	bool isdir;
	int r;

	if (size < 4)
		return 0;
	base = types[data[0] & 7] | ((data[0] >> 3 | data[1] << 5) & 07777);
	mask = (data[2] | data[3] << 8) & 0777;
	isdir = data[3] & 0x80;
	data += 4, size -= 4;
	s = fuzz_part(&data, &size);
	r = mode_parse(s, base, mask, isdir, &out);
	if (r == 0) {
		if (*s >= '0' && *s <= '7') {
			if (out != strtoul(s, NULL, 8))
				abort();
		} else if ((out & ~07777) != (base & ~07777)) {
			abort();
		}
		mode_string(out, str);
		if (strlen(str) != 10)
			abort();
	} else if (r != -1 || errno != EINVAL) {
		abort();
	}
	free(s);
	return 0;
}
