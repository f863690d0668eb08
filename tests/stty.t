# stty.t - stty on a fresh pseudo-terminal from the pty driver, against
# GNU's stty run the same way: settings applied, then the listings (no
# argument, -a at several widths, -g) compared. The script runs under
# env -i, so it gets stty's directory as its PATH ($D); what it prints
# goes to the file out (a pipe, not the terminal: 80 columns unless
# COLUMNS says otherwise), shown after the driver's "exit N".
[ -x "$PTYRUN" ] || { echo "SKIP $TEST_FILE: no $PTYRUN"; return 0; }

# t NAME SCRIPT: run SCRIPT (sh) on a new 100x30 pty with stty
n=0
t() {
	n=$((n + 1))
	printf '%s\n' "$2" > "s.$n"
	REF=stty same "$1" "env -i D=\$(dirname \$(command -v stty)) \
\"$PTYRUN\" -t 20 -s 100x30 \$(command -v sh) -c 'PATH=\$D; \
exec >out 2>&1; . ./s.$n'; cat out" 'wait-exit\n'
}

t "fresh" 'stty; stty -a; stty -g; stty size; stty speed'
t "raw sane" 'stty raw; stty; stty -a; stty sane; stty; stty -a'
t "-raw cooked" 'stty raw; stty -raw; stty; stty raw; stty cooked; stty'
# (4000000 baud: qemu-aarch64 cannot pass it on to the host)
t "speeds" 'stty 115200; stty; stty speed; stty ospeed 9600 ispeed 9600
stty speed; stty ispeed 19200 ospeed 19200; stty -a'
t "flags" 'stty -echo -icanon -isig icrnl -onlcr -opost ixoff -ixon crtscts
stty; stty clocal -hupcl -cread parenb parodd cstopb; stty
stty ignbrk -brkint inlcr igncr ixany -imaxbel iutf8 echoe -echok echonl
stty noflsh tostop -echoctl -echoke -iexten echoprt; stty; stty -a
stty sane; stty'
t "delays" 'stty nl1 cr2 tab3 bs1 vt1 ff1; stty; stty -a; stty tab0 cr0; stty'
t "control chars" 'stty intr ^- quit undef erase ^H kill ^? eof a
stty eol 0x1b eol2 200 swtch 033 werase M lnext ^v; stty; stty -a
stty discard 255 start 0; stty -g'
t "min time" 'stty min 5 time 10; stty; stty -icanon; stty; stty -a'
t "rows cols" 'stty rows 40 cols 120; stty size; stty columns 90; stty size
stty -a | head -1; stty rows 0 columns 0; stty size'
t "widths" 'stty raw; COLUMNS=60 stty; COLUMNS=60 stty -a; COLUMNS=100 stty -a
COLUMNS=190 stty -a; COLUMNS=250 stty -a; COLUMNS=x stty -a'
t "-g back" 'stty -echo intr ^A min 3 -icanon ixany; g=$(stty -g)
stty sane; stty; stty "$g"; stty; stty -g'
t "-F" 'stty -F /dev/tty -a; stty --file=/dev/tty -g; stty -F/dev/tty speed
stty -F /dev/tty rows 7 cols 9; stty size'
t "bad arguments" 'stty foo; echo $?; stty -foo; echo $?; stty -raww; echo $?
stty intr; echo $?; stty min; echo $?; stty rows x; echo $?
stty min 300; echo $?; stty intr abc; echo $?; stty 1234; echo $?
stty time -1; echo $?; stty -a -g; echo $?; stty -a echo; echo $?
stty -g 9600; echo $?; stty -F; echo $?; stty 1:2:3; echo $?
stty echo bogus -echo; echo $?; stty; stty -F /dev/null; echo $?
stty -F /dev/null -g; echo $?; stty -F /nonexistent; echo $?'
