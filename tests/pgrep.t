# pgrep.t - pgrep and pkill, compared with procps-ng's; the processes
# matched are sleeps the case starts with an unusual length, selected by
# -P $$ (the case's shell) so that nothing else on the machine matches
needs applet pgrep
# (make check VALGRIND=1 runs those sleeps without Valgrind, whose
# process is named memcheck-amd64-: tests/vgwrap.c)
export ROOTBOX_VGPLAIN=sleep
# w PID [NAME]: wait (10 s at most) until the child PID has exec'd NAME
# (sleep): before that it is still a shell that no name matches
W='w() { i=0; until [ "$(cat /proc/$1/comm 2>/dev/null)" = "${2:-sleep}" ] || [ $i = 200 ]; do sleep 0.05; i=$((i + 1)); done; };'
same "by name" "$W"'sleep 101 & p=$!; w $p; pgrep -P $$ sleep | grep -c "^$p$"; kill $p'
same "-l" "$W"'sleep 101 & p=$!; w $p; pgrep -l -P $$ -x sleep | sed "s/^$p /PID /"; kill $p'
QU=1 same "-a" "$W"'sleep 101 & p=$!; w $p; pgrep -a -P $$ sleep | sed "s/^$p /PID /"; kill $p'
QU=1 same "-f" "$W"'sleep 101 & p=$!; w $p; pgrep -f "^sleep 10[1]" | sed "s/^$p$/PID/"; kill $p'
same "-x" "$W"'sleep 101 & p=$!; w $p; pgrep -P $$ -x slee; echo $?; pgrep -P $$ -x "sle.p" | grep -c "^$p$"; kill $p'
same "-c" "$W"'sleep 101 & p=$!; w $p; sleep 102 & q=$!; w $q; pgrep -c -P $$ sleep; kill $p $q'
same "-c no match" 'pgrep -c -P $$ nosuchthing; echo $?'
same "-d" "$W"'sleep 101 & p=$!; w $p; sleep 102 & q=$!; w $q; pgrep -d, -P $$ -x sleep | sed "s/$p/P/; s/$q/Q/"; kill $p $q'
same "-n -o" "$W"'sleep 101 & p=$!; w $p; sleep 1; sleep 102 & q=$!; w $q; pgrep -n -P $$ sleep | sed "s/$q/Q/"; pgrep -o -P $$ sleep | sed "s/$p/P/"; kill $p $q'
same "-i" "$W"'sleep 101 & p=$!; w $p; pgrep -i -P $$ SLEEP | grep -c "^$p$"; kill $p'
same "-v" "$W"'sleep 101 & p=$!; w $p; pgrep -v -P $$ sleep | grep -c "^$p$"; kill $p'
same "-u -U -G" "$W"'sleep 101 & p=$!; w $p; pgrep -u $(id -u) -U $(id -ru) -G $(id -rg) -P $$ sleep | grep -c "^$p$"; kill $p'
same "-g -s" "$W"'sleep 101 & p=$!; w $p; pgrep -g 0 -s 0 -P $$ sleep | grep -c "^$p$"; kill $p'
same "no match" 'pgrep -P $$ nosuchthing; echo $?'
same "two patterns" 'pgrep a b; echo $?'
same "bad regex" 'pgrep "a{1" 2>/dev/null; echo $?'
same "unknown user" 'pgrep -u nosuchuser x; echo $?'
same "bad session" 'pgrep -s x y; echo $?'
same "bad option" 'pgrep -Z 2>/dev/null; echo $?'
REF=pkill
same "pkill" "$W"'sleep 101 & p=$!; w $p; pkill -P $$ -x sleep; echo $?; wait $p 2>/dev/null; echo $?'
same "pkill -SIG" "$W"'sleep 101 & p=$!; w $p; pkill -USR1 -P $$ sleep; wait $p 2>/dev/null; echo $?'
same "pkill -NUM" "$W"'sleep 101 & p=$!; w $p; pkill -9 -P $$ sleep; wait $p 2>/dev/null; echo $?'
same "pkill --signal" "$W"'sleep 101 & p=$!; w $p; pkill --signal HUP -P $$ sleep; wait $p 2>/dev/null; echo $?'
same "pkill -e" "$W"'sleep 101 & p=$!; w $p; pkill -e -P $$ sleep | sed "s/$p/PID/"; wait $p 2>/dev/null; echo $?'
same "pkill -c" "$W"'sleep 101 & p=$!; w $p; pkill -c -P $$ sleep; wait $p 2>/dev/null; echo $?'
same "pkill no match" 'pkill -P $$ nosuchthing; echo $?'
same "pkill unknown --signal" 'pkill --signal FOO -P $$ nosuchthing; echo $?'
