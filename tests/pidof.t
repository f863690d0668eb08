# pidof.t - pidof, compared with procps-ng's, on sleeps the case starts
needs applet pidof
# (make check VALGRIND=1 runs those sleeps without Valgrind, whose
# process is named memcheck-amd64-: tests/vgwrap.c)
export ROOTBOX_VGPLAIN=sleep
# w PID [NAME]: wait (10 s at most) until the child PID has exec'd NAME
# (sleep): before that it is still a shell that no name matches
W='w() { i=0; until [ "$(cat /proc/$1/comm 2>/dev/null)" = "${2:-sleep}" ] || [ $i = 200 ]; do sleep 0.05; i=$((i + 1)); done; };'
QU=1 same "one" "$W"'sleep 103 & p=$!; w $p; pidof sleep | tr " " "\n" | grep -c "^$p$"; kill $p'
QU=1 same "-s" "$W"'sleep 103 & p=$!; w $p; pidof -s sleep | wc -w; kill $p'
QU=1 same "-o" "$W"'sleep 103 & p=$!; w $p; pidof -o $p sleep | tr " " "\n" | grep -c "^$p$"; pidof -o 1,$p -o 2 sleep | tr " " "\n" | grep -c "^$p$"; kill $p'
QU=1 same "-o %PPID" "$W"'sleep 103 & p=$!; w $p; pidof -o %PPID sleep | tr " " "\n" | grep -c "^$p$"; kill $p'
QU=1 same "-x script" "$W"'printf "#!/bin/sh\nwhile :; do sleep 0.1; done\n" > scr.sh; chmod +x scr.sh; ./scr.sh & p=$!; w $p scr.sh; pidof scr.sh; echo $?; pidof -x scr.sh | tr " " "\n" | grep -c "^$p$"; kill $p; rm scr.sh'
QU=1 same "-q" "$W"'sleep 103 & p=$!; w $p; pidof -q sleep; echo $?; kill $p'
same "no match" 'pidof nosuchprogram; echo $?'
same "kernel thread" 'pidof kthreadd'
