# top.t - top's batch mode compared with procps-ng 4's on a sleep the case
# starts (waited for until it has exec'd): the frame's layout, with every
# number made N and blanks squeezed (times, loads, sizes and CPU shares
# change between the runs and machines), and bad input
needs applet top
# (make check VALGRIND=1 runs those sleeps without Valgrind, whose
# process is named memcheck-amd64-: tests/vgwrap.c)
export ROOTBOX_VGPLAIN=sleep
REF=top
W='w() { i=0; until [ "$(cat /proc/$1/comm 2>/dev/null)" = "${2:-sleep}" ] || [ $i = 200 ]; do sleep 0.05; i=$((i + 1)); done; };'
S="$W"'sleep 106 & p=$!; w $p;'
FILTER='s/[0-9][0-9.:]*[mgtp]\{0,1\}/N/g; s/  */ /g; s/^ //; s/\([:,]\)N/\1 N/g; s/up .*, N users*,/up T, N users,/'
same "-b -n 1 -p" "$S"' top -b -n 1 -p $p; kill $p'
same "two frames" "$S"' top -b -n 2 -d 0.1 -p $p; kill $p'
same "-p twice" "$S"' sleep 107 & q=$!; w $q; top -b -n 1 -p $p -p $q | tail -2; kill $p $q'
same "stopped" "$S"' kill -STOP $p; i=0; until [ "$(cut -d" " -f3 /proc/$p/stat)" = T ] || [ $i = 100 ]; do sleep 0.05; i=$((i + 1)); done; top -b -n 1 -p $p | sed -n "2p;\$p"; kill -KILL $p'
same "no such pid" 'top -b -n 1 -p 999999999 | tail -2'
FILTER=
same "bad -p" 'top -b -n 1 -p x'
same "bad -n" 'top -b -n x'
same "bad -d" 'top -b -d x'
