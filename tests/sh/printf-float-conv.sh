# printf floating conversions: f e E g G with widths, precisions, flags
printf '[%f] [%.2f] [%8.3f] [%-8.1f] [%08.2f]\n' 3.14159 3.14159 3.14159 3.14159 3.14159
printf '[%e] [%.2e] [%E]\n' 12345.678 12345.678 0.000123
printf '[%g] [%g] [%g] [%G]\n' 100000 1000000 0.0001 1e-5
printf '[%.3g] [%#g] [%+.1f] [% .1f]\n' 3.14159 1 2.25 2.25
printf '[%.0f] [%.0f] [%.0f]\n' 0.5 1.5 2.5
printf '[%f]\n' -0
printf '[%.1f]\n' 1e3
printf '[%f]\n' 42
printf '[%5.1f%%]\n' 99.44
printf '[%.*f]\n' 2 1.23456
printf '[%*.*f]\n' 8 1 1.25
