/*
 * crypt.c - the password hashes of /etc/shadow: "$1$" (the MD5 scheme
 * of FreeBSD and Linux), "$5$" and "$6$" (SHA-256 and SHA-512, from the
 * "Unix crypt using SHA-256 and SHA-512" specification, with rounds=N)
 *
 * Written from the schemes' descriptions over libbb/hash.c. Each scheme
 * mixes the password, the salt and earlier digests in a fixed order,
 * many rounds over, then writes the final digest in crypt's base-64
 * ("./0-9A-Za-z", least significant six bits first), its bytes taken in
 * a scheme-specific order. tests/unit/crypt.c holds the specification's
 * vectors and more.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"
#include <sys/random.h>

static const char b64[] =
    "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/* n characters of the 24 bits a:b:c, low six bits first */
static char *
put64(char *o, unsigned a, unsigned b, unsigned c, int n)
{
	unsigned long w = (unsigned long)a << 16 | b << 8 | c;

	while (n--) {
		*o++ = b64[w & 63];
		w >>= 6;
	}
	return o;
}

static void
add(struct hash *h, const void *p, size_t n)
{
	hash_update(h, p, n);
}

/* the MD5 scheme: 1000 rounds, a salt of up to 8 characters */
static char *
md5_crypt(const char *key, const char *salt, size_t sl, char *out)
{
	struct hash a, b;
	unsigned char d[16];
	size_t kl = strlen(key);
	char *o;

	md5_init(&b);
	add(&b, key, kl);
	add(&b, salt, sl);
	add(&b, key, kl);
	hash_final(&b, d);
	md5_init(&a);
	add(&a, key, kl);
	add(&a, "$1$", 3);
	add(&a, salt, sl);
	for (size_t n = kl; n; n -= n > 16 ? 16 : n)
		add(&a, d, n > 16 ? 16 : n);
	for (size_t n = kl; n; n >>= 1)
		add(&a, n & 1 ? "" : key, 1);	// "": its NUL byte
	hash_final(&a, d);
	for (int i = 0; i < 1000; i++) {
		md5_init(&a);
		if (i & 1)
			add(&a, key, kl);
		else
			add(&a, d, 16);
		if (i % 3)
			add(&a, salt, sl);
		if (i % 7)
			add(&a, key, kl);
		if (i & 1)
			add(&a, d, 16);
		else
			add(&a, key, kl);
		hash_final(&a, d);
	}
	o = out + sprintf(out, "$1$%.*s$", (int)sl, salt);
	for (int i = 0; i < 5; i++)
		o = put64(o, d[i], d[i + 6], d[i == 4 ? 5 : i + 12], 4);
	o = put64(o, 0, 0, d[11], 2);
	*o = 0;
	return out;
}

/*
 * n bytes of the repeated digest of s (slen bytes) taken times times:
 * the specification's P and S sequences
 */
static unsigned char *
seq(void (*init)(struct hash *), unsigned dl, const void *s, size_t slen,
    size_t times, size_t n)
{
	struct hash h;
	unsigned char d[HASH_MAX], *r = xmalloc(n + 1), *p = r;

	init(&h);
	while (times--)
		add(&h, s, slen);
	hash_final(&h, d);
	for (size_t k = n; k; k -= k > dl ? dl : k, p += dl)
		memcpy(p, d, k > dl ? dl : k);
	return r;
}

