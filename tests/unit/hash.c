/*
 * hash.c - unit tests for libbb/hash.c: the test vectors of RFC 1321
 * (A.5) and FIPS 180-4's examples (NIST's "abc", the 448- and 896-bit
 * messages, a million 'a'), then patterned messages whose lengths sit
 * on the padding's boundaries (55, 56, 63, 64, 111, 112, 127, 128 ...),
 * fed whole, a byte at a time and in odd pieces; their digests were
 * computed with another implementation (Python's hashlib)
 * SPDX-License-Identifier: MIT
 */
#include "unit.h"

static void (*const inits[])(struct hash *) = {
	md5_init, sha1_init, sha224_init, sha256_init, sha384_init,
	sha512_init
};
static const char *const names[] = {
	"md5", "sha1", "sha224", "sha256", "sha384", "sha512"
};

static const char *
hex(const unsigned char *d, unsigned n)
{
	static char s[2 * HASH_MAX + 1];

	for (unsigned i = 0; i < n; i++)
		snprintf(s + 2 * i, 3, "%02x", d[i]);
	s[2 * n] = 0;
	return s;
}

/* the digest of msg fed in pieces of step bytes (0: all at once) */
static const char *
digest(int alg, const unsigned char *msg, size_t n, size_t step)
{
	unsigned char d[HASH_MAX];
	struct hash h;
	size_t k;

	inits[alg](&h);
	if (!step)
		step = n ? n : 1;
	for (k = 0; k < n; k += step)
		hash_update(&h, msg + k, MIN(step, n - k));
	return hex(d, hash_final(&h, d));
}

struct vec {
	const char	*msg;
	const char	*want[6];	/* NULL: not one of that standard's */
};

static const struct vec std[] = {
	{ "", {
		"d41d8cd98f00b204e9800998ecf8427e",
		NULL,
		NULL,
		NULL,
		NULL,
		NULL,
	} },
	{ "a", {
		"0cc175b9c0f1b6a831c399e269772661",
		NULL,
		NULL,
		NULL,
		NULL,
		NULL,
	} },
	{ "abc", {
		"900150983cd24fb0d6963f7d28e17f72",
		"a9993e364706816aba3e25717850c26c9cd0d89d",
		"23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7",
		"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
		"cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed"
		"8086072ba1e7cc2358baeca134c825a7",
		"ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
		"2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
	} },
	{ "message digest", {
		"f96b697d7cb7938d525a2f31aaf161d0",
		NULL,
		NULL,
		NULL,
		NULL,
		NULL,
	} },
	{ "abcdefghijklmnopqrstuvwxyz", {
		"c3fcd3d76192e4007dfb496cca67e13b",
		NULL,
		NULL,
		NULL,
		NULL,
		NULL,
	} },
	{ "ABCDEFGHIJKLMNOPQRSTUVWXYZabcde"
	    "fghijklmnopqrstuvwxyz0123456789", {
		"d174ab98d277d9f5a5611c2c9f419d9f",
		NULL,
		NULL,
		NULL,
		NULL,
		NULL,
	} },
	{ "1234567890123456789012345678901234567890"
	    "1234567890123456789012345678901234567890", {
		"57edf4a22be3c955ac49da2e2107b67a",
		NULL,
		NULL,
		NULL,
		NULL,
		NULL,
	} },
	{ "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", {
		NULL,
		"84983e441c3bd26ebaae4aa1f95129e5e54670f1",
		"75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525",
		"248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
		"3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6"
		"b0455a8520bc4e6f5fe95b1fe3c8452b",
		"204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c335"
		"96fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445",
	} },
	{ "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"
	    "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu", {
		NULL,
		"a49b2446a02c645bf419f995b67091253a04a259",
		"c97ca9a559850ce97a04a96def6d99a9e0e0e2ab14e6b8df265fc0b3",
		"cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1",
		"09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712"
		"fcc7c71a557e2db966c3e9fa91746039",
		"8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
		"501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909",
	} },
};

