# root/ps.t - ps's and top's process id columns as wide as kernel.pid_max
# has digits (procps 4 sizes them so), with made-up pid_max values
# bind-mounted over /proc/sys/kernel/pid_max in the test's namespace
needs applet ps
needs root
REF=ps
for v in 4194304 100000 32768 9999; do
	echo $v > pm
	mount --bind pm /proc/sys/kernel/pid_max
	same "pid_max $v" 'ps -o pid,tid,ppid,pgid,pgrp,sid,sess,uid,comm -p 1 | head -1; ps -l -p 1 | head -1; ps -f -p 1 | head -1'
	REF=top same "top, pid_max $v" 'top -b -n 1 -p 1 | sed -n 7p'
	umount /proc/sys/kernel/pid_max
done
