# ps.t - ps compared with procps-ng 4's, on sleeps the case starts (with
# an unusual length, waited for until they have exec'd and sleep: under
# a loaded qemu-user one still runs a moment after the exec) and on pid 1;
# what changes per run (times, sizes) is filtered or left out
needs applet ps
# (make check VALGRIND=1 runs those sleeps without Valgrind, whose
# process is named memcheck-amd64-: tests/vgwrap.c)
export ROOTBOX_VGPLAIN=sleep
REF=ps
W='w() { i=0; until { [ "$(cat /proc/$1/comm 2>/dev/null)" = "${2:-sleep}" ] && grep -q "^State:.S" /proc/$1/status; } || [ $i = 200 ]; do sleep 0.05; i=$((i + 1)); done; };'
S="$W"'sleep 103 & p=$!; w $p;'
same "-o pid,comm" "$S"' ps -o pid,comm -p $p | sed "s/^ *$p /PID /"; kill $p'
QU=1 same "-o pid,ppid,comm,args" "$S"' ps -o pid,ppid,comm,args -p $p | sed "s/^ *$p *$$ /PID PPID /; s/  */ /g"; kill $p'
same "-o headers" "$S"' ps -o pid,ppid,pgid,sid,tid,uid,euid,ruid,user,euser,ruser,gid,egid,group,egroup,tty,tt,tname,stat,s,state,comm,ucmd,etime,etimes,time,cputime,bsdtime,pcpu,%cpu,c,pmem,%mem,vsz,vsize,rss,rssize,rsz,sz,nice,ni,pri,opri,rtprio,nlwp,thcount,lstart,stime,start_time,f,wchan,addr,args -p $p | head -1; kill $p'
# (60 ps runs outlast the sleep under Valgrind: the kill may find none)
same "-o header per field" "$S"' for f in pid ppid pgid pgrp sid sess tid uid euid ruid user euser ruser gid egid group egroup tty tt tname stat s state comm ucmd args cmd command etime etimes time cputime bsdtime pcpu %cpu c pmem %mem vsz vsize rss rssize rsz sz nice ni pri opri rtprio nlwp thcount lstart stime start_time f wchan addr; do ps -o $f,pid -p $p | head -1; done; kill $p 2>/dev/null || :'
QU=1 same "-o fixed values" "$S"' ps -o uid,user,ruser,gid,group,tty,s,comm,time,cputime,bsdtime,rtprio,nlwp,f,addr -p $p; kill $p'
QU=1 same "-o = headers" "$S"' ps -o pid=ID,comm=Name -p $p | sed "s/^ *$p /PID /"; ps -o comm=,s= -p $p; ps -o pid=,comm=X -p $p | sed "s/^ *$p /PID /"; ps -o "comm s=A,nlwp" -p $p; kill $p'
QU=1 same "-o :width" "$S"' ps -o comm:3,s,user:2,nlwp:1,pid=Long_header_here -p $p | sed "s/  *$p$/ PID/"; kill $p'
same "-o repeated" "$S"' ps -o comm -o s -p $p; kill $p'
same "-p list" "$S"' sleep 104 & q=$!; w $q; ps -o comm,s -p $p,$q; ps -o comm -p "$p $q" -p 1 | wc -l; kill $p $q'
QU=1 same "--sort" "$S"' sleep 104 & q=$!; w $q; ps -o comm,args --sort=-pid -p $p,$q; ps -o args --sort pid -p $p,$q; ps -o args --sort -comm,+pid -p $p,$q; kill $p $q'
QU=1 same "-f" "$S"' ps -f -p $p | sed "s/^root  *$p  *$$ .* 00:00:00 /root PID PPID 00:00:00 /"; kill $p'
same "-l" "$S"' ps -l -p $p | sed "s/  *$p  *$$ .* - *[0-9]* [a-z_ -]*/ PID PPID -/" | tr -s " "; kill $p'
QU=1 same "u" "$S"' ps u -p $p | sed "s/^root *$p .* ? *SN* *..:.. *0:00 /root PID ? S 0:00 /"; kill $p'
QU=1 VG="its sh would be Valgrind's process" same "-o args" "$S"' sh -c "sleep 105 & wait" & q=$!; w $q sh; ps -o args -p $q; kill $p $q'
# QU=1 on STAT: under qemu-user the emulator has threads, an l in STAT;
# an N there (or a niceness) depends on the niceness the tests run at
QU=1 same "STAT of a stopped child" "$S"' kill -STOP $p; i=0; until [ "$(ps -o s= -p $p)" = T ] || [ $i = 100 ]; do sleep 0.05; i=$((i + 1)); done; ps -o stat= -p $p | tr -d N; kill -KILL $p'
QU=1 same "STAT of a nice child" "$W"'nice -n 5 sleep 103 & p=$!; w $p; ps -o stat= -p $p; echo $(($(ps -o ni= -p $p) - $(ps -o ni= -p $$))); kill $p'
QU=1 same "STAT of a session leader" 'setsid sleep 103 & i=0; until p=$(pgrep -x -P $$ sleep) || [ $i = 200 ]; do sleep 0.05; i=$((i + 1)); done; ps -o stat= -p $p | tr -d N; kill $p'
same "-p pid 1" 'ps -o pid,s,tty -p 1'
same "no such pid" 'ps -o pid,comm -p 999999999; echo $?'
same "-u root" 'ps -u root -o pid= | grep -c "^ *1$"'
same "-u 0" 'ps -u 0 -U 0 -o pid= | grep -c "^ *1$"'
same "-e has pid 1" 'ps -e -o pid= | grep -c "^ *1$"; ps -A | grep -c "^ *1 "'
same "ax has pid 1" 'ps ax | grep -c "^ *1 ?"; ps ax | head -1; ps aux | head -1'
same "x header" 'ps x | head -1; ps u | head -1; ps -f | head -1; ps -l | head -1; ps | head -1'
same "unknown -o field" 'ps -o foo'
same "unknown sort key" 'ps --sort foo -p 1'
same "bad -p" 'ps -p x'
same "-p 0" 'ps -p 0'
same "unknown user" 'ps -u nosuchuser'
same "unknown option" 'ps -Y'
same "unknown BSD option" 'ps J'
same "unknown long option" 'ps --foo'
same "-o without a list" 'ps -o'
same "-p without a list" 'ps -p'

