# ptyrun.t - the pty test driver (tests/ptyrun.c) itself: its screen and
# its script commands, on cat, printf and sh. No reference tool: each
# expectation is written by hand from the VT100 behaviour (xterm's).
[ -x "$PTYRUN" ] || { echo "SKIP $TEST_FILE: no $PTYRUN"; return 0; }

# cat echoes what is typed (the tty's echo) and what it read; ^D ends it
cat > s <<'E'
send hello\r
wait hello\nhello
screen
cursor
send \x04
eof
E
check "cat" '"$PTYRUN" cat < s' 'hello\nhello\n--\n3,1\nexit 0\n'

# "wait $ " finds the prompt: the cursor's row keeps its blanks
cat > s <<'E'
wait $ 
send echo hi\r
wait hi
send exit 3\r
wait-exit
screen
E
check "sh -i" 'PS1="$ " "$PTYRUN" -s 40x10 sh -i < s' \
	'exit 3\n$ echo hi\nhi\n$ exit 3\n--\n'

# autowrap at the right margin; "0123456789" leaves the cursor pending on
# the last column, so the CR returns to the same row
printf 'screen\ncursor\n' > s
check "wrap" '"$PTYRUN" -s 10x4 printf "0123456789abc\\n" < s' \
	'0123456789\nabc\n--\n3,1\n'
check "pending wrap" '"$PTYRUN" -s 10x4 printf "0123456789\\rX" < s' \
	'X123456789\n--\n1,2\n'
check "scrolling" '"$PTYRUN" -s 10x3 printf "1\\n2\\n3\\n4\\n5" < s' \
	'3\n4\n5\n--\n3,2\n'
check "tab and backspace" '"$PTYRUN" -s 20x3 printf "a\\tb\\b\\bc" < s' \
	'a      cb\n--\n1,9\n'

# bytes counts what the command wrote since the last bytes: printf's 13
# bytes, then the tty's echo of "ab" CR and what cat read (each "ab" CR LF)
printf 'bytes 13\nbytes 0\nsend ab\\r\nwait ab\\nab\nbytes 5\nbytes 6\n' > s
check "bytes" '"$PTYRUN" sh -c "printf 0123456789abc; exec cat" < s' \
	'at most 13 bytes\nat most 0 bytes\n8 bytes, over 5\nat most 6 bytes\n'
printf 'screen\ncursor\n' > s

# the CSI sequences of the line editor
check "CUB and EL" '"$PTYRUN" printf "abcdef\\033[3D\\033[K" < s' \
	'abc\n--\n1,4\n'
check "DCH" '"$PTYRUN" printf "abcdef\\r\\033[2P" < s' 'cdef\n--\n1,1\n'
check "ICH" '"$PTYRUN" printf "abcdef\\r\\033[2@" < s' \
	'  abcdef\n--\n1,1\n'
check "ECH" '"$PTYRUN" printf "abcdef\\r\\033[C\\033[2X" < s' \
	'a  def\n--\n1,2\n'
check "CUP CUU CUD CHA" \
	'"$PTYRUN" printf "\\033[3;5Hx\\033[2Ay\\033[Bz\\033[2Gw" < s' \
	'     y\n w    z\n    x\n--\n2,3\n'
check "ED" '"$PTYRUN" -s 10x4 printf "aaa\\nbbb\\nccc\\033[2;2H\\033[J" < s' \
	'aaa\nb\n--\n2,2\n'
check "ED 2 and SGR ignored" \
	'"$PTYRUN" printf "aaa\\033[2J\\033[1mb\\033[0m\\033[?25l" < s' \
	'   b\n--\n1,5\n'
check "OSC ignored" '"$PTYRUN" printf "\\033]0;title\\007ok" < s' \
	'ok\n--\n1,3\n'

# UTF-8: a 2-byte character takes one column, CJK two; a wide character
# that does not fit in the last column goes to the next row
check "UTF-8 widths" '"$PTYRUN" printf "\\303\\251\\346\\227\\245x" < s' \
	'\303\251\346\227\245x\n--\n1,5\n'
check "wide wrap" '"$PTYRUN" -s 5x3 printf "abcd\\346\\227\\245" < s' \
	'abcd\n\346\227\245\n--\n2,3\n'
check "overwriting half a wide char" \
	'"$PTYRUN" printf "\\346\\227\\245\\346\\227\\245\\033[2Gx" < s' \
	' x\346\227\245\n--\n1,3\n'

# ESC [ 6 n is answered (here read back by dd), or not with -n
cat > s <<'E'
wait R
screen
E
check "cursor position report" \
	'"$PTYRUN" sh -c "stty raw -echo; printf ab\\\\033[6n
	    dd bs=1 count=6 2>/dev/null | od -An -c | tr -s \" \"" < s' \
	'ab 033 [ 1 ; 3 R\n--\n'
printf 'wait-exit\nscreen\n' > s
check "-n: no answer" '"$PTYRUN" -n sh -c "stty raw -echo min 0 time 1
	    printf ab\\\\033[6n; dd bs=1 count=6 2>/dev/null | wc -c" < s' \
	'exit 0\nab0\n--\n'

# resize: the window size changes and the foreground group gets SIGWINCH
cat > s <<'E'
wait 24 80
resize 30 5
wait 5 30
wait-exit
E
check "resize" '"$PTYRUN" sh -c "trap \"stty size; exit 0\" WINCH; stty size
	    while :; do sleep 0.05; done" < s' 'exit 0\n'

# exit statuses: the child's signal; a wait that times out prints the
# screen and ends the run with status 1; a bad line is status 2
printf 'wait-exit\n' > s
check "signal" '"$PTYRUN" sh -c "kill -TERM \$\$" < s' 'signal 15\n'
printf 'wait nothing\nscreen\n' > s
check -s 1 "timeout" '"$PTYRUN" -t 1 printf here < s' \
	"ptyrun: line 1: timed out waiting for 'nothing'; the screen:\nhere\n--\n"
printf 'frob\n' > s
check -s 2 -e "ptyrun: line 1: bad command 'frob'\n" "bad command" \
	'"$PTYRUN" true < s' ''
rm -f s
