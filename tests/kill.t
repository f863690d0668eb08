# kill.t - kill, compared with procps-ng's kill (the shell's own kill
# builtin would answer a bare "kill", so the cases call "env kill")
needs applet kill
REF=kill
same "-l" 'env kill -l'
same "-L" 'env kill -L'
same "-l number" 'env kill -l 9; env kill -l 29; env kill -l 31'
same "-l name" 'env kill -l KILL; env kill -l sigterm; env kill -l POLL; env kill --list=HUP; env kill -l9'
same "-l unknown" 'env kill -l 0; echo $?; env kill -l 137; echo $?; env kill -l FOO; echo $?; env kill -l IO'
same "TERM by default" 'sleep 100 & p=$!; env kill $p; echo $?; wait $p 2>/dev/null; echo $?'
same "-s name" 'sleep 100 & p=$!; env kill -s USR1 $p; wait $p 2>/dev/null; echo $?'
same "--signal number" 'sleep 100 & p=$!; env kill --signal 10 $p; wait $p 2>/dev/null; echo $?'
same "-SIG" 'sleep 100 & p=$!; env kill -SIGHUP $p; wait $p 2>/dev/null; echo $?'
same "-NUM" 'sleep 100 & p=$!; env kill -9 $p; wait $p 2>/dev/null; echo $?'
same "-s 0 probes" 'sleep 100 & p=$!; env kill -s 0 $p; echo $?; env kill -0 $p; echo $?; env kill $p; wait $p 2>/dev/null'
same "-q" 'sleep 100 & p=$!; env kill -q 7 -s USR2 $p; wait $p 2>/dev/null; echo $?'
same "several pids" 'sleep 100 & p=$!; sleep 100 & q=$!; env kill -KILL $p $q; wait $p 2>/dev/null; echo $?; wait $q 2>/dev/null; echo $?'
same "process group" 'setsid sleep 100 & p=$!; sleep 0.2; env kill -TERM -- -$p; echo $?; wait $p 2>/dev/null; echo $?'
same "no such process" 'env kill 999999; echo $?; env kill -s 0 -- -999999; echo $?'
same "bad pid" 'env kill abc 999999; echo $?; env kill 999999 1x; echo $?'
# (procps sends signal -1, which the kernel does not check before the
# process: ESRCH; Valgrind refuses it first: EINVAL)
VG=1 same "unknown signal name" 'env kill -s FOO 999999; echo $?'
check -s 1 -e "kill: invalid argument F\nUsage: kill [-s SIG | -SIG] [-q VALUE] PID...\n" \
	"-FOO" 'env kill -FOO 999999' ""
check -s 1 -e "Usage: kill [-s SIG | -SIG] [-q VALUE] PID...\n" "no pid" \
	'env kill -9' ""
check -s 1 -e "kill: invalid argument s\nUsage: kill [-s SIG | -SIG] [-q VALUE] PID...\n" \
	"-s without signal" 'env kill -s' ""
