/*
 * hashfile.c - the checksum lines of md5sum, sha1sum, sha256sum,
 * sha512sum and cksum -a: hashing a file, printing its line, checking a
 * list of them (-c)
 *
 * The formats are GNU coreutils 9's: "HEX  NAME" (" *NAME" for -b), or
 * with --tag "ALG (NAME) = HEX"; a name holding a backslash, a newline or
 * a carriage return is written escaped (\\, \n, \r) on a line that starts
 * with a backslash, unless lines end in NUL (-z). A checked list may also
 * hold BSD's reversed lines "HEX NAME" (one blank): as GNU, the first
 * untagged line decides, for the rest of the run, which of the two forms
 * is read. Results, warnings and exit statuses are GNU's.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

static unsigned char hash_buf[65536];

const struct hash_alg hash_algs[] = {
	{ "MD5", md5_init, 16 },
	{ "SHA1", sha1_init, 20 },
	{ "SHA224", sha224_init, 28 },
	{ "SHA256", sha256_init, 32 },
	{ "SHA384", sha384_init, 48 },
	{ "SHA512", sha512_init, 64 },
	{ NULL, NULL, 0 }
};

/*
 * The digest of file name ("-": stdin) into out; its length, or -1 after
 * a message (none for a missing file with HF_IGNORE_MISSING; errno kept).
 */
int
hash_file(const char *name, const struct hash_alg *a, unsigned char *out,
    unsigned flags)
{
	struct hash h;
	ssize_t n;
	int fd = 0, err;

	if (strcmp(name, "-")) {
		fd = open(name, O_RDONLY);
		if (fd < 0)
			goto fail;
	}
	posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
	a->init(&h);
	while ((n = read(fd, hash_buf, sizeof(hash_buf))) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			err = errno;
			if (fd)
				close(fd);
			errno = err;
			goto fail;
		}
		hash_update(&h, hash_buf, n);
	}
	if (fd)
		close(fd);
	return hash_final(&h, out);
fail:
	err = errno;
	if (err == ENOENT && (flags & HF_IGNORE_MISSING))
		return -1;
	error_msg("%s: %s", quote(name, QUOTE_SHELL_ESCAPE), strerror(err));
	errno = err;
	return -1;
}

/* name, escaped when esc: \ n r become \\ \n \r */
static void
put_name(const char *name, bool esc)
{
	for (; *name; name++) {
		if (!esc || (*name != '\\' && *name != '\n' && *name != '\r'))
			putchar(*name);
		else
			printf("\\%c", *name == '\\' ? '\\' :
			    *name == '\n' ? 'n' : 'r');
	}
}

void
hash_print(const struct hash_alg *a, const unsigned char *d, unsigned n,
    const char *name, unsigned flags)
{
	bool esc = !(flags & HF_ZERO) && strpbrk(name, "\\\n\r");
	unsigned i;

	if (esc)
		putchar('\\');
	if (flags & HF_TAG) {
		printf("%s (", a->tag);
		put_name(name, esc);
		fputs(") = ", stdout);
	}
	for (i = 0; i < n; i++)
		printf("%02x", d[i]);
	if (!(flags & HF_TAG)) {
		putchar(' ');
		putchar(flags & HF_BINARY ? '*' : ' ');
		put_name(name, esc);
	}
	putchar(flags & HF_ZERO ? 0 : '\n');
}

/* the value of a hex digit, or -1 */
static int
hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* n bytes of hex at s into d: false unless all are hex digits */
static bool
unhex(const char *s, unsigned char *d, unsigned n)
{
	unsigned i;
	int hi, lo;

	for (i = 0; i < n; i++) {
		hi = hexval(s[2 * i]);
		lo = hi < 0 ? -1 : hexval(s[2 * i + 1]);
		if (lo < 0)
			return false;
		d[i] = hi << 4 | lo;
	}
	return true;
}

/* undo put_name's escapes in place; false on any other backslash */
static bool
unescape(char *s)
{
	char *o = s;

	for (; *s; s++) {
		if (*s == '\\') {
			s++;
			if (*s == 'n')
				*o++ = '\n';
			else if (*s == 'r')
				*o++ = '\r';
			else if (*s == '\\')
				*o++ = '\\';
			else
				return false;
		} else {
			*o++ = *s;
		}
	}
	*o = 0;
	return true;
}

/* "ALG (NAME) = HEX", with or without the blanks, for one of c's algs */
static const struct hash_alg *
parse_tagged(struct hash_check *c, char *s, char **name, unsigned char *d)
{
	const struct hash_alg *a;
	size_t len, hl;
	char *e;
	int i;

	for (i = 0; i < c->nalg; i++) {
		a = &c->algs[i];
		len = strlen(a->tag);
		if (strncmp(s, a->tag, len) || (s[len] != ' ' && s[len] != '('))
			continue;
		s += len + (s[len] == ' ');
		if (*s != '(')
			return NULL;
		hl = 2 * a->dsize;
		e = s + strlen(s);
		if ((size_t)(e - s) < hl + 3)
			return NULL;
		e -= hl;
		if (!unhex(e, d, a->dsize))
			return NULL;
		if (e[-1] == ' ')
			e--;
		if (*--e != '=')
			return NULL;
		if (e[-1] == ' ')
			e--;
		if (*--e != ')' || e == s + 1)
			return NULL;
		*e = 0;
		*name = s + 1;
		return a;
	}
	return NULL;
}

