# printf integer conversions: flags, widths, precisions, and the numeric
# argument forms POSIX lists (leading +/-, 0x, octal, 'c character)
printf '[%d] [%5d] [%-5d] [%05d] [%+d] [% d]\n' 7 7 7 7 7 7
printf '[%.3d] [%8.3d] [%-8.3d] [%08.3d]\n' 7 7 7 7
printf '[%.0d] [%.0d]\n' 0 1
printf '[%o] [%#o] [%x] [%#x] [%X] [%#X]\n' 8 8 255 255 255 255
printf '[%u] [%i]\n' 42 -42
printf '[%d] [%d] [%d] [%d]\n' 0x1F 017 -0x10 +5
printf '[%d] [%d]\n' "'a" '"b'
printf '[%x]\n' -1
printf '[%d]\n' 9223372036854775807
printf '[%d]\n' -9223372036854775808
printf '[%5x|%-5o|]\n' 10 8
printf '[%#.3o] [%#5x]\n' 8 1
printf '%d %d\n' 1 2 3
printf '[%d]\n'
printf '[%d]\n' ''
