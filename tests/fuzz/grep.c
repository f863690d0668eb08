/*
 * grep.c - libFuzzer target for grep's patterns and matching
 *
 * The input is two option bytes, the patterns (one a line, as -e or -f
 * gives them), a NUL byte, then the text to search. The option bits are
 * those of POSIX grep and GNU's few more: -E or -F (or -G), -i, -v, -w,
 * -x, -o, -c, -n, -b, -z, -a, and -A/-B context of 0 to 3 lines. grep.c
 * is #included, its main renamed, and the patterns are compiled as grep
 * compiles them (compile: a literal, else the C library's regcomp, whose
 * errors die through die_jmp) and run over the text, read from a memfd
 * by grep_fd; what grep prints goes to /dev/null. The patterns are freed
 * after each input (grep itself keeps them to its end) so that leaks
 * are looked for. regcomp is fuzz_regcomp (fuzz.h): glibc's stands in for
 * musl's here, and some patterns take it exponential time.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz.h"
#include <sys/mman.h>
#define regcomp fuzz_regcomp
#define grep_main fuzz_grep_main
#include "../../applets/grep.c"

static int ncompiled;

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int null = -1;
	unsigned f;
	char *pats;
	jmp_buf jb;
	int fd, mode, i;

	if (null < 0) {
		null = open("/dev/null", O_WRONLY);
		dup2(null, 1);
	}
	if (size < 2)
		return 0;
	f = data[0] | data[1] << 8;
	data += 2, size -= 2;
	pats = fuzz_part(&data, &size);
	mode = (f & 3) == 1 ? 'E' : (f & 3) == 2 ? 'F' : 'G';
	G.icase = f & 4;
	G.invert = f & 8;
	G.word = f & 16;
	G.line = f & 32;
	G.only = f & 64;
	G.counting = f & 128;
	G.num = f & 256;
	G.boff = f & 512;
	G.eol = f & 1024 ? 0 : '\n';
	G.text = f & 2048;
	G.after = f >> 12 & 3;
	G.before = f >> 14 & 3;
	G.label = "(standard input)";
	add_patterns(pats, strlen(pats));
	fd = memfd_create("grep", MFD_CLOEXEC);
	if (fd < 0 || write_full(fd, data, size) < 0 ||
	    lseek(fd, 0, SEEK_SET) < 0)
		abort();
	ncompiled = 0;
	if (FUZZ_TRY(jb)) {
		for (i = 0; i < G.npat; i++, ncompiled++)
			compile(&G.pat[i], mode);
		grep_fd(fd, "fuzz");
	}
	fuzz_reset();
	close(fd);
	for (i = 0; i < G.npat; i++) {
		if (i < ncompiled && !G.pat[i].lit)
			regfree(&G.pat[i].re);
		free(G.pat[i].s);
	}
	free(G.pat);
	G.pat = NULL;
	G.npat = 0;
	free(pats);
	return 0;
}
