# sysctl.t - sysctl, compared with procps-ng's, reading the real
# /proc/sys (what it shows is this machine's, so compared at run time);
# setting values is in root/sysctl.t, on a made-up tree
needs applet sysctl
[ -r /proc/sys/kernel/ostype ] || { echo "SKIP $TEST_FILE: no /proc/sys"; _result skip; return 0; }
REF=sysctl
live "read" 'sysctl kernel.ostype kernel.osrelease fs.protected_fifos; sysctl -n kernel/ostype'
live "a directory" 'sysctl -N fs.protected_fifos kernel.random; sysctl fs | grep protected'
live "-a names" 'sysctl -a -N 2>/dev/null'
live "-a -r" 'sysctl -a -r "^kernel\.os" 2>/dev/null; sysctl -a -N -r "protected_(fifos|regular)"'
live "--deprecated" 'sysctl -a -N 2>/dev/null | grep -c base_reachable_time$; sysctl -a -N --deprecated 2>/dev/null | grep -c base_reachable_time$'
live "-e hides any stat error" 'sysctl -e kernel.ostype.x; echo $?; sysctl kernel.ostype.x; echo $?'
live "-N and -q" 'sysctl -N -q kernel.ostype 2>/dev/null; echo $?'
live "unknown" 'sysctl kernel.nosuch; echo $?; sysctl -e kernel.nosuch; echo $?'
# (the sanitizer build's glibc words regex errors differently)
check "bad -r" 'sysctl -a -r "x[" 2> err; echo $?; cut -d: -f1,2 err; rm err' "1\nsysctl: 'x['\n"
check -s 1 -e "sysctl: no variables specified\nUsage: sysctl [-bNneqw] [--dry-run] KEY[=VALUE]...\n" "no keys" 'sysctl' ''
