/*
 * applets.c - the applet table, generated from the declarations, and lookup
 *
 * applets.h lists the compiled-in applets sorted by name (C byte order), so
 * find_applet() is a binary search.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

#define APPLET(name, main, dir, flags, uexit) int main(int, char **);
#include "applets.h"
#undef APPLET

const struct applet applets[] = {
#define APPLET(name, main, dir, flags, uexit) { name, main, dir, flags, uexit },
#include "applets.h"
#undef APPLET
	{ NULL, NULL, 0, 0, 0 }
};

const unsigned applet_count = ARRAY_SIZE(applets) - 1;

const char *const applet_usages[] = {
#define USAGE(text) text,
#include "usage.h"
#undef USAGE
	NULL
};

const char *const install_dirs[] = { "bin", "sbin", "usr/bin", "usr/sbin" };

const struct applet *
find_applet(const char *name)
{
	unsigned lo = 0, hi = applet_count, mid;
	int c;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		c = strcmp(name, applets[mid].name);
		if (c == 0)
			return &applets[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}
