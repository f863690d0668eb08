/*
 * fstab.c - libFuzzer target for mount's option strings and the fstab
 *
 * The input is a mount -o string, a NUL byte, then an fstab(5) file
 * (fs_spec fs_file fs_vfstype fs_mntops ..., octal escapes such as \040).
 * The -o string goes to mountopt_parse (libbb/mountopt.c); the file is
 * read with mount_next, as mount -a, umount -a and swapon -a read
 * /etc/fstab, and each entry's options go through what those applets do
 * with them: mountopt_parse, the -O and -t tests (mountopt_match,
 * mount_type_match), and swapon's pri= and discard= values. swapon.c is
 * #included, its main renamed, to reach its static option functions;
 * their deaths (a bad priority) come back here through die_jmp.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz.h"
#define swapon_main fuzz_swapon_main
#include "../../applets/swapon.c"

static void
opts(const char *s)
{
	struct mntopts m;

	memset(&m, 0, sizeof(m));
	if (mountopt_parse(&m, s) < 0 && errno != EINVAL)
		abort();
	/* a propagation flag never leaks into the ordinary ones */
	if (m.flags & MS_PROPAGATION)
		abort();
	mountopt_free(&m);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct mntline e;
	char *o, *tab, buf[64];
	const char *v;
	jmp_buf jb;
	FILE *f;

	o = fuzz_part(&data, &size);
	tab = fuzz_part(&data, &size);
	opts(o);
	f = *tab ? fmemopen(tab, strlen(tab), "r") : NULL;
	while (f && mount_next(f, &e)) {
		if (!e.src || !e.dir || !e.type || !e.opts)
			abort();
		opts(e.opts);
		mountopt_match(e.opts, o);
		mountopt_match(e.opts, e.type);
		mount_type_match(e.type, e.opts);
		mount_type_match(e.type, o);
		if (FUZZ_TRY(jb)) {
			if ((v = fstab_opt(e.opts, "pri", buf, sizeof(buf))))
				prio_flags(v);
			if ((v = fstab_opt(e.opts, "discard", buf,
			    sizeof(buf))))
				discard_flags(v);
		}
		fuzz_reset();
	}
	if (f)
		fclose(f);
	free(o);
	free(tab);
	return 0;
}
