# timeout.t - timeout, compared with GNU timeout. A case that expects the
# limit to fire gives a command that would run for a long time (and is
# killed); one that expects the command to finish gives it 100 s.
needs applet timeout
same "finishes" 'timeout 100 sh -c "echo hi; exit 3"; echo $?'
same "fires" 'timeout 0.2 sleep 100; echo $?'
same "-v" 'timeout -v 0.2 sleep 100; echo $?'
same "-s" 'timeout -v -s INT 0.2 sleep 100; echo $?; timeout -s sigusr1 0.2 sleep 100; echo $?; timeout -s 1 0.2 sleep 100; echo $?'
same "-s RTMIN+1" 'timeout -v -s RTMIN+1 0.2 sleep 100; echo $?'
same "-s 0 waits for the command" 'timeout -v -s 0 0.1 sleep 0.5; echo $?'
same "-k" 'timeout -v -k 0.2 -s CONT 0.2 sleep 100; echo $?'
same "-k not needed" 'timeout -v -k 100 0.2 sleep 100; echo $?'
same "-k --foreground" 'timeout --foreground -v -k 0.2 -s CONT 0.2 sleep 100; echo $?'
same "--preserve-status" 'timeout --preserve-status 0.2 sleep 100; echo $?'
same "--preserve-status trapped" 'timeout --preserve-status 1 sh -c "trap \"exit 6\" TERM; sleep 100 & wait"; echo $?'
same "trapped" 'timeout 1 sh -c "trap \"exit 6\" TERM; sleep 100 & wait"; echo $?'
same "the group gets it" 'timeout 0.2 sh -c "sleep 100; echo not killed"; echo $?'
VG="under Valgrind sh takes longer than 0.2 s to set its trap" \
	same "--foreground only the command" 'timeout --foreground 0.2 sh -c "trap \"\" TERM; sleep 1; echo sleep survived"; echo $?'
REFS=ps same "own group" 'timeout 100 sh -c "ps -o pgid= -p \$\$ $$" | uniq | wc -l; timeout --foreground 100 sh -c "ps -o pgid= -p \$\$ $$" | uniq | wc -l'
same "fractions and suffixes" 'timeout 0.5m true; echo $?; timeout 1e2 true; echo $?; timeout 0x10 true; echo $?; timeout 1d true; echo $?; timeout inf true; echo $?; timeout 0 true; echo $?'
same "killed by a signal" 'timeout 100 sh -c "kill -9 \$\$"; echo $?; timeout 100 sh -c "kill -USR1 \$\$"; echo $?'
same "passes a signal on" 'timeout -v 100 sh -c "kill -HUP \$PPID; sleep 100"; echo $?'
same "not found" 'timeout 100 nosuchcommand; echo $?'
same "cannot run" 'timeout 100 /etc/passwd; echo $?'
same "stdin" 'timeout 100 cat' 'in\n'
FILTER="/^Try '/d; /^Usage: /d"
same "bad duration" 'timeout x true; echo $?; timeout 1x true; echo $?; timeout nan true; echo $?; timeout "" true; echo $?; timeout -k y 1 true; echo $?' 
same "bad signal" 'timeout -s FOO 1 true; echo $?; timeout -s 99 1 true; echo $?'
FILTER=
same "missing operand" 'timeout 2>/dev/null; echo $?; timeout 1 2>/dev/null; echo $?'
same "bad option" 'timeout -Z 1 true 2>/dev/null; echo $?'
