/*
 * crypt.c - unit tests for libbb/crypt.c: the inputs of the test vectors
 * of the "Unix crypt using SHA-256 and SHA-512" specification (long and
 * too long salts, rounds= from below the minimum up to 123456), the MD5
 * scheme, empty and long passwords, empty salts; the hashes were made
 * with another implementation (glibc's libcrypt through Python's crypt)
 * SPDX-License-Identifier: MIT
 */
#include "unit.h"

static const char *const vec[][3] = {
	{ "$5$saltstring",
	    "Hello world!",
	    "$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5" },
	{ "$5$rounds=10000$saltstringsaltstring",
	    "Hello world!",
	    "$5$rounds=10000$saltstringsaltst$3xv.VbSHBb41AL9AvLeujZkZRBA"
	    "wqFMz2.opqey6IcA" },
	{ "$5$rounds=5000$toolongsaltstring",
	    "This is just a test",
	    "$5$rounds=5000$toolongsaltstrin$Un/5jzAHMgOGZ5.mWJpuVolil07g"
	    "uHPvOW8mGRcvxa5" },
	{ "$5$rounds=1400$anotherlongsaltstring",
	    "a very much longer text to encrypt.  This one even stretches"
	    " over morethan one line.",
	    "$5$rounds=1400$anotherlongsalts$Rx.j8H.h8HjEDGomFU8bDkXm3XIU"
	    "nzyxf12oP84Bnq1" },
	{ "$5$rounds=77777$short",
	    "we have a short salt string but not a short password",
	    "$5$rounds=77777$short$JiO1O3ZpDAxGJeaDIuqCoEFysAe1mZNJRs3pw0"
	    "KQRd/" },
	{ "$5$rounds=123456$asaltof16chars..",
	    "a short string",
	    "$5$rounds=123456$asaltof16chars..$gP3VQ/6X7UUEW3HkBn2w1/Ptq2"
	    "jxPyzV/cZKmF/wJvD" },
	{ "$5$rounds=10$roundstoolow",
	    "the minimum number is still observed",
	    "$5$rounds=1000$roundstoolow$yfvwcWrQ8l/K0DAWyuPMDNHpIVlTQebY"
	    "9l/gL972bIC" },
	{ "$6$saltstring",
	    "Hello world!",
	    "$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnI"
	    "FNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1" },
	{ "$6$rounds=10000$saltstringsaltstring",
	    "Hello world!",
	    "$6$rounds=10000$saltstringsaltst$OW1/O6BYHV6BcXZu8QVeXbDWra3"
	    "Oeqh0sbHbbMCVNSnCM/UrjmM0Dp8vOuZeHBy/YTBmSK6H9qs/y3RnOaw5v." },
	{ "$6$rounds=5000$toolongsaltstring",
	    "This is just a test",
	    "$6$rounds=5000$toolongsaltstrin$lQ8jolhgVRVhY4b5pZKaysCLi0QB"
	    "xGoNeKQzQ3glMhwllF7oGDZxUhx1yxdYcz/e1JSbq3y6JMxxl8audkUEm0" },
	{ "$6$rounds=1400$anotherlongsaltstring",
	    "a very much longer text to encrypt.  This one even stretches"
	    " over morethan one line.",
	    "$6$rounds=1400$anotherlongsalts$POfYwTEok97VWcjxIiSOjiykti.o"
	    "/pQs.wPvMxQ6Fm7I6IoYN3CmLs66x9t0oSwbtEW7o7UmJEiDwGqd8p4ur1" },
	{ "$6$rounds=77777$short",
	    "we have a short salt string but not a short password",
	    "$6$rounds=77777$short$WuQyW2YR.hBNpjjRhpYD/ifIw05xdfeEyQoMxI"
	    "Xbkvr0gge1a1x3yRULJ5CCaUeOxFmtlcGZelFl5CxtgfiAc0" },
	{ "$6$rounds=123456$asaltof16chars..",
	    "a short string",
	    "$6$rounds=123456$asaltof16chars..$BtCwjqMJGx5hrJhZywWvt0RLE8"
	    "uZ4oPwcelCjmw2kSYu.Ec6ycULevoBK25fs2xXgMNrCzIMVcgEJAstJeonj1" },
	{ "$6$rounds=10$roundstoolow",
	    "the minimum number is still observed",
	    "$6$rounds=1000$roundstoolow$kUMsbe306n21p9R.FRkW3IGn.S9NPN0x"
	    "50YhH1xhLsPuWGsUSklZt58jaTfF4ZEQpyUNGc0dqbpBYYBaHHrsX." },
	{ "$1$saltstri",
	    "Hello world!",
	    "$1$saltstri$YMyguxXMBpd2TEZ.vS/3q1" },
	{ "$1$",
	    "empty salt",
	    "$1$$ObZkFeusGD7Pq0bDVWvPA/" },
	{ "$1$abcdefgh",
	    "",
	    "$1$abcdefgh$M55TzYaaccxVGbptZWaxX/" },
	{ "$1$toolongsalt",
	    "x",
	    "$1$toolongs$uq/hljtnqq8U5Xice38qI." },
	{ "$5$abc",
	    "",
	    "$5$abc$bBHLwRRW2Li0XKaX13kz/g2fkDil4Jx46aNvd.48MS8" },
	{ "$6$abc",
	    "",
	    "$6$abc$mJP3a6FyA8uCnzRtlnNypPwjnvpi5TP9qOrInzrfDmwxUQG38PkpC"
	    "PdqfTb8JQfAngapMxeim4AZ..hSdRRzD." },
	{ "$1$x",
	    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
	    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
	    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
	    "aaaaaaaaaaaaaaaaaaaa",
	    "$1$x$7shOckpDJA24n044ecG39/" },
	{ "$5$x",
	    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
	    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
	    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
	    "bbbbbbbbbbbbbbbbbbbb",
	    "$5$x$b.sh1P46DNxt23QVM3KY3MOMYooZ6/HJpgzOAHmpwK8" },
	{ "$6$x",
	    "cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc"
	    "cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc"
	    "cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc"
	    "cccccccccccccccccccc",
	    "$6$x$ZRD.h2FF2iyDEsEg71V/f/xFpWVFijC28n1C7DgS0alj.s1KrMcIugN"
	    "LR246xhF960GNixHD5xFVbm/Q6YgPM1" },
	{ "$6$rounds=1000$x",
	    "dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd"
	    "dddd",
	    "$6$rounds=1000$x$qGIYq1OuDsZu1VTfF/5Sz.MyN7rODMle.cZgBwwlHND"
	    "ihVpYA9XNLrehHtqh9Dt.uNEa4cC2Av6D9srxcBdBj." },
	{ "$5$rounds=1000$x",
	    "eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
	    "$5$rounds=1000$x$E.n5X85dXzbgQztUaWFx1Vh1gTGVDHtKtrQeWPb/iL." },
	{ "$1$12345678",
	    "ffffffffffffffff",
	    "$1$12345678$lRStSlJKsqU/RQhzUryaZ/" },
	{ "$6$a$rest.is.ignored",
	    "salt ends at the dollar",
	    "$6$a$sywu2OxRQ/We3tvjuV/8LTh9mC6Sm7Afj/2TGMt5z3upqpzpvG89R/j"
	    "0S/ZjJmnAcqYNleW5YeuR5Aszwb97B." },
};

