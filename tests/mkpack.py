#!/usr/bin/env python3
# tests/mkpack.py - write pack(1)'s Huffman format (.z), which Debian has
# no tool for, so that gzip.t can give GNU gzip -d and ours the same
# files: mkpack.py < IN > OUT.z. The format as unpack.c describes it: the
# tree's leaves counted per level, inner nodes left of the leaves on each
# level, the end-of-data leaf last on the deepest level and not stored.
import heapq
import sys

data = sys.stdin.buffer.read()
freq = {}
for b in data:
    freq[b] = freq.get(b, 0) + 1
EOD = 256
if not freq:
    freq[0] = 1          # a tree needs two leaves
heap = [(n, i, [s]) for i, (s, n) in enumerate(sorted(freq.items()))]
heap.append((0, -1, [EOD]))
heapq.heapify(heap)
depth = {s: 0 for s in list(freq) + [EOD]}
k = len(heap)
while len(heap) > 1:
    n1, _, a = heapq.heappop(heap)
    n2, _, b = heapq.heappop(heap)
    for s in a + b:
        depth[s] += 1
    heapq.heappush(heap, (n1 + n2, k, a + b))
    k += 1
maxlev = max(depth.values())
if depth[EOD] != maxlev:         # the end-of-data leaf must be deepest
    s = next(s for s in sorted(depth) if depth[s] == maxlev)
    depth[s], depth[EOD] = depth[EOD], maxlev
assert maxlev <= 24
levels = {lev: sorted(s for s in depth if depth[s] == lev and s != EOD)
          for lev in range(1, maxlev + 1)}
levels[maxlev].append(EOD)
# inner nodes per level, from the bottom; codes: inner first, then leaves
inner = {maxlev: 0}
for lev in range(maxlev - 1, 0, -1):
    inner[lev] = (inner[lev + 1] + len(levels[lev + 1])) // 2
code = {}
for lev in range(1, maxlev + 1):
    for j, s in enumerate(levels[lev]):
        code[s] = (inner[lev] + j, lev)
out = bytearray(b'\x1f\x1e')
out += (len(data) & 0xffffffff).to_bytes(4, 'big')
out.append(maxlev)
for lev in range(1, maxlev + 1):
    out.append(len(levels[lev]) - (2 if lev == maxlev else 0))
for lev in range(1, maxlev + 1):
    out += bytes(s for s in levels[lev] if s != EOD)
acc = nacc = 0
for s in list(data) + [EOD]:
    v, n = code[s]
    acc = acc << n | v
    nacc += n
    while nacc >= 8:
        nacc -= 8
        out.append(acc >> nacc & 255)
    acc &= (1 << nacc) - 1
if nacc:
    out.append(acc << (8 - nacc) & 255)
sys.stdout.buffer.write(out)
