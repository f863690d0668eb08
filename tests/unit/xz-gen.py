import sys, struct
# Test data for tests/unit/xz.c; see the commands there. "riscv" writes
# a whole .xz file: xz-utils 5.4 has no RISC-V filter, so the encoder
# side of the filter (as xz-utils 5.6 documents it) is done here and the
# container built around LZMA2 data from liblzma (Python's lzma module).
# Branch-heavy data for one BCJ filter: every instruction jumps to the
# same absolute address T, so the encoded stream is very repetitive.
arch = sys.argv[1]
T = 0x3000
out = bytearray()
for i in range(int(sys.argv[2]) if len(sys.argv) > 2 else 128):
    pc = len(out)
    if arch == 'x86':
        rel = (T - (pc + 5)) & 0xffffffff
        out += b'\xe8' + struct.pack('<I', rel) + b'\x90\x90\x90'
    elif arch == 'arm':
        out += struct.pack('<I', 0xeb000000 | ((T - (pc + 8)) >> 2) & 0xffffff)
        out += struct.pack('<I', 0xe1a00000)
    elif arch == 'armthumb':
        off = ((T - (pc + 4)) >> 1) & 0x3fffff
        out += struct.pack('<HH', 0xf000 | off >> 11, 0xf800 | (off & 0x7ff))
        out += b'\x00\xbf\x00\xbf'
    elif arch == 'arm64':
        out += struct.pack('<I', 0x94000000 | ((T - pc) >> 2) & 0x3ffffff)
        pc = len(out)
        imm = ((T << 8) >> 12) - (pc >> 12)
        out += struct.pack('<I', 0x90000000 | (imm & 3) << 29 |
                           ((imm >> 2) & 0x7ffff) << 5 | 1)
    elif arch == 'powerpc':
        out += struct.pack('>I', 0x48000001 | ((T - pc) & 0x03fffffc))
        out += struct.pack('>I', 0x60000000)
    elif arch == 'sparc':
        out += struct.pack('>I', 0x40000000 | ((T - pc) >> 2) & 0x3fffffff)
        out += struct.pack('>I', 0x01000000)
    elif arch == 'ia64':
        imm = ((T - pc) >> 4) & 0x1fffff
        ins = 5 << 37 | (imm & 0xfffff) << 13 | (imm >> 20) << 36
        bundle = 0x10 | ins << 87
        out += bundle.to_bytes(16, 'little')
    elif arch == 'random':
        # incompressible: LZMA2 stores it as uncompressed chunks
        x = 2463534242 + i
        for k in range(4):
            x ^= x << 13 & 0xffffffff
            x ^= x >> 17
            x ^= x << 5 & 0xffffffff
            out.append(x & 255)
    elif arch == 'lines':
        out += b'line %d of the test, %s\n' % (i * 37, b'x' * (i % 13))
    elif arch == 'delta':
        out += bytes((i * 3 + k * 7) & 255 for k in range(8))
if not arch.startswith('riscv'):
    sys.stdout.buffer.write(bytes(out))


def riscv_data(n):
    # JAL ra and AUIPC+JALR / AUIPC+ADDI pairs, all to one address
    out = bytearray()
    for i in range(n):
        pc = len(out)
        off = (T - pc) & 0x1fffff
        jal = (0xef | 1 << 7 | (off >> 12 & 0xff) << 12 | (off >> 11 & 1) << 20 |
               (off >> 1 & 0x3ff) << 21 | (off >> 20 & 1) << 31)
        out += struct.pack('<I', jal)
        pc = len(out)
        rel = (T + 0x123 - pc) & 0xffffffff
        hi = (rel + 0x800) & 0xfffff000
        lo = rel & 0xfff
        rd = 6 if i & 1 else 10
        auipc = 0x17 | rd << 7 | hi
        inst2 = (0x67 | 0 << 7 | rd << 15 | lo << 20) if i & 1 else \
            (0x13 | rd << 7 | rd << 15 | lo << 20)
        out += struct.pack('<II', auipc, inst2)
        out += struct.pack('<H', 0x0001)        # c.nop
    return out