/* "HEX  NAME", "HEX *NAME", or BSD's "HEX NAME" (c->style decides) */
static const struct hash_alg *
parse_untagged(struct hash_check *c, char *s, char **name, unsigned char *d)
{
	const struct hash_alg *a = c->algs;
	unsigned hl = 2 * a->dsize;

	if (c->nalg != 1 || strlen(s) < hl + 2 || !unhex(s, d, a->dsize))
		return NULL;
	s += hl;
	if (*s != ' ' && *s != '\t')
		return NULL;
	if ((s[1] == ' ' || s[1] == '*') && c->style != 2 &&
	    (s[2] || c->style == 1)) {
		c->style = 1;
		s += 2;
	} else if (c->style != 1) {
		c->style = 2;
		s++;
	} else {
		return NULL;
	}
	*name = s;
	return *s ? a : NULL;
}

static void
plural(const char *one, const char *many, unsigned long n)
{
	if (n)
		warn_msg("WARNING: %lu %s", n, n == 1 ? one : many);
}

/* a result line; a name with a newline is escaped, as GNU does */
static void
say(const char *name, const char *what)
{
	bool esc = strchr(name, '\n') != NULL;

	if (esc)
		putchar('\\');
	put_name(name, esc);
	printf(": %s\n", what);
}

/* check the lines of list; false when it fails (status 1) */
bool
hash_check(struct hash_check *c, const char *list)
{
	unsigned long lineno = 0, bad = 0, unread = 0, mismatch = 0, good = 0,
	    ok = 0;
	unsigned char want[HASH_MAX], got[HASH_MAX];
	const struct hash_alg *a;
	const char *lname = strcmp(list, "-") ? quote(list, QUOTE_SHELL_ESCAPE) :
	    "'standard input'";
	char *line = NULL, *s, *name;
	size_t cap = 0;
	ssize_t len;
	FILE *f = stdin;
	bool esc, failed = false;
	int n;

	if (strcmp(list, "-") && !(f = fopen(list, "r"))) {
		perror_msg("%s", lname);
		return false;
	}
	lname = xstrdup(lname);
	while ((len = getline(&line, &cap, f)) > 0) {
		lineno++;
		if (line[len - 1] == '\n')
			line[--len] = 0;
		if (len && line[len - 1] == '\r')
			line[--len] = 0;
		for (s = line; *s == ' ' || *s == '\t'; s++)
			;
		if (!*s || *s == '#')
			continue;
		if ((esc = *s == '\\'))
			s++;
		a = parse_tagged(c, s, &name, want);
		if (a && c->nalg > 1)	/* the format warnings speak of */
			c->what = a->tag;
		if (!a)
			a = parse_untagged(c, s, &name, want);
		if (!a || (esc && !unescape(name))) {
			bad++;
			if (c->flags & HF_WARN)
				warn_msg("%s: %lu: improperly formatted %s "
				    "checksum line", lname, lineno, c->what);
			continue;
		}
		good++;
		fflush(stdout);
		n = hash_file(name, a, got, c->flags);
		if (n < 0 && errno == ENOENT && (c->flags & HF_IGNORE_MISSING))
			continue;
		if (n < 0)
			unread++;
		else if (memcmp(want, got, n))
			mismatch++;
		else
			ok++;
		if (n < 0 && !(c->flags & HF_STATUS))
			say(name, "FAILED open or read");
		else if (n >= 0 && memcmp(want, got, n) &&
		    !(c->flags & HF_STATUS))
			say(name, "FAILED");
		else if (n >= 0 && !(c->flags & (HF_STATUS | HF_QUIET)))
			say(name, "OK");
	}
	if (ferror(f)) {
		error_msg("%s: read error", lname);
		failed = true;
	} else if (!good) {
		error_msg("%s: no properly formatted checksum lines found",
		    lname);
		failed = true;
	} else {
		if (!(c->flags & HF_STATUS)) {
			fflush(stdout);
			plural("line is improperly formatted",
			    "lines are improperly formatted", bad);
			plural("listed file could not be read",
			    "listed files could not be read", unread);
			plural("computed checksum did NOT match",
			    "computed checksums did NOT match", mismatch);
		}
		if ((c->flags & HF_IGNORE_MISSING) && !ok && !mismatch) {
			error_msg("%s: no file was verified", lname);
			failed = true;
		}
	}
	if (f != stdin)
		fclose(f);
	else
		clearerr(f);
	free(line);
	free((char *)lname);
	return !failed && !unread && !mismatch &&
	    !(bad && (c->flags & HF_STRICT));
}

void
hash_usage(const char *what)
{
	if (what)
		error_msg("%s", what);
	fprintf(stderr, "Try '%s --help' for more information.\n",
	    applet_name);
	xexit(1);
}

/* -z is refused with -c; the -c-only flags without it, in GNU's order */
void
hash_mode(unsigned flags, bool check)
{
	static const struct {
		unsigned	f;
		const char	*name;
	} only_c[] = {
		{ HF_IGNORE_MISSING, "ignore-missing" }, { HF_QUIET, "quiet" },
		{ HF_WARN, "warn" }, { HF_STATUS, "status" },
		{ HF_STRICT, "strict" }
	};
	unsigned i;

	if (check && (flags & HF_ZERO))
		hash_usage("the --zero option is not supported when "
		    "verifying checksums");
	for (i = 0; !check && i < ARRAY_SIZE(only_c); i++)
		if (flags & only_c[i].f)
			hash_usage(xasprintf("the --%s option is meaningful "
			    "only when verifying checksums", only_c[i].name));
}

int
hash_run(struct hash_check *c, bool check, char **names)
{
	unsigned char d[HASH_MAX];
	int n;

	for (; *names; names++) {
		if (check) {
			if (!hash_check(c, *names))
				exit_status = 1;
		} else if ((n = hash_file(*names, c->algs, d, 0)) >= 0) {
			hash_print(c->algs, d, n, *names, c->flags);
		}
	}
	return exit_status;
}
