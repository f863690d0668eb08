/*
 * quote.c - file names quoted as GNU's tools quote them
 *
 * The styles are those of GNU ls --quoting-style (gnulib's quotearg) in
 * the C locale, byte for byte: "shell" quotes only what sh would take
 * specially, "shell-escape" also writes control bytes as $'\n', "c" and
 * "escape" use C escapes (with and without double quotes). GNU coreutils
 * name files in messages (and cp -v, rm -v) with shell-escape-always;
 * GNU tar shows names in "escape" style. GNU's quirks in quoting a name
 * that holds both a quote and a control character are copied for the
 * cases we could observe. Deviation: bytes >= 128 are unprintable unless
 * the caller says the locale is UTF-8 (QUOTE_8BIT), and then all of them
 * are printable; no multibyte decoding.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

const char *const quote_styles[] = { "literal", "shell", "shell-always",
	"shell-escape", "shell-escape-always", "c", "escape", "locale",
	"clocale", NULL };

static bool
printable(unsigned char c, int how)
{
	return (c >= 32 && c < 127) || (c >= 128 && (how & QUOTE_8BIT));
}

/* \a ... \r for 7 ... 13, else three octal digits */
static char *
put_escape(char *p, unsigned char c)
{
	static const char letters[] = "abtnvfr";

	*p++ = '\\';
	if (c >= 7 && c <= 13) {
		*p++ = letters[c - 7];
	} else {
		*p++ = '0' + (c >> 6);
		*p++ = '0' + ((c >> 3) & 7);
		*p++ = '0' + (c & 7);
	}
	return p;
}

/* Characters a shell would take specially (i: position, n: length). */
static bool
shell_special(unsigned char c, size_t i, size_t n)
{
	if (c && strchr(" !\"$&'()*;<=>?[\\^`|\t\n\r", c))
		return true;
	if ((c == '#' || c == '~') && i == 0)
		return true;
	return (c == '{' || c == '}') && n == 1;
}

/* Can the name go in double quotes: nothing special to sh inside them. */
static bool
dquote_ok(const unsigned char *s)
{
	for (size_t i = 0; s[i]; i++)
		if (!isalnum(s[i]) && !strchr(" '%+,-./:@]_", s[i]) &&
		    !((s[i] == '#' || s[i] == '~') && i == 0))
			return false;
	return true;
}

static char *
quote_shell(char *p, const unsigned char *s, size_t n, int how)
{
	int style = how & QUOTE_STYLE;
	bool esc = style == QUOTE_SHELL_ESCAPE ||
	    style == QUOTE_SHELL_ESCAPE_ALWAYS;
	bool need = style == QUOTE_SHELL_ALWAYS ||
	    style == QUOTE_SHELL_ESCAPE_ALWAYS;
	bool unpr = false, squote = false, inesc = false;
	char *start = p;
	size_t i;

	for (i = 0; i < n; i++) {
		if (!printable(s[i], how))
			unpr = true;
		if (s[i] == '\'')
			squote = true;
		if (shell_special(s[i], i, n) || (esc && !printable(s[i], how)))
			need = true;
	}
	if (!need && n) {
		memcpy(p, s, n);
		return p + n;
	}
	if (squote && !(esc && unpr) && dquote_ok(s)) {
		*p++ = '"';
		memcpy(p, s, n);
		p += n;
		*p++ = '"';
		return p;
	}
	*p++ = '\'';
	for (i = 0; i < n; i++) {
		if (s[i] == '\'') {
			p = stpcpy(p, "'\\''");
			inesc = false;
		} else if (!esc || printable(s[i], how)) {
			if (inesc)
				p = stpcpy(p, "''");
			inesc = false;
			*p++ = s[i];
		} else {
			if (!inesc)
				p = stpcpy(p, "'$'");
			inesc = true;
			p = put_escape(p, s[i]);
		}
	}
	*p++ = '\'';
	/*
	 * GNU's oddity: a name with a quote after its first byte that ends
	 * in $'...' gets '' in front, or loses the first '$' when it also
	 * starts with one.
	 */
	if (esc && n && s[0] != '\'' && memchr(s + 1, '\'', n - 1) &&
	    !printable(s[n - 1], how)) {
		if (!printable(s[0], how)) {
			memmove(start + 1, start + 4, p - start - 4);
			p -= 3;
		} else {
			memmove(start + 2, start, p - start);
			start[0] = start[1] = '\'';
			p += 2;
		}
	}
	return p;
}

/*
 * name quoted in the style of how (QUOTE_* and flags), in one of four
 * buffers used in turn: one message can quote up to four names.
 */
const char *
quote(const char *name, int how)
{
	static char *bufs[4];
	static size_t caps[4];
	static int slot;
	const unsigned char *s = (const unsigned char *)name;
	size_t n = strlen(name), i;
	int style = how & QUOTE_STYLE;
	char *b, *p, q = 0;

	slot = (slot + 1) & 3;
	if (caps[slot] < 10 * n + 8) {
		caps[slot] = 10 * n + 64;
		free(bufs[slot]);
		bufs[slot] = xmalloc(caps[slot]);
	}
	b = p = bufs[slot];
	switch (style) {
	case QUOTE_LITERAL:
		memcpy(p, s, n);
		p += n;
		break;
	case QUOTE_SHELL:
	case QUOTE_SHELL_ALWAYS:
	case QUOTE_SHELL_ESCAPE:
	case QUOTE_SHELL_ESCAPE_ALWAYS:
		p = quote_shell(p, s, n, how);
		break;
	default:
		if (style == QUOTE_C || style == QUOTE_CLOCALE)
			q = '"';
		else if (style == QUOTE_LOCALE)
			q = '\'';
		if (q)
			*p++ = q;
		for (i = 0; i < n; i++) {
			if (!printable(s[i], how)) {
				p = put_escape(p, s[i]);
				continue;
			}
			if (s[i] == '\\' || (q && s[i] == q) ||
			    (!q && s[i] == ' ' && (how & QUOTE_SPACE)))
				*p++ = '\\';
			*p++ = s[i];
		}
		if (q)
			*p++ = q;
	}
	*p = 0;
	if (how & QUOTE_QMARK)
		for (p = b; *p; p++)
			if (!printable(*p, how))
				*p = '?';
	return b;
}