def riscv_encode(b, now):
    b = bytearray(b)
    i = 0
    while i + 8 <= len(b):
        inst = b[i]
        pc = (now + i) & 0xffffffff
        if inst == 0xef:
            b1 = b[i + 1]
            if b1 & 0x0d:
                i += 2
                continue
            b2, b3 = b[i + 2], b[i + 3]
            addr = ((b1 & 0xf0) << 8 | (b2 & 0x0f) << 16 | (b2 & 0x10) << 7 |
                    (b2 & 0xe0) >> 4 | (b3 & 0x7f) << 4 | (b3 & 0x80) << 13)
            addr = (addr + pc) & 0xffffffff
            b[i + 1] = (b1 & 0x0f) | (addr >> 13 & 0xf0)
            b[i + 2] = addr >> 9 & 0xff
            b[i + 3] = addr >> 1 & 0xff
            i += 4
            continue
        if inst & 0x7f == 0x17:
            inst = struct.unpack('<I', b[i:i + 4])[0]
            inst2 = struct.unpack('<I', b[i + 4:i + 8])[0]
            if inst & 0xe80:
                if ((inst << 8) ^ (inst2 - 3)) & 0xf8003:
                    i += 6
                    continue
                addr = (inst & 0xfffff000) + (inst2 >> 20) - (inst2 >> 19 & 0x1000)
                addr = (addr + pc) & 0xffffffff
                inst = (0x17 | 2 << 7 | inst2 << 12) & 0xffffffff
                b[i:i + 8] = struct.pack('<I', inst) + struct.pack('>I', addr)
            else:
                rs1 = inst >> 27
                if ((inst - 0x3117) << 18) & 0xffffffff >= rs1 & 0x1d:
                    i += 4
                    continue
                fake = inst2
                fi2 = (inst >> 12 | fake << 20) & 0xffffffff
                inst = 0x17 | rs1 << 7 | (fake & 0xfffff000)
                b[i:i + 8] = struct.pack('<II', inst, fi2)
            i += 8
            continue
        i += 2
    return bytes(b)

def xz_riscv(data, start):
    import lzma, zlib
    crc = lambda b: struct.pack('<I', zlib.crc32(b) & 0xffffffff)
    raw = lzma.compress(riscv_encode(data, start), format=lzma.FORMAT_RAW,
                        filters=[{'id': lzma.FILTER_LZMA2, 'dict_size': 1 << 16}])
    flags = b'\0\1'
    head = b'\xfd7zXZ\0' + flags + crc(flags)
    props = b'\x0b' + (b'\x04' + struct.pack('<I', start) if start else b'\0')
    bh = b'\x01' + props + b'\x21\x01\x08'
    bh = bytes([(len(bh) + 1 + 4 + 3) // 4 - 1]) + bh
    bh += b'\0' * (-(len(bh) + 4) % 4)
    bh += crc(bh)
    block = bh + raw + b'\0' * (-len(raw) % 4) + crc(data)
    unpadded = len(bh) + len(raw) + 4
    def vli(v):
        o = bytearray()
        while v >= 0x80:
            o.append(v & 0x7f | 0x80)
            v >>= 7
        return bytes(o + bytes([v]))
    idx = b'\0\1' + vli(unpadded) + vli(len(data))
    idx += b'\0' * (-len(idx) % 4)
    idx += crc(idx)
    back = struct.pack('<I', len(idx) // 4 - 1) + flags
    return head + block + idx + crc(back) + back + b'YZ'

if arch == 'riscv':
    d = riscv_data(100)
    sys.stdout.buffer.write(xz_riscv(d, int(sys.argv[2]) if len(sys.argv) > 2 else 0))
elif arch == 'riscv-data':
    sys.stdout.buffer.write(riscv_data(100))
