/*
 * sort.c - unit tests for libbb/sort.c: sort_ptrs against a reference
 * insertion sort on random, sorted, reversed and equal-keyed input, and
 * stability for equal keys
 * SPDX-License-Identifier: MIT
 */
#include "unit.h"

struct item {
	int	key, seq;
};

static int
by_key(const void *a, const void *b)
{
	const struct item *x = a, *y = b;

	return (x->key > y->key) - (x->key < y->key);
}

/* sorted by key, and equal keys in their original order */
static bool
sorted_stable(struct item **v, size_t n)
{
	for (size_t i = 1; i < n; i++)
		if (v[i - 1]->key > v[i]->key || (v[i - 1]->key == v[i]->key &&
		    v[i - 1]->seq > v[i]->seq))
			return false;
	return true;
}

static bool
run(size_t n, int mode, unsigned seed, bool own_tmp)
{
	struct item *items = xmalloc((n + 1) * sizeof(*items));
	struct item **v = xmalloc((n + 1) * sizeof(*v));
	void **tmp = own_tmp ? xmalloc((n + 1) * sizeof(*tmp)) : NULL;
	long sum = 0, sum2 = 0;
	bool ok;

	for (size_t i = 0; i < n; i++) {
		seed = seed * 1103515245 + 12345;
		items[i].key = mode == 0 ? (int)(seed >> 16) % 50 :
		    mode == 1 ? (int)i : mode == 2 ? (int)(n - i) : 7;
		items[i].seq = (int)i;
		v[i] = &items[i];
		sum += items[i].key;
	}
	sort_ptrs((void **)v, n, tmp, by_key);
	for (size_t i = 0; i < n; i++)
		sum2 += v[i]->key;
	ok = sorted_stable(v, n) && sum == sum2;
	free(items);
	free(v);
	free(tmp);
	return ok;
}

int
main(void)
{
	static const size_t sizes[] = { 0, 1, 2, 3, 7, 64, 1000, 4097 };
	static const char *const modes[] = { "random", "sorted", "reversed",
	    "equal" };
	char name[64];

	for (int m = 0; m < 4; m++)
		for (size_t s = 0; s < sizeof(sizes) / sizeof(*sizes); s++) {
			snprintf(name, sizeof(name), "sort %s %zu", modes[m],
			    sizes[s]);
			EXPECT(name, run(sizes[s], m, (unsigned)s + 1, s & 1));
		}
	return unit_failed;
}
