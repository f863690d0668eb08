/*
 * crc32.c - CRC-32 of ISO 3309 / ITU-T V.42, as gzip (RFC 1952) uses it
 *
 * Reflected polynomial 0xedb88320, initial value and final xor ~0, so
 * crc32_update(0, buf, n) is the gzip trailer's CRC and calls chain.
 * Slicing by 16: sixteen 256-entry tables, built once at first use (16 KiB
 * of bss instead of 16 KiB in the binary), consume 16 bytes per step (the
 * first eight tables alone, 8 bytes, for a tail). Words are
 * assembled from bytes explicitly, so the result is the same on big-endian
 * machines; compilers turn the assembly into one load on little-endian.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

static uint32_t crc_tab[16][256];
static bool crc_ready;

static void
crc_init(void)
{
	uint32_t c;
	int i, k;

	for (i = 0; i < 256; i++) {
		c = i;
		for (k = 0; k < 8; k++)
			c = c & 1 ? (c >> 1) ^ 0xedb88320u : c >> 1;
		crc_tab[0][i] = c;
	}
	for (i = 0; i < 256; i++)
		for (k = 1; k < 16; k++)
			crc_tab[k][i] = (crc_tab[k - 1][i] >> 8) ^
			    crc_tab[0][crc_tab[k - 1][i] & 0xff];
	crc_ready = true;
}

uint32_t
crc32_update(uint32_t crc, const void *buf, size_t n)
{
	const unsigned char *p = buf;
	uint32_t c = ~crc, a, b, e, f;

	if (!crc_ready)
		crc_init();
	for (; n >= 16; n -= 16, p += 16) {
		a = get_le32(p) ^ c;
		b = get_le32(p + 4);
		e = get_le32(p + 8);
		f = get_le32(p + 12);
		c = crc_tab[15][a & 0xff] ^ crc_tab[14][(a >> 8) & 0xff] ^
		    crc_tab[13][(a >> 16) & 0xff] ^ crc_tab[12][a >> 24] ^
		    crc_tab[11][b & 0xff] ^ crc_tab[10][(b >> 8) & 0xff] ^
		    crc_tab[9][(b >> 16) & 0xff] ^ crc_tab[8][b >> 24] ^
		    crc_tab[7][e & 0xff] ^ crc_tab[6][(e >> 8) & 0xff] ^
		    crc_tab[5][(e >> 16) & 0xff] ^ crc_tab[4][e >> 24] ^
		    crc_tab[3][f & 0xff] ^ crc_tab[2][(f >> 8) & 0xff] ^
		    crc_tab[1][(f >> 16) & 0xff] ^ crc_tab[0][f >> 24];
	}
	if (n >= 8) {
		a = get_le32(p) ^ c;
		b = get_le32(p + 4);
		c = crc_tab[7][a & 0xff] ^ crc_tab[6][(a >> 8) & 0xff] ^
		    crc_tab[5][(a >> 16) & 0xff] ^ crc_tab[4][a >> 24] ^
		    crc_tab[3][b & 0xff] ^ crc_tab[2][(b >> 8) & 0xff] ^
		    crc_tab[1][(b >> 16) & 0xff] ^ crc_tab[0][b >> 24];
		n -= 8;
		p += 8;
	}
	while (n--)
		c = (c >> 8) ^ crc_tab[0][(c ^ *p++) & 0xff];
	return ~c;
}

/*
 * The same polynomial not reflected (0x04c11db7, most significant bit
 * first), as POSIX cksum and bzip2 use it: the raw update, the caller
 * doing any initial value, length and final xor. Slicing by 8.
 */
static uint32_t msb_tab[8][256];
static bool msb_ready;

static void
msb_init(void)
{
	uint32_t c;
	int i, k;

	for (i = 0; i < 256; i++) {
		c = (uint32_t)i << 24;
		for (k = 0; k < 8; k++)
			c = c & 0x80000000u ? (c << 1) ^ 0x04c11db7u : c << 1;
		msb_tab[0][i] = c;
	}
	for (i = 0; i < 256; i++)
		for (k = 1; k < 8; k++)
			msb_tab[k][i] = (msb_tab[k - 1][i] << 8) ^
			    msb_tab[0][msb_tab[k - 1][i] >> 24];
	msb_ready = true;
}

uint32_t
crc32_msb_update(uint32_t crc, const void *buf, size_t n)
{
	const unsigned char *p = buf;
	uint32_t a, b;

	if (!msb_ready)
		msb_init();
	for (; n >= 8; p += 8, n -= 8) {
		a = crc ^ get_be32(p);
		b = get_be32(p + 4);
		crc = msb_tab[7][a >> 24] ^ msb_tab[6][a >> 16 & 0xff] ^
		    msb_tab[5][a >> 8 & 0xff] ^ msb_tab[4][a & 0xff] ^
		    msb_tab[3][b >> 24] ^ msb_tab[2][b >> 16 & 0xff] ^
		    msb_tab[1][b >> 8 & 0xff] ^ msb_tab[0][b & 0xff];
	}
	while (n--)
		crc = (crc << 8) ^ msb_tab[0][(crc >> 24) ^ *p++];
	return crc;
}
