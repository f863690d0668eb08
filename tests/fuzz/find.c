/*
 * find.c - libFuzzer target for find's expression parser
 *
 * The input is find's arguments, separated by NUL bytes: starting
 * points, then an expression (POSIX find's operands, primaries and
 * operators, and GNU's extensions that applets/find.c takes: -regex with
 * -regextype, -printf formats, -exec ... {} +, -size units, -perm /MODE).
 * applets/find.c is #included, its main renamed, and the expression is
 * parsed as find_main parses it (the leading -H/-L/-P, the operands,
 * parse_comma, the checks after it); nothing is walked or run. Errors
 * die through die_jmp. find frees its tree only by exiting, so this
 * target keeps a list of what find's xzalloc gave (nodes and -exec
 * records) and frees it, with the nodes' compiled regexes, after each
 * input. A regex that fails to compile is not freed by find before it
 * dies (an exit in the applet): leak detection is off for this target.
 * regcomp is fuzz_regcomp (fuzz.h), for glibc's exponential cases.
 * SPDX-License-Identifier: MIT
 */
#include "fuzz.h"

static void **blocks;
static size_t nblocks, capblocks;
static size_t *sizes;

static void *
track(void *p, size_t n)
{
	if (nblocks == capblocks) {
		capblocks = capblocks * 2 + 64;
		blocks = xrealloc(blocks, capblocks, sizeof(*blocks));
		sizes = xrealloc(sizes, capblocks, sizeof(*sizes));
	}
	sizes[nblocks] = n;
	blocks[nblocks++] = p;
	return p;
}

#define xzalloc(n)	track(xzalloc(n), (n))
#define regcomp fuzz_regcomp
#define find_main	fuzz_find_main
#include "../../applets/find.c"
#undef xzalloc

_Static_assert(sizeof(struct node) != sizeof(struct exec),
    "nodes are told from -exec records by their size");

static void
free_blocks(void)
{
	struct node *n;

	while (nblocks--) {
		n = blocks[nblocks];
		if (sizes[nblocks] == sizeof(struct node) && n->re) {
			regfree(n->re);
			free(n->re);
		}
		free(n);
	}
	nblocks = 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char *argv[256];
	int argc = 0, npaths = 0;
	jmp_buf jb;

	while (size && argc < (int)ARRAY_SIZE(argv) - 1)
		argv[argc++] = fuzz_part(&data, &size);
	argv[argc] = NULL;
	memset(&G, 0, sizeof(G));
	has_action = has_prune = false;
	G.maxdepth = INT_MAX;
	clock_gettime(CLOCK_REALTIME, &G.now);
	G.ref = G.now;
	if (FUZZ_TRY(jb)) {
		char **av = argv;

		for (; *av; av++) {
			if (!strcmp(*av, "-H") || !strcmp(*av, "-L"))
				G.follow = av[0][1];
			else if (!strcmp(*av, "-P"))
				G.follow = 0;
			else if (!strcmp(*av, "--") && av++)
				break;
			else
				break;
		}
		while (av[npaths] && (av[npaths][0] != '-' ||
		    !av[npaths][1]) && strcmp(av[npaths], "(") &&
		    strcmp(av[npaths], "!"))
			npaths++;
		G.av = av + npaths;
		expr = parse_comma();
		if (*G.av)
			error_exit("invalid expression");
		if (G.delete && has_prune && !G.depth)
			error_exit("-delete and -prune");
		if (G.av < argv || G.av > argv + argc)
			abort();
	}
	fuzz_reset();
	free_blocks();
	expr = NULL;
	while (argc--)
		free(argv[argc]);
	return 0;
}
