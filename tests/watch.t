# watch.t - watch on a pseudo-terminal (tests/ptyrun.c renders the
# screen), compared with procps-ng 4's watch: what the screen shows, and
# how watch ends. The title's date becomes DATE; the cases with a title
# run with the host name "vm" (in a new UTS namespace, as root), since
# its length decides how the title is cut.
needs applet watch
[ -x "$PTYRUN" ] || { echo "SKIP $TEST_FILE: no $PTYRUN"; _result skip; return 0; }
REF=watch
P="TERM=vt100 $PTYRUN -t 20"
FILTER='s/[A-Z][a-z][a-z] [A-Z][a-z][a-z] [ 1-3][0-9] [0-9:]\{8\} [0-9]\{4\}$/DATE/'
printf 'wait b\nscreen\n' > s1
same "-t: output, stderr, tabs, folding, the screen's end" "$P -s 40x6 watch -t -n 0.2 'echo a; echo bb >&2; printf \"x\\ty\\n\"; echo 0123456789012345678901234567890123456789abc; echo cut' < s1"
same "-w" "$P -s 20x5 watch -t -w -n 10 'echo aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; echo b' < s1"
same "-x" "$P -s 20x5 watch -t -x -n 10 sh -c 'echo \"a  b\"' < s1"
same "-d, -p" "$P -s 20x5 watch -t -d -p -n 0.2 'echo a; echo b' < s1"
printf 'wait y\nscreen\n' > s6
same "a command that never ends" "$P -s 20x5 watch -t -n 10 yes < s6"
printf 'wait directory\nscreen\n' > s7
same "-x, no such command" "$P -s 60x5 watch -t -x -n 10 nonexistent_cmd < s7"
rm -f cnt
printf 'wait-exit\nscreen\n' > s2
same "-g" "$P -s 20x5 watch -t -g -n 0.1 'echo x >> cnt; wc -l < cnt' < s2; rm cnt"
same "-q" "$P -s 20x5 watch -t -q 2 -n 0.1 'echo x >> cnt; echo same' < s2; wc -l < cnt; rm cnt"
printf 'wait status\nscreen\nsend x\nwait-exit\n' > s3
same "-e" "$P -s 60x6 watch -t -e -n 0.1 'echo a; exit 3' < s3"
printf 'wait a\nsend \\x03\nwait-exit\n' > s4
same "interrupted" "$P -s 20x5 watch -t -n 10 'echo a' < s4"
if unshare -u true 2>/dev/null; then
	printf 'wait a\nscreen\n' > s5
	for w in 40 43 44 46 51 52 60; do
		same "title, $w columns" "unshare -u sh -c 'hostname vm; $P -s ${w}x4 watch -n 10 \"echo aaaaa\" < s5'"
	done
	same "title, -n 0.25" "unshare -u sh -c 'hostname vm; $P -s 60x4 watch -n 0.25 \"echo a\" < s5'"
else
	echo "SKIP $TEST_FILE: the title cases: unshare -u needs root"
	for w in 1 2 3 4 5 6 7 8; do _result skip; done
fi
FILTER=
# SIGTERM ends watch (status 0) and does not wait for a long command
same "SIGTERM" 'TERM=vt100 timeout -k 5 1 watch -t -n 10 "sleep 100" > /dev/null; echo $?'
same "bad -n" 'watch -n x true; echo $?; watch -n 1e999 true; echo $?'
