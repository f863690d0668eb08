/*
 * regmsg.c - GNU's words for the error codes of regcomp (grep, sed), in
 * place of the C library's own (musl's and glibc's differ)
 *
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <regex.h>

const char *
regex_message(int e)
{
	static const char *const msg[] = {
		[REG_BADPAT] = "Invalid regular expression",
		[REG_ECOLLATE] = "Invalid collation character",
		[REG_ECTYPE] = "Invalid character class name",
		[REG_EESCAPE] = "Trailing backslash",
		[REG_ESUBREG] = "Invalid back reference",
		[REG_EBRACK] = "Unmatched [, [^, [:, [., or [=",
		[REG_EPAREN] = "Unmatched ( or \\(",
		[REG_EBRACE] = "Unmatched \\{",
		[REG_BADBR] = "Invalid content of \\{\\}",
		[REG_ERANGE] = "Invalid range end",
		[REG_ESPACE] = "Memory exhausted",
		[REG_BADRPT] = "Invalid preceding regular expression",
	};

	if (e > 0 && e < (int)ARRAY_SIZE(msg) && msg[e])
		return msg[e];
	return "Invalid regular expression";
}
