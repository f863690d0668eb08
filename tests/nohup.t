# nohup.t - nohup, compared with GNU nohup. Where nohup should see a
# terminal, the case runs it on a pseudo-terminal ($PTYRUN) and shows
# the screen, then the files it wrote; HOME is the test's directory.
needs applet nohup
REF=nohup
same "not a terminal" 'nohup sh -c "echo out; echo err >&2; exit 3"; echo $?'
same "--" 'nohup -- echo hi'
same "not found" 'nohup nosuchcommand; echo $?'
same "cannot run" 'nohup /etc/passwd; echo $?'
same "ignores HUP" 'nohup sh -c "kill -HUP \$\$; echo alive"; echo $?'
FILTER="/^Try '/d; /^Usage: /d"
same "missing operand" 'nohup; echo $?; POSIXLY_CORRECT=1 nohup; echo $?'
same "bad option" 'nohup -Z; echo $?'
FILTER=
[ -x "$PTYRUN" ] || { echo "SKIP $TEST_FILE: no $PTYRUN"; return 0; }
S='printf "wait-exit\nscreen\n" | HOME=h "$PTYRUN" sh -c'
L='for f in nohup.out o e h/nohup.out; do [ -f $f ] && { echo $f:; cat $f; ls -l $f | cut -c1-10; }; done; rm -rf nohup.out o e h'
same "all terminals" "mkdir h; $S 'nohup sh -c \"echo out; echo err >&2; read x; echo \\\$?; exit 3\"'; $L"
same "appends" "mkdir h; echo old > nohup.out; $S 'nohup echo new'; $L"
same "stdin not a terminal" "mkdir h; $S 'nohup sh -c \"echo out; echo err >&2; read x; echo \\\$?\" </dev/null'; $L"
same "stdout not a terminal" "mkdir h; $S 'nohup sh -c \"echo out; echo err >&2\" >o'; $L"
same "stderr not a terminal" "mkdir h; $S 'nohup sh -c \"echo out; echo err >&2\" 2>e'; $L"
same "only stderr a terminal" "mkdir h; $S 'nohup sh -c \"echo out; echo err >&2; read x; echo r=\\\$?\" >o 2>e'; $L"
same "stdout and stdin not" "mkdir h; $S 'nohup -- sh -c \"echo out; echo err >&2\" </dev/null >o'; $L"
same "HOME" "mkdir -p h nohup.out; $S 'nohup echo hi'; rmdir nohup.out; $L"
same "cannot open" "mkdir -p h/nohup.out nohup.out; $S 'nohup echo hi'; $S 'HOME= nohup echo hi'; $S 'unset HOME; nohup echo hi'; rmdir nohup.out h/nohup.out; $L"
same "not found on a terminal" "mkdir h; $S 'nohup nosuchcommand'; $L"
