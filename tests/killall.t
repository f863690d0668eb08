# killall.t - killall, compared with psmisc's. The processes are scripts
# the case starts, with names nothing else on the machine has (zqka...):
# a script run as ./NAME has NAME as its command name.
needs applet killall
# the shell may say that a job it waits for was killed
FILTER="/^Terminated$/d; /^Killed$/d; /^Hangup$/d; /^User defined signal [12]$/d"
# w PID [NAME]: wait (10 s at most) until the child PID runs the script
# (or NAME)
W='w() { i=0; until [ "$(cat /proc/$1/comm 2>/dev/null)" = "${2:-zqka}" ] || [ $i = 200 ]; do sleep 0.05; i=$((i + 1)); done; };'
S='printf "#!/bin/sh\nwhile :; do sleep 0.2; done\n" > zqka; chmod +x zqka;'
same "by name" "$S$W"'./zqka & p=$!; w $p; killall zqka; echo $?; wait $p; echo $?; rm zqka'
same "-v" "$S$W"'./zqka & p=$!; w $p; killall -v zqka 2>&1 | sed "s/($p)/(PID)/"; wait $p; echo $?; rm zqka'
same "-s" "$S$W"'./zqka & p=$!; w $p; killall -s USR1 zqka; wait $p; echo $?; ./zqka & p=$!; w $p; killall --signal=9 zqka; wait $p; echo $?; rm zqka'
same "-SIG" "$S$W"'./zqka & p=$!; w $p; killall -HUP zqka; wait $p; echo $?; ./zqka & p=$!; w $p; killall -9 zqka; wait $p; echo $?; ./zqka & p=$!; w $p; killall -SIGUSR2 zqka; wait $p; echo $?; rm zqka'
same "-I" "$S$W"'./zqka & p=$!; w $p; killall ZQKA; echo $?; killall -I ZQKA; echo $?; wait $p; echo $?; rm zqka'
same "-u" "$S$W"'./zqka & p=$!; w $p; killall -u nobody zqka; echo $?; killall -u $(id -un) zqka; echo $?; wait $p; echo $?; rm zqka'
same "by path" "$S$W"'./zqka & p=$!; w $p; killall $PWD/zqka; echo $?; kill $p; wait $p; echo $?; cp /bin/sleep zqkb; ./zqkb 100 & p=$!; w $p zqkb; killall ./zqkb; echo $?; wait $p; echo $?; rm zqka zqkb'
same "some not found" "$S$W"'./zqka & p=$!; w $p; killall nosuchzq zqka; echo $?; wait $p; echo $?; rm zqka'
same "-q" "$S$W"'./zqka & p=$!; w $p; killall -q nosuchzq zqka; echo $?; wait $p; echo $?; rm zqka'
same "-w" "$S$W"'(./zqka & echo $! > pid; wait) & q=$!; until [ -s pid ]; do sleep 0.05; done; w $(cat pid); timeout 30 killall -w zqka; echo $?; wait $q; rm zqka pid'
same "-w no match" 'killall -w nosuchzq; echo $?'
same "no process" 'killall nosuchzq; echo $?; killall -q nosuchzq; echo $?; killall nosuchzq1 nosuchzq2; echo $?'
same "-l" 'killall -l'
same "unknown signal" 'killall -s FOO x; echo $?; killall -FOO x; echo $?'
same "unknown user" 'killall -u nosuchuserzq x; echo $?'
check -s 1 -e "killall: no process name given\nUsage: killall [-qvwI] [-s SIG | -SIG] [-u USER] [--] NAME...\n" "no name" 'killall' ''
