/*
 * xalloc.c - allocation that dies with a message instead of returning NULL
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/mman.h>

/* Linux 5.14; older headers lack it, older kernels say EINVAL */
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

static void NORETURN
oom(void)
{
	errno = ENOMEM;
	perror_exit("out of memory");
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		oom();
	return p;
}

void *
xzalloc(size_t n)
{
	void *p = calloc(1, n ? n : 1);

	if (!p)
		oom();
	return p;
}

/* Resize to n elements of size bytes, checking n * size for overflow. */
void *
xrealloc(void *p, size_t n, size_t size)
{
	if (size && n > SIZE_MAX / size)
		oom();
	n *= size;
	p = realloc(p, n ? n : 1);
	if (!p)
		oom();
	return p;
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *
xstrndup(const char *s, size_t n)
{
	char *p;

	n = strnlen(s, n);
	p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *
xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *p;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		oom();
	p = xmalloc(n + 1);
	va_start(ap, fmt);
	vsnprintf(p, n + 1, fmt, ap);
	va_end(ap);
	return p;
}

/*
 * Make the whole pages of [p, p + n) present and writable in one call,
 * where a decoder filling a fresh buffer would take a page fault for
 * each 4 KiB (a tenth of xz's time on text). Only a hint: a kernel
 * without MADV_POPULATE_WRITE leaves the pages to fault as before.
 */
void
prefault(void *p, size_t n)
{
	uintptr_t pg = (uintptr_t)sysconf(_SC_PAGESIZE);
	uintptr_t a = ((uintptr_t)p + pg - 1) & ~(pg - 1);
	uintptr_t e = ((uintptr_t)p + n) & ~(pg - 1);

	if (e > a)
		madvise((void *)a, e - a, MADV_POPULATE_WRITE);
}
