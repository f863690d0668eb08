/*
 * sort.c - a merge sort of pointer arrays
 *
 * musl's qsort(3) is a smoothsort that moves elements with memcpy: on an
 * array of pointers it costs several times the comparisons themselves
 * (half the time of a shell glob over 3,000 names). A top-down merge sort
 * moves pointers by assignment, makes fewer comparisons, is stable, and
 * skips the merge of runs that are already in order, so sorted input
 * costs n-1 comparisons.
 * SPDX-License-Identifier: MIT
 */
#include "libbb.h"

static void
msort(void **v, void **tmp, size_t n, int (*cmp)(const void *, const void *))
{
	size_t h = n / 2, i = 0, j = h, k = 0;

	if (n < 2)
		return;
	msort(v, tmp, h, cmp);
	msort(v + h, tmp, n - h, cmp);
	if (cmp(v[h - 1], v[h]) <= 0)
		return;
	while (i < h && j < n)
		tmp[k++] = cmp(v[j], v[i]) < 0 ? v[j++] : v[i++];
	while (i < h)
		tmp[k++] = v[i++];
	memcpy(v, tmp, k * sizeof(*v));
}

/*
 * Sort the n pointers at v; cmp gets two of the pointers themselves (not
 * pointers to them, unlike qsort's). tmp, if not NULL, has room for n
 * pointers; otherwise one is allocated.
 */
void
sort_ptrs(void **v, size_t n, void **tmp,
    int (*cmp)(const void *, const void *))
{
	void **t = tmp;

	if (n < 2)
		return;
	if (!t)
		t = xmalloc(n * sizeof(*t));
	msort(v, t, n, cmp);
	if (!tmp)
		free(t);
}
