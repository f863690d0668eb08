# lineedit.t - the line editor (libbb/lineedit.c) in the interactive sh,
# driven on a pseudo-terminal by tests/ptyrun.c, checking the screen.
# No reference: dash has no line editing. Each expectation is the screen
# as it must look, written by hand; the comment above each says why.
needs applet sh
needs config FEATURE_EDITING
[ -x "$PTYRUN" ] || { echo "SKIP $TEST_FILE: no $PTYRUN"; return 0; }

# ./pty [PTYRUN-OPTIONS] < SCRIPT: rootbox's sh -i on a pty, with a plain
# prompt, this directory as HOME, TERM=xterm (T= sets another) and no
# history file (H= names one); PRE= is a command run first on the pty
cat > pty <<'E'
#!/bin/sh
unset ENV HISTSIZE
export HOME="$PWD" TERM="${T-xterm}" PS1='$ ' HISTFILE="${H-}"
[ -z "${PRE-}" ] || exec "$PTYRUN" "$@" sh -c "$PRE; exec sh -i"
exec "$PTYRUN" "$@" sh -i
E
chmod +x pty

# Left, Delete, then the Home and End of xterm (ESC [ H, ESC [ F, ESC O H,
# ESC O F), the Linux console (ESC [ 1 ~, ESC [ 4 ~) and rxvt (ESC [ 7 ~,
# ESC [ 8 ~): each letter lands at the start or the end in turn
cat > s <<'E'
wait $ 
send echo ab\e[D\e[DZ\e[3~\r
wait $ 
send ok\x01\e[Fx\e[Hy\e[4~z\e[1~w\eOFv\eOHu\e[8~t\e[7~s
screen
E
check "cursor keys" './pty -s 40x10 < s' '$ echo Zb\nZb\n$ suwyokxzvt\n--\n'

# the emacs keys: M-b M-b C-f to "t|wo", C-Right (ESC [ 1 ; 5 C) to its
# end, C-b; then M-f M-f M-d deletes " tXwYo", M-Backspace "three"; C-k,
# C-y twice, C-w, C-u; C-t twice puts "ab" back, then swaps "xy"; C-d at
# the end does nothing, at the start deletes the "e"
cat > s <<'E'
wait $ 
send echo one two three\eb\eb\x06X\e[1;5C\x02Y
screen
send \x01\ef\ef\ed\x05\e\x7f
screen
send \x01\x0b\x19\x19\x17
screen
send \x15ab\x14\x14
screen
send \x08\x08echo xy\x02\x14
screen
send \x04\x04\x01\x04
screen
E
check "emacs keys" './pty -s 40x10 < s' \
	'$ echo one tXwYo three\n--\n$ echo one\n--\n$ echo one echo\n--\n$ ab\n--\n$ echo yx\n--\n$ cho yx\n--\n'

# 20 columns: the line wraps; C-Left, C-b C-b C-b and "XY" in the first
# row push the rest along both rows below; C-f C-f Backspace deletes the
# "o"; the cursor is where the screen says (after a row filled to the
# margin: at the start of the next)
cat > s <<'E'
wait $ 
resize 20 10
send echo 0123456789abcdefghijklmnopqrstuvwxyz
screen
send \e[1;5D\x02\x02\x02XY
screen
cursor
send \x06\x06\x08
screen
send \x05\x08\x08\x08\x08
screen
cursor
E
check "wrapping at 20 columns" './pty -s 40x10 < s' \
	'$ echo 0123456789abc\ndefghijklmnopqrstuvw\nxyz\n--\n$ ecXYho 0123456789a\nbcdefghijklmnopqrstu\nvwxyz\n--\n1,7\n$ ecXYh 0123456789ab\ncdefghijklmnopqrstuv\nwxyz\n--\n$ ecXYh 0123456789ab\ncdefghijklmnopqrstuv\n--\n3,1\n'
# the same on a terminal with autowrap off, as SeaBIOS leaves a serial
# console (ESC [ ? 7 l): the editor breaks the rows itself
check "wrapping with autowrap off" 'PRE="printf \"\\033[?7l\"" ./pty -s 40x10 < s' \
	'$ echo 0123456789abc\ndefghijklmnopqrstuvw\nxyz\n--\n$ ecXYho 0123456789a\nbcdefghijklmnopqrstu\nvwxyz\n--\n1,7\n$ ecXYh 0123456789ab\ncdefghijklmnopqrstuv\nwxyz\n--\n$ ecXYh 0123456789ab\ncdefghijklmnopqrstuv\n--\n3,1\n'

# the history file: the first session's lines, then Up Up recalls "echo
# two" (after "exit"), C-n C-n C-p C-p too; C-r finds "tw" (run again,
# it is not stored twice in a row); fc -l lists POSIX's way, history
# bash's; fc -s old=new FIRST runs a line again; at exit the new lines
# are appended to the file
cat > s <<'E'
wait $ 
send echo one\r
wait $ 
send echo two\r
wait $ 
send exit\r
wait-exit
E
cat > s2 <<'E'
wait $ 
send \e[A\e[A
screen
send \x0e\x0e\x10\x10\r
wait $ 
send \x12tw
wait (reverse-i-search)`tw': echo two
send \r
wait $ 
send \x0c
send fc -l\r
wait $ 
send history\r
wait $ 
send fc -s two=six echo\r
wait six
send fc -ln -1\r
wait $ 
screen
send exit\r
wait-exit
E
check "history across sessions" 'H=$PWD/hist ./pty < s; H=$PWD/hist ./pty -s 40x24 < s2; cat hist' \
	'exit 0\n$ echo two\n--\n$ fc -l\n1       echo one\n2       echo two\n3       exit\n4       echo two\n$ history\n    1  echo one\n    2  echo two\n    3  exit\n    4  echo two\n    5  fc -l\n    6  history\n$ fc -s two=six echo\necho six\nsix\n$ fc -ln -1\n        echo six\n$\n--\nexit 0\necho one\necho two\nexit\necho two\nfc -l\nhistory\necho six\nfc -ln -1\nexit\n'

# completion: a command from PATH, a file name with a space (quoted), a
# common prefix then a second Tab listing, a directory (a / and no
# space), $VAR, ~user
mkdir -p bin d/sub
printf '#!/bin/sh\necho ran\n' > bin/zzuniqcmd
chmod +x bin/zzuniqcmd
: > 'd/my file.txt'
: > d/abc1
: > d/abc2
cat > s <<'E'
wait $ 
send PATH=$PWD/bin:$PATH; cd d\r
wait $ 
send zzuniq\t
wait zzuniqcmd 
send \r
wait ran
send cat my\t
wait my\\ file.txt 
send \r
wait $ 
send ls ab\t
send \t
wait abc1
send \x15ls s\t
wait sub/
send \x15echo $HOM\t
wait $HOME 
send \x15echo ~roo\t
wait ~root/
send \x15
screen
E
check "completion" './pty -s 40x10 < s' \
	'$ PATH=$PWD/bin:$PATH; cd d\n$ zzuniqcmd\nran\n$ cat my\\ file.txt\n$ ls abc\nabc1  abc2\n$\n--\n'

# C-c drops the line, $? is 130 (as bash); C-d on an empty line: with
# ignoreeof dash's message and a new prompt, without it the end
cat > s <<'E'
wait $ 
send echo foo\x03
wait $ 
send echo $?\r
wait 130
send set -o ignoreeof\r
wait $ 
send \x04
wait exit
send set +o ignoreeof\r
wait $ 
send \x04
wait-exit
screen
E
check "C-c C-d ignoreeof" './pty -s 40x10 < s' \
	'exit 0\n$ echo foo^C\n$ echo $?\n130\n$ set -o ignoreeof\n$\nUse "exit" to leave shell.\n$ set +o ignoreeof\n$\n--\n'

# UTF-8: the cursor after "a\303\251\346\227\245b" is at column 13 (the CJK
# character takes two); Left Left Backspace deletes the whole "\303\251"
cat > s <<'E'
wait $ 
send echo a\xc3\xa9\xe6\x97\xa5b
cursor
send \e[D\e[D\x08
cursor
send \r
wait $ 
screen
E
check "UTF-8" './pty -s 40x10 < s' \
	'1,13\n1,9\n$ echo a\346\227\245b\na\346\227\245b\n$\n--\n'

# vi mode: cw, b dw, u, . (repeats dw), x X ~~, count h, r, a, A, I, k,
# dd, 2w D, y e P
cat > s <<'E'
wait $ 
send set -o vi\r
wait $ 
send echo one two three
send \e
send 0wcwONE\e
screen
send $bdw
screen
send u
screen
send 0w.
screen
send xX~~
screen
send 2hrZaQ\eA!\eIecho \e
screen
send \r
wait $ 
send \ek
screen
send ddiecho a b c\e02wD
screen
send \r
wait $ 
E
check "vi mode" './pty -s 40x12 < s' \
	'$ set -o vi\n$ echo ONE two three\n--\n$ set -o vi\n$ echo ONE two\n--\n$ set -o vi\n$ echo ONE two three\n--\n$ set -o vi\n$ echo two three\n--\n$ set -o vi\n$ echoWO three\n--\n$ set -o vi\n$ echo echoZQO three!\n--\n$ set -o vi\n$ echo echoZQO three!\nechoZQO three!\n$ echo echoZQO three!\n--\n$ set -o vi\n$ echo echoZQO three!\nechoZQO three!\n$ echo a\n--\n'

# tests/fuzz/regress/lineedit-vi-count-overflow: a count too big for an
# int overflowed; it is taken as 999, so x cuts to the end of the line
cat > s <<'E'
wait $ 
send set -o vi\r
wait $ 
send echo abc\e
send 0w99999999999999xAd\r
wait $ 
screen
E
check "vi: a huge count" './pty -s 40x10 < s' \
	'$ set -o vi\n$ echo d\nd\n$\n--\n'

# u undoes the changes of this line only: on a new line it had brought
# back the line before its last change ("echo abc" before x)
cat > s <<'E'
wait $ 
send set -o vi\r
wait $ 
send echo abc\e0x\r
wait $ 
send \eu
screen
E
check "vi: u on a new line" './pty -s 40x10 < s' \
	'$ set -o vi\n$ cho abc\nsh: 2: cho: not found\n$\n--\n'

# tests/fuzz/regress/lineedit-vi-repeat-long: . repeats a change of over
# 64 keys whole (it had replayed only the last 64, as commands, where
# each . pushed them again: the shell hung)
cat > s <<'E'
wait $ 
send set -o vi\r
wait $ 
send echo\eA 0123456789.abcdefghij.0123456789.abcdefghij.0123456789.abcdefghij.\e.\r
wait $ 
screen
E
check "vi: . repeats a long change" './pty -s 80x10 < s' \
	'$ set -o vi\n$ echo 0123456789.abcdefghij.0123456789.abcdefghij.0123456789.abcdefghij. 012345\n6789.abcdefghij.0123456789.abcdefghij.0123456789.abcdefghij.\n0123456789.abcdefghij.0123456789.abcdefghij.0123456789.abcdefghij. 0123456789.ab\ncdefghij.0123456789.abcdefghij.0123456789.abcdefghij.\n$\n--\n'

# tests/fuzz/regress/lineedit-escape-number-overflow: a number in an
# escape sequence too big for an int overflowed (a sanitizer build
# aborted); it is a key like any other
cat > s <<'E'
wait $ 
send echo ab\e[D\e[1;99999999999999Cx\e[99999999999999~\r
wait $ 
screen
E
check "a huge number in a key" './pty -s 40x10 < s' \
	'$ echo abx\nabx\n$\n--\n'

# plain reading, the kernel's line editing (erase with DEL works, an
# arrow key is just text), with TERM=dumb and on a terminal of width 0
# that never answers the cursor position request; one that answers gets
# the editor
cat > s <<'E'
wait $ 
send echo abc\x7fd\r
wait abd
send echo x\e[Dy\r
wait $ 
sleep 100
screen
E
check "TERM=dumb" 'T=dumb ./pty -s 40x10 < s' \
	'$ echo abd\nabd\n$ echo x^[[Dy\ny\n$\n--\n'
check "width 0, no answer" './pty -n -s 0x10 < s' \
	'$ echo abd\nabd\n$ echo x^[[Dy\ny\n$\n--\n'
check "width 0, an answer" './pty -s 0x10 < s' \
	'$ echo abd\nabd\n$ echo yx\nyx\n$\n--\n'

# TERM=dumb on a terminal: the lines typed are history as with the
# editor (a repeat stored once), listed by history and saved in HISTFILE
cat > s <<'E'
wait $ 
send echo one\r
wait $ 
send echo one\r
wait $ 
send history\r
wait $ 
sleep 100
screen
send exit\r
wait-exit
E
check "TERM=dumb: history" 'T=dumb H=$PWD/dh ./pty -s 40x12 < s; cat dh' \
	'$ echo one\none\n$ echo one\none\n$ history\n    1  echo one\n    2  history\n$\n--\nexit 0\necho one\nhistory\nexit\n'

# set -b: a background job's Done notice comes at once, also while a line
# is being typed: on a line of its own, then the prompt and the line are
# drawn again and the line is still there to edit (C-b, X); without -b it
# waits for the next prompt
cat > s <<'E'
wait $ 
send set -b; sleep 1 &\r
wait &\n$ 
send echo ab
wait Done
sleep 100
screen
send \x02X\r
wait aXb\n$ 
send sleep 0.3 & sleep 0.1; set +b\r
sleep 200
send echo cd
sleep 600
screen
send \r
wait Done
sleep 100
screen
E
check "set -b at the prompt" './pty -s 60x20 < s' \
	'$ set -b; sleep 1 &\n$ echo ab\n[1] + Done                       sleep 1\n$ echo ab\n--\n$ set -b; sleep 1 &\n$ echo ab\n[1] + Done                       sleep 1\n$ echo aXb\naXb\n$ sleep 0.3 & sleep 0.1; set +b\n$ echo cd\n--\n$ set -b; sleep 1 &\n$ echo ab\n[1] + Done                       sleep 1\n$ echo aXb\naXb\n$ sleep 0.3 & sleep 0.1; set +b\n$ echo cd\ncd\n[1] + Done                       sleep 0.3\n$\n--\n'
cat > s <<'E'
wait $ 
send set -b; sh -c 'sleep 1; kill -STOP $$' &\r
wait &\n$ 
send echo ab
wait Stopped
sleep 100
screen
send \x15kill -9 %1\r
wait Killed
E
check "set -b: a job that stops" './pty -s 80x20 < s' \
	'$ set -b; sh -c '"'"'sleep 1; kill -STOP $$'"'"' &\n$ echo ab\n[1] + Stopped (signal)           sh -c "sleep 1; kill -STOP \\$\\$"\n$ echo ab\n--\n'

# set -b, six jobs ending while arrow keys come a byte every 5 ms, as
# over a slow serial line: a job's end between ESC, [ and D must not cut
# the key in two (its bytes typed as text); 40 Left-Right pairs, then
# three Lefts and X
cat > s <<'E'
wait $ 
send set -b; for i in 1 2 3 4 5 6; do sleep 0.$i & done\r
wait $ 
send echo abcdef>o
drip 5 \e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C\e[D\e[C
send \e[D\e[D\e[DX\r
wait abcdeXf
send exit\r
wait-exit
E
check "set -b: jobs end inside keys" './pty < s | tail -n 1; cat o' 'exit 0\nabcdeXf\n'

# not a terminal: the prompts go to stderr as before, no editing, and job
# control is off with dash's message
check -e "sh: 0: can't access tty; job control turned off\n$ $ $ \n" "stdin is a pipe" 'PS1="$ " sh -i' 'hi\n3\n' \
	'echo hi\necho $((1+2))\n'

# fc's editor form: with no operand the line before (the editor a command
# line: sed -i), a string picks the last line starting so, -r and a range
# (-3 -2: the lines 2 and 3) with $FCEDIT; the edited lines are shown on
# stderr, run, and put in the history in place of the fc line (fc -s's
# too); the file is made in $TMPDIR and removed. A failing editor runs
# nothing and gives its status, a missing one 127; no such line, or -e
# without an editor, fail before any editor runs; -e - is -s
mkdir t
cat > s <<'E'
wait $ 
send echo foo one\r
wait one\n$ 
send echo two\r
wait two\n$ 
send fc -e 'sed -i s/two/zwei/'\r
wait zwei\n$ 
send fc -e 'sed -i s/foo/bar/' 'echo f'\r
wait bar one\n$ 
send FCEDIT='sed -i s/e/E/' fc -r -3 -2\r
wait found\n$ 
send TMPDIR=$PWD/t fc -e 'f() { ls t | wc -l; sed -i s/two/2/ "$1"; }; f'; ls t; echo w1\r
wait w1\n$ 
send fc -e false; echo st=$?\r
wait st=1
send fc -e nosuched; echo st=$?\r
wait st=127
send fc -e true nosuch; echo st=$?\r
wait st=1\n$ 
send fc -e; echo st=$?\r
wait st=2
send fc -e - bar=baz echo\r
wait baz one\n$ 
screen
send exit\r
wait-exit
E
check "fc with an editor" "H=\$PWD/hist2 ./pty -s 100x40 < s; cat hist2" \
	"$(printf '%s\n' '$ echo foo one' 'foo one' '$ echo two' 'two' \
	"\$ fc -e 'sed -i s/two/zwei/'" 'echo zwei' 'zwei' \
	"\$ fc -e 'sed -i s/foo/bar/' 'echo f'" 'echo bar one' 'bar one' \
	"\$ FCEDIT='sed -i s/e/E/' fc -r -3 -2" 'Echo zwei' 'Echo two' \
	'sh: 1: Echo: not found' 'sh: 2: Echo: not found' \
	"\$ TMPDIR=\$PWD/t fc -e 'f() { ls t | wc -l; sed -i s/two/2/ \"\$1\"; }; f'; ls t; echo w1" \
	'1' 'Echo 2' 'sh: 1: Echo: not found' 'w1' \
	'$ fc -e false; echo st=$?' 'st=1' \
	'$ fc -e nosuched; echo st=$?' 'sh: 1: nosuched: not found' 'st=127' \
	'$ fc -e true nosuch; echo st=$?' \
	'sh: 9: fc: history specification out of range' 'st=1' \
	'$ fc -e; echo st=$?' 'sh: 10: fc: No arg for -e option' 'st=2' \
	'$ fc -e - bar=baz echo' 'echo baz one' 'baz one' '$' '--' 'exit 0' \
	'echo foo one' 'echo two' 'echo zwei' 'echo bar one' 'Echo zwei' \
	'Echo two' 'Echo 2' 'fc -e false; echo st=$?' \
	'fc -e nosuched; echo st=$?' 'fc -e true nosuch; echo st=$?' \
	'fc -e; echo st=$?' 'echo baz one' 'exit')\n"

# tests/fuzz/regress/lineedit-paste-redraw, a paste into the middle of a
# line: the keys already waiting are read before the line is drawn again,
# so the output grows with the paste, not with its square (a redraw after
# each key wrote 204,515 bytes here; now 647)
{ printf 'wait $ \nsend ; echo ${#x}\\x01\nbytes 100000\nsend x='
printf '%600s\n' '' | tr ' ' a
printf 'bytes 20000\nsend \\r\nwait \\n600\\n$ \n'; } > s
check "a paste: one redraw" './pty -s 80x20 < s' 'at most 100000 bytes\nat most 20000 bytes\n'
rm -rf s s2 pty hist hist2 bin d t
