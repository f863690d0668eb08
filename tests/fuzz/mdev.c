/*
 * mdev.c - libFuzzer target for mdev's /etc/mdev.conf parser
 *
 * The input is an mdev.conf (BusyBox's syntax, see applets/mdev.c and
 * README.md: [-][ENV=regex;]...name-regex, @maj,min[-min2] or
 * $VAR=regex, then user:group, octal mode, [=>!]path and [@$*]command),
 * a NUL byte, then a device name. applets/mdev.c is #included, its main
 * renamed and its fopen() reading the input (fuzz.h); read_conf()
 * compiles the rules, and each one is then matched against the device
 * name as an event would match it, its path's %N replaced by the
 * submatches (subst), before the rules are freed as a reread frees them.
 * regcomp is fuzz_regcomp (fuzz.h), for glibc's exponential cases.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz.h"
#define fopen fuzz_fopen
#define regcomp fuzz_regcomp
#define mdev_main fuzz_mdev_main
#include "../../applets/mdev.c"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *conf = fuzz_part(&data, &size);
	char *name = fuzz_part(&data, &size), *p;
	regmatch_t m[10];
	struct rule *r;
	int i, k;

	fuzz_file("mdev.conf", conf);
	M.parsed = false;
	read_conf();
	for (i = 0; i < M.nrule; i++) {
		r = &M.rule[i];
		if (r->mode > 07777 || (r->maj >= 0 && r->min1 > r->min2))
			abort();
		for (k = 0; k < r->nenv; k++)
			full_match(&r->env[k].re, name, NULL);
		if (!r->has_re || !full_match(&r->re, name, m))
			continue;
		p = subst(r->path ? r->path : "%0", name, m);
		free(p);
	}
	for (i = 0; i < M.nrule; i++)
		free_rule(&M.rule[i]);
	free(M.rule);
	M.rule = NULL;
	M.nrule = 0;
	fuzz_reset();
	free(conf);
	free(name);
	return 0;
}
