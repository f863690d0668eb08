# hwclock.t - hwclock, compared with util-linux's: reading the clock
# where this machine has one (the boot test reads and sets the emulated
# board's clock), and bad input everywhere. Nothing here sets a clock.
needs applet hwclock
same "no such device" 'hwclock -r -f /nonexistent; echo $?'
same "not a clock" 'hwclock -r -f /dev/null; echo $?'
same "-u and -l" 'hwclock -r -u -l; echo $?'
same "-r and -s" 'hwclock -r -s; echo $?; hwclock -w -s -f /nonexistent; echo $?'
same "operands" 'hwclock -f /nonexistent foo bar; echo $?'
if [ -r /dev/rtc0 ]; then
	# the time read, its digits as N (it moves between the two runs)
	FILTER='s/[0-9]/N/g'
	REF=hwclock live "-r" 'hwclock -r -u; hwclock -f /dev/rtc0 --show --utc'
	FILTER=
else
	echo "SKIP $TEST_FILE: -r: no /dev/rtc0 on this machine"
	_result skip
fi
