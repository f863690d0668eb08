/*
 * opts.c - unit tests for libbb/opts.c, the option parser
 * SPDX-License-Identifier: MIT
 */
#include "unit.h"

static char **
args(char *buf[], const char *s)
{
	static char store[512];
	int n = 0;
	char *p;

	snprintf(store, sizeof(store), "prog %s", s);
	for (p = strtok(store, " "); p; p = strtok(NULL, " "))
		buf[n++] = p;
	buf[n] = NULL;
	return buf;
}

int
main(void)
{
	struct opts o;
	char *v[32], **r;

	applet_name = "t";
	applet_usage = "t [-abc] FILE";

	r = getopts(&o, "abc", args(v, "-a -bc x"));
	EXPECT("flags", o.seen == 7 && o.argc == 1 && !strcmp(r[0], "x"));
	r = getopts(&o, "abc", args(v, "x -a y -b"));
	EXPECT("permute", o.seen == 3 && o.argc == 2 && !strcmp(r[1], "y"));
	r = getopts(&o, "^abc", args(v, "-a x -b"));
	EXPECT("stop at operand", o.seen == 1 && o.argc == 2 &&
	    !strcmp(r[1], "-b"));
	r = getopts(&o, "ab", args(v, "-a -- -b"));
	EXPECT("--", o.seen == 1 && o.argc == 1 && !strcmp(r[0], "-b"));
	r = getopts(&o, "ab", args(v, "- -a"));
	EXPECT("lone -", o.seen == 1 && o.argc == 1 && !strcmp(r[0], "-"));
	getopts(&o, "vq", args(v, "-vvv -v"));
	EXPECT("counts", o.count[0] == 4);

	r = getopts(&o, "f:x", args(v, "-xfname y"));
	EXPECT_STR("attached arg", o.arg[0].s, "name");
	r = getopts(&o, "f:x", args(v, "-f name -f other y"));
	EXPECT_STR("last wins", o.arg[0].s, "other");
	EXPECT("separate arg", o.argc == 1);
	getopts(&o, "e*", args(v, "-e a -eb -e c"));
	EXPECT("list", o.arg[0].l.n == 3 && !strcmp(o.arg[0].l.v[2], "c") &&
	    !o.arg[0].l.v[3]);
	free(o.arg[0].l.v);
	getopts(&o, "n#<1>10", args(v, "-n 7"));
	EXPECT("number", o.arg[0].n == 7);
	EXPECT("number out of range",
	    DIES(getopts(&o, "n#<1>10", args(v, "-n 11"))) == 1);
	EXPECT("not a number", DIES(getopts(&o, "n#", args(v, "-n 1x"))) == 1);
	getopts(&o, "c?(color)", args(v, "-c"));
	EXPECT("optional absent", OPT(&o, 1) && !o.arg[0].s);
	getopts(&o, "c?(color)", args(v, "--color=always"));
	EXPECT_STR("optional long", o.arg[0].s, "always");
	r = getopts(&o, "c?(color)", args(v, "--color always"));
	EXPECT("optional is attached only", !o.arg[0].s && o.argc == 1);

	getopts(&o, "v(verbose)f:(file)", args(v, "--verbose --file=x"));
	EXPECT_STR("long =arg", o.arg[0].s, "x");
	EXPECT("long flag", o.seen == 3);
	getopts(&o, "v(verbose)f:(file)", args(v, "--file y"));
	EXPECT_STR("long separate arg", o.arg[0].s, "y");
	getopts(&o, "v(verbose)f:(file)", args(v, "--verb"));
	EXPECT("long prefix", o.seen == 1);
	EXPECT("ambiguous prefix",
	    DIES(getopts(&o, "(foo)(fob)", args(v, "--fo"))) == 1);
	getopts(&o, "(foo)(fob)", args(v, "--fob"));
	EXPECT("long-only", o.seen == 2);
	getopts(&o, "a(all)(almost-all)", args(v, "--almost-all"));
	EXPECT("alias", o.seen == 1);
	getopts(&o, "(exclude)*x", args(v, "--exclude=a --exclude b -x"));
	EXPECT("long-only list", o.arg[0].l.n == 2 && o.seen == 3);
	free(o.arg[0].l.v);

	getopts(&o, "123456789", args(v, "-9 -1"));
	EXPECT("digits", o.seen == (1 << 8 | 1));
	r = getopts(&o, "-cxf:z", args(v, "xzf arch.tgz a b"));
	EXPECT("dashless", o.seen == 14 && !strcmp(o.arg[0].s, "arch.tgz") &&
	    o.argc == 2);
	getopts(&o, "l1C[-l1C]", args(v, "-l -1 -C -l"));
	EXPECT("last wins group", o.seen == 1);
	getopts(&o, "l1C[-l1C]", args(v, "-lC"));
	EXPECT("last wins group 2", o.seen == 4);
	getopts(&o, "l1Cx:", args(v, "-l -1C -x a -l"));
	EXPECT("order of last use", o.nopt == 5 && o.last[0] == 5 &&
	    o.last[1] == 2 && o.last[2] == 3 && o.last[3] == 4);
	getopts(&o, "a(all)b", args(v, "--all -b"));
	EXPECT("order with long", o.last[0] == 1 && o.last[1] == 2);
	EXPECT("exclusive group",
	    DIES(getopts(&o, "cx[!cx]", args(v, "-c -x"))) == 1);

	applet_usage_exit = 2;
	EXPECT("unknown exits usage-exit",
	    DIES(getopts(&o, "a", args(v, "-z"))) == 2);
	EXPECT("unknown long", DIES(getopts(&o, "a", args(v, "--zz"))) == 2);
	EXPECT("missing arg", DIES(getopts(&o, "f:", args(v, "-f"))) == 2);
	EXPECT("no arg allowed",
	    DIES(getopts(&o, "a(all)", args(v, "--all=1"))) == 2);
	EXPECT("too few", DIES(getopts(&o, "<2a", args(v, "x"))) == 2);
	EXPECT("too many", DIES(getopts(&o, ">1a", args(v, "x y"))) == 2);
	r = getopts(&o, "<1>2a", args(v, "x y"));
	EXPECT("bounds ok", o.argc == 2);
	return unit_failed;
}
