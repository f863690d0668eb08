/*
 * cpio.c - libFuzzer target for the cpio reader (libbb/newc.c, cpio -t)
 *
 * The input is read as an archive, as cpio -itv reads one: newc, crc or
 * odc headers (cpio(5)), through gz when it is compressed, each member's
 * name checked as extraction checks it (safe_name: a leading /, "..", a
 * symbolic link made by an earlier member), listed with its link target
 * (list_long, into /dev/null), its data read and the crc sum compared.
 * Then the same bytes are read as a gen_init_cpio list (cpio_list_next).
 * applets/cpio.c is #included, its main renamed, for its static checks;
 * the loop is copy_in's for -t, here so that a fatal error (a longjmp
 * through die_jmp) leaves nothing this target cannot free: leaks are
 * looked for.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz.h"
#include <sys/mman.h>
#define cpio_main fuzz_cpio_main
#include "../../applets/cpio.c"

static struct cpio_reader *r;
static struct cpio_hdr h;
static char *target;

static void
archive(int fd)
{
	static char *nopats[] = { NULL };
	static struct cpio c;	/* static: kept across the longjmp */
	const char *name;
	char buf[4096];
	jmp_buf jb;

	memset(&c, 0, sizeof(c));
	c.o.seen = F_i | F_t | F_v;
	c.pats = nopats;
	c.format = -1;
	r = xzalloc(sizeof(*r));
	r->fd = fd;
	r->what = "fuzz";
	r->format = -1;
	if (FUZZ_TRY(jb)) {
		r->gz = gz_open_read_flags(fd, "fuzz", GZ_F_ANY | GZ_CAT);
		while (cpio_read_header(r, &h)) {
			if (!matches(&c, h.name))
				continue;
			name = safe_name(&c, h.name);
			if (S_ISLNK(h.mode) && h.size < PATH_MAX) {
				target = xzalloc(h.size + 1);
				cpio_read_data(r, target, h.size);
				if (name)
					member_guard_add(&c.guard, name);
			}
			list_long(&c, &h, target);
			free(target);
			target = NULL;
			while (cpio_read_data(r, buf, sizeof(buf)))
				;
			cpio_skip_data(r);
			if (h.format == CPIO_CRC && r->sum != h.check)
				error_msg("checksum error");
		}
	}
	fuzz_reset();
	free(target);
	target = NULL;
	free(h.name);
	h.name = NULL;
	if (r->gz)
		gz_close(r->gz);
	free(r);
	member_guard_free(&c.guard);
}

static void
list(const uint8_t *data, size_t size)
{
	struct cpio_list_ent e = { 0 };
	jmp_buf jb;
	FILE *f;

	if (!size || !(f = fmemopen((void *)data, size, "r")))
		return;
	if (FUZZ_TRY(jb))
		while (cpio_list_next(f, "fuzz", &e))
			if (!e.h.name || *e.h.name == '/' || !*e.h.name)
				abort();
	fuzz_reset();
	free(e.line);
	fclose(f);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int null = -1;
	int fd;

	if (null < 0) {
		/* what -tv prints goes nowhere */
		null = open("/dev/null", O_WRONLY);
		dup2(null, 1);
	}
	fd = memfd_create("cpio", MFD_CLOEXEC);
	if (fd < 0 || write_full(fd, data, size) < 0 ||
	    lseek(fd, 0, SEEK_SET) < 0)
		abort();
	archive(fd);
	close(fd);
	list(data, size);
	return 0;
}