/* the digests of pattern(n) for these n */
static const size_t lens[] = {
	0, 1, 55, 56, 63, 64, 111, 112, 119, 120, 127, 128, 129, 1000
};
static const char *const pat[][6] = {
	{ /* 0 */
		"d41d8cd98f00b204e9800998ecf8427e",
		"da39a3ee5e6b4b0d3255bfef95601890afd80709",
		"d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f",
		"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
		"38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da"
		"274edebfe76f65fbd51ad2f14898b95b",
		"cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
		"47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
	},
	{ /* 1 */
		"8666683506aacd900bbd5a74ac4edf68",
		"9842926af7ca0a8cca12604f945414f07b01e13d",
		"15ebd4b8fdfc6905ea002a3efcc8faa71954739ee62bbbf16836eb5c",
		"084fed08b978af4d7d196a7446a86b58009e636b611db16211b65a9aadff29c5",
		"8a6c69af6fb6247635f837958446fb8f10e39bd5fbc244f7e635176339a3be61"
		"4f6394247f01dbe1126c178c7bd48cb5",
		"e45bf5817ddf94aa2f7a407071f0eedc6beb98f768b4cd33d1176d44d1563a45"
		"a5d7212290eb7670c6786b13591aedac86478993895e8b24e612014abaa6ba04",
	},
	{ /* 55 */
		"52c0e574e1198de5fe3f8f11440dcb1b",
		"ddf57317ef34bfee3b6df83d359098930eb278bc",
		"703a7d6e61c83903b5db54ddf6dda2268211b47c90bbdac2ed306d8a",
		"e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b",
		"fc2728f452750d08b5dbad1aea53202e7fc19c06894d13e36c433b0444a89927"
		"7c49f16e0577c03db0f0605578836ef6",
		"14fd424b1fcadee624da946ab03f7e1def7c0d6e00f689594319881a26ff30b8"
		"75ba4c622ac13100c8cc784c9c2eb23159aecbb4a02e3999062f551193e2b256",
	},
	{ /* 56 */
		"46c9907fc908ee68b1e7b8e71286a518",
		"a0d492bb0fc889d0eca3bc137066ab6f4f74f369",
		"850fef35478d7a94a417713dbded4a39c18be2b40e6f20f47066d306",
		"4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e52abc6c27",
		"6c969a865f38d2eaac60b7963a84c97ba27bcb76e589cbe1e2e89ead6aee4ad0"
		"337a4268f054be49c604ddd99692036d",
		"480fa85be41ef55a41208ca28ffc8743c91cf7d24758defe6f95bfb16de614fc"
		"86b701034896b047dd571de4318853d80e0809df162f1752cb26da6ddb94a0dd",
	},
	{ /* 63 */
		"a62f6d59e837867693f042f5b8f5a236",
		"c55856749bef509bdfe6bfebfc7bf4e793e82132",
		"246a939bfdd1eedb1ad51b53a250d197b5752aab09580b7f1df50df7",
		"81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055",
		"be67a9a1162c1d97f183980dc811f4f4f835b8b850eb32ecbf87397b26369bc6"
		"646a8f2234940dcff142b627c8e21ebb",
		"ecd42a703a4e93e163d60d55e3785b1a763838b0351bc2e6f7c94b4bfb24f9aa"
		"15da5d744ebcebe11f0fc4315d45ba3a047b6e60e07448357f2795bf34b73502",
	},
	{ /* 64 */
		"7160b8fb5e9e4023d549c3971fbaeead",
		"bede92be29c3874e1b54ddc77988d606fc857a8e",
		"e480c1c21ffd3f109fc0cde0daf967c748932b64f8e259d98db17420",
		"39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241",
		"99d26430f561864c2f7d90b68650b960c86c85d6bf7f54ceeee404bdd59663a7"
		"f05588b5c750b862a2a24f6a9ad4c050",
		"8f3cc30b3fb5bf963688a46488249248ac2c67f0f85a145233c6c1e3c16dcd1d"
		"f634c07d1d31da02576f65b9cf64e1c3fdb318b689b8a14e2e9552bcf30fb133",
	},
	{ /* 111 */
		"13f00cb15f0c3fe588d1c17cde14b38f",
		"4a01b1272627e5be00f57bc3c3029c23a452e629",
		"5d5ba2469a7db3e3d5b622bdefbb8fef5582222b0f3dd41db4b62075",
		"67d9492e628fd376e0b2efec8ca2b99b123e202cf620deb270728df979b2f73e",
		"341388a9dc2275074e90cf394323761919761c805fd9e370977c9966a0e8c81a"
		"52135f02577670b0071638a4a26dbc31",
		"68cffa6d0d76f309c9ce0d35280939f8e25990c43b7b086ccdf709be35b07d4d"
		"dba599541ff2b1c19d34ea49aeafb9659adb7ac3c0b078bb30a22d57fc6687ef",
	},
	{ /* 112 */
		"5fe6a9f76b541ec645559589da9a088a",
		"54c08c2a0ed21de25e3d8606c3929454eb1d3f8b",
		"df564afcb13bf4a0b08d0d3132418ad63f523107e6003f3506167a5b",
		"96b928cff8528dbb99602c709a65b846cb6467acb8b722f0d758e4dc27bfc508",
		"619cc5d06138526d70659eccf602d197e63e1050e22039a7feb40a30a5b2b08f"
		"b03729e291df12f8c576e6f1cd8af22a",
		"d0865c524d1dddf7c23b799c413f5adcd7caefd3f66a9b49750ec81066012c25"
		"a8bcf94ddea6dc525691673097ca40e0101e897fc97218cfdb0704084e2bef4b",
	},
	{ /* 119 */
		"e84905d4214f4d1ca56c2cdcc152b143",
		"504e27376a6e0f0dba8295b85cb25dc4dfa17d23",
		"6c9c99e7d1090cb995200ccc9fc757a4383d3a1004cc36bc266c7947",
		"9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e",
		"9c284d266fc91c33a7f6ecbb0326646b3ed15cc33fd8bf968267c21991ca1a43"
		"4dd65c64ee22c7dd6f5423950f605560",
		"236bdd7f38a611b5014b239245c381ae5d20a96f1e5b3178227c00056b7fa8c4"
		"4ef54880085d82b7e20cd65f2bfda1326696c3f94a6a5bad0cb5ce289aa46167",
	},
	{ /* 120 */
		"e3eb5a6c8669ea01a8c185b8abc8a5dc",
		"82134b02fb3f702491be9bed581eeab59334acb2",
		"d733ebb80612c4699bfca3061aab0cd9e138ef73aecf1d0f23e75340",
		"7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5",
		"96faef865acb7c55ae34422444b4380e520de69f373ddb14c7ee2420c3f93cc2"
		"20fca9952c0a4fe9dbfddf350ac40127",
		"4bd16fefaa35cc2df9fbb8ff379ec04a4070ffd5d4992574af239fa175534df8"
		"7cbedceeb96be08e15090a78b83a328a2900c5411683ab47bab914591048548f",
	},
	{ /* 127 */
		"acce2474d6cc8302120d09c818d17ef7",
		"34d5e582029e9b9b85b2febe31da3db7cdabaaea",
		"f2d23206c9419be75e54c12e79b49903565a9240f09d0bf15c548ed4",
		"a8d23e75d936f303d248888d9b165ee543f4cbafcad3c9dd2a79bd84faa11d07",
		"f8234ab81f5f9641c656680825a9bbb3c2616bcc80b65d5e479a4d96742e1b87"
		"42330c9e8256ef5f03caa932487044ca",
		"e0b6a20f1c0c88970a9340152cd5a1c1ecf3d3b8de5510274187943807947354"
		"0133b812706e5dbec322c8c9523b6fc8c6d16ee626e87ad5fe3d2916afedc369",
	},
	{ /* 128 */
		"10b2da1a82f16d99a81a7203fe9f02cb",
		"a09133e6730ffe899efb70204cb5646cd5dc24ee",
		"6df983e89c8c13cecdfb5f16fc67792ae3c4d062df69124d889a396f",
		"d2742f1f4ac6bb7ca2b239ee18402ba8b3f9f8e652d2a72973c2b9ba11c08cf6",
		"e8480e9c4dd90f88104a79cbaccec48edbd798a142b4f241d726dc252f150235"
		"0e824c7d18dadd59d7d716919fb8f9bf",
		"99b16f17aa0b969a5b8f08f367719d516e330ccd2660b6f0688ec031dbc783de"
		"50a1cd185a2568dba75070a2403d17d4741d163578515dfd2ff756ddfe4d47b1",
	},
	{ /* 129 */
		"03fefbbcebe2959cf2270241aafe0250",
		"808aea332ce367541d37adae7f94e59c5c1a934e",
		"cdb66bc3b48b8c446ba9e6220d9f9c25e2ed612094901834cde92dc6",
		"307f8fc2c1622b92762e818d39a185d4d667ad49a4b07ceae1f4afa008a93ec4",
		"430173387764874661acba1e914e50f6d0fbac534809e859b1da4396fad3d5f2"
		"4c25c6a2d02486d8fbda3994713d981a",
		"a1556e29185778aa5991e34b8884c840d589f0fbb4b8ed590e51e9ac4eb03a00"
		"8125000db2671f8fe7f485b59a77b518670078ecb41a54b4cd02a7f1d2ca4c6d",
	},
	{ /* 1000 */
		"10046f077f2082ac19676b8079f1cb1a",
		"4231a8a50a10fa9758db8ec71fdef855b751048a",
		"23729dacbd480285c5c68439e2fe22ca5611a63cd6c14d2ec5ae2c85",
		"1e9bc38cbf860b9ec31918b065f9b52476c549a782e0e7990bed8ce3868d2371",
		"94c38db521ca733b8904c2d14b6e82d33dcfcc26e1318c579dbee1fc2f472019"
		"034e792263b9d46e90e700de2f6e7e91",
		"00e36fccf193e59697a92b5ab24666ce6326d7fa16bf10832d0991ddc591112e"
		"9dfa6a636950ed9c4d67344a760654c2ff7785e1d60094d651038735b5dccabd",
	},
};