# PS_BUSYBOX (built in $ROOTBOX_ALT, tests/alt.config): ps alone lists
# every process in BusyBox's format, compared with busybox ps, whose
# Debian build has no TIME column: that column is taken out of ours
# (and checked by itself below). Host sleeps, not ours: under qemu-user
# our command lines would start with the emulator.
if [ -x "${ROOTBOX_ALT-}" ]; then
B='case :$PATH: in *:$TESTROOT:*) P="$ROOTBOX_ALT ps" ;; *) P="busybox ps" ;; esac;'
T='sed -E "1{s/TIME  //;b}; /^ *$p /!d; s/^ *$p /PID /; s/^(PID .{8}) +[0-9]+[:hd][0-9]+ /\1 /"'
REF=busybox same "PS_BUSYBOX: ps lists every process" "$W$B"'/bin/sleep 103 & p=$!; w $p; $P | '"$T"'; kill $p'
REF=busybox same "PS_BUSYBOX: w" "$W$B"'/bin/sleep 103 1 2 3 & p=$!; w $p; $P w | '"$T"'; kill $p'
REF=busybox same "PS_BUSYBOX: a zombie" "$W$B"'/bin/sh -c "/bin/true & exec /bin/sleep 103" & p=$!; w $p; i=0; while z=$(pgrep -P $p true) && ! grep -q "^State:.Z" /proc/$z/status && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done; $P | sed -n "1d; s/^ *$z /PID /p" | sed -E "s/^(PID .{8}) +[0-9]+[:hd][0-9]+ /\1 /"; kill $p'
check "PS_BUSYBOX: the TIME column" "$W"'/bin/sleep 103 & p=$!; w $p; "$ROOTBOX_ALT" ps | sed -n "1p; s/^ *$p /PID /p" | sed "s/^PID $(id -un | cut -c1-8) */PID USER /"; kill $p' \
	"PID   USER     TIME  COMMAND\nPID USER 0:00 /bin/sleep 103\n"
check "PS_BUSYBOX: options keep procps's formats" \
	'{ "$ROOTBOX_ALT" ps -o pid,comm -p 1; "$ROOTBOX_ALT" ps -p 1; } | sed -n "s/^ *PID/PID/p"' \
	"PID COMMAND\nPID TTY          TIME CMD\n"
fi
