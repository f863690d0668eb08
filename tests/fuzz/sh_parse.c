/*
 * sh_parse.c - libFuzzer target for the shell's lexer and parser
 *
 * Each input is parsed as a script, command by command, exactly as the
 * shell reads one (aliases, here-documents, nested $( and `, ${...}),
 * without running anything. A syntax error unwinds by longjmp to here,
 * as it does to the command loop. Built and run by `make fuzz`; inputs
 * that once crashed are kept in tests/fuzz/regress and run by make check.
 * SPDX-License-Identifier: MIT
 */
#include "sh.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char *env[] = { NULL };
	static bool init;
	struct jmploc jl;
	struct stmark m;
	bool eof;
	char *s;

	if (!init) {
		arg0 = "fuzz";
		var_init(env);
		init = true;
	}
	stack_init((char *)&jl);
	s = xmalloc(size + 1);
	memcpy(s, data, size);
	s[size] = 0;
	stmark(&m);
	push_string(s, size, NULL);
	handler = &jl;
	if (setjmp(jl.jb) == 0)
		while (parse_command(&eof) || !eof)
			;
	parse_reset();
	input_popall();
	strelease(&m);
	handler = NULL;
	free(s);
	return 0;
}
