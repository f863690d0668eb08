# free.t - free compared with procps-ng 4's: the layout (every number
# made N, since memory changes between the two runs), the options, and
# bad input; the fake-meminfo cases set ROOTBOX_PROC, rootbox's hook that
# names the directory read instead of /proc (libbb/sysinfo.c)
needs applet free
# (and -h's units, which depend on the machine's memory)
FILTER='s/[0-9][0-9.]*/N/g; s/ *N[KMGTPE]\{0,1\}i\{0,1\}B\{0,1\}/ N/g'
same "default" 'free'
same "-b" 'free -b'
same "-k -t" 'free -k -t'
same "-m -w" 'free -m -w'
same "-g" 'free -g'
same "-h" 'free -h'
same "-h --si" 'free -h --si'
same "--mega --giga" 'free --mega; free --giga -w'
same "-c -s" 'free -c 2 -s 0.1'
FILTER=
same "two units" 'free -k -m'
same "the same unit twice" 'free -k -k'
same "-s 0" 'free -s 0'
same "-s x" 'free -s x'
same "-s 1e-3" 'free -s 1e-3'
same "-c 0" 'free -c 0'
same "-c x" 'free -c x'
same "bad option" 'free -x 2>/dev/null; echo $?'
same "operand" 'free x 2>/dev/null; echo $?'
mkdir proc
printf 'MemTotal:        2000000 kB\nMemFree:          500000 kB\nMemAvailable:    1200000 kB\nBuffers:          100000 kB\nCached:           600000 kB\nSwapCached:            0 kB\nShmem:             20000 kB\nSReclaimable:      50000 kB\nSwapTotal:       1000000 kB\nSwapFree:         900000 kB\n' > proc/meminfo
check "fake meminfo" 'ROOTBOX_PROC=proc free -w -t' \
'               total        used        free      shared     buffers       cache   available
Mem:         2000000      800000      500000       20000      100000      650000     1200000
Swap:        1000000      100000      900000
Total:       3000000      900000     1400000
'
check "fake meminfo -h" 'ROOTBOX_PROC=proc free -h' \
'               total        used        free      shared  buff/cache   available
Mem:           1.9Gi       781Mi       488Mi        19Mi       732Mi       1.1Gi
Swap:          976Mi        97Mi       878Mi
'
check "fake meminfo -m --si" 'ROOTBOX_PROC=proc free -m --si' \
'               total        used        free      shared  buff/cache   available
Mem:            2048         819         512          20         768        1228
Swap:           1024         102         921
'
check -s 1 -e "free: /proc/meminfo: No such file or directory\n" "no meminfo" \
	'ROOTBOX_PROC=nowhere free' ''
