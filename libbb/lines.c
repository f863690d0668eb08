/*
 * lines.c - the end of a stream, in lines or bytes (head, tail)
 *
 * last_lines finds where the last n lines of a buffer start; a last line
 * without its delimiter counts. keep_end reads a stream that cannot seek
 * (a pipe) to its end and keeps only its last n lines (delim >= 0) or
 * bytes (delim < 0), in a buffer that grows to about twice what it keeps:
 * what falls out before them goes to out (head -n -N) or, with out < 0,
 * away (tail). Lines counted from the end stay lines as more data comes,
 * so what falls out is never needed again.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

size_t
last_lines(const char *b, size_t len, unsigned long long n, int delim)
{
	const char *p = b + len;

	if (!n)
		return len;
	if (len && b[len - 1] == delim)
		p--;
	while ((p = memrchr(b, delim, p - b)))
		if (!--n)
			return p + 1 - b;
	return 0;
}

int
keep_end(int fd, struct keep *k, unsigned long long n, int delim, int out)
{
	size_t s;
	ssize_t r;

	k->len = 0;
	k->cap = 65536;
	k->buf = xmalloc(k->cap);
	for (;;) {
		if (k->len == k->cap) {
			if (delim >= 0)
				s = last_lines(k->buf, k->len, n, delim);
			else
				s = k->len > n ? k->len - n : 0;
			if (s && out >= 0 && write_full(out, k->buf, s) < 0)
				return -2;
			memmove(k->buf, k->buf + s, k->len - s);
			k->len -= s;
			if (k->len > k->cap / 2) {
				k->cap *= 2;
				k->buf = xrealloc(k->buf, k->cap, 1);
			}
		}
		r = read(fd, k->buf + k->len, k->cap - k->len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return r;
		k->len += r;
	}
}
