/*
 * unit.h - a minimal harness for libbb unit tests
 *
 * Each test prints "ok NAME" or "FAIL NAME: why"; tests/run.sh counts them.
 * EXPECT_DIE runs code that must end in xexit() (usage errors, bad
 * numbers) and catches it through die_jmp, as the shell will.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

/* core symbols that libbb's error path may reach */
const struct applet applets[1];
const char *const applet_usages[1];
const unsigned applet_count;

static int unit_failed;

#define EXPECT(name, cond) do { \
	if (cond) \
		printf("ok %s\n", name); \
	else { \
		printf("FAIL %s: %s (line %d)\n", name, #cond, __LINE__); \
		unit_failed = 1; \
	} \
	fflush(stdout); \
} while (0)

#define EXPECT_STR(name, got, want) do { \
	const char *g_ = (got), *w_ = (want); \
	if (g_ && w_ && !strcmp(g_, w_)) \
		printf("ok %s\n", name); \
	else { \
		printf("FAIL %s: got '%s', want '%s' (line %d)\n", name, \
		    g_ ? g_ : "(null)", w_ ? w_ : "(null)", __LINE__); \
		unit_failed = 1; \
	} \
	fflush(stdout); \
} while (0)

/* Runs stmt; returns the status it died with, or -1 if it returned. */
#define DIES(stmt) ({ \
	jmp_buf jb_; int r_; \
	fflush(stdout); \
	die_jmp = &jb_; \
	if (!(r_ = setjmp(jb_))) { stmt; r_ = -1; } else r_ &= 0xff; \
	die_jmp = NULL; \
	r_; })