int
main(void)
{
	char out[PW_HASH_MAX], name[64], salt[PW_HASH_MAX];

	for (size_t i = 0; i < sizeof(vec) / sizeof(vec[0]); i++) {
		snprintf(name, sizeof(name), "vector %zu (%.8s)", i + 1,
		    vec[i][0]);
		EXPECT_STR(name, pw_encrypt(vec[i][1], vec[i][0], out),
		    vec[i][2]);
		snprintf(name, sizeof(name), "match %zu", i + 1);
		EXPECT(name, pw_match(vec[i][1], vec[i][2]));
		snprintf(name, sizeof(name), "mismatch %zu", i + 1);
		EXPECT(name, !pw_match("wrong", vec[i][2]));
	}
	EXPECT("unknown method", !pw_encrypt("x", "$2b$10$abc", out));
	EXPECT("DES is not known", !pw_encrypt("x", "ab", out));
	EXPECT("locked", !pw_match("", "!"));
	EXPECT("empty hash", !pw_match("", ""));
	EXPECT("bad rounds", !pw_encrypt("x", "$6$rounds=x$ab", out));
	EXPECT("truncated hash", !pw_match("Hello world!",
	    "$1$saltstri$YMyguxXMBpd2TEZ.vS/3q"));
	for (int id = 1; id <= 6; id += id == 1 ? 4 : 1) {
		snprintf(name, sizeof(name), "new salt $%d$", id);
		pw_salt(salt, id);
		EXPECT(name, strlen(salt) == (id == 1 ? 11u : 19u) &&
		    strspn(salt + 3, "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
		    "abcdefghijklmnopqrstuvwxyz") == strlen(salt + 3));
		snprintf(name, sizeof(name), "new hash $%d$", id);
		EXPECT(name, pw_encrypt("pw", salt, out) &&
		    pw_match("pw", out));
	}
	return unit_failed;
}
