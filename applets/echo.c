/*
 * echo.c - write arguments to standard output
 *
 * POSIX.1-2024 echo, with the BusyBox/coreutils options: an argument is an
 * option only when it is made of -n, -e and -E letters alone ("-nx" and
 * "--" are printed), and the first non-option ends the options. -e
 * understands \\ \a \b \c \e \f \n \r \t \v \xHH and octal \0NNN (up to
 * three digits after the 0) or \NNN (one to three, as GNU and BusyBox;
 * POSIX's XSI echo has only \0NNN); \c stops all output.
 *
 * applet: echo bin core nofork
 * opts: neE
 * usage: echo [-neE] [STRING]...
 *
 *	Write the STRINGs, separated by spaces, and a newline.
 *
 *	-n	No trailing newline
 *	[ECHO_ESCAPES]-e	Interpret backslash escapes
 *	[ECHO_ESCAPES]-E	Do not interpret backslash escapes (default)
 * config:
 *	config ECHO_ESCAPES
 *		bool "Support -e (backslash escapes)"
 *		default y
 *		depends on ECHO
 * SPDX-License-Identifier: MIT
 */
#define FOR_echo
#include "libbb.h"

/* Write s with escapes decoded; returns false after \c. */
static bool
put_escaped(const char *s)
{
	int c, n, v;

	for (; (c = *s); s++) {
		if (c != '\\' || !s[1]) {
			putchar(c);
			continue;
		}
		switch ((c = *++s)) {
		case 'a': c = '\a'; break;
		case 'b': c = '\b'; break;
		case 'c': return false;
		case 'e': c = 033; break;
		case 'f': c = '\f'; break;
		case 'n': c = '\n'; break;
		case 'r': c = '\r'; break;
		case 't': c = '\t'; break;
		case 'v': c = '\v'; break;
		case '\\': break;
		case '0': case '1': case '2': case '3':
		case '4': case '5': case '6': case '7':
			/* a leading 0 is not one of the three digits */
			for (v = c - '0', n = c != '0';
			    n < 3 && s[1] >= '0' && s[1] <= '7'; n++)
				v = v * 8 + (*++s - '0');
			c = v & 0xff;
			break;
		case 'x':
			if (!isxdigit((unsigned char)s[1])) {
				putchar('\\');
				break;
			}
			for (v = 0, n = 0;
			    n < 2 && isxdigit((unsigned char)s[1]); n++) {
				c = *++s;
				v = v * 16 + (c <= '9' ? c - '0' :
				    (c | 32) - 'a' + 10);
			}
			c = v;
			break;
		default:
			putchar('\\');
		}
		putchar(c);
	}
	return true;
}

int
echo_main(int argc, char **argv)
{
	bool nl = true, esc = false;
	const char *p;

	(void)argc;
	for (argv++; *argv && (*argv)[0] == '-' && (*argv)[1]; argv++) {
		for (p = *argv + 1; *p; p++)
			if (*p != 'n' && !(F_e && (*p == 'e' || *p == 'E')))
				break;
		if (*p)
			break;
		for (p = *argv + 1; *p; p++)
			if (*p == 'n')
				nl = false;
			else
				esc = *p == 'e';
	}
	for (; *argv; argv++) {
		if (esc && !put_escaped(*argv))
			return 0;
		if (!esc)
			fputs(*argv, stdout);
		if (argv[1])
			putchar(' ');
	}
	if (nl)
		putchar('\n');
	return 0;
}
