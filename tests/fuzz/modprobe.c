/*
 * modprobe.c - libFuzzer target for modprobe's module files
 *
 * The input is five NUL-separated parts: modules.dep ("path.ko: needs"),
 * modules.alias ("alias PATTERN module"), a modprobe.d file (alias,
 * options, softdep, blacklist, install, remove: modprobe.d(5)),
 * modules.builtin, and the module name or alias asked for, whose words
 * after the first are its parameters. applets/insmod.c is #included, its
 * mains renamed and its fopen() reading the parts (fuzz.h); the
 * modprobe.d file is read as read_confs reads each one, then the module
 * is resolved as modprobe -nv NAME and modprobe -rnv NAME resolve it:
 * aliases, blacklist, softdeps, install and remove commands, the
 * modules.dep line and its options, without loading, unloading or
 * running anything (-n) and with the output in /dev/null.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz.h"
#define fopen fuzz_fopen
#define insmod_main fuzz_insmod_main
#define rmmod_main fuzz_rmmod_main
#define lsmod_main fuzz_lsmod_main
#define modprobe_main fuzz_modprobe_main
#include "../../applets/insmod.c"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int null = -1;
	char *dep, *alias, *conf, *builtin, *arg, *extra;
	struct mp m = { 0 };
	struct mconf *c;

	if (null < 0) {
		null = open("/dev/null", O_WRONLY);
		dup2(null, 1);
	}
	dep = fuzz_part(&data, &size);
	alias = fuzz_part(&data, &size);
	conf = fuzz_part(&data, &size);
	builtin = fuzz_part(&data, &size);
	arg = fuzz_part(&data, &size);
	fuzz_file("modules.dep", dep);
	fuzz_file("modules.alias", alias);
	fuzz_file("fuzz.conf", conf);
	fuzz_file("modules.builtin", builtin);
	m.o.seen = F_n | F_v;
	m.root = "";
	m.dir = xstrdup("/lib/modules/fuzz");
	m.tail = &m.conf;
	read_conf(&m, "/etc/modprobe.d/fuzz.conf");
	extra = strpbrk(arg, " \t");
	if (extra)
		*extra++ = 0;
	insert_name(&m, arg, extra, false);
	remove_mod(&m, arg);
	while ((c = m.conf)) {
		m.conf = c->next;
		free(c->name);
		free(c->val);
		free(c);
	}
	for (int i = 0; i < m.ndone; i++)
		free(m.done[i]);
	free(m.done);
	free(m.dir);
	fuzz_reset();
	free(dep);
	free(alias);
	free(conf);
	free(builtin);
	free(arg);
	return 0;
}
