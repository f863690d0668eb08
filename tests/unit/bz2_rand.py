#!/usr/bin/env python3
# bz2_rand.py - write one-block bzip2 streams that bzip2 1.0.x reads but
# no longer writes, for tests/unit/bz2.c, checked with the real bzip2:
#   python3 tests/unit/bz2_rand.py libbb/bz2.c [-r] [-s] < in > out.bz2 &&
#   bzip2 -dc out.bz2 | cmp - in
# -r: a randomised block (as bzip2 0.9.0 and older wrote for repetitive
# input); the table of gaps is read from the rnums array in the C file.
# -s: at most 19 distinct bytes; two tables of skewed code lengths (1 to
# 20 bits, so codes longer than the decoder's first-level table) used by
# turns, so that selectors and length deltas go both ways.
# Otherwise one fixed-length (incomplete) code. A naive encoder: the
# block is sorted by comparing whole rotations.
import re
import sys


def crc32_msb(data):
    crc = 0xffffffff
    for b in data:
        crc ^= b << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04c11db7) if crc & 0x80000000 else crc << 1
            crc &= 0xffffffff
    return crc ^ 0xffffffff


class Bits:
    def __init__(self):
        self.out = bytearray()
        self.acc = 0
        self.n = 0

    def put(self, n, v):
        for i in range(n - 1, -1, -1):
            self.acc = self.acc << 1 | (v >> i & 1)
            self.n += 1
            if self.n == 8:
                self.out.append(self.acc)
                self.acc = self.n = 0

    def flush(self):
        if self.n:
            self.put(8 - self.n, 0)
        return bytes(self.out)


def rle1(data):
    out = bytearray()
    i = 0
    while i < len(data):
        j = i
        while j < len(data) and data[j] == data[i] and j - i < 255 + 4:
            j += 1
        run = j - i
        if run >= 4:
            out += bytes([data[i]]) * 4 + bytes([run - 4])
        else:
            out += data[i:j]
        i = j
    return out


def main():
    src = open(sys.argv[1]).read()
    table = re.search(r'rnums\[512\] = \{([^}]*)\}', src).group(1)
    rnums = [int(x) for x in table.replace(',', ' ').split()]
    assert len(rnums) == 512
    rand = '-r' in sys.argv
    skew = '-s' in sys.argv
    data = sys.stdin.buffer.read()
    r = bytearray(rle1(data))
    # the randomising sequence, applied before the sort
    togo, tpos = 0, 0
    for i in range(len(r) if rand else 0):
        if togo == 0:
            togo = rnums[tpos]
            tpos = (tpos + 1) % 512
        togo -= 1
        if togo == 1:
            r[i] ^= 1
    n = len(r)
    rots = sorted(range(n), key=lambda k: r[k:] + r[:k])
    origptr = rots.index(0)
    last = bytes(r[(k - 1) % n] for k in rots)
    used = sorted(set(last))
    seq = {b: i for i, b in enumerate(used)}
    mtf = list(range(len(used)))
    syms = []
    run = 0

    def flush_run(run):
        # bijective base 2: RUNA (0) is 1, RUNB (1) is 2, weights doubling
        while run > 0:
            if run & 1:
                syms.append(0)
                run = (run - 1) >> 1
            else:
                syms.append(1)
                run = (run - 2) >> 1
    for b in last:
        v = seq[b]
        k = mtf.index(v)
        if k == 0:
            run += 1
            continue
        flush_run(run)
        run = 0
        mtf.pop(k)
        mtf.insert(0, v)
        syms.append(k + 1)
    flush_run(run)
    alpha = len(used) + 2
    syms.append(alpha - 1)
    bits = Bits()
    bits.put(8, ord('B')); bits.put(8, ord('Z')); bits.put(8, ord('h'))
    bits.put(8, ord('1'))
    for b in (0x31, 0x41, 0x59, 0x26, 0x53, 0x59):
        bits.put(8, b)
    crc = crc32_msb(data)
    bits.put(32, crc)
    bits.put(1, 1 if rand else 0)
    bits.put(24, origptr)
    ranges = sorted(set(b >> 4 for b in used))
    m = 0
    for hi in ranges:
        m |= 0x8000 >> hi
    bits.put(16, m)
    for hi in ranges:
        m = 0
        for b in used:
            if b >> 4 == hi:
                m |= 0x8000 >> (b & 15)
        bits.put(16, m)
    bits.put(3, 2)
    nsel = (len(syms) + 49) // 50
    bits.put(15, nsel)
    for i in range(nsel):
        # selectors, MTF coded: with -s the tables take turns, so each
        # one after the first is at index 1 ("10")
        if skew and i:
            bits.put(2, 2)
        else:
            bits.put(1, 0)
    if skew:
        assert alpha <= 21
        # Kraft sum exactly 1: lengths 1, 2, ..., 19, then 20 and 20
        lens0 = [min(i + 1, 20) for i in range(alpha - 1)] + [alpha - 1]
        lens0[-1] = lens0[-2]
        tabs = [lens0, lens0[::-1]]
    else:
        length = max(1, (alpha - 1).bit_length())
        tabs = [[length] * alpha] * 2
    for lens in tabs:
        cur = lens[0]
        bits.put(5, cur)
        for want in lens:
            while cur != want:
                bits.put(2, 2 if want > cur else 3)
                cur += 1 if want > cur else -1
            bits.put(1, 0)
    codes = []
    for lens in tabs:
        code, c = 0, {}
        for n in range(1, 21):
            for sym in range(alpha):
                if lens[sym] == n:
                    c[sym] = (code, n)
                    code += 1
            code <<= 1
        codes.append(c)
    for i, sym in enumerate(syms):
        code, n = codes[(i // 50) % 2 if skew else 0][sym]
        bits.put(n, code)
    for b in (0x17, 0x72, 0x45, 0x38, 0x50, 0x90):
        bits.put(8, b)
    bits.put(32, crc)    # one block: the combined CRC is the block's
    sys.stdout.buffer.write(bits.flush())


main()
