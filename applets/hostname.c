/*
 * hostname.c - show or set the system's host name
 *
 * The name is the kernel's (uname(2) nodename, sethostname(2)); there is
 * no resolver, so -s and -d split that name at its first dot rather than
 * asking DNS as net-tools does for -d. -F reads the name from a file, as
 * /etc/hostname: the first line that is not empty or a # comment.
 *
 * applet: hostname bin linux
 * opts: >1s(short)d(domain)F:(file)[!sdF]
 * usage: hostname [-s|-d] [NAME | -F FILE]
 *
 *	Show the host name, or set it to NAME.
 *
 *	-s, --short	Only the part before the first dot
 *	-d, --domain	Only the part after the first dot
 *	-F, --file FILE	Set the name from FILE
 * SPDX-License-Identifier: MIT
 */
#define FOR_hostname
#include "libbb.h"
#include <sys/utsname.h>

static void
set_name(const char *name)
{
	if (sethostname(name, strlen(name)) == 0)
		return;
	if (errno == EPERM)
		error_exit("you must be root to change the host name");
	perror_exit("%s", name);
}

int
hostname_main(int argc, char **argv)
{
	struct opts o;
	struct utsname u;
	char *line = NULL, *p = NULL, *dot;
	size_t cap = 0;
	FILE *f;

	(void)argc;
	argv = getopts(&o, OPTS_hostname, argv);
	if (OPT(&o, F_F)) {
		if (*argv)
			usage_exit("extra operand '%s'", *argv);
		if (!(f = fopen(o.arg[S_F].s, "re")))
			perror_exit("%s", o.arg[S_F].s);
		while (getline(&line, &cap, f) > 0) {
			for (p = line; isspace((unsigned char)*p); p++)
				;
			p[strcspn(p, "\r\n")] = 0;
			if (*p && *p != '#')
				break;
			*p = 0;
		}
		fclose(f);
		if (!p || !*p)
			error_exit("%s: no host name in it", o.arg[S_F].s);
		set_name(p);
		free(line);
		return 0;
	}
	if (*argv) {
		set_name(*argv);
		return 0;
	}
	if (uname(&u) < 0)
		perror_exit("uname");
	dot = strchr(u.nodename, '.');
	if (OPT(&o, F_s) && dot)
		*dot = 0;
	if (OPT(&o, F_d))
		printf("%s\n", dot ? dot + 1 : "");
	else
		printf("%s\n", u.nodename);
	return 0;
}
