/*
 * instream.c - several files read as one stream of bytes (od, hexdump)
 *
 * POSIX od and util-linux hexdump take their FILE operands as one
 * stream: the skip (-j, -s) runs on over file boundaries and the limit
 * (-N, -n) counts the bytes of them all. A file that cannot be opened is
 * reported (perror_msg, so the status becomes 1) and the next one is
 * taken. The skip passes over whole regular files by their size, then
 * seeks into the file where it ends, or into any seekable file (a
 * device: GNU od and util-linux hexdump seek there too); only what
 * cannot seek, a pipe or a terminal, is read through.
 *
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

/* Open the next file, its part of the skip done; false when none is left. */
static bool
next_file(struct instream *s)
{
	struct stat st;

	for (;;) {
		if (s->fd > 0)
			close(s->fd);
		s->fd = -1;
		if (!*s->files)
			return false;
		s->name = *s->files++;
		if (!strcmp(s->name, "-")) {
			s->fd = 0;
		} else if ((s->fd = open(s->name, O_RDONLY)) < 0) {
			perror_msg("%s", s->name);
			continue;
		}
		s->opened = true;
		if (!s->skip)
			return true;
		if (fstat(s->fd, &st) == 0 && S_ISREG(st.st_mode) &&
		    (unsigned long long)st.st_size <= s->skip) {
			s->skip -= st.st_size;
			continue;
		}
		if (s->skip <= LLONG_MAX &&
		    lseek(s->fd, s->skip, SEEK_CUR) >= 0)
			s->skip = 0;
		return true;
	}
}

void
instream_open(struct instream *s, char **files, unsigned long long skip,
    unsigned long long left)
{
	static char *stdin_only[] = { "-", NULL };

	s->files = *files ? files : stdin_only;
	s->fd = -1;
	s->skip = skip;
	s->left = left;
	s->opened = false;
	s->pos = s->end = 0;
	next_file(s);
}

size_t
instream_read(struct instream *s, void *out, size_t n)
{
	size_t got = 0, k;
	ssize_t r;

	while (got < n && s->left) {
		if (s->pos == s->end) {
			if (s->fd < 0 && !next_file(s))
				break;
			r = read(s->fd, s->buf, sizeof(s->buf));
			if (r <= 0) {
				if (r < 0)
					perror_msg("%s", s->name);
				if (!next_file(s))
					break;
				continue;
			}
			k = MIN(s->skip, (size_t)r);
			s->skip -= k, s->pos = k, s->end = r;
			continue;
		}
		k = MIN(MIN(n - got, s->end - s->pos), s->left);
		memcpy((char *)out + got, s->buf + s->pos, k);
		got += k, s->pos += k, s->left -= k;
	}
	return got;
}

void
instream_close(struct instream *s)
{
	if (s->fd > 0)
		close(s->fd);
	s->fd = -1;
}
