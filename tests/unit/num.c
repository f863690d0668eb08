/*
 * num.c - unit tests for libbb/num.c and libbb/mode.c
 * SPDX-License-Identifier: MIT
 */
#include "unit.h"

static mode_t
mp(const char *s, mode_t base, mode_t um, bool dir)
{
	mode_t m = 0;

	if (mode_parse(s, base, um, dir, &m) < 0)
		return (mode_t)-1;
	return m;
}

int
main(void)
{
	long long v;
	unsigned long long u;
	char buf[11];

	EXPECT("decimal", atoll_range("42", 0, 100, &v) == 0 && v == 42);
	EXPECT("negative", atoll_range("-5", -10, 0, &v) == 0 && v == -5);
	EXPECT("010 is ten", atoll_range("010", 0, 100, &v) == 0 && v == 10);
	EXPECT("hex", atoll_range("0x1f", 0, 100, &v) == 0 && v == 31);
	EXPECT("junk", atoll_range("12a", 0, 100, &v) < 0 && errno == EINVAL);
	EXPECT("empty", atoll_range("", 0, 100, &v) < 0 && errno == EINVAL);
	EXPECT("space", atoll_range(" 1", 0, 100, &v) < 0);
	EXPECT("range", atoll_range("101", 0, 100, &v) < 0 && errno == ERANGE);
	EXPECT("overflow", atoll_range("99999999999999999999", LLONG_MIN,
	    LLONG_MAX, &v) < 0 && errno == ERANGE);
	EXPECT("xatoll dies", DIES(xatoll_range("x", 0, 1)) == 1);
	EXPECT("xatou", xatou_range("18446744073709551615", 0, ULLONG_MAX) ==
	    ULLONG_MAX);
	EXPECT("xatou negative dies", DIES(xatou_range("-1", 0, 10)) == 1);
	EXPECT("xatou range dies", DIES(xatou_range("11", 0, 10)) == 1);
	EXPECT("size plain", xparse_size("512") == 512);
	EXPECT("size K", xparse_size("4K") == 4096);
	EXPECT("size KiB", xparse_size("4KiB") == 4096);
	EXPECT("size KB", xparse_size("4KB") == 4000);
	EXPECT("size m", xparse_size("2m") == 2 << 20);
	EXPECT("size G", xparse_size("1G") == 1ULL << 30);
	EXPECT("size E", xparse_size("8E") == 8ULL << 60);
	EXPECT("size overflow", DIES(xparse_size("16E")) == 1);
	EXPECT("size junk", DIES(xparse_size("1Q")) == 1);
	EXPECT("size suffix junk", DIES(xparse_size("1Kx")) == 1);
	EXPECT("size no die", parse_size("3MB", &u) == 0 && u == 3000000);
	EXPECT("size einval", parse_size("K", &u) < 0 && errno == EINVAL);
	EXPECT("size space", parse_size("1 ", &u) < 0 && errno == EINVAL);
	EXPECT("size erange", parse_size("99999999999999999999", &u) < 0 &&
	    errno == ERANGE);
	EXPECT("size erange unit", parse_size("17179869184G", &u) < 0 &&
	    errno == ERANGE);

	EXPECT("octal", mp("755", 0, 022, false) == 0755);
	EXPECT("octal special", mp("4755", 0, 022, false) == 04755);
	EXPECT("octal too big", mp("17777", 0, 0, false) == (mode_t)-1);
	EXPECT("octal junk", mp("75x", 0, 0, false) == (mode_t)-1);
	EXPECT("u+x", mp("u+x", 0644, 022, false) == 0744);
	EXPECT("go-w", mp("go-w", 0666, 0, false) == 0644);
	EXPECT("a=r", mp("a=r", 0777, 0, false) == 0444);
	EXPECT("+w honours umask", mp("+w", 0444, 022, false) == 0644);
	EXPECT("= honours umask", mp("=rw", 0777, 022, false) == 0644);
	EXPECT("clauses", mp("u=rwx,g=rx,o=", 0, 022, false) == 0750);
	EXPECT("chained ops", mp("u+r-w", 0200, 0, false) == 0400);
	EXPECT("X on file without x", mp("a+X", 0644, 0, false) == 0644);
	EXPECT("X on file with x", mp("a+X", 0744, 0, false) == 0755);
	EXPECT("X on dir", mp("a+X", 0644, 0, true) == 0755);
	EXPECT("s for u and g", mp("ug+s", 0755, 0, false) == 06755);
	EXPECT("s for o does nothing", mp("o+s", 0755, 0, false) == 0755);
	EXPECT("t", mp("+t", 0777, 0, true) == 01777);
	EXPECT("copy g=u", mp("g=u", 0740, 0, false) == 0770);
	EXPECT("bad op", mp("u*x", 0, 0, false) == (mode_t)-1);
	EXPECT("bad perm", mp("u+q", 0, 0, false) == (mode_t)-1);
	EXPECT("trailing comma", mp("u+x,", 0, 0, false) == (mode_t)-1);
	EXPECT("who alone", mp("u", 0, 0, false) == (mode_t)-1);

	mode_string(S_IFDIR | 01755, buf);
	EXPECT_STR("mode dir sticky", buf, "drwxr-xr-t");
	mode_string(S_IFREG | 06644, buf);
	EXPECT_STR("mode S S", buf, "-rwSr-Sr--");
	mode_string(S_IFLNK | 0777, buf);
	EXPECT_STR("mode link", buf, "lrwxrwxrwx");
	mode_string(S_IFCHR | 0620, buf);
	EXPECT_STR("mode char", buf, "crw--w----");
	return unit_failed;
}
