/*
 * regmsg.c - GNU's words for the error codes of regcomp (grep, sed, expr),
 * in place of the C library's own (musl's and glibc's differ)
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

/* Does the basic RE re close a \( it never opened? Brackets are skipped. */
static bool
bre_stray_close(const char *re)
{
	int depth = 0;
	char end;

	for (; *re; re++) {
		if (*re == '[') {
			re += re[1] == '^';
			re += re[1] == ']';
			while (*++re && *re != ']')
				if (*re == '[' && re[1] &&
				    strchr(":.=", re[1]) && re[2]) {
					/* on to the ] of :], or the end */
					end = re[1];
					for (re += 2; re[1] && (*re != end ||
					    re[1] != ']'); re++)
						;
					re += re[1] != 0;
				}
			if (!*re)
				return false;
		} else if (*re == '\\' && *++re) {
			if (*re == '(')
				depth++;
			else if (*re == ')' && !depth--)
				return true;
		} else if (!*re) {
			break;
		}
	}
	return false;
}

/*
 * regcomp's error e for the basic RE re, in GNU's words where musl's code
 * differs from GNU's: a \{ left open is a bad count to musl, a \) never
 * opened an unmatched \(.
 */
const char *
bre_message(int e, const char *re)
{
	const char *p = strstr(re, "\\{");

	if (e == REG_BADBR && p && !strstr(p, "\\}"))
		e = REG_EBRACE;
	if (bre_stray_close(re))
		return "Unmatched ) or \\)";
	return regex_message(e);
}
