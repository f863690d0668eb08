# getty.t - getty on a pseudo-terminal ("-": the one it is started on),
# running a stand-in for login that shows its arguments, TERM and the
# terminal's settings (through the host's stty). No reference: agetty
# will not run on a terminal that is not its own controlling one.
needs applet getty
[ -x "$PTYRUN" ] || { echo "SKIP $TEST_FILE: no $PTYRUN"; _result skip; return 0; }
needs cmd stty
cat > fake <<'E'
#!/bin/sh
echo "args: $*"; echo "TERM=$TERM"
stty -a | grep -o -e ' -\{0,1\}clocal' -e ' -\{0,1\}crtscts' \
	-e 'speed [0-9]*' -e ' -\{0,1\}icanon' -e ' -\{0,1\}echo '
E
chmod +x fake
printf 'Welcome to \\s on \\l at \\b baud\\\\ \\q\nsecond line\n' > issue
P="env -i $PTYRUN -t 20 \$(command -v getty)"
# the host's name becomes HOST, the pty's number N
H="sed 's/^[^ ]* login: /HOST login: /; s|pts/[0-9]*|pts/N|'"

printf 'wait login: \nsend al\\x7fbob\\r\nwait-exit\nscreen\n' > s
check "issue, name, login" "$P -f issue -l \$PWD/fake 38400 - < s | $H" "\
exit 0
Welcome to Linux on pts/N at 38400 baud\\\\ \\\\q
second line

HOST login: abob
args: -- abob
TERM=vt102
speed 38400
 -clocal
 -crtscts
 icanon
 echo
--
"
check "-i -L -h, TERM, TTY before BAUD" \
	"$P -iLh -l \$PWD/fake - 9600 xterm < s | $H" "\
exit 0

HOST login: abob
args: -- abob
TERM=xterm
speed 9600
 clocal
 crtscts
 icanon
 echo
--
"
printf 'wait login: \nsend x\\x15bob\\r\nwait-exit\nscreen\n' > s
check "C-u" "$P -i -l \$PWD/fake 9600 - < s | $H | sed -n 4p" \
	"args: -- bob\n"
printf 'wait 38400\nwait login: \nsend \\0\nwait 9600\nwait login: \nsend \\0\nwait 1200\nwait login: \nsend \\0\nwait login: \\n\nsend bob\\r\nwait-exit\nscreen\n' > s
check "a BREAK: the next speed" \
	"$P -f issue -l \$PWD/fake 38400,9600,1200 - < s | $H | grep -e ' at ' -e speed" "\
Welcome to Linux on pts/N at 38400 baud\\\\ \\\\q
Welcome to Linux on pts/N at 9600 baud\\\\ \\\\q
Welcome to Linux on pts/N at 1200 baud\\\\ \\\\q
Welcome to Linux on pts/N at 38400 baud\\\\ \\\\q
speed 38400
"
printf 'wait-exit\nscreen\n' > s
check "-n: login at once" "$P -n -i -l \$PWD/fake 9600 - < s | $H" "\
exit 0
args:
TERM=vt102
speed 9600
 -clocal
 -crtscts
 icanon
 echo
--
"
printf 'wait login: \nsend \\r\\r\nsend \\x04\nwait-exit\n' > s
check "empty names, then C-d" "$P -i -l \$PWD/fake 9600 - < s" "exit 1\n"
printf 'wait login: \nwait-exit\n' > s
check "-t: no name in time" "$P -i -t 1 -l \$PWD/fake 9600 - < s" "exit 1\n"
check -s 1 -e "getty: bad speed: 9600,12x\n" "a bad speed" "getty 9600,12x -" ""
check -s 1 -e "getty: /dev/nosuchtty: No such file or directory\n" "no such tty" \
	"getty 9600 nosuchtty" ""
