import sys, struct
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
sys.stdout.buffer.write(bytes(out))
