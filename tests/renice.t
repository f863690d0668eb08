# renice.t - renice, compared with util-linux's, on sleeps the case starts
# (never on a user: -u renices every process of that user; only -u of a
# user without processes is tried: games and an unnamed ID, never nobody,
# whom other tests run as at the same time)
needs applet renice
same "priority alone" 'sleep 100 & p=$!; renice 5 $p | sed "s/^$p /PID /"; echo $?; kill $p'
same "-n and -p" 'sleep 100 & p=$!; sleep 101 & q=$!; renice -n 6 -p $p $q | sed "s/^$p /PID /; s/^$q /QID /"; renice --priority 7 --pid $p | sed "s/^$p /PID /"; kill $p $q'
REFS=setsid
same "-g" 'setsid sleep 100 & p=$!; i=0; until [ "$(ps -o pgid= -p $p)" -eq $p ] 2>/dev/null || [ $i = 200 ]; do sleep 0.05; i=$((i + 1)); done; renice -n 3 -g $p | sed "s/^$p /PGID /"; kill $p'
REFS=
same "clamped" 'sleep 100 & p=$!; renice 50 $p | sed "s/^$p /PID /"; renice +2 $p | sed "s/^$p /PID /"; kill $p'
same "-u without processes" 'renice -n 3 -u games; echo $?; renice -n 3 --user 65533; echo $?'
same "unknown user" 'renice -n 3 -u nosuchuserzq; echo $?'
same "no such process" 'renice -n 4 999999999; echo $?; renice -n 4 -g 999999999; echo $?'
same "bad ID" 'renice -n 4 -p x; echo $?; renice -n 4 -g x; echo $?; renice -n 1 -p -5; echo $?; renice -n 1 0x10; echo $?'
same "some fail" 'sleep 100 & p=$!; renice -n 2 999999999 $p 2>&1 | sed "s/^$p /PID /"; kill $p'
FILTER="/^Try '/d; /^Usage: /d"
same "bad priority" 'renice -n x 1; echo $?; renice 3x 1; echo $?; renice 1.5 1; echo $?; renice -p 1; echo $?'
same "not enough arguments" 'renice 2>&1; echo $?; renice 3; echo $?; renice -n; echo $?'
