# uptime.t - uptime compared with procps-ng 4's: the layout (numbers made
# N: the two runs may straddle a second), -p and -s; the fake cases set
# ROOTBOX_PROC, rootbox's hook naming the directory read instead of /proc
# (libbb/sysinfo.c), for uptimes this machine does not have
needs applet uptime
# the time up and the users differ between machines: only the frame
FILTER='s/[0-9][0-9]*/N/g; s/up .*, *N users*,/up T, N users,/; s/^up .*/up T/'
same "default" 'uptime'
same "-p" 'uptime -p'
same "-s" 'uptime -s'
FILTER=
same "bad option" 'uptime -x 2>/dev/null; echo $?'
same "operand" 'uptime x 2>/dev/null; echo $?'
mkdir proc
printf '0.50 0.25 0.10 1/100 200\n' > proc/loadavg
up() { printf '%s 0.00\n' "$1" > proc/uptime; }
up 30
check "fake: under a minute" 'ROOTBOX_PROC=proc uptime | sed "s/^ [0-9:]* up/ T up/"; ROOTBOX_PROC=proc uptime -p' \
	' T up 0 min,  0 user,  load average: 0.50, 0.25, 0.10\nup 0 minutes\n'
up 3720
check "fake: an hour" 'ROOTBOX_PROC=proc uptime | sed "s/^ [0-9:]* up/ T up/"; ROOTBOX_PROC=proc uptime -p' \
	' T up  1:02,  0 user,  load average: 0.50, 0.25, 0.10\nup 1 hour, 2 minutes\n'
up 90000
check "fake: a day" 'ROOTBOX_PROC=proc uptime | sed "s/^ [0-9:]* up/ T up/"; ROOTBOX_PROC=proc uptime -p' \
	' T up 1 day,  1:00,  0 user,  load average: 0.50, 0.25, 0.10\nup 1 day, 1 hour\n'
up 1000000
check "fake: weeks" 'ROOTBOX_PROC=proc uptime | sed "s/^ [0-9:]* up/ T up/"; ROOTBOX_PROC=proc uptime -p' \
	' T up 11 days, 13:46,  0 user,  load average: 0.50, 0.25, 0.10\nup 1 week, 4 days, 13 hours, 46 minutes\n'
