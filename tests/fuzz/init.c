/*
 * init.c - libFuzzer target for init's /etc/inittab parser
 *
 * The input is an inittab, BusyBox's format: id:runlevels:action:process,
 * the id a tty (with or without /dev/), the action one of sysinit, wait,
 * once, respawn, askfirst, ctrlaltdel, shutdown, restart. applets/init.c
 * is #included, its main renamed and its fopen() reading the input
 * (fuzz.h), and read_inittab() builds the entry list, which is checked
 * (a known action, a command, an id that fits) and freed.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz.h"
#define fopen fuzz_fopen
#define init_main fuzz_init_main
#include "../../applets/init.c"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *tab = fuzz_part(&data, &size);
	struct entry *e;

	fuzz_file("inittab", tab);
	read_inittab();
	while ((e = entries)) {
		if (e->action < 0 ||
		    e->action >= (int)ARRAY_SIZE(action_names) || !*e->cmd ||
		    strnlen(e->tty, sizeof(e->tty)) >= sizeof(e->tty))
			abort();
		entries = e->next;
		free(e->cmd);
		free(e);
	}
	tail = &entries;
	fuzz_reset();
	free(tab);
	return 0;
}
