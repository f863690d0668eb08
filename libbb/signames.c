/*
 * signames.c - signal names and numbers (sh's trap and kill, kill,
 * killall, pkill, timeout)
 *
 * The names are the kernel's without "SIG", as POSIX's kill -l lists
 * them; the real-time signals are named from SIGRTMIN and SIGRTMAX as
 * dash, bash and procps name them.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <signal.h>
#include <strings.h>

static const struct {
	unsigned char	num;
	char		name[7];
} signames[] = {
	{ SIGHUP, "HUP" }, { SIGINT, "INT" }, { SIGQUIT, "QUIT" },
	{ SIGILL, "ILL" }, { SIGTRAP, "TRAP" }, { SIGABRT, "ABRT" },
	{ SIGBUS, "BUS" }, { SIGFPE, "FPE" }, { SIGKILL, "KILL" },
	{ SIGUSR1, "USR1" }, { SIGSEGV, "SEGV" }, { SIGUSR2, "USR2" },
	{ SIGPIPE, "PIPE" }, { SIGALRM, "ALRM" }, { SIGTERM, "TERM" },
#ifdef SIGSTKFLT
	{ SIGSTKFLT, "STKFLT" },
#endif
	{ SIGCHLD, "CHLD" }, { SIGCONT, "CONT" }, { SIGSTOP, "STOP" },
	{ SIGTSTP, "TSTP" }, { SIGTTIN, "TTIN" }, { SIGTTOU, "TTOU" },
	{ SIGURG, "URG" }, { SIGXCPU, "XCPU" }, { SIGXFSZ, "XFSZ" },
	{ SIGVTALRM, "VTALRM" }, { SIGPROF, "PROF" }, { SIGWINCH, "WINCH" },
	{ SIGIO, "IO" }, { SIGPWR, "PWR" }, { SIGSYS, "SYS" },
};

/*
 * "HUP"; the real-time signals as RTMIN, RTMIN+N up to the middle, then
 * RTMAX-N and RTMAX, as dash and bash name them (the libc decides where
 * they start); any other number as text
 */
const char *
sig_name(int sig)
{
	static char buf[24];
	int lo = SIGRTMIN, hi = SIGRTMAX;
	size_t i;

	if (sig == 0)
		return "EXIT";
	for (i = 0; i < ARRAY_SIZE(signames); i++)
		if (signames[i].num == sig)
			return signames[i].name;
	if (sig == lo || sig == hi)
		return sig == lo ? "RTMIN" : "RTMAX";
	if (sig > lo && sig - lo <= (hi - lo) / 2)
		snprintf(buf, sizeof(buf), "RTMIN+%d", sig - lo);
	else if (sig > lo && sig < hi)
		snprintf(buf, sizeof(buf), "RTMAX-%d", hi - sig);
	else
		snprintf(buf, sizeof(buf), "%d", sig);
	return buf;
}

/* RTMIN, RTMIN+N, RTMAX-N, RTMAX (after "SIG"); -1 if none */
static int
rt_number(const char *s)
{
	int lo = SIGRTMIN, hi = SIGRTMAX, base, sig;
	char *end;
	long n = 0;

	if (strncasecmp(s, "RTM", 3) || (strncasecmp(s + 3, "IN", 2) &&
	    strncasecmp(s + 3, "AX", 2)))
		return -1;
	base = toupper((unsigned char)s[3]) == 'I' ? lo : hi;
	s += 5;
	if (*s) {
		if (*s != (base == lo ? '+' : '-') ||
		    !isdigit((unsigned char)s[1]))
			return -1;
		n = strtol(s + 1, &end, 10);
		if (*end || n > hi - lo)
			return -1;
	}
	sig = base == lo ? lo + (int)n : hi - (int)n;
	return sig;
}

/* A number, or a name with or without SIG, any case; -1 if none. */
int
sig_number(const char *s)
{
	size_t i;
	char *end;
	long n;

	if (isdigit((unsigned char)*s)) {
		n = strtol(s, &end, 10);
		return *end || n >= NSIG ? -1 : (int)n;
	}
	if (!strncasecmp(s, "SIG", 3))
		s += 3;
	if (!strcasecmp(s, "EXIT"))
		return 0;
	for (i = 0; i < ARRAY_SIZE(signames); i++)
		if (!strcasecmp(s, signames[i].name))
			return signames[i].num;
	return rt_number(s);
}

/*
 * The names of signals 1 to 31 on lines of up to 80 columns, as procps's
 * kill -l and psmisc's killall -l print them: 29 is POLL there, not IO.
 */
void
sig_list(void)
{
	const char *s;
	int i, col = 0;

	for (i = 1; i < 32; i++) {
		s = i == SIGIO ? "POLL" : sig_name(i);
		if (col && col + 1 + (int)strlen(s) > 80) {
			putchar('\n');
			col = 0;
		}
		col += printf(&" %s"[!col], s);
	}
	putchar('\n');
}