static const char *const million_a[] = {
	"7707d6ae4e027c70eea2a935c2296f21",
	"34aa973cd4c4daa4f61eeb2bdbad27316534016f",
	"20794655980c91d8bbb4c1ea97618a4bf03f42581948b2ee4ee7ad67",
	"cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
	"9d0e1809716474cb086e834e310a4a1ced149e9c00f248527972cec5704c2a5b"
	"07b8b3dc38ecc4ebae97ddd87f3d8985",
	"e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb"
	"de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b",
};

int
main(void)
{
	static const size_t steps[] = { 0, 1, 3, 64, 65, 127 };
	unsigned char *buf = xmalloc(1000000);
	char name[80];
	size_t i, j, s;
	int a;

	for (a = 0; a < 6; a++) {
		for (i = 0; i < ARRAY_SIZE(std); i++) {
			if (!std[i].want[a])
				continue;
			snprintf(name, sizeof(name), "%s standard vector %zu",
			    names[a], i);
			EXPECT_STR(name, digest(a, (const unsigned char *)
			    std[i].msg, strlen(std[i].msg), 0), std[i].want[a]);
		}
		for (i = 0; i < ARRAY_SIZE(lens); i++) {
			for (j = 0; j < lens[i]; j++)
				buf[j] = (j * 7 + 3) & 0xff;
			for (s = 0; s < ARRAY_SIZE(steps); s++) {
				snprintf(name, sizeof(name),
				    "%s length %zu in pieces of %zu", names[a],
				    lens[i], steps[s]);
				EXPECT_STR(name, digest(a, buf, lens[i],
				    steps[s]), pat[i][a]);
			}
		}
		memset(buf, 'a', 1000000);
		snprintf(name, sizeof(name), "%s million a", names[a]);
		EXPECT_STR(name, digest(a, buf, 1000000, 4096),
		    million_a[a]);
	}
	free(buf);
	return unit_failed;
}
