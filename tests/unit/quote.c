/*
 * quote.c - unit tests for libbb/quote.c: each style on the names that
 * tell them apart (as GNU ls 9.1 prints them), the flags, and four
 * quoted names alive at once
 * SPDX-License-Identifier: MIT
 */
#include "unit.h"

static const char *const names[] = {
	"plain", "a b", "it's", "tab\there", "\001x", "a\\b", "#x", "{",
	"a'b\002", "caf\351", NULL
};

/* GNU ls -d --quoting-style=STYLE NAME in the C locale, in enum order */
static const char *const want[][10] = {
	{ "plain", "a b", "it's", "tab\there", "\001x", "a\\b", "#x", "{",
	    "a'b\002", "caf\351" },
	{ "plain", "'a b'", "\"it's\"", "'tab\there'", "\001x", "'a\\b'",
	    "'#x'", "'{'", "'a'\\''b\002'", "caf\351" },
	{ "'plain'", "'a b'", "\"it's\"", "'tab\there'", "'\001x'", "'a\\b'",
	    "'#x'", "'{'", "'a'\\''b\002'", "'caf\351'" },
	{ "plain", "'a b'", "\"it's\"", "'tab'$'\\t''here'", "''$'\\001''x'",
	    "'a\\b'", "'#x'", "'{'", "'''a'\\''b'$'\\002'", "'caf'$'\\351'" },
	{ "'plain'", "'a b'", "\"it's\"", "'tab'$'\\t''here'",
	    "''$'\\001''x'", "'a\\b'", "'#x'", "'{'", "'''a'\\''b'$'\\002'",
	    "'caf'$'\\351'" },
	{ "\"plain\"", "\"a b\"", "\"it's\"", "\"tab\\there\"", "\"\\001x\"",
	    "\"a\\\\b\"", "\"#x\"", "\"{\"", "\"a'b\\002\"", "\"caf\\351\"" },
	{ "plain", "a\\ b", "it's", "tab\\there", "\\001x", "a\\\\b", "#x",
	    "{", "a'b\\002", "caf\\351" },
	{ "'plain'", "'a b'", "'it\\'s'", "'tab\\there'", "'\\001x'",
	    "'a\\\\b'", "'#x'", "'{'", "'a\\'b\\002'", "'caf\\351'" },
	{ "\"plain\"", "\"a b\"", "\"it's\"", "\"tab\\there\"", "\"\\001x\"",
	    "\"a\\\\b\"", "\"#x\"", "\"{\"", "\"a'b\\002\"", "\"caf\\351\"" },
};

int
main(void)
{
	const char *a, *b, *c, *d;
	char name[64];
	int st, i;

	for (st = QUOTE_LITERAL; st <= QUOTE_CLOCALE; st++)
		for (i = 0; names[i]; i++) {
			snprintf(name, sizeof(name), "%s %d",
			    quote_styles[st], i);
			/* QUOTE_SPACE: as ls sets it for "escape" */
			EXPECT_STR(name, quote(names[i], st | QUOTE_SPACE),
			    want[st][i]);
		}
	EXPECT("style names", !strcmp(quote_styles[QUOTE_CLOCALE], "clocale")
	    && !quote_styles[QUOTE_CLOCALE + 1]);
	EXPECT_STR("qmark literal", quote("\001x\t", QUOTE_LITERAL |
	    QUOTE_QMARK), "?x?");
	EXPECT_STR("qmark shell", quote("a b\001", QUOTE_SHELL | QUOTE_QMARK),
	    "'a b?'");
	EXPECT_STR("qmark escapes", quote("\001", QUOTE_C | QUOTE_QMARK),
	    "\"\\001\"");
	EXPECT_STR("tar escape", quote("a b\\", QUOTE_ESCAPE), "a b\\\\");
	EXPECT_STR("space c", quote("a b", QUOTE_C | QUOTE_SPACE),
	    "\"a b\"");
	EXPECT_STR("8bit", quote("caf\351\n", QUOTE_ESCAPE | QUOTE_8BIT),
	    "caf\351\\n");
	EXPECT_STR("8bit shell", quote("caf\351", QUOTE_SHELL_ESCAPE |
	    QUOTE_8BIT), "caf\351");
	EXPECT_STR("empty", quote("", QUOTE_SHELL), "''");
	a = quote("1 a", QUOTE_SHELL);
	b = quote("2 b", QUOTE_SHELL);
	c = quote("3 c", QUOTE_SHELL);
	d = quote("4 d", QUOTE_SHELL);
	EXPECT("four at once", !strcmp(a, "'1 a'") && !strcmp(b, "'2 b'") &&
	    !strcmp(c, "'3 c'") && !strcmp(d, "'4 d'"));
	return unit_failed;
}
