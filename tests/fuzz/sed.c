/*
 * sed.c - libFuzzer target for sed's script parser and its commands
 *
 * The input is an option byte (-n, -E, -z, -s, --posix), a script, a NUL
 * byte, then the text to edit. applets/sed.c is #included, its main
 * renamed, and its fopen() sent to /dev/null (w, W, r and R name files:
 * nothing is written or read but the input). The script is parsed, its
 * labels resolved, and run over the text (a memfd on fd 0, sed's "-"),
 * with the output in /dev/null; errors die through die_jmp.
 *
 * A sed script may run forever (:a;ba) or double its pattern space
 * without end (:a;G;H;ba), as real sed does, which is no bug. So the
 * applet's state S is reached here through a function that counts the
 * uses and ends the run (an error, through die_jmp) after a budget of
 * them, and its xrealloc refuses more than 16 MB. sed keeps its script
 * until it exits and a death leaves buffers behind: leak detection is
 * off for this target, but what a run built is freed after each input,
 * to keep memory bounded. regcomp is fuzz_regcomp (fuzz.h), for glibc's
 * exponential cases.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz.h"
#include <sys/mman.h>

enum { BUDGET = 2000000, MAXBUF = 16 << 20 };

struct sed;
static struct sed *sed_state(void);
static unsigned long uses;

static FILE *
null_fopen(const char *path, const char *mode)
{
	(void)path;
	return fopen("/dev/null", *mode == 'w' ? "w" : "r");
}

static void *
capped_xrealloc(void *p, size_t n, size_t size)
{
	if (size && n > MAXBUF / size)
		error_exit("memory exhausted");
	return xrealloc(p, n, size);
}

#define regcomp fuzz_regcomp
#define S		(*sed_state())
#define fopen		null_fopen
#define xrealloc	capped_xrealloc
#define sed_main	fuzz_sed_main
#include "../../applets/sed.c"
#undef S
#undef xrealloc

static struct sed state;

static struct sed *
sed_state(void)
{
	if (++uses == BUDGET)
		error_exit("the fuzz budget is spent");
	return &state;
}

static void
free_rx(struct rx *r)
{
	if (!r)
		return;
	if (r->lit)
		free(r->lit);
	else
		regfree(&r->re);
	free(r);
}

static void
free_run(void)
{
	struct out *o;
	struct rfile *rf;
	size_t i;

	for (i = 0; i < state.ncmd; i++) {
		free_rx(state.cmds[i].a1.rx);
		free_rx(state.cmds[i].a2.rx);
		free_rx(state.cmds[i].rx);
		free(state.cmds[i].text);
		free(state.cmds[i].y);
	}
	while ((o = state.outs)) {
		state.outs = o->next;
		if (o->f && o->f != stderr)
			fclose(o->f);
		free(o);
	}
	while ((rf = state.rfiles)) {
		state.rfiles = rf->next;
		if (rf->f && rf->f != stdin)
			fclose(rf->f);
		free(rf->name);
		free(rf);
	}
	free(state.cmds);
	free(state.src);
	free(state.chunks);
	free(state.open);
	free(state.ps.p);
	free(state.hs.p);
	free(state.tmp.p);
	free(state.app);
	free(state.ibuf);
	memset(&state, 0, sizeof(state));
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char dash[] = "-", *stdin_only[] = { dash, NULL };
	static int null = -1;
	char *script;
	jmp_buf jb;
	int fd, f;

	if (null < 0) {
		null = open("/dev/null", O_WRONLY);
		dup2(null, 1);
	}
	if (size < 1)
		return 0;
	f = data[0];
	data++, size--;
	script = fuzz_part(&data, &size);
	fd = memfd_create("sed", MFD_CLOEXEC);
	if (fd < 0 || write_full(fd, data, size) < 0 ||
	    lseek(fd, 0, SEEK_SET) < 0 || dup2(fd, 0) < 0)
		abort();
	close(fd);
	memset(&state, 0, sizeof(state));
	state.quiet = f & 1;
	state.ere = f & 2;
	state.delim = f & 4 ? 0 : '\n';
	state.sep = f & 8;
	state.posix = f & 16;
	state.lwidth = 70;
	state.std.f = stdout;
	state.cur = &state.std;
	uses = 0;
	if (FUZZ_TRY(jb)) {
		add_chunk(NULL, script, strlen(script));
		parse();
		resolve_labels();
		state.lastrx = NULL;
		state.files = stdin_only;
		state.nfiles = 1;
		state.ibuf = xmalloc(65536);
		state.fd = -1;
		process();
		out_flush(&state.std);
	}
	fuzz_reset();
	clearerr(stdin);
	free_run();
	free(script);
	return 0;
}