/* the SHA-256 ("$5$") and SHA-512 ("$6$") schemes */
static char *
sha_crypt(int id, const char *key, const char *salt, size_t sl,
    unsigned long rounds, bool explicit, char *out)
{
	void (*init)(struct hash *) = id == 5 ? sha256_init : sha512_init;
	unsigned dl = id == 5 ? 32 : 64, g = dl == 32 ? 10 : 21;
	struct hash a, b;
	unsigned char d[HASH_MAX], *p, *s;
	size_t kl = strlen(key);
	char *o;

	init(&b);
	add(&b, key, kl);
	add(&b, salt, sl);
	add(&b, key, kl);
	hash_final(&b, d);
	init(&a);
	add(&a, key, kl);
	add(&a, salt, sl);
	for (size_t n = kl; n; n -= n > dl ? dl : n)
		add(&a, d, n > dl ? dl : n);
	for (size_t n = kl; n; n >>= 1) {
		if (n & 1)
			add(&a, d, dl);
		else
			add(&a, key, kl);
	}
	hash_final(&a, d);
	p = seq(init, dl, key, kl, kl, kl);
	s = seq(init, dl, salt, sl, 16 + (size_t)d[0], sl);
	for (unsigned long i = 0; i < rounds; i++) {
		init(&a);
		if (i & 1)
			add(&a, p, kl);
		else
			add(&a, d, dl);
		if (i % 3)
			add(&a, s, sl);
		if (i % 7)
			add(&a, p, kl);
		if (i & 1)
			add(&a, d, dl);
		else
			add(&a, p, kl);
		hash_final(&a, d);
	}
	explicit_bzero(p, kl);
	free(p);
	free(s);
	o = out + sprintf(out, "$%d$", id);
	if (explicit)
		o += sprintf(o, "rounds=%lu$", rounds);
	o += sprintf(o, "%.*s$", (int)sl, salt);
	/*
	 * groups of three bytes i, i+g, i+2g, rotated one place more each
	 * time: leftwards for SHA-256, rightwards for SHA-512
	 */
	for (unsigned i = 0; i < g; i++) {
		unsigned t[3] = { d[i], d[i + g], d[i + 2 * g] }, r = i % 3;

		if (dl == 32 && r)
			r = 3 - r;
		o = put64(o, t[r], t[(r + 1) % 3], t[(r + 2) % 3], 4);
	}
	if (dl == 32)
		o = put64(o, 0, d[31], d[30], 3);
	else
		o = put64(o, 0, 0, d[63], 2);
	*o = 0;
	explicit_bzero(d, sizeof(d));
	return out;
}

char *
pw_encrypt(const char *key, const char *setting, char *out)
{
	const char *salt = setting + 3, *e;
	unsigned long rounds = 5000;
	bool explicit = false;
	size_t sl;
	int id;

	if (setting[0] != '$' || !setting[1] || setting[2] != '$')
		return NULL;
	id = setting[1] - '0';
	if (id != 1 && id != 5 && id != 6)
		return NULL;
	if (id != 1 && !strncmp(salt, "rounds=", 7)) {
		errno = 0;
		rounds = strtoul(salt + 7, (char **)&e, 10);
		if (*e != '$' || !isdigit((unsigned char)salt[7]) || errno)
			return NULL;
		rounds = rounds < 1000 ? 1000 :
		    rounds > 999999999 ? 999999999 : rounds;
		explicit = true;
		salt = e + 1;
	}
	sl = strcspn(salt, "$:\n");
	if (sl > (id == 1 ? 8u : 16u))
		sl = id == 1 ? 8 : 16;
	if (id == 1)
		return md5_crypt(key, salt, sl, out);
	return sha_crypt(id, key, salt, sl, rounds, explicit, out);
}

char *
pw_salt(char *buf, int id)
{
	unsigned char r[16];
	int n = id == 1 ? 8 : 16;
	char *o = buf + sprintf(buf, "$%d$", id);

	if (getrandom(r, n, 0) != n)
		error_exit("cannot get random bytes: %s", strerror(errno));
	for (int i = 0; i < n; i++)
		*o++ = b64[r[i] & 63];
	*o = 0;
	return buf;
}

bool
pw_match(const char *key, const char *hash)
{
	char out[PW_HASH_MAX];
	const char *h;
	unsigned char diff = 0;
	size_t n;

	if (!(h = pw_encrypt(key, hash, out)))
		return false;
	n = strlen(hash);
	if (strlen(h) != n)
		return false;
	for (size_t i = 0; i < n; i++)
		diff |= (unsigned char)(h[i] ^ hash[i]);
	explicit_bzero(out, sizeof(out));
	return !diff;
}
