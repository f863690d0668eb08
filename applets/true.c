/*
 * true.c - do nothing, successfully (or not)
 *
 * POSIX.1-2024 true and false. Operands are ignored; --help is answered.
 *
 * applet: true bin core nofork
 * usage: true
 *
 *	Return an exit status of 0.
 * applet: false bin core nofork main=false
 * usage: false
 *
 *	Return an exit status of 1.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

int
true_main(int argc, char **argv)
{
	(void)argc, (void)argv;
	return 0;
}

int
false_main(int argc, char **argv)
{
	(void)argc, (void)argv;
	return 1;
}
